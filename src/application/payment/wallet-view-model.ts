/**
 * /wallet (docs/ui-orders.md 'Wallet, top-up and withdrawals'): the balance and the ledger entries
 * (GET wallet), and the top-up form: an amount of 10,000 to 50,000,000 rupiah, POST wallet/topup with
 * one Idempotency-Key per attempt (kept after an answer-less failure); the screen then opens the
 * top-up invoice on /track?nomor=, whose payment panel pays it.
 */
import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, observableRef } from 'mobx';
import { PAYMENT_API, type PaymentApi, type TopUpInvoice, type Wallet } from '../ports/payment-api.port';
import { PaymentAttempt, submitWithKey } from './payment-attempt';
import { TOPUP_MAX, TOPUP_MIN, amountProblem, parseAmount, type AmountProblem } from './wallet-rules';
import { loadInto } from './load-state';

export const WALLET_VIEW_MODEL = Symbol.for('payment.WalletViewModel');

@injectable()
export class WalletViewModel {
  wallet: Wallet | null = null;
  loading = false;
  loadError: unknown = null;
  amountText = '';
  submitted = false;
  submitting = false;
  error: unknown = null;
  private readonly attempt = new PaymentAttempt<{ amount: number }>();

  constructor(@inject(PAYMENT_API) private readonly api: PaymentApi) {
    makeObservable<this, 'api' | 'attempt'>(this, {
      api: false, attempt: false,
      wallet: observableRef, loading: observable, loadError: observableRef, amountText: observable, submitted: observable,
      submitting: observable, error: observableRef,
      balance: computed, entries: computed, amount: computed, problem: computed, shownProblem: computed,
      load: actionBound, setAmount: actionBound, topUp: actionBound,
    });
  }

  get balance(): number {
    return this.wallet?.balance ?? 0;
  }

  get entries(): Wallet['entries'] {
    return this.wallet?.entries ?? [];
  }

  /** The typed amount in rupiah (null when empty or not a whole number). */
  get amount(): number | null {
    const n = parseAmount(this.amountText);
    return n !== null && Number.isSafeInteger(n) ? n : null;
  }

  get problem(): AmountProblem | null {
    return amountProblem(this.amountText, TOPUP_MIN, TOPUP_MAX);
  }

  /** The problem once the customer tried to send. */
  get shownProblem(): AmountProblem | null {
    return this.submitted ? this.problem : null;
  }

  async load(): Promise<void> {
    await loadInto(this, () => this.api.wallet(), (wallet) => {
      this.wallet = wallet;
    });
  }


  setAmount(text: string): void {
    this.amountText = text;
    this.error = null;
  }

  /** Sends the top-up: the invoice to pay, or null (a problem of the amount, or the failure in `error`). */
  async topUp(): Promise<TopUpInvoice | null> {
    this.submitted = true;
    const amount = this.amount;
    if (this.problem !== null || amount === null || this.submitting) return null;
    return submitWithKey(this, this.attempt, { amount }, (key) => this.api.topUp(amount, key));
  }
}
