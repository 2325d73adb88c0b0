// Rate limits shared between processes (docs/operations.md "Several processes"): two servers with
// one Redis, each on its own database (a limit needs no shared database, so this runs on PGlite
// too). The tracking limit (60 a minute) and the login limit (10) hold across both, keyed by the
// client's address as TRUST_PROXY allows: behind a trusted balancer two customers are limited
// apart, without TRUST_PROXY a forged X-Forwarded-For changes nothing. The marketplace's lookup
// limit per visitor is shared the same way. With Redis unreachable every process counts alone and
// keeps answering.
//
// Run when a Redis answers at 127.0.0.1:6379.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { jsonClient } from './fixtures/http.ts';
import { deadRedisUrl, freshPrefix, redisAdmin, redisAnswers, TEST_REDIS_URL } from './fixtures/redis.ts';
import { trustProxyOf } from '../../server/shared/trust-proxy.ts';
import { createRedisSharedState } from '../../server/shared/redis.ts';
import { createVisitorLimit } from '../../server/modules/catalog/marketplace/visitor-limit.ts';
import { TRACKING_PER_MINUTE } from '../../server/modules/orders/routes.ts';

const REDIS = await redisAnswers();
const prefix = freshPrefix('limits');
const shared = { redisUrl: TEST_REDIS_URL, redisKeyPrefix: prefix, paymentExpirySweepMs: 0, authRateLimitPerMinute: 10 };
const quiet = { info: () => undefined, warn: () => undefined };

let seq = 0;
/** A client address of its own (TEST-NET-3), so no two tests share a counter. */
const newClient = () => `203.0.113.${++seq}`;

let guess = 0;
// Each guess on an account of its own: one account's backoff (login-throttle.test.ts) is not this limit.
const login = (server: TestServer, headers: Record<string, string> = {}) =>
  jsonClient(server.baseUrl)('POST', '/api/customer/login', { body: { username: `nobody-${++guess}@example.test`, password: 'salah-salah' }, headers });
const track = (server: TestServer, headers: Record<string, string> = {}) =>
  jsonClient(server.baseUrl)('GET', '/api/cart-or-invoice?code=INV-NONE', { headers });

describe.skipIf(!REDIS)('two processes behind a balancer, one Redis', () => {
  let a: TestServer;
  let b: TestServer;
  let direct: TestServer;
  beforeAll(async () => {
    // The balancer is on loopback: its X-Forwarded-For is believed.
    const behindProxy = { ...shared, trustProxy: trustProxyOf('127.0.0.1') };
    a = await startTestServer({ seed: false, config: behindProxy });
    b = await startTestServer({ seed: false, config: behindProxy });
    // Reached directly: no proxy trusted (the default).
    direct = await startTestServer({ seed: false, config: shared });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close(), direct?.close()]);
    const admin = redisAdmin();
    await admin.clean(prefix);
    await admin.close();
  });

  it(`the tracking limit (${TRACKING_PER_MINUTE} a minute) holds across both: the 61st call is refused`, async () => {
    const from = { 'x-forwarded-for': newClient() };
    const statuses: number[] = [];
    for (let i = 0; i < TRACKING_PER_MINUTE; i++) statuses.push((await track(i % 2 === 0 ? a : b, from)).status);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    const refused = await track(a, from);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ action: false, error: { code: 'TOO_MANY_REQUESTS', reason: 'RATE_LIMITED' } });
    expect((await track(b, from)).status).toBe(429);
  });

  it('the login limit (10) holds across both: the 11th guess is refused', async () => {
    const from = { 'x-forwarded-for': newClient() };
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await login(i % 2 === 0 ? a : b, from)).status);
    expect(statuses).toEqual(Array(10).fill(400));
    expect((await login(b, from)).status).toBe(429);
    expect((await login(a, from)).status).toBe(429);
  });

  it('behind the trusted balancer, X-Forwarded-For decides: two customers are limited apart', async () => {
    const first = newClient();
    const second = newClient();
    for (let i = 0; i < 10; i++) await login(i % 2 === 0 ? a : b, { 'x-forwarded-for': first });
    expect((await login(a, { 'x-forwarded-for': first })).status).toBe(429);
    // The balancer's own address is the same for both; the customer's is not.
    expect((await login(a, { 'x-forwarded-for': second })).status).toBe(400);
    expect((await login(b, { 'x-forwarded-for': `${second}, 127.0.0.1` })).status).toBe(400);
  });

  it('without TRUST_PROXY a forged X-Forwarded-For is ignored: the socket\'s address is the key', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(direct, { 'x-forwarded-for': newClient() })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });

  it('the marketplace\'s lookup limit per visitor is one count for every process', async () => {
    const one = createRedisSharedState({ url: TEST_REDIS_URL, prefix, log: quiet });
    const two = createRedisSharedState({ url: TEST_REDIS_URL, prefix, log: quiet });
    try {
      // Connected first: a call Redis does not answer yet would be counted in the process.
      expect(await one.whenLive(2_000) && await two.whenLive(2_000)).toBe(true);
      const [limitOne, limitTwo] = [createVisitorLimit(3, one), createVisitorLimit(3, two)];
      const now = Date.now();
      const taken = [await limitOne.take('c:1', now), await limitTwo.take('c:1', now + 1), await limitOne.take('c:1', now + 2)];
      expect(taken).toEqual([true, true, true]);
      expect(await limitTwo.take('c:1', now + 3)).toBe(false);
      expect(await limitOne.take('c:2', now + 3), 'another visitor counts apart').toBe(true);
      // The window slides: a minute after the first call, one more is allowed.
      expect(await limitTwo.take('c:1', now + 60_000)).toBe(true);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

describe('Redis unreachable (needs none)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, config: { ...shared, redisUrl: await deadRedisUrl(), redisKeyPrefix: freshPrefix('dead') } });
  });
  afterAll(async () => server?.close());

  it('the server starts and answers; each process holds the limits alone (neither open nor closed)', async () => {
    expect(server.app.sharedState?.live).toBe(false);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(server)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    expect((await track(server)).status).toBe(404);
  });

  it('the lookup limit falls back to the process\'s own count', async () => {
    const dead = createRedisSharedState({ url: await deadRedisUrl(), prefix, log: quiet });
    try {
      const limit = createVisitorLimit(2, dead);
      const now = Date.now();
      expect([await limit.take('c:9', now), await limit.take('c:9', now), await limit.take('c:9', now)]).toEqual([true, true, false]);
    } finally {
      await dead.close();
    }
  });
});
