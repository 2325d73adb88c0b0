// Registration, login, logout, password reset and change, profile: over real HTTP.
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { isSignedPath } from '../../src/domain/api-signature/index.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;

/** A storefront-like client: anonymous access token, login token, signature on signed paths. */
class Client {
  accessToken: string | null = null;
  loginToken: string | null = null;
  lang = 'english';

  async init(): Promise<this> {
    const res = await this.call('POST', '/api/token-access/create', { mode: 'create_token' });
    this.accessToken = res.body.access_token;
    return this;
  }

  async call(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<{ status: number; body: Json }> {
    const raw = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    const headers: Record<string, string> = { 'tb-language': this.lang };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.accessToken) headers.accesstoken = this.accessToken;
    if (this.loginToken) headers.authorization = `Token ${this.loginToken}`;
    if (this.accessToken && isSignedPath(path)) {
      const ts = String(Date.now());
      const canonical = `${ts}\n${method}\n${path.replace(/^\/api/, '')}\n${createHash('sha256').update(raw).digest('hex')}`;
      headers['tb-timestamp'] = ts;
      headers['tb-signature'] = createHmac('sha256', `${this.accessToken}:${this.loginToken ?? ''}`).update(canonical).digest('hex');
    }
    const res = await fetch(server.baseUrl + path, { method, headers: { ...headers, ...extra }, body: body === undefined ? undefined : raw });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : {} };
  }
}

async function lastMessage(to: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = await res.json();
  return body.messages[0]?.text ?? '';
}

async function lastCode(to: string): Promise<string> {
  return (await lastMessage(to)).match(/\b(\d{6})\b/)?.[1] ?? '';
}

async function register(c: Client, userId: string, profile: { email: string; phone_number: string; password: string }): Promise<Json> {
  expect((await c.call('POST', '/api/customer/register/mini', { user_id: userId })).status).toBe(200);
  expect((await c.call('POST', '/api/customer/register/verify-code', { user_id: userId, code: await lastCode(userId) })).status).toBe(200);
  const res = await c.call('POST', '/api/customer/register/mandatory', {
    user_id: userId, first_name: 'Siti', last_name: 'Rahma', ...profile, confirm_password: profile.password,
  });
  expect(res.status).toBe(200);
  return res.body;
}

beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitPerMinute: 1000 } });
});
afterAll(async () => {
  await server?.close();
});

describe('registration and session', () => {
  it('mini -> verify -> mandatory -> login -> profile -> logout revokes the token', async () => {
    const c = await new Client().init();
    const mini = await c.call('POST', '/api/customer/register/mini', { user_id: 'Budi@Example.com' });
    expect(mini).toMatchObject({ status: 200, body: { action: true, message: 'We have sent a confirmation code to your email' } });
    const code = await lastCode('budi@example.com');
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await c.call('POST', '/api/customer/register/verify-code', { user_id: 'budi@example.com', code: code === '000000' ? '111111' : '000000' });
    expect(wrong).toMatchObject({ status: 400, body: { action: false, error: { reason: 'CODE_INVALID' } } });
    const early = await c.call('POST', '/api/customer/register/mandatory', {
      user_id: 'budi@example.com', first_name: 'Budi', last_name: 'S', email: 'budi@example.com', phone_number: '081111111111', password: 'rahasia123', confirm_password: 'rahasia123',
    });
    expect(early).toMatchObject({ status: 400, body: { error: { reason: 'NOT_VERIFIED' } } });

    const ok = await c.call('POST', '/api/customer/register/verify-code', { user_id: 'budi@example.com', code });
    expect(ok).toMatchObject({ status: 200, body: { action: true, message: 'Verification successful' } });

    const base = { user_id: 'budi@example.com', first_name: 'Budi', last_name: 'Santoso', email: 'budi@example.com', phone_number: '0811-1111-1111' };
    const mismatch = await c.call('POST', '/api/customer/register/mandatory', { ...base, password: 'rahasia123', confirm_password: 'rahasia124' });
    expect(mismatch).toMatchObject({ status: 422, body: { error: { field: 'body.confirm_password' } } });
    const short = await c.call('POST', '/api/customer/register/mandatory', { ...base, password: 'short', confirm_password: 'short' });
    expect(short).toMatchObject({ status: 422, body: { error: { field: 'body.password' } } });

    const done = await c.call('POST', '/api/customer/register/mandatory', { ...base, password: 'rahasia123', confirm_password: 'rahasia123' });
    expect(done).toMatchObject({ status: 200, body: { action: true, message: 'Your account has been successfully created' } });
    expect(typeof done.body.token).toBe('string');
    expect(Object.keys(done.body.customer).sort()).toEqual([
      'avatar', 'birthday', 'customer_key', 'email', 'facebook_connected', 'first_name', 'gender', 'google_connected', 'has_pin', 'is_affiliate_partner', 'last_name',
      'notif_email', 'notif_sms', 'phone_number', 'phone_verified', 'wallet',
    ]);
    expect(done.body.customer).toMatchObject({ email: 'budi@example.com', phone_number: '+6281111111111', phone_verified: false, first_name: 'Budi', wallet: { balance: 0 } });

    const again = await c.call('POST', '/api/customer/register/mini', { user_id: 'budi@example.com' });
    expect(again).toMatchObject({ status: 409, body: { action: false, message: 'This account is already registered', error: { reason: 'ALREADY_REGISTERED' } } });

    const login = await c.call('POST', '/api/customer/login', { username: 'BUDI@example.com', password: 'rahasia123' });
    expect(login).toMatchObject({ status: 200, body: { action: true, login: true, customer: { customer_key: done.body.customer.customer_key } } });
    c.loginToken = login.body.token;

    const profile = await c.call('GET', '/api/customer/profile');
    expect(profile).toMatchObject({ status: 200, body: { customer: { email: 'budi@example.com', wallet: { balance: 0 } } } });
    expect(JSON.stringify(profile.body)).not.toMatch(/password|"id"/);

    expect((await c.call('POST', '/api/customer/logout')).status).toBe(204);
    const after = await c.call('GET', '/api/customer/profile');
    expect(after).toMatchObject({ status: 401, body: { action: false, error: { code: 'UNAUTHORIZED' } } });
  });

  it('logs in by phone in every format and rejects a wrong password with 400', async () => {
    const c = await new Client().init();
    await register(c, '081234567890', { email: 'ani@example.com', phone_number: '081234567890', password: 'kataSandi1' });
    for (const username of ['081234567890', '+6281234567890', '6281234567890', '0812 3456 7890', 'ani@example.com']) {
      const res = await c.call('POST', '/api/customer/login', { username, password: 'kataSandi1' });
      expect(res, username).toMatchObject({ status: 200, body: { login: true } });
    }
    c.lang = 'indonesia';
    const wrong = await c.call('POST', '/api/customer/login', { username: '081234567890', password: 'salah-sekali' });
    expect(wrong).toMatchObject({ status: 400, body: { action: false, login: false, error: { reason: 'LOGIN_FAILED' } } });
    expect(wrong.body.message).toBe('Kombinasi nomor telepon/email dan kata sandi salah');
    const unknown = await c.call('POST', '/api/customer/login', { username: 'nobody@example.com', password: 'whatever1' });
    expect(unknown).toMatchObject({ status: 400, body: { error: { reason: 'LOGIN_FAILED' } } });
  });

  it('validates the identifier with the spec texts, the JSON body and required fields', async () => {
    const c = await new Client().init();
    const empty = await c.call('POST', '/api/customer/register/mini', { user_id: '  ' });
    expect(empty).toMatchObject({ status: 422, body: { message: 'Email or telephone number cannot be empty', error: { field: 'body.user_id' } } });
    const bad = await c.call('POST', '/api/customer/register/mini', { user_id: 'not-an-email' });
    expect(bad).toMatchObject({ status: 422, body: { message: 'Email format or phone number is incorrect', error: { field: 'body.user_id' } } });
    const malformed = await c.call('POST', '/api/customer/login', '{"username": "a@b.co",');
    expect(malformed).toMatchObject({ status: 400, body: { action: false, error: { code: 'BAD_REQUEST', reason: 'MALFORMED_JSON' } } });
    const missing = await c.call('POST', '/api/customer/login', { username: 'a@b.co' });
    expect(missing).toMatchObject({ status: 422, body: { action: false, error: { field: 'body.password' } } });
  });

  it('locks the code after 5 wrong attempts and binds verification to the access token', async () => {
    const c = await new Client().init();
    await c.call('POST', '/api/customer/register/mini', { user_id: 'lock@example.com' });
    const code = await lastCode('lock@example.com');
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) await c.call('POST', '/api/customer/register/verify-code', { user_id: 'lock@example.com', code: wrong });
    const locked = await c.call('POST', '/api/customer/register/verify-code', { user_id: 'lock@example.com', code });
    expect(locked).toMatchObject({ status: 400, body: { error: { reason: 'TOO_MANY_ATTEMPTS' } } });

    await c.call('POST', '/api/customer/register/resend-code', { user_id: 'lock@example.com' });
    const fresh = await lastCode('lock@example.com');
    expect((await c.call('POST', '/api/customer/register/verify-code', { user_id: 'lock@example.com', code: fresh })).status).toBe(200);
    const other = await new Client().init();
    const hijack = await other.call('POST', '/api/customer/register/mandatory', {
      user_id: 'lock@example.com', first_name: 'X', last_name: '', email: 'lock@example.com', phone_number: '081299999999', password: 'password1', confirm_password: 'password1',
    });
    expect(hijack).toMatchObject({ status: 400, body: { error: { reason: 'NOT_VERIFIED' } } });
  });
});

describe('passwords', () => {
  it('forgot -> confirm -> login with the new password; unknown accounts get the same answer', async () => {
    const c = await new Client().init();
    await register(c, 'lupa@example.com', { email: 'lupa@example.com', phone_number: '081300000001', password: 'lamaSekali1' });
    const unknown = await c.call('POST', '/api/customer/password/forgot', { email_or_phone: 'ghost@example.com' });
    const known = await c.call('POST', '/api/customer/password/forgot', { email_or_phone: 'lupa@example.com' });
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    const code = (await lastMessage('lupa@example.com')).match(/\b([A-Z2-9]{8})\b/)?.[1] ?? '';
    expect(code).toHaveLength(8);

    const mismatch = await c.call('POST', '/api/customer/password/forgot/confirm', { token: code, new_password: 'baruSekali1', confirm_password: 'baruSekali2' });
    expect(mismatch).toMatchObject({ status: 400, body: { message: 'The reset code you entered is invalid or the password is not match' } });
    const badCode = await c.call('POST', '/api/customer/password/forgot/confirm', { token: 'AAAA2222', new_password: 'baruSekali1', confirm_password: 'baruSekali1' });
    expect(badCode).toMatchObject({ status: 400, body: { error: { reason: 'RESET_CODE_INVALID' } } });
    const done = await c.call('POST', '/api/customer/password/forgot/confirm', { token: code.toLowerCase(), new_password: 'baruSekali1', confirm_password: 'baruSekali1' });
    expect(done).toMatchObject({ status: 200, body: { action: true } });
    const reused = await c.call('POST', '/api/customer/password/forgot/confirm', { token: code, new_password: 'baruSekali1', confirm_password: 'baruSekali1' });
    expect(reused.status).toBe(400);

    expect((await c.call('POST', '/api/customer/login', { username: 'lupa@example.com', password: 'lamaSekali1' })).status).toBe(400);
    expect((await c.call('POST', '/api/customer/login', { username: 'lupa@example.com', password: 'baruSekali1' })).status).toBe(200);
  });

  it('changes the password of the logged-in customer', async () => {
    const c = await new Client().init();
    const reg = await register(c, 'ganti@example.com', { email: 'ganti@example.com', phone_number: '081300000002', password: 'pertama123' });
    c.loginToken = reg.token;
    const wrong = await c.call('POST', '/api/customer/password/change', { old_password: 'bukan-ini1', new_password: 'kedua12345', confirm_password: 'kedua12345' });
    expect(wrong).toMatchObject({ status: 400, body: { action: false, message: 'Cannot update your password at this time' } });
    const ok = await c.call('POST', '/api/customer/password/change', { old_password: 'pertama123', new_password: 'kedua12345', confirm_password: 'kedua12345' });
    expect(ok).toMatchObject({ status: 200, body: { action: true } });
    expect((await c.call('GET', '/api/customer/profile')).status).toBe(200); // the current session stays
    c.loginToken = null;
    expect((await c.call('POST', '/api/customer/login', { username: 'ganti@example.com', password: 'kedua12345' })).status).toBe(200);
    const anonymous = await c.call('POST', '/api/customer/password/change', { old_password: 'kedua12345', new_password: 'ketiga1234', confirm_password: 'ketiga1234' });
    expect(anonymous.status).toBe(401);
  });

  it('updates the profile and validates the birthday', async () => {
    const c = await new Client().init();
    const reg = await register(c, 'profil@example.com', { email: 'profil@example.com', phone_number: '081300000003', password: 'profil1234' });
    c.loginToken = reg.token;
    const put = await c.call('PUT', '/api/customer/profile', { first_name: 'Dewi', gender: 'female', birthday: '1990-05-17', notif_email: false, notif_sms: true });
    expect(put).toMatchObject({ status: 200, body: { customer: { first_name: 'Dewi', last_name: 'Rahma', gender: 'female', birthday: '1990-05-17', notif_email: false, notif_sms: true } } });
    const bad = await c.call('PUT', '/api/customer/profile', { birthday: '1990-02-30' });
    expect(bad).toMatchObject({ status: 422, body: { error: { field: 'body.birthday' } } });
    expect(bad.body.message).toMatch(/^Please correct the following errors:/);
    const badGender = await c.call('PUT', '/api/customer/profile', { gender: 'robot' });
    expect(badGender).toMatchObject({ status: 422, body: { error: { field: 'body.gender' } } });
  });
});
