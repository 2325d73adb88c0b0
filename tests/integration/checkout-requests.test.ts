// Checkout over HTTP on the real server (docs/api/orders.md), continued from checkout.test.ts: a
// stale total, the cart afterwards, the request checks (allocation, consolidation, NPWP,
// insurance, sea, the language of errors), payment groups and the OpenAPI description.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import type { Json } from './fixtures/http.ts';
import { jsonClient } from './fixtures/http.ts';
import {
  COBLONG, addAddress, addLine, cartCodes, checkout, countRows, insertVoucher, newShopper,
  preview, previewAndCheckout, type Shopper,
} from './fixtures/checkout.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('a stale total', () => {
  it('answers 409 PRICE_CHANGED and writes nothing', async () => {
    await insertVoucher(server.db, { code: 'STALE5', kind: 'fixed', value: 5_000, usage_limit: 10 });
    const s = await newShopper(server.baseUrl, server.db);
    const address = await addAddress(s);
    const code = await addLine(s, { name: 'Earbuds', price: 149, quantity: 1, weight: 120 });
    const body = { cart_detail_codes: [code], addresses: [{ address_id: address.address_id }], voucher_code: 'STALE5' };
    const p = await preview(s, body);
    // The price moves after the preview (the exchange rate is re-read at checkout).
    await server.db.updateTable('cart_details').set({ price_original: 159 }).where('code', '=', code).execute();
    const res = await checkout(s, { ...body, payment_method: 'bca_va', expected_total: p.body.data.totals.total });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'CONFLICT', reason: 'PRICE_CHANGED', field: 'body.expected_total' });
    expect(await countRows(server.db, 'orders', s.id)).toBe(0);
    expect(await countRows(server.db, 'invoices', s.id)).toBe(0);
    expect(await cartCodes(s)).toEqual([code]);
    const voucher = await server.db.selectFrom('vouchers').select('used_count').where('code', '=', 'STALE5').executeTakeFirstOrThrow();
    expect(voucher.used_count).toBe(0);
    const fresh = await preview(s, body);
    expect(fresh.body.data.totals.total).toBeGreaterThan(p.body.data.totals.total);
    expect((await checkout(s, { ...body, payment_method: 'bca_va', expected_total: fresh.body.data.totals.total })).status).toBe(201);
  });
});

describe('the cart afterwards', () => {
  it('removes the checked-out lines and keeps the others', async () => {
    const s = await newShopper(server.baseUrl, server.db);
    const address = await addAddress(s);
    const a = await addLine(s, { name: 'Dress', price: 180, quantity: 1, weight: 400 });
    const b = await addLine(s, { name: 'Hijab', price: 40, quantity: 2, weight: 100 });
    const c = await addLine(s, { name: 'Serum', price: 90, quantity: 1, weight: 150 });
    await previewAndCheckout(s, { cart_detail_codes: [a, c], addresses: [{ address_id: address.address_id }] });
    expect(await cartCodes(s)).toEqual([b]);
    const again = await preview(s, { cart_detail_codes: [a], addresses: [{ address_id: address.address_id }] });
    expect(again.status).toBe(409);
    expect(again.body.error.reason).toBe('CART_CHANGED');
  });
});

describe('request checks', () => {
  let s: Shopper;
  let addresses: Json[];
  let codes: string[];

  beforeAll(async () => {
    s = await newShopper(server.baseUrl, server.db);
    addresses = [await addAddress(s), await addAddress(s, { sub_district_id: COBLONG })];
    codes = [await addLine(s, { name: 'Sandal', price: 60, quantity: 2, weight: 300 }), await addLine(s, { name: 'Kaus Kaki', price: 12, quantity: 1, weight: 80 })];
  });

  it('quantities per address must add up (ALLOCATION_MISMATCH naming the line)', async () => {
    const [x, y] = addresses;
    const [a, b] = codes as [string, string];
    const res = await preview(s, { cart_detail_codes: codes, addresses: [{ address_id: x.address_id, items: { [a]: 1, [b]: 1 } }, { address_id: y.address_id, items: { [a]: 2 } }] });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ reason: 'ALLOCATION_MISMATCH', field: `body.addresses.items.${a}` });
    const missing = await preview(s, { cart_detail_codes: codes, addresses: [{ address_id: x.address_id }, { address_id: y.address_id, items: { [a]: 2 } }] });
    expect(missing.body.error).toMatchObject({ reason: 'ALLOCATION_MISMATCH', field: 'body.addresses[0].items' });
  });

  it('a line in two groups is CONSOLIDATION_INVALID', async () => {
    const res = await preview(s, {
      cart_detail_codes: codes, addresses: [{ address_id: addresses[0].address_id }],
      consolidations: [{ name: 'A', cart_detail_codes: [codes[0]] }, { name: 'B', cart_detail_codes: codes }],
    });
    expect(res.status).toBe(422);
    expect(res.body.error.reason).toBe('CONSOLIDATION_INVALID');
  });

  it('using_npwp needs an NPWP on file', async () => {
    const body = { cart_detail_codes: codes, addresses: [{ address_id: addresses[0].address_id }] };
    const res = await preview(s, { ...body, using_npwp: true });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ reason: 'NPWP_NOT_ON_FILE', field: 'body.using_npwp' });
    expect(res.body.message).toBe('Add an NPWP to one of your addresses to use the NPWP rate');
    const withNpwp = await newShopper(server.baseUrl, server.db);
    const address = await addAddress(withNpwp, { npwp: '01.234.567.8-901.000' });
    const clothes = await server.db.selectFrom('product_types').select('id').where('slug', '=', 'pakaian').executeTakeFirstOrThrow();
    const line = await addLine(withNpwp, { name: 'Jaket', price: 400, quantity: 1, weight: 900, extra: { product_type_id: clothes.id } });
    const plain = await preview(withNpwp, { cart_detail_codes: [line], addresses: [{ address_id: address.address_id }], using_npwp: false });
    const npwp = await preview(withNpwp, { cart_detail_codes: [line], addresses: [{ address_id: address.address_id }], using_npwp: true });
    expect(npwp.status).toBe(200);
    expect(npwp.body.data.has_npwp).toBe(true);
    expect(plain.body.data.totals.income_tax).toBeGreaterThan(0);
    expect(npwp.body.data.totals.income_tax).toBeLessThan(plain.body.data.totals.income_tax);
  });

  it('insurance for the whole order when asked', async () => {
    const body = { cart_detail_codes: codes, addresses: [{ address_id: addresses[0].address_id }] };
    const without = await preview(s, { ...body, use_insurance: false });
    const insured = await preview(s, { ...body, use_insurance: true });
    expect(without.body.data.totals.insurance).toBe(0);
    expect(insured.body.data.totals.insurance).toBeGreaterThan(0);
  });

  it('sea where sea is not offered is SEA_NOT_AVAILABLE naming the line', async () => {
    const line = await addLine(s, { name: 'Lego', price: 300, quantity: 1, weight: 1000 });
    await server.db.updateTable('cart_details').set({ marketplace: '1688', package_track: 'laut' }).where('code', '=', line).execute();
    const res = await preview(s, { cart_detail_codes: [line], addresses: [{ address_id: addresses[0].address_id }] });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ reason: 'SEA_NOT_AVAILABLE', field: `body.cart_detail_codes.${line}` });
  });

  it('answers Indonesian by default', async () => {
    const res = await s.api('POST', '/api/cart/checkout/preview', { cart_detail_codes: ['CDNOPE'], addresses: [{ address_id: addresses[0].address_id }] }, { 'tb-language': 'indonesia' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Item keranjang tidak ditemukan');
  });
});

describe('payment groups', () => {
  it('lists the methods, no login needed', async () => {
    const res = await jsonClient(server.baseUrl)('GET', '/api/payment-groups?invoice_code=INV-20260101-AAAAAA');
    expect(res.status).toBe(200);
    expect(res.body.data.map((g: Json) => [g.group, g.methods.map((m: Json) => m.code)])).toEqual([
      ['bank_transfer', ['bca_va', 'bni_va', 'bri_va', 'permata_va', 'mandiri_bill']],
      ['qris', ['qris']], ['ewallet', ['gopay', 'shopeepay']], ['cstore', ['alfamart', 'indomaret']], ['card', ['credit_card']], ['wallet', ['wallet']],
    ]);
  });

  it('checkout refuses an unknown payment method', async () => {
    const s = await newShopper(server.baseUrl, server.db);
    const res = await checkout(s, { cart_detail_codes: ['CDX'], addresses: [{ address_id: 1 }], payment_method: 'bitcoin', expected_total: 1 });
    expect(res.status).toBe(422);
    expect(res.body.error.field).toBe('body.payment_method');
  });
});

describe('OpenAPI', () => {
  it('describes the routes of the orders module', async () => {
    const res = await jsonClient(server.baseUrl)('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    for (const path of ['/api/cart/checkout/preview', '/api/cart/checkout', '/api/cart/checkout-consolidate', '/api/payment-groups', '/api/invoices', '/api/invoices/{code}', '/api/cart/history', '/api/cart/history/{code}', '/api/cart-or-invoice']) {
      expect(Object.keys(res.body.paths), path).toContain(path);
    }
  });
});
