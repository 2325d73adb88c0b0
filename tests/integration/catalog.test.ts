// Money and configuration (kurs, apps-info, product types, HS codes, lartas) and the demo
// marketplace catalog with its images.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { seedCatalog } from '../../server/modules/catalog/seed.ts';
import { DEFAULT_BILLING, DEFAULT_RULES } from '../../src/domain/pricing/index.ts';
import { demoProducts } from '../../server/demo/catalog.ts';
import { createAccessToken } from './fixtures/tokens.ts';
import { sessionClient } from '../fixtures/session-client.ts';
import type { Json } from './fixtures/http.ts';

let server: TestServer;
let api: ReturnType<typeof sessionClient>;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  await seedCatalog(server.db, server.config);
  await seedCatalog(server.db, server.config); // idempotent
  const guest = await createAccessToken(server.db);
  api = sessionClient(server.baseUrl, { accessToken: guest.token });
});
afterAll(async () => server.close());

describe('money and config', () => {
  it('lists kurs and answers one currency', async () => {
    const list = await api('GET', '/api/kurs');
    expect(list.status).toBe(200);
    expect(list.body.action).toBe(true);
    expect(list.body.data.map((k: Json) => k.code).sort()).toEqual(['CNY', 'GBP', 'HKD', 'IDR', 'SGD', 'USD']);
    const cny = await api('GET', '/api/kurs?from=cny');
    expect(cny.body).toMatchObject({ action: true, code: 'CNY' });
    expect(cny.body.kurs).toBeGreaterThan(1000);
    expect((await api('GET', '/api/kurs?from=EUR')).status).toBe(404);
    const bad = await api('GET', '/api/kurs?from=dollar');
    expect(bad.status).toBe(422);
    expect(bad.body.error.field).toContain('from');
  });

  it('apps-info carries billing per country from the domain defaults, kurs and rules', async () => {
    const res = await api('GET', '/api/apps-info');
    expect(res.status).toBe(200);
    const china = res.body.data.billing.countries.china;
    expect(china).toMatchObject({
      is_all_in: DEFAULT_BILLING.countries.china.isAllIn,
      air_rate_per_kg: DEFAULT_BILLING.countries.china.airRatePerKg,
      is_sea: true,
      sea_rate_per_cbm: DEFAULT_BILLING.countries.china.seaRatePerCbm,
      packing_fee: DEFAULT_BILLING.countries.china.packingFee.amount,
      packing_fee_currency: 'CNY',
      shipping_to_warehouse: { value: DEFAULT_BILLING.countries.china.shippingToWarehouse.amount, currency_code: 'CNY' },
    });
    expect(res.body.data.billing.countries.us.is_sea).toBe(false);
    expect(Object.keys(res.body.data.billing.countries).sort()).toEqual(['china', 'hongkong', 'singapore', 'uk', 'us']);
    expect(res.body.data.rules).toMatchObject({ ppn: DEFAULT_RULES.ppn, bea_masuk: DEFAULT_RULES.beaMasuk, tax_requirement: DEFAULT_RULES.taxRequirement });
    expect(res.body.data.kurs.length).toBe(6);
    const countries = await api('GET', '/api/titipkirimin/countries');
    expect(countries.body.data.map((c: Json) => c.slug)).toEqual(['china', 'us', 'uk', 'hongkong', 'singapore']);
  });

  it('product/category lists product types with their rates', async () => {
    const res = await api('GET', '/api/product/category');
    const general = res.body.data.find((p: Json) => p.slug === 'umum');
    expect(general).toMatchObject({ percentage_bea_masuk: 7.5, percentage_ppn: 11, percentage_pph: 0, freight_air_1688: 185000 });
    expect(general.sea_rates).toEqual([{ country: 'china', rate_per_cbm: 5000000 }]);
    expect(general.additional_info.packing_fee.china).toEqual({ packing_fee: 1, packing_fee_currency: 'CNY' });
    const bags = res.body.data.find((p: Json) => p.slug === 'tas');
    expect(bags).toMatchObject({ percentage_bea_masuk: 25, percentage_pph: 10, percentage_pph_non_npwp: 20 });
    expect((await api('GET', '/api/product-types')).body.data).toEqual(res.body.data);
  });

  it('hscode searches by words and by digits', async () => {
    const byWord = await api('GET', '/api/hscode?q=smartphone');
    expect(byWord.body.data[0]).toMatchObject({ code: '8517.13.00', lartas_id: 'telekomunikasi' });
    const byDigits = await api('GET', '/api/hscode?q=4202');
    expect(byDigits.body.data.length).toBeGreaterThanOrEqual(2);
    expect(byDigits.body.data.every((h: Json) => h.code.startsWith('4202'))).toBe(true);
    const one = await api('GET', '/api/hscode/6109.10.10');
    expect(one.body.data).toMatchObject({ bm: 25, ppn: 11 });
    expect((await api('GET', '/api/hscode?q=%25')).body.data).toEqual([]);
  });

  it('lartas lists BPOM, SNI, telecom and dangerous goods', async () => {
    const res = await api('GET', '/api/lartas');
    const ids = res.body.data.map((l: Json) => l.id);
    for (const id of ['bpom-pangan', 'bpom-obat', 'bpom-kosmetik', 'sni-mainan', 'sni-wajib', 'telekomunikasi', 'barang-berbahaya']) expect(ids).toContain(id);
    const search = await api('GET', '/api/lartas?q=kosmetik');
    expect(search.body.data.map((l: Json) => l.id)).toContain('bpom-kosmetik');
    expect(search.body.data[0].name).toBe(search.body.data[0].category_en); // tb-language english
  });
});

describe('demo marketplace catalog', () => {
  it('has about thirty products over 1688, Taobao and Tmall, each image served', async () => {
    const products = demoProducts();
    expect(products.length).toBeGreaterThanOrEqual(30);
    expect(new Set(products.map((p) => p.marketplace))).toEqual(new Set(['1688', 'taobao', 'tmall']));
    const files = new Set(products.flatMap((p) => [...p.image_urls, ...p.variations.flatMap((v) => v.values.map((x) => x.image ?? ''))]).filter(Boolean));
    for (const file of files) {
      const res = await fetch(`${server.baseUrl}${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/(svg\+xml|png)$/);
    }
    expect((await fetch(`${server.baseUrl}/api/media/demo/..%2Fcatalog.ts`)).status).toBe(422);
    expect((await fetch(`${server.baseUrl}/api/media/demo/nope.svg`)).status).toBe(404);
  });

  it('answers product/1688/{id} with tiers, variants and seller', async () => {
    const res = await api('GET', '/api/product/1688/652318870214');
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({ marketplace: '1688', product_id: '652318870214', currency: 'CNY', country: 'china', price_type: 'tiered', max_quantity: 1_000_000, weight: 220, weight_unit: 'Gram', dimension_unit: 'Cm' });
    expect(p.prices[0]).toEqual({ min_quantity: 10, price: 12.8 });
    expect(p.variations.map((v: Json) => v.name)).toEqual(['color', 'size']);
    expect(p.options.length).toBe(25);
    expect(p.seller_detail.name).toContain('Yiwu');
    expect(p.country_obj).toEqual({ country: 'china', is_sea: true });
    expect(Number.isInteger(p.price_rupiah)).toBe(true);
    expect(p.product_type_id).toEqual(expect.any(Number));
    expect(p.slug).toMatch(/^kaos-polos/);
  });

  it('answers taobao and tmall ids, and 404 for unknown ones', async () => {
    const taobao = await api('GET', '/api/product/taobao/725531908812');
    expect(taobao.body.data).toMatchObject({ marketplace: 'taobao', max_quantity: 320, price: 129 });
    const tmall = await api('GET', '/api/product/tmall/745612378904');
    expect(tmall.body.data).toMatchObject({ marketplace: 'tmall', brand: 'Xiaomi' });
    const missing = await api('GET', '/api/product/taobao/1');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ action: false, message: 'Product not available' });
    expect((await api('GET', '/api/product/1688/abc')).status).toBe(422);
  });

  it('lists the marketplaces', async () => {
    const res = await api('GET', '/api/scrap/marketplaces');
    expect(res.body.data.map((m: Json) => m.slug)).toEqual(['1688', 'taobao', 'tmall']);
  });

  it('product-scrap answers a kept product by slug', async () => {
    const first = await api('GET', '/api/product/tmall/747700112233');
    const again = await api('POST', '/api/product-scrap', { product_slug: first.body.data.slug });
    expect(again.body.data).toMatchObject({ name: first.body.data.name, slug: first.body.data.slug });
    expect((await api('POST', '/api/product-scrap', { product_slug: 'nope' })).status).toBe(404);
  });
});
