// Per-account sign-in backoff (server/shared/login-throttle.ts, docs/account-security.md): five
// attempts on one account go through, then each opens a pause — 30 s, 60 s, 2 min, 4 min, 8 min,
// capped at 15 min — during which that account's sign-in answers 429 LOGIN_THROTTLED with
// Retry-After, from whatever address (TRUST_PROXY believes the loopback balancer here, so every
// attempt comes from an address of its own and the per-address limit never applies). A success
// forgets the record; an unknown account is throttled the same way. With Redis at 127.0.0.1:6379
// the record is one for two servers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from './harness.ts';
import { createTestCustomer } from './fixtures/customers.ts';
import { freshPrefix, redisAdmin, redisAnswers, TEST_REDIS_URL } from './fixtures/redis.ts';
import { trustProxyOf } from '../../server/shared/trust-proxy.ts';
import { hashPassword } from '../../server/modules/auth/passwords.ts';
import { addStaff } from '../../server/modules/ops/staff.ts';

const REDIS = await redisAnswers();
let clock = Date.now();
const ports = () => ({ now: () => new Date(clock) });
const config = { authRateLimitPerMinute: 1000, trustProxy: trustProxyOf('127.0.0.1'), paymentExpirySweepMs: 0 };

let seq = 0;
/** An address of its own for every attempt (TEST-NET-2 and -3). */
const newAddress = () => `198.51.${100 + Math.floor(++seq / 250)}.${seq % 250 + 1}`;

interface Attempt { status: number; retryAfter: number | null; reason?: string }
async function post(server: TestServer, path: string, body: unknown): Promise<Attempt> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'tb-language': 'english', 'x-forwarded-for': newAddress() },
  });
  const json = await res.json() as { error?: { reason?: string } };
  const header = res.headers.get('retry-after');
  return { status: res.status, retryAfter: header === null ? null : Number(header), reason: json.error?.reason };
}
const customerLogin = (server: TestServer, username: string, password: string) => post(server, '/api/customer/login', { username, password });
const staffLogin = (server: TestServer, email: string, password: string) => post(server, '/api/ops/login', { email, password });

describe('one server', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer({ seed: false, config, ports: ports() }); });
  afterAll(async () => server?.close());

  async function customer(password: string) {
    const email = `c-${randomUUID().slice(0, 8)}@example.test`;
    const c = await createTestCustomer(server.db, { email });
    await server.db.updateTable('customers').set({ password_hash: await hashPassword(password) }).where('id', '=', c.id).execute();
    return email;
  }

  it('a customer account: five wrong passwords from five addresses, then 429 with Retry-After growing 30, 60, 120 … capped at 900 s', async () => {
    const email = await customer('benar-sekali-1');
    const wrong = () => customerLogin(server, email, 'salah-salah');
    for (let i = 0; i < 5; i++) expect((await wrong()).status).toBe(400);
    const refused = await wrong();
    expect(refused).toMatchObject({ status: 429, retryAfter: 30, reason: 'LOGIN_THROTTLED' });
    // The right password waits too, and from yet another address.
    expect((await customerLogin(server, email, 'benar-sekali-1')).status).toBe(429);
    clock += 10_000;
    expect((await wrong()).retryAfter).toBe(20);
    const pauses: number[] = [];
    let pause = 20;
    for (let i = 0; i < 7; i++) {
      clock += pause * 1000;
      expect((await wrong()).status).toBe(400);
      const next = await wrong();
      expect(next.status).toBe(429);
      pause = next.retryAfter ?? 0;
      pauses.push(pause);
    }
    expect(pauses).toEqual([60, 120, 240, 480, 900, 900, 900]);
    // After the pause the right password signs in, and the account starts afresh.
    clock += pause * 1000;
    expect((await customerLogin(server, email, 'benar-sekali-1')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await wrong()).status).toBe(400);
    expect((await wrong()).status).toBe(429);
  });

  it('a success resets the count; another account is not affected', async () => {
    const email = await customer('benar-sekali-2');
    const other = await customer('benar-sekali-3');
    for (let i = 0; i < 4; i++) expect((await customerLogin(server, email, 'salah-salah')).status).toBe(400);
    expect((await customerLogin(server, email, 'benar-sekali-2')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await customerLogin(server, email, 'salah-salah')).status).toBe(400);
    expect((await customerLogin(server, email, 'salah-salah')).status).toBe(429);
    expect((await customerLogin(server, other, 'benar-sekali-3')).status).toBe(200);
  });

  it('an unknown account is throttled the same way (nothing tells it from a known one)', async () => {
    const ghost = `ghost-${randomUUID().slice(0, 8)}@example.test`;
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push(await customerLogin(server, ghost.toUpperCase(), 'salah-salah'));
    expect(statuses.map((s) => s.status)).toEqual([400, 400, 400, 400, 400, 429]);
    expect(statuses[5]).toMatchObject({ retryAfter: 30, reason: 'LOGIN_THROTTLED' });
  });

  it('staff: five wrong passwords, then 429 with Retry-After for the account from any address, the right password included', async () => {
    const email = `s-${randomUUID().slice(0, 8)}@titip.test`;
    await addStaff(server.db, { email, name: 'Staf', role: 'operator', password: 'rahasia-staf-1' });
    for (let i = 0; i < 5; i++) expect((await staffLogin(server, email, 'salah-salah')).status).toBe(401);
    expect(await staffLogin(server, email, 'rahasia-staf-1')).toMatchObject({ status: 429, retryAfter: 30, reason: 'LOGIN_THROTTLED' });
    clock += 30_000;
    expect((await staffLogin(server, email, 'rahasia-staf-1')).status).toBe(200);
    const ghost = `ghost-${randomUUID().slice(0, 8)}@titip.test`;
    for (let i = 0; i < 5; i++) expect((await staffLogin(server, ghost, 'salah-salah')).status).toBe(401);
    expect((await staffLogin(server, ghost, 'salah-salah')).status).toBe(429);
  });
});

describe.skipIf(!REDIS)('two servers, one Redis', () => {
  const prefix = freshPrefix('throttle');
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const shared = { ...config, redisUrl: TEST_REDIS_URL, redisKeyPrefix: prefix };
    a = await startTestServer({ seed: false, config: shared, ports: ports() });
    b = await startTestServer({ seed: false, config: shared, ports: ports() });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    const admin = redisAdmin();
    await admin.clean(prefix);
    await admin.close();
  });

  it('attempts on either server count for the account: the sixth is refused on both, and the pause grows across them', async () => {
    const email = `both-${randomUUID().slice(0, 8)}@example.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await customerLogin(i % 2 === 0 ? a : b, email, 'salah-salah')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    expect(await customerLogin(b, email, 'salah-salah')).toMatchObject({ status: 429, retryAfter: 30 });
    expect(await customerLogin(a, email, 'salah-salah')).toMatchObject({ status: 429, retryAfter: 30 });
    clock += 30_000;
    expect((await customerLogin(a, email, 'salah-salah')).status).toBe(400);
    expect(await customerLogin(b, email, 'salah-salah')).toMatchObject({ status: 429, retryAfter: 60 });
  });
});
