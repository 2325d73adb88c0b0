// After delivery, as a customer expects it (issue 23, docs/orders.md): the marketplace tabs of
// /history with their counts from the server, the total paid; confirming receipt (owner only, 404 for
// anyone else, 409 before delivery with a localised reason, twice the same answer), which opens the
// ratings; notices for every parcel state (customs and out for delivery included, bell and e-mail);
// the courier's tracking page; and the automatic completion by the recurring job on the server's clock.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTO_COMPLETE_DAYS } from '../../src/domain/order/index.ts';
import { createMemoryPhotoStorage } from '../../server/modules/ops/storage.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { newShopper, type Shopper } from './fixtures/checkout.ts';
import { shopperWithInvoice } from './fixtures/payments.ts';
import { JPEG, paidOrder, staffClient, type PaidOrder } from './fixtures/ops.ts';
import { jsonClient, type Json } from './fixtures/http.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let server: TestServer;
let clock = Date.now();

beforeAll(async () => {
  server = await startTestServer({
    ports: { now: () => new Date(clock), photoStorage: createMemoryPhotoStorage() },
    // The job runs often here; the clock decides what is due.
    config: { orderAutoCompleteSweepMs: 150 },
  });
});
afterAll(async () => server?.close());

const box = { weight_grams: 1500, length_cm: 30, width_cm: 20, height_cm: 10 };

/** Staff take the order from purchase to the door (fresh staff sessions: the clock moves by days). */
async function deliver(o: PaidOrder): Promise<string> {
  const operator = await staffClient(server, 'operator');
  const warehouse = await staffClient(server, 'warehouse');
  for (const id of o.lineIds) {
    expect((await operator.call('POST', `/api/ops/lines/${id}/purchase`, { seller_order_number: `S-${id}`, price_paid: 259 })).status).toBe(200);
    expect((await warehouse.receive(id, { weight_grams: 700, length_cm: 0, width_cm: 0, height_cm: 0 }, [JPEG])).status).toBe(200);
  }
  const packed = await warehouse.call('POST', '/api/ops/parcels', { line_ids: o.lineIds, ...box });
  expect(packed.status, JSON.stringify(packed.body)).toBe(201);
  const code: string = packed.body.data.parcel_code;
  const steps: [string, Json][] = [
    ['ship', { carrier: 'DHL Express', tracking_number: 'DHL1' }], ['customs', { status: 'in_customs' }], ['customs', { status: 'cleared' }],
    ['out-for-delivery', { courier: 'J&T Express', tracking_number: 'JT-556677' }], ['delivered', {}],
  ];
  for (const [step, body] of steps) {
    const moved = await operator.call('POST', `/api/ops/parcels/${code}/${step}`, body);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return code;
}

const confirm = (shopper: Shopper, code: string, lang: 'english' | 'indonesia' = 'english', key: string | null = randomUUID()) =>
  shopper.api('POST', `/api/cart/history/${code}/received`, undefined, { 'tb-language': lang, ...(key === null ? {} : { 'idempotency-key': key }) });

const history = (shopper: Shopper, query = '') => shopper.api('GET', `/api/cart/history${query}`);

describe('orders by tab', () => {
  it('counts every tab in the same call, filters by ?tab=, and moves an order along the tabs', async () => {
    const shopper = await newShopper(server.baseUrl, server.db);
    const packing = await paidOrder(server, { shopper });
    const sent = await paidOrder(server, { shopper });
    await deliver(sent);
    const unpaid = await shopperWithInvoice(server.baseUrl, server.db, {}, shopper);

    const all = await history(shopper);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.meta).toMatchObject({ total: 3, tab: null, counts: { unpaid: 1, packing: 1, shipped: 1, completed: 0, cancelled: 0 } });

    const shipped = await history(shopper, '?tab=shipped');
    expect(shipped.body.meta).toMatchObject({ total: 1, tab: 'shipped', counts: { unpaid: 1, packing: 1, shipped: 1 } });
    const row = shipped.body.data[0];
    expect(row).toMatchObject({ order_code: sent.orderCode, status: 'delivered', tab: 'shipped', next_action: 'confirm_receipt', total_paid: sent.total, credited: 0, additional_paid: 0, auto_complete_days: AUTO_COMPLETE_DAYS });
    expect(row.items).toEqual([expect.objectContaining({ cart_code: sent.cartCodes[0], quantity: 2, rated: false, name: expect.stringMatching(/^Sepatu Lari /) })]);
    const deliveredAt = new Date(row.auto_complete_at).getTime() - AUTO_COMPLETE_DAYS * DAY_MS;
    expect(Math.abs(deliveredAt - clock)).toBeLessThan(1000);

    const toPay = await history(shopper, '?tab=unpaid');
    expect(toPay.body.data.map((r: Json) => r.order_code)).toEqual([unpaid.orderCode]);
    expect(toPay.body.data[0]).toMatchObject({ next_action: 'pay', pay_invoice_code: unpaid.code, total_paid: 0, total: unpaid.total });
    expect((await history(shopper, '?tab=packing')).body.data.map((r: Json) => r.order_code)).toEqual([packing.orderCode]);
    expect((await history(shopper, '?tab=packing')).body.data[0]).toMatchObject({ next_action: 'track', total_paid: packing.total });
    expect((await history(shopper, '?tab=nope')).status).toBe(422);

    expect((await confirm(shopper, sent.orderCode)).status).toBe(200);
    const done = await history(shopper, '?tab=completed');
    expect(done.body.meta.counts).toMatchObject({ shipped: 0, completed: 1 });
    expect(done.body.data[0]).toMatchObject({ order_code: sent.orderCode, tab: 'completed', next_action: 'rate', completed_by: 'customer', auto_complete_at: null });

    // The unpaid invoice past its due date reads as expired: Dibatalkan.
    clock += DAY_MS + 60_000;
    const later = await history(shopper, '?tab=cancelled');
    expect(later.body.meta.counts).toEqual({ unpaid: 0, packing: 1, shipped: 0, completed: 1, cancelled: 1 });
    expect(later.body.data[0]).toMatchObject({ order_code: unpaid.orderCode, status: 'expired', next_action: null });
    // Another customer sees none of it.
    const stranger = await newShopper(server.baseUrl, server.db);
    expect((await history(stranger)).body.meta.counts).toEqual({ unpaid: 0, packing: 0, shipped: 0, completed: 0, cancelled: 0 });
  });
});

describe('confirming receipt', () => {
  it('is the owner\'s alone, refused before delivery in the customer\'s language, the same answer twice, and opens the ratings', async () => {
    const o = await paidOrder(server);
    const cart = o.cartCodes[0] as string;

    const early = await confirm(o.shopper, o.orderCode, 'indonesia');
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({ reason: 'ORDER_NOT_DELIVERED', message: 'Pesanan belum diterima, konfirmasi penerimaan bisa dilakukan setelah paket sampai' });
    expect((await confirm(o.shopper, o.orderCode, 'english')).body.error.message).toBe('The order has not been delivered yet; receipt can be confirmed once the parcel has arrived');

    const parcel = await deliver(o);
    const detail = await o.shopper.api('GET', `/api/cart/history/${o.orderCode}`);
    expect(detail.body.data).toMatchObject({ status: 'delivered', tab: 'shipped', can_confirm: true, auto_complete_days: AUTO_COMPLETE_DAYS, completed_at: null });
    expect(detail.body.data.fulfilment.parcels[0]).toMatchObject({ parcel_code: parcel, domestic_courier: 'J&T Express', domestic_tracking_number: 'JT-556677', domestic_tracking_url: 'https://jet.co.id/track' });
    // /track: the owner is sent to confirm; anyone else learns nothing of it.
    const tracked = await o.shopper.api('GET', `/api/cart-or-invoice?code=${o.invoiceCode}`);
    expect(tracked.body.data.orders[0]).toMatchObject({ can_confirm: true, auto_complete_days: AUTO_COMPLETE_DAYS, completed_at: null });
    const anyone = await jsonClient(server.baseUrl)('GET', `/api/cart-or-invoice?code=${o.invoiceCode}`);
    expect(anyone.body.data.orders[0].can_confirm).toBeUndefined();
    // Delivered, not yet confirmed: no rating.
    expect((await o.shopper.api('GET', `/api/rating?cart_code=${cart}`)).body.data.can_rate).toBe(false);
    expect(detail.body.data.fulfilment.lines[0].can_rate).toBe(false);
    const tooSoon = await o.shopper.api('POST', '/api/rating/insert', { cart_code: cart, stars: 5 });
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.error.reason).toBe('ORDER_NOT_COMPLETED');

    const stranger = await newShopper(server.baseUrl, server.db);
    const theirs = await confirm(stranger, o.orderCode);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.reason).toBe('ORDER_NOT_FOUND');
    expect((await confirm(o.shopper, o.orderCode, 'english', null)).status).toBe(422);
    expect((await server.db.selectFrom('orders').select('completed_at').where('order_code', '=', o.orderCode).executeTakeFirstOrThrow()).completed_at).toBeNull();

    const first = await confirm(o.shopper, o.orderCode);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ order_code: o.orderCode, tab: 'completed', completed_by: 'customer' });
    clock += 60_000;
    const again = await confirm(o.shopper, o.orderCode);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);

    const after = await o.shopper.api('GET', `/api/cart/history/${o.orderCode}`);
    expect(after.body.data).toMatchObject({ tab: 'completed', can_confirm: false, auto_complete_at: null, completed_at: first.body.data.completed_at });
    expect(after.body.data.fulfilment.lines[0].can_rate).toBe(true);
    expect((await o.shopper.api('GET', `/api/rating?cart_code=${cart}`)).body.data.can_rate).toBe(true);
    expect((await o.shopper.api('POST', '/api/rating/insert', { cart_code: cart, stars: 5, text: 'Sesuai' })).status).toBe(201);
    expect((await history(o.shopper, '?tab=completed')).body.data[0]).toMatchObject({ next_action: null, items: [expect.objectContaining({ rated: true })] });

    // Every state came to the bell, once each, customs and out for delivery included; the last is the completion.
    const bell = await o.shopper.api('GET', '/api/customer/notifications');
    const kinds = bell.body.data.map((n: Json) => n.kind);
    for (const kind of ['packed', 'shipped', 'in_customs', 'customs_cleared', 'out_for_delivery', 'delivered', 'completed']) {
      expect(kinds.filter((k: string) => k === kind), kind).toHaveLength(1);
    }
    expect(kinds[0]).toBe('completed');
    const ofd = bell.body.data.find((n: Json) => n.kind === 'out_for_delivery');
    expect(ofd.body).toContain('JT-556677');
  });

  it('e-mails the customs and out-for-delivery notices through the mail outbox', async () => {
    const o = await paidOrder(server);
    const before = await server.db.selectFrom('mail_outbox').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
    await deliver(o);
    await server.app.jobs.drain();
    const mails = await server.db.selectFrom('mail_outbox').select(['subject', 'body']).where('id', '>', Number(before?.id ?? 0)).orderBy('id').execute();
    const subjects = mails.map((m) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining(['Titip: Paket di bea cukai', 'Titip: Lolos bea cukai', 'Titip: Paket dalam pengantaran', 'Titip: Paket diterima']));
    expect(mails.find((m) => m.subject === 'Titip: Paket dalam pengantaran')?.body).toContain('J&T Express, resi JT-556677');
  });
});

describe('automatic completion', () => {
  it('completes a delivered order AUTO_COMPLETE_DAYS after delivery by the recurring job, on the server\'s clock, and notifies', async () => {
    const o = await paidOrder(server);
    await deliver(o);
    const completed = async () => (await server.db.selectFrom('orders').select(['completed_at', 'completed_by']).where('order_code', '=', o.orderCode).executeTakeFirstOrThrow());

    clock += AUTO_COMPLETE_DAYS * DAY_MS - 60_000;
    await new Promise((r) => setTimeout(r, 600)); // several runs of the job
    expect((await completed()).completed_at).toBeNull();
    expect((await o.shopper.api('GET', `/api/cart/history/${o.orderCode}`)).body.data).toMatchObject({ can_confirm: true, auto_complete_days: 1 });

    clock += 2 * 60_000;
    const deadline = Date.now() + 10_000;
    while ((await completed()).completed_at === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const row = await completed();
    expect(row.completed_by).toBe('auto');
    expect(new Date(row.completed_at as Date).getTime()).toBeGreaterThanOrEqual(clock - 60_000);

    const detail = await o.shopper.api('GET', `/api/cart/history/${o.orderCode}`);
    expect(detail.body.data).toMatchObject({ tab: 'completed', completed_by: 'auto', can_confirm: false });
    expect(detail.body.data.fulfilment.lines[0].can_rate).toBe(true);
    const bell = await o.shopper.api('GET', '/api/customer/notifications');
    expect(bell.body.data[0]).toMatchObject({ kind: 'completed_auto' });
    // The customer confirming afterwards gets the same completion back.
    const late = await confirm(o.shopper, o.orderCode);
    expect(late.status).toBe(200);
    expect(late.body.data).toMatchObject({ completed_by: 'auto' });
  });
});
