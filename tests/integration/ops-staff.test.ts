// The console's staff sessions and the separation of staff and customers (docs/api/ops.md):
// login, me, logout, disabled accounts, roles, a customer token on ops (403) and a staff token on
// customer routes (401), and the audit rows of sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { jsonClient } from './fixtures/http.ts';
import { createTestCustomer } from './fixtures/customers.ts';
import { addStaff, disableStaff } from '../../server/modules/ops/staff.ts';
import { auditOf, staffClient } from './fixtures/ops.ts';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => server?.close());

const api = () => jsonClient(server.baseUrl);

describe('staff sessions', () => {
  it('logs in, answers me with the permissions, logs out', async () => {
    await addStaff(server.db, { email: 'sari@titip.test', name: 'Sari', role: 'warehouse', password: 'gudang-rahasia' });
    const bad = await api()('POST', '/api/ops/login', { body: { email: 'sari@titip.test', password: 'salah-sekali' } });
    expect(bad.status).toBe(401);
    expect(bad.body.error.reason).toBe('LOGIN_FAILED');
    const unknown = await api()('POST', '/api/ops/login', { body: { email: 'nobody@titip.test', password: 'gudang-rahasia' } });
    expect(unknown.body.error.reason).toBe('LOGIN_FAILED');

    const login = await api()('POST', '/api/ops/login', { body: { email: 'SARI@titip.test', password: 'gudang-rahasia' } });
    expect(login.status).toBe(200);
    expect(login.body.data.staff).toMatchObject({ email: 'sari@titip.test', name: 'Sari', role: 'warehouse' });
    const headers = { authorization: `Staff ${login.body.data.token}` };
    const me = await api()('GET', '/api/ops/me', { headers });
    expect(me.body.data).toMatchObject({ role: 'warehouse', permissions: ['read', 'receive', 'pack'] });

    const out = await api()('POST', '/api/ops/logout', { headers });
    expect(out.status).toBe(204);
    const after = await api()('GET', '/api/ops/me', { headers });
    expect(after.status).toBe(401);
    expect(after.body.error.reason).toBe('STAFF_SESSION_INVALID');
    const rows = await server.db.selectFrom('audit_log').select(['action', 'staff_id']).where('entity_type', '=', 'staff_session').orderBy('id').execute();
    expect(rows.map((r) => r.action)).toEqual(['login', 'logout']);
  });

  it('refuses a disabled account and revokes its sessions', async () => {
    const op = await staffClient(server, 'operator');
    const email = (await server.db.selectFrom('staff').select('email').where('id', '=', op.id).executeTakeFirstOrThrow()).email;
    expect((await op.call('GET', '/api/ops/me')).status).toBe(200);
    expect(await disableStaff(server.db, email, new Date())).toBe(true);
    expect((await op.call('GET', '/api/ops/me')).status).toBe(401);
    const again = await api()('POST', '/api/ops/login', { body: { email, password: 'rahasia-staf-1' } });
    expect(again.status).toBe(401);
  });
});

describe('staff and customers apart', () => {
  it('answers 401 without a token and 403 to a customer on the console', async () => {
    const none = await api()('GET', '/api/ops/queues');
    expect(none.status).toBe(401);
    expect(none.body.error.reason).toBe('STAFF_LOGIN_REQUIRED');
    const customer = await createTestCustomer(server.db);
    const res = await api()('GET', '/api/ops/queues', { headers: customer.headers });
    expect(res.status).toBe(403);
    expect(res.body.error.reason).toBe('STAFF_ONLY');
    const forged = await api()('GET', '/api/ops/queues', { headers: { authorization: `Staff ${customer.token}` } });
    expect(forged.status).toBe(401);
  });

  it('answers 401 to a staff token on customer routes', async () => {
    const admin = await staffClient(server, 'admin');
    for (const path of ['/api/cart/history', '/api/customer/notifications', '/api/refund/request/history', '/api/wallet', '/api/rating?cart_code=CD1']) {
      const res = await admin.call('GET', path);
      expect(res.status, path).toBe(401);
    }
  });

  it('keeps each role to its actions (403 ROLE_FORBIDDEN), before any state check', async () => {
    const warehouse = await staffClient(server, 'warehouse');
    const operator = await staffClient(server, 'operator');
    const purchase = await warehouse.call('POST', '/api/ops/lines/1/purchase', { seller_order_number: 'X', price_paid: 1 });
    expect(purchase.status).toBe(403);
    expect(purchase.body.error.reason).toBe('ROLE_FORBIDDEN');
    const pack = await operator.call('POST', '/api/ops/parcels', { line_ids: [1], weight_grams: 1, length_cm: 1, width_cm: 1, height_cm: 1 });
    expect(pack.status).toBe(403);
    const resolve = await warehouse.call('POST', '/api/ops/tickets/1/resolve', { outcome: 'rejected' });
    expect(resolve.status).toBe(403);
    // Reading is everyone's.
    expect((await warehouse.call('GET', '/api/ops/queues')).status).toBe(200);
  });

  it('requires an Idempotency-Key on actions', async () => {
    const admin = await staffClient(server, 'admin');
    const res = await admin.call('POST', '/api/ops/lines/1/problem', { reason: 'x' }, { 'idempotency-key': '' });
    expect(res.status).toBe(422);
    expect(res.body.error.reason).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await auditOf(server.db, 'line', 1)).toEqual([]);
  });
});

describe('login rate limit', () => {
  it('answers 429 after the per-IP limit (last: it uses up this server\'s logins)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < server.config.authRateLimitPerMinute + 2; i += 1) {
      statuses.push((await api()('POST', '/api/ops/login', { body: { email: 'nobody@titip.test', password: 'wrong-password' } })).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
  });
});
