/**
 * The notification screen (spec section 2 'Notification screen', login required): the
 * customer's pending invoices of the bell's types, newest first, each linking to /track.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { bellNotifications, BELL_INVOICE_TYPES, type Invoice, type InvoiceNotification } from '../../domain/invoice';
import { INVOICE_API, type InvoiceApi, type InvoiceSummary } from '../ports/invoice-api.port';

export const NOTIFICATION_VIEW_MODEL = Symbol.for('notification.NotificationViewModel');

/** The port's summary as the domain's invoice (dates as epoch milliseconds). */
export function toDomainInvoice(summary: InvoiceSummary): Invoice {
  const created = Date.parse(summary.createdAt);
  const due = summary.dueDate ? Date.parse(summary.dueDate) : Number.NaN;
  return {
    code: summary.code,
    createdAt: Number.isFinite(created) ? created : 0,
    message: summary.message,
    status: summary.status,
    type: summary.type,
    dueDate: Number.isFinite(due) ? due : undefined,
    statusLabel: summary.statusLabel,
    recipientName: '',
    recipientPhoneNumber: '',
    subDistrictNames: [],
  };
}

@injectable()
export class NotificationViewModel {
  rows: readonly InvoiceNotification[] = [];
  loading = false;
  failed = false;

  constructor(@inject(INVOICE_API) private readonly invoices: InvoiceApi) {
    makeAutoObservable<this, 'invoices'>(this, { invoices: false }, { autoBind: true });
  }

  get empty(): boolean {
    return !this.loading && !this.failed && this.rows.length === 0;
  }

  async load(): Promise<void> {
    this.loading = true;
    this.failed = false;
    try {
      const list = await this.invoices.pending([...BELL_INVOICE_TYPES]);
      const rows = bellNotifications(list.map(toDomainInvoice));
      runInAction(() => {
        this.rows = rows;
        this.loading = false;
      });
    } catch {
      runInAction(() => {
        this.failed = true;
        this.loading = false;
      });
    }
  }
}
