/**
 * /withdraw (docs/ui-orders.md 'Wallet, top-up and withdrawals'): the balance, the customer's bank accounts
 * (the main one chosen; none: the screen links to /bank-account), the amount (10,000 or more), the
 * wallet PIN (none set: the screen links to /edit-password) and a one-time code (`otp`, OtpStep:
 * sent, typed, verified once before the withdrawal; docs/account-security.md); POST wallet/withdraw
 * with one Idempotency-Key per attempt (kept after an answer-less failure, so sending again cannot
 * withdraw twice); a refusal (wrong PIN, PIN locked, insufficient balance) is kept in `error` for the
 * screen to show the server's message. Below: the withdrawals and their status.
 */
import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { pinProblem } from '../../domain/account';
import { OtpStep, type OtpProblem } from '../account/otp-step';
import { PhoneVerification } from '../account/phone-verification';
import { ACCOUNT_API, type AccountApi } from '../ports/account-api.port';
import { BANK_ACCOUNT_API, type BankAccount, type BankAccountApi } from '../ports/bank-account-api.port';
import { PAYMENT_API, type PaymentApi, type Wallet, type Withdrawal, type WithdrawRequest } from '../ports/payment-api.port';
import { PROFILE_API, type ProfileApi } from '../ports/profile-api.port';
import { PaymentAttempt, submitWithKey } from './payment-attempt';
import { WITHDRAW_MIN, amountProblem, parseAmount, type AmountProblem } from './wallet-rules';
import { loadInto } from './load-state';

export const WITHDRAW_VIEW_MODEL = Symbol.for('payment.WithdrawViewModel');

export interface WithdrawProblems {
  account: 'required' | null;
  amount: AmountProblem | null;
  pin: 'required' | 'format' | null;
  otp: OtpProblem | null;
}

@injectable()
export class WithdrawViewModel {
  wallet: Wallet | null = null;
  accounts: BankAccount[] = [];
  withdrawals: Withdrawal[] = [];
  loading = false;
  loaded = false;
  loadError: unknown = null;
  accountId: string | null = null;
  amountText = '';
  pin = '';
  /** Whether the customer has a wallet PIN (customer/profile has_pin); null until loaded. */
  hasPin: boolean | null = null;
  readonly otp: OtpStep;
  /** The phone number's verification (withdrawal codes need a verified number). */
  readonly phone: PhoneVerification;
  submitted = false;
  submitting = false;
  error: unknown = null;
  /** The last withdrawal sent from this page. */
  done: Withdrawal | null = null;
  private readonly attempt = new PaymentAttempt<WithdrawRequest>();

  constructor(
    @inject(PAYMENT_API) private readonly api: PaymentApi,
    @inject(BANK_ACCOUNT_API) private readonly bankAccounts: BankAccountApi,
    @inject(PROFILE_API) private readonly profile: ProfileApi,
    @inject(ACCOUNT_API) account: AccountApi,
  ) {
    this.otp = new OtpStep(account);
    this.phone = new PhoneVerification(account);
    makeObservable<this, 'api' | 'bankAccounts' | 'profile' | 'attempt'>(this, {
      api: false, bankAccounts: false, profile: false, attempt: false, otp: false, phone: false,
      wallet: observableRef, accounts: observableRef, withdrawals: observableRef, loading: observable, loaded: observable,
      loadError: observableRef, accountId: observable, amountText: observable, pin: observable, hasPin: observable, submitted: observable,
      submitting: observable, error: observableRef, done: observableRef,
      balance: computed, noAccount: computed, problems: computed, shownProblems: computed,
      load: actionBound, chooseAccount: actionBound, setAmount: actionBound, setPin: actionBound, withdraw: actionBound,
    });
  }

  get balance(): number {
    return this.wallet?.balance ?? 0;
  }

  /** Loaded without any bank account: the screen offers /bank-account. */
  get noAccount(): boolean {
    return this.loaded && this.accounts.length === 0;
  }

  get problems(): WithdrawProblems {
    return {
      account: this.accountId && this.accounts.some((a) => a.id === this.accountId) ? null : 'required',
      amount: amountProblem(this.amountText, WITHDRAW_MIN),
      pin: this.pin === '' ? 'required' : pinProblem(this.pin) === 'format' ? 'format' : null,
      otp: this.otp.problem,
    };
  }

  get shownProblems(): WithdrawProblems {
    return this.submitted ? this.problems : { account: null, amount: null, pin: null, otp: null };
  }

  /** The balance, the accounts and the withdrawals; the main account (else the first) is chosen. */
  async load(): Promise<void> {
    await loadInto(this, () => Promise.all([this.api.wallet(), this.bankAccounts.list(), this.api.withdrawals(), this.profile.get()]), ([wallet, accounts, withdrawals, profile]) => {
      this.wallet = wallet;
      this.hasPin = profile.hasPin;
      this.phone.reset(profile);
      this.accounts = accounts;
      this.withdrawals = withdrawals;
      this.loaded = true;
      if (!accounts.some((a) => a.id === this.accountId)) this.accountId = (accounts.find((a) => a.isMain) ?? accounts[0])?.id ?? null;
    });
  }


  chooseAccount(id: string): void {
    this.accountId = id;
    this.error = null;
  }

  setAmount(text: string): void {
    this.amountText = text;
    this.error = null;
  }

  setPin(pin: string): void {
    this.pin = pin;
    this.error = null;
  }

  /** Sends the withdrawal; true when the server took it (the form is cleared and the lists reloaded). */
  async withdraw(): Promise<boolean> {
    this.submitted = true;
    const p = this.problems;
    const amount = parseAmount(this.amountText);
    if (p.account || p.amount || p.pin || p.otp || amount === null || this.accountId === null || this.submitting) return false;
    this.done = null;
    const request: WithdrawRequest = { amount, bankAccountId: this.accountId, pin: this.pin };
    const withdrawal = await submitWithKey(this, this.attempt, request, (key) => this.api.withdraw(request, key), {
      ready: () => this.otp.ensureVerified(),
    });
    if (withdrawal === null) return false;
    this.otp.used();
    runInAction(() => {
      this.done = withdrawal;
      this.amountText = '';
      this.pin = '';
      this.submitted = false;
    });
    await this.load();
    return true;
  }
}
