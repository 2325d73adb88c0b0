// Reading invoices and orders back: the stored rows with their shipments, lines and timelines,
// the statuses as seen now (a pending invoice past its due date reads as expired, and its order
// as expired since the due date: src/domain/order), and their wire shapes.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Lang } from '../../http/errors.ts';
import {
  autoCompleteAt, daysUntilAutoComplete, deliveredAtOf, orderTabOf,
  effectiveInvoiceStatus, expireIfOverdue, invoiceStatusLabel, isInvoiceStatus, isOrderStatus, statusLabel,
  type Tracked,
} from '../../../src/domain/order/index.ts';
import type { InvoiceTable, OrderEventTable, OrderLineTable, OrderShipmentTable, OrderTable } from './tables.ts';
import { lartasAckWire, loadLartasAcks, type LartasAckRow } from './lartas-ack.ts';
import { ownerSnapshot, shipmentLineWire } from './wire.ts';
import type { KursUsed } from './kurs-used.ts';

export type InvoiceRow = Selectable<InvoiceTable>;
export type OrderRow = Selectable<OrderTable>;
type ShipmentRow = Selectable<OrderShipmentTable>;
type LineRow = Selectable<OrderLineTable>;
type EventRow = Selectable<OrderEventTable>;

export interface ShipmentGraph { row: ShipmentRow; events: EventRow[]; lines: LineRow[] }
export interface OrderGraph { row: OrderRow; events: EventRow[]; shipments: ShipmentGraph[]; lartasAck?: LartasAckRow }

export const PER_PAGE = 20;

const ms = (d: Date | string): number => new Date(d).getTime();
const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** Orders with everything under them, in the order of `orderIds`. */
export async function loadOrderGraphs(db: Db, orderIds: readonly number[]): Promise<OrderGraph[]> {
  if (orderIds.length === 0) return [];
  const ids = [...orderIds];
  const [orders, shipments, lines, events, lartasAcks] = await Promise.all([
    db.selectFrom('orders').selectAll().where('id', 'in', ids).execute(),
    db.selectFrom('order_shipments').selectAll().where('order_id', 'in', ids).orderBy('position').execute(),
    db.selectFrom('order_lines').selectAll().where('order_id', 'in', ids).orderBy('position').execute(),
    db.selectFrom('order_events').selectAll().where('order_id', 'in', ids).orderBy('at').orderBy('id').execute(),
    loadLartasAcks(db, ids),
  ]);
  return ids.flatMap((id) => {
    const row = orders.find((o) => o.id === id);
    if (!row) return [];
    return [{
      row,
      events: events.filter((e) => e.order_id === id && e.shipment_id === null),
      shipments: shipments.filter((s) => s.order_id === id).map((s) => ({
        row: s,
        events: events.filter((e) => e.shipment_id === s.id),
        lines: lines.filter((l) => l.shipment_id === s.id),
      })),
      lartasAck: lartasAcks.get(id),
    }];
  });
}

export interface Clock { now: number; lang: Lang }

export function invoiceStatusOf(invoice: Pick<InvoiceRow, 'status' | 'due_date'>, now: number): string {
  return isInvoiceStatus(invoice.status) ? effectiveInvoiceStatus(invoice.status, invoice.due_date ? ms(invoice.due_date) : null, now) : invoice.status;
}

export function invoiceLabelOf(status: string, lang: Lang): string {
  return isInvoiceStatus(status) ? invoiceStatusLabel(status, lang) : status;
}

/** An order's or a shipment's status and timeline as seen now. */
function trackedOf(status: string, events: readonly EventRow[], invoice: Pick<InvoiceRow, 'due_date'>, now: number): Tracked {
  const timeline = events.flatMap((e) => (isOrderStatus(e.status) ? [{ status: e.status, at: ms(e.at) }] : []));
  const state: Tracked = { status: isOrderStatus(status) ? status : 'awaiting_payment', timeline };
  return expireIfOverdue(state, invoice.due_date ? ms(invoice.due_date) : null, now);
}

function trackedWire(t: Tracked, lang: Lang) {
  return {
    status: t.status,
    status_label: statusLabel(t.status, lang),
    timeline: t.timeline.map((e) => ({ status: e.status, at: new Date(e.at).toISOString() })),
  };
}

export function orderStatusOf(order: OrderGraph, invoice: InvoiceRow, now: number): Tracked {
  return trackedOf(order.row.status, order.events, invoice, now);
}

const itemCount = (lines: readonly LineRow[]) => lines.reduce((n, l) => n + l.quantity, 0);

function linesWire(lines: readonly LineRow[]) {
  return lines.map((l) => shipmentLineWire(l.item, l.quantity, l.breakdown));
}

/** A shipment with its address and lines (the owner's view). */
function shipmentWire(s: ShipmentGraph, invoice: InvoiceRow, c: Clock) {
  const r = s.row;
  return {
    shipment_code: r.shipment_code,
    key: r.shipment_key,
    name: r.name,
    consolidated: r.consolidated,
    ...trackedWire(trackedOf(r.status, s.events, invoice, c.now), c.lang),
    address: ownerSnapshot(r.address),
    courier: r.courier,
    service: r.service,
    etd: r.etd,
    shipping_price: Number(r.shipping_price),
    shipping: { courier: r.courier, service: r.service, description: r.service_description, price: Number(r.shipping_price), etd: r.etd },
    charged_weight: r.charged_weight,
    item_count: itemCount(s.lines),
    lines: linesWire(s.lines),
    summary: r.summary,
    sub_groups: r.sub_groups,
    total: Number(r.total),
  };
}

/** An order with its shipments, lines and timeline (the owner's view). */
export function orderWire(o: OrderGraph, invoice: InvoiceRow, c: Clock) {
  const r = o.row;
  const tracked = orderStatusOf(o, invoice, c.now);
  return {
    order_code: r.order_code,
    invoice_code: invoice.invoice_code,
    invoice_status: invoiceStatusOf(invoice, c.now),
    ...trackedWire(tracked, c.lang),
    ...completionWire(r, tracked, c.now),
    created_at: iso(r.created_at),
    due_date: iso(invoice.due_date),
    total: Number(r.total),
    amounts: r.amounts,
    item_count: r.item_count,
    consolidated: r.consolidated,
    use_insurance: r.use_insurance,
    using_npwp: r.using_npwp,
    // The rates the order was priced with (null: placed before they were kept; docs/api/orders.md).
    kurs_used: r.kurs_used,
    shipments: o.shipments.map((s) => shipmentWire(s, invoice, c)),
    /** The customer's acknowledgement of restricted goods at checkout, or null. */
    lartas_ack: lartasAckWire(o.lartasAck, c.lang),
  };
}

/**
 * After delivery (docs/orders.md "Completion"): when and how the order completed, or when it will
 * by itself and in how many days; `can_confirm` while the customer may still confirm receipt.
 */
function completionWire(r: OrderRow, tracked: Tracked, now: number) {
  const deliveredAt = tracked.status === 'delivered' ? deliveredAtOf(tracked.timeline) : null;
  const open = deliveredAt !== null && r.completed_at === null;
  return {
    tab: orderTabOf(tracked.status, r.completed_at !== null),
    completed_at: iso(r.completed_at),
    completed_by: r.completed_by,
    can_confirm: tracked.status === 'delivered' && r.completed_at === null,
    auto_complete_at: open ? new Date(autoCompleteAt(deliveredAt)).toISOString() : null,
    auto_complete_days: open ? daysUntilAutoComplete(deliveredAt, now) : null,
  };
}

/** What anyone with the code may see of an order (no names, addresses, phones or items). */
export function publicOrderWire(o: OrderGraph, invoice: InvoiceRow, c: Clock) {
  return {
    order_code: o.row.order_code,
    ...trackedWire(orderStatusOf(o, invoice, c.now), c.lang),
    shipments: o.shipments.map((s) => ({
      shipment_code: s.row.shipment_code,
      ...trackedWire(trackedOf(s.row.status, s.events, invoice, c.now), c.lang),
      item_count: itemCount(s.lines),
    })),
  };
}

/** The owner's tracking view: the public one plus address, courier and lines per shipment, and the completion. */
export function ownerTrackingOrderWire(o: OrderGraph, invoice: InvoiceRow, c: Clock) {
  const pub = publicOrderWire(o, invoice, c);
  const completion = completionWire(o.row, orderStatusOf(o, invoice, c.now), c.now);
  return {
    ...pub,
    completed_at: completion.completed_at,
    can_confirm: completion.can_confirm,
    auto_complete_days: completion.auto_complete_days,
    shipments: pub.shipments.map((s, i) => {
      const g = o.shipments[i] as ShipmentGraph;
      return { ...s, name: g.row.name, address: ownerSnapshot(g.row.address), courier: g.row.courier, service: g.row.service, etd: g.row.etd, lines: linesWire(g.lines) };
    }),
  };
}

/** The rates an invoice's orders were priced with, one per currency; null when none kept them (placed before 7811). */
export function invoiceKursUsed(orders: readonly OrderGraph[]): KursUsed[] | null {
  const kept = orders.flatMap((o) => o.row.kurs_used ?? []);
  if (kept.length === 0) return orders.some((o) => o.row.kurs_used !== null) ? [] : null;
  return [...new Map(kept.map((k) => [k.code, k])).values()].sort((a, b) => a.code.localeCompare(b.code));
}

/** The spec's invoice carts: one per shipment, with its recipient and lines. */
export function cartsWire(orders: readonly OrderGraph[]) {
  return orders.flatMap((o) => o.shipments.map((s) => ({
    shipment_code: s.row.shipment_code,
    sub_district_name: s.row.address.sub_district_name,
    recipient_name: s.row.address.name,
    recipient_phone_number: s.row.address.phone_number,
    details: linesWire(s.lines),
  })));
}

export function invoiceHeadWire(invoice: InvoiceRow, c: Clock) {
  const status = invoiceStatusOf(invoice, c.now);
  return {
    invoice_code: invoice.invoice_code,
    invoice_type: invoice.invoice_type,
    status,
    status_label: invoiceLabelOf(status, c.lang),
    message: invoice.message,
    total: Number(invoice.total),
    due_date: iso(invoice.due_date),
    created_at: iso(invoice.created_at),
  };
}
