// From the warehouse to the door (docs/api/ops.md): packing arrived lines of one shipment (guards:
// not arrived, mixed shipments, an unpaid additional invoice), ship, customs held and cleared, out
// for delivery, delivered; the order's status following; tracking for anyone and for the owner;
// the storage queue; rating after delivery and the reviews it becomes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/domain/fulfilment/index.ts';
import { createMemoryPhotoStorage } from '../../server/modules/ops/storage.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { jsonClient } from './fixtures/http.ts';
import { charge, seedWallet } from './fixtures/payments.ts';
import { auditOf, JPEG, paidOrder, staffClient, type PaidOrder, type StaffClient } from './fixtures/ops.ts';

let server: TestServer;
let admin: StaffClient;
let clock = Date.now();

beforeAll(async () => {
  server = await startTestServer({ ports: { now: () => new Date(clock), photoStorage: createMemoryPhotoStorage() } });
  admin = await staffClient(server, 'admin');
});
afterAll(async () => server?.close());

const box = { weight_grams: 1500, length_cm: 30, width_cm: 20, height_cm: 10 };

/** Purchased at the estimate and received at the estimated weight: no money moves. */
async function arrived(o: PaidOrder): Promise<void> {
  for (const id of o.lineIds) {
    expect((await admin.call('POST', `/api/ops/lines/${id}/purchase`, { seller_order_number: `S-${id}`, price_paid: 59 })).status).toBe(200);
    expect((await admin.receive(id, { weight_grams: 200, length_cm: 0, width_cm: 0, height_cm: 0 }, [JPEG])).status).toBe(200);
  }
}

const two = [{ name: 'Kaos Polos', price: 59, quantity: 1, weight: 200 }, { name: 'Kaos Garis', price: 59, quantity: 1, weight: 200 }];

describe('packing', () => {
  it('refuses lines not arrived, of two shipments, or with an unpaid additional invoice', async () => {
    const o = await paidOrder(server, { lines: two });
    const notYet = await admin.call('POST', '/api/ops/parcels', { line_ids: o.lineIds, ...box });
    expect(notYet.status).toBe(409);
    expect(notYet.body.error).toMatchObject({ reason: 'STATE_CONFLICT', current_state: 'paid', field: `body.line_ids.${o.lineIds[0]}` });

    await arrived(o);
    const other = await paidOrder(server, { lines: [two[0] as (typeof two)[0]] });
    await arrived(other);
    const mixed = await admin.call('POST', '/api/ops/parcels', { line_ids: [o.lineIds[0], other.lineIds[0]], ...box });
    expect(mixed.status).toBe(422);
    expect(mixed.body.error.reason).toBe('MIXED_SHIPMENTS');

    const pricey = await paidOrder(server, { lines: [two[0] as (typeof two)[0]] });
    const lineId = pricey.lineIds[0] as number;
    const bought = await admin.call('POST', `/api/ops/lines/${lineId}/purchase`, { seller_order_number: 'UP', price_paid: 99 });
    const invoice = bought.body.data.settlement.invoice_code as string;
    await admin.receive(lineId, { weight_grams: 200, length_cm: 0, width_cm: 0, height_cm: 0 }, [JPEG]);
    const unpaid = await admin.call('POST', '/api/ops/parcels', { line_ids: [lineId], ...box });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.error.reason).toBe('SETTLEMENT_UNPAID');
    await seedWallet(server.db, pricey.shopper.id, bought.body.data.settlement.amount);
    expect((await charge(pricey.shopper, { invoice_code: invoice, payment_method: 'wallet' })).body.data.status).toBe('paid');
    expect((await admin.call('POST', '/api/ops/parcels', { line_ids: [lineId], ...box })).status).toBe(201);
  });

  it('ship before packing is refused; a parcel moves only one step at a time', async () => {
    const o = await paidOrder(server);
    await arrived(o);
    const packed = await admin.call('POST', '/api/ops/parcels', { line_ids: o.lineIds, ...box });
    const code = packed.body.data.parcel_code;
    const early = await admin.call('POST', `/api/ops/parcels/${code}/delivered`, {});
    expect(early.status).toBe(409);
    expect(early.body.error.current_state).toBe('packed');
    const held = await admin.call('POST', `/api/ops/parcels/${code}/customs`, { status: 'held', reason: 'x' });
    expect(held.body.error.current_state).toBe('packed');
    expect((await admin.call('POST', '/api/ops/parcels/PCL-20260101-AAAAAA/ship', { carrier: 'X', tracking_number: '1' })).status).toBe(404);
  });
});

describe('from the warehouse to the door', () => {
  it('walks a consolidated parcel to delivery, with the order, tracking, notifications and audit following', async () => {
    const o = await paidOrder(server, { lines: two, consolidate: true });
    await arrived(o);
    const warehouse = await staffClient(server, 'warehouse');
    const packed = await warehouse.call('POST', '/api/ops/parcels', { line_ids: o.lineIds, ...box });
    expect(packed.status, JSON.stringify(packed.body)).toBe(201);
    const code: string = packed.body.data.parcel_code;
    expect(code).toMatch(/^PCL-\d{8}-[A-Z2-7]{6}$/);
    expect(packed.body.data).toMatchObject({ state: 'packed', line_ids: o.lineIds, order_code: o.orderCode, weight_grams: 1500 });

    const operator = await staffClient(server, 'operator');
    expect((await operator.call('POST', `/api/ops/parcels/${code}/ship`, { carrier: 'DHL Express', tracking_number: 'DHL123456' })).body.data.state).toBe('shipped');
    expect((await operator.call('POST', `/api/ops/parcels/${code}/customs`, { status: 'in_customs' })).body.data.state).toBe('in_customs');
    const noReason = await operator.call('POST', `/api/ops/parcels/${code}/customs`, { status: 'held' });
    expect(noReason.body.error.reason).toBe('REASON_REQUIRED');
    expect((await operator.call('POST', `/api/ops/parcels/${code}/customs`, { status: 'held', reason: 'Menunggu dokumen' })).body.data).toMatchObject({ state: 'customs_held', customs_hold_reason: 'Menunggu dokumen' });
    expect((await operator.call('POST', `/api/ops/parcels/${code}/customs`, { status: 'cleared' })).body.data.state).toBe('customs_cleared');
    const ofd = await operator.call('POST', `/api/ops/parcels/${code}/out-for-delivery`, { courier: 'JNE', tracking_number: 'JNE-998877' });
    expect(ofd.body.data).toMatchObject({ state: 'out_for_delivery', domestic_courier: 'JNE', domestic_tracking_number: 'JNE-998877' });
    const done = await operator.call('POST', `/api/ops/parcels/${code}/delivered`);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.timeline.map((e: { state: string }) => e.state)).toEqual(['packed', 'shipped', 'in_customs', 'customs_held', 'customs_cleared', 'out_for_delivery', 'delivered']);

    const detail = await o.shopper.api('GET', `/api/cart/history/${o.orderCode}`);
    expect(detail.body.data.status).toBe('delivered');
    expect(detail.body.data.timeline.map((e: { status: string }) => e.status)).toEqual([
      'awaiting_payment', 'paid', 'purchasing', 'purchased', 'at_warehouse', 'shipped', 'in_customs', 'out_for_delivery', 'delivered',
    ]);
    expect(detail.body.data.shipments[0].status).toBe('delivered');
    const f = detail.body.data.fulfilment;
    expect(f.parcels[0]).toMatchObject({ parcel_code: code, carrier: 'DHL Express', tracking_number: 'DHL123456', state: 'delivered' });
    // Rating opens once the customer confirms receipt (orders-completion.test.ts).
    expect(f.lines[0]).toMatchObject({ state: 'delivered', parcel_code: code, can_rate: false, storage: null });
    expect(f.lines[0].timeline.map((e: { state: string }) => e.state)).toEqual(['paid', 'purchased', 'at_warehouse', 'packed', 'shipped', 'in_customs', 'customs_held', 'customs_cleared', 'out_for_delivery', 'delivered']);

    const bell = await o.shopper.api('GET', '/api/customer/notifications');
    expect(bell.body.data.slice(0, 7).map((n: { kind: string }) => n.kind)).toEqual(['delivered', 'out_for_delivery', 'customs_cleared', 'customs_held', 'in_customs', 'shipped', 'packed']);
    expect(bell.body.data[5].body).toContain('DHL123456');
    await server.app.jobs.drain(); // the notices' e-mails are jobs of the actions' transactions
    const mail = await server.db.selectFrom('mail_outbox').select(['subject', 'body']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Titip: Paket diterima');

    const publicView = await jsonClient(server.baseUrl)('GET', `/api/cart-or-invoice?code=${o.orderCode}`);
    const pub = publicView.body.data.orders[0];
    expect(pub.lines).toHaveLength(2);
    expect(Object.keys(pub.lines[0]).sort()).toEqual(['line_id', 'parcel_code', 'state', 'state_label', 'timeline']);
    expect(pub.lines[0].state).toBe('delivered');
    expect(pub.parcels).toBeUndefined();
    const owner = await o.shopper.api('GET', `/api/cart-or-invoice?code=${o.invoiceCode}`);
    expect(owner.body.data.orders[0].lines[0]).toMatchObject({ name: 'Kaos Polos', photos: [expect.objectContaining({ content_type: 'image/jpeg' })] });
    expect(owner.body.data.orders[0].parcels[0].tracking_number).toBe('DHL123456');

    const search = await operator.call('GET', '/api/ops/search?q=DHL123456');
    expect(search.body.data.map((r: { order_code: string }) => r.order_code)).toEqual([o.orderCode]);
    const page = await operator.call('GET', `/api/ops/orders/${o.orderCode}`);
    expect(page.status).toBe(200);
    expect(page.body.data.shipments[0].lines[0].timeline.find((e: { state: string }) => e.state === 'packed').staff_name).toBe('Staf warehouse');
    expect(page.body.data.shipments[0].parcels[0].parcel_code).toBe(code);
    expect((await auditOf(server.db, 'parcel', code)).map((a) => a.action)).toEqual(['pack', 'ship', 'customs_in_customs', 'customs_held', 'customs_cleared', 'out_for_delivery', 'delivered']);
    expect(page.body.data.audit.length).toBeGreaterThanOrEqual(11);
  });
});

describe('ratings after delivery', () => {
  it('rates a delivered line once, after the customer confirmed receipt, and shows it in the reviews', async () => {
    const o = await paidOrder(server);
    const cart = o.cartCodes[0] as string;
    const early = await o.shopper.api('POST', '/api/rating/insert', { cart_code: cart, stars: 5, text: 'Mantap' });
    expect(early.body.error.reason).toBe('NOT_DELIVERED');
    await arrived(o);
    const p = await admin.call('POST', '/api/ops/parcels', { line_ids: o.lineIds, ...box });
    const code = p.body.data.parcel_code;
    for (const [path, body] of [['ship', { carrier: 'EMS', tracking_number: 'E1' }], ['customs', { status: 'in_customs' }], ['customs', { status: 'cleared' }], ['out-for-delivery', { courier: 'JNE', tracking_number: 'J1' }], ['delivered', {}]] as const) {
      expect((await admin.call('POST', `/api/ops/parcels/${code}/${path}`, body)).status).toBe(200);
    }
    expect((await o.shopper.api('GET', `/api/rating?cart_code=${cart}`)).body.data).toMatchObject({ can_rate: false });
    expect((await o.shopper.api('POST', `/api/cart/history/${o.orderCode}/received`, undefined, { 'idempotency-key': 'received-1' })).status).toBe(200);
    const ask = await o.shopper.api('GET', `/api/rating?cart_code=${cart}`);
    expect(ask.body.data).toMatchObject({ cart_code: cart, can_rate: true, rating: null });
    const bad = await o.shopper.api('POST', '/api/rating/insert', { cart_code: cart, stars: 6 });
    expect(bad.status).toBe(422);
    const rated = await o.shopper.api('POST', '/api/rating/insert', { cart_code: cart, stars: 4, text: 'Sepatunya pas, pengiriman cepat' });
    expect(rated.status).toBe(201);
    const twice = await o.shopper.api('POST', '/api/rating/insert', { cart_code: cart, stars: 1 });
    expect(twice.body.error.reason).toBe('ALREADY_RATED');
    expect((await o.shopper.api('GET', `/api/rating?cart_code=${cart}`)).body.data).toMatchObject({ can_rate: false, rating: { stars: 4 } });
    const stranger = await paidOrder(server);
    expect((await stranger.shopper.api('GET', `/api/rating?cart_code=${cart}`)).status).toBe(404);

    const url = (await server.db.selectFrom('order_lines').select('url').where('id', '=', o.lineIds[0] as number).executeTakeFirstOrThrow()).url;
    const reviews = await jsonClient(server.baseUrl)('GET', `/api/review/product?url=${encodeURIComponent(url)}`);
    expect(reviews.body.data).toEqual([expect.objectContaining({ rating: 4, text: 'Sepatunya pas, pengiriman cepat', name: 'Test C.' })]);
    expect(reviews.body.meta).toMatchObject({ total: 1, average: 4 });
    const home = await jsonClient(server.baseUrl)('GET', '/api/review');
    expect(home.body.data.at(-1)).toMatchObject({ id: reviews.body.data[0].id, rating: 4, text: 'Sepatunya pas, pengiriman cepat', product_title: expect.stringMatching(/^Sepatu Lari /) });
    const detail = await o.shopper.api('GET', `/api/cart/history/${o.orderCode}`);
    expect(detail.body.data.fulfilment.lines[0]).toMatchObject({ can_rate: false, rating: { stars: 4 } });
  });
});

describe('storage', () => {
  it('lists the lines whose free storage ends within a week', async () => {
    const o = await paidOrder(server);
    await arrived(o);
    // A fresh session each time: the clock moves by days, staff sessions last 12 hours.
    const within = async () => (await (await staffClient(server, 'warehouse')).call('GET', '/api/ops/storage?within_days=7')).body.data.map((l: { line_id: number }) => l.line_id);
    expect(await within()).not.toContain(o.lineIds[0]);
    clock += 24 * DAY_MS;
    expect(await within()).toContain(o.lineIds[0]);
    const detail = await o.shopper.api('GET', `/api/cart/history/${o.orderCode}`);
    expect(detail.body.data.fulfilment.lines[0].storage).toMatchObject({ days_left: 6, ended: false });
    expect((await (await staffClient(server, 'operator')).call('GET', '/api/ops/queues')).body.data.storage_ending).toBeGreaterThanOrEqual(1);
    expect((await admin.call('GET', '/api/ops/queues')).status).toBe(401);
    clock += 10 * DAY_MS;
    expect((await o.shopper.api('GET', `/api/cart/history/${o.orderCode}`)).body.data.fulfilment.lines[0].storage).toMatchObject({ days_left: -4, ended: true });
  });
});
