// Prices of the cart: tax-calculator and list-group totals equal the domain's priceGroup
// for the same inputs, every amount an integer. (What the client may and may not decide:
// pricing-authority.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { seedCatalog } from '../../server/modules/catalog/seed.ts';
import { hsCodeRates, loadPricingContext, productTypeRates } from '../../server/modules/catalog/rates.ts';
import { priceGroup, type GroupBreakdown, type LineBreakdown, type PriceLineInput } from '../../src/domain/pricing/index.ts';
import { guestSession, type Client } from '../fixtures/cart-session.ts';
import type { Json } from './fixtures/http.ts';

let server: TestServer;
let guest: Client;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  await seedCatalog(server.db, server.config);
  guest = (await guestSession(server.baseUrl, server.db)).api;
});
afterAll(async () => server?.close());

type Summed = Exclude<keyof GroupBreakdown & keyof LineBreakdown, 'lines' | 'taxesApplied'>;
const WIRE: [string, Summed][] = [
  ['goods_value', 'goodsValue'], ['us_tax', 'usTax'], ['shipping_to_warehouse', 'shippingToWarehouse'], ['packing_fee', 'packingFee'],
  ['additional_transaction', 'additionalTransaction'], ['insurance', 'insurance'], ['freight', 'freight'], ['all_in', 'allIn'],
  ['import_duty', 'importDuty'], ['vat', 'vat'], ['income_tax', 'incomeTax'], ['transaction_fee', 'transactionFee'],
  ['customs_value', 'customsValue'], ['subtotal', 'subtotal'], ['total_tax', 'totalTax'], ['total', 'total'], ['charged_weight', 'chargedGrams'],
];

function expectSame(wire: Json, domain: GroupBreakdown | LineBreakdown) {
  for (const [w, d] of WIRE) {
    expect(wire[w], w).toBe(domain[d]);
    expect(Number.isInteger(wire[w]), w).toBe(true);
  }
  expect(wire.volume).toBe(domain.volumeCbm);
}

async function typeRates(slug: string) {
  const row = await server.db.selectFrom('product_types').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
  return { id: row.id, rates: productTypeRates(row) };
}

describe('tax-calculator', () => {
  it('prices inline lines exactly as priceGroup does', async () => {
    const clothes = await typeRates('pakaian');
    const hs = hsCodeRates(await server.db.selectFrom('hs_codes').selectAll().where('code', '=', '4202.92.90').executeTakeFirstOrThrow());
    expect(clothes.rates).toMatchObject({ beaMasuk: 25, ppn: 11, pph: 10, pphNonNpwp: 20 });
    const res = await guest('POST', '/api/cart-detail/tax-calculator', {
      use_insurance: true,
      lines: [
        { id: 'a', price: 129, currency: 'CNY', quantity: 2, weight: 550, country: 'china', marketplace: 'taobao', product_type_id: clothes.id },
        { id: 'b', price: 38.5, currency: 'cny', quantity: 10, weight: 0.85, weight_unit: 'kg', dimension_length: 45, dimension_width: 30, dimension_height: 15, country: 'china', marketplace: 'taobao', package_track: 'laut', hscode: '4202.92.90' },
        { id: 'c', price: 19.99, currency: 'USD', quantity: 1, weight: 300, country: 'us' },
      ],
    });
    expect(res.status).toBe(200);
    const ctx = await loadPricingContext(server.db);
    const inputs: PriceLineInput[] = [
      { id: 'a', price: 129, currency: 'CNY', quantity: 2, weightGrams: 550, lengthCm: 0, widthCm: 0, heightCm: 0, country: 'china', marketplace: 'taobao', track: 'udara', productType: clothes.rates, hsCode: null, usingNpwp: false, importerMode: false, isAllInPrice: false, useInsurance: true },
      { id: 'b', price: 38.5, currency: 'CNY', quantity: 10, weightGrams: 850, lengthCm: 45, widthCm: 30, heightCm: 15, country: 'china', marketplace: 'taobao', track: 'laut', productType: null, hsCode: hs, usingNpwp: false, importerMode: false, isAllInPrice: false, useInsurance: true },
      { id: 'c', price: 19.99, currency: 'USD', quantity: 1, weightGrams: 300, lengthCm: 0, widthCm: 0, heightCm: 0, country: 'us', marketplace: 'other', track: 'udara', productType: null, hsCode: null, usingNpwp: false, importerMode: false, isAllInPrice: false, useInsurance: true },
    ];
    const expected = priceGroup(inputs, ctx, { isAllInPrice: false });
    expectSame(res.body.data.summary, expected);
    expect(res.body.data).toMatchObject({ total: expected.total, total_tax: expected.totalTax });
    expected.lines.forEach((line, i) => expectSame(res.body.data.lines[i], line));
    expect(res.body.data.lines.map((l: Json) => l.id)).toEqual(['a', 'b', 'c']);
    expect(res.body.data.lines[1].track).toBe('laut');
    expect(res.body.data.total).toBeGreaterThan(0);
  });

  it('prices the caller\'s cart lines by code, and list-group agrees', async () => {
    const a = await guest('POST', '/api/cart/add-to-cart', { url: 'https://detail.1688.com/offer/677102345811.html', quantity: 60, color: 'Hitam' });
    const b = await guest('POST', '/api/cart/add-to-cart-manual', { name: 'Book', price_original: '24.5', currency: 'GBP', country: 'uk', quantity: 2, weight: 700, hscode: '4901.99.10', using_npwp: true, use_insurance: true });
    // The NPWP choice is stored as asked, the insurance one too.
    expect(b.body.data).toMatchObject({ using_npwp: true, use_insurance: true, is_all_in_price: false });
    const codes = [a.body.cart_detail_code, b.body.cart_detail_code];
    const res = await guest('POST', '/api/cart-detail/tax-calculator', { cart_detail_codes: codes });
    const singular = await guest('POST', '/api/cart-detail/tax-calculator', { cart_detail_code: codes });
    expect(singular.body.data).toEqual(res.body.data);
    expect(res.status).toBe(200);
    const ctx = await loadPricingContext(server.db);
    const bags = await typeRates('tas');
    const book = hsCodeRates(await server.db.selectFrom('hs_codes').selectAll().where('code', '=', '4901.99.10').executeTakeFirstOrThrow());
    const expected = priceGroup([
      { id: codes[0], price: 35, currency: 'CNY', quantity: 60, weightGrams: 850, lengthCm: 45, widthCm: 30, heightCm: 15, country: 'china', marketplace: '1688', track: 'udara', productType: bags.rates, hsCode: null, usingNpwp: false, importerMode: false, isAllInPrice: false, useInsurance: false },
      // A guest has no NPWP on file: priced without it.
      { id: codes[1], price: 24.5, currency: 'GBP', quantity: 2, weightGrams: 700, lengthCm: 0, widthCm: 0, heightCm: 0, country: 'uk', marketplace: 'other', track: 'udara', productType: null, hsCode: book, usingNpwp: false, importerMode: false, isAllInPrice: false, useInsurance: true },
    ], ctx);
    expectSame(res.body.data.summary, expected);
    expect(res.body.data).toMatchObject({ total: expected.total, total_tax: expected.totalTax });
    expect(res.body.data.lines.map((l: Json) => l.id)).toEqual(codes);

    const group = await guest('POST', '/api/cart-detail/list-group', { cart_detail_codes: codes });
    expect(group.body.data).toHaveLength(1);
    expect(group.body.data[0].is_all_in_price).toBe(false);
    expect(group.body.data[0].details.map((d: Json) => d.cart_detail_code)).toEqual(codes);
    expectSame(group.body.data[0].summary, expected);
    const getGroup = await guest('GET', '/api/cart-detail/list-group');
    expect(getGroup.body.data[0].details.length).toBe(2);
  });

  it('refuses bad input and other owners\' codes', async () => {
    expect((await guest('POST', '/api/cart-detail/tax-calculator', {})).status).toBe(422);
    const eur = await guest('POST', '/api/cart-detail/tax-calculator', { lines: [{ price: 1, currency: 'EUR', quantity: 1, country: 'china' }] });
    expect(eur.status).toBe(422);
    expect(eur.body.error.reason).toBe('pricing.unknown_currency');
    expect((await guest('POST', '/api/cart-detail/tax-calculator', { lines: [{ price: 1, currency: 'USD', quantity: 1, country: 'france' }] })).body.error.field).toBe('country');
    const sea = await guest('POST', '/api/cart-detail/tax-calculator', { lines: [{ price: 1, currency: 'CNY', quantity: 1, country: 'china', marketplace: '1688', package_track: 'laut' }] });
    expect(sea.status).toBe(422);
    expect(sea.body.error).toMatchObject({ reason: 'SEA_NOT_AVAILABLE', field: 'package_track' });
    const other = (await guestSession(server.baseUrl, server.db)).api;
    const theirs = await other('POST', '/api/cart/add-to-cart-manual', { name: 'X', price_original: 1, currency: 'USD', country: 'us', quantity: 1 });
    expect((await guest('POST', '/api/cart-detail/tax-calculator', { cart_detail_codes: [theirs.body.cart_detail_code] })).status).toBe(404);
  });
});
