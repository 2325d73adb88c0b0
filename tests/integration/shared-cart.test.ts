// Cache invalidation between processes (docs/operations.md "Several processes"): two servers on one
// PostgreSQL schema and one Redis. A cart changed through A is seen by B within 1 s although B had
// it in its cart cache (the write watch's notice, published after the commit); a rate set in A's
// console prices B's tax-calculator within 1 s (B keeps its pricing context 5 s otherwise).
//
// Run when a Redis answers at 127.0.0.1:6379, on PostgreSQL only (two servers cannot share one PGlite).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from './harness.ts';
import { customerSession, guestSession, type Client } from '../fixtures/cart-session.ts';
import { sessionClient } from '../fixtures/session-client.ts';
import type { Json } from './fixtures/http.ts';
import { staffClient } from './fixtures/ops.ts';
import { freshPrefix, redisAdmin, redisAnswers, TEST_REDIS_URL, within } from './fixtures/redis.ts';
import { lineCacheStats } from '../../server/modules/cart/line-cache.ts';

const REDIS = await redisAnswers();
const prefix = freshPrefix('cart');
const shared = { redisUrl: TEST_REDIS_URL, redisKeyPrefix: prefix, paymentExpirySweepMs: 0 };

describe.skipIf(!REDIS || TEST_DB !== 'postgres')('two processes on one database and one Redis', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ config: shared });
    b = await startTestServer({ seed: false, schema: a.schema, config: shared });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    const admin = redisAdmin();
    await admin.clean(prefix);
    await admin.close();
  });

  const quantities = async (api: Client): Promise<number[]> => {
    const res = await api('GET', '/api/cart-detail/list');
    expect(res.status).toBe(200);
    return (res.body.data as Json[]).map((item) => Number(item.quantity));
  };
  const hitsOf = (server: TestServer) => lineCacheStats(server.db)?.hits ?? 0;

  it('a cart changed through A is seen by B within 1 s (B served it from its cache before)', async () => {
    const session = await customerSession(a.baseUrl, a.db);
    const throughA = session.api;
    const throughB = sessionClient(b.baseUrl, { accessToken: session.accessToken, loginToken: session.customer.token });
    const added = await throughA('POST', '/api/cart/add-to-cart-manual', { name: 'Tas kulit', price_original: 20, currency: 'USD', country: 'us', quantity: 1, weight: 800 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const code = added.body.cart_detail_code as string;

    expect(await quantities(throughB)).toEqual([1]);
    const hits = hitsOf(b);
    expect(await quantities(throughB)).toEqual([1]);
    expect(hitsOf(b), 'B answered the second read from its cache').toBe(hits + 1);

    const edited = await throughA('PUT', '/api/cart-detail/edit-manual', { cart_detail_code: code, quantity: 3 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await within(1_000, async () => (await quantities(throughB)).join() === '3');

    expect((await throughA('POST', '/api/cart/add-to-cart-manual', { name: 'Sepatu', price_original: 30, currency: 'USD', country: 'us', quantity: 2, weight: 900 })).status).toBe(200);
    await within(1_000, async () => (await quantities(throughB)).length === 2);
  });

  it('a guest cart (keyed by its access token) too; and a write outside any request (everyone\'s) as well', async () => {
    const guest = await guestSession(a.baseUrl, a.db);
    const throughB = sessionClient(b.baseUrl, { accessToken: guest.access.token });
    expect((await guest.api('POST', '/api/cart/add-to-cart-manual', { name: 'Topi', price_original: 10, currency: 'USD', country: 'us', quantity: 1, weight: 200 })).status).toBe(200);
    expect(await quantities(throughB)).toEqual([1]);
    expect(await quantities(throughB)).toEqual([1]);
    // As a payment notification or a staff action would: A's database, outside any customer's request.
    await a.db.updateTable('cart_details').set({ quantity: 5 }).where('access_token_id', '=', guest.access.id).execute();
    await within(1_000, async () => (await quantities(throughB)).join() === '5');
  });

  it('a rate set in A\'s console prices B\'s tax-calculator within 1 s', async () => {
    const guest = sessionClient(b.baseUrl, { accessToken: (await guestSession(b.baseUrl, b.db)).access.token });
    const goodsValue = async (): Promise<number> => {
      const res = await guest('POST', '/api/cart-detail/tax-calculator', {
        lines: [{ id: 'a', price: 100, currency: 'SGD', quantity: 1, weight: 500, country: 'singapore', marketplace: 'other' }],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.lines[0].goods_value as number;
    };
    const before = await goodsValue();
    expect(await goodsValue()).toBe(before);
    const admin = await staffClient(a, 'admin');
    const current = Number((await a.db.selectFrom('kurs').select('kurs').where('code', '=', 'SGD').executeTakeFirstOrThrow()).kurs);
    const set = await admin.call('POST', '/api/ops/kurs/SGD', { kurs: Math.round(current * 1.1) });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    await within(1_000, async () => (await goodsValue()) !== before);
  });
});
