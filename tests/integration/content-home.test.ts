// Home content: catalog-home, catalog lists (10 / 10 / 20), flash sales and due dates,
// company counters, testimonies, last transactions, suggested products, recomendation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { seedContent } from '../../server/modules/content/seed.ts';
import { createAccessToken } from './fixtures/tokens.ts';
import { sessionClient } from '../fixtures/session-client.ts';
import type { Json } from './fixtures/http.ts';

const NOW = new Date('2025-06-11T10:00:00Z'); // Wednesday 17:00 WIB
let server: TestServer;
let api: ReturnType<typeof sessionClient>;

beforeAll(async () => {
  server = await startTestServer({ ports: { now: () => NOW } });
  await seedContent(server.db);
  await seedContent(server.db); // idempotent
  api = sessionClient(server.baseUrl, { accessToken: (await createAccessToken(server.db)).token });
});
afterAll(async () => server.close());

const ITEM_KEYS = ['category', 'product_title', 'image_url', 'price', 'url', 'product_slug', 'scraped_product'];

describe('home content', () => {
  it('catalog-home answers hero, company and the three blocks', async () => {
    for (const path of ['/api/catalog-home/', '/api/catalog-home']) {
      const res = await api('GET', path);
      expect(res.status).toBe(200);
      expect(res.body.data.hero.title).toMatch(/Belanja|Shop/);
      expect(res.body.data.blocks.map((b: Json) => b.type)).toEqual(['popular', 'flash_sale', 'recommendation']);
      expect(res.body.data.blocks.map((b: Json) => b.items.length)).toEqual([10, 10, 20]);
    }
  });

  it('catalog lists page by 10 (popular, flash_sale) and 20 (recommendation) with rupiah prices', async () => {
    const popular = await api('GET', '/api/catalog?per_page=10&catalog_type=popular');
    expect(popular.status).toBe(200);
    expect(popular.body).toMatchObject({ page: 1, per_page: 10, total: 12, last_page: 2 });
    expect(popular.body.data).toHaveLength(10);
    for (const item of popular.body.data) {
      for (const key of ITEM_KEYS) expect(item).toHaveProperty(key);
      expect(Number.isInteger(item.price)).toBe(true);
      expect(item.image_url).toMatch(/^\/api\/media\/demo\/[a-z0-9-]+-320\.png$/);
    }
    const backpack = popular.body.data[0];
    expect(backpack.product_title).toContain('Tas Ransel');
    expect(backpack.price).toBe(Math.round(32.8 * 2260));
    expect((await api('GET', '/api/catalog?per_page=10&catalog_type=popular&page=2')).body.data).toHaveLength(2);
    const flash = await api('GET', '/api/catalog?per_page=10&catalog_type=flash_sale');
    expect(flash.body.data).toHaveLength(10);
    expect(flash.body.data[0].price).toBeLessThan(flash.body.data[0].price_before_discount);
    const rec = await api('GET', '/api/catalog/?per_page=20&catalog_type=recommendation');
    expect(rec.body.data).toHaveLength(20);
    expect((await api('GET', '/api/catalog?catalog_type=recommendation')).body.per_page).toBe(20);
    expect((await api('GET', '/api/catalog?catalog_type=hot')).status).toBe(422);
    const tas = await api('GET', '/api/catalog/tas');
    expect(tas.body.data.length).toBeGreaterThanOrEqual(3);
    expect(tas.body.data.every((i: Json) => i.category === 'Tas')).toBe(true);
  });

  it('flashsale groups carry products and WIB due dates; info/flash_sale_due_date the earliest', async () => {
    const res = await api('GET', '/api/flashsale');
    expect(res.body.action).toBe(true);
    expect(res.body.results).toHaveLength(2);
    expect(res.body.results[0]).toMatchObject({ title: "Today's Flash Sale", due_date: '2025-06-11T16:59:59.000Z' });
    expect(res.body.results[1].due_date).toBe('2025-06-15T16:59:59.000Z');
    expect(res.body.results[0].products[0]).toMatchObject({ discount_percent: 15 });
    const due = await api('GET', '/api/info/flash_sale_due_date');
    expect(due.body.due_date).toBe('2025-06-11T16:59:59.000Z');
  });

  it('info/company, review and cart/history/last', async () => {
    const company = await api('GET', '/api/info/company', undefined, { 'tb-language': 'indonesia' });
    expect(company.body.data).toMatchObject({ since: '2019-03-01', since_label: 'Sejak Maret 2019', total_transactions: 148_262 });
    expect(company.body.data.customers).toBeGreaterThanOrEqual(52_310);
    const reviews = await api('GET', '/api/review');
    expect(reviews.body.data).toHaveLength(8);
    expect(reviews.body.data[0]).toMatchObject({ name: 'Rina', city: 'Bandung', rating: 5 });
    const last = await api('GET', '/api/cart/history/last');
    expect(last.body.data).toHaveLength(10);
    expect(last.body.data[0]).toEqual({ buyer_name: 'Andi Pratama', product_title: 'Tas Ransel Laptop Anti Air 15.6 inch', total_bill: 1_245_000, date: '2025-06-11T09:48:00.000Z' });
  });

  it('product/suggested lists related products first; recomendation answers 20', async () => {
    const res = await api('GET', `/api/product/suggested?url=${encodeURIComponent('https://detail.1688.com/offer/677102345811.html')}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(8);
    expect(res.body.data.some((i: Json) => i.url.includes('677102345811'))).toBe(false);
    expect(res.body.data[0].category).toBe('Tas');
    expect((await api('GET', '/api/product/suggested')).status).toBe(422);
    expect((await api('GET', '/api/recomendation')).body.data).toHaveLength(20);
  });
});
