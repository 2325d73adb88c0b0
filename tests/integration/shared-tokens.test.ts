// Revocations between processes (docs/operations.md "Several processes"): two servers on one
// PostgreSQL schema and one Redis, as two processes behind a balancer. A token ended through A
// (logout, password change, a session ended, the account deactivated) is refused by B within 1 s,
// although B had it in its token cache; and the course service, subscribed to the same channel,
// refuses a logged-out token within 1 s instead of its 10 s bound.
//
// Run when a Redis answers at 127.0.0.1:6379; the two-server part on PostgreSQL only (two servers
// cannot share one PGlite). The course part runs on both.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from './harness.ts';
import { jsonClient } from './fixtures/http.ts';
import { freshPrefix, redisAdmin, redisAnswers, TEST_REDIS_URL, within } from './fixtures/redis.ts';
import { hashToken } from '../../server/http/auth-context.ts';
import { hashPassword } from '../../server/modules/auth/passwords.ts';
import { newLearner, startCourseService, type CourseTestEnv } from './course-harness.ts';

const REDIS = await redisAnswers();
const prefix = freshPrefix('tokens');
const shared = { redisUrl: TEST_REDIS_URL, redisKeyPrefix: prefix, paymentExpirySweepMs: 0 };

afterAll(async () => {
  if (!REDIS) return;
  const admin = redisAdmin();
  await admin.clean(prefix);
  await admin.close();
});

async function customerWithPassword(server: TestServer, password: string): Promise<{ id: number; email: string }> {
  const suffix = randomBytes(5).toString('hex');
  const email = `shared-${suffix}@example.test`;
  const row = await server.db.insertInto('customers').values({
    customer_key: `shared-${suffix}`, first_name: 'Shared', last_name: 'Test', email, phone_number: null,
    password_hash: await hashPassword(password), gender: null, birthday: null, avatar: null, status: 'active', google_sub: null,
  }).returning('id').executeTakeFirstOrThrow();
  return { id: row.id, email };
}

describe.skipIf(!REDIS || TEST_DB !== 'postgres')('two processes on one database and one Redis', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ seed: false, config: shared });
    b = await startTestServer({ seed: false, schema: a.schema, config: shared });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const login = async (server: TestServer, email: string, password: string): Promise<string> => {
    const res = await jsonClient(server.baseUrl)('POST', '/api/customer/login', { body: { username: email, password } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.token as string;
  };
  const profile = (server: TestServer, token: string) =>
    jsonClient(server.baseUrl)('GET', '/api/customer/profile', { headers: { authorization: `Token ${token}` } });
  const as = (server: TestServer, token: string, method: string, path: string, body?: unknown) =>
    jsonClient(server.baseUrl)(method, path, { body, headers: { authorization: `Token ${token}` } });
  const refusedBy = (server: TestServer, token: string) => within(1_000, async () => (await profile(server, token)).status === 401);

  it('B answers from its own cache: a token revoked behind both servers\' backs is still accepted there', async () => {
    const { email } = await customerWithPassword(a, 'rahasia123');
    const token = await login(a, email, 'rahasia123');
    expect((await profile(b, token)).status).toBe(200);
    await a.db.updateTable('login_tokens').set({ revoked_at: new Date() }).where('token_hash', '=', hashToken(token)).execute();
    // No notice was sent (a direct write): B's cached entry answers. What follows is due to the notices.
    expect((await profile(b, token)).status).toBe(200);
  });

  it('a logout through A is refused by B within 1 s', async () => {
    const { email } = await customerWithPassword(a, 'rahasia123');
    const token = await login(a, email, 'rahasia123');
    expect((await profile(b, token)).status).toBe(200);
    expect((await profile(b, token)).status).toBe(200);
    expect((await as(a, token, 'POST', '/api/customer/logout')).status).toBe(204);
    await refusedBy(b, token);
  });

  it('a password change through A ends the other sessions on B within 1 s and keeps the current one', async () => {
    const { email } = await customerWithPassword(a, 'pertama123');
    const current = await login(a, email, 'pertama123');
    const other = await login(b, email, 'pertama123');
    expect((await profile(b, current)).status).toBe(200);
    expect((await profile(b, other)).status).toBe(200);
    const changed = await as(a, current, 'POST', '/api/customer/password/change', { old_password: 'pertama123', new_password: 'kedua12345', confirm_password: 'kedua12345' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await refusedBy(b, other);
    expect((await profile(b, current)).status).toBe(200);
  });

  it('a session ended through A, and an account deactivated through A, are refused by B within 1 s', async () => {
    const { email } = await customerWithPassword(a, 'rahasia123');
    const kept = await login(a, email, 'rahasia123');
    const ended = await login(a, email, 'rahasia123');
    expect((await profile(b, ended)).status).toBe(200);
    expect((await profile(b, kept)).status).toBe(200);
    const sessions = await as(a, kept, 'GET', '/api/customer/sessions');
    const target = (sessions.body.data as { session_id: number; current: boolean }[]).find((s) => !s.current);
    expect(target).toBeDefined();
    expect((await as(a, kept, 'DELETE', `/api/customer/sessions/${target?.session_id}`)).status).toBe(200);
    await refusedBy(b, ended);
    expect((await profile(b, kept)).status).toBe(200);

    // The deactivation revokes inside a transaction: in this one test process that forget reaches B's
    // cache directly too (a transaction's forget goes to every cache of the process); between real
    // processes it is the notice sent after the commit that does.
    const closed = await as(a, kept, 'POST', '/api/customer/deactivate', { password: 'rahasia123' });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    await refusedBy(b, kept);
  });
});

describe.skipIf(!REDIS)('the course service on the same channel', () => {
  let env: CourseTestEnv;
  beforeAll(async () => {
    const key = randomBytes(24).toString('hex');
    const main = await startTestServer({ config: { ...shared, courseServiceKey: key } });
    const course = await startCourseService({ mainApiUrl: main.baseUrl, key, config: { redisUrl: TEST_REDIS_URL, redisKeyPrefix: prefix } });
    env = {
      main, course, key,
      async close() {
        await course.close();
        await main.close();
      },
    };
  });
  afterAll(async () => env?.close());

  it('a logout through the main API is refused by the course service within 1 s (its cache keeps tokens 10 s)', async () => {
    const learner = await newLearner(env);
    expect((await learner.course('GET', '/api/my-courses')).status).toBe(200);
    expect((await learner.course('GET', '/api/my-courses')).status).toBe(200);
    const logout = await learner.api('POST', '/api/customer/logout');
    expect(logout.status).toBe(204);
    await within(1_000, async () => (await learner.course('GET', '/api/my-courses')).status === 401);
  });

  it('a dropped subscription turns its cache off, and the reconnection empties it', async () => {
    const learner = await newLearner(env);
    expect((await learner.course('GET', '/api/my-courses')).status).toBe(200);
    // Revoked behind everyone's back: no notice. The kept answer still vouches for it ...
    await env.main.db.updateTable('login_tokens').set({ revoked_at: new Date() }).where('id', '=', (await env.main.db.selectFrom('login_tokens').select('id').where('customer_id', '=', learner.id).executeTakeFirstOrThrow()).id).execute();
    expect((await learner.course('GET', '/api/my-courses')).status).toBe(200);
    // ... until the subscription drops (Redis restarted): from then on the main API is asked.
    const admin = redisAdmin();
    try {
      expect(await admin.kill(`${prefix}`)).toBeGreaterThan(0);
    } finally {
      await admin.close();
    }
    await within(3_000, async () => (await learner.course('GET', '/api/my-courses')).status === 401);
  });
});
