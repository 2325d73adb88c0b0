/**
 * Invoices and the notification bell (spec section 2 'Notification screen',
 * section 3 'Invoice', section 4 'After login').
 */
import { formatDateTimeWib } from '../format';

export const INVOICE_TYPES = ['additional', 'topup', 'checkout', 'premium', 'course'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** Types whose pending invoices show under the bell (spec section 4). */
export const BELL_INVOICE_TYPES: readonly InvoiceType[] = ['additional', 'checkout'];

/** The one status value the spec shows. */
export const PENDING_STATUS = 'pending';

/** Verbatim spec texts; the UI localises through its messages. */
export const PENDING_STATUS_TEXT = 'Menunggu Pembayaran';
export const DEFAULT_NOTIFICATION_MESSAGE = 'Hai titipers status sedang menunggu pembayaran';
export const NOTIFICATION_EMPTY_ACTION_TEXT = '+ Tambah Pesanan';
export const TRACK_PATH = '/track';

export interface Invoice {
  /** invoice_code */
  readonly code: string;
  /** created_at as epoch milliseconds. */
  readonly createdAt: number;
  /** '' when the server sent none. */
  readonly message: string;
  /** Server status; 'pending' is the only value the spec shows. */
  readonly status: string;
  readonly type: InvoiceType;
  /** due_date as epoch milliseconds. */
  readonly dueDate: number | undefined;
  /** status_label from the server, '' when absent. */
  readonly statusLabel: string;
  readonly recipientName: string;
  readonly recipientPhoneNumber: string;
  /** sub_district_name of each cart of the invoice. */
  readonly subDistrictNames: readonly string[];
}

export function isInvoiceType(value: unknown): value is InvoiceType {
  return typeof value === 'string' && (INVOICE_TYPES as readonly string[]).includes(value);
}

/** Status 'pending', compared trimmed and case-insensitively. */
export function isPending(invoice: Pick<Invoice, 'status'>): boolean {
  return invoice.status.trim().toLowerCase() === PENDING_STATUS;
}

const timeOrLowest = (t: number): number => (Number.isFinite(t) ? t : Number.NEGATIVE_INFINITY);

/**
 * Pending invoices of types additional and checkout, newest first (by
 * createdAt; ties keep their order; invalid dates last).
 */
export function pendingForBell(invoices: readonly Invoice[]): readonly Invoice[] {
  return invoices
    .filter((invoice) => isPending(invoice) && BELL_INVOICE_TYPES.includes(invoice.type))
    .map((invoice, index) => ({ invoice, index }))
    .sort((a, b) => timeOrLowest(b.invoice.createdAt) - timeOrLowest(a.invoice.createdAt) || a.index - b.index)
    .map(({ invoice }) => invoice);
}

/** Number on the bell badge. */
export function bellBadgeCount(invoices: readonly Invoice[]): number {
  return pendingForBell(invoices).length;
}

/** The invoice message, or the default text when it is blank. */
export function notificationText(invoice: Pick<Invoice, 'message'>): string {
  const message = invoice.message.trim();
  return message === '' ? DEFAULT_NOTIFICATION_MESSAGE : message;
}

/** 'Menunggu Pembayaran' for pending; otherwise the server label, or the raw status. */
export function statusText(invoice: Pick<Invoice, 'status' | 'statusLabel'>): string {
  if (isPending(invoice)) return PENDING_STATUS_TEXT;
  const label = invoice.statusLabel.trim();
  return label === '' ? invoice.status : label;
}

/** '/track?nomor={code}', where a notification click leads. */
export function trackPath(invoiceCode: string): string {
  return `${TRACK_PATH}?nomor=${encodeURIComponent(invoiceCode.trim())}`;
}

/** Pending and past its due date at `now` (epoch ms). Without a due date: false. */
export function isOverdue(invoice: Pick<Invoice, 'status' | 'dueDate'>, now: number): boolean {
  return isPending(invoice) && invoice.dueDate !== undefined && Number.isFinite(invoice.dueDate) && now > invoice.dueDate;
}

export interface InvoiceNotification {
  readonly code: string;
  /** '05 Maret 2024 14:07 WIB' */
  readonly dateTime: string;
  readonly statusText: string;
  readonly message: string;
  readonly href: string;
}

/** What one row of the notification screen shows. */
export function toNotification(invoice: Invoice): InvoiceNotification {
  return {
    code: invoice.code,
    dateTime: formatDateTimeWib(invoice.createdAt),
    statusText: statusText(invoice),
    message: notificationText(invoice),
    href: trackPath(invoice.code),
  };
}

/** Rows of the notification screen: pendingForBell mapped by toNotification. */
export function bellNotifications(invoices: readonly Invoice[]): readonly InvoiceNotification[] {
  return pendingForBell(invoices).map(toNotification);
}
