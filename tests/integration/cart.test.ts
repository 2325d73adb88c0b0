// The server cart: add (scraped, demo, catalog, manual), list, read, edit, delete, check,
// quantity limits and ownership (guest by access token, customer by login).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { seedCatalog } from '../../server/modules/catalog/seed.ts';
import { startStoreServer, type StoreServer } from '../fixtures/store-server.ts';
import { customerSession, guestSession, type Client } from '../fixtures/cart-session.ts';
import { jsonClient, type Json } from './fixtures/http.ts';

const TSHIRT = 'https://detail.1688.com/offer/652318870214.html';
const JACKET = 'https://item.taobao.com/item.htm?id=725531908812';
const SERUM = 'https://item.taobao.com/item.htm?id=736655443322';

let server: TestServer;
let store: StoreServer;
let guest: Client;
let other: Client;
let customer: Client;

beforeAll(async () => {
  store = await startStoreServer();
  server = await startTestServer({ seed: false });
  await seedCatalog(server.db, server.config);
  guest = (await guestSession(server.baseUrl, server.db)).api;
  other = (await guestSession(server.baseUrl, server.db)).api;
  customer = (await customerSession(server.baseUrl, server.db)).api;
});
afterAll(async () => {
  await server?.close();
  await store?.close();
});

const add = (api: Client, body: Json) => api('POST', '/api/cart/add-to-cart', body);

describe('add to cart', () => {
  it('adds a demo 1688 product with a variant; the server decides the price (wholesale tier)', async () => {
    const res = await add(guest, { url: TSHIRT, quantity: 20, color: 'Hitam', size: 'L', catatan: 'Jangan dilipat', price: 0.01, package_track: 'udara' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ action: true, message: 'Successfully added to cart', cart_detail_code: expect.stringMatching(/^CD[A-Z0-9]{12}$/), cart_detail_id: expect.any(Number) });
    expect(res.body.data).toMatchObject({
      price_original: 12.8, currency: 'CNY', qty: 20, color: 'Hitam', size: 'L', catatan: 'Jangan dilipat', marketplace: '1688',
      max_quantity: 1_000_000, weight: 220, country: 'china', kind: 'scraped', flag_scrapped: true, cart_status: true,
      variant: { color: 'Hitam', size: 'L' }, product_type: expect.objectContaining({ slug: 'pakaian' }),
    });
    expect(Number.isInteger(res.body.data.sub_total)).toBe(true);
    expect(res.body.data.sub_total_with_tax).toBeGreaterThan(res.body.data.sub_total);
    expect(res.body.data.additionalInfo).toEqual({ packing_fee: 1, packing_fee_currency: 'CNY', total_packing_fee: 20 });
  });

  it('adding the same product and variant again raises that line', async () => {
    const first = await add(guest, { url: JACKET, quantity: 1, variant: { color: 'Khaki', size: 'L' } });
    const again = await add(guest, { url: JACKET, quantity: 2, color: 'Khaki', size: 'L' });
    expect(again.body.cart_detail_code).toBe(first.body.cart_detail_code);
    expect(again.body.data.qty).toBe(3);
    const otherVariant = await add(guest, { url: JACKET, quantity: 1, color: 'Army', size: 'XXL' });
    expect(otherVariant.body.cart_detail_code).not.toBe(first.body.cart_detail_code);
    expect(otherVariant.body.data.price_original).toBe(139);
  });

  it('validates quantity against the max (domain maxQuantityFor)', async () => {
    const above = await add(guest, { url: JACKET, quantity: 321, color: 'Hitam', size: 'M' });
    expect(above.status).toBe(422);
    expect(above.body).toMatchObject({ action: false, error: { field: 'quantity', reason: 'QUANTITY_ABOVE_MAX' }, message: 'Quantity exceeds the maximum of 320' });
    // The seller's minimum order (1688 MOQ) is a cart rule: the seller sells no fewer (docs/marketplace.md).
    const belowMoq = await add(guest, { url: TSHIRT, quantity: 5, color: 'Putih', size: 'M' });
    expect(belowMoq.status).toBe(422);
    expect(belowMoq.body).toMatchObject({ error: { field: 'quantity', reason: 'QUANTITY_BELOW_MOQ' }, message: 'The seller sells this product from 10 pieces' });
    const atMoq = await add(guest, { url: TSHIRT, quantity: 10, color: 'Putih', size: 'M' });
    expect(atMoq.body.data).toMatchObject({ qty: 10, price_original: 12.8, minimum_order_quantity: 10 });
    const zero = await add(guest, { url: JACKET, quantity: 0, color: 'Hitam', size: 'M' });
    expect(zero.status).toBe(422);
    expect(zero.body.error.field).toContain('quantity');
    const manual = await guest('POST', '/api/cart/add-to-cart-manual', { product_title: 'Mug', price_original: 5, currency_code: 'USD', country: 'us', quantity: 11 });
    expect(manual.body.error).toMatchObject({ field: 'quantity', reason: 'QUANTITY_ABOVE_MAX' });
  });

  it('takes a known variant or none, and known product types and HS codes', async () => {
    const none = await add(guest, { url: TSHIRT, quantity: 10 });
    expect(none.body.data).toMatchObject({ color: '', size: '', sku_id: null, price_original: 12.8 });
    const partial = await add(guest, { url: TSHIRT, quantity: 10, color: 'Maroon' });
    expect(partial.body.data).toMatchObject({ color: 'Maroon', size: '', sku_id: null });
    const sku = await add(guest, { url: TSHIRT, quantity: 10, sku_id: '652318870214-5' });
    expect(sku.body.data).toMatchObject({ color: 'Putih', size: 'XXL', price_original: 14.3 });
    expect((await add(guest, { url: TSHIRT, quantity: 10, color: 'Ungu', size: 'M' })).body.error).toMatchObject({ field: 'variant', reason: 'UNKNOWN_VARIANT' });
    expect((await add(guest, { url: TSHIRT, quantity: 10, sku_id: 'nope' })).body.error).toMatchObject({ field: 'variant', reason: 'UNKNOWN_VARIANT' });
    expect((await add(guest, { url: SERUM, quantity: 1, hscode: '9999.99.99' })).body.error).toMatchObject({ field: 'hscode', reason: 'UNKNOWN_HSCODE' });
    expect((await add(guest, { url: SERUM, quantity: 1, product_type_id: 99999 })).body.error).toMatchObject({ field: 'product_type_id' });
    expect((await add(guest, { url: 'https://item.taobao.com/item.htm?id=1', quantity: 1 })).status).toBe(404);
  });

  it('adds a scraped store page by its slug; an unknown country must be given', async () => {
    const scraped = await guest('POST', '/api/scrap', { url: store.url('/opengraph.html'), version: 'V2' });
    const slug = scraped.body.data.slug;
    expect((await add(guest, { product_slug: slug, quantity: 1 })).body.error).toMatchObject({ field: 'country' });
    const res = await add(guest, { product_slug: slug, quantity: 2, country: 'singapore', weight: 1.2, weight_unit: 'kg', hscode: { code: '7323.93.90' } });
    expect(res.body.data).toMatchObject({ price_original: 38.5, currency: 'SGD', country: 'singapore', weight: 1200, hscode: { code: '7323.93.90', bm: 15 } });
  });

  it('adds a manual line from the spec payload, converting units', async () => {
    const res = await guest('POST', '/api/cart/add-to-cart-manual', {
      product_title: 'Vintage Camera Strap', product_url: 'https://www.etsy.com/listing/123', image_url: 'javascript:alert(1)',
      price_original: '19.99', currency_code: 'usd', quantity: 2, weight: 0.5, weight_unit: 'kg',
      dimension_length: 10, dimension_width: 4, dimension_height: 2, dimension_unit: 'inch', country: 'us', catatan: 'Coklat', product_color: 'Brown',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: 'manual', flag_scrapped: false, name: 'Vintage Camera Strap', price_original: 19.99, currency: 'USD', weight: 500,
      dimension_length: 25.4, dimension_width: 10.16, dimension_height: 5.08, image: '', color: 'Brown', max_quantity: 10, country: 'us',
    });
    expect((await guest('POST', '/api/cart/add-to-cart-manual', { name: 'X', price_original: 1, currency: 'EUR', country: 'us', quantity: 1 })).body.error).toMatchObject({ field: 'currency' });
    expect((await guest('POST', '/api/cart/add-to-cart-manual', { name: 'X', price_original: 1, currency: 'USD', country: 'mars', quantity: 1 })).body.error).toMatchObject({ field: 'country' });
    expect((await guest('POST', '/api/cart/add-to-cart-manual', { name: 'X', price_original: -1, currency: 'USD', country: 'us', quantity: 1 })).status).toBe(422);
  });
});

describe('list, read, edit, delete, check', () => {
  it('lists the caller\'s lines only', async () => {
    const mine = await guest('GET', '/api/cart-detail/list');
    expect(mine.body.data.length).toBeGreaterThanOrEqual(5);
    expect((await other('GET', '/api/cart-detail/list')).body.data).toEqual([]);
    expect((await customer('GET', '/api/cart-detail/list')).body.data).toEqual([]);
    expect((await jsonClient(server.baseUrl)('GET', '/api/cart-detail/list')).status).toBe(401);
  });

  it('reads a line; another token\'s or customer\'s line is 404', async () => {
    const { body } = await add(guest, { url: SERUM, quantity: 2 });
    const code = body.cart_detail_code;
    expect((await guest('GET', `/api/cart-detail/${code}`)).body.data).toMatchObject({ cart_detail_code: code, name: expect.stringContaining('Niacinamide'), lartas_id: 'bpom-kosmetik' });
    expect((await other('GET', `/api/cart-detail/${code}`)).status).toBe(404);
    expect((await customer('GET', `/api/cart-detail/${code}`)).status).toBe(404);
    expect((await other('PUT', '/api/cart-detail/edit-scraped', { cart_detail_code: code, quantity: 1 })).status).toBe(404);
    expect((await other('DELETE', '/api/cart-detail/delete', { cart_detail_codes: [code] })).status).toBe(404);
    expect((await guest('GET', `/api/cart-detail/${code}`)).status).toBe(200);
  });

  it('edits a scraped line: quantity re-prices the tier, variant, note, rates', async () => {
    const { body } = await add(guest, { url: TSHIRT, quantity: 10, color: 'Navy', size: 'M' });
    const code = body.cart_detail_code;
    const bagType = (await guest('GET', '/api/product/category')).body.data.find((p: Json) => p.slug === 'tas').id;
    // 1688 has no sea: the edit is refused (nothing changes), never switched to air.
    const sea = await guest('PUT', '/api/cart-detail/edit-scraped', { cart_detail_code: code, quantity: 150, package_track: 'laut' });
    expect(sea.status).toBe(422);
    expect(sea.body.error).toMatchObject({ reason: 'SEA_NOT_AVAILABLE', field: 'package_track' });
    expect((await guest('GET', `/api/cart-detail/${code}`)).body.data).toMatchObject({ qty: 10, package_track: 'udara' });
    const res = await guest('PUT', '/api/cart-detail/edit-scraped', { cart_detail_code: code, quantity: 150, size: 'XXL', color: 'Navy', catatan: 'Baru', package_track: 'udara', product_type_id: bagType, hscode: '6109.10.10', use_insurance: true, using_npwp: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ qty: 150, size: 'XXL', price_original: 13, catatan: 'Baru', package_track: 'udara', product_type_id: bagType, hscode: { code: '6109.10.10' }, use_insurance: true, using_npwp: true });
    expect(res.body.data.price_breakdown.insurance).toBeGreaterThan(0);
    expect((await guest('PUT', '/api/cart-detail/edit-scraped', { cart_detail_code: code, quantity: 2 })).body.error).toMatchObject({ reason: 'QUANTITY_BELOW_MOQ' });
    expect((await guest('PUT', '/api/cart-detail/edit-scraped', { cart_detail_code: code, quantity: 10 })).body.data).toMatchObject({ qty: 10, price_original: 14.3 });
    expect((await guest('PUT', '/api/cart-detail/edit-scraped', { cart_detail_code: code, color: 'Ungu' })).body.error).toMatchObject({ reason: 'UNKNOWN_VARIANT' });
    expect((await guest('PUT', '/api/cart-detail/edit-scraped', { cart_detail_code: code, color: 'Putih' })).body.data).toMatchObject({ color: 'Putih', size: 'XXL', sku_id: '652318870214-5' });
    expect((await guest('PUT', '/api/cart-detail/edit-manual', { cart_detail_code: code, price_original: 1 })).body.error).toMatchObject({ reason: 'WRONG_CART_KIND' });
    expect((await guest('PUT', '/api/cart-detail/edit-scraped', { cart_detail_code: code, hscode: '0000' })).status).toBe(422);
  });

  it('edits manual and catalog lines through their own calls', async () => {
    const manual = await guest('POST', '/api/cart/add-to-cart-manual', { name: 'Tea Set', price_original: 10, currency: 'GBP', country: 'uk', quantity: 1 });
    const edited = await guest('PUT', '/api/cart-detail/edit-manual', { cart_detail_code: manual.body.cart_detail_code, price_original: '12.5', quantity: 3, name: 'Tea Set Deluxe' });
    expect(edited.body.data).toMatchObject({ price_original: 12.5, qty: 3, name: 'Tea Set Deluxe' });
    expect((await guest('PUT', '/api/cart-detail/edit-manual', { cart_detail_code: manual.body.cart_detail_code, quantity: 11 })).body.error).toMatchObject({ reason: 'QUANTITY_ABOVE_MAX' });
    const product = await guest('GET', '/api/product/tmall/750123498765');
    const catalog = await add(guest, { product_slug: product.body.data.slug, page_mode: 'catalog', quantity: 1, color: 'Pink' });
    expect(catalog.body.data.kind).toBe('catalog');
    const c2 = await guest('PUT', '/api/cart-detail/edit-catalog', { cart_detail_code: catalog.body.cart_detail_code, quantity: 4, color: 'Hijau' });
    expect(c2.body.data).toMatchObject({ qty: 4, color: 'Hijau' });
    expect((await guest('PUT', '/api/cart-detail/edit-scraped', { cart_detail_code: catalog.body.cart_detail_code, quantity: 2 })).body.error).toMatchObject({ reason: 'WRONG_CART_KIND' });
  });

  it('deletes lines (204) and check reports what the caller no longer has', async () => {
    const a = await add(guest, { url: 'https://detail.tmall.com/item.htm?id=743210987654', quantity: 1 });
    const b = await add(guest, { url: 'https://detail.tmall.com/item.htm?id=748765123490', quantity: 1 });
    const foreign = await add(other, { url: 'https://detail.tmall.com/item.htm?id=748765123490', quantity: 1 });
    const both = await guest('DELETE', '/api/cart-detail/delete', { cart_detail_codes: [a.body.cart_detail_code, foreign.body.cart_detail_code] });
    expect(both.status).toBe(404);
    expect((await guest('GET', `/api/cart-detail/${a.body.cart_detail_code}`)).status).toBe(200);
    const del = await guest('DELETE', '/api/cart-detail/delete', { cart_detail_codes: [a.body.cart_detail_code] });
    expect(del.status).toBe(204);
    expect((await guest('GET', `/api/cart-detail/${a.body.cart_detail_code}`)).status).toBe(404);
    const check = await guest('POST', '/api/cart-detail/check', { cart_details_id: [a.body.cart_detail_id, b.body.cart_detail_id, b.body.cart_detail_code, foreign.body.cart_detail_id, 987654] });
    expect(check.status).toBe(200);
    expect(check.body.removeds).toEqual([a.body.cart_detail_id, foreign.body.cart_detail_id, 987654]);
    expect((await other('GET', `/api/cart-detail/${foreign.body.cart_detail_code}`)).status).toBe(200);
  });
});
