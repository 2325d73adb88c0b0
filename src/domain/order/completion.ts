/**
 * After delivery (docs/orders.md "Completion"): the customer confirms receipt ('Pesanan Diterima'),
 * or the order completes by itself AUTO_COMPLETE_DAYS after delivery. Completion is not another
 * status of the chain: a delivered order carries a completion (when and by whom), so the order and
 * shipment status machine (order.ts) and the lines that drive it stay as they are. Pure: every
 * time is passed in (epoch milliseconds).
 *
 * Also here: the marketplace tabs the customer browses orders by, the total actually paid, and the
 * next thing the customer can do with an order.
 */
import type { Label, OrderStatus, TimelineEntry } from './order';

/** Days after delivery an order not confirmed by the customer completes by itself. */
export const AUTO_COMPLETE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type CompletionBy = 'customer' | 'auto';

export interface Completion {
  /** Epoch milliseconds. */
  readonly at: number;
  readonly by: CompletionBy;
}

export type ReceiptRefusal = 'order.not_delivered';

export type ReceiptDecision =
  | { readonly outcome: 'complete'; readonly completion: Completion }
  /** Already completed: the same completion is answered again (idempotent), nothing changes. */
  | { readonly outcome: 'already_completed'; readonly completion: Completion }
  | { readonly outcome: 'refused'; readonly reason: ReceiptRefusal };

/**
 * The guarded move delivered -> completed. `status` is the order's status as seen at `at`;
 * `completion` what is stored (null: not completed). Only a delivered order completes; a
 * completed one answers its completion unchanged, whoever asks again.
 */
export function completeOrder(status: OrderStatus, completion: Completion | null, at: number, by: CompletionBy): ReceiptDecision {
  if (completion !== null) return { outcome: 'already_completed', completion };
  if (status !== 'delivered') return { outcome: 'refused', reason: 'order.not_delivered' };
  return { outcome: 'complete', completion: { at, by } };
}

/** When the order was delivered: its last 'delivered' timeline entry, or null. */
export function deliveredAtOf(timeline: readonly TimelineEntry[]): number | null {
  for (let i = timeline.length - 1; i >= 0; i -= 1) {
    const e = timeline[i];
    if (e?.status === 'delivered') return e.at;
  }
  return null;
}

/** When a delivered order completes by itself. */
export function autoCompleteAt(deliveredAt: number, days = AUTO_COMPLETE_DAYS): number {
  return deliveredAt + days * DAY_MS;
}

/** A delivered, not completed order whose automatic completion time has come at `now`. */
export function isAutoCompleteDue(status: OrderStatus, completion: Completion | null, deliveredAt: number | null, now: number, days = AUTO_COMPLETE_DAYS): boolean {
  return status === 'delivered' && completion === null && deliveredAt !== null && now >= autoCompleteAt(deliveredAt, days);
}

/** Whole days (rounded up, at least 0) until the automatic completion. */
export function daysUntilAutoComplete(deliveredAt: number, now: number, days = AUTO_COMPLETE_DAYS): number {
  return Math.max(0, Math.ceil((autoCompleteAt(deliveredAt, days) - now) / DAY_MS));
}

// ------------------------------------------------------------------------------------ tabs

export const ORDER_TABS = ['unpaid', 'packing', 'shipped', 'completed', 'cancelled'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export function isOrderTab(value: unknown): value is OrderTab {
  return typeof value === 'string' && (ORDER_TABS as readonly string[]).includes(value);
}

/**
 * Which statuses each tab holds (the status as seen now: awaiting payment past the due date reads
 * as expired). 'delivered' is under Dikirim until completed, then under Selesai.
 */
export const TAB_STATUSES: Readonly<Record<OrderTab, readonly OrderStatus[]>> = {
  unpaid: ['awaiting_payment'],
  packing: ['paid', 'purchasing', 'purchased', 'at_warehouse'],
  shipped: ['shipped', 'in_customs', 'out_for_delivery', 'delivered'],
  completed: ['delivered'],
  cancelled: ['cancelled', 'expired', 'refunded'],
};

export function orderTabOf(status: OrderStatus, completed: boolean): OrderTab {
  if (status === 'delivered') return completed ? 'completed' : 'shipped';
  const tab = ORDER_TABS.find((t) => t !== 'completed' && TAB_STATUSES[t].includes(status));
  return tab ?? 'cancelled';
}

export const ORDER_TAB_LABELS: Readonly<Record<OrderTab, Label>> = {
  unpaid: { id: 'Belum Bayar', en: 'Unpaid' },
  packing: { id: 'Dikemas', en: 'Processing' },
  shipped: { id: 'Dikirim', en: 'Shipped' },
  completed: { id: 'Selesai', en: 'Completed' },
  cancelled: { id: 'Dibatalkan', en: 'Cancelled' },
};

export type TabCounts = Readonly<Record<OrderTab, number>>;

export function emptyTabCounts(): Record<OrderTab, number> {
  return { unpaid: 0, packing: 0, shipped: 0, completed: 0, cancelled: 0 };
}

// ------------------------------------------------------------------------------ total paid

export interface PaidParts {
  /** The order's part of its checkout invoice, when that invoice is paid (else 0). */
  readonly original: number;
  /** Paid additional invoices of the order (after weighing, a dearer purchase ...). */
  readonly additionalPaid: number;
  /** Wallet credits returned for the order (a cheaper purchase, a lighter parcel, refunds). */
  readonly credited: number;
}

/** What the customer has paid for the order in the end, integer rupiah, never negative. */
export function totalPaid(parts: PaidParts): number {
  return Math.max(0, Math.round(parts.original) + Math.round(parts.additionalPaid) - Math.round(parts.credited));
}

// ----------------------------------------------------------------------------- next action

export type NextAction = 'pay' | 'pay_additional' | 'track' | 'confirm_receipt' | 'rate';

export interface NextActionInput {
  readonly status: OrderStatus;
  readonly completed: boolean;
  /** An additional invoice of the order waits for payment. */
  readonly additionalPending: boolean;
  /** Some delivered line is not rated yet. */
  readonly unrated: boolean;
}

/** The one thing the customer can do next with the order, or null. */
export function nextActionOf(o: NextActionInput): NextAction | null {
  const tab = orderTabOf(o.status, o.completed);
  if (tab === 'unpaid') return 'pay';
  if (tab === 'cancelled') return null;
  if (o.additionalPending) return 'pay_additional';
  if (tab === 'completed') return o.unrated ? 'rate' : null;
  if (o.status === 'delivered') return 'confirm_receipt';
  return 'track';
}
