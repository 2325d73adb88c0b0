/**
 * One invoice (GET invoices/{code}): /print-invoice/:id prints it. Lines, shipments, recipients,
 * amounts, due date, status, and the payment state ('Menunggu Pembayaran' with the due date until
 * the payment is issued, then the instructions).
 */
import { inject, injectable, optional } from 'inversify';
import { actionBound, computed, makeObservable, observable } from 'mobx';
import { ORDER_API, type InvoiceDetail, type OrderApi } from '../ports/order-api.port';
import { CLOCK, type Clock } from '../shell/app-settings';
import { InvoiceLookup } from './invoice-lookup';
import { invoiceStatusAt, linesOf, paymentStateOf, recipientsOf, type InvoiceLineRow, type PaymentState } from './invoice-view';

export const INVOICE_DETAIL_VIEW_MODEL = Symbol.for('invoice.InvoiceDetailViewModel');

@injectable()
export class InvoiceDetailViewModel extends InvoiceLookup {
  code: string | null = null;
  detail: InvoiceDetail | null = null;

  constructor(
    @inject(ORDER_API) private readonly api: OrderApi,
    @inject(CLOCK) @optional() clock?: Clock,
  ) {
    super(clock);
    makeObservable<this, 'api'>(this, {
      api: false, code: observable, detail: observable, load: actionBound, reload: actionBound, status: computed, paymentState: computed, recipients: computed, lines: computed,
    });
  }

  load(code: string): Promise<void> {
    const wanted = code.trim();
    this.code = wanted;
    return this.lookUp(() => this.api.invoice(wanted), (detail) => {
      this.detail = detail;
    });
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
