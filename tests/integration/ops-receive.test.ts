// Receiving at the warehouse (docs/api/ops.md): QC photos (images only, size-capped, behind the
// photo storage port, served to the owner and staff only), the measured weight re-priced by the
// domain (a lighter parcel credits the wallet), the storage countdown, a problem and the
// customer's decision (accept, return to the seller, refund).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLine } from '../../src/domain/fulfilment/index.ts';
import { createMemoryPhotoStorage } from '../../server/modules/ops/storage.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { expectLedgerConsistent } from './fixtures/payments.ts';
import { auditOf, groupOf, JPEG, paidOrder, PNG, staffClient, walletOf, type PaidOrder, type StaffClient } from './fixtures/ops.ts';

let server: TestServer;
let operator: StaffClient;
let warehouse: StaffClient;
const storage = createMemoryPhotoStorage();
const MAX = 4096;

beforeAll(async () => {
  server = await startTestServer({ config: { maxUploadBytes: MAX }, ports: { photoStorage: storage } });
  operator = await staffClient(server, 'operator');
  warehouse = await staffClient(server, 'warehouse');
});
afterAll(async () => server?.close());

async function purchased(price = 259): Promise<PaidOrder> {
  const o = await paidOrder(server);
  const res = await operator.call('POST', `/api/ops/lines/${o.lineIds[0]}/purchase`, { seller_order_number: 'TB-1', price_paid: price });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return o;
}

const measures = { weight_grams: 400, length_cm: 10, width_cm: 10, height_cm: 5 };

describe('receive', () => {
  it('stores the photos, re-prices with the measured weight and credits a lighter parcel', async () => {
    const o = await purchased();
    const lineId = o.lineIds[0] as number;
    const g = await groupOf(server.db, lineId);
    const credit = g.total(g.lines) - g.total(withLine(g.lines, String(lineId), { measured: { weightGrams: 400, lengthCm: 10, widthCm: 10, heightCm: 5 } }));
    expect(credit).toBeGreaterThan(0);

    const res = await warehouse.receive(lineId, measures, [JPEG, PNG]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.line).toMatchObject({ state: 'at_warehouse', measured: { weight_grams: 400, length_cm: 10, width_cm: 10, height_cm: 5 }, estimated: { weight_grams: 700 } });
    expect(res.body.data.line.storage).toMatchObject({ free_days: 30, days_left: 30, ended: false });
    expect(res.body.data.settlement).toMatchObject({ kind: 'receive', outcome: 'credit', amount: credit });
    expect(await walletOf(server.db, o.shopper.id)).toBe(credit);
    await expectLedgerConsistent(server.db, o.shopper.id);

    const detail = await o.shopper.api('GET', `/api/cart/history/${o.orderCode}`);
    expect(detail.body.data.status).toBe('at_warehouse');
    const line = detail.body.data.fulfilment.lines[0];
    expect(line.weight).toEqual({ estimated_grams: 700, measured_grams: 400, estimated_dimensions: { length_cm: 0, width_cm: 0, height_cm: 0 }, measured_dimensions: { length_cm: 10, width_cm: 10, height_cm: 5 } });
    expect(line.photos).toHaveLength(2);
    expect(line.storage.days_left).toBe(30);
    expect(detail.body.data.fulfilment.settlement.credited).toBe(credit);
    const bell = await o.shopper.api('GET', '/api/customer/notifications');
    expect(bell.body.data.slice(0, 2).map((n: { kind: string }) => n.kind)).toEqual(['price_difference', 'arrived']);

    // The photos: by the signed URL, by the owner's or staff's header; nobody else.
    const url: string = line.photos[0].url;
    const signed = await fetch(`${server.baseUrl}${url}`);
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await signed.arrayBuffer()).equals(JPEG)).toBe(true);
    const bare = `${server.baseUrl}${url.split('?')[0]}`;
    expect((await fetch(bare)).status).toBe(404);
    expect((await fetch(`${bare}?exp=9999999999&sig=00000000000000000000000000000000`)).status).toBe(404);
    expect((await fetch(bare, { headers: { authorization: `Staff ${warehouse.token}` } })).status).toBe(200);
    expect((await fetch(bare, { headers: { authorization: `Token ${o.shopper.loginToken}` } })).status).toBe(200);
    const stranger = await paidOrder(server);
    expect((await fetch(bare, { headers: { authorization: `Token ${stranger.shopper.loginToken}` } })).status).toBe(404);

    const auditRows = await auditOf(server.db, 'line', lineId);
    expect(auditRows.map((a) => a.action)).toEqual(['purchase', 'receive']);
    expect(auditRows[1]).toMatchObject({ staff_id: warehouse.id, before: { state: 'purchased', measured_weight_grams: null } });
    expect((auditRows[1]?.after as { photo_ids: number[] }).photo_ids).toHaveLength(2);
  });

  it('refuses a file that is not an image, a file too large, no photo, bad measures: nothing stored', async () => {
    const o = await purchased();
    const lineId = o.lineIds[0] as number;
    const before = storage.objects.size;
    const notImage = await warehouse.receive(lineId, measures, [JPEG, Buffer.from('<?php echo 1; ?>')]);
    expect(notImage.status).toBe(422);
    expect(notImage.body.error).toMatchObject({ reason: 'UNSUPPORTED_IMAGE', field: 'body.photos' });
    const tooLarge = await warehouse.receive(lineId, measures, [Buffer.concat([JPEG, Buffer.alloc(MAX)])]);
    expect(tooLarge.status).toBe(413);
    const none = await warehouse.receive(lineId, measures, []);
    expect(none.body.error.reason).toBe('PHOTOS_REQUIRED');
    const badWeight = await warehouse.receive(lineId, { ...measures, weight_grams: -5 }, [JPEG]);
    expect(badWeight.status).toBe(422);
    expect(badWeight.body.error.field).toBe('body.weight_grams');
    expect(storage.objects.size).toBe(before);
    expect(await server.db.selectFrom('qc_photos').select('id').where('line_id', '=', (await server.db.selectFrom('fulfilment_lines').select('id').where('order_line_id', '=', lineId).executeTakeFirstOrThrow()).id).execute()).toEqual([]);
    expect((await auditOf(server.db, 'line', lineId)).map((a) => a.action)).toEqual(['purchase']);
    // Receiving a line not bought yet: 409, and its stored photos removed again.
    const fresh = await paidOrder(server);
    const early = await warehouse.receive(fresh.lineIds[0] as number, measures, [JPEG]);
    expect(early.status).toBe(409);
    expect(early.body.error.current_state).toBe('paid');
    expect(storage.objects.size).toBe(before);
  });

  it('adds photos later, only at the warehouse', async () => {
    const o = await purchased();
    const lineId = o.lineIds[0] as number;
    expect((await warehouse.receive(lineId, { weight_grams: 700, length_cm: 0, width_cm: 0, height_cm: 0 }, [JPEG])).status).toBe(200);
    const form = new FormData();
    form.append('photos', new Blob([new Uint8Array(PNG)]), 'more.png');
    const more = await fetch(`${server.baseUrl}/api/ops/lines/${lineId}/photos`, { method: 'POST', body: form, headers: { authorization: `Staff ${warehouse.token}`, 'idempotency-key': randomUUID() } });
    expect(more.status).toBe(200);
    const detail = await o.shopper.api('GET', `/api/cart/history/${o.orderCode}`);
    expect(detail.body.data.fulfilment.lines[0].photos).toHaveLength(2);
    expect(detail.body.data.fulfilment.lines[0].settlements.at(-1)).toMatchObject({ kind: 'receive', outcome: 'none', amount: 0 });
  });
});

describe('a problem on arrival and the customer\'s decision', () => {
  it('refund: the line leaves, its share credited to the wallet', async () => {
    const o = await purchased();
    const lineId = o.lineIds[0] as number;
    const res = await warehouse.receive(lineId, { ...measures, weight_grams: 700, problem_reason: 'Warna tidak sesuai' }, [JPEG]);
    expect(res.body.data.line).toMatchObject({ state: 'needs_decision', problem: { reason: 'Warna tidak sesuai', decision: null } });
    const detail = await o.shopper.api('GET', `/api/cart/history/${o.orderCode}`);
    expect(detail.body.data.fulfilment.lines[0]).toMatchObject({ can_decide: true, problem: { choices: ['accept', 'return_to_seller', 'refund'] } });
    const bell = await o.shopper.api('GET', '/api/customer/notifications');
    expect(bell.body.data[0].kind).toBe('decision_needed');

    const walletBefore = await walletOf(server.db, o.shopper.id);
    const decided = await o.shopper.api('POST', `/api/order-lines/${lineId}/decision`, { choice: 'refund' }, { 'idempotency-key': randomUUID() });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.data).toMatchObject({ state: 'refunded', problem: { decision: 'refund' } });
    const credited = await walletOf(server.db, o.shopper.id) - walletBefore;
    expect(credited).toBe(decided.body.data.settlements.at(-1).amount);
    expect(credited).toBeGreaterThan(0);
    const again = await o.shopper.api('POST', `/api/order-lines/${lineId}/decision`, { choice: 'accept' }, { 'idempotency-key': randomUUID() });
    expect(again.status).toBe(409);
    expect(again.body.error.current_state).toBe('refunded');
    await expectLedgerConsistent(server.db, o.shopper.id);
  });

  it('accept goes back to the warehouse; return to the seller ends refunded by the warehouse', async () => {
    const a = await purchased();
    const lineA = a.lineIds[0] as number;
    await warehouse.receive(lineA, measures, [JPEG]);
    expect((await warehouse.call('POST', `/api/ops/lines/${lineA}/problem`, { reason: 'Kotak penyok' })).status).toBe(200);
    const accepted = await a.shopper.api('POST', `/api/order-lines/${lineA}/decision`, { choice: 'accept' }, { 'idempotency-key': randomUUID() });
    expect(accepted.body.data).toMatchObject({ state: 'at_warehouse', can_decide: false, problem: { decision: 'accept' } });
    expect(accepted.body.data.timeline.map((e: { state: string }) => e.state)).toEqual(['paid', 'purchased', 'at_warehouse', 'needs_decision', 'at_warehouse']);

    const b = await purchased();
    const lineB = b.lineIds[0] as number;
    await warehouse.receive(lineB, { ...measures, problem_reason: 'Ukuran salah' }, [JPEG]);
    const early = await warehouse.call('POST', `/api/ops/lines/${lineB}/returned`, {});
    expect(early.body.error.current_state).toBe('needs_decision');
    const chose = await b.shopper.api('POST', `/api/order-lines/${lineB}/decision`, { choice: 'return_to_seller' }, { 'idempotency-key': randomUUID() });
    expect(chose.body.data.state).toBe('return_to_seller');
    const before = await walletOf(server.db, b.shopper.id);
    const done = await warehouse.call('POST', `/api/ops/lines/${lineB}/returned`, { note: 'Diterima penjual' });
    expect(done.body.data.line.state).toBe('refunded');
    expect(await walletOf(server.db, b.shopper.id) - before).toBe(done.body.data.settlement.amount);
    expect((await auditOf(server.db, 'line', lineB)).map((x) => [x.actor_type, x.action])).toEqual([
      ['staff', 'purchase'], ['staff', 'receive'], ['customer', 'decision_return_to_seller'], ['staff', 'returned'],
    ]);
  });
});
