/**
 * /history: the customer's orders (GET cart/history) by marketplace tab (?tab=: Belum Bayar, Dikemas,
 * Dikirim, Selesai, Dibatalkan, with the counts the server sends with every page; docs/orders.md)
 * or by status, 20 a page; 'Pesanan Diterima' confirms receipt of a delivered order; a row opens the
 * order's shipments, lines and timeline (GET cart/history/{code}) and, once paid, what happened
 * to each line (`fulfilment`: states, photos, weights, settlements, parcels) with the line actions
 * (`actions`: a decision, a cancel). `?order=` opens one order on its own (the notifications link there).
 */
import { inject, injectable, optional } from 'inversify';
import { actionBound, makeObservable, observable, runInAction } from 'mobx';
import { ORDER_STATUSES, ORDER_TABS, type OrderTab, type TabCounts } from '../../domain/order';
import { LineActions } from '../fulfilment/line-actions';
import { FULFILMENT_API, type CustomerLine, type FulfilmentApi } from '../ports/fulfilment-api.port';
import { ORDER_API, type OrderApi, type OrderDetail, type OrderSummary, type Page } from '../ports/order-api.port';
import { PagedHistory, historyQueryOf, historyQueryParams, type HistoryFilters } from './paged-history';

export const ORDER_HISTORY_VIEW_MODEL = Symbol.for('invoice.OrderHistoryViewModel');

export const ORDER_STATUS_FILTERS: readonly string[] = ORDER_STATUSES;

export interface OrderQuery {
  tab: OrderTab | null;
  status: string | null;
  page: number;
}

const FILTERS: HistoryFilters<OrderQuery> = { tab: ORDER_TABS, status: ORDER_STATUS_FILTERS };

/** Confirming receipt of one order: on its way, or refused (not delivered yet, or another failure). */
export type ConfirmState = 'sending' | 'not_delivered' | 'failed';

export const orderQueryOf = (params: URLSearchParams): OrderQuery => historyQueryOf(params, FILTERS);
export const orderQueryParams = (query: OrderQuery): Record<string, string> => historyQueryParams(query);

export type OrderDetailState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'not_found' } | { kind: 'loaded'; order: OrderDetail };

/** The order with `line` in place of its line of the same id. */
export function withLine(order: OrderDetail, line: CustomerLine): OrderDetail {
  if (!order.fulfilment?.lines.some((l) => l.lineId === line.lineId)) return order;
  return { ...order, fulfilment: { ...order.fulfilment, lines: order.fulfilment.lines.map((l) => (l.lineId === line.lineId ? line : l)) } };
}

@injectable()
export class OrderHistoryViewModel extends PagedHistory<OrderQuery, OrderSummary> {
  /** Opened rows: order code -> its detail. */
  opened: Record<string, OrderDetailState> = {};
  /** The order of ?order= (shown on its own above the list), or null. */
  focused: string | null = null;
  /** How many orders each tab holds (from the latest page), null before the first. */
  counts: TabCounts | null = null;
  /** Receipt confirmations on their way or refused, by order code. */
  confirming: Record<string, ConfirmState> = {};
  readonly actions: LineActions;

  constructor(
    @inject(ORDER_API) private readonly api: OrderApi,
    @inject(FULFILMENT_API) @optional() fulfilment?: FulfilmentApi,
  ) {
    super(FILTERS, (query) => api.orders({ tab: query.tab, status: query.status, page: query.page }));
    this.actions = new LineActions(fulfilment ?? null, {
      lineChanged: (line) => this.lineChanged(line),
      reload: (lineId) => this.reloadOrderOf(lineId),
    });
    makeObservable<this, 'api' | 'lineChanged'>(this, {
      api: false, actions: false, opened: observable, focused: observable, counts: observable, confirming: observable,
      toggle: actionBound, focus: actionBound, lineChanged: actionBound, confirmReceipt: actionBound,
    });
  }

  protected override received(page: Page<OrderSummary>): void {
    this.counts = page.counts ?? null;
  }

  /**
   * 'Pesanan Diterima': completes a delivered order (the server answers the same when it already is);
   * then the list (the order moves to Selesai, the counts change) and its opened detail load again.
   */
  async confirmReceipt(code: string): Promise<boolean> {
    if (this.confirming[code] === 'sending') return false;
    this.confirming = { ...this.confirming, [code]: 'sending' };
    try {
      await this.api.confirmReceipt(code);
      runInAction(() => {
        const { [code]: _done, ...rest } = this.confirming;
        this.confirming = rest;
      });
      await Promise.all([this.reload(), this.opened[code] || this.focused === code ? this.load(code, true) : Promise.resolve()]);
      return true;
    } catch (error) {
      const reason = (error as { reason?: unknown } | null)?.reason;
      runInAction(() => {
        this.confirming = { ...this.confirming, [code]: reason === 'ORDER_NOT_DELIVERED' ? 'not_delivered' : 'failed' };
      });
      return false;
    }
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
    await this.load(code);
  }

  /** Shows one order on its own (?order=), null: none. */
  async focus(code: string | null): Promise<void> {
    const wanted = code?.trim() || null;
    this.focused = wanted;
    if (wanted && this.opened[wanted]?.kind !== 'loaded') await this.load(wanted);
  }

  private async load(code: string, quietly = false): Promise<void> {
    if (!quietly) this.opened = { ...this.opened, [code]: { kind: 'loading' } };
    try {
      const order = await this.api.order(code);
      runInAction(() => {
        this.opened = { ...this.opened, [code]: { kind: 'loaded', order } };
      });
    } catch (error) {
      if (quietly) return;
      const status = (error as { status?: unknown } | null)?.status;
      runInAction(() => {
        this.opened = { ...this.opened, [code]: { kind: status === 404 ? 'not_found' : 'failed' } };
      });
    }
  }

  private codeOfLine(lineId: string): string | null {
    for (const [code, state] of Object.entries(this.opened)) {
      if (state.kind === 'loaded' && state.order.fulfilment?.lines.some((l) => l.lineId === lineId)) return code;
    }
    return null;
  }

  private lineChanged(line: CustomerLine): void {
    const code = this.codeOfLine(line.lineId);
    const state = code ? this.opened[code] : undefined;
    if (code && state?.kind === 'loaded') this.opened = { ...this.opened, [code]: { kind: 'loaded', order: withLine(state.order, line) } };
  }

  private async reloadOrderOf(lineId: string): Promise<void> {
    const code = this.codeOfLine(lineId);
    if (code) await this.load(code, true);
  }
}
