// The product page's data answered again from the memo (server/modules/catalog/marketplace/answer-memo.ts,
// docs/performance.md "API load"): a recent answer is sent again without reading the database, per
// language, and never once the pricing context it was priced with is replaced (a kurs set in the
// console prices the next answer at once).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundRupiah } from '../../src/domain/pricing/index.ts';
import { wibDate } from '../../src/domain/kurs/index.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { staffClient, type StaffClient } from './fixtures/ops.ts';
import { createAccessToken } from './fixtures/tokens.ts';
import { sessionClient } from '../fixtures/session-client.ts';

let server: TestServer;
let admin: StaffClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await staffClient(server, 'admin');
});
afterAll(async () => server?.close());

async function visitor(lang: 'indonesia' | 'english' = 'indonesia') {
  return sessionClient(server.baseUrl, { accessToken: (await createAccessToken(server.db)).token, lang });
}

/** Two curated (demo) items of the seeded catalogue. */
async function demoItems() {
  const rows = await server.db.selectFrom('demo_products').select(['marketplace', 'product_id']).where('marketplace', '=', 'taobao').limit(2).execute();
  const [first, second] = rows.map((r) => ({ id: r.product_id, url: `https://item.taobao.com/item.htm?id=${r.product_id}` }));
  if (!first || !second) throw new Error('the seeded catalogue has fewer than two Taobao items');
  return [first, second] as const;
}

describe('the product answer memo', () => {
  it('answers a recent lookup again without the database, per language', async () => {
    const [item] = await demoItems();
    const id = await visitor();
    const first = await id('POST', '/api/scrap', { url: item.url, version: 'V2' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    // The curated row goes: a lookup that read the database would find no such item.
    await server.db.deleteFrom('demo_products').where('marketplace', '=', 'taobao').where('product_id', '=', item.id).execute();
    const again = await (await visitor())('POST', '/api/scrap', { url: item.url, version: 'V2' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const byId = await id('GET', `/api/product/taobao/${item.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(first.body);

    // Another language is its own answer, never borrowed from the Indonesian one.
    const english = await (await visitor('english'))('POST', '/api/scrap', { url: item.url, version: 'V2' });
    expect(english.status).toBe(404);
  });

  it('prices the next answer with a kurs set in the console at once', async () => {
    const [, item] = await demoItems();
    const shopper = await visitor();
    const before = await shopper('POST', '/api/scrap', { url: item.url, version: 'V2' });
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    const currency = String(before.body.data.currency).toUpperCase();
    expect(currency).toBe('CNY');
    expect((await shopper('POST', '/api/scrap', { url: item.url, version: 'V2' })).body).toEqual(before.body);

    const set = await admin.call('POST', '/api/ops/kurs/cny', { kurs: 2400.5, date: wibDate(Date.now()), note: 'memo' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const after = await shopper('POST', '/api/scrap', { url: item.url, version: 'V2' });
    expect(after.status).toBe(200);
    expect(after.body.data.kurs).toBe(2400.5);
    expect(after.body.data.price_rupiah).not.toBe(before.body.data.price_rupiah);
    expect(after.body.data.price_rupiah).toBe(roundRupiah(Number(before.body.data.price) * 2400.5));
  });
});
