/**
 * Order and shipment lifecycle (docs/api/orders.md, /work guide "order lifecycle"): one status
 * machine shared by an order and each of its shipments, the invoice statuses, and the timeline
 * of `{status, at}` entries. Pure: the caller passes every time (epoch milliseconds).
 */

/** The forward chain: each status may move to the next one. */
const CHAIN = [
  'awaiting_payment',
  'paid',
  'purchasing',
  'purchased',
  'at_warehouse',
  'shipped',
  'in_customs',
  'out_for_delivery',
  'delivered',
] as const;

export const ORDER_STATUSES = [...CHAIN, 'cancelled', 'expired', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const FORWARD_CHAIN: readonly OrderStatus[] = CHAIN;

/** Statuses with no way out. */
export const TERMINAL_STATUSES: readonly OrderStatus[] = ['delivered', 'expired', 'refunded'];

function forwardOf(status: OrderStatus): OrderStatus[] {
  const i = FORWARD_CHAIN.indexOf(status);
  const next = i >= 0 ? FORWARD_CHAIN[i + 1] : undefined;
  return next === undefined ? [] : [next];
}

const CANCELLABLE: readonly OrderStatus[] = ['awaiting_payment', 'paid', 'purchasing'];
const REFUNDABLE: readonly OrderStatus[] = ['paid', 'purchasing', 'purchased', 'at_warehouse', 'cancelled'];

function allowedFrom(from: OrderStatus): OrderStatus[] {
  const to: OrderStatus[] = TERMINAL_STATUSES.includes(from) ? [] : forwardOf(from);
  if (CANCELLABLE.includes(from)) to.push('cancelled');
  if (from === 'awaiting_payment') to.push('expired');
  if (REFUNDABLE.includes(from)) to.push('refunded');
  return to;
}

/** Every allowed move, from -> [to]. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  awaiting_payment: allowedFrom('awaiting_payment'),
  paid: allowedFrom('paid'),
  purchasing: allowedFrom('purchasing'),
  purchased: allowedFrom('purchased'),
  at_warehouse: allowedFrom('at_warehouse'),
  shipped: allowedFrom('shipped'),
  in_customs: allowedFrom('in_customs'),
  out_for_delivery: allowedFrom('out_for_delivery'),
  delivered: allowedFrom('delivered'),
  cancelled: allowedFrom('cancelled'),
  expired: allowedFrom('expired'),
  refunded: allowedFrom('refunded'),
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export function isTerminal(status: OrderStatus): boolean {
  return ORDER_TRANSITIONS[status].length === 0;
}

export interface TimelineEntry<S extends string = OrderStatus> {
  readonly status: S;
  /** Epoch milliseconds. */
  readonly at: number;
}

/** An order's or a shipment's status and how it got there (oldest entry first). */
export interface Tracked<S extends string = OrderStatus> {
  readonly status: S;
  readonly timeline: readonly TimelineEntry<S>[];
}

export type TransitionErrorCode = 'order.forbidden_transition' | 'order.time_before_last_entry';

export class TransitionError extends Error {
  readonly code: TransitionErrorCode;
  readonly from: string;
  readonly to: string;

  constructor(code: TransitionErrorCode, from: string, to: string) {
    super(`${code}: ${from} -> ${to}`);
    this.name = 'TransitionError';
    this.code = code;
    this.from = from;
    this.to = to;
  }
}

/** A new order (or shipment): awaiting payment since `at`. */
export function startTracking(at: number): Tracked {
  return { status: 'awaiting_payment', timeline: [{ status: 'awaiting_payment', at }] };
}

function lastAt<S extends string>(state: Tracked<S>): number {
  return state.timeline.length === 0 ? Number.NEGATIVE_INFINITY : (state.timeline[state.timeline.length - 1]?.at ?? 0);
}

/**
 * Moves to `to` at `at`, appending a timeline entry. Throws TransitionError on a move the
 * table does not allow, or when `at` is earlier than the last entry.
 */
export function transition(state: Tracked, to: OrderStatus, at: number): Tracked {
  if (!canTransition(state.status, to)) throw new TransitionError('order.forbidden_transition', state.status, to);
  if (at < lastAt(state)) throw new TransitionError('order.time_before_last_entry', state.status, to);
  return { status: to, timeline: [...state.timeline, { status: to, at }] };
}

// ------------------------------------------------------------------------------- invoices

export const INVOICE_STATUSES = ['pending', 'paid', 'expired', 'cancelled', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_TRANSITIONS: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  pending: ['paid', 'expired', 'cancelled'],
  paid: ['refunded'],
  expired: [],
  cancelled: [],
  refunded: [],
};

export function isInvoiceStatus(value: unknown): value is InvoiceStatus {
  return typeof value === 'string' && (INVOICE_STATUSES as readonly string[]).includes(value);
}

export function canTransitionInvoice(from: InvoiceStatus, to: InvoiceStatus): boolean {
  return INVOICE_TRANSITIONS[from].includes(to);
}

/** The invoice status after a move; throws TransitionError on a forbidden one. */
export function transitionInvoice(from: InvoiceStatus, to: InvoiceStatus): InvoiceStatus {
  if (!canTransitionInvoice(from, to)) throw new TransitionError('order.forbidden_transition', from, to);
  return to;
}

// -------------------------------------------------------------------------------- expiry

/** Hours an invoice stays payable. */
export const INVOICE_DUE_HOURS = 24;

export function dueDateOf(createdAt: number): number {
  return createdAt + INVOICE_DUE_HOURS * 60 * 60 * 1000;
}

/** A pending invoice whose due date has passed at `now` is expired. */
export function effectiveInvoiceStatus(status: InvoiceStatus, dueAt: number | null, now: number): InvoiceStatus {
  return status === 'pending' && dueAt !== null && now > dueAt ? 'expired' : status;
}

/**
 * An order (or shipment) still awaiting payment when its invoice is overdue at `now` is seen
 * as expired since the due date; any other state is returned as it is.
 */
export function expireIfOverdue(state: Tracked, dueAt: number | null, now: number): Tracked {
  if (state.status !== 'awaiting_payment' || dueAt === null || now <= dueAt) return state;
  return transition(state, 'expired', Math.max(dueAt, lastAt(state)));
}

// -------------------------------------------------------------------------------- labels

export interface Label {
  readonly id: string;
  readonly en: string;
}

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, Label>> = {
  awaiting_payment: { id: 'Menunggu Pembayaran', en: 'Awaiting payment' },
  paid: { id: 'Dibayar', en: 'Paid' },
  purchasing: { id: 'Sedang Dibelikan', en: 'Being purchased' },
  purchased: { id: 'Sudah Dibelikan', en: 'Purchased' },
  at_warehouse: { id: 'Di Gudang', en: 'At the warehouse' },
  shipped: { id: 'Dikirim', en: 'Shipped' },
  in_customs: { id: 'Proses Bea Cukai', en: 'In customs' },
  out_for_delivery: { id: 'Dalam Pengantaran', en: 'Out for delivery' },
  delivered: { id: 'Diterima', en: 'Delivered' },
  cancelled: { id: 'Dibatalkan', en: 'Cancelled' },
  expired: { id: 'Kedaluwarsa', en: 'Expired' },
  refunded: { id: 'Dana Dikembalikan', en: 'Refunded' },
};

/** 'Menunggu Pembayaran' for pending, as the spec's notification screen shows it. */
export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, Label>> = {
  pending: { id: 'Menunggu Pembayaran', en: 'Awaiting payment' },
  paid: { id: 'Lunas', en: 'Paid' },
  expired: { id: 'Kedaluwarsa', en: 'Expired' },
  cancelled: { id: 'Dibatalkan', en: 'Cancelled' },
  refunded: { id: 'Dana Dikembalikan', en: 'Refunded' },
};

export function statusLabel(status: OrderStatus, lang: keyof Label): string {
  return ORDER_STATUS_LABELS[status][lang];
}

export function invoiceStatusLabel(status: InvoiceStatus, lang: keyof Label): string {
  return INVOICE_STATUS_LABELS[status][lang];
}
