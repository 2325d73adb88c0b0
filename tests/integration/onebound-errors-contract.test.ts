// Contract of the Onebound adapter's failures (docs/marketplace.md "Error codes") against the
// local fake: error_code -> MarketplaceError kind, what is logged (never the secret), the
// deadline, HTTP failures, and answers that are not the documented shape, refused whole.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOneboundMarketplace, type OneboundLogEvent } from '../../server/modules/catalog/marketplace/onebound/adapter.ts';
import { MarketplaceError, type MarketplacePort } from '../../server/modules/catalog/marketplace/port.ts';
import { startFakeOnebound, type FakeOnebound } from '../fixtures/fake-onebound.ts';
import { JACKET } from '../fixtures/onebound/taobao-items.ts';

let fake: FakeOnebound;
let port: MarketplacePort;
const logs: OneboundLogEvent[] = [];

const JACKET_QUERY = { marketplace: 'taobao', id: JACKET.id } as const;

async function failure(promise: Promise<unknown>): Promise<MarketplaceError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(MarketplaceError);
  return error as MarketplaceError;
}

beforeAll(async () => {
  fake = await startFakeOnebound();
  port = createOneboundMarketplace({ url: fake.url, key: fake.key, secret: fake.secret, timeoutMs: 2_000, log: (e) => logs.push(e) });
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.requests.length = 0;
  logs.length = 0;
});

describe('error codes', () => {
  it('a wrong secret (4005) is auth, logged as an error with the code, the secret in no message', async () => {
    const wrong = 'wrong-secret-7f3a9c';
    const logged: OneboundLogEvent[] = [];
    const bad = createOneboundMarketplace({ url: fake.url, key: fake.key, secret: wrong, log: (e) => logged.push(e) });
    const error = await failure(bad.item(JACKET_QUERY));
    expect(error).toMatchObject({ kind: 'auth', providerCode: '4005' });
    expect(logged).toEqual([expect.objectContaining({ level: 'error', kind: 'auth', providerCode: '4005', api: 'item_get' })]);
    expect(JSON.stringify(logged) + error.message + String(error.stack)).not.toContain(wrong);
  });

  it('a provider text quoting the secret is redacted in the error and the log', async () => {
    fake.script('item_search', { errorCode: '4000', reason: `call_args secret=${fake.secret} key=${fake.key}` });
    const error = await failure(port.search({ market: 'taobao', q: 'jaket', page: 1, pageSize: 20, sort: 'relevance' }));
    expect(error.message).toContain('secret=***');
    expect(error.message + JSON.stringify(logs)).not.toContain(fake.secret);
  });

  it('an unknown key (4004) is auth', async () => {
    const bad = createOneboundMarketplace({ url: fake.url, key: 'nobody', secret: fake.secret });
    await expect(bad.search({ market: 'taobao', q: 'jaket', page: 1, pageSize: 20, sort: 'relevance' })).rejects.toMatchObject({ kind: 'auth', providerCode: '4004' });
  });

  it.each([
    ['4013', 'quota', 'error'],
    ['4016', 'quota', 'error'],
    ['4008', 'quota', 'error'],
    ['4006', 'auth', 'error'],
    ['4003', 'bad_request', 'warn'],
    ['4000', 'unavailable', 'warn'],
    ['4002', 'unavailable', 'warn'],
    ['4009', 'unavailable', 'warn'],
    ['4999', 'unavailable', 'warn'],
  ] as const)('error_code %s on a search is %s (logged as %s)', async (code, kind, level) => {
    fake.script('item_search', { errorCode: code });
    const error = await failure(port.search({ market: 'taobao', q: 'jaket', page: 1, pageSize: 20, sort: 'relevance' }));
    expect(error).toMatchObject({ kind, providerCode: code });
    expect(logs).toEqual([expect.objectContaining({ level, kind, providerCode: code, api: 'item_search' })]);
  });

  it('item_get: 4002 with "item-not-found" is no item (null); 4002 with another reason is unavailable', async () => {
    fake.script('item_get', { errorCode: '4002', error: 'item-not-found', reason: '宝贝不存在' }, { lang: 'cn' });
    await expect(port.item(JACKET_QUERY)).resolves.toBeNull();
    fake.script('item_get', { errorCode: '4002' }, { lang: 'cn' });
    await expect(port.item(JACKET_QUERY)).rejects.toMatchObject({ kind: 'unavailable', providerCode: '4002' });
  });

  it('an account error whose Chinese reason says 不存在 stays an account error', async () => {
    fake.script('item_get', { errorCode: '4004', reason: '用户帐号不存在' }, { lang: 'cn' });
    await expect(port.item(JACKET_QUERY)).rejects.toMatchObject({ kind: 'auth', providerCode: '4004' });
  });

  it('the English answer failing fails the lookup: never a product without its texts', async () => {
    fake.script('item_get', { errorCode: '4013' }, { lang: 'en' });
    await expect(port.item(JACKET_QUERY)).rejects.toMatchObject({ kind: 'quota' });
  });
});

describe('transport', () => {
  it('no answer within timeoutMs is a timeout, in about timeoutMs', async () => {
    const quick = createOneboundMarketplace({ url: fake.url, key: fake.key, secret: fake.secret, timeoutMs: 300, log: (e) => logs.push(e) });
    fake.script('item_search', { delayMs: 2_000 });
    const started = Date.now();
    const error = await failure(quick.search({ market: 'taobao', q: 'jaket', page: 1, pageSize: 20, sort: 'relevance' }));
    const elapsed = Date.now() - started;
    expect(error.kind).toBe('timeout');
    expect(elapsed).toBeGreaterThanOrEqual(280);
    expect(elapsed).toBeLessThan(1_500);
  });

  it('a configured timeout above 8 s is held to 8 s', async () => {
    const slow = createOneboundMarketplace({ url: fake.url, key: fake.key, secret: fake.secret, timeoutMs: 60_000 });
    fake.script('item_search', { delayMs: 9_500 });
    const started = Date.now();
    await expect(slow.search({ market: 'taobao', q: 'jaket', page: 1, pageSize: 20, sort: 'relevance' })).rejects.toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(9_000);
  }, 15_000);

  it('the upload and the search of an image search share one deadline', async () => {
    const quick = createOneboundMarketplace({ url: fake.url, key: fake.key, secret: fake.secret, timeoutMs: 600 });
    fake.script('upload_img', { delayMs: 400 });
    fake.script('item_search_img', { delayMs: 400 });
    const started = Date.now();
    await expect(quick.searchByImage({ market: 'taobao', bytes: Buffer.from('picture'), kind: 'png', imageUrl: null, page: 1, pageSize: 20 })).rejects.toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(750);
  });

  it('HTTP 500 is unavailable, logged as a warning', async () => {
    fake.script('item_search', { httpStatus: 500 });
    await expect(port.search({ market: '1688', q: 'tas', page: 1, pageSize: 20, sort: 'relevance' })).rejects.toMatchObject({ kind: 'unavailable' });
    expect(logs).toEqual([expect.objectContaining({ level: 'warn', kind: 'unavailable', api: 'item_search' })]);
  });

  it('a network failure (nothing listening) is unavailable, and its message holds no secret', async () => {
    const closed = await startFakeOnebound();
    const url = closed.url;
    await closed.close();
    const secret = 'network-secret-123456';
    const nowhere = createOneboundMarketplace({ url, key: 'k', secret });
    const error = await failure(nowhere.item(JACKET_QUERY));
    expect(error.kind).toBe('unavailable');
    expect(error.message).not.toContain(secret);
  });
});

describe('answers that are not the documented shape are refused whole (malformed)', () => {
  it('a body that is not JSON', async () => {
    fake.script('item_search', { raw: '<html><body>维护中</body></html>' });
    await expect(port.search({ market: 'taobao', q: 'jaket', page: 1, pageSize: 20, sort: 'relevance' })).rejects.toMatchObject({ kind: 'malformed' });
    expect(logs[0]).toMatchObject({ level: 'warn', kind: 'malformed' });
  });

  it('JSON without an error_code', async () => {
    fake.script('item_search', { body: { items: { item: [] } } });
    await expect(port.search({ market: 'taobao', q: 'jaket', page: 1, pageSize: 20, sort: 'relevance' })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it.each([
    ['the item is missing', (a: Record<string, unknown>) => { delete a['item']; }],
    ['the item is another one', (a: Record<string, unknown>) => { (a['item'] as Record<string, unknown>)['num_iid'] = '111'; }],
    ['the price is not numeric', (a: Record<string, unknown>) => { (a['item'] as Record<string, unknown>)['price'] = '面议'; }],
    ['skus.sku is not an array', (a: Record<string, unknown>) => { (a['item'] as Record<string, unknown>)['skus'] = { sku: 'none' }; }],
    ['a SKU price is not numeric', (a: Record<string, unknown>) => {
      const skus = (a['item'] as { skus: { sku: Array<Record<string, unknown>> } }).skus.sku;
      if (skus[3]) skus[3]['price'] = 'abc';
    }],
    ['a SKU has no sku_id', (a: Record<string, unknown>) => {
      const skus = (a['item'] as { skus: { sku: Array<Record<string, unknown>> } }).skus.sku;
      if (skus[0]) delete skus[0]['sku_id'];
    }],
    ['a SKU\'s properties are not pid:vid pairs', (a: Record<string, unknown>) => {
      const skus = (a['item'] as { skus: { sku: Array<Record<string, unknown>> } }).skus.sku;
      if (skus[0]) skus[0]['properties'] = '颜色:黑色';
    }],
  ])('item_get: %s', async (_what, mutate) => {
    fake.script('item_get', { mutate }, { lang: 'cn' });
    await expect(port.item(JACKET_QUERY)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('a malformed English answer is refused too', async () => {
    fake.script('item_get', { mutate: (a) => { (a['item'] as Record<string, unknown>)['skus'] = { sku: 7 }; } }, { lang: 'en' });
    await expect(port.item(JACKET_QUERY)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('1688 tiers that cannot be read are refused (a guessed quantity price would be a wrong price)', async () => {
    fake.script('item_get', { mutate: (a) => { (a['item'] as Record<string, unknown>)['priceRange'] = [['two', 'cheap']]; } }, { lang: 'cn' });
    await expect(port.item({ marketplace: '1688', id: '703118829341' })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it.each([
    ['items.item is not a list', { items: { item: 'x' }, error_code: '0000' }],
    ['no items object', { item: [], error_code: '0000' }],
    ['a hit without num_iid', { items: { item: [{ title: 'A', price: '1.00', pic_url: '//img.alicdn.com/a.jpg' }] }, error_code: '0000' }],
    ['a hit with a price that is not numeric', { items: { item: [{ num_iid: '1', title: 'A', price: 'n/a', pic_url: '//img.alicdn.com/a.jpg' }] }, error_code: '0000' }],
  ])('item_search: %s', async (_what, body) => {
    fake.script('item_search', { body });
    await expect(port.search({ market: 'taobao', q: 'jaket', page: 1, pageSize: 20, sort: 'relevance' })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('a numeric string error_code and numeric strings for numbers are accepted', async () => {
    fake.script('item_search', { body: { items: { page: 1, total_results: '1', item: [{ num_iid: 42, title: 'A', price: 3, promotion_price: '', pic_url: 'http://img.alicdn.com/a.jpg', sales: '1万+' }] }, error_code: 0 } });
    const page = await port.search({ market: 'taobao', q: 'jaket', page: 1, pageSize: 20, sort: 'relevance' });
    expect(page.items).toEqual([expect.objectContaining({ product_id: '42', price: 3, image: 'https://img.alicdn.com/a.jpg', sales: 10_000 })]);
    expect(page).toMatchObject({ total: 1, lastPage: 1 });
  });
});
