/**
 * /history-invoice: the customer's invoices (GET invoices), newest first, 20 a page, filtered by
 * type and status. The screen keeps the filter in the address (?type=&status=&page=) and calls show().
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { INVOICE_STATUSES } from '../../domain/order';
import type { InvoiceType } from '../ports/invoice-api.port';
import { ORDER_API, type InvoiceListItem, type OrderApi } from '../ports/order-api.port';

export const INVOICE_HISTORY_VIEW_MODEL = Symbol.for('invoice.InvoiceHistoryViewModel');

export const INVOICE_TYPE_FILTERS: readonly InvoiceType[] = ['checkout', 'additional', 'topup'];
export const INVOICE_STATUS_FILTERS: readonly string[] = INVOICE_STATUSES;

export interface InvoiceQuery {
  type: InvoiceType | null;
  status: string | null;
  page: number;
}

/** The query of the address's parameters (unknown values are dropped). */
export function invoiceQueryOf(params: URLSearchParams): InvoiceQuery {
  const type = params.get('type');
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    type: type !== null && (INVOICE_TYPE_FILTERS as readonly string[]).includes(type) ? (type as InvoiceType) : null,
    status: status !== null && INVOICE_STATUS_FILTERS.includes(status) ? status : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's parameters of a query (defaults left out). */
export function invoiceQueryParams(query: InvoiceQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.type) out.type = query.type;
  if (query.status) out.status = query.status;
  if (query.page > 1) out.page = String(query.page);
  return out;
}

@injectable()
export class InvoiceHistoryViewModel {
  query: InvoiceQuery = { type: null, status: null, page: 1 };
  rows: InvoiceListItem[] = [];
  total = 0;
  perPage = 20;
  loading = false;
  failed = false;
  private seq = 0;

  constructor(@inject(ORDER_API) private readonly api: OrderApi) {
    makeAutoObservable<this, 'api' | 'seq'>(this, { api: false, seq: false }, { autoBind: true });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.perPage));
  }

  get empty(): boolean {
    return !this.loading && !this.failed && this.rows.length === 0;
  }

  get filtered(): boolean {
    return this.query.type !== null || this.query.status !== null;
  }

  /** Loads the page of a query (a later call wins over an earlier one still answering). */
  async show(query: InvoiceQuery): Promise<void> {
    const seq = ++this.seq;
    this.query = query;
    this.loading = true;
    this.failed = false;
    try {
      const page = await this.api.invoices({ type: query.type, status: query.status, page: query.page });
      if (seq !== this.seq) return;
      runInAction(() => {
        this.rows = page.items;
        this.total = page.total;
        this.perPage = page.perPage;
        this.loading = false;
      });
    } catch {
      if (seq !== this.seq) return;
      runInAction(() => {
        this.failed = true;
        this.loading = false;
      });
    }
  }

  reload(): Promise<void> {
    return this.show(this.query);
  }
}
