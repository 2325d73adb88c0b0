// A provider's product (Onebound, against its local fake) from a pasted link to a placed order:
// a chosen SKU priced with its own price and the rate an operator set in the console, the
// seller's minimum order and wholesale tiers, a restricted product (lartas) refused without the
// customer's acknowledgement, and checkout re-checking prices older than their TTL
// (docs/marketplace.md "Checkout"): a changed price goes through the "price changed"
// confirmation, a sold-out variant or an item the provider cannot confirm stops the order.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import type { Json } from './fixtures/http.ts';
import { addAddress, checkout, newShopper, preview, type Shopper } from './fixtures/checkout.ts';
import { startFakeOnebound, type FakeOnebound } from '../fixtures/fake-onebound.ts';
import { JACKET, LIPSTICK } from '../fixtures/onebound/taobao-items.ts';
import { TOTE } from '../fixtures/onebound/alibaba-items.ts';
import { urlHash } from '../../server/modules/catalog/scrape.ts';
import { LARTAS_ACK_TEXT_VERSION } from '../../src/domain/lartas/index.ts';
import { staffClient } from './fixtures/ops.ts';

let onebound: FakeOnebound;
let server: TestServer;
let shopper: Shopper;
let addressId: number;

const JACKET_URL = `https://item.taobao.com/item.htm?id=${JACKET.id}`;
/** The rate an operator sets in the console for this test (the seeded one is 2,260). */
const OPERATOR_CNY = 2_345.5;
/** The acknowledgement of the cosmetics entry (the lipstick is classified as 'kosmetik'). */
const ACK = { lartas_ack: { accepted: true, lartas_ids: ['bpom-kosmetik'], text_version: LARTAS_ACK_TEXT_VERSION } };
const LIPSTICK_URL = `https://item.taobao.com/item.htm?id=${LIPSTICK.id}`;

async function add(body: Json) {
  return shopper.api('POST', '/api/cart/add-to-cart', body, { 'idempotency-key': randomUUID() });
}

/** Makes the kept prices of an item look fetched `hours` ago (the clock the service reads is the real one). */
async function agePrices(key: string, hours: number): Promise<void> {
  await server.db.updateTable('scraped_products').set({ prices_fetched_at: new Date(Date.now() - hours * 3_600_000) })
    .where('url_hash', '=', urlHash(key)).execute();
}

async function previewTotal(codes: string[]): Promise<Json> {
  const res = await preview(shopper, { cart_detail_codes: codes, addresses: [{ address_id: addressId }] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  onebound = await startFakeOnebound();
  server = await startTestServer({
    config: { marketplaceProvider: 'onebound', oneboundApiUrl: onebound.url, oneboundApiKey: onebound.key, oneboundApiSecret: onebound.secret, marketplaceLookupsPerMinute: 0 },
  });
  shopper = await newShopper(server.baseUrl, server.db);
  addressId = (await addAddress(shopper)).address_id;
  const admin = await staffClient(server, 'admin');
  const set = await admin.call('POST', '/api/ops/kurs/CNY', { kurs: OPERATOR_CNY, note: 'Kurs minggu ini' });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  expect(Number((await shopper.api('GET', '/api/kurs?from=CNY')).body.kurs)).toBe(OPERATOR_CNY);
});
afterAll(async () => {
  await server?.close();
  await onebound?.close();
});

describe('a provider product through cart and checkout', () => {
  it('goes to the cart with the chosen SKU at its own price, the estimated weight marked, and is checked out at the quoted total', async () => {
    const scraped = await shopper.api('POST', '/api/scrap', { url: `${JACKET_URL}&spm=a1z10`, version: 'V2' });
    expect(scraped.status, JSON.stringify(scraped.body)).toBe(200);
    const sku = scraped.body.data.options.find((o: Json) => o.attributes.color === 'Black' && o.attributes.size === 'XL');
    const res = await add({ url: JACKET_URL, quantity: 2, sku_id: sku.sku_id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const line = res.body.data;
    expect(line).toMatchObject({ qty: 2, price_original: 209, color: 'Black', size: 'XL', sku_id: sku.sku_id, weight_estimated: true, marketplace: 'taobao' });
    // Goods value: the SKU's price at the operator's CNY rate, to the rupiah.
    expect(line.price_breakdown.goods_value).toBe(Math.round(209 * 2 * OPERATOR_CNY));

    const quote = await previewTotal([line.cart_detail_code]);
    const placed = await checkout(shopper, { cart_detail_codes: [line.cart_detail_code], addresses: [{ address_id: addressId }], payment_method: 'bca_va', expected_total: quote.totals.total });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const invoice = await shopper.api('GET', `/api/invoices/${placed.body.data.invoice_code}`);
    expect(invoice.body.data.total).toBe(quote.totals.total);
    const ordered = invoice.body.data.orders[0].shipments[0].lines[0];
    expect(ordered).toMatchObject({ cart_detail_code: line.cart_detail_code, quantity: 2 });
    // The invoice keeps the rate it was priced with.
    expect(invoice.body.data.kurs_used).toContainEqual(expect.objectContaining({ code: 'CNY', kurs: OPERATOR_CNY, source: 'console' }));
  });

  it('refuses a sold-out variant, and a quantity below the seller\'s minimum order; applies the wholesale tier of the quantity', async () => {
    const scraped = await shopper.api('POST', '/api/scrap', { url: JACKET_URL, version: 'V2' });
    const soldOut = scraped.body.data.options.find((o: Json) => o.stock === 0);
    const refused = await add({ url: JACKET_URL, quantity: 1, sku_id: soldOut.sku_id });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ reason: 'OUT_OF_STOCK', field: 'variant' });
    const tote = await shopper.api('GET', `/api/product/1688/${TOTE.id}`);
    expect(tote.body.data).toMatchObject({ minimum_order_quantity: 2, prices: [{ min_quantity: 2, price: 12.8 }, { min_quantity: 50, price: 11.5 }, { min_quantity: 200, price: 9.9 }] });
    const url = tote.body.data.url;
    const one = await add({ url, quantity: 1 });
    expect(one.status).toBe(422);
    expect(one.body).toMatchObject({ error: { reason: 'QUANTITY_BELOW_MOQ' }, message: 'The seller sells this product from 2 pieces' });
    const fifty = await add({ url, quantity: 50 });
    expect(fifty.status, JSON.stringify(fifty.body)).toBe(200);
    expect(fifty.body.data).toMatchObject({ qty: 50, price_original: 11.5 });
  });
});

describe('checkout re-checks prices older than their TTL', () => {
  it('a restricted provider product is classified, warned and refused without the acknowledgement', async () => {
    const added = await add({ url: LIPSTICK_URL, quantity: 1, sku_id: '5100200300001' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.lartas_id).toBe('bpom-kosmetik');
    const code = added.body.data.cart_detail_code;
    const quote = await previewTotal([code]);
    expect(quote.lartas).toMatchObject({ required: true, entries: [expect.objectContaining({ id: 'bpom-kosmetik', cart_detail_codes: [code] })] });
    const body = { cart_detail_codes: [code], addresses: [{ address_id: addressId }], payment_method: 'bca_va', expected_total: quote.totals.total };
    const refused = await checkout(shopper, body);
    expect(refused.status).toBe(422);
    expect(refused.body.error.reason).toBe('LARTAS_ACK_REQUIRED');
    expect((await checkout(shopper, { ...body, ...ACK })).status).toBe(201);
  });

  it('a changed price shows in the preview and placing with the old total is refused for confirmation', async () => {
    const added = await add({ url: LIPSTICK_URL, quantity: 3, sku_id: '5100200300002' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const code = added.body.data.cart_detail_code;
    const before = await previewTotal([code]);
    onebound.setPrice(LIPSTICK.id, '5100200300002', 45);
    // Fresh prices are not asked again.
    const calls = onebound.requestsTo('item_get').length;
    expect((await previewTotal([code])).totals.total).toBe(before.totals.total);
    expect(onebound.requestsTo('item_get')).toHaveLength(calls);
    await agePrices(`taobao:${LIPSTICK.id}`, 2);
    const after = await previewTotal([code]);
    const refresh = onebound.requestsTo('item_get').slice(calls);
    expect(refresh.map((r) => [r.query.num_iid, r.query.cache, r.query.lang])).toEqual([[LIPSTICK.id, 'no', 'cn']]);
    expect(after.totals.total).toBeGreaterThan(before.totals.total);
    const line = await shopper.api('GET', `/api/cart-detail/${code}`);
    expect(line.body.data.price_original).toBe(45);
    const stale = await checkout(shopper, { cart_detail_codes: [code], addresses: [{ address_id: addressId }], payment_method: 'bca_va', expected_total: before.totals.total, ...ACK });
    expect(stale.status).toBe(409);
    expect(stale.body.error.reason).toBe('PRICE_CHANGED');
    const placed = await checkout(shopper, { cart_detail_codes: [code], addresses: [{ address_id: addressId }], payment_method: 'bca_va', expected_total: after.totals.total, ...ACK });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  });

  it('a variant sold out since stops the checkout with its name', async () => {
    const added = await add({ url: LIPSTICK_URL, quantity: 1, sku_id: '5100200300003' });
    const code = added.body.data.cart_detail_code;
    await agePrices(`taobao:${LIPSTICK.id}`, 2);
    onebound.script('item_get', { mutate: (answer) => {
      const skus = (answer.item as Json).skus.sku as Json[];
      for (const s of skus) if (s.sku_id === '5100200300003') s.quantity = 0;
    } });
    const res = await preview(shopper, { cart_detail_codes: [code], addresses: [{ address_id: addressId }] });
    expect(res.status).toBe(409);
    expect(res.body.error.reason).toBe('OUT_OF_STOCK');
    expect(res.body.message).toBe(`The chosen variant of ${LIPSTICK.title.en} is sold out at the seller. Choose another variant or remove it from the cart.`);
    await shopper.api('DELETE', '/api/cart-detail/delete', { cart_detail_codes: [code] });
  });

  it('a provider that cannot be asked: kept prices of a few hours go through, older ones wait (503, nothing placed)', async () => {
    const added = await add({ url: LIPSTICK_URL, quantity: 1, sku_id: '5100200300001' });
    const code = added.body.data.cart_detail_code;
    await agePrices(`taobao:${LIPSTICK.id}`, 3);
    onebound.script('item_get', { httpStatus: 502 });
    const recent = await preview(shopper, { cart_detail_codes: [code], addresses: [{ address_id: addressId }] });
    expect(recent.status, JSON.stringify(recent.body)).toBe(200);
    await agePrices(`taobao:${LIPSTICK.id}`, 30);
    onebound.script('item_get', { httpStatus: 502 });
    const old = await checkout(shopper, { cart_detail_codes: [code], addresses: [{ address_id: addressId }], payment_method: 'bca_va', expected_total: recent.body.data.totals.total, ...ACK });
    expect(old.status).toBe(503);
    expect(old.body.error.reason).toBe('PRICE_UNCHECKED');
    expect((await shopper.api('GET', `/api/cart-detail/${code}`)).status).toBe(200);
  });
});
