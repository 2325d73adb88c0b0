// What the customer sees of an order after payment, and what the customer may do to a line
// (docs/api/ops.md 'The customer's side'): the lines' states and timelines, the QC photos, the
// measured weight against the estimate, the storage countdown, the settlements and the parcels
// (carried by GET cart/history/{code} and, for the owner, by GET cart-or-invoice: OrderApi), and
// the actions POST order-lines/{id}/decision and POST order-lines/{id}/cancel (this port, bound by
// the 'checkout' feature). Memory mode also binds FulfilmentSimulator: the console's moves, so
// stories and tests can move lines as staff would.
import type { SettlementExplanation } from './settlement-explanation';

/** The customer's three answers to a problem found at the warehouse. */
export type DecisionChoice = 'accept' | 'return_to_seller' | 'refund';
export const DECISION_CHOICES: readonly DecisionChoice[] = ['accept', 'return_to_seller', 'refund'];

/** A QC photo taken at the warehouse; `url` is signed for one hour for its receiver. */
export interface QcPhoto {
  id: string;
  url: string;
  contentType: string;
  createdAt: string;
}

/** One state a line or a parcel went through (ISO date; `note` only on the owner's lines). */
export interface StateEntry {
  state: string;
  at: string;
  note: string | null;
}

export interface Dimensions {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** One unit's weight: the cart's estimate and, once received, what the warehouse measured. */
export interface LineWeight {
  estimatedGrams: number;
  measuredGrams: number | null;
  estimatedDimensions: Dimensions;
  measuredDimensions: Dimensions | null;
}

export interface LinePurchase {
  sellerOrderNumber: string;
  /** Unit prices in the line's currency. */
  priceEstimated: number;
  pricePaid: number;
  /** Fewer bought than ordered (the rest credited); null when all were bought. */
  quantityBought: number | null;
  at: string;
}

/** Free storage at the warehouse (null before arrival and after packing). */
export interface StorageInfo {
  arrivedAt: string;
  freeDays: number;
  freeUntil: string;
  /** 0 or negative once ended. */
  daysLeft: number;
  ended: boolean;
}

export interface LineProblem {
  reason: string;
  choices: DecisionChoice[];
  decision: DecisionChoice | null;
  decidedAt: string | null;
}

export type SettlementOutcome = 'additional_invoice' | 'credit' | 'none';

/** A price change settled: a wallet credit, an additional invoice to pay, or nothing. */
export interface LineSettlement {
  id: string;
  /** purchase | receive | cancel | out_of_stock | decision_refund | returned | ticket */
  kind: string;
  beforeTotal: number;
  afterTotal: number;
  difference: number;
  outcome: SettlementOutcome;
  /** Never negative (rupiah). */
  amount: number;
  /** The additional invoice (outcome additional_invoice). */
  invoiceCode: string | null;
  invoiceStatus: string | null;
  createdAt: string;
  /** What it was made of (docs/settlement.md); absent or null for older settlements. */
  explanation?: SettlementExplanation | null;
}

export interface LineRating {
  stars: number;
  text: string;
  createdAt: string;
}

/** What anyone tracking the order sees of a line: its state and dates, nothing else. */
export interface LineStatus {
  lineId: string;
  state: string;
  stateLabel: string;
  timeline: StateEntry[];
  parcelCode: string | null;
}

/** The owner's line. */
export interface CustomerLine extends LineStatus {
  shipmentCode: string;
  /** The cart line's code (ratings are per cart line: GET rating?cart_code=). */
  cartDetailCode: string;
  name: string;
  image: string | null;
  quantity: number;
  currency: string;
  purchase: LinePurchase | null;
  weight: LineWeight;
  photos: QcPhoto[];
  storage: StorageInfo | null;
  problem: LineProblem | null;
  settlements: LineSettlement[];
  canCancel: boolean;
  canDecide: boolean;
  canRate: boolean;
  rating: LineRating | null;
}

export interface Parcel {
  parcelCode: string;
  state: string;
  stateLabel: string;
  timeline: StateEntry[];
  carrier: string | null;
  trackingNumber: string | null;
  customsHoldReason: string | null;
  domesticCourier: string | null;
  domesticTrackingNumber: string | null;
  /** The domestic courier's public tracking page (docs/orders.md "Courier tracking"), or null. */
  domesticTrackingUrl?: string | null;
  lineIds: string[];
}

export interface AdditionalInvoice {
  invoiceCode: string;
  status: string;
  total: number;
  dueDate: string | null;
}

/** The order's money after payment: credited to the wallet, additional invoices due and paid. */
export interface OrderSettlement {
  credited: number;
  additionalDue: number;
  additionalPaid: number;
  invoices: AdditionalInvoice[];
}

/** `data.fulfilment` of the owner's order (null before the order is paid). */
export interface OrderFulfilment {
  lines: CustomerLine[];
  parcels: Parcel[];
  settlement: OrderSettlement;
}

export interface CancelledLine {
  line: CustomerLine;
  /** The credit of the cancel (outcome credit, the line's share). */
  settlement: LineSettlement | null;
}

export interface FulfilmentApi {
  /**
   * POST order-lines/{id}/decision with the caller's Idempotency-Key (the same on retries). From
   * needs_decision only: otherwise ApiError CONFLICT, reason STATE_CONFLICT. Unknown or another's
   * line: NOT_FOUND (LINE_NOT_FOUND).
   */
  decide(lineId: string, choice: DecisionChoice, idempotencyKey: string): Promise<CustomerLine>;
  /** POST order-lines/{id}/cancel: from paid only (before the purchase); the line's share goes to the wallet. */
  cancel(lineId: string, idempotencyKey: string): Promise<CancelledLine>;
  /** GET wallet/credits: the settlements credited to the wallet, newest first (absent: not offered). */
  walletCredits?(): Promise<WalletCredit[]>;
}

/** A settlement credited to the wallet, with the ledger entry it wrote (docs/settlement.md). */
export interface WalletCredit {
  walletEntryId: string;
  orderCode: string;
  amount: number;
  explanation: SettlementExplanation | null;
}

export const FULFILMENT_API = Symbol.for('fulfilment.FulfilmentApi');

/** What staff do in the console, for the memory mode (stories, tests): each move as the server makes it. */
export interface FulfilmentSimulator {
  /** The order's lines (started at `paid` once its invoice is paid). */
  lines(orderCode: string): CustomerLine[];
  /** paid -> purchased at `pricePaid` (unit, the line's currency); a higher price raises an additional invoice, a lower one credits. */
  purchase(lineId: string, pricePaid?: number): LineSettlement | null;
  /** purchased -> at_warehouse with the measured unit weight and `photos` photos; a problem puts the line in needs_decision. */
  receive(lineId: string, options: { measuredGrams: number; photos?: number; problem?: string }): LineSettlement | null;
  /** at_warehouse -> packed -> shipped in one parcel; its code. */
  ship(lineIds: string[], carrier: string, trackingNumber: string): string;
  /** The parcel (and its lines) forward to `state` (in_customs, customs_held, customs_cleared, out_for_delivery, delivered). */
  advance(parcelCode: string, state: string, options?: { reason?: string; courier?: string; trackingNumber?: string }): void;
  /** Staff answer or resolve a ticket. */
  answerTicket(ticketId: string, message: string): void;
  resolveTicket(ticketId: string, outcome: 'approved' | 'rejected', amount?: number): void;
}

export const FULFILMENT_SIMULATOR = Symbol.for('fulfilment.FulfilmentSimulator');
