/**
 * One invoice (GET invoices/{code}): /print-invoice/:id prints it. Lines, shipments, recipients,
 * amounts, due date, status, and the payment state ('Menunggu Pembayaran' with the due date until
 * the payment is issued, then the instructions).
 */
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../ports/api-error';
import { ORDER_API, type InvoiceDetail, type OrderApi } from '../ports/order-api.port';
import { CLOCK, type Clock } from '../shell/app-settings';
import { invoiceStatusAt, linesOf, paymentStateOf, recipientsOf, type InvoiceLineRow, type PaymentState } from './invoice-view';

export const INVOICE_DETAIL_VIEW_MODEL = Symbol.for('invoice.InvoiceDetailViewModel');

@injectable()
export class InvoiceDetailViewModel {
  code: string | null = null;
  detail: InvoiceDetail | null = null;
  loading = false;
  notFound = false;
  failed = false;
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

  async load(code: string): Promise<void> {
    const seq = ++this.seq;
    this.code = code.trim();
    this.loading = true;
    this.notFound = false;
    this.failed = false;
    try {
      const detail = await this.api.invoice(this.code);
      if (seq !== this.seq) return;
      runInAction(() => {
        this.detail = detail;
        this.loading = false;
      });
    } catch (error) {
      if (seq !== this.seq) return;
      runInAction(() => {
        this.detail = null;
        if (error instanceof ApiError && error.status === 404) this.notFound = true;
        else this.failed = true;
        this.loading = false;
      });
    }
  }

  reload(): Promise<void> {
    return this.load(this.code ?? '');
  }

  get status(): string | null {
    return this.detail ? invoiceStatusAt(this.detail, this.now()) : null;
  }

  get paymentState(): PaymentState | null {
    return this.detail ? paymentStateOf(this.detail, this.now()) : null;
  }

  get recipients() {
    return this.detail ? recipientsOf(this.detail) : [];
  }

  get lines(): InvoiceLineRow[] {
    return this.detail ? linesOf(this.detail) : [];
  }
}
