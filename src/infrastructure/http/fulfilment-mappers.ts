// Wire readers of the customer's side after payment (docs/api/ops.md 'The customer's side'):
// customerLine, the anonymous line of the public tracking, parcels, settlements and
// `data.fulfilment` of GET cart/history/{code}. snake_case in, camelCase out; integer rupiah
// (numeric strings accepted); a wrong shape is MALFORMED_RESPONSE with the path in `field`.
import type {
  AdditionalInvoice, CustomerLine, DecisionChoice, Dimensions, LinePurchase, LineProblem, LineRating, LineSettlement, LineStatus,
  LineWeight, OrderFulfilment, OrderSettlement, Parcel, QcPhoto, SettlementOutcome, StateEntry, StorageInfo,
} from '../../application/ports/fulfilment-api.port';
import { DECISION_CHOICES } from '../../application/ports/fulfilment-api.port';
import { bool, iso, isObject, list, malformed, num, obj, optNum, optStr, rupiah, str, type Json } from './dto';
import { toSettlementExplanation } from './settlement-mappers';

const OUTCOMES: readonly SettlementOutcome[] = ['additional_invoice', 'credit', 'none'];

/** An optional list: absent or null is empty. */
function optList<T>(value: unknown, path: string, item: (entry: unknown, path: string) => T): T[] {
  return value === undefined || value === null ? [] : list(value, path, item);
}

const optRupiah = (value: unknown, path: string): number | null => (value === undefined || value === null ? null : rupiah(value, path));

/** A media address: absolute http(s) or a path of this site (the signed /api/media/qc/...). */
function mediaUrl(value: unknown, path: string): string {
  const url = str(value, path);
  if (!/^(https?:\/\/|\/(?![/\\]))/i.test(url)) throw malformed(path);
  return url;
}

function toEntry(value: unknown, path: string): StateEntry {
  const row = obj(value, path);
  return { state: str(row.state, `${path}.state`), at: iso(row.at, `${path}.at`), note: optStr(row.note, `${path}.note`) };
}

function toPhoto(value: unknown, path: string): QcPhoto {
  const row = obj(value, path);
  return {
    id: str(row.photo_id, `${path}.photo_id`),
    url: mediaUrl(row.url, `${path}.url`),
    contentType: optStr(row.content_type, `${path}.content_type`) ?? 'image/jpeg',
    createdAt: optStr(row.created_at, `${path}.created_at`) ?? '',
  };
}

function toDimensions(value: unknown, path: string): Dimensions {
  const row = isObject(value) ? value : {};
  return {
    lengthCm: optNum(row.length_cm, `${path}.length_cm`, 0),
    widthCm: optNum(row.width_cm, `${path}.width_cm`, 0),
    heightCm: optNum(row.height_cm, `${path}.height_cm`, 0),
  };
}

function toWeight(value: unknown, path: string): LineWeight {
  const row = isObject(value) ? value : {};
  const measured = row.measured_grams === undefined || row.measured_grams === null ? null : Math.round(num(row.measured_grams, `${path}.measured_grams`));
  return {
    estimatedGrams: Math.round(optNum(row.estimated_grams, `${path}.estimated_grams`, 0)),
    measuredGrams: measured,
    estimatedDimensions: toDimensions(row.estimated_dimensions, `${path}.estimated_dimensions`),
    measuredDimensions: row.measured_dimensions === undefined || row.measured_dimensions === null
      ? null : toDimensions(obj(row.measured_dimensions, `${path}.measured_dimensions`), `${path}.measured_dimensions`),
  };
}

function toPurchase(value: unknown, path: string): LinePurchase | null {
  if (value === undefined || value === null) return null;
  const row = obj(value, path);
  return {
    sellerOrderNumber: optStr(row.seller_order_number, `${path}.seller_order_number`) ?? '',
    priceEstimated: optNum(row.price_estimated, `${path}.price_estimated`, 0),
    pricePaid: optNum(row.price_paid, `${path}.price_paid`, 0),
    quantityBought: row.quantity_bought === undefined || row.quantity_bought === null ? null : num(row.quantity_bought, `${path}.quantity_bought`),
    at: optStr(row.at, `${path}.at`) ?? '',
  };
}

function toStorage(value: unknown, path: string): StorageInfo | null {
  if (value === undefined || value === null) return null;
  const row = obj(value, path);
  const daysLeft = Math.round(num(row.days_left, `${path}.days_left`));
  return {
    arrivedAt: iso(row.arrived_at, `${path}.arrived_at`),
    freeDays: Math.round(optNum(row.free_days, `${path}.free_days`, 0)),
    freeUntil: iso(row.free_until, `${path}.free_until`),
    daysLeft,
    ended: bool(row.ended, `${path}.ended`, daysLeft <= 0),
  };
}

const isChoice = (value: unknown): value is DecisionChoice => typeof value === 'string' && (DECISION_CHOICES as readonly string[]).includes(value);

function toProblem(value: unknown, path: string): LineProblem | null {
  if (value === undefined || value === null) return null;
  const row = obj(value, path);
  const decision = optStr(row.decision, `${path}.decision`);
  if (decision !== null && !isChoice(decision)) throw malformed(`${path}.decision`);
  return {
    reason: optStr(row.reason, `${path}.reason`) ?? '',
    // Unknown choices are left out (a newer server's); none listed: the contract's three.
    choices: row.choices === undefined || row.choices === null ? [...DECISION_CHOICES] : list(row.choices, `${path}.choices`, str).filter(isChoice),
    decision,
    decidedAt: optStr(row.decided_at, `${path}.decided_at`),
  };
}

export function toSettlement(value: unknown, path: string): LineSettlement {
  const row = obj(value, path);
  const outcome = str(row.outcome, `${path}.outcome`);
  if (!(OUTCOMES as readonly string[]).includes(outcome)) throw malformed(`${path}.outcome`);
  const amount = rupiah(row.amount, `${path}.amount`);
  if (amount < 0) throw malformed(`${path}.amount`);
  const invoiceCode = optStr(row.invoice_code, `${path}.invoice_code`);
  if (outcome === 'additional_invoice' && !invoiceCode) throw malformed(`${path}.invoice_code`);
  return {
    id: str(row.settlement_id, `${path}.settlement_id`),
    kind: str(row.kind, `${path}.kind`),
    beforeTotal: rupiah(row.before_total ?? 0, `${path}.before_total`),
    afterTotal: rupiah(row.after_total ?? 0, `${path}.after_total`),
    difference: rupiah(row.difference ?? 0, `${path}.difference`),
    outcome: outcome as SettlementOutcome,
    amount,
    invoiceCode,
    invoiceStatus: optStr(row.invoice_status, `${path}.invoice_status`),
    createdAt: optStr(row.created_at, `${path}.created_at`) ?? '',
    ...(row.explanation === undefined ? {} : { explanation: toSettlementExplanation(row.explanation, `${path}.explanation`) }),
  };
}

function toRating(value: unknown, path: string): LineRating | null {
  if (value === undefined || value === null) return null;
  const row = obj(value, path);
  return { stars: Math.round(num(row.stars, `${path}.stars`)), text: optStr(row.text, `${path}.text`) ?? '', createdAt: optStr(row.created_at, `${path}.created_at`) ?? '' };
}

/** The line as anyone tracking sees it. */
export function toLineStatus(value: unknown, path: string): LineStatus {
  const row = obj(value, path);
  return {
    lineId: str(row.line_id, `${path}.line_id`),
    state: str(row.state, `${path}.state`),
    stateLabel: optStr(row.state_label, `${path}.state_label`) ?? '',
    timeline: optList(row.timeline, `${path}.timeline`, toEntry),
    parcelCode: optStr(row.parcel_code, `${path}.parcel_code`),
  };
}

/** A tracked line carries the owner's details (a name, a weight): the full customerLine. */
export const isOwnersLine = (value: unknown): boolean => isObject(value) && (value.name !== undefined || value.weight !== undefined);

export function toCustomerLine(value: unknown, path: string): CustomerLine {
  const row: Json = obj(value, path);
  return {
    ...toLineStatus(row, path),
    shipmentCode: optStr(row.shipment_code, `${path}.shipment_code`) ?? '',
    cartDetailCode: str(row.cart_detail_code, `${path}.cart_detail_code`),
    name: optStr(row.name, `${path}.name`) ?? '',
    image: optStr(row.image, `${path}.image`),
    quantity: Math.round(optNum(row.quantity, `${path}.quantity`, 1)),
    currency: optStr(row.currency, `${path}.currency`) ?? '',
    purchase: toPurchase(row.purchase, `${path}.purchase`),
    weight: toWeight(row.weight, `${path}.weight`),
    photos: optList(row.photos, `${path}.photos`, toPhoto),
    storage: toStorage(row.storage, `${path}.storage`),
    problem: toProblem(row.problem, `${path}.problem`),
    settlements: optList(row.settlements, `${path}.settlements`, toSettlement),
    canCancel: bool(row.can_cancel, `${path}.can_cancel`),
    canDecide: bool(row.can_decide, `${path}.can_decide`),
    canRate: bool(row.can_rate, `${path}.can_rate`),
    rating: toRating(row.rating, `${path}.rating`),
  };
}

export function toParcel(value: unknown, path: string): Parcel {
  const row = obj(value, path);
  return {
    parcelCode: str(row.parcel_code, `${path}.parcel_code`),
    state: str(row.state, `${path}.state`),
    stateLabel: optStr(row.state_label, `${path}.state_label`) ?? '',
    timeline: optList(row.timeline, `${path}.timeline`, toEntry),
    carrier: optStr(row.carrier, `${path}.carrier`),
    trackingNumber: optStr(row.tracking_number, `${path}.tracking_number`),
    customsHoldReason: optStr(row.customs_hold_reason, `${path}.customs_hold_reason`),
    domesticCourier: optStr(row.domestic_courier, `${path}.domestic_courier`),
    domesticTrackingNumber: optStr(row.domestic_tracking_number, `${path}.domestic_tracking_number`),
    domesticTrackingUrl: optStr(row.domestic_tracking_url, `${path}.domestic_tracking_url`),
    lineIds: optList(row.line_ids, `${path}.line_ids`, str),
  };
}

function toAdditionalInvoice(value: unknown, path: string): AdditionalInvoice {
  const row = obj(value, path);
  return {
    invoiceCode: str(row.invoice_code, `${path}.invoice_code`),
    status: str(row.status, `${path}.status`),
    total: rupiah(row.total, `${path}.total`),
    dueDate: optStr(row.due_date, `${path}.due_date`),
  };
}

function toOrderSettlement(value: unknown, path: string): OrderSettlement {
  const row = isObject(value) ? value : {};
  return {
    credited: optRupiah(row.credited, `${path}.credited`) ?? 0,
    additionalDue: optRupiah(row.additional_due, `${path}.additional_due`) ?? 0,
    additionalPaid: optRupiah(row.additional_paid, `${path}.additional_paid`) ?? 0,
    invoices: optList(row.invoices, `${path}.invoices`, toAdditionalInvoice),
  };
}

/** `data.fulfilment` (null before payment). */
export function toOrderFulfilment(value: unknown, path: string): OrderFulfilment | null {
  if (value === undefined || value === null) return null;
  const row = obj(value, path);
  return {
    lines: optList(row.lines, `${path}.lines`, toCustomerLine),
    parcels: optList(row.parcels, `${path}.parcels`, toParcel),
    settlement: toOrderSettlement(row.settlement, `${path}.settlement`),
  };
}
