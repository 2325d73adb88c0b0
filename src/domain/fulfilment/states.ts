/**
 * After payment (docs/operations-console.md): the state machine of an order line (bought from the
 * seller, received at our warehouse, packed) and of a parcel (shipped, customs, delivered), whose
 * states its lines take once packed. Pure: the caller passes every time (epoch milliseconds).
 */
import {
  FORWARD_CHAIN, canTransition as canTransitionOrder, transition as transitionOrder,
  type OrderStatus, type Tracked,
} from '../order';

export const PARCEL_STATES = [
  'packed', 'shipped', 'in_customs', 'customs_held', 'customs_cleared', 'out_for_delivery', 'delivered',
] as const;
export type ParcelState = (typeof PARCEL_STATES)[number];

export const LINE_STATES = [
  'paid', 'purchased', 'at_warehouse', 'needs_decision', 'return_to_seller', 'out_of_stock', 'cancelled',
  ...PARCEL_STATES, 'refunded',
] as const;
export type LineState = (typeof LINE_STATES)[number];

/** Every allowed move of a line, from -> [to]. A parcel's moves are the same from `packed` on. */
export const LINE_TRANSITIONS: Readonly<Record<LineState, readonly LineState[]>> = {
  paid: ['purchased', 'out_of_stock', 'cancelled'],
  purchased: ['at_warehouse', 'out_of_stock'],
  at_warehouse: ['needs_decision', 'packed'],
  needs_decision: ['at_warehouse', 'return_to_seller', 'refunded'],
  return_to_seller: ['refunded'],
  out_of_stock: ['refunded'],
  cancelled: ['refunded'],
  packed: ['shipped'],
  shipped: ['in_customs'],
  in_customs: ['customs_held', 'customs_cleared'],
  customs_held: ['customs_cleared'],
  customs_cleared: ['out_for_delivery'],
  out_for_delivery: ['delivered'],
  delivered: [],
  refunded: [],
};

export function isLineState(value: unknown): value is LineState {
  return typeof value === 'string' && (LINE_STATES as readonly string[]).includes(value);
}

export function isParcelState(value: unknown): value is ParcelState {
  return typeof value === 'string' && (PARCEL_STATES as readonly string[]).includes(value);
}

export function canMoveLine(from: LineState, to: LineState): boolean {
  return LINE_TRANSITIONS[from].includes(to);
}

export function canMoveParcel(from: ParcelState, to: ParcelState): boolean {
  return canMoveLine(from, to);
}

export function isFinalLineState(state: LineState): boolean {
  return LINE_TRANSITIONS[state].length === 0;
}

/** Lines no longer in the order's goods (their money went back). */
export function isRemovedLineState(state: LineState): boolean {
  return state === 'refunded' || state === 'out_of_stock' || state === 'cancelled';
}

export class FulfilmentTransitionError extends Error {
  readonly code = 'fulfilment.forbidden_transition';
  readonly from: string;
  readonly to: string;
  constructor(from: string, to: string) {
    super(`fulfilment.forbidden_transition: ${from} -> ${to}`);
    this.name = 'FulfilmentTransitionError';
    this.from = from;
    this.to = to;
  }
}

export interface LineEntry<S extends string = LineState> {
  readonly state: S;
  /** Epoch milliseconds. */
  readonly at: number;
  readonly note?: string | null;
}

export interface LineTrack<S extends string = LineState> {
  readonly state: S;
  readonly timeline: readonly LineEntry<S>[];
}

/** A line once its invoice is paid. */
export function startLine(paidAt: number): LineTrack {
  return { state: 'paid', timeline: [{ state: 'paid', at: paidAt }] };
}

/**
 * Moves a line (or a parcel) to `to` at `at` (never before its last entry: a clock that went back
 * is clamped), appending a timeline entry; throws FulfilmentTransitionError on a move the table
 * does not allow.
 */
export function moveLine<S extends LineState>(track: LineTrack<S>, to: S, at: number, note: string | null = null): LineTrack<S> {
  if (!canMoveLine(track.state, to)) throw new FulfilmentTransitionError(track.state, to);
  const last = track.timeline.at(-1)?.at ?? Number.NEGATIVE_INFINITY;
  return { state: to, timeline: [...track.timeline, { state: to, at: Math.max(at, last), note }] };
}

/** Several moves in a row (e.g. out_of_stock then refunded), one entry each. */
export function moveLineThrough<S extends LineState>(track: LineTrack<S>, path: readonly S[], at: number, note: string | null = null): LineTrack<S> {
  return path.reduce((t, to) => moveLine(t, to, at, note), track);
}

// ------------------------------------------------------------------------ customer decisions

export const DECISION_CHOICES = ['accept', 'return_to_seller', 'refund'] as const;
export type DecisionChoice = (typeof DECISION_CHOICES)[number];

export function isDecisionChoice(value: unknown): value is DecisionChoice {
  return typeof value === 'string' && (DECISION_CHOICES as readonly string[]).includes(value);
}

/** Where a line in needs_decision goes for the customer's choice. */
export function decisionTarget(choice: DecisionChoice): LineState {
  return choice === 'accept' ? 'at_warehouse' : choice === 'return_to_seller' ? 'return_to_seller' : 'refunded';
}

// ------------------------------------------------------------- the order's and shipment's status

/** The order status (src/domain/order) a line in this state stands for; null for a removed line. */
export function orderStatusOfLine(state: LineState): OrderStatus | null {
  switch (state) {
    case 'paid': return 'paid';
    case 'purchased': return 'purchased';
    case 'at_warehouse': case 'needs_decision': case 'return_to_seller': case 'packed': return 'at_warehouse';
    case 'shipped': return 'shipped';
    case 'in_customs': case 'customs_held': case 'customs_cleared': return 'in_customs';
    case 'out_for_delivery': return 'out_for_delivery';
    case 'delivered': return 'delivered';
    case 'out_of_stock': case 'cancelled': case 'refunded': return null;
  }
}

/**
 * The status of a shipment (or an order) from its parts: the least advanced live part, or
 * `refunded` when every part is removed; null without parts.
 */
export function aggregateStatus(parts: readonly (OrderStatus | null)[]): OrderStatus | null {
  if (parts.length === 0) return null;
  const live = parts.filter((p): p is OrderStatus => p !== null && p !== 'refunded');
  if (live.length === 0) return 'refunded';
  let least: OrderStatus | null = null;
  for (const p of live) {
    if (least === null || FORWARD_CHAIN.indexOf(p) < FORWARD_CHAIN.indexOf(least)) least = p;
  }
  return least;
}

/**
 * Moves an order's or shipment's status forward to `target` one step of the chain at a time
 * (each step a timeline entry at `at`), or to `refunded` where the table allows it. A target
 * behind or equal to the current status, or unreachable, leaves it as it is.
 */
export function advanceTo(state: Tracked, target: OrderStatus, at: number): Tracked {
  const last = state.timeline.at(-1)?.at ?? Number.NEGATIVE_INFINITY;
  const when = Math.max(at, last);
  if (target === 'refunded') return canTransitionOrder(state.status, 'refunded') ? transitionOrder(state, 'refunded', when) : state;
  const from = FORWARD_CHAIN.indexOf(state.status);
  const to = FORWARD_CHAIN.indexOf(target);
  if (from < 0 || to <= from) return state;
  let next = state;
  for (let i = from + 1; i <= to; i += 1) next = transitionOrder(next, FORWARD_CHAIN[i] as OrderStatus, when);
  return next;
}

// ------------------------------------------------------------------------------------- labels

export interface StateLabel { readonly id: string; readonly en: string }

export const LINE_STATE_LABELS: Readonly<Record<LineState, StateLabel>> = {
  paid: { id: 'Dibayar', en: 'Paid' },
  purchased: { id: 'Sudah Dibelikan', en: 'Purchased' },
  at_warehouse: { id: 'Di Gudang', en: 'At the warehouse' },
  needs_decision: { id: 'Menunggu Keputusan Anda', en: 'Needs your decision' },
  return_to_seller: { id: 'Dikembalikan ke Penjual', en: 'Returned to the seller' },
  out_of_stock: { id: 'Stok Habis', en: 'Out of stock' },
  cancelled: { id: 'Dibatalkan', en: 'Cancelled' },
  packed: { id: 'Dikemas', en: 'Packed' },
  shipped: { id: 'Dikirim', en: 'Shipped' },
  in_customs: { id: 'Proses Bea Cukai', en: 'In customs' },
  customs_held: { id: 'Tertahan di Bea Cukai', en: 'Held by customs' },
  customs_cleared: { id: 'Lolos Bea Cukai', en: 'Cleared customs' },
  out_for_delivery: { id: 'Dalam Pengantaran', en: 'Out for delivery' },
  delivered: { id: 'Diterima', en: 'Delivered' },
  refunded: { id: 'Dana Dikembalikan', en: 'Refunded' },
};

export function lineStateLabel(state: LineState, lang: keyof StateLabel): string {
  return LINE_STATE_LABELS[state][lang];
}
