// Pending invoices for the notification bell (GET invoices?status=pending).

export type InvoiceType = 'additional' | 'topup' | 'checkout' | 'premium' | 'course';

export interface InvoiceSummary {
  code: string;
  type: InvoiceType;
  status: string;
  statusLabel: string;
  message: string;
  createdAt: string;
  dueDate: string | null;
}

export interface InvoiceApi {
  /** Pending invoices, newest first; empty when the server has no invoice route yet. */
  pending(types?: InvoiceType[]): Promise<InvoiceSummary[]>;
}

export const INVOICE_API = Symbol.for('invoice.InvoiceApi');
