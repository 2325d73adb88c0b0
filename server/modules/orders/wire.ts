// The orders module on the wire (snake_case, integer rupiah): the preview's shipments and totals,
// and the snapshots written with an order (so that reading an order later answers the same shapes).
import type { LineBreakdown } from '../../../src/domain/pricing/index.ts';
import type { OrderTotals } from '../../../src/domain/checkout/index.ts';
import { groupWire, lineWire } from '../cart/pricing.ts';
import type { CartRow } from '../cart/store.ts';
import type { AddressView } from '../regions/address-store.ts';
import type { QuotedShipment } from './checkout.ts';
import type { AddressSnapshot, TotalsWire } from './tables.ts';

export function addressSnapshot(a: AddressView): AddressSnapshot {
  return {
    address_id: a.address_id,
    name: a.name,
    phone_number: a.phone_number,
    phone_number_2: a.phone_number_2,
    email: a.email,
    address: a.address,
    province_id: a.province_id,
    province_name: a.province_name,
    district_id: a.district_id,
    district_name: a.district_name,
    sub_district_id: a.sub_district_id,
    sub_district_name: a.sub_district_name,
    postal_code: a.postal_code,
    npwp: a.npwp,
    npwp_file: a.npwp_file,
    npwp_file_name: a.npwp_file_name,
    lat: a.lat,
    long: a.long,
    address_map: a.address_map,
  };
}

/** The snapshot as its owner reads it: without the stored name of the NPWP document (staff only). */
export function ownerSnapshot(a: AddressSnapshot): Omit<AddressSnapshot, 'npwp_file' | 'npwp_file_name'> {
  const { npwp_file: _file, npwp_file_name: _name, ...rest } = a;
  return rest;
}

/** The cart line as it was at checkout (no amounts: those are the breakdown). */
export function itemSnapshot(row: CartRow): Record<string, unknown> {
  return {
    cart_detail_code: row.code,
    kind: row.kind,
    name: row.name,
    url: row.url,
    image: row.image,
    marketplace: row.marketplace,
    product_id: row.product_id,
    country: row.country,
    currency: row.currency,
    price: Number(row.price_original),
    size: row.size,
    color: row.color,
    sku_id: row.sku_id,
    variant: row.variant,
    weight: Number(row.weight),
    dimension_length: Number(row.dimension_length),
    dimension_width: Number(row.dimension_width),
    dimension_height: Number(row.dimension_height),
    package_track: row.package_track,
    product_type_id: row.product_type_id,
    hscode: row.hscode,
    catatan: row.catatan,
    is_all_in_price: row.is_all_in_price,
  };
}

/** The fields of an item shown with each line of a shipment. */
const ITEM_FIELDS = ['cart_detail_code', 'name', 'image', 'url', 'marketplace', 'country', 'currency', 'price', 'size', 'color', 'variant', 'catatan', 'is_all_in_price'] as const;

export function shipmentLineWire(item: Record<string, unknown>, quantity: number, breakdown: Record<string, unknown>) {
  const picked = Object.fromEntries(ITEM_FIELDS.map((k) => [k, item[k] ?? null]));
  return { ...picked, quantity, ...breakdown };
}

export function totalsWire(t: OrderTotals): TotalsWire {
  return {
    goods_value: t.goodsValue,
    us_tax: t.usTax,
    shipping_to_warehouse: t.shippingToWarehouse,
    packing_fee: t.packingFee,
    additional_transaction: t.additionalTransaction,
    insurance: t.insurance,
    freight: t.freight,
    all_in: t.allIn,
    import_duty: t.importDuty,
    vat: t.vat,
    income_tax: t.incomeTax,
    transaction_fee: t.transactionFee,
    total_tax: t.totalTax,
    landed: t.landed,
    domestic_shipping: t.domesticShipping,
    voucher_discount: t.voucherDiscount,
    total: t.total,
  };
}

export function shippingWire(s: { courier: string; service: string; description: string; price: number; etd: string }) {
  return { courier: s.courier, service: s.service, description: s.description, price: s.price, etd: s.etd };
}

/** The pieces of a quoted shipment, as previewed and as stored. */
export function quotedShipmentParts(s: QuotedShipment) {
  const lines = s.plan.lines.map((l, i) => {
    const row = s.rows[i] as CartRow;
    const breakdown = lineWire(s.price.lines[i] as LineBreakdown);
    return { item: itemSnapshot(row), quantity: l.quantity, breakdown, total: (s.price.lines[i] as LineBreakdown).total };
  });
  return {
    address: addressSnapshot(s.address),
    lines,
    summary: groupWire(s.price.summary),
    subGroups: s.price.subGroups.map((g) => ({ is_all_in_price: g.isAllInPrice, summary: groupWire(g.breakdown) })),
    total: s.price.summary.total + s.shipping.price,
  };
}

export function previewShipmentWire(s: QuotedShipment) {
  const parts = quotedShipmentParts(s);
  return {
    key: s.plan.key,
    name: s.plan.name,
    consolidated: s.plan.consolidated,
    address: parts.address,
    lines: parts.lines.map((l) => shipmentLineWire(l.item, l.quantity, l.breakdown)),
    summary: parts.summary,
    sub_groups: parts.subGroups,
    charged_weight: s.price.chargedGrams,
    shipping_options: s.options.map(shippingWire),
    shipping: shippingWire(s.shipping),
    total: parts.total,
  };
}
