/**
 * /history: the customer's orders (GET cart/history) by status, 20 a page; a row opens the
 * order's shipments, lines and timeline (GET cart/history/{code}).
 */
import { inject, injectable } from 'inversify';
import { actionBound, makeObservable, observable, runInAction } from 'mobx';
import { ORDER_STATUSES } from '../../domain/order';
import { ORDER_API, type OrderApi, type OrderDetail, type OrderSummary } from '../ports/order-api.port';
import { PagedHistory, historyQueryOf, historyQueryParams, type HistoryFilters } from './paged-history';

export const ORDER_HISTORY_VIEW_MODEL = Symbol.for('invoice.OrderHistoryViewModel');

export const ORDER_STATUS_FILTERS: readonly string[] = ORDER_STATUSES;

export interface OrderQuery {
  status: string | null;
  page: number;
}

const FILTERS: HistoryFilters<OrderQuery> = { status: ORDER_STATUS_FILTERS };

export const orderQueryOf = (params: URLSearchParams): OrderQuery => historyQueryOf(params, FILTERS);

export const orderQueryParams = (query: OrderQuery): Record<string, string> => historyQueryParams(query);

export type OrderDetailState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; order: OrderDetail };

@injectable()
export class OrderHistoryViewModel extends PagedHistory<OrderQuery, OrderSummary> {
  /** Opened rows: order code -> its detail. */
  opened: Record<string, OrderDetailState> = {};

  constructor(@inject(ORDER_API) private readonly api: OrderApi) {
    super(FILTERS, (query) => api.orders({ status: query.status, page: query.page }));
    makeObservable<this, 'api'>(this, { api: false, opened: observable, toggle: actionBound });
  }

  isOpen(code: string): boolean {
    return this.opened[code] !== undefined;
  }

  /** Opens (loading its detail once) or closes a row. */
  async toggle(code: string): Promise<void> {
    const current = this.opened[code];
    if (current && current.kind !== 'failed') {
      const { [code]: _closed, ...rest } = this.opened;
      this.opened = rest;
      return;
    }
    this.opened = { ...this.opened, [code]: { kind: 'loading' } };
    try {
      const order = await this.api.order(code);
      runInAction(() => {
        this.opened = { ...this.opened, [code]: { kind: 'loaded', order } };
      });
    } catch {
      runInAction(() => {
        this.opened = { ...this.opened, [code]: { kind: 'failed' } };
      });
    }
  }
}
