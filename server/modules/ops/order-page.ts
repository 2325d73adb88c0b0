// The console's order page (GET ops/orders/{code}): the order, its customer, shipments with their
// lines (timeline with who did it, photos, settlements) and parcels, what can still be refunded,
// and the audit entries of its lines and parcels.
import type { Lang } from '../../http/errors.ts';
import { invoiceStatusLabel, isInvoiceStatus, isOrderStatus, statusLabel } from '../../../src/domain/order/index.ts';
import { isLineState, lineStateLabel } from '../../../src/domain/fulfilment/index.ts';
import { auditWire } from './audit.ts';
import { npwpDocumentWire } from '../regions/npwp-document.ts';
import type { AddressSnapshot } from '../orders/tables.ts';
import { lartasAckWire, loadLartasAcks } from '../orders/lartas-ack.ts';
import type { OpsEnv } from './env.ts';
import { opsLines, opsParcels } from './ops-lines.ts';
import { refundableFor } from './settle.ts';
import { opsError, opsText } from './texts.ts';
import { loadBundles, photoWireOf, settlementWire, type ViewClock } from './views.ts';

/**
 * The shipment's address as staff read it: the snapshot of checkout, its NPWP document as a link
 * signed for an hour (npwp_file; npwp_document with type and name) and the map pin as stored.
 */
export function staffAddressWire(a: AddressSnapshot, c: ViewClock) {
  const document = npwpDocumentWire(c.secret, c.now, { npwp_file: a.npwp_file ?? null, npwp_file_name: a.npwp_file_name ?? null });
  const { npwp_file_name: _name, ...rest } = a;
  return {
    ...rest, phone_number_2: a.phone_number_2 ?? null, npwp: a.npwp ?? null, lat: a.lat ?? null, long: a.long ?? null,
    address_map: a.address_map ?? null, npwp_file: document?.url ?? null, npwp_document: document,
  };
}

export async function orderPage(env: OpsEnv, code: string, c: ViewClock) {
  const { db } = env;
  const lang: Lang = c.lang;
  const order = await db.selectFrom('orders').innerJoin('invoices', 'invoices.id', 'orders.invoice_id').innerJoin('customers', 'customers.id', 'orders.customer_id')
    .select(['orders.id', 'orders.order_code', 'orders.status', 'orders.created_at', 'orders.total', 'invoices.invoice_code', 'invoices.status as invoice_status', 'invoices.paid_at',
      'customers.id as customer_id', 'customers.first_name', 'customers.last_name', 'customers.email', 'customers.phone_number'])
    .where('orders.order_code', '=', code).executeTakeFirst();
  if (!order) throw opsError('NOT_FOUND', lang, 'orderNotFound', 'ORDER_NOT_FOUND');
  const [shipments, events, bundles, parcelRows, refundable, lartasAcks] = await Promise.all([
    db.selectFrom('order_shipments').selectAll().where('order_id', '=', order.id).orderBy('position').execute(),
    db.selectFrom('order_events').select(['status', 'at']).where('order_id', '=', order.id).where('shipment_id', 'is', null).orderBy('at').orderBy('id').execute(),
    loadBundles(db, { orderIds: [order.id] }),
    db.selectFrom('parcels').select(['id', 'parcel_code', 'order_shipment_id']).where('order_id', '=', order.id).orderBy('id').execute(),
    refundableFor(db, order.id),
    loadLartasAcks(db, [order.id]),
  ]);
  const staffIds = [...new Set(bundles.flatMap((b) => b.events.map((e) => e.staff_id)).filter((x): x is number => x !== null))];
  const staff = staffIds.length ? await db.selectFrom('staff').select(['id', 'name']).where('id', 'in', staffIds).execute() : [];
  const lines = await opsLines(db, bundles, c);
  const parcels = await opsParcels(db, parcelRows.map((p) => p.id), lang);
  const entityIds = [...bundles.map((b) => String(b.f.order_line_id)), ...parcelRows.map((p) => p.parcel_code)];
  const auditRows = entityIds.length === 0 ? [] : await db.selectFrom('audit_log').leftJoin('staff', 'staff.id', 'audit_log.staff_id')
    .selectAll('audit_log').select(['staff.name as staff_name', 'staff.role as staff_role'])
    .where((eb) => eb.or([
      eb.and([eb('audit_log.entity_type', '=', 'line'), eb('audit_log.entity_id', 'in', bundles.map((b) => String(b.f.order_line_id)).concat(['-']))]),
      eb.and([eb('audit_log.entity_type', '=', 'parcel'), eb('audit_log.entity_id', 'in', parcelRows.map((p) => p.parcel_code).concat(['-']))]),
    ])).orderBy('audit_log.id', 'desc').limit(100).execute();

  const stateLabel = (state: string) => (isLineState(state) ? lineStateLabel(state, lang) : state);
  const orderLabel = (status: string) => (isOrderStatus(status) ? statusLabel(status, lang) : status);
  return {
    order_code: order.order_code, invoice_code: order.invoice_code, invoice_status: order.invoice_status,
    invoice_status_label: isInvoiceStatus(order.invoice_status) ? invoiceStatusLabel(order.invoice_status, lang) : order.invoice_status,
    status: order.status, status_label: orderLabel(order.status),
    created_at: new Date(order.created_at).toISOString(), paid_at: order.paid_at ? new Date(order.paid_at).toISOString() : null, total: Number(order.total),
    customer: { customer_id: order.customer_id, name: `${order.first_name} ${order.last_name}`.trim(), email: order.email, phone_number: order.phone_number },
    shipments: shipments.map((s, i) => ({
      shipment_code: s.shipment_code, name: s.name,
      // A shipment saved without a name reads 'Kiriman 1' ('Shipment 1'), never an empty '(SHP-…)'.
      display_name: s.name?.trim() || opsText(lang, 'shipmentFallback', { n: String(i + 1) }),
      consolidated: s.consolidated, status: s.status,
      status_label: orderLabel(s.status), address: staffAddressWire(s.address, c), courier: s.courier, service: s.service,
      lines: bundles.flatMap((b, i) => (b.ol.shipment_id !== s.id ? [] : [{
        ...lines[i],
        timeline: b.events.map((e) => ({ state: e.state, state_label: stateLabel(e.state), at: new Date(e.at).toISOString(), note: e.note, staff_name: staff.find((x) => x.id === e.staff_id)?.name ?? null })),
        photos: b.photos.map((p) => photoWireOf(c, p)),
        settlements: b.settlements.map((x) => settlementWire(x, lang)),
      }])),
      parcels: parcels.filter((p) => parcelRows.find((r) => r.parcel_code === p.parcel_code)?.order_shipment_id === s.id),
    })),
    timeline: events.map((e) => ({ status: e.status, status_label: orderLabel(e.status), at: new Date(e.at).toISOString() })),
    refundable,
    // The customer's acknowledgement of restricted goods at checkout (orders/lartas-ack.ts), or null.
    lartas_ack: lartasAckWire(lartasAcks.get(order.id), lang),
    audit: auditRows.map(auditWire),
  };
}
