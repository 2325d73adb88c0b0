// Placing an order (POST cart/checkout, cart/checkout-consolidate): one transaction with the
// caller's cart lines locked, the quote rebuilt, the total compared with what the customer saw,
// then the invoice, the order with its shipments, lines and timeline, the voucher use, and the
// checked-out lines removed from the cart. Any failure rolls everything back.
import type { Db } from '../../db/database.ts';
import type { Lang } from '../../http/errors.ts';
import { DEFAULT_NOTIFICATION_MESSAGE } from '../../../src/domain/invoice/index.ts';
import { dueDateOf, startTracking } from '../../../src/domain/order/index.ts';
import { formatRupiah } from '../../../src/domain/format/index.ts';
import { buildQuote, type CheckoutBody } from './checkout.ts';
import { newCode, type CodePrefix } from './codes.ts';
import { requireLartasAck, storeLartasAck } from './lartas-ack.ts';
import type { CourierPort } from './courier.ts';
import { orderError } from './texts.ts';
import { consumeVoucher } from './vouchers.ts';
import { kursUsedOf } from './kurs-used.ts';
import { quotedShipmentParts, totalsWire } from './wire.ts';

export interface PlacedOrder {
  invoice_code: string;
  order_code: string;
  total: number;
  due_date: string;
}

/** A code no row has yet (six random base32 characters: a clash is rare, but checked). */
async function freshCode(db: Db, prefix: CodePrefix, at: Date): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = newCode(prefix, at);
    const taken = prefix === 'INV'
      ? await db.selectFrom('invoices').select('id').where('invoice_code', '=', code).executeTakeFirst()
      : prefix === 'ORD'
        ? await db.selectFrom('orders').select('id').where('order_code', '=', code).executeTakeFirst()
        : await db.selectFrom('order_shipments').select('id').where('shipment_code', '=', code).executeTakeFirst();
    if (!taken) return code;
  }
  throw new Error(`no free ${prefix} code`);
}

export async function placeOrder(db: Db, opts: { body: CheckoutBody; customerId: number; lang: Lang; now: Date; courier: CourierPort }): Promise<PlacedOrder> {
  const { body, customerId, lang, now } = opts;
  return db.transaction().execute(async (trx) => {
    const quote = await buildQuote(trx, { body, customerId, lang, now, courier: opts.courier, lock: true });
    const lartasAck = requireLartasAck(quote.lartas, body.lartas_ack, lang);
    if (quote.totals.total !== body.expected_total) {
      throw orderError('CONFLICT', lang, 'priceChanged', 'PRICE_CHANGED', 'body.expected_total', { total: formatRupiah(quote.totals.total) });
    }
    const amounts = totalsWire(quote.totals);
    const due = new Date(dueDateOf(now.getTime()));

    const invoice = await trx.insertInto('invoices').values({
      customer_id: customerId,
      invoice_code: await freshCode(trx, 'INV', now),
      invoice_type: 'checkout',
      status: 'pending',
      message: DEFAULT_NOTIFICATION_MESSAGE,
      total: String(quote.totals.total),
      due_date: due,
      created_at: now,
      updated_at: now,
      amounts: JSON.stringify(amounts),
      payment_method: body.payment_method ?? null,
      voucher_id: quote.voucher?.row.id ?? null,
      voucher_code: quote.voucher?.row.code ?? null,
      voucher_discount: String(quote.totals.voucherDiscount),
      paid_at: null,
    }).returning(['id', 'invoice_code']).executeTakeFirstOrThrow();

    if (quote.voucher) await consumeVoucher(trx, { voucher: quote.voucher, customerId, invoiceId: invoice.id, now, lang });

    const tracked = startTracking(now.getTime());
    const order = await trx.insertInto('orders').values({
      order_code: await freshCode(trx, 'ORD', now),
      customer_id: customerId,
      invoice_id: invoice.id,
      status: tracked.status,
      consolidated: quote.shipments.some((s) => s.plan.consolidated),
      use_insurance: quote.useInsurance,
      using_npwp: quote.usingNpwp,
      importer_mode: quote.account.importerMode,
      premium: quote.account.premium,
      amounts: JSON.stringify(amounts),
      total: quote.totals.total,
      item_count: quote.rows.reduce((n, r) => n + r.quantity, 0),
      kurs_used: JSON.stringify(kursUsedOf(quote.book.context, quote.shipments.flatMap((s) => s.inputs))),
      created_at: now,
      updated_at: now,
    }).returning(['id', 'order_code']).executeTakeFirstOrThrow();
    if (lartasAck) await storeLartasAck(trx, { orderId: order.id, customerId, requirement: quote.lartas, at: now });
    const events = (shipmentId: number | null) => tracked.timeline.map((e) => ({ order_id: order.id, shipment_id: shipmentId, status: e.status, at: new Date(e.at), note: null }));
    await trx.insertInto('order_events').values(events(null)).execute();

    for (const [position, s] of quote.shipments.entries()) {
      const parts = quotedShipmentParts(s);
      const shipment = await trx.insertInto('order_shipments').values({
        order_id: order.id,
        shipment_code: await freshCode(trx, 'SHP', now),
        shipment_key: s.plan.key,
        name: s.plan.name,
        consolidated: s.plan.consolidated,
        position,
        status: tracked.status,
        address_id: s.address.address_id,
        address: JSON.stringify(parts.address),
        courier: s.shipping.courier,
        service: s.shipping.service,
        service_description: s.shipping.description,
        etd: s.shipping.etd,
        shipping_price: s.shipping.price,
        charged_weight: s.price.chargedGrams,
        summary: JSON.stringify(parts.summary),
        sub_groups: JSON.stringify(parts.subGroups),
        total: parts.total,
        created_at: now,
        updated_at: now,
      }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('order_events').values(events(shipment.id)).execute();
      await trx.insertInto('order_lines').values(parts.lines.map((l, i) => ({
        order_id: order.id,
        shipment_id: shipment.id,
        position: i,
        cart_detail_code: String(l.item.cart_detail_code),
        name: String(l.item.name),
        image: String(l.item.image ?? ''),
        url: String(l.item.url ?? ''),
        marketplace: String(l.item.marketplace ?? ''),
        quantity: l.quantity,
        is_all_in_price: l.item.is_all_in_price === true,
        item: JSON.stringify(l.item),
        breakdown: JSON.stringify(l.breakdown),
        total: l.total,
        created_at: now,
      }))).execute();
    }

    await trx.deleteFrom('cart_details').where('customer_id', '=', customerId).where('id', 'in', quote.rows.map((r) => r.id)).execute();
    return { invoice_code: invoice.invoice_code, order_code: order.order_code, total: quote.totals.total, due_date: due.toISOString() };
  });
}
