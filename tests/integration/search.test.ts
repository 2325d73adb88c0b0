// Search of the results pages over the demo catalog (signed paths): categories, feeds,
// text search in Indonesian / English / Chinese, category and rupiah price filters, paging.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { createAccessToken } from './fixtures/tokens.ts';
import { jsonClient, type Json } from './fixtures/http.ts';
import { sessionClient } from '../fixtures/session-client.ts';

let server: TestServer;
let api: ReturnType<typeof sessionClient>;

beforeAll(async () => {
  server = await startTestServer();
  api = sessionClient(server.baseUrl, { accessToken: (await createAccessToken(server.db)).token });
});
afterAll(async () => server.close());

describe('search', () => {
  it('is signed: an unsigned call answers 403', async () => {
    const res = await jsonClient(server.baseUrl)('GET', '/api/product/1688/search?q=tas');
    expect(res.status).toBe(403);
  });

  it('lists 1688 categories with slugs and counts', async () => {
    const res = await api('GET', '/api/product/1688/categories');
    expect(res.status).toBe(200);
    const elektronik = res.body.data.find((c: Json) => c.slug === 'elektronik');
    expect(elektronik).toMatchObject({ name: 'Elektronik', name_en: 'Electronics', count: 2 });
  });

  it('feeds page by 16 and the empty query answers the feed', async () => {
    const feed = await api('GET', '/api/product/taobao/feeds');
    expect(feed.body).toMatchObject({ feeds: true, page: 1, per_page: 16, total: 18, last_page: 2 });
    expect(feed.body.data).toHaveLength(16);
    expect(new Set(feed.body.data.map((i: Json) => i.marketplace))).toEqual(new Set(['taobao', 'tmall']));
    const empty = await api('GET', '/api/product/1688/search?q=');
    expect(empty.body).toMatchObject({ feeds: true, total: 12 });
    const page2 = await api('GET', '/api/product/taobao/search?page=2');
    expect(page2.body.data).toHaveLength(2);
  });

  it('finds by Indonesian, English and Chinese words, case-insensitively', async () => {
    const id = await api('GET', '/api/product/1688/search?q=TAS%20ransel');
    expect(id.body.feeds).toBe(false);
    expect(id.body.data.map((i: Json) => i.product_id)).toEqual(['677102345811']);
    const en = await api('GET', '/api/product/1688/search?q=water%20bottle');
    expect(en.body.data[0].product_title).toContain('Botol Minum');
    const zh = await api('GET', `/api/product/taobao/search?q=${encodeURIComponent('键盘')}`);
    expect(zh.body.data.map((i: Json) => i.product_id)).toEqual(['742223344556']);
    const none = await api('GET', '/api/product/1688/search?q=zzzz');
    expect(none.body).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it('filters by category and rupiah price, and pages', async () => {
    const cat = await api('GET', '/api/product/taobao/search?categorySlugs=tas&categorySlugs=komputer');
    expect(cat.body.data.every((i: Json) => ['tas', 'komputer'].includes(i.category_slug))).toBe(true);
    expect(cat.body.total).toBe(4);
    const comma = await api('GET', '/api/product/taobao/search?categorySlugs=tas,komputer');
    expect(comma.body.total).toBe(4);
    const priced = await api('GET', '/api/product/1688/search?startPrice=50000&endPrice=100000');
    expect(priced.body.total).toBeGreaterThan(0);
    for (const i of priced.body.data) expect(i.price >= 50000 && i.price <= 100000).toBe(true);
    const paged = await api('GET', '/api/product/1688/search?startPrice=0&limit=5&page=3');
    expect(paged.body).toMatchObject({ page: 3, per_page: 5, total: 12, last_page: 3 });
    expect(paged.body.data).toHaveLength(2);
    expect((await api('GET', '/api/product/1688/search?startPrice=-1')).status).toBe(422);
    expect((await api('GET', '/api/product/1688/search?limit=500')).status).toBe(422);
  });

  it('leaves product/{marketplace}/{id} to the catalog module', async () => {
    const res = await api('GET', '/api/product/1688/677102345811');
    expect(res.status).toBe(200);
    expect(res.body.data.product_id).toBe('677102345811');
  });
});

describe('the catalog behind the lists', () => {
  it('marks a listed product as kept as soon as it is scraped, though the catalog is kept between calls', async () => {
    const list = async () => (await api('GET', '/api/product/taobao/search?q=')).body.data as Json[];
    const listed = await list();
    expect(await list()).toEqual(listed); // the kept catalog answers the same
    const item = listed.find((i) => i.scraped_product === false);
    if (!item) throw new Error('every listed product is kept already');
    const scraped = await api('POST', '/api/scrap', { url: item.url, version: 'V2' });
    expect(scraped.status, JSON.stringify(scraped.body)).toBe(200);
    const again = await list();
    expect(again.find((i) => i.product_slug === item.product_slug)).toMatchObject({ scraped_product: true });
    expect(again.filter((i) => i.scraped_product).length).toBe(listed.filter((i) => i.scraped_product).length + 1);
  });
});
