/**
 * /track (public): the invoice number typed or given in ?nomor=, then the statuses and dates of
 * the invoice's orders and shipments (GET cart-or-invoice). Anyone sees statuses and dates; the
 * signed-in owner also gets names, addresses, phones and lines, and the invoice itself
 * (amounts and payment state, GET invoices/{code}) with the payment panel (`payment`,
 * application/payment/invoice-payment.ts).
 */
import { inject, injectable, optional } from 'inversify';
import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import { CARD_TOKENIZER, PAGE_REDIRECT, type CardTokenizer, type PageRedirect } from '../ports/card-tokenizer.port';
import { CHECKOUT_API, type CheckoutApi } from '../ports/checkout-api.port';
import { LineActions } from '../fulfilment/line-actions';
import { FULFILMENT_API, type CustomerLine, type FulfilmentApi } from '../ports/fulfilment-api.port';
import { ORDER_API, type InvoiceDetail, type OrderApi, type TrackingResult } from '../ports/order-api.port';
import { PAYMENT_API, type PaymentApi } from '../ports/payment-api.port';
import { InvoicePayment, PAYMENT_POLL_INTERVAL } from '../payment/invoice-payment';
import { CLOCK, type Clock } from '../shell/app-settings';
import { ANALYTICS, type AnalyticsSink } from '../privacy/analytics.port';
import { InvoiceLookup } from './invoice-lookup';
import { invoiceStatusAt, paymentStateOf, type PaymentState } from './invoice-view';

export const TRACK_VIEW_MODEL = Symbol.for('invoice.TrackViewModel');

@injectable()
export class TrackViewModel extends InvoiceLookup {
  input = '';
  code: string | null = null;
  result: TrackingResult | null = null;
  /** The owner's invoice (amounts, payment); null for anyone else. */
  detail: InvoiceDetail | null = null;
  submitted = false;
  /** The owner's payment panel (methods, instructions, countdown, polling, receipt). */
  readonly payment: InvoicePayment;
  /** The owner's line actions (a decision, a cancel). */
  readonly actions: LineActions;

  constructor(
    @inject(ORDER_API) private readonly api: OrderApi,
    @inject(CLOCK) @optional() clock?: Clock,
    @inject(PAYMENT_API) @optional() payments?: PaymentApi,
    @inject(CHECKOUT_API) @optional() checkout?: CheckoutApi,
    @inject(PAYMENT_POLL_INTERVAL) @optional() pollIntervalMs?: number,
    @inject(CARD_TOKENIZER) @optional() cards?: CardTokenizer,
    @inject(PAGE_REDIRECT) @optional() redirect?: PageRedirect,
    @inject(FULFILMENT_API) @optional() fulfilment?: FulfilmentApi,
    @inject(ANALYTICS) @optional() analytics?: AnalyticsSink,
  ) {
    super(clock);
    this.actions = new LineActions(fulfilment ?? null, { lineChanged: (line) => this.lineChanged(line), reload: () => this.refresh() });
    this.payment = new InvoicePayment(this, {
      payments: payments ?? unavailable<PaymentApi>(),
      checkout: checkout ?? unavailable<CheckoutApi>(),
      now: () => this.now(),
      ...(pollIntervalMs !== undefined ? { pollIntervalMs } : {}),
      ...(cards ? { cards } : {}),
      ...(redirect ? { redirect } : {}),
      ...(analytics ? { analytics } : {}),
    });
    makeObservable<this, 'api'>(this, {
      api: false, payment: false, actions: false, input: observable, code: observable, result: observable, detail: observable, submitted: observable,
      setInput: actionBound, submit: actionBound, lineChanged: actionBound, show: actionBound, reload: actionBound, update: actionBound, refresh: actionBound,
      inputMissing: computed, owner: computed, status: computed, paymentState: computed,
    });
  }

  setInput(value: string): void {
    this.input = value;
    this.submitted = false;
  }

  /** The number to look up (the screen puts it in ?nomor=), or null when the field is empty. */
  submit(): string | null {
    this.submitted = true;
    const code = this.input.trim();
    return code === '' ? null : code;
  }

  get inputMissing(): boolean {
    return this.submitted && this.input.trim() === '';
  }

  /** Shows the invoice of ?nomor= (null: the empty form). */
  async show(code: string | null): Promise<void> {
    const wanted = (code ?? '').trim();
    this.code = wanted === '' ? null : wanted;
    if (wanted !== '') this.input = wanted;
    this.result = null;
    this.detail = null;
    if (wanted === '') {
      this.stop();
      return;
    }
    await this.lookUp(() => this.track(wanted), (answer) => {
      this.result = answer?.result ?? null;
      this.detail = answer?.detail ?? null;
      this.payment.attach(this.detail);
    });
  }

  /** PaymentHost: a charge's answer changed the owner's invoice. */
  update(detail: InvoiceDetail): void {
    this.detail = detail;
    if (this.result) this.result = { ...this.result, status: detail.status };
  }

  /** A line action's answer: the owner's line replaced in place. */
  lineChanged(line: CustomerLine): void {
    if (!this.result) return;
    this.result = {
      ...this.result,
      orders: this.result.orders.map((o) => (o.fulfilment?.lines.some((l) => l.lineId === line.lineId)
        ? { ...o, fulfilment: { ...o.fulfilment, lines: o.fulfilment.lines.map((l) => (l.lineId === line.lineId ? line : l)) } }
        : o)),
    };
  }

  /** PaymentHost: the invoice and its orders again, quietly (the page stays as it is meanwhile). */
  async refresh(): Promise<void> {
    const code = this.result?.invoiceCode;
    if (!code) return;
    try {
      const answer = await this.track(code);
      runInAction(() => {
        if (this.result?.invoiceCode !== code) return;
        this.result = answer.result;
        if (answer.detail) this.detail = answer.detail;
        this.payment.attach(this.detail);
      });
    } catch {
      // the next poll asks again
    }
  }

  /** The tracking, and the invoice itself for its owner (without it the statuses still show; the amounts are on /history-invoice). */
  private async track(code: string): Promise<{ result: TrackingResult; detail: InvoiceDetail | null }> {
    const result = await this.api.track(code);
    const detail = result.owner ? await this.api.invoice(result.invoiceCode).catch(() => null) : null;
    return { result, detail };
  }

  reload(): Promise<void> {
    return this.show(this.code);
  }

  get owner(): boolean {
    return this.result?.owner === true;
  }

  get status(): string | null {
    if (!this.result) return null;
    return invoiceStatusAt({ status: this.result.status, dueDate: this.result.dueDate }, this.now());
  }

  get paymentState(): PaymentState | null {
    if (this.detail) return paymentStateOf(this.detail, this.now());
    if (!this.result) return null;
    return paymentStateOf({ status: this.result.status, dueDate: this.result.dueDate, paymentInstructions: null }, this.now());
  }
}

/** A port the container did not bind (the payment is the checkout feature's): any call fails. */
function unavailable<T extends object>(): T {
  return new Proxy({} as T, { get: () => () => Promise.reject(new Error('payment port not bound')) });
}
