/**
 * A history of the customer's records a page at a time (docs/api/orders.md: GET invoices and
 * GET cart/history, newest first, 20 a page), filtered by the query the screen keeps in the address
 * (?<filter>=&page=). Unknown filter values are dropped and the defaults left out of the address;
 * a later show() wins over an earlier one still answering. /history-invoice and /history extend it.
 */
import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { Page } from '../ports/order-api.port';

/** A history's query: one value (or none) per filter, and the page (1-based). */
export interface HistoryQuery {
  readonly page: number;
}

/** The values each filter of a query takes. */
export type HistoryFilters<Q extends HistoryQuery> = { readonly [K in Exclude<keyof Q, 'page'>]: readonly NonNullable<Q[K]>[] };

/** The query of the address's parameters (unknown values are dropped). */
export function historyQueryOf<Q extends HistoryQuery>(params: URLSearchParams, filters: HistoryFilters<Q>): Q {
  const query: Record<string, unknown> = {};
  for (const [name, values] of Object.entries<readonly unknown[]>(filters)) {
    const value = params.get(name);
    query[name] = value !== null && values.includes(value) ? value : null;
  }
  const page = Number(params.get('page'));
  query.page = Number.isInteger(page) && page > 1 ? page : 1;
  return query as unknown as Q;
}

/** The address's parameters of a query (defaults left out). */
export function historyQueryParams(query: HistoryQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (name !== 'page' && typeof value === 'string' && value !== '') out[name] = value;
  }
  if (query.page > 1) out.page = String(query.page);
  return out;
}

export class PagedHistory<Q extends HistoryQuery, T> {
  query: Q;
  rows: T[] = [];
  total = 0;
  perPage = 20;
  loading = false;
  failed = false;
  private seq = 0;

  constructor(
    private readonly filters: HistoryFilters<Q>,
    private readonly fetchPage: (query: Q) => Promise<Page<T>>,
  ) {
    this.query = historyQueryOf(new URLSearchParams(), filters);
    makeObservable<this, 'seq'>(this, {
      query: observable, rows: observable, total: observable, perPage: observable, loading: observable, failed: observable, seq: false,
      pageCount: computed, empty: computed, filtered: computed, show: actionBound, reload: actionBound,
    });
  }

  queryOf(params: URLSearchParams): Q {
    return historyQueryOf(params, this.filters);
  }

  paramsOf(query: Q): Record<string, string> {
    return historyQueryParams(query);
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.perPage));
  }

  get empty(): boolean {
    return !this.loading && !this.failed && this.rows.length === 0;
  }

  /** A filter is set (the empty state says 'none with this filter'). */
  get filtered(): boolean {
    return Object.keys(this.filters).some((name) => (this.query as unknown as Record<string, unknown>)[name] !== null);
  }

  /** Loads the page of a query. */
  async show(query: Q): Promise<void> {
    const seq = ++this.seq;
    this.query = query;
    this.loading = true;
    this.failed = false;
    try {
      const page = await this.fetchPage(query);
      if (seq !== this.seq) return;
      runInAction(() => {
        this.rows = page.items;
        this.total = page.total;
        this.perPage = page.perPage;
        this.loading = false;
        this.received(page);
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

  /** A page of the latest query arrived (in the same action as its rows): what else it carries. */
  protected received(_page: Page<T>): void {
    // Nothing by default (/history keeps the tabs' counts).
  }
}
