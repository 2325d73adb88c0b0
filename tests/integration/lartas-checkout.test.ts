// Restricted goods (lartas) at checkout on the real server (docs/api/orders.md 'Restricted goods'):
// a line of a restricted product type or HS code is not checked out without the customer's
// acknowledgement (422 LARTAS_ACK_REQUIRED naming the entries), is with it; the acknowledgement is
// stored and shown in the customer's and the console's order answers; an order without restricted
// lines needs none; wrong entries, an unticked box or an old text are refused; idempotent replays.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LARTAS_ACK_TEXT_VERSION } from '../../src/domain/lartas/index.ts';
import { startTestServer, type TestServer } from './harness.ts';
import type { Json } from './fixtures/http.ts';
import { addAddress, addLine, cartCodes, checkout, countRows, newShopper, preview, type Shopper } from './fixtures/checkout.ts';
import { staffClient } from './fixtures/ops.ts';

let server: TestServer;
let typeId: (slug: string) => Promise<number>;

beforeAll(async () => {
  server = await startTestServer();
  typeId = async (slug) => (await server.db.selectFrom('product_types').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
});
afterAll(async () => server?.close());

const ack = (lartasIds: string[], extra: Partial<{ accepted: boolean; text_version: string }> = {}) => ({
  lartas_ack: { accepted: true, lartas_ids: lartasIds, text_version: LARTAS_ACK_TEXT_VERSION, ...extra },
});

/** A shopper with an address and one line of each given kind; the request body for all of them. */
async function cartWith(lines: { name: string; extra?: Record<string, unknown> }[]): Promise<{ s: Shopper; body: Json; codes: string[] }> {
  const s = await newShopper(server.baseUrl, server.db);
  const address = await addAddress(s);
  const codes: string[] = [];
  for (const line of lines) codes.push(await addLine(s, { name: line.name, price: 59, quantity: 1, weight: 110, extra: line.extra }));
  return { s, codes, body: { cart_detail_codes: codes, addresses: [{ address_id: address.address_id }] } };
}

async function previewed(s: Shopper, body: Json): Promise<Json> {
  const p = await preview(s, body);
  expect(p.status, JSON.stringify(p.body)).toBe(200);
  return p.body.data;
}

const place = (s: Shopper, body: Json, total: number, extra: Json = {}, key = randomUUID(), headers: Record<string, string> = {}) =>
  s.api('POST', '/api/cart/checkout', { ...body, payment_method: 'bca_va', expected_total: total, ...extra }, { 'idempotency-key': key, ...headers });

describe('a restricted line', () => {
  it('preview names the entry and its lines; checkout without the acknowledgement answers 422 and writes nothing', async () => {
    const { s, body, codes } = await cartWith([{ name: 'Serum Wajah', extra: { product_type_id: await typeId('kosmetik') } }, { name: 'Kaos Polos' }]);
    const list = await s.api('GET', '/api/cart-detail/list');
    expect(list.body.data.map((l: Json) => l.lartas_id)).toEqual(['bpom-kosmetik', null]);

    const data = await previewed(s, body);
    expect(data.lartas).toMatchObject({ required: true, text_version: LARTAS_ACK_TEXT_VERSION });
    expect(data.lartas.entries).toHaveLength(1);
    expect(data.lartas.entries[0]).toMatchObject({
      id: 'bpom-kosmetik', name: 'Cosmetics', category: 'Kosmetik', category_en: 'Cosmetics', authority: 'BPOM', cart_detail_codes: [codes[0]],
      regulation: expect.stringContaining('Permendag 36/2023'), description: expect.stringContaining('BPOM'),
    });

    const res = await place(s, body, data.totals.total);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'UNPROCESSABLE', reason: 'LARTAS_ACK_REQUIRED', field: 'body.lartas_ack' });
    expect(res.body.error.message).toBe('This order contains restricted goods (lartas): Cosmetics. Tick the statement that you understand the rules to continue.');
    expect(res.body.error.details).toMatchObject({ text_version: LARTAS_ACK_TEXT_VERSION, missing: ['bpom-kosmetik'], unexpected: [] });
    expect(res.body.error.details.lartas.map((e: Json) => [e.id, e.name, e.cart_detail_codes])).toEqual([['bpom-kosmetik', 'Cosmetics', [codes[0]]]]);

    const id = await place(s, body, data.totals.total, {}, randomUUID(), { 'tb-language': 'indonesia' });
    expect(id.body.message).toContain('barang larangan/pembatasan (lartas): Kosmetik');
    expect(await countRows(server.db, 'orders', s.id)).toBe(0);
    expect(await cartCodes(s)).toEqual(codes);
  });

  it('refuses the wrong entries, an unticked box and an older text', async () => {
    const { s, body } = await cartWith([{ name: 'Serum Wajah', extra: { product_type_id: await typeId('kosmetik') } }]);
    const { totals } = await previewed(s, body);
    const wrong = await place(s, body, totals.total, ack(['telekomunikasi']));
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.details).toMatchObject({ missing: ['bpom-kosmetik'], unexpected: ['telekomunikasi'] });
    const extra = await place(s, body, totals.total, ack(['bpom-kosmetik', 'senjata']));
    expect(extra.status).toBe(422);
    expect(extra.body.error.details).toMatchObject({ missing: [], unexpected: ['senjata'] });
    const unticked = await place(s, body, totals.total, ack(['bpom-kosmetik'], { accepted: false }));
    expect(unticked.status).toBe(422);
    expect(unticked.body.error.reason).toBe('LARTAS_ACK_REQUIRED');
    const old = await place(s, body, totals.total, ack(['bpom-kosmetik'], { text_version: '0' }));
    expect(old.status).toBe(422);
    expect(old.body.error.reason).toBe('LARTAS_ACK_REQUIRED');
    const malformed = await place(s, body, totals.total, { lartas_ack: { accepted: true } });
    expect(malformed.status).toBe(422);
    expect(malformed.body.error).toMatchObject({ reason: 'VALIDATION', field: expect.stringContaining('lartas_ack') });
    expect(await countRows(server.db, 'orders', s.id)).toBe(0);
  });

  it('with the acknowledgement: placed, stored, and shown to the customer and the console', async () => {
    const { s, body } = await cartWith([{ name: 'Serum Wajah', extra: { product_type_id: await typeId('kosmetik') } }]);
    const { totals } = await previewed(s, body);
    const before = Date.now();
    const res = await place(s, body, totals.total, ack(['bpom-kosmetik']));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { order_code: orderCode, invoice_code: invoiceCode } = res.body.data;

    const order = await server.db.selectFrom('orders').select('id').where('order_code', '=', orderCode).executeTakeFirstOrThrow();
    const row = await server.db.selectFrom('order_lartas_acks').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ customer_id: s.id, lartas_ids: ['bpom-kosmetik'], text_version: LARTAS_ACK_TEXT_VERSION });
    expect(row.entries).toEqual([expect.objectContaining({ id: 'bpom-kosmetik', category: 'Kosmetik', authority: 'BPOM' })]);
    const at = new Date(row.acknowledged_at).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 60_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 60_000);

    const expected = {
      lartas_ids: ['bpom-kosmetik'], text_version: LARTAS_ACK_TEXT_VERSION, customer_id: s.id,
      acknowledged_at: new Date(row.acknowledged_at).toISOString(),
      entries: [expect.objectContaining({ id: 'bpom-kosmetik', name: 'Cosmetics', authority: 'BPOM' })],
    };
    const history = await s.api('GET', `/api/cart/history/${orderCode}`);
    expect(history.status).toBe(200);
    expect(history.body.data.lartas_ack).toEqual(expected);
    const invoice = await s.api('GET', `/api/invoices/${invoiceCode}`);
    expect(invoice.body.data.orders[0].lartas_ack).toEqual(expected);

    const staff = await staffClient(server, 'operator');
    const console = await staff.call('GET', `/api/ops/orders/${orderCode}`, undefined, { 'tb-language': 'indonesia' });
    expect(console.status, JSON.stringify(console.body)).toBe(200);
    expect(console.body.data.lartas_ack).toEqual({ ...expected, entries: [expect.objectContaining({ id: 'bpom-kosmetik', name: 'Kosmetik' })] });
  });

  it('the HS code decides before the product type; every entry of the order must be acknowledged', async () => {
    const { s, body, codes } = await cartWith([
      { name: 'Earbuds', extra: { product_type_id: await typeId('kosmetik'), hscode: '8518.30.10' } },
      { name: 'Lipstik', extra: { product_type_id: await typeId('umum'), hscode: '3304.10.00' } },
      { name: 'Tas', extra: { hscode: '4202.22.00' } },
    ]);
    const list = await s.api('GET', '/api/cart-detail/list');
    expect(list.body.data.map((l: Json) => l.lartas_id)).toEqual(['telekomunikasi', 'bpom-kosmetik', null]);
    const data = await previewed(s, body);
    expect(data.lartas.entries.map((e: Json) => [e.id, e.cart_detail_codes])).toEqual([['telekomunikasi', [codes[0]]], ['bpom-kosmetik', [codes[1]]]]);
    const one = await place(s, body, data.totals.total, ack(['telekomunikasi']));
    expect(one.status).toBe(422);
    expect(one.body.error.details.missing).toEqual(['bpom-kosmetik']);
    const both = await place(s, body, data.totals.total, ack(['bpom-kosmetik', 'telekomunikasi']));
    expect(both.status, JSON.stringify(both.body)).toBe(201);
    const order = await s.api('GET', `/api/cart/history/${both.body.data.order_code}`);
    expect(order.body.data.lartas_ack.lartas_ids).toEqual(['telekomunikasi', 'bpom-kosmetik']);
  });

  it('checkout-consolidate (signed) asks the same', async () => {
    const { s, body, codes } = await cartWith([{ name: 'Serum', extra: { product_type_id: await typeId('kosmetik') } }, { name: 'Kaos' }]);
    const grouped = { ...body, consolidations: [{ name: 'Kiriman 1', cart_detail_codes: codes }] };
    const { totals } = await previewed(s, grouped);
    const path = '/api/cart/checkout-consolidate';
    const refused = await checkout(s, { ...grouped, payment_method: 'bca_va', expected_total: totals.total }, randomUUID(), path);
    expect(refused.status).toBe(422);
    expect(refused.body.error.reason).toBe('LARTAS_ACK_REQUIRED');
    const placed = await checkout(s, { ...grouped, payment_method: 'bca_va', expected_total: totals.total, ...ack(['bpom-kosmetik']) }, randomUUID(), path);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  });
});

describe('no restricted line', () => {
  it('needs no acknowledgement, stores none, and refuses one naming entries the order lacks', async () => {
    const { s, body } = await cartWith([{ name: 'Kaos Polos', extra: { product_type_id: await typeId('pakaian') } }]);
    const data = await previewed(s, body);
    expect(data.lartas).toEqual({ required: false, text_version: LARTAS_ACK_TEXT_VERSION, entries: [] });
    const stray = await place(s, body, data.totals.total, ack(['bpom-kosmetik']));
    expect(stray.status).toBe(422);
    expect(stray.body.error).toMatchObject({ reason: 'LARTAS_ACK_REQUIRED', details: { lartas: [], missing: [], unexpected: ['bpom-kosmetik'] } });
    const res = await place(s, body, data.totals.total);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = await s.api('GET', `/api/cart/history/${res.body.data.order_code}`);
    expect(order.body.data.lartas_ack).toBeNull();
    expect(await server.db.selectFrom('order_lartas_acks').select('order_id').where('customer_id', '=', s.id).execute()).toEqual([]);
  });
});

describe('idempotency', () => {
  it('a refused attempt frees its key; the same key with the acknowledgement places once and replays the same invoice', async () => {
    const { s, body } = await cartWith([{ name: 'Serum Wajah', extra: { product_type_id: await typeId('kosmetik') } }]);
    const { totals } = await previewed(s, body);
    const key = randomUUID();
    const refused = await place(s, body, totals.total, {}, key);
    expect(refused.status).toBe(422);
    const first = await place(s, body, totals.total, ack(['bpom-kosmetik']), key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await place(s, body, totals.total, ack(['bpom-kosmetik']), key);
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    expect(await countRows(server.db, 'orders', s.id)).toBe(1);
    const acks = await server.db.selectFrom('order_lartas_acks').select('order_id').where('customer_id', '=', s.id).execute();
    expect(acks).toHaveLength(1);
  });
});
