// Lines enter the fulfilment once their order is paid: one fulfilment_groups row per order shipment
// (the pricing context frozen for its settlements) and one fulfilment_lines row per order line, in
// state `paid`, each line described exactly as the checkout priced it (buildPriceLineInput's
// inputs). Run lazily, before the console or the customer reads or acts (idempotent: unique rows),
// and meant to be called by the payments module when an invoice is paid.
import type { Db } from '../../db/database.ts';
import type { LineDescription, PricingContext, PricingFacts } from '../../../src/domain/pricing/index.ts';
import { DEFAULT_FREE_STORAGE_DAYS } from '../../../src/domain/fulfilment/index.ts';
import { loadPricingContext } from '../catalog/rates.ts';
import { loadRateBook, type RateBook } from '../cart/pricing.ts';
import { withKeptRates } from '../orders/kurs-used.ts';
import { notify, type AfterCommit } from './notify.ts';
import '../orders/tables.ts';
import './tables.ts';

export interface MaterializeOptions {
  now: Date;
  freeStorageDays?: number;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v ?? 0) || 0);
const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);

/** A checked-out line (its item snapshot and breakdown) as the pricing domain's line description. */
export function describeOrderLine(
  line: { id: number; quantity: number; item: Record<string, unknown>; breakdown: Record<string, unknown> },
  order: { using_npwp: boolean },
  book: RateBook,
): LineDescription {
  const item = line.item;
  const typeId = typeof item.product_type_id === 'number' ? item.product_type_id : null;
  const hs = typeof item.hscode === 'string' ? item.hscode : null;
  return {
    id: String(line.id),
    price: num(item.price),
    currency: str(item.currency, 'CNY'),
    quantity: line.quantity,
    weightGrams: num(item.weight),
    lengthCm: num(item.dimension_length),
    widthCm: num(item.dimension_width),
    heightCm: num(item.dimension_height),
    country: str(item.country, 'china'),
    marketplace: str(item.marketplace, 'other'),
    track: item.package_track === 'laut' ? 'laut' : 'udara',
    productType: typeId !== null ? book.productTypes.get(typeId)?.rates ?? null : null,
    hsCode: hs !== null ? book.hsCodes.get(hs)?.rates ?? null : null,
    // Insurance was chosen when the checkout charged it; NPWP as the order recorded it.
    choices: { useInsurance: num(line.breakdown.insurance) > 0, usingNpwp: order.using_npwp },
  };
}

/** The order's lines into the fulfilment, when its checkout invoice is paid; false when not (yet). */
export async function materializeOrder(db: Db, orderId: number, opts: MaterializeOptions, after?: AfterCommit): Promise<boolean> {
  const head = await db.selectFrom('orders').innerJoin('invoices', 'invoices.id', 'orders.invoice_id')
    .select(['orders.id', 'invoices.status as invoice_status', 'invoices.invoice_type'])
    .where('orders.id', '=', orderId).executeTakeFirst();
  if (!head || head.invoice_status !== 'paid' || head.invoice_type !== 'checkout') return false;
  const [shipments, existing] = await Promise.all([
    db.selectFrom('order_shipments').select('id').where('order_id', '=', orderId).execute(),
    db.selectFrom('fulfilment_groups').select('order_shipment_id').where('order_id', '=', orderId).execute(),
  ]);
  if (shipments.length > 0 && existing.length >= shipments.length) return true;

  const items = await db.selectFrom('order_lines').select(['item']).where('order_id', '=', orderId).execute();
  const typeIds = items.map((l) => l.item.product_type_id).filter((x): x is number => typeof x === 'number');
  const codes = items.map((l) => l.item.hscode).filter((x): x is string => typeof x === 'string');
  const book = await loadRateBook(db, typeIds, codes);
  const context: Required<PricingContext> = await loadPricingContext(db);
  const freeDays = opts.freeStorageDays ?? DEFAULT_FREE_STORAGE_DAYS;

  const run = async (trx: Db) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
    if (order.status === 'refunded' || order.status === 'expired' || order.status === 'cancelled') return false;
    const invoice = await trx.selectFrom('invoices').select(['status', 'paid_at']).where('id', '=', order.invoice_id).executeTakeFirstOrThrow();
    if (invoice.status !== 'paid') return false;
    const done = new Set((await trx.selectFrom('fulfilment_groups').select('order_shipment_id').where('order_id', '=', orderId).execute()).map((g) => g.order_shipment_id));
    const rows = await trx.selectFrom('order_shipments').select(['id', 'shipping_price']).where('order_id', '=', orderId).orderBy('position').execute();
    const lines = await trx.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('shipment_id').orderBy('position').execute();
    const paidAt = invoice.paid_at ? new Date(invoice.paid_at) : opts.now;
    let added = 0;
    for (const s of rows) {
      if (done.has(s.id)) continue;
      const group = await trx.insertInto('fulfilment_groups').values({
        // The order's kept rates over today's (docs/checkout.md "An order keeps its rates").
        order_shipment_id: s.id, order_id: orderId, customer_id: order.customer_id, context: JSON.stringify(withKeptRates(context, order.kurs_used)),
        shipping_price: s.shipping_price, created_at: opts.now,
      }).returning('id').executeTakeFirstOrThrow();
      for (const l of lines.filter((x) => x.shipment_id === s.id)) {
        const facts: PricingFacts = { isAllInPrice: l.is_all_in_price, importerMode: order.importer_mode, hasNpwp: order.using_npwp, premium: order.premium };
        const inserted = await trx.insertInto('fulfilment_lines').values({
          order_line_id: l.id, group_id: group.id, order_id: orderId, customer_id: order.customer_id, state: 'paid', state_at: paidAt,
          description: JSON.stringify(describeOrderLine(l, order, book)), facts: JSON.stringify(facts),
          seller_order_number: null, price_paid: null, quantity_bought: null, seller_shipping: null, purchased_at: null, measured_weight_grams: null,
          measured_length_cm: null, measured_width_cm: null, measured_height_cm: null, arrived_at: null, free_storage_days: freeDays,
          problem_reason: null, decision: null, decided_at: null, parcel_id: null, created_at: opts.now, updated_at: opts.now,
        }).returning('id').executeTakeFirstOrThrow();
        await trx.insertInto('fulfilment_events').values({ line_id: inserted.id, parcel_id: null, state: 'paid', at: paidAt, note: null, staff_id: null }).execute();
        added += 1;
      }
    }
    if (added > 0 && done.size === 0 && after) {
      await notify(trx, after, { customerId: order.customer_id, kind: 'paid', params: { order: order.order_code }, orderCode: order.order_code }, opts.now);
    }
    return true;
  };
  return db.transaction().execute(run);
}

/** Materialises every paid order not in the fulfilment yet (at most `limit` per call). */
export async function materializePaid(db: Db, opts: MaterializeOptions, after?: AfterCommit, limit = 100): Promise<number> {
  const pending = await db.selectFrom('orders').innerJoin('invoices', 'invoices.id', 'orders.invoice_id')
    .select('orders.id')
    .where('invoices.status', '=', 'paid').where('invoices.invoice_type', '=', 'checkout')
    .where('orders.status', 'not in', ['refunded', 'expired', 'cancelled', 'awaiting_payment'])
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('fulfilment_groups').select('fulfilment_groups.id').whereRef('fulfilment_groups.order_id', '=', 'orders.id'))))
    .orderBy('orders.id').limit(limit).execute();
  let n = 0;
  for (const { id } of pending) if (await materializeOrder(db, id, opts, after)) n += 1;
  return n;
}
