// An expired checkout invoice's lines back in the customer's cart (payments/service.ts expireInvoice),
// in the expiry's transaction.
import type { Db } from '../../db/database.ts';
import { maxQuantityFor } from '../../../src/domain/cart/index.ts';
import { newCartCode } from '../cart/store.ts';
import '../orders/tables.ts';
import '../cart/tables.ts';

/** The expired invoice's lines back in the customer's cart (one line per cart line, quantities of every shipment summed). */
export async function restoreCartLines(trx: Db, invoiceId: number, customerId: number, now: Date): Promise<void> {
  const lines = await trx.selectFrom('order_lines').innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select(['order_lines.cart_detail_code', 'order_lines.quantity', 'order_lines.item', 'orders.use_insurance', 'orders.using_npwp'])
    .where('orders.invoice_id', '=', invoiceId).orderBy('order_lines.order_id').orderBy('order_lines.shipment_id').orderBy('order_lines.position').execute();
  const merged = new Map<string, { quantity: number; item: Record<string, unknown>; useInsurance: boolean; usingNpwp: boolean }>();
  for (const l of lines) {
    const seen = merged.get(l.cart_detail_code);
    if (seen) seen.quantity += l.quantity;
    else merged.set(l.cart_detail_code, { quantity: l.quantity, item: l.item, useInsurance: l.use_insurance, usingNpwp: l.using_npwp });
  }
  const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : v === null || v === undefined ? fallback : String(v));
  const num = (v: unknown): string => String(Number(v ?? 0) || 0);
  for (const { quantity, item, useInsurance, usingNpwp } of merged.values()) {
    const kind = item.kind === 'scraped' || item.kind === 'catalog' ? item.kind : 'manual';
    const marketplace = str(item.marketplace);
    await trx.insertInto('cart_details').values({
      code: newCartCode(), customer_id: customerId, access_token_id: null, kind, flag_scrapped: kind === 'scraped',
      name: str(item.name), url: str(item.url), image: str(item.image), marketplace,
      product_id: item.product_id === null || item.product_id === undefined ? null : str(item.product_id),
      country: str(item.country), currency: str(item.currency), price_original: num(item.price), quantity,
      max_quantity: Math.max(quantity, maxQuantityFor(marketplace || undefined)), size: str(item.size), color: str(item.color),
      sku_id: item.sku_id === null || item.sku_id === undefined ? null : str(item.sku_id),
      variant: JSON.stringify(item.variant ?? {}), weight: num(item.weight), dimension_length: num(item.dimension_length),
      dimension_width: num(item.dimension_width), dimension_height: num(item.dimension_height), package_track: str(item.package_track, 'udara'),
      product_type_id: typeof item.product_type_id === 'number' ? item.product_type_id : null, hscode: item.hscode === null || item.hscode === undefined ? null : str(item.hscode),
      catatan: str(item.catatan), using_npwp: usingNpwp, is_all_in_price: item.is_all_in_price === true, use_insurance: useInsurance,
      product: JSON.stringify({}), updated_at: now,
    }).execute();
  }
}
