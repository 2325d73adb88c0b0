// The marketplace service with a real provider adapter (Onebound, against its local fake) and
// DeepL (against its fake), through the real server: a pasted link of any form becomes a
// translated product; answers are kept (texts and prices apart), one provider call serves many
// lookups, a visitor's provider calls are limited, failures are clear and retryable and leave
// what was kept; search and its cache. docs/marketplace.md.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from './harness.ts';
import { createAccessToken } from './fixtures/tokens.ts';
import { jsonClient, type Json } from './fixtures/http.ts';
import { signatureHeaders } from './fixtures/sign.ts';
import { startFakeOnebound, type FakeOnebound } from '../fixtures/fake-onebound.ts';
import { startFakeDeepl, type FakeDeepl } from '../fixtures/fake-deepl.ts';
import { JACKET, LIPSTICK, THERMOS, DELISTED_ID } from '../fixtures/onebound/taobao-items.ts';
import { TOTE } from '../fixtures/onebound/alibaba-items.ts';
import { createOneboundMarketplace } from '../../server/modules/catalog/marketplace/onebound/adapter.ts';
import type { HostResolver } from '../../server/modules/catalog/fetch-guard.ts';
import { composeMarketplace } from '../../server/marketplace.ts';
import { loadConfig } from '../../server/config.ts';

let onebound: FakeOnebound;
let deepl: FakeDeepl;
let server: TestServer;
let shortLinks: Server;
let shortLinkPort = 0;
let offsetMs = 0;
const logged: Array<{ level: 'warn' | 'error'; entry: Json; message: string }> = [];
const now = () => new Date(Date.now() + offsetMs);
const PRICE_TTL_MS = 30 * 60_000;

const resolver: HostResolver = async (host) => {
  if (host === 'm.tb.cn') return [{ address: '127.0.0.1', family: 4 }];
  throw new Error(`ENOTFOUND ${host}`);
};

/** A visitor: its own access token, signing with the server's clock (it may be moved forward). */
async function visitor(lang: 'english' | 'indonesia' = 'indonesia') {
  const token = (await createAccessToken(server.db)).token;
  const call = jsonClient(server.baseUrl);
  return (method: string, path: string, body?: unknown) => call(method, path, {
    body,
    headers: { 'tb-language': lang, accesstoken: token, ...signatureHeaders({ method, path, body, accessToken: token, timestamp: now().getTime() }) },
  });
}

const itemCalls = (id: string) => onebound.requestsTo('item_get').filter((r) => r.query.num_iid === id);

beforeAll(async () => {
  onebound = await startFakeOnebound();
  deepl = await startFakeDeepl();
  // A short-link host as m.tb.cn answers: a page whose script sends the browser to the item.
  shortLinks = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(req.url?.startsWith('/h.jacket')
      ? `<html><script>var url = 'https://a.m.taobao.com/i${JACKET.id}.htm?price=189&amp;sourceType=item';</script></html>`
      : '<html><body>Halaman tidak ditemukan</body></html>');
  });
  await new Promise<void>((resolve) => shortLinks.listen(0, '127.0.0.1', resolve));
  shortLinkPort = (shortLinks.address() as AddressInfo).port;
  server = await startTestServer({
    config: {
      marketplaceProvider: 'onebound', oneboundApiUrl: onebound.url, oneboundApiKey: onebound.key, oneboundApiSecret: onebound.secret,
      translationProvider: 'deepl', deeplApiKey: deepl.key, deeplApiUrl: deepl.url,
      marketplacePriceTtlMs: PRICE_TTL_MS, marketplaceLookupsPerMinute: 6, scrapeAllowLoopback: true,
    },
    ports: {
      now,
      scrapeResolver: resolver,
      // The adapter the configuration names, with a short deadline so the timeout case is quick.
      marketplace: createOneboundMarketplace({ url: onebound.url, key: onebound.key, secret: onebound.secret, timeoutMs: 1_500 }),
      log: {
        warn: (entry: Json, message: string) => { logged.push({ level: 'warn', entry, message }); },
        error: (entry: Json, message: string) => { logged.push({ level: 'error', entry, message }); },
      } as never,
    },
  });
});
afterAll(async () => {
  await server?.close();
  await onebound?.close();
  await deepl?.close();
  await new Promise((resolve) => shortLinks?.close(resolve));
});
beforeEach(() => {
  logged.length = 0;
});

describe('a pasted link becomes a translated product', () => {
  it('reads the provider item in Indonesian, the English and the Chinese one tap away, SKUs with their own price and stock', async () => {
    const api = await visitor();
    const res = await api('POST', '/api/scrap', { url: `https://item.taobao.com/item.htm?spm=a21bo.jianhua&id=${JACKET.id}&ali_trackid=2:mm_1`, version: 'V2' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({
      source: 'provider', provider: 'onebound', marketplace: 'taobao', product_id: JACKET.id, currency: 'CNY', country: 'china',
      name: 'Jaket outdoor 3-in-1 tahan angin dan air, lapisan bulu, musim gugur dan dingin',
      name_en: JACKET.title.en, name_original: JACKET.title.cn,
      translation: { shown: 'id', engine: 'deepl', notice: null },
      // No weight from the seller: the clothing estimate, marked as one.
      product_type_slug: 'pakaian', weight: 500, weight_estimated: true,
      url: `https://item.taobao.com/item.htm?id=${JACKET.id}`,
    });
    const color = p.variations.find((v: Json) => v.name === 'color');
    expect(color.values.find((v: Json) => v.value === 'Black')).toMatchObject({ original: '黑色', label: 'hitam' });
    expect(color.values.every((v: Json) => typeof v.image === 'string' && v.image.startsWith('https://'))).toBe(true);
    expect(p.image_urls.every((u: string) => u.startsWith('https://'))).toBe(true);
    const xxlBlack = p.options.find((o: Json) => o.attributes.color === 'Black' && o.attributes.size === 'XXL');
    expect(xxlBlack).toMatchObject({ price: 219.5, stock: 9 });
    expect(p.options.find((o: Json) => o.attributes.color === 'Navy blue' && o.attributes.size === 'L')).toMatchObject({ stock: 0 });
    // One lookup: the Chinese and the English answer, nothing more.
    expect(itemCalls(JACKET.id).map((r) => r.query.lang).sort()).toEqual(['cn', 'en']);
  });

  it('answers the same item from the database, in English for an English visitor, with no provider or translation call', async () => {
    const calls = itemCalls(JACKET.id).length;
    const translations = deepl.requests.length;
    const en = await visitor('english');
    const res = await en('GET', `/api/product/taobao/${JACKET.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: JACKET.title.en, translation: { shown: 'en' } });
    const id = await visitor();
    expect((await id('GET', `/api/product/taobao/${JACKET.id}`)).body.data.name).toContain('Jaket outdoor');
    expect(itemCalls(JACKET.id)).toHaveLength(calls);
    expect(deepl.requests).toHaveLength(translations);
  });

  it('takes every form a customer pastes: mobile, Tmall, 1688 mobile, share text, a short link followed to its item', async () => {
    const api = await visitor();
    const forms: Array<[string, string]> = [
      [`https://a.m.taobao.com/i${JACKET.id}.htm?price=189&sourceType=item`, JACKET.id],
      [`https://detail.m.tmall.com/item.htm?spm=a220m.6910245&id=${THERMOS.id}&skuId=4890012300001`, THERMOS.id],
      [`https://m.1688.com/offer/${TOTE.id}.html?spm=a26g8.7664807&sk=consign`, TOTE.id],
      [`【淘宝】限时特惠 http://m.tb.cn:${shortLinkPort}/h.jacket?tk=XYZ CZ3457 「户外冲锋衣」 点击链接直接打开`, JACKET.id],
    ];
    for (const [url, id] of forms) {
      const res = await api('POST', '/api/scrap', { url, version: 'V2' });
      expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.data.product_id).toBe(id);
    }
    const dead = await api('POST', '/api/scrap', { url: `http://m.tb.cn:${shortLinkPort}/h.gone`, version: 'V2' });
    expect(dead.status).toBe(404);
    expect(dead.body.message).toBe('Produk tidak tersedia');
  });

  it('a delisted item is "Produk tidak tersedia" (404), nothing logged for operators', async () => {
    const res = await (await visitor())('GET', `/api/product/taobao/${DELISTED_ID}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ action: false, message: 'Produk tidak tersedia', error: { reason: 'PRODUCT_NOT_FOUND' } });
    expect(logged.filter((l) => l.level === 'error')).toEqual([]);
  });
});

describe('cost and failure control', () => {
  it('many concurrent lookups of one item make one provider lookup', async () => {
    const api = await visitor('english');
    const answers = await Promise.all(Array.from({ length: 8 }, () => api('GET', `/api/product/taobao/${LIPSTICK.id}`)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(itemCalls(LIPSTICK.id).map((r) => r.query.lang).sort()).toEqual(['cn', 'en']);
    expect(answers[0]?.body.data).toMatchObject({ product_type_slug: 'kosmetik', weight_estimated: false });
  });

  it('refreshes prices and stock alone once they are older than the price TTL (cache=no, one call), texts kept', async () => {
    const api = await visitor();
    const before = itemCalls(THERMOS.id).length;
    onebound.setPrice(THERMOS.id, '4890012300001', 95);
    expect((await api('GET', `/api/product/tmall/${THERMOS.id}`)).body.data.options.find((o: Json) => o.sku_id === '4890012300001').price).toBe(89);
    offsetMs += PRICE_TTL_MS + 1_000;
    const res = await api('GET', `/api/product/tmall/${THERMOS.id}`);
    expect(res.status).toBe(200);
    const refresh = itemCalls(THERMOS.id).slice(before);
    expect(refresh).toHaveLength(1);
    expect(refresh[0]?.query).toMatchObject({ lang: 'cn', cache: 'no' });
    // The promotion price follows the new price; the translated title stays.
    const sku = res.body.data.options.find((o: Json) => o.sku_id === '4890012300001');
    expect(sku.price).not.toBe(89);
    expect(res.body.data.translation).toMatchObject({ shown: 'id' });
    expect(res.body.data.name_en).toBe(THERMOS.title.en);
  });

  it('a provider timeout is a clear, retryable 504 within the deadline, never a hang or a 500', async () => {
    onebound.script('item_get', { delayMs: 5_000 });
    onebound.script('item_get', { delayMs: 5_000 });
    const started = Date.now();
    const res = await (await visitor())('GET', '/api/product/taobao/888000111222');
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(res.status).toBe(504);
    expect(res.body).toMatchObject({ action: false, error: { code: 'GATEWAY_TIMEOUT', reason: 'MARKETPLACE_TIMEOUT' }, message: 'Marketplace terlalu lama merespons. Silakan coba lagi.' });
  });

  it('an authentication or quota failure is logged for operators and answered 503 in words a customer understands', async () => {
    onebound.script('item_get', { errorCode: '4005' });
    onebound.script('item_get', { errorCode: '4005' });
    const auth = await (await visitor())('GET', '/api/product/taobao/888000111223');
    expect(auth.status).toBe(503);
    expect(auth.body.error.reason).toBe('MARKETPLACE_UNAVAILABLE');
    expect(auth.body.message).toContain('Silakan coba lagi');
    expect(auth.body.message).not.toMatch(/4005|secret|key/i);
    onebound.script('item_get', { errorCode: '4016' });
    onebound.script('item_get', { errorCode: '4016' });
    expect((await (await visitor())('GET', '/api/product/taobao/888000111224')).status).toBe(503);
    const errors = logged.filter((l) => l.level === 'error');
    expect(errors.map((l) => [l.entry.kind, l.entry.providerCode])).toEqual([['auth', '4005'], ['quota', '4016']]);
    expect(JSON.stringify(errors)).not.toContain(onebound.secret);
  });

  it('when the provider fails, the kept item is answered (its prices checked again at checkout)', async () => {
    offsetMs += 25 * 3_600_000; // texts and prices both stale
    onebound.script('item_get', { httpStatus: 500 });
    onebound.script('item_get', { httpStatus: 500 });
    const res = await (await visitor('english'))('GET', `/api/product/taobao/${JACKET.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ product_id: JACKET.id, name: JACKET.title.en });
    expect(logged.some((l) => l.level === 'warn' && l.entry.kind === 'unavailable')).toBe(true);
  });

  it('limits one visitor to MARKETPLACE_LOOKUPS_PER_MINUTE provider calls; kept answers and other visitors go on', async () => {
    const greedy = await visitor();
    const statuses: number[] = [];
    for (let n = 0; n < 7; n += 1) statuses.push((await greedy('GET', `/api/product/taobao/77700000000${n}`)).status);
    // Six calls allowed (each answered 404: the fake knows none of these ids), the seventh refused.
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 429]);
    const refused = await greedy('GET', '/api/product/taobao/777000000009');
    expect(refused.body).toMatchObject({ error: { reason: 'LOOKUP_LIMITED' }, message: 'Terlalu banyak produk baru dicari dalam satu menit. Tunggu sebentar lalu coba lagi.' });
    expect((await greedy('GET', `/api/product/taobao/${LIPSTICK.id}`)).status).toBe(200);
    expect((await (await visitor())('GET', '/api/product/taobao/777000000009')).status).toBe(404);
  });
});

describe('search', () => {
  it('goes to the provider with the price range in yuan, sort and paging, lists rupiah prices, and is kept', async () => {
    const api = await visitor('english');
    const before = onebound.requestsTo('item_search').length;
    const kurs = Number((await api('GET', '/api/kurs?from=CNY')).body.kurs);
    const path = `/api/product/taobao/search?q=jacket&startPrice=${100 * kurs}&endPrice=${300 * kurs}&sort=price_asc&page=1&limit=10`;
    const res = await api('GET', path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sent = onebound.requestsTo('item_search').slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.query).toMatchObject({ q: 'jacket', start_price: '100', end_price: '300', sort: 'bid2', page: '1', page_size: '10' });
    expect(res.body).toMatchObject({ feeds: false, q: 'jacket', sort: 'price_asc', page: 1, per_page: 10 });
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const item of res.body.data) {
      expect(item.url).toMatch(/^https:\/\/(item\.taobao|detail\.tmall)\.com\/item\.htm\?id=\d+$/);
      expect(item.image_url).toMatch(/^https:\/\//);
      expect(item.price).toBe(Math.round(item.price_original * kurs));
    }
    expect((await api('GET', path)).body).toEqual(res.body);
    expect(onebound.requestsTo('item_search').slice(before)).toHaveLength(1);
  });

  it('a search the provider cannot answer is a clear 502, not a 500', async () => {
    onebound.script('item_search', { raw: '<html>not json</html>' });
    const res = await (await visitor())('GET', '/api/product/1688/search?q=tas%20wanita');
    expect(res.status).toBe(502);
    expect(res.body.error.reason).toBe('MARKETPLACE_UNAVAILABLE');
  });
});

describe('configuration', () => {
  it('names the adapters: Onebound and DeepL when configured, the demo catalogue and no translation by default', () => {
    const ports = (config: Partial<TestServer['config']>) => {
      const deps = { db: server.db, config: { ...server.config, ...config }, ports: { now } } as Parameters<typeof composeMarketplace>[0];
      composeMarketplace(deps, server.app.log);
      return deps.ports;
    };
    const configured = ports({ marketplaceProvider: 'onebound', translationProvider: 'deepl' });
    expect(configured.marketplace?.name).toBe('onebound');
    expect(configured.translation?.name).toBe('deepl');
    const offline = ports({ marketplaceProvider: 'demo', translationProvider: 'none' });
    expect(offline.marketplace?.name).toBe('demo');
    expect(offline.translation).toBeUndefined();
  });

  it('loadConfig: demo without a key, onebound with one, and a provider without its keys refused at start', () => {
    expect(loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv, { appSecret: 'x', courseServiceKey: 'y' })).toMatchObject({ marketplaceProvider: 'demo', translationProvider: 'none' });
    expect(loadConfig({ NODE_ENV: 'test', ONEBOUND_API_KEY: 'k', ONEBOUND_API_SECRET: 's', DEEPL_API_KEY: 'd:fx' } as NodeJS.ProcessEnv, { appSecret: 'x', courseServiceKey: 'y' }))
      .toMatchObject({ marketplaceProvider: 'onebound', oneboundApiUrl: 'https://api-gw.onebound.cn', translationProvider: 'deepl' });
    expect(() => loadConfig({ NODE_ENV: 'test', MARKETPLACE_PROVIDER: 'onebound' } as NodeJS.ProcessEnv, { appSecret: 'x', courseServiceKey: 'y' })).toThrow(/ONEBOUND_API_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'test', MARKETPLACE_PROVIDER: 'amazon' } as NodeJS.ProcessEnv, { appSecret: 'x', courseServiceKey: 'y' })).toThrow(/demo or onebound/);
  });
});
