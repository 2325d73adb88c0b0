// The course service trusts the main API's login tokens by asking the main API
// (GET /api/internal/token-owner with x-service-key), never by reading its tables: no token or a
// forged one 401, a revoked one refused after the cache bound, the main API down 503 on signed-in
// calls while the public catalog still answers; the internal calls need the shared key both ways;
// CORS for the storefront's origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonClient } from './fixtures/http.ts';
import { anonymous, deadUrl, newLearner, startCourseEnv, startCourseService, type CourseTestEnv } from './course-harness.ts';

let env: CourseTestEnv;

beforeAll(async () => {
  env = await startCourseEnv();
});
afterAll(async () => env?.close());

describe('token trust', () => {
  it('answers a signed-in call for a main-API token, Bearer or Token, and refuses none or a forged one', async () => {
    const learner = await newLearner(env);
    const mine = await learner.course('GET', '/api/order-details');
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body).toMatchObject({ action: true, data: { items: [], subtotal: 0 } });
    const asToken = await anonymous(env)('GET', '/api/order-details', undefined, { authorization: `Token ${learner.loginToken}` });
    expect(asToken.status).toBe(200);

    const none = await anonymous(env)('GET', '/api/order-details');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ action: false, error: { code: 'UNAUTHORIZED' } });
    const forged = await anonymous(env)('GET', '/api/my-courses', undefined, { authorization: 'Bearer not-a-real-token-at-all' });
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe('UNAUTHORIZED');
  });

  it('keeps a vouched token at most COURSE_TOKEN_CACHE_TTL_MS: a logout is seen after the bound', async () => {
    const learner = await newLearner(env);
    expect((await learner.course('GET', '/api/my-courses')).status).toBe(200);
    const logout = await learner.api('POST', '/api/customer/logout');
    expect([200, 204]).toContain(logout.status);
    // Within the bound the course service still trusts its kept answer (the documented trade-off) ...
    expect((await learner.course('GET', '/api/my-courses')).status).toBe(200);
    // ... and once the entry is gone it asks again and is refused.
    env.course.app.courseAuth.clear();
    expect((await learner.course('GET', '/api/my-courses')).status).toBe(401);
  });

  it('answers 503 UPSTREAM_UNAVAILABLE on signed-in calls when the main API is down, while the catalog answers', async () => {
    const learner = await newLearner(env);
    const down = await startCourseService({ mainApiUrl: await deadUrl(), key: env.key, db: env.course.db });
    try {
      const call = jsonClient(down.baseUrl);
      const signedIn = await call('GET', '/api/my-courses', { headers: { authorization: `Bearer ${learner.loginToken}` } });
      expect(signedIn.status).toBe(503);
      expect(signedIn.body).toMatchObject({ action: false, error: { code: 'UNAVAILABLE', reason: 'UPSTREAM_UNAVAILABLE' } });
      const list = await call('GET', '/api/courses');
      expect(list.status).toBe(200);
      expect(list.body.data.total).toBe(4);
      // The detail with a token still answers (without the caller's flags).
      const detail = await call('GET', '/api/courses/sourcing-taobao', { headers: { authorization: `Bearer ${learner.loginToken}` } });
      expect(detail.status).toBe(200);
      expect(detail.body.data.is_owned).toBeUndefined();
    } finally {
      await down.close();
    }
    // The storefront's own API keeps answering without the course service.
    const health = await jsonClient(env.main.baseUrl)('GET', '/api/customer/membership', { headers: { authorization: `Token ${learner.loginToken}` } });
    expect(health.status).toBe(200);
  });
});

describe('between the services', () => {
  it('the main API answers its internal calls only with the shared key', async () => {
    const learner = await newLearner(env);
    const main = jsonClient(env.main.baseUrl);
    const auth = { authorization: `Token ${learner.loginToken}` };
    expect((await main('GET', '/api/internal/token-owner', { headers: auth })).status).toBe(401);
    expect((await main('GET', '/api/internal/token-owner', { headers: { ...auth, 'x-service-key': 'wrong' } })).status).toBe(401);
    const owner = await main('GET', '/api/internal/token-owner', { headers: { ...auth, 'x-service-key': env.key } });
    expect(owner.status).toBe(200);
    expect(owner.body.data).toMatchObject({ customer_id: learner.id });
    expect((await main('GET', '/api/internal/token-owner', { headers: { 'x-service-key': env.key } })).status).toBe(401);
    const invoice = await main('POST', '/api/internal/course-invoices', { body: { customer_id: learner.id, order_code: 'CRS-20260101-AAAAAA', total: 1000 }, headers: { 'x-service-key': 'nope' } });
    expect(invoice.status).toBe(401);
    expect((await main('GET', '/api/internal/course-invoices/INV-20260101-AAAAAA', { headers: { 'x-service-key': env.key } })).status).toBe(404);
  });

  it('creates one course invoice per order code, whatever is retried at once', async () => {
    const learner = await newLearner(env);
    const main = jsonClient(env.main.baseUrl);
    const body = { customer_id: learner.id, order_code: 'CRS-20260101-BBBBBB', total: 125_000, description: 'Kursus' };
    const answers = await Promise.all([1, 2, 3].map(() => main('POST', '/api/internal/course-invoices', { body, headers: { 'x-service-key': env.key } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.invoice_code)).size).toBe(1);
    const rows = await env.main.db.selectFrom('invoices').selectAll().where('customer_id', '=', learner.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ invoice_type: 'course', status: 'pending' });
    expect(Number(rows[0]?.total)).toBe(125_000);
    const state = await main('GET', `/api/internal/course-invoices/${answers[0]?.body.data.invoice_code}`, { headers: { 'x-service-key': env.key } });
    expect(state.body.data).toMatchObject({ status: 'pending', paid_at: null, customer_id: learner.id });
    // The storefront lists it among the customer's invoices of type course.
    const listed = await learner.api('GET', '/api/invoices?invoice_type=course');
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(JSON.stringify(listed.body)).toContain(answers[0]?.body.data.invoice_code);
  });

  it('the course service refuses the paid-call without the key', async () => {
    const call = anonymous(env);
    expect((await call('POST', '/internal/invoices/INV-1/paid')).status).toBe(401);
    expect((await call('POST', '/internal/invoices/INV-1/paid', undefined, { 'x-service-key': 'wrong' })).status).toBe(401);
    expect((await call('POST', '/internal/invoices/INV-1/paid', undefined, { 'x-service-key': env.key })).status).toBe(404);
  });
});

describe('CORS', () => {
  it('answers the storefront origin\'s preflight and not another origin', async () => {
    const res = await fetch(`${env.course.baseUrl}/api/checkout`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, idempotency-key' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(res.headers.get('access-control-allow-headers')).toContain('idempotency-key');
    expect(res.headers.get('access-control-allow-headers')).toContain('tb-language');
    const other = await fetch(`${env.course.baseUrl}/api/courses`, { headers: { origin: 'https://evil.example' } });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
