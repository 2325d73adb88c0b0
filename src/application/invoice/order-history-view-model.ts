/**
 * /history: the customer's orders (GET cart/history) by status, 20 a page; a row opens the
 * order's shipments, lines and timeline (GET cart/history/{code}).
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ORDER_STATUSES } from '../../domain/order';
import { ORDER_API, type OrderApi, type OrderDetail, type OrderSummary } from '../ports/order-api.port';

export const ORDER_HISTORY_VIEW_MODEL = Symbol.for('invoice.OrderHistoryViewModel');

export const ORDER_STATUS_FILTERS: readonly string[] = ORDER_STATUSES;

export interface OrderQuery {
  status: string | null;
  page: number;
}

export function orderQueryOf(params: URLSearchParams): OrderQuery {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: status !== null && ORDER_STATUS_FILTERS.includes(status) ? status : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function orderQueryParams(query: OrderQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.status) out.status = query.status;
  if (query.page > 1) out.page = String(query.page);
  return out;
}

export type OrderDetailState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; order: OrderDetail };

@injectable()
export class OrderHistoryViewModel {
  query: OrderQuery = { status: null, page: 1 };
  rows: OrderSummary[] = [];
  total = 0;
  perPage = 20;
  loading = false;
  failed = false;
  /** Opened rows: order code -> its detail. */
  opened: Record<string, OrderDetailState> = {};
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

  async show(query: OrderQuery): Promise<void> {
    const seq = ++this.seq;
    this.query = query;
    this.loading = true;
    this.failed = false;
    try {
      const page = await this.api.orders({ status: query.status, page: query.page });
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
