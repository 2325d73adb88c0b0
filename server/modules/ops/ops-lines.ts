// The console's line and parcel lists (opsLine, opsParcel of docs/api/ops.md) from loaded bundles.
import type { Db } from '../../db/database.ts';
import type { Lang } from '../../http/errors.ts';
import { unpaidAdditionalOf } from './settle.ts';
import { loadBundles, loadParcels, opsLineWire, parcelWire, type LineBundle, type ViewClock } from './views.ts';
import '../orders/tables.ts';

export async function opsLines(db: Db, bundles: readonly LineBundle[], c: ViewClock) {
  if (bundles.length === 0) return [];
  const orderIds = [...new Set(bundles.map((b) => b.f.order_id))];
  const shipmentIds = [...new Set(bundles.map((b) => b.ol.shipment_id))];
  const [orders, shipments, unpaid] = await Promise.all([
    db.selectFrom('orders').innerJoin('invoices', 'invoices.id', 'orders.invoice_id').innerJoin('customers', 'customers.id', 'orders.customer_id')
      .select(['orders.id', 'orders.order_code', 'invoices.invoice_code', 'customers.id as customer_id', 'customers.first_name', 'customers.last_name', 'customers.email'])
      .where('orders.id', 'in', orderIds).execute(),
    db.selectFrom('order_shipments').select(['id', 'shipment_code', 'name', 'consolidated']).where('id', 'in', shipmentIds).execute(),
    unpaidAdditionalOf(db, bundles.map((b) => b.f.id)),
  ]);
  return bundles.map((b) => {
    const o = orders.find((x) => x.id === b.f.order_id);
    const s = shipments.find((x) => x.id === b.ol.shipment_id);
    return opsLineWire(b, c, {
      order_code: o?.order_code ?? '', invoice_code: o?.invoice_code ?? '', shipment_code: s?.shipment_code ?? '', shipment_name: s?.name ?? null,
      consolidated: s?.consolidated ?? false,
      customer: { customer_id: o?.customer_id ?? 0, name: `${o?.first_name ?? ''} ${o?.last_name ?? ''}`.trim(), email: o?.email ?? null },
      unpaid: unpaid.get(b.f.id) ?? 0,
    });
  });
}

export async function opsLinesByIds(db: Db, lineIds: readonly number[], c: ViewClock) {
  const bundles = await loadBundles(db, { lineIds });
  const byId = new Map(bundles.map((b) => [b.f.id, b]));
  return opsLines(db, lineIds.flatMap((id) => byId.get(id) ?? []), c);
}

export async function opsParcels(db: Db, parcelIds: readonly number[], lang: Lang) {
  const parcels = await loadParcels(db, { parcelIds });
  if (parcels.length === 0) return [];
  const shipments = await db.selectFrom('order_shipments').innerJoin('orders', 'orders.id', 'order_shipments.order_id')
    .select(['order_shipments.id', 'order_shipments.shipment_code', 'order_shipments.address', 'orders.order_code'])
    .where('order_shipments.id', 'in', parcels.map((p) => p.row.order_shipment_id)).execute();
  const byId = new Map(parcels.map((p) => [p.row.id, p]));
  return parcelIds.flatMap((id) => {
    const p = byId.get(id);
    if (!p) return [];
    const s = shipments.find((x) => x.id === p.row.order_shipment_id);
    const a = s?.address;
    return [{
      ...parcelWire(p.row, p.events, p.lineIds, lang),
      order_code: s?.order_code ?? '', shipment_code: s?.shipment_code ?? '',
      address: a ? { name: a.name, phone_number: a.phone_number, phone_number_2: a.phone_number_2 ?? null, address: a.address, sub_district_name: a.sub_district_name, district_name: a.district_name, province_name: a.province_name, postal_code: a.postal_code } : null,
    }];
  });
}
