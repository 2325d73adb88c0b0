// The operations console's API (docs/api/ops.md): the staff session, the queues, the order page and
// the actions that move a line or a parcel, the tickets. Bound by the 'ops' feature only (the
// console's own chunk). Console calls carry `Authorization: Staff <token>` from StaffSessionStore,
// never the customer's token; a 401 clears the staff session (the console goes to /ops/login).
// Every action takes the caller's Idempotency-Key (one per logical attempt, kept across retries).
// Amounts are integer rupiah; prices paid are in the line's currency; weights in grams, sizes in cm.

import type { OrderLartasAck } from './order-api.port';

export type OpsPermission = 'read' | 'purchase' | 'receive' | 'pack' | 'ship' | 'tickets' | 'rates' | 'content';

export type { SecondFactorAnswer, SecondFactorResult, StaffLoginStep, StaffMember, StaffProfile, StaffSession } from './ops-staff.port';
import type { SecondFactorAnswer, SecondFactorResult, StaffLoginStep, StaffProfile, StaffSession } from './ops-staff.port';
import type { SettlementExplanation } from './settlement-explanation';

export const OPS_LINE_QUEUES = ['paid', 'purchased', 'at_warehouse', 'needs_decision', 'return_to_seller'] as const;
export type OpsLineQueue = (typeof OPS_LINE_QUEUES)[number];
export const OPS_PARCEL_QUEUES = ['packed', 'shipped', 'in_customs', 'customs_held', 'customs_cleared', 'out_for_delivery'] as const;
export type OpsParcelQueue = (typeof OPS_PARCEL_QUEUES)[number];

/** GET ops/queues: counts by state. */
export interface OpsQueues {
  lines: Record<OpsLineQueue, number>;
  parcels: Record<OpsParcelQueue, number>;
  storageEnding: number;
  ticketsOpen: number;
}

export interface Dimensions {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface OpsPurchase {
  sellerOrderNumber: string;
  priceEstimated: number;
  pricePaid: number;
  /** Fewer bought than ordered; null when all were bought. */
  quantityBought: number | null;
  sellerShipping: number | null;
  currency: string;
  at: string;
}

export interface OpsStorage {
  arrivedAt: string;
  freeDays: number;
  freeUntil: string;
  daysLeft: number;
  ended: boolean;
}

export interface OpsProblem {
  reason: string;
  decision: string | null;
  decidedAt: string | null;
}

export interface OpsCustomer {
  customerId: string;
  name: string;
  email: string;
}

/** opsLine: one order line as the console sees it. */
export interface OpsLine {
  lineId: number;
  orderCode: string;
  invoiceCode: string;
  shipmentCode: string;
  shipmentName: string;
  consolidated: boolean;
  customer: OpsCustomer;
  cartDetailCode: string;
  name: string;
  image: string;
  url: string;
  marketplace: string;
  country: string;
  currency: string;
  quantity: number;
  /** The estimated price of one unit in `currency` (absent from older servers). */
  unitPrice?: number | null;
  size: string;
  color: string;
  catatan: string;
  state: string;
  stateLabel: string;
  stateAt: string;
  lineTotal: number;
  purchase: OpsPurchase | null;
  measured: (Dimensions & { weightGrams: number; at: string }) | null;
  estimated: Dimensions & { weightGrams: number };
  storage: OpsStorage | null;
  problem: OpsProblem | null;
  parcelCode: string | null;
  /** An `additional` invoice of the line is not paid yet (packing is refused until it is). */
  settlementUnpaid: boolean;
}

export interface TimelineEntry {
  state: string;
  /** The state in words (the request's language); absent from older servers. */
  stateLabel?: string | null;
  at: string;
  note: string | null;
  staffName?: string | null;
}

export interface Photo {
  photoId: string;
  url: string;
  contentType: string;
  createdAt: string;
}

export interface Settlement {
  settlementId: string;
  /** purchase | receive | cancel | out_of_stock | decision_refund | returned | ticket */
  kind: string;
  beforeTotal: number;
  afterTotal: number;
  difference: number;
  /** additional_invoice | credit | none */
  outcome: string;
  amount: number;
  invoiceCode: string | null;
  invoiceStatus: string | null;
  createdAt: string;
  /** The words of kind, outcome and invoice status (the request's language); absent from older servers. */
  kindLabel?: string | null;
  outcomeLabel?: string | null;
  invoiceStatusLabel?: string | null;
  /** What it was made of (docs/settlement.md); null for older settlements. */
  explanation?: SettlementExplanation | null;
}

export interface ParcelAddress {
  name: string;
  phoneNumber: string;
  address: string;
  subDistrictName: string;
  districtName: string;
  provinceName: string;
  postalCode: string;
  /** Issue 25 (absent from older orders and from parcels): the second phone, the NPWP and its
   * document (a link signed for an hour), and the map pin, as they were at checkout. */
  phoneNumber2?: string | null;
  npwp?: string | null;
  npwpDocument?: { url: string; name: string | null; contentType: string } | null;
  pin?: { lat: number; long: number; addressMap: string | null } | null;
}

export interface OpsParcel extends Dimensions {
  parcelCode: string;
  orderCode: string;
  shipmentCode: string;
  state: string;
  stateLabel: string;
  stateAt: string;
  weightGrams: number;
  carrier: string | null;
  trackingNumber: string | null;
  customsHoldReason: string | null;
  domesticCourier: string | null;
  domesticTrackingNumber: string | null;
  lineIds: number[];
  timeline: TimelineEntry[];
  address: ParcelAddress | null;
}

export interface Paged<T> {
  items: T[];
  page: number;
  perPage: number;
  total: number;
}

export interface OpsSearchHit {
  orderCode: string;
  invoiceCode: string;
  customerName: string;
  status: string;
  statusLabel: string;
  createdAt: string;
}

export interface AuditEntry {
  id: string;
  staff: { staffId: string; name: string; role: string } | null;
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string;
}

export interface OpsOrderLine extends OpsLine {
  timeline: TimelineEntry[];
  photos: Photo[];
  settlements: Settlement[];
}

export interface OpsShipment {
  shipmentCode: string;
  name: string;
  /** The name, or 'Kiriman 1' when it has none. */
  displayName?: string;
  consolidated: boolean;
  status: string;
  statusLabel: string;
  address: ParcelAddress | null;
  courier: string;
  service: string;
  lines: OpsOrderLine[];
  parcels: OpsParcel[];
}

/** GET ops/orders/{order_code}. */
export interface OpsOrder {
  orderCode: string;
  invoiceCode: string;
  invoiceStatus: string;
  invoiceStatusLabel?: string;
  status: string;
  statusLabel: string;
  createdAt: string;
  paidAt: string | null;
  total: number;
  customer: OpsCustomer & { phoneNumber: string };
  shipments: OpsShipment[];
  timeline: { status: string; statusLabel?: string; at: string }[];
  refundable: number;
  /** The customer's acknowledgement of restricted goods at checkout; null (or left out): none. */
  lartasAck?: OrderLartasAck | null;
  /** Newest first. */
  audit: AuditEntry[];
}

export interface LineActionResult {
  line: OpsLine;
  settlement: Settlement | null;
}

/** An image to upload (a File of an <input type=file>, or any Blob with a name). */
export interface PhotoUpload {
  name: string;
  blob: Blob;
}

export interface PurchaseRequest {
  sellerOrderNumber: string;
  /** Unit price in the line's currency, at most 2 decimals. */
  pricePaid: number;
  sellerShipping?: number | null;
  /** When the seller had fewer than ordered: 1..quantity (the rest is credited). */
  quantityBought?: number | null;
  note?: string | null;
}

export interface ReceiveRequest extends Dimensions {
  /** One unit. */
  weightGrams: number;
  problemReason?: string | null;
  note?: string | null;
  photos: readonly PhotoUpload[];
}

export interface PackRequest extends Dimensions {
  lineIds: number[];
  weightGrams: number;
}

export type CustomsStatus = 'in_customs' | 'held' | 'cleared';

export interface TicketMessage {
  author: 'customer' | 'staff' | string;
  name: string;
  message: string;
  at: string;
}

export interface Ticket {
  ticketId: string;
  orderCode: string;
  lineId: number | null;
  reason: string;
  /** open | answered | approved | rejected */
  status: string;
  amountRequested: number | null;
  amountRefunded: number | null;
  createdAt: string;
  updatedAt: string;
  messages: TicketMessage[];
  customer: OpsCustomer | null;
}

export interface ResolveRequest {
  outcome: 'approved' | 'rejected';
  amount?: number | null;
  message?: string | null;
}

/** GET ops/kurs: rupiah per unit with its effective date, source ('seed', 'console', 'frankfurter') and who set it. */
export interface OpsRate {
  code: string;
  kurs: number;
  date: string;
  source: string;
  updatedAt: string;
  updatedBy: { staffId: string; name: string } | null;
  /** IDR: always 1, not editable. */
  fixed: boolean;
}

export interface OpsRateHistoryEntry {
  id: number;
  code: string;
  kurs: number;
  date: string;
  source: string;
  staffName: string | null;
  note: string | null;
  createdAt: string;
}

export interface SetRateRequest {
  kurs: number;
  /** 'YYYY-MM-DD', not in the future. */
  date: string;
  note: string | null;
  /** Needed for a change of more than ±20 % (else 422 LARGE_CHANGE_UNCONFIRMED). */
  confirmLargeChange: boolean;
}

export interface OpsApi {
  /** POST ops/login (401 LOGIN_FAILED, 429 LOGIN_THROTTLED / RATE_LIMITED). Stores nothing: the caller keeps the session. */
  login(email: string, password: string): Promise<StaffLoginStep>;
  /** POST ops/login/second-factor (401 SECOND_FACTOR_INVALID, CHALLENGE_INVALID: sign in again). */
  secondFactor(challenge: string, answer: SecondFactorAnswer): Promise<SecondFactorResult>;
  /** POST ops/me/second-factor/setup: a new secret to scan (409 SECOND_FACTOR_ENABLED). */
  setupSecondFactor(): Promise<{ secret: string; otpauthUri: string }>;
  /** POST ops/me/second-factor/confirm with the first code: on, and the recovery codes (once). 422 SECOND_FACTOR_INVALID. */
  confirmSecondFactor(code: string): Promise<string[]>;
  /** POST ops/me/second-factor/disable with a code (403 SECOND_FACTOR_REQUIRED for admins, 422 SECOND_FACTOR_INVALID). */
  disableSecondFactor(answer: SecondFactorAnswer): Promise<void>;
  /** POST ops/logout: revokes the token. */
  logout(): Promise<void>;
  me(): Promise<StaffProfile>;
  queues(): Promise<OpsQueues>;
  lines(state: string, page: number): Promise<Paged<OpsLine>>;
  parcels(state: string, page: number): Promise<Paged<OpsParcel>>;
  /** Lines whose free storage ends within `withinDays` (or ended). */
  storage(withinDays: number, page: number): Promise<Paged<OpsLine>>;
  search(query: string): Promise<OpsSearchHit[]>;
  /** 404 ORDER_NOT_FOUND. */
  order(orderCode: string): Promise<OpsOrder>;

  purchase(lineId: number, request: PurchaseRequest, idempotencyKey: string): Promise<LineActionResult>;
  outOfStock(lineId: number, note: string | null, idempotencyKey: string): Promise<LineActionResult>;
  /** multipart/form-data with 1..10 photos. */
  receive(lineId: number, request: ReceiveRequest, idempotencyKey: string): Promise<LineActionResult>;
  addPhotos(lineId: number, photos: readonly PhotoUpload[], idempotencyKey: string): Promise<LineActionResult>;
  problem(lineId: number, reason: string, idempotencyKey: string): Promise<LineActionResult>;
  returned(lineId: number, note: string | null, idempotencyKey: string): Promise<LineActionResult>;

  pack(request: PackRequest, idempotencyKey: string): Promise<OpsParcel>;
  ship(parcelCode: string, carrier: string, trackingNumber: string, idempotencyKey: string): Promise<OpsParcel>;
  customs(parcelCode: string, status: CustomsStatus, reason: string | null, idempotencyKey: string): Promise<OpsParcel>;
  outForDelivery(parcelCode: string, courier: string, trackingNumber: string, idempotencyKey: string): Promise<OpsParcel>;
  delivered(parcelCode: string, idempotencyKey: string): Promise<OpsParcel>;

  tickets(status: string | null, page: number): Promise<Paged<Ticket>>;
  ticket(ticketId: string): Promise<Ticket>;
  /** The caller reloads the ticket afterwards (the answers' shapes are not relied upon). */
  answerTicket(ticketId: string, message: string, idempotencyKey: string): Promise<void>;
  /** 422 REFUND_TOO_LARGE (field body.amount) above the order's refundable. */
  resolveTicket(ticketId: string, request: ResolveRequest, idempotencyKey: string): Promise<void>;

  /** Exchange rates (docs/api/ops.md "Exchange rates"): every staff member reads them; setting one needs 'rates'. */
  rates(): Promise<OpsRate[]>;
  /** Newest first; 404 UNKNOWN_CURRENCY. */
  rateHistory(code: string): Promise<OpsRateHistoryEntry[]>;
  /** 422 KURS_FIXED (IDR), VALIDATION (field kurs, date, note), LARGE_CHANGE_UNCONFIRMED; 404 UNKNOWN_CURRENCY. */
  setRate(code: string, request: SetRateRequest, idempotencyKey: string): Promise<{ rate: OpsRate; history: OpsRateHistoryEntry }>;
}

export const OPS_API = Symbol.for('ops.OpsApi');

/**
 * The staff session on this device, kept apart from the customer's session (its own storage key):
 * the console's adapters read the token from it; a 401 on a console call clears it.
 */
export interface StaffSessionStore {
  /** The stored session, null when none or expired. */
  current(): StaffSession | null;
  set(session: StaffSession): void;
  clear(): void;
}

export const STAFF_SESSION_STORE = Symbol.for('ops.StaffSessionStore');
