// The in-process token cache (server/http/token-cache.ts): a resolved login token is trusted
// for a while without reading login_tokens, and logout, password change and password reset
// clear it at once, so the old token answers 401 on the very next call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { jsonClient } from './fixtures/http.ts';
import { createAccessToken } from './fixtures/tokens.ts';
import { signatureHeaders } from './fixtures/sign.ts';
import { hashToken } from '../../server/http/auth-context.ts';
import { hashPassword } from '../../server/modules/auth/passwords.ts';
import { createResetCode } from '../../server/modules/auth/codes.ts';
import { TokenCache } from '../../server/http/token-cache.ts';

let server: TestServer;
let call: ReturnType<typeof jsonClient>;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  call = jsonClient(server.baseUrl);
});
afterAll(async () => server.close());

let seq = 0;
async function customerWithPassword(password: string): Promise<{ id: number; email: string }> {
  const email = `cache-${++seq}@example.test`;
  const row = await server.db.insertInto('customers').values({
    customer_key: `cache-${seq}`, first_name: 'Cache', last_name: 'Test', email, phone_number: null,
    password_hash: await hashPassword(password), gender: null, birthday: null, avatar: null, status: 'active', google_sub: null,
  }).returning('id').executeTakeFirstOrThrow();
  return { id: row.id, email };
}

async function login(email: string, password: string): Promise<string> {
  const res = await call('POST', '/api/customer/login', { body: { username: email, password } });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

const profile = (token: string) => call('GET', '/api/customer/profile', { headers: { authorization: `Token ${token}` } });

/** Revokes (or restores) a token behind the server's back: only the cache can still accept it. */
async function setRevoked(token: string, revoked: boolean): Promise<void> {
  await server.db.updateTable('login_tokens').set({ revoked_at: revoked ? new Date() : null }).where('token_hash', '=', hashToken(token)).execute();
}

describe('token cache', () => {
  it('trusts a resolved token without reading the database again (the cache is really used)', async () => {
    const { email } = await customerWithPassword('rahasia123');
    const token = await login(email, 'rahasia123');
    expect((await profile(token)).status).toBe(200);
    await setRevoked(token, true);
    // Revoked in the table only: the cached entry still answers (until its TTL).
    expect((await profile(token)).status).toBe(200);
    await setRevoked(token, false);
  });

  it('logout refuses the cached token at once', async () => {
    const { email } = await customerWithPassword('rahasia123');
    const token = await login(email, 'rahasia123');
    expect((await profile(token)).status).toBe(200);
    expect((await profile(token)).status).toBe(200);
    const out = await call('POST', '/api/customer/logout', { headers: { authorization: `Token ${token}` } });
    expect(out.status).toBe(204);
    expect(await profile(token)).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHORIZED' } } });
  });

  it('a password change refuses the other cached sessions at once and keeps the current one', async () => {
    const { email } = await customerWithPassword('pertama123');
    const current = await login(email, 'pertama123');
    const other = await login(email, 'pertama123');
    expect((await profile(current)).status).toBe(200);
    expect((await profile(other)).status).toBe(200);
    const changed = await call('POST', '/api/customer/password/change', {
      headers: { authorization: `Token ${current}` },
      body: { old_password: 'pertama123', new_password: 'kedua12345', confirm_password: 'kedua12345' },
    });
    expect(changed.status).toBe(200);
    expect((await profile(other)).status).toBe(401);
    expect((await profile(current)).status).toBe(200);
  });

  it('a password reset refuses every cached session at once', async () => {
    const { id, email } = await customerWithPassword('lamaSekali1');
    const first = await login(email, 'lamaSekali1');
    const second = await login(email, 'lamaSekali1');
    expect((await profile(first)).status).toBe(200);
    expect((await profile(second)).status).toBe(200);
    const code = await createResetCode(server.db, server.config.appSecret, id, new Date());
    const guest = await createAccessToken(server.db);
    const body = { token: code, new_password: 'baruSekali1', confirm_password: 'baruSekali1' };
    const path = '/api/customer/password/forgot/confirm';
    const reset = await call('POST', path, { body, headers: { ...guest.headers, ...signatureHeaders({ method: 'POST', path, body, accessToken: guest.token }) } });
    expect(reset.status).toBe(200);
    expect((await profile(first)).status).toBe(401);
    expect((await profile(second)).status).toBe(401);
  });
});

describe('TokenCache', () => {
  it('expires entries after the TTL and keeps at most maxEntries (oldest dropped first)', async () => {
    let now = 0;
    const cache = new TokenCache({ ttlMs: 1000, maxEntries: 2 }, () => now);
    let reads = 0;
    const read = (id: number) => async () => { reads++; return { id }; };
    await cache.resolve(cache.access, 'a', read(1));
    await cache.resolve(cache.access, 'a', read(1));
    expect(reads).toBe(1);
    now = 1000;
    await cache.resolve(cache.access, 'a', read(1));
    expect(reads).toBe(2);
    await cache.resolve(cache.access, 'b', read(2));
    await cache.resolve(cache.access, 'c', read(3));
    expect(cache.access.size).toBe(2);
    await cache.resolve(cache.access, 'a', read(1)); // 'a' was the oldest: dropped, read again
    expect(reads).toBe(5);
  });

  it('does not store an answer read while a revocation happened, and a TTL of 0 stores nothing', async () => {
    const cache = new TokenCache({ ttlMs: 60_000, maxEntries: 10 });
    let release: () => void = () => undefined;
    const slow = cache.resolve(cache.login, 'h', () => new Promise((resolve) => { release = () => resolve({ id: 7, customerId: 3 }); }));
    cache.forgetCustomer(3);
    release();
    expect(await slow).toEqual({ id: 7, customerId: 3 });
    expect(cache.login.size).toBe(0);

    const off = new TokenCache({ ttlMs: 0, maxEntries: 10 });
    await off.resolve(off.access, 'x', async () => ({ id: 1 }));
    expect(off.access.size).toBe(0);
  });
});
