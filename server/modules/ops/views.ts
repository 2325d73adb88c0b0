// Reading the fulfilment back: each line with its order line, timeline, photos, settlements and
// parcel (loadBundles), and their wire shapes for the customer and for the console (docs/api/ops.md).
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Lang } from '../../http/errors.ts';
import { isLineState, lineStateLabel, storageCountdown, type LineState } from '../../../src/domain/fulfilment/index.ts';
import type { OrderLineTable } from '../orders/tables.ts';
import type { LineRow } from './line-lock.ts';
import type { ParcelRow } from './parcel-actions.ts';
import { photoWire } from './photos.ts';
import type { FulfilmentEventTable, QcPhotoTable, SettlementTable } from './tables.ts';
import type { SettlementExplanation } from './settlement-explain.ts';
import { labelOf, SETTLEMENT_KIND_TEXTS, SETTLEMENT_OUTCOME_TEXTS } from './texts.ts';
import { invoiceStatusLabel, isInvoiceStatus } from '../../../src/domain/order/index.ts';
import '../orders/tables.ts';

type EventRow = Selectable<FulfilmentEventTable>;
type PhotoRow = Selectable<QcPhotoTable>;
export type SettlementView = Selectable<SettlementTable> & { invoice_code: string | null; invoice_status: string | null };

export interface LineBundle {
  f: LineRow;
  ol: Selectable<OrderLineTable>;
  events: EventRow[];
  photos: PhotoRow[];
  settlements: SettlementView[];
  parcel: ParcelRow | null;
}

export interface ViewClock { now: number; lang: Lang; secret: string }

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());
const num = (v: string | null): number | null => (v === null ? null : Number(v));

export async function loadBundles(db: Db, where: { orderIds?: readonly number[]; orderLineIds?: readonly number[]; lineIds?: readonly number[] }): Promise<LineBundle[]> {
  let q = db.selectFrom('fulfilment_lines').selectAll();
  if (where.orderIds) q = q.where('order_id', 'in', where.orderIds.length ? [...where.orderIds] : [0]);
  if (where.orderLineIds) q = q.where('order_line_id', 'in', where.orderLineIds.length ? [...where.orderLineIds] : [0]);
  if (where.lineIds) q = q.where('id', 'in', where.lineIds.length ? [...where.lineIds] : [0]);
  const lines = await q.orderBy('id').execute();
  if (lines.length === 0) return [];
  const ids = lines.map((l) => l.id);
  const parcelIds = [...new Set(lines.map((l) => l.parcel_id).filter((x): x is number => x !== null))];
  const [orderLines, events, photos, settlements, parcels] = await Promise.all([
    db.selectFrom('order_lines').selectAll().where('id', 'in', lines.map((l) => l.order_line_id)).execute(),
    db.selectFrom('fulfilment_events').selectAll().where('line_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('qc_photos').selectAll().where('line_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('settlements').leftJoin('invoices', 'invoices.id', 'settlements.invoice_id')
      .selectAll('settlements').select(['invoices.invoice_code', 'invoices.status as invoice_status'])
      .where('settlements.line_id', 'in', ids).orderBy('settlements.id').execute(),
    parcelIds.length ? db.selectFrom('parcels').selectAll().where('id', 'in', parcelIds).execute() : Promise.resolve([] as ParcelRow[]),
  ]);
  return lines.map((f) => ({
    f,
    ol: orderLines.find((o) => o.id === f.order_line_id) as Selectable<OrderLineTable>,
    events: events.filter((e) => e.line_id === f.id),
    photos: photos.filter((p) => p.line_id === f.id),
    settlements: settlements.filter((s) => s.line_id === f.id),
    parcel: parcels.find((p) => p.id === f.parcel_id) ?? null,
  }));
}

export function stateOf(f: Pick<LineRow, 'state'>): LineState {
  return isLineState(f.state) ? f.state : 'paid';
}

/** The stored explanation (settlement-explain.ts), whichever way the driver hands jsonb back. */
function explanationOf(v: unknown): SettlementExplanation | null {
  if (v === null || v === undefined) return null;
  return (typeof v === 'string' ? JSON.parse(v) : v) as SettlementExplanation;
}

/** A settlement with its words (kind, outcome and invoice status labelled) and its explanation. */
export function settlementWire(s: Omit<SettlementView, 'explanation'> & { explanation?: unknown }, lang: Lang = 'id') {
  return {
    settlement_id: s.id, kind: s.kind, kind_label: labelOf(SETTLEMENT_KIND_TEXTS, s.kind, lang), before_total: Number(s.before_total), after_total: Number(s.after_total),
    shipping_refund: Number(s.shipping_refund), difference: Number(s.difference), outcome: s.outcome, outcome_label: labelOf(SETTLEMENT_OUTCOME_TEXTS, s.outcome, lang),
    amount: Number(s.amount), invoice_code: s.invoice_code, invoice_status: s.invoice_status,
    invoice_status_label: s.invoice_status !== null && isInvoiceStatus(s.invoice_status) ? invoiceStatusLabel(s.invoice_status, lang) : s.invoice_status,
    created_at: iso(s.created_at), explanation: explanationOf(s.explanation),
  };
}

export function storageWire(f: LineRow, now: number) {
  const state = stateOf(f);
  if (f.arrived_at === null || (state !== 'at_warehouse' && state !== 'needs_decision' && state !== 'return_to_seller')) return null;
  const arrived = new Date(f.arrived_at).getTime();
  const c = storageCountdown(arrived, f.free_storage_days, now);
  return { arrived_at: iso(f.arrived_at), free_days: f.free_storage_days, free_until: new Date(c.freeUntil).toISOString(), days_left: c.daysLeft, ended: c.ended };
}

function purchaseWire(f: LineRow) {
  if (f.purchased_at === null) return null;
  return { seller_order_number: f.seller_order_number, price_estimated: f.description.price, price_paid: num(f.price_paid), quantity_bought: f.quantity_bought, seller_shipping: num(f.seller_shipping), currency: f.description.currency, at: iso(f.purchased_at) };
}

function measuredWire(f: LineRow) {
  if (f.measured_weight_grams === null) return null;
  // Sizes left empty at receiving stay null (docs/settlement.md).
  const size = (v: string | number | null) => (v === null ? null : Number(v));
  return { weight_grams: f.measured_weight_grams, length_cm: size(f.measured_length_cm), width_cm: size(f.measured_width_cm), height_cm: size(f.measured_height_cm), at: iso(f.arrived_at) };
}

function problemWire(f: LineRow) {
  if (f.problem_reason === null) return null;
  return { reason: f.problem_reason, choices: ['accept', 'return_to_seller', 'refund'], decision: f.decision, decided_at: iso(f.decided_at) };
}

export function timelineWire(events: readonly EventRow[]) {
  return events.map((e) => ({ state: e.state, at: iso(e.at), note: e.note }));
}

export function lineTotalOf(b: LineBundle): number {
  return Number(b.ol.total);
}

export interface RatingView { stars: number; text: string; created_at: Date | string }

/** A line as its owner sees it. */
export function customerLineWire(b: LineBundle, c: ViewClock, extra: { shipmentCode: string; rating: RatingView | null; rated: boolean }) {
  const f = b.f;
  const state = stateOf(f);
  const d = f.description;
  const m = measuredWire(f);
  const p = purchaseWire(f);
  return {
    line_id: f.order_line_id,
    shipment_code: extra.shipmentCode,
    cart_detail_code: b.ol.cart_detail_code,
    name: b.ol.name,
    image: b.ol.image,
    quantity: b.ol.quantity,
    currency: d.currency,
    state,
    state_label: lineStateLabel(state, c.lang),
    timeline: timelineWire(b.events),
    purchase: p === null ? null : { seller_order_number: p.seller_order_number, price_estimated: p.price_estimated, price_paid: p.price_paid, quantity_bought: p.quantity_bought, at: p.at },
    weight: {
      estimated_grams: d.weightGrams,
      measured_grams: m?.weight_grams ?? null,
      estimated_dimensions: { length_cm: d.lengthCm ?? 0, width_cm: d.widthCm ?? 0, height_cm: d.heightCm ?? 0 },
      measured_dimensions: m === null ? null : { length_cm: m.length_cm, width_cm: m.width_cm, height_cm: m.height_cm },
    },
    photos: b.photos.map((ph) => photoWire(c.secret, c.now, ph)),
    storage: storageWire(f, c.now),
    problem: problemWire(f),
    settlements: b.settlements.map((x) => settlementWire(x, c.lang)),
    parcel_code: b.parcel?.parcel_code ?? null,
    can_cancel: state === 'paid',
    can_decide: state === 'needs_decision',
    can_rate: state === 'delivered' && !extra.rated,
    rating: extra.rating === null ? null : { stars: extra.rating.stars, text: extra.rating.text, created_at: iso(extra.rating.created_at) },
  };
}

/** What anyone with the code may see of a line: state and dates only. */
export function publicLineWire(b: LineBundle, lang: Lang) {
  const state = stateOf(b.f);
  return { line_id: b.f.order_line_id, state, state_label: lineStateLabel(state, lang), timeline: b.events.map((e) => ({ state: e.state, at: iso(e.at) })), parcel_code: b.parcel?.parcel_code ?? null };
}

export interface OpsLineExtra {
  order_code: string; invoice_code: string; shipment_code: string; shipment_name: string | null; consolidated: boolean;
  customer: { customer_id: number; name: string; email: string | null };
  unpaid: number;
}

/** A line as the console lists it. */
export function opsLineWire(b: LineBundle, c: ViewClock, x: OpsLineExtra) {
  const f = b.f;
  const state = stateOf(f);
  const item = b.ol.item;
  const d = f.description;
  return {
    line_id: f.order_line_id,
    order_code: x.order_code, invoice_code: x.invoice_code, shipment_code: x.shipment_code, shipment_name: x.shipment_name, consolidated: x.consolidated,
    customer: x.customer,
    cart_detail_code: b.ol.cart_detail_code, name: b.ol.name, image: b.ol.image, url: b.ol.url, marketplace: b.ol.marketplace,
    country: d.country, currency: d.currency, quantity: b.ol.quantity, unit_price: d.price,
    variant: item.variant ?? {}, size: item.size ?? '', color: item.color ?? '', catatan: item.catatan ?? '',
    state, state_label: lineStateLabel(state, c.lang), state_at: iso(f.state_at),
    line_total: lineTotalOf(b),
    purchase: purchaseWire(f),
    measured: measuredWire(f),
    estimated: { weight_grams: d.weightGrams, length_cm: d.lengthCm ?? 0, width_cm: d.widthCm ?? 0, height_cm: d.heightCm ?? 0 },
    storage: storageWire(f, c.now),
    problem: problemWire(f),
    parcel_code: b.parcel?.parcel_code ?? null,
    settlement_unpaid: x.unpaid > 0,
  };
}

export function parcelWire(p: ParcelRow, events: readonly EventRow[], lineIds: readonly number[], lang: Lang) {
  const state = isLineState(p.state) ? p.state : 'packed';
  return {
    parcel_code: p.parcel_code, state, state_label: lineStateLabel(state, lang), state_at: iso(p.state_at),
    weight_grams: p.weight_grams, length_cm: Number(p.length_cm), width_cm: Number(p.width_cm), height_cm: Number(p.height_cm),
    carrier: p.carrier, tracking_number: p.tracking_number, customs_hold_reason: p.customs_hold_reason,
    domestic_courier: p.domestic_courier, domestic_tracking_number: p.domestic_tracking_number,
    line_ids: [...lineIds],
    timeline: timelineWire(events),
  };
}

/** Parcels of orders with their timelines and line ids. */
export async function loadParcels(db: Db, where: { orderIds?: readonly number[]; parcelIds?: readonly number[] }): Promise<{ row: ParcelRow; events: EventRow[]; lineIds: number[] }[]> {
  let q = db.selectFrom('parcels').selectAll();
  if (where.orderIds) q = q.where('order_id', 'in', where.orderIds.length ? [...where.orderIds] : [0]);
  if (where.parcelIds) q = q.where('id', 'in', where.parcelIds.length ? [...where.parcelIds] : [0]);
  const rows = await q.orderBy('id').execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [events, lines] = await Promise.all([
    db.selectFrom('fulfilment_events').selectAll().where('parcel_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('fulfilment_lines').select(['parcel_id', 'order_line_id']).where('parcel_id', 'in', ids).orderBy('id').execute(),
  ]);
  return rows.map((row) => ({ row, events: events.filter((e) => e.parcel_id === row.id), lineIds: lines.filter((l) => l.parcel_id === row.id).map((l) => l.order_line_id) }));
}

export function photoWireOf(c: ViewClock, p: { id: number; content_type: string; created_at: Date | string }) {
  return photoWire(c.secret, c.now, p);
}
