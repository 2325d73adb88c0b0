// Redis going away and coming back (docs/operations.md "When Redis goes away"): while the change
// notices may be missed the token cache and the cart cache are off (requests keep answering, from
// the database), and on (re)subscribing everything kept is dropped, since notices sent meanwhile
// were missed. First with a stand-in shared state the test drives (no Redis needed), then with a
// real Redis whose connection of the subscriber is closed on the server's side, as a restart would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { jsonClient } from './fixtures/http.ts';
import { createTestCustomer, type TestCustomer } from './fixtures/customers.ts';
import { customerSession } from '../fixtures/cart-session.ts';
import { freshPrefix, redisAdmin, redisAnswers, TEST_REDIS_URL, within } from './fixtures/redis.ts';
import { lineCacheStats } from '../../server/modules/cart/line-cache.ts';
import type { SharedListener, SharedState } from '../../server/shared/port.ts';
import type { SharedMessage } from '../../server/shared/messages.ts';

const REDIS = await redisAnswers();

const profile = (server: TestServer, customer: TestCustomer) =>
  jsonClient(server.baseUrl)('GET', '/api/customer/profile', { headers: customer.headers });
const revokeBehindTheBack = (server: TestServer, customer: TestCustomer) =>
  server.db.updateTable('login_tokens').set({ revoked_at: new Date() }).where('customer_id', '=', customer.id).execute();

/** A shared state whose subscription the test drops and restores; what it publishes is kept. */
function standIn() {
  const listeners: SharedListener[] = [];
  const published: SharedMessage[] = [];
  let live = true;
  const state: SharedState = {
    get live() {
      return live;
    },
    publish: (message) => void published.push(message),
    listen: (listener) => void listeners.push(listener),
    whenLive: async () => live,
    take: async () => true,
    close: async () => undefined,
  };
  return {
    state,
    published,
    drop() {
      live = false;
      for (const l of listeners) l.pause();
    },
    restore() {
      live = true;
      for (const l of listeners) l.resync();
    },
    deliver(message: SharedMessage) {
      for (const l of listeners) l.message(message);
    },
  };
}

describe('the subscription drops and comes back (a stand-in shared state)', () => {
  const shared = standIn();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, ports: { shared: shared.state }, config: { paymentExpirySweepMs: 0 } });
  });
  afterAll(async () => server?.close());

  it('trusts its caches while subscribed; a revocation behind its back is not seen', async () => {
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    const customer = await createTestCustomer(server.db);
    expect((await profile(server, customer)).status).toBe(200);
    await revokeBehindTheBack(server, customer);
    expect((await profile(server, customer)).status).toBe(200);
    // Another process's notice (as it would arrive) drops the entry.
    shared.deliver({ kind: 'customer-tokens', customerId: customer.id, keepId: null });
    expect((await profile(server, customer)).status).toBe(401);
  });

  it('while notices may be missed the token cache is off, and requests keep answering', async () => {
    const customer = await createTestCustomer(server.db);
    expect((await profile(server, customer)).status).toBe(200);
    shared.drop();
    try {
      expect((await profile(server, customer)).status).toBe(200);
      await revokeBehindTheBack(server, customer);
      // Read from the database: refused at once, although it was cached a moment ago.
      expect((await profile(server, customer)).status).toBe(401);
      // Not ready while changes of other processes may be missed: a balancer sends traffic elsewhere.
      const ready = await fetch(`${server.baseUrl}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ failed: ['redis'] });
    } finally {
      shared.restore();
    }
  });

  it('while notices may be missed the cart cache is off; on resubscribing every kept cart is dropped', async () => {
    const session = await customerSession(server.baseUrl, server.db);
    expect((await session.api('POST', '/api/cart/add-to-cart-manual', { name: 'Tas', price_original: 20, currency: 'USD', country: 'us', quantity: 1, weight: 800 })).status).toBe(200);
    const stats = () => lineCacheStats(server.db) ?? { hits: 0, misses: 0 };
    const list = async () => expect((await session.api('GET', '/api/cart-detail/list')).status).toBe(200);
    await list();
    let before = stats();
    await list();
    expect(stats().hits).toBe(before.hits + 1);

    shared.drop();
    before = stats();
    await list();
    await list();
    expect(stats(), 'no hit while paused').toEqual({ hits: before.hits, misses: before.misses + 2 });

    shared.restore();
    await list();
    before = stats();
    await list();
    expect(stats().hits, 'trusted again once resubscribed').toBe(before.hits + 1);
  });

  it('a token cached before the drop is dropped on resubscribing', async () => {
    const customer = await createTestCustomer(server.db);
    expect((await profile(server, customer)).status).toBe(200);
    shared.drop();
    await revokeBehindTheBack(server, customer);
    shared.restore();
    expect((await profile(server, customer)).status).toBe(401);
  });

  it('publishes its own changes once committed: a logout, a cart write', async () => {
    shared.published.length = 0;
    const session = await customerSession(server.baseUrl, server.db);
    expect((await session.api('POST', '/api/cart/add-to-cart-manual', { name: 'Topi', price_original: 5, currency: 'USD', country: 'us', quantity: 1, weight: 100 })).status).toBe(200);
    expect((await session.api('POST', '/api/customer/logout')).status).toBe(204);
    await within(1_000, async () => shared.published.some((m) => m.kind === 'login-token'));
    expect(shared.published).toContainEqual({ kind: 'login-token', id: expect.any(Number), customerId: session.customer.id });
    expect(shared.published).toContainEqual({ kind: 'cart', owners: expect.arrayContaining([`c:${session.customer.id}`]) });
  });
});

describe.skipIf(!REDIS)('Redis closes the subscriber\'s connection', () => {
  const prefix = freshPrefix('reconnect');
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, config: { paymentExpirySweepMs: 0, redisUrl: TEST_REDIS_URL, redisKeyPrefix: prefix } });
  });
  afterAll(async () => {
    await server?.close();
    const admin = redisAdmin();
    await admin.clean(prefix);
    await admin.close();
  });

  it('drops the caches when subscribed again; requests answer all along', async () => {
    expect(server.app.sharedState?.live).toBe(true);
    const customer = await createTestCustomer(server.db);
    expect((await profile(server, customer)).status).toBe(200);
    await revokeBehindTheBack(server, customer);
    expect((await profile(server, customer)).status, 'cached').toBe(200);

    const admin = redisAdmin();
    try {
      expect(await admin.kill(prefix, ':subscriber')).toBe(1);
    } finally {
      await admin.close();
    }
    const statuses: number[] = [];
    await within(3_000, async () => {
      const status = (await profile(server, customer)).status;
      statuses.push(status);
      return status === 401;
    });
    expect(statuses.filter((s) => s !== 200 && s !== 401)).toEqual([]);
    await within(3_000, async () => server.app.sharedState?.live === true);
    // Still the one shared state, and a rate-limited call answers.
    expect((await jsonClient(server.baseUrl)('POST', '/api/customer/login', { body: { username: 'x@example.test', password: 'salah-salah' } })).status).toBe(400);
  });
});
