// Contract of the Onebound adapter's search and image search (docs/marketplace.md "Onebound
// adapter", "Mapping") against the local fake: the parameters sent (q, page, page_size, the
// documented sort values, the price range, lang=en), the mapping of hits, an empty result (2000)
// as an empty page, and the picture upload the image search pages prescribe.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOneboundMarketplace } from '../../server/modules/catalog/marketplace/onebound/adapter.ts';
import type { ImageQuery, MarketplacePort, SearchQuery } from '../../server/modules/catalog/marketplace/port.ts';
import { startFakeOnebound, type FakeOnebound } from '../fixtures/fake-onebound.ts';
import { TOTE } from '../fixtures/onebound/alibaba-items.ts';
import { JACKET } from '../fixtures/onebound/taobao-items.ts';

let fake: FakeOnebound;
let port: MarketplacePort;

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function query(overrides: Partial<SearchQuery> = {}): SearchQuery {
  return { market: 'taobao', q: 'jaket', page: 1, pageSize: 20, sort: 'relevance', ...overrides };
}

function imageQuery(overrides: Partial<ImageQuery> = {}): ImageQuery {
  return { market: 'taobao', bytes: PNG, kind: 'png', imageUrl: null, page: 1, pageSize: 20, ...overrides };
}

beforeAll(async () => {
  fake = await startFakeOnebound();
  port = createOneboundMarketplace({ url: fake.url, key: fake.key, secret: fake.secret, timeoutMs: 3_000 });
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.requests.length = 0;
});

describe('item_search: what is sent', () => {
  it('q, page, page_size and lang=en on the market\'s platform; no sort for relevance, no price bounds when open', async () => {
    await port.search(query({ q: '  jaket outdoor ', page: 2, pageSize: 10 }));
    const [call] = fake.requestsTo('item_search');
    expect(call?.path).toBe('/taobao/item_search/');
    expect(call?.query).toMatchObject({ q: 'jaket outdoor', page: '2', page_size: '10', lang: 'en', key: fake.key, secret: '***' });
    expect(call?.query).not.toHaveProperty('sort');
    expect(call?.query).not.toHaveProperty('start_price');
    expect(call?.query).not.toHaveProperty('end_price');
  });

  it.each([
    ['taobao', 'price_asc', 'bid2'],
    ['taobao', 'price_desc', '_bid2'],
    ['taobao', 'sales', '_sale'],
    ['1688', 'price_asc', 'bid'],
    ['1688', 'price_desc', '_bid'],
    ['1688', 'sales', '_sale'],
  ] as const)('%s sort %s is sent as %s', async (market, sort, expected) => {
    await port.search(query({ market, q: 'tas', sort }));
    expect(fake.requestsTo('item_search')[0]?.query['sort']).toBe(expected);
    expect(fake.requestsTo('item_search')[0]?.path).toBe(`/${market}/item_search/`);
  });

  it('the price range as start_price and end_price, and the answer respects it', async () => {
    const page = await port.search(query({ minPrice: 100, maxPrice: 150.5, sort: 'price_asc' }));
    expect(fake.requestsTo('item_search')[0]?.query).toMatchObject({ start_price: '100', end_price: '150.5' });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((h) => h.price >= 100 && h.price <= 150.5)).toBe(true);
    const prices = page.items.map((h) => h.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('an empty query is refused before any call', async () => {
    await expect(port.search(query({ q: '   ' }))).rejects.toMatchObject({ kind: 'bad_request' });
    expect(fake.requestsTo('item_search')).toHaveLength(0);
  });
});

describe('item_search: the answer', () => {
  it('hits with https pictures, canonical URLs, English titles, the promotion price, sales; totals and pages', async () => {
    const page = await port.search(query());
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 26, lastPage: 2 });
    expect(page.items).toHaveLength(20);
    const first = page.items[0];
    expect(first).toEqual({
      marketplace: 'taobao',
      product_id: JACKET.id,
      title: JACKET.title.en,
      title_original: null,
      image: 'https://img.alicdn.com/imgextra/i1/O1CN01jacketMain_!!105826734.jpg',
      price: 189,
      currency: 'CNY',
      url: `https://item.taobao.com/item.htm?id=${JACKET.id}`,
      sales: 1200,
    });
    expect(page.items.every((h) => h.image.startsWith('https://') && !h.image.includes('https://https'))).toBe(true);
  });

  it('Tmall items in Taobao\'s list carry the Tmall URL', async () => {
    const page = await port.search(query());
    const tmall = page.items.filter((h) => h.marketplace === 'tmall');
    expect(tmall.length).toBeGreaterThan(0);
    for (const hit of tmall) expect(hit.url).toBe(`https://detail.tmall.com/item.htm?id=${hit.product_id}`);
  });

  it('page 2 holds the rest; 1688 hits carry the 1688 URL', async () => {
    const second = await port.search(query({ page: 2 }));
    expect(second.items).toHaveLength(6);
    expect(second.page).toBe(2);
    const bags = await port.search(query({ market: '1688', q: 'tas' }));
    expect(bags.total).toBeGreaterThanOrEqual(20);
    expect(bags.items[0]).toMatchObject({ marketplace: '1688', product_id: TOTE.id, url: `https://detail.1688.com/offer/${TOTE.id}.html` });
  });

  it('"no result" (error_code 2000) is an empty page, not an error', async () => {
    const page = await port.search(query({ q: 'zzz-nothing' }));
    expect(page).toEqual({ items: [], page: 1, pageSize: 20, total: 0, lastPage: null });
  });
});

describe('item_search_img', () => {
  it('without a public URL: the bytes are uploaded (upload_img, POST imgcode) and the returned address searched', async () => {
    const page = await port.searchByImage(imageQuery());
    const [upload] = fake.requestsTo('upload_img');
    expect(upload).toMatchObject({ method: 'POST', path: '/taobao/upload_img/', imgcodeLength: PNG.toString('base64').length });
    const [search] = fake.requestsTo('item_search_img');
    expect(search?.query['imgid']).toBe('https://img.alicdn.com/imgextra/i1/uploaded/O1CN01upload1.jpg');
    expect(search?.query).toMatchObject({ page: '1', page_size: '20', lang: 'en' });
    expect(page.items.length).toBe(20);
    expect(page.items[0]?.product_id).toBe(JACKET.id);
  });

  it('a public picture elsewhere is uploaded too by default (the documented imgid is a Taobao picture)', async () => {
    await port.searchByImage(imageQuery({ imageUrl: 'https://titip.example/api/media/image-search/a1.png', market: '1688' }));
    expect(fake.requestsTo('upload_img')).toHaveLength(1);
    expect(fake.requestsTo('item_search_img')[0]?.path).toBe('/1688/item_search_img/');
  });

  it('a picture already on alicdn is sent as imgid, one call', async () => {
    const imageUrl = 'https://img.alicdn.com/imgextra/i4/O1CN01sample.jpg';
    await port.searchByImage(imageQuery({ imageUrl }));
    expect(fake.requestsTo('upload_img')).toHaveLength(0);
    expect(fake.requestsTo('item_search_img')[0]?.query['imgid']).toBe(imageUrl);
  });

  it("imageUpload 'when-no-url' sends the public URL as imgid; the fake, like the documentation, refuses it (4003 -> bad_request)", async () => {
    const direct = createOneboundMarketplace({ url: fake.url, key: fake.key, secret: fake.secret, imageUpload: 'when-no-url' });
    const imageUrl = 'https://titip.example/api/media/image-search/a1.png';
    await expect(direct.searchByImage(imageQuery({ imageUrl }))).rejects.toMatchObject({ kind: 'bad_request', providerCode: '4003' });
    expect(fake.requestsTo('item_search_img')[0]?.query['imgid']).toBe(imageUrl);
    expect(fake.requestsTo('upload_img')).toHaveLength(0);
  });

  it('an upload answer without a picture address is refused as malformed', async () => {
    fake.script('upload_img', { body: { items: { item: { status: 1 } }, error_code: '0000', reason: 'ok' } });
    await expect(port.searchByImage(imageQuery())).rejects.toMatchObject({ kind: 'malformed' });
    expect(fake.requestsTo('item_search_img')).toHaveLength(0);
  });

  it('no bytes and no URL is refused before any call', async () => {
    await expect(port.searchByImage(imageQuery({ bytes: Buffer.alloc(0) }))).rejects.toMatchObject({ kind: 'bad_request' });
    expect(fake.requests).toHaveLength(0);
  });
});
