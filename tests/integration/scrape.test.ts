// Scraping: store pages read from JSON-LD, OpenGraph and microdata; sanitised descriptions;
// the fetch guard's refusals; marketplace links answered by the demo catalog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { seedCatalog } from '../../server/modules/catalog/seed.ts';
import type { HostResolver } from '../../server/modules/catalog/fetch-guard.ts';
import { createAccessToken } from './fixtures/tokens.ts';
import { sessionClient } from '../fixtures/session-client.ts';
import { startStoreServer, type StoreServer } from '../fixtures/store-server.ts';
import { jsonClient, type Json } from './fixtures/http.ts';

const FAKE_DNS: Record<string, string[]> = {
  'shop.example.co.uk': ['127.0.0.1'],
  'intranet.example.com': ['10.1.2.3'],
  'mixed.example.com': ['93.184.216.34', '192.168.1.10'],
  'ula.example.com': ['fd12:3456:789a::1'],
  'cgnat.example.com': ['100.64.1.1'],
};
const resolver: HostResolver = async (host) => {
  const addresses = FAKE_DNS[host];
  if (!addresses) throw new Error(`ENOTFOUND ${host}`);
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

let open: TestServer;
let strict: TestServer;
let store: StoreServer;
let api: ReturnType<typeof sessionClient>;
let strictApi: ReturnType<typeof sessionClient>;

beforeAll(async () => {
  store = await startStoreServer();
  open = await startTestServer({ seed: false, config: { scrapeAllowLoopback: true }, ports: { scrapeResolver: resolver } });
  await seedCatalog(open.db, open.config);
  strict = await startTestServer({ seed: false, config: { scrapeAllowLoopback: false } });
  api = sessionClient(open.baseUrl, { accessToken: (await createAccessToken(open.db)).token });
  strictApi = sessionClient(strict.baseUrl, { accessToken: (await createAccessToken(strict.db)).token });
});
afterAll(async () => {
  await open?.close();
  await strict?.close();
  await store?.close();
});

const scrap = (url: string, client = api) => client('POST', '/api/scrap', { url, version: 'V2' });

describe('store pages', () => {
  it('reads a JSON-LD product (graph, aggregate offer, units, canonical url)', async () => {
    const res = await scrap(store.url('/jsonld.html'));
    expect(res.status).toBe(200);
    expect(res.body.action).toBe(true);
    const p = res.body.data;
    expect(p).toMatchObject({
      source: 'json-ld', name: 'Trail Runner 2 Running Shoe', price: 89.99, price_original: 89.99, price_max: 109.99,
      price_type: 'range', currency: 'USD', brand: 'Peakline', availability: 'in_stock', product_id: 'TR2-001',
      weight: 620, dimension_length: 33, dimension_width: 21, dimension_height: 12, weight_unit: 'Gram', dimension_unit: 'Cm',
      url: store.url('/products/trail-runner-2'), category: 'Shoes > Running', max_quantity: 10, flag_scrapped: true,
    });
    expect(p.image_urls).toEqual([store.url('/img/tr2-main.jpg'), 'https://cdn.example.test/tr2-side.jpg', 'https://cdn.example.test/og-shoe.jpg']);
    expect(p.description).toBe('<p>Lightweight <strong>trail</strong> shoe.</p><ul><li>Vibram sole</li><li>Breathable mesh</li></ul>');
    expect(p.specification_data).toEqual([{ name: 'Drop', value: '6 mm' }, { name: 'Upper', value: 'Engineered mesh' }]);
    expect(p.variations).toEqual([{ name: 'variant', label: 'Varian', values: [{ value: 'US 9' }, { value: 'US 10' }, { value: 'US 11' }] }]);
    expect(p.options.map((o: Json) => o.price)).toEqual([89.99, 99.99, 109.99]);
    expect(p.seller_detail).toEqual({ name: 'Outdoor Store' });
    expect(p.slug).toMatch(/^trail-runner-2/);
  });

  it('reads a ProductGroup with colour and size variants; country from the host', async () => {
    const res = await scrap(`http://shop.example.co.uk:${store.port}/variants.html`);
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({ name: 'Linen Shirt', price: 45, price_max: 49, currency: 'GBP', country: 'uk', marketplace: 'shop.example.co.uk' });
    expect(p.variations.find((v: Json) => v.name === 'color').values.map((v: Json) => v.value)).toEqual(['White', 'Blue']);
    expect(p.variations.find((v: Json) => v.name === 'size').values.map((v: Json) => v.value)).toEqual(['M', 'L']);
    expect(p.options).toHaveLength(3);
    expect(p.options[2]).toMatchObject({ sku_id: 'LS-100-B-M', attributes: { color: 'Blue', size: 'M' }, price: 49 });
    expect(Number.isInteger(p.price_rupiah)).toBe(true);
    expect(p.country_obj).toEqual({ country: 'uk', is_sea: false });
  });

  it('reads an OpenGraph-only page', async () => {
    const res = await scrap(store.url('/opengraph.html'));
    expect(res.body.data).toMatchObject({
      source: 'opengraph', name: 'Ceramic Pour-Over Coffee Set', price: 38.5, currency: 'SGD', brand: 'Kopi Corner',
      availability: 'in_stock', url: 'https://kopi.example.test/p/pour-over',
      image_urls: ['https://cdn.example.test/pourover-1.jpg', 'https://cdn.example.test/pourover-2.jpg'],
    });
    expect(res.body.data.description).toBe('Hand-glazed dripper with server &amp; two cups.');
  });

  it('reads microdata', async () => {
    const res = await scrap(store.url('/microdata.html'));
    expect(res.body.data).toMatchObject({
      source: 'microdata', name: 'Folding LED Desk Lamp', price: 268, currency: 'HKD', brand: 'Lumo', weight: 850,
      product_id: 'LUMO-DL1', image_urls: [store.url('/images/lamp.jpg')], availability: 'in_stock',
    });
    expect(res.body.data.description).toBe('<p>Three colour temperatures, <em>USB-C</em> powered.</p>');
  });

  it('follows a redirect within the limit', async () => {
    expect((await scrap(store.url('/redirect-ok'))).body.data.name).toBe('Trail Runner 2 Running Shoe');
    expect((await scrap(store.url('/loop/2'))).status).toBe(200); // 3 redirects
  });

  it('sanitises a malicious description before storing and answering it', async () => {
    const res = await scrap(store.url('/malicious.html'));
    expect(res.status).toBe(200);
    const p = res.body.data;
    for (const bad of ['<script', 'onerror', 'onclick', 'onmouseover', 'onload', 'javascript:', '<iframe', '<style', '<svg', 'document.cookie']) {
      expect(p.description).not.toContain(bad);
    }
    expect(p.description).toContain('Nice mug');
    expect(p.description).toContain('<a href="https://shop.example.test/mug" rel="nofollow noopener noreferrer" target="_blank">more</a>');
    expect(p.name).toBe('Totally Normal Mug');
    expect(p.image_urls).toEqual(['https://cdn.example.test/mug.jpg']);
    const stored = await open.db.selectFrom('scraped_products').select('data').where('slug', '=', p.slug).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.data)).not.toMatch(/<script|onerror|javascript:/);
  });

  it('answers action false with a localised message when a page has no product', async () => {
    const en = await scrap(store.url('/no-product.html'));
    expect(en.status).toBe(404);
    expect(en.body).toMatchObject({ action: false, message: 'Product not available', error: { reason: 'PRODUCT_NOT_FOUND' } });
    const id = await sessionClient(open.baseUrl, { accessToken: (await createAccessToken(open.db)).token, lang: 'indonesia' })('POST', '/api/scrap', { url: store.url('/no-product.html') });
    expect(id.body).toMatchObject({ action: false, message: 'Produk tidak tersedia' });
  });
});

describe('fetch guard', () => {
  const refused = async (url: string, client = api) => {
    const res = await scrap(url, client);
    expect(res.status, url).toBe(422);
    expect(res.body, url).toMatchObject({ action: false, error: { reason: 'URL_NOT_ALLOWED', field: 'url' } });
  };

  it('refuses loopback when scrapeAllowLoopback is false, in every spelling', async () => {
    await refused(store.url('/jsonld.html'), strictApi);
    await refused(`http://[::1]:${store.port}/jsonld.html`, strictApi);
    await refused(`http://2130706433:${store.port}/jsonld.html`, strictApi);
    await refused(`http://0x7f.1:${store.port}/jsonld.html`, strictApi);
    await refused(`http://localhost:${store.port}/jsonld.html`, strictApi);
    await refused(`http://[::ffff:127.0.0.1]:${store.port}/jsonld.html`, strictApi);
  });

  it('refuses private, link-local, CGNAT and ULA addresses even when loopback is allowed', async () => {
    await refused('http://10.0.0.1/');
    await refused('http://169.254.169.254/latest/meta-data/');
    await refused('http://192.168.1.1:8080/');
    await refused('http://100.64.0.1/');
    await refused('http://[fd00::1]/');
    await refused('http://[fe80::1]/');
    await refused('http://intranet.example.com/');
    await refused('http://cgnat.example.com/');
    await refused('http://ula.example.com/');
    await refused('http://mixed.example.com/'); // one private address among public ones
  });

  it('re-checks every redirect target', async () => {
    await refused(store.url('/redirect-metadata'));
    await refused(store.url('/redirect-private'));
  });

  it('fails too many redirects, oversized bodies and non-HTML answers', async () => {
    for (const path of ['/loop/3', '/huge.html', '/image.png', '/missing.html']) {
      const res = await scrap(store.url(path));
      expect(res.status, path).toBe(502);
      expect(res.body, path).toMatchObject({ action: false, error: { reason: 'SCRAPE_FAILED' } });
    }
  });

  it('refuses other schemes and unresolvable hosts', async () => {
    for (const url of ['ftp://example.com/x', 'file:///etc/passwd', 'javascript:alert(1)', 'gopher://example.com']) {
      const res = await scrap(url);
      expect(res.status, url).toBe(422);
      expect(res.body.action).toBe(false);
    }
    expect((await scrap('http://nowhere.invalid/')).status).toBe(502);
  });
});

describe('marketplace links', () => {
  it('answers 1688, Taobao (without scheme) and Tmall links from the demo catalog', async () => {
    const a = await scrap('https://detail.1688.com/offer/677102345811.html?spm=a26352');
    expect(a.body.data).toMatchObject({ marketplace: '1688', product_id: '677102345811', currency: 'CNY', source: 'demo' });
    const b = await scrap('item.taobao.com/item.htm?id=725531908812');
    expect(b.body.data).toMatchObject({ marketplace: 'taobao', product_id: '725531908812' });
    const c = await scrap('https://detail.tmall.com/item.htm?id=745612378904&skuId=1');
    expect(c.body.data).toMatchObject({ marketplace: 'tmall', name: expect.stringContaining('Redmi Buds') });
  });

  it('answers not found for unknown or id-less marketplace links', async () => {
    expect((await scrap('https://detail.1688.com/offer/111111111111.html')).status).toBe(404);
    expect((await scrap('https://www.taobao.com/')).status).toBe(404);
  });

  it('needs the signature on scrap', async () => {
    const guest = await createAccessToken(open.db);
    const res = await jsonClient(open.baseUrl)('POST', '/api/scrap', { body: { url: store.url('/jsonld.html') }, headers: guest.headers });
    expect(res.status).toBe(403);
  });
});
