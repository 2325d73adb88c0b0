/**
 * /track (public): the invoice number typed or given in ?nomor=, then the statuses and dates of
 * the invoice's orders and shipments (GET cart-or-invoice). Anyone sees statuses and dates; the
 * signed-in owner also gets names, addresses, phones and lines, and the invoice itself
 * (amounts and payment state, GET invoices/{code}).
 */
import { inject, injectable, optional } from 'inversify';
import { actionBound, computed, makeObservable, observable } from 'mobx';
import { ORDER_API, type InvoiceDetail, type OrderApi, type TrackingResult } from '../ports/order-api.port';
import { CLOCK, type Clock } from '../shell/app-settings';
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

  constructor(
    @inject(ORDER_API) private readonly api: OrderApi,
    @inject(CLOCK) @optional() clock?: Clock,
  ) {
    super(clock);
    makeObservable<this, 'api'>(this, {
      api: false, input: observable, code: observable, result: observable, detail: observable, submitted: observable,
      setInput: actionBound, submit: actionBound, show: actionBound, reload: actionBound,
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
    });
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
