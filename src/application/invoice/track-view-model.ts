/**
 * /track (public): the invoice number typed or given in ?nomor=, then the statuses and dates of
 * the invoice's orders and shipments (GET cart-or-invoice). Anyone sees statuses and dates; the
 * signed-in owner also gets names, addresses, phones and lines, and the invoice itself
 * (amounts and payment state, GET invoices/{code}).
 */
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../ports/api-error';
import { ORDER_API, type InvoiceDetail, type OrderApi, type TrackingResult } from '../ports/order-api.port';
import { CLOCK, type Clock } from '../shell/app-settings';
import { invoiceStatusAt, paymentStateOf, type PaymentState } from './invoice-view';

export const TRACK_VIEW_MODEL = Symbol.for('invoice.TrackViewModel');

@injectable()
export class TrackViewModel {
  input = '';
  code: string | null = null;
  result: TrackingResult | null = null;
  /** The owner's invoice (amounts, payment); null for anyone else. */
  detail: InvoiceDetail | null = null;
  loading = false;
  notFound = false;
  failed = false;
  submitted = false;
  private seq = 0;

  constructor(
    @inject(ORDER_API) private readonly api: OrderApi,
    @inject(CLOCK) @optional() private readonly clock?: Clock,
  ) {
    makeAutoObservable<this, 'api' | 'clock' | 'seq'>(this, { api: false, clock: false, seq: false }, { autoBind: true });
  }

  private now(): number {
    return this.clock ? this.clock.now() : Date.now();
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
    const seq = ++this.seq;
    const wanted = (code ?? '').trim();
    this.code = wanted === '' ? null : wanted;
    if (wanted !== '') this.input = wanted;
    this.result = null;
    this.detail = null;
    this.notFound = false;
    this.failed = false;
    if (wanted === '') {
      this.loading = false;
      return;
    }
    this.loading = true;
    try {
      const result = await this.api.track(wanted);
      let detail: InvoiceDetail | null = null;
      if (result.owner) {
        try {
          detail = await this.api.invoice(result.invoiceCode);
        } catch {
          // the statuses still show; the amounts are on /history-invoice
        }
      }
      if (seq !== this.seq) return;
      runInAction(() => {
        this.result = result;
        this.detail = detail;
        this.loading = false;
      });
    } catch (error) {
      if (seq !== this.seq) return;
      runInAction(() => {
        if (error instanceof ApiError && error.status === 404) this.notFound = true;
        else this.failed = true;
        this.loading = false;
      });
    }
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
