// The spec's calls added by issue 25: GET category/{slug}, POST shipping/pricev2,
// POST cart/vendor/{marketplace}/add-to-cart and PUT cart/vendor/{marketplace}/edit.
// Each: the happy path, validation (400/422), another customer's data (404), amounts sent by the
// client ignored, and its place in /api/openapi.json.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { customerSession, guestSession, type Client } from '../fixtures/cart-session.ts';
import { jsonClient, type Json } from './fixtures/http.ts';
import { shippingOptions } from '../../server/modules/regions/tariff.ts';

const TSHIRT_ID = '652318870214'; // 1688, MOQ 10, tiered price
const JACKET_ID = '725531908812'; // Taobao, variants Khaki/Army/Hitam
const BLENDER_ID = '750123498765'; // Tmall
const MENTENG = 317106; // DKI Jakarta, zone 1
const JAYAPURA_UTARA = 917101; // Papua, zone 5

let server: TestServer;
let guest: Client;
let other: Client;
let customer: Client;
let stranger: Client;

beforeAll(async () => {
  server = await startTestServer();
  guest = (await guestSession(server.baseUrl, server.db)).api;
  other = (await guestSession(server.baseUrl, server.db)).api;
  customer = (await customerSession(server.baseUrl, server.db)).api;
  stranger = (await customerSession(server.baseUrl, server.db)).api;
});
afterAll(async () => { await server?.close(); });

describe('GET category/{slug}', () => {
  it('answers the category and its products from every marketplace, in the envelope', async () => {
    const res = await guest('GET', '/api/category/pakaian-pria');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      action: true, message: expect.any(String),
      category: { slug: 'pakaian-pria', name: 'Pakaian Pria', name_en: expect.any(String), label: expect.any(String), count: expect.any(Number) },
      page: 1, per_page: 20,
    });
    expect(res.body.category.marketplaces).toEqual(expect.arrayContaining(['1688', 'taobao']));
    expect(res.body.data.length).toBe(res.body.category.count);
    expect(res.body.total).toBe(res.body.category.count);
    for (const item of res.body.data) {
      expect(item).toMatchObject({ category_slug: 'pakaian-pria', product_title: expect.any(String), url: expect.any(String) });
      expect(Number.isInteger(item.price)).toBe(true);
    }
    // The same products catalog/{category} lists for that slug.
    const catalog = await guest('GET', '/api/catalog/pakaian-pria');
    expect(res.body.data.map((i: Json) => i.product_key)).toEqual(catalog.body.data.map((i: Json) => i.product_key));
  });

  it('labels the category in the request language and pages and filters with q', async () => {
    const id = await jsonClient(server.baseUrl)('GET', '/api/category/pakaian-pria?per_page=1&page=2', { headers: { 'tb-language': 'indonesia' } });
    expect(id.status).toBe(200);
    expect(id.body.category.label).toBe('Pakaian Pria');
    expect(id.body).toMatchObject({ page: 2, per_page: 1 });
    expect(id.body.data).toHaveLength(1);
    const none = await guest('GET', '/api/category/pakaian-pria?q=zzzzzz');
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    expect(none.body.category.count).toBeGreaterThan(0);
  });

  it('answers 404 with the not-found text for an unknown slug, 422 for a malformed one', async () => {
    const unknown = await guest('GET', '/api/category/tidak-ada-kategori');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ action: false, message: 'API route is missing or undefined', error: { code: 'NOT_FOUND', reason: 'CATEGORY_NOT_FOUND' } });
    const malformed = await guest('GET', '/api/category/Not%20A%20Slug');
    expect([400, 422]).toContain(malformed.status);
    expect(malformed.body.action).toBe(false);
    const page = await guest('GET', '/api/category/pakaian-pria?page=0');
    expect(page.status).toBe(422);
    expect(page.body.error.field).toContain('page');
  });
});

describe('POST shipping/pricev2', () => {
  it('quotes several destinations in grams with the tariff checkout charges, the cheapest marked', async () => {
    const res = await guest('POST', '/api/shipping/pricev2', { destinations: [{ sub_district_id: MENTENG, weight: 1200 }, { sub_district_id: JAYAPURA_UTARA, weight: 1 }] });
    expect(res.status).toBe(200);
    expect(res.body.action).toBe(true);
    const [menteng, papua] = res.body.data;
    expect(menteng).toMatchObject({ index: 0, address_id: null, sub_district_id: MENTENG, province_id: 31, weight: 1200 });
    // 1,200 g is charged as 2 kg, as v1 charges 1.2 kg.
    const v1 = shippingOptions(31, 1.2).details;
    expect(menteng.details.map((d: Json) => [d.courier, d.service, d.price])).toEqual(v1.map((d) => [d.courier, d.service, d.price]));
    expect(menteng.cheapest).toMatchObject({ courier: 'J&T', service: 'EZ', price: 18_000 });
    expect(papua).toMatchObject({ index: 1, sub_district_id: JAYAPURA_UTARA, weight: 1 });
    expect(papua.details.find((d: Json) => d.service === 'REG').price).toBe(48_000);
    for (const d of [...menteng.details, ...papua.details]) expect(Number.isInteger(d.price)).toBe(true);
  });

  it('narrows to the couriers asked for', async () => {
    const res = await guest('POST', '/api/shipping/pricev2', { destinations: [{ sub_district_id: MENTENG, weight: 500 }], couriers: ['JNE'] });
    expect(res.status).toBe(200);
    expect(res.body.data[0].details.map((d: Json) => d.service)).toEqual(['REG', 'YES']);
  });

  it('quotes the caller\'s own address; another customer\'s answers 404, a guest 401', async () => {
    const created = await customer('POST', '/api/customer/address', {
      name: 'Budi Santoso', address: 'Jl. Teuku Umar No. 1', province_id: 31, district_id: 3171, sub_district_id: MENTENG, postal_code: '10310', phone_number: '0812-3456-7890',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const addressId = created.body.data.address_id;
    const mine = await customer('POST', '/api/shipping/pricev2', { destinations: [{ address_id: addressId, weight: 2500 }] });
    expect(mine.status).toBe(200);
    expect(mine.body.data[0]).toMatchObject({ address_id: addressId, sub_district_id: MENTENG, weight: 2500 });
    const theirs = await stranger('POST', '/api/shipping/pricev2', { destinations: [{ address_id: addressId, weight: 2500 }] });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ action: false, error: { reason: 'ADDRESS_NOT_FOUND', field: 'body.destinations[0].address_id' } });
    expect(JSON.stringify(theirs.body)).not.toContain('Teuku Umar');
    const anonymous = await guest('POST', '/api/shipping/pricev2', { destinations: [{ address_id: addressId, weight: 1 }] });
    expect(anonymous.status).toBe(401);
  });

  it('refuses bad input with a field: 422 for the schema, 404 for an unknown place, 400 for broken JSON', async () => {
    const cases: [unknown, string][] = [
      [{}, 'destinations'],
      [{ destinations: [] }, 'destinations'],
      [{ destinations: [{ sub_district_id: MENTENG }] }, 'destinations.0'],
      [{ destinations: [{ sub_district_id: MENTENG, weight: -1 }] }, 'weight'],
      [{ destinations: [{ weight: 1 }] }, 'destinations'],
      [{ destinations: [{ sub_district_id: MENTENG, address_id: 1, weight: 1 }] }, 'destinations'],
      [{ destinations: [{ sub_district_id: MENTENG, weight: 1 }], couriers: ['<script>'] }, 'couriers'],
      [{ destinations: Array.from({ length: 51 }, () => ({ sub_district_id: MENTENG, weight: 1 })) }, 'destinations'],
    ];
    for (const [body, field] of cases) {
      const res = await guest('POST', '/api/shipping/pricev2', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.action).toBe(false);
      expect(res.body.error.field, JSON.stringify(body)).toContain(field);
    }
    const unknown = await guest('POST', '/api/shipping/pricev2', { destinations: [{ sub_district_id: MENTENG, weight: 1 }, { sub_district_id: 999999, weight: 1 }] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ reason: 'SUB_DISTRICT_NOT_FOUND', field: 'body.destinations[1].sub_district_id' });
    const broken = await fetch(`${server.baseUrl}/api/shipping/pricev2`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"destinations": [' });
    expect(broken.status).toBe(400);
  });
});

describe('cart/vendor/{marketplace}', () => {
  const vendorAdd = (api: Client, marketplace: string, body: Json, headers?: Record<string, string>) => api('POST', `/api/cart/vendor/${marketplace}/add-to-cart`, body, headers);
  const vendorEdit = (api: Client, marketplace: string, body: Json) => api('PUT', `/api/cart/vendor/${marketplace}/edit`, body);

  it('adds a 1688 item by its id, priced by the server from the kept product (client amounts ignored)', async () => {
    const res = await vendorAdd(guest, '1688', { product_id: TSHIRT_ID, quantity: 20, color: 'Hitam', size: 'L', price: 0.01, price_original: 0.01, sub_total: 1, is_all_in_price: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ action: true, message: 'Successfully added to cart', marketplace: '1688', product_id: TSHIRT_ID, cart_detail_code: expect.stringMatching(/^CD[A-Z0-9]{12}$/), cart_detail_id: expect.any(Number) });
    // The wholesale tier of 20 pieces, as cart/add-to-cart prices the same link.
    expect(res.body.data).toMatchObject({ price_original: 12.8, currency: 'CNY', qty: 20, color: 'Hitam', size: 'L', marketplace: '1688', kind: 'scraped', max_quantity: 1_000_000 });
    expect(res.body.data.sub_total).toBeGreaterThan(1);
    const same = await guest('POST', '/api/cart/add-to-cart', { url: `https://detail.1688.com/offer/${TSHIRT_ID}.html`, quantity: 20, color: 'Hitam', size: 'L' });
    // The same product and variant raises the line instead of adding a second one.
    expect(same.body.cart_detail_code).toBe(res.body.cart_detail_code);
    expect(same.body.data.qty).toBe(40);
  });

  it('adds Taobao and Tmall items; Indonesian message by default', async () => {
    const taobao = await vendorAdd(guest, 'taobao', { product_id: JACKET_ID, quantity: 1, color: 'Khaki', size: 'L' });
    expect(taobao.status, JSON.stringify(taobao.body)).toBe(200);
    expect(taobao.body.data).toMatchObject({ marketplace: 'taobao', qty: 1 });
    const tmall = await jsonClient(server.baseUrl)('POST', '/api/cart/vendor/tmall/add-to-cart', {
      body: { product_id: Number(BLENDER_ID), quantity: 2 }, headers: { 'tb-language': 'indonesia', accesstoken: (await guestSession(server.baseUrl, server.db)).access.token },
    });
    expect(tmall.status, JSON.stringify(tmall.body)).toBe(200);
    expect(tmall.body).toMatchObject({ message: 'Berhasil ditambahkan ke keranjang', data: { marketplace: 'tmall', qty: 2 } });
  });

  it('validates the marketplace, the body and the item', async () => {
    const market = await vendorAdd(guest, 'shopee', { product_id: TSHIRT_ID, quantity: 10 });
    expect(market.status).toBe(422);
    expect(market.body.error.field).toContain('marketplace');
    for (const [body, field] of [[{ quantity: 10 }, 'product_id'], [{ product_id: TSHIRT_ID }, 'quantity'], [{ product_id: 'abc', quantity: 10 }, 'product_id'], [{ product_id: TSHIRT_ID, quantity: 0 }, 'quantity']] as const) {
      const res = await vendorAdd(guest, '1688', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.error.field).toContain(field);
    }
    // The item must be one of that marketplace: a Taobao id under 1688 is not found.
    const wrong = await vendorAdd(guest, '1688', { product_id: JACKET_ID, quantity: 1 });
    expect(wrong.status).toBe(404);
    expect(wrong.body.action).toBe(false);
    const belowMoq = await vendorAdd(guest, '1688', { product_id: TSHIRT_ID, quantity: 5 });
    expect(belowMoq.status).toBe(422);
    expect(belowMoq.body.error).toMatchObject({ field: 'quantity', reason: 'QUANTITY_BELOW_MOQ' });
    const broken = await fetch(`${server.baseUrl}/api/cart/vendor/1688/add-to-cart`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(broken.status).toBe(400);
    const none = await jsonClient(server.baseUrl)('POST', '/api/cart/vendor/1688/add-to-cart', { body: { product_id: TSHIRT_ID, quantity: 10 } });
    expect(none.status).toBe(401);
  });

  it('replays an add with the same Idempotency-Key instead of adding twice', async () => {
    const headers = { 'idempotency-key': 'vendor-add-once' };
    const first = await vendorAdd(customer, 'taobao', { product_id: JACKET_ID, quantity: 1, color: 'Army', size: 'XXL' }, headers);
    const again = await vendorAdd(customer, 'taobao', { product_id: JACKET_ID, quantity: 1, color: 'Army', size: 'XXL' }, headers);
    expect(again.status).toBe(200);
    expect(again.body.data.qty).toBe(first.body.data.qty);
    const line = await customer('GET', `/api/cart-detail/${first.body.cart_detail_code}`);
    expect(line.body.data.qty).toBe(1);
  });

  it('edits a line through its marketplace, re-priced from the kept product; client amounts ignored', async () => {
    const added = await vendorAdd(customer, '1688', { product_id: TSHIRT_ID, quantity: 10, color: 'Putih', size: 'M' });
    const code = added.body.cart_detail_code;
    const priceAt10 = added.body.data.price_original;
    const res = await vendorEdit(customer, '1688', { cart_detail_code: code, quantity: 20, catatan: 'Dua lusin', price_original: 0.01, sub_total: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ action: true, message: 'Cart successfully updated', marketplace: '1688', cart_detail_code: code });
    expect(res.body.data).toMatchObject({ qty: 20, catatan: 'Dua lusin', price_original: 12.8 });
    expect(priceAt10).toBeGreaterThanOrEqual(12.8);
    expect(res.body.data.sub_total).toBeGreaterThan(1);
  });

  it('answers 404 for another owner\'s line and 422 for a line of another marketplace or a manual one', async () => {
    const added = await vendorAdd(customer, 'taobao', { product_id: JACKET_ID, quantity: 1, color: 'Khaki', size: 'L' });
    const code = added.body.cart_detail_code;
    for (const api of [stranger, other]) {
      const res = await vendorEdit(api, 'taobao', { cart_detail_code: code, quantity: 2 });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ action: false, error: { reason: 'CART_DETAIL_NOT_FOUND' } });
    }
    const unchanged = await customer('GET', `/api/cart-detail/${code}`);
    expect(unchanged.body.data.qty).toBe(1);
    const otherMarket = await vendorEdit(customer, '1688', { cart_detail_code: code, quantity: 2 });
    expect(otherMarket.status).toBe(422);
    expect(otherMarket.body.error).toMatchObject({ reason: 'WRONG_MARKETPLACE', field: 'cart_detail_code' });
    const manual = await customer('POST', '/api/cart/add-to-cart-manual', { product_title: 'Mug', url: `https://item.taobao.com/item.htm?id=${JACKET_ID}`, price_original: 5, currency_code: 'CNY', country: 'china', quantity: 1 });
    expect(manual.status, JSON.stringify(manual.body)).toBe(200);
    const manualEdit = await vendorEdit(customer, 'taobao', { cart_detail_code: manual.body.cart_detail_code, quantity: 2 });
    expect(manualEdit.status).toBe(422);
    expect(manualEdit.body.error.reason).toBe('WRONG_MARKETPLACE');
    const badMarket = await vendorEdit(customer, 'amazon', { cart_detail_code: code, quantity: 2 });
    expect(badMarket.status).toBe(422);
    const noCode = await vendorEdit(customer, 'taobao', { quantity: 2 });
    expect(noCode.status).toBe(422);
    expect(noCode.body.error.field).toContain('cart_detail_code');
    const tooMany = await vendorEdit(customer, 'taobao', { cart_detail_code: code, quantity: 100_000 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.reason).toBe('QUANTITY_ABOVE_MAX');
  });
});

describe('OpenAPI', () => {
  it('lists the four calls', async () => {
    const res = await jsonClient(server.baseUrl)('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.paths['/api/category/{slug}']).toHaveProperty('get');
    expect(res.body.paths['/api/shipping/pricev2']).toHaveProperty('post');
    expect(res.body.paths['/api/cart/vendor/{marketplace}/add-to-cart']).toHaveProperty('post');
    expect(res.body.paths['/api/cart/vendor/{marketplace}/edit']).toHaveProperty('put');
  });
});
