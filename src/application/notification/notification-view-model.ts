/**
 * The notification screen (spec section 2 'Notification screen', login required): the
 * customer's pending invoices of the bell's types, newest first, each linking to /track; then the
 * customer's notifications after payment (docs/api/ops.md 'Notifications (the bell)': purchased,
 * arrived, price difference, decision needed, shipped, delivered, tickets ...), newest first, 20 a
 * page, each linking to what it is about; opening one marks it read, 'Tandai semua dibaca' all.
 */
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { bellNotifications, BELL_INVOICE_TYPES, trackPath, type Invoice, type InvoiceNotification } from '../../domain/invoice';
import { CUSTOMER_NOTIFICATION_API, type CustomerNotification, type CustomerNotificationApi } from '../ports/customer-notification-api.port';
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

const TICKET_KINDS = new Set(['ticket_answered', 'ticket_resolved']);

/** Where a notification leads: a ticket's list, an invoice to pay, the order's detail on /history. */
export function notificationHref(n: Pick<CustomerNotification, 'kind' | 'orderCode' | 'invoiceCode'>): string | null {
  if (TICKET_KINDS.has(n.kind)) return '/tickets';
  if (n.kind === 'price_difference' && n.invoiceCode) return trackPath(n.invoiceCode);
  if (n.orderCode) return `/history?order=${encodeURIComponent(n.orderCode)}`;
  if (n.invoiceCode) return trackPath(n.invoiceCode);
  return null;
}

@injectable()
export class NotificationViewModel {
  rows: readonly InvoiceNotification[] = [];
  loading = false;
  failed = false;
  /** The customer's notifications after payment (a page of them). */
  notifications: readonly CustomerNotification[] = [];
  page = 1;
  perPage = 20;
  total = 0;
  unread = 0;
  notificationsFailed = false;

  constructor(
    @inject(INVOICE_API) private readonly invoices: InvoiceApi,
    @inject(CUSTOMER_NOTIFICATION_API) @optional() private readonly customer?: CustomerNotificationApi,
  ) {
    makeAutoObservable<this, 'invoices' | 'customer'>(this, { invoices: false, customer: false }, { autoBind: true });
  }

  get empty(): boolean {
    return !this.loading && !this.failed && this.rows.length === 0 && this.notifications.length === 0;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.perPage));
  }

  async load(page = this.page): Promise<void> {
    this.loading = true;
    this.failed = false;
    await Promise.all([this.loadInvoices(), this.loadNotifications(page)]);
    runInAction(() => {
      this.loading = false;
    });
  }

  private async loadInvoices(): Promise<void> {
    try {
      const list = await this.invoices.pending([...BELL_INVOICE_TYPES]);
      const rows = bellNotifications(list.map(toDomainInvoice));
      runInAction(() => {
        this.rows = rows;
      });
    } catch {
      runInAction(() => {
        this.failed = true;
      });
    }
  }

  private async loadNotifications(page: number): Promise<void> {
    if (!this.customer) return;
    try {
      const answer = await this.customer.list(page);
      runInAction(() => {
        this.notifications = answer.items;
        this.page = answer.page;
        this.perPage = answer.perPage;
        this.total = answer.total;
        this.unread = answer.unread;
        this.notificationsFailed = false;
      });
    } catch {
      runInAction(() => {
        this.notificationsFailed = true;
      });
    }
  }

  /** Marks one notification read (the row is followed meanwhile; a failure leaves it unread). */
  async markRead(id: string): Promise<void> {
    const row = this.notifications.find((n) => n.id === id);
    if (!this.customer || !row || row.read) return;
    this.notifications = this.notifications.map((n) => (n.id === id ? { ...n, read: true } : n));
    this.unread = Math.max(0, this.unread - 1);
    try {
      const unread = await this.customer.markRead([id]);
      runInAction(() => {
        this.unread = unread;
      });
    } catch {
      // shown read here; the next load tells
    }
  }

  async markAllRead(): Promise<void> {
    if (!this.customer || this.unread === 0) return;
    try {
      const unread = await this.customer.markRead();
      runInAction(() => {
        this.unread = unread;
        this.notifications = this.notifications.map((n) => ({ ...n, read: true }));
      });
    } catch {
      runInAction(() => {
        this.notificationsFailed = true;
      });
    }
  }
}
