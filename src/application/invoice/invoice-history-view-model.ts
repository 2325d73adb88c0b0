/**
 * /history-invoice: the customer's invoices (GET invoices), newest first, 20 a page, filtered by
 * type and status. The screen keeps the filter in the address (?type=&status=&page=) and calls show().
 */
import { inject, injectable } from 'inversify';
import { INVOICE_STATUSES } from '../../domain/order';
import type { InvoiceType } from '../ports/invoice-api.port';
import { ORDER_API, type InvoiceListItem, type OrderApi } from '../ports/order-api.port';
import { PagedHistory, historyQueryOf, historyQueryParams, type HistoryFilters } from './paged-history';

export const INVOICE_HISTORY_VIEW_MODEL = Symbol.for('invoice.InvoiceHistoryViewModel');

export const INVOICE_TYPE_FILTERS: readonly InvoiceType[] = ['checkout', 'additional', 'topup'];
export const INVOICE_STATUS_FILTERS: readonly string[] = INVOICE_STATUSES;

export interface InvoiceQuery {
  type: InvoiceType | null;
  status: string | null;
  page: number;
}

const FILTERS: HistoryFilters<InvoiceQuery> = { type: INVOICE_TYPE_FILTERS, status: INVOICE_STATUS_FILTERS };

/** The query of the address's parameters (unknown values are dropped). */
export const invoiceQueryOf = (params: URLSearchParams): InvoiceQuery => historyQueryOf(params, FILTERS);

/** The address's parameters of a query (defaults left out). */
export const invoiceQueryParams = (query: InvoiceQuery): Record<string, string> => historyQueryParams(query);

@injectable()
export class InvoiceHistoryViewModel extends PagedHistory<InvoiceQuery, InvoiceListItem> {
  constructor(@inject(ORDER_API) api: OrderApi) {
    super(FILTERS, (query) => api.invoices({ type: query.type, status: query.status, page: query.page }));
  }
}
