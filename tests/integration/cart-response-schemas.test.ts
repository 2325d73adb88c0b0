// The hot cart routes read a cart in one query (server/modules/cart/priced-lines.ts, rates from
// loadRateBook's cache) and tax-calculator answers through a compiled response schema
// (response-schemas.ts), which drops unnamed fields and coerces types. Here their answers must
// equal, field for field, the payload the former path builds
// (listRows + rateBookFor + loadPricingAccount, serialised with JSON.stringify), for a guest and
// for an importer with an NPWP on file, over lines with and without product type and HS code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { customerSession, guestSession, type Client } from '../fixtures/cart-session.ts';
import type { Json } from './fixtures/http.ts';
import { listRows, type Owner } from '../../server/modules/cart/store.ts';
import { groupWire, lineInputOf, lineWire, loadPricingAccount, rateBookFor } from '../../server/modules/cart/pricing.ts';
import { serializeAll } from '../../server/modules/cart/respond.ts';
import { priceGroup } from '../../src/domain/pricing/index.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const plain = (value: unknown): Json => JSON.parse(JSON.stringify(value));

async function fill(api: Client, clothes: number): Promise<string[]> {
  const adds: Json[] = [
    ['POST', '/api/cart/add-to-cart', { url: 'https://item.taobao.com/item.htm?id=725531908812', quantity: 3, product_type_id: clothes, use_insurance: true }],
    ['POST', '/api/cart/add-to-cart', { url: 'https://item.taobao.com/item.htm?id=718890012345', quantity: 1, hscode: '4202.92.90', package_track: 'udara' }],
    ['POST', '/api/cart/add-to-cart', { url: 'https://detail.1688.com/offer/677102345811.html', quantity: 60, color: 'Hitam' }],
    ['POST', '/api/cart/add-to-cart-manual', { name: 'Book "quoted" \\ ünïcode', price_original: '24.5', currency: 'GBP', country: 'uk', quantity: 2, weight: 700, hscode: '4901.99.10', using_npwp: true, catatan: 'line\nbreak' }],
    ['POST', '/api/cart/add-to-cart-manual', { name: 'Sneakers', price_original: 79.99, currency: 'USD', country: 'us', quantity: 1, weight: 1200, product_type_id: clothes }],
  ];
  const codes: string[] = [];
  for (const [method, path, body] of adds) {
    const res = await api(method, path, body);
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
    codes.push(res.body.cart_detail_code);
  }
  return codes;
}

async function expectedList(owner: Owner) {
  const rows = await listRows(server.db, owner);
  const account = await loadPricingAccount(server.db, owner.customerId);
  const data = serializeAll(rows, await rateBookFor(server.db, rows), account);
  return plain({ action: true, message: 'OK', data, count: rows.length, total_quantity: rows.reduce((s, r) => s + r.quantity, 0) });
}

async function expectedTax(owner: Owner, codes: string[]) {
  const rows = (await listRows(server.db, owner, codes)).sort((a, b) => codes.indexOf(a.code) - codes.indexOf(b.code));
  const account = await loadPricingAccount(server.db, owner.customerId);
  const book = await rateBookFor(server.db, rows);
  const group = priceGroup(rows.map((r) => lineInputOf(r, book, account)), book.context);
  return plain({ action: true, message: 'OK', data: { lines: group.lines.map(lineWire), summary: groupWire(group), total: group.total, total_tax: group.totalTax } });
}

async function check(api: Client, owner: Owner, codes: string[]) {
  const list = await api('GET', '/api/cart-detail/list');
  expect(list.status).toBe(200);
  expect(list.body.data).toHaveLength(codes.length);
  expect(list.body).toEqual(await expectedList(owner));

  const reordered = [codes[3], codes[0], codes[4], codes[1], codes[2]] as string[];
  const tax = await api('POST', '/api/cart-detail/tax-calculator', { cart_detail_codes: reordered });
  expect(tax.status).toBe(200);
  expect(tax.body).toEqual(await expectedTax(owner, reordered));

  const missing = await api('POST', '/api/cart-detail/tax-calculator', { cart_detail_codes: [codes[0], 'CDNOTMINE'] });
  expect(missing).toMatchObject({ status: 404, body: { action: false, error: { reason: 'CART_DETAIL_NOT_FOUND', field: 'cart_detail_code' } } });
}

describe('hot cart routes: one query and compiled response schemas', () => {
  it('answer a guest exactly as the former path did', async () => {
    const clothes = (await server.db.selectFrom('product_types').select('id').where('slug', '=', 'pakaian').executeTakeFirstOrThrow()).id;
    const { access, api } = await guestSession(server.baseUrl, server.db);
    const empty = await api('GET', '/api/cart-detail/list');
    expect(empty.body).toEqual({ action: true, message: 'OK', data: [], count: 0, total_quantity: 0 });
    const codes = await fill(api, clothes);
    await check(api, { customerId: null, accessTokenId: access.id }, codes);
  });

  it('answer an importer with an NPWP on file exactly as the former path did', async () => {
    const clothes = (await server.db.selectFrom('product_types').select('id').where('slug', '=', 'pakaian').executeTakeFirstOrThrow()).id;
    const { customer, api } = await customerSession(server.baseUrl, server.db);
    await server.db.updateTable('customers').set({ is_importer: true }).where('id', '=', customer.id).execute();
    const sub = await server.db.selectFrom('sub_districts').select(['id', 'district_id', 'province_id']).orderBy('id').executeTakeFirstOrThrow();
    await server.db.insertInto('addresses').values({
      customer_id: customer.id, name: 'Kantor', address: 'Jl. Sudirman 1', province_id: sub.province_id, district_id: sub.district_id,
      sub_district_id: sub.id, postal_code: null, phone_number: '081234567890', phone_number_2: null, email: null, npwp: '01.234.567.8-901.000', npwp_file: null,
      long: null, lat: null, address_map: null, is_active: false,
    }).execute();
    const codes = await fill(api, clothes);
    await check(api, { customerId: customer.id, accessTokenId: null }, codes);
    const account = await api('GET', '/api/cart/pricing-account');
    expect(account.body.data).toEqual({ importer_mode: true, has_npwp: true, premium: false });
  });
});
