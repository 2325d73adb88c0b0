/**
 * /withdraw (docs/ui.md 'Wallet, top-up and withdrawals'): the balance, the customer's bank accounts
 * (the main one chosen; none: the screen links to /bank-account), the amount (10,000 or more) and
 * the password; POST wallet/withdraw with one Idempotency-Key per attempt (kept after an answer-less
 * failure, so sending again cannot withdraw twice); a refusal (wrong password, insufficient balance)
 * is kept in `error` for the screen to show the server's message. Below: the withdrawals and their status.
 */
import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { BANK_ACCOUNT_API, type BankAccount, type BankAccountApi } from '../ports/bank-account-api.port';
import { PAYMENT_API, type PaymentApi, type Wallet, type Withdrawal, type WithdrawRequest } from '../ports/payment-api.port';
import { PaymentAttempt } from './payment-attempt';
import { WITHDRAW_MIN, amountProblem, parseAmount, type AmountProblem } from './wallet-rules';
import { loadInto } from './load-state';

export const WITHDRAW_VIEW_MODEL = Symbol.for('payment.WithdrawViewModel');

export interface WithdrawProblems {
  account: 'required' | null;
  amount: AmountProblem | null;
  password: 'required' | null;
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
  password = '';
  submitted = false;
  submitting = false;
  error: unknown = null;
  /** The last withdrawal sent from this page. */
  done: Withdrawal | null = null;
  private readonly attempt = new PaymentAttempt<WithdrawRequest>();

  constructor(
    @inject(PAYMENT_API) private readonly api: PaymentApi,
    @inject(BANK_ACCOUNT_API) private readonly bankAccounts: BankAccountApi,
  ) {
    makeObservable<this, 'api' | 'bankAccounts' | 'attempt'>(this, {
      api: false, bankAccounts: false, attempt: false,
      wallet: observableRef, accounts: observableRef, withdrawals: observableRef, loading: observable, loaded: observable,
      loadError: observableRef, accountId: observable, amountText: observable, password: observable, submitted: observable,
      submitting: observable, error: observableRef, done: observableRef,
      balance: computed, noAccount: computed, problems: computed, shownProblems: computed,
      load: actionBound, chooseAccount: actionBound, setAmount: actionBound, setPassword: actionBound, withdraw: actionBound,
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
      password: this.password === '' ? 'required' : null,
    };
  }

  get shownProblems(): WithdrawProblems {
    return this.submitted ? this.problems : { account: null, amount: null, password: null };
  }

  /** The balance, the accounts and the withdrawals; the main account (else the first) is chosen. */
  async load(): Promise<void> {
    await loadInto(this, () => Promise.all([this.api.wallet(), this.bankAccounts.list(), this.api.withdrawals()]), ([wallet, accounts, withdrawals]) => {
      this.wallet = wallet;
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

  setPassword(password: string): void {
    this.password = password;
    this.error = null;
  }

  /** Sends the withdrawal; true when the server took it (the form is cleared and the lists reloaded). */
  async withdraw(): Promise<boolean> {
    this.submitted = true;
    const p = this.problems;
    const amount = parseAmount(this.amountText);
    if (p.account || p.amount || p.password || amount === null || this.accountId === null || this.submitting) return false;
    this.submitting = true;
    this.error = null;
    this.done = null;
    const request: WithdrawRequest = { amount, bankAccountId: this.accountId, password: this.password };
    try {
      const withdrawal = await this.api.withdraw(request, this.attempt.keyFor(request));
      this.attempt.answered();
      runInAction(() => {
        this.done = withdrawal;
        this.amountText = '';
        this.password = '';
        this.submitted = false;
      });
      await this.load();
      return true;
    } catch (error) {
      this.attempt.answered(error);
      runInAction(() => {
        this.error = error;
      });
      return false;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }
}
