// Avatar upload (magic bytes, size limit, serving) and Google sign-in with a locally signed ID token.
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import { startTestServer, type TestServer } from './harness.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const CLIENT_ID = 'titip-test.apps.googleusercontent.com';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const MAX_UPLOAD = 64 * 1024;

let server: TestServer;
let privateKey: CryptoKey;
let publicJwk: JWK;
let accessToken: string;

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Json }> {
  const raw = body === undefined ? undefined : JSON.stringify(body);
  const res = await fetch(server.baseUrl + path, {
    method, body: raw,
    headers: { 'tb-language': 'english', accesstoken: accessToken, ...(raw ? { 'content-type': 'application/json' } : {}), ...headers },
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

/** Registers a password account through the three steps (mini is signed). */
async function registerAccount(email: string, phone: string): Promise<string> {
  const path = '/api/customer/register/mini';
  const raw = JSON.stringify({ user_id: email });
  const ts = String(Date.now());
  const canonical = `${ts}\nPOST\n/customer/register/mini\n${createHash('sha256').update(raw).digest('hex')}`;
  const sig = createHmac('sha256', `${accessToken}:`).update(canonical).digest('hex');
  const res = await fetch(server.baseUrl + path, { method: 'POST', body: raw, headers: { 'content-type': 'application/json', accesstoken: accessToken, 'tb-timestamp': ts, 'tb-signature': sig } });
  expect(res.status).toBe(200);
  const outbox = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const code = String(outbox.body.messages[0].text).match(/\d{6}/)?.[0];
  expect((await call('POST', '/api/customer/register/verify-code', { user_id: email, code })).status).toBe(200);
  const done = await call('POST', '/api/customer/register/mandatory', {
    user_id: email, first_name: 'Rina', last_name: 'W', email, phone_number: phone, password: 'password1', confirm_password: 'password1',
  });
  expect(done.status).toBe(200);
  return done.body.token;
}

async function upload(token: string, data: Buffer, filename: string, type: string, field = 'avatar'): Promise<{ status: number; body: Json }> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), filename);
  const res = await fetch(`${server.baseUrl}/api/customer/avatar/upload`, { method: 'POST', body: form, headers: { authorization: `Token ${token}`, 'tb-language': 'english' } });
  return { status: res.status, body: await res.json() };
}

async function idToken(claims: Record<string, unknown>, opts: { aud?: string; iss?: string; exp?: number; key?: CryptoKey } = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(opts.iss ?? 'https://accounts.google.com')
    .setAudience(opts.aud ?? CLIENT_ID)
    .setIssuedAt(now - 60)
    .setExpirationTime(opts.exp ?? now + 3600)
    .sign(opts.key ?? privateKey);
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  server = await startTestServer({
    seed: false,
    config: { googleClientIds: [CLIENT_ID], maxUploadBytes: MAX_UPLOAD, authRateLimitPerMinute: 1000 },
    ports: { googleKeys: { jwks: async () => ({ keys: [publicJwk] }) } },
  });
  const res = await fetch(`${server.baseUrl}/api/token-access/create`, { method: 'POST', body: '{"mode":"create_token"}', headers: { 'content-type': 'application/json' } });
  accessToken = (await res.json()).access_token;
});
afterAll(async () => {
  await server?.close();
});

describe('avatar', () => {
  it('stores a png, serves it, and shows it in the profile', async () => {
    const token = await registerAccount('avatar@example.com', '081355500001');
    const res = await upload(token, PNG, 'me.png', 'image/png');
    expect(res).toMatchObject({ status: 201, body: { action: true, message: 'Avatar successfully updated' } });
    const url: string = res.body.avatar_url;
    expect(url).toMatch(/^\/api\/media\/avatars\/[a-f0-9]{32}\.png$/);
    const image = await fetch(server.baseUrl + url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    const profile = await call('GET', '/api/customer/profile', undefined, { authorization: `Token ${token}` });
    expect(profile.body.customer.avatar).toBe(url);

    // A second upload replaces the first file.
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
    const second = await upload(token, gif, 'me.gif', 'image/gif');
    expect(second.body.avatar_url).toMatch(/\.gif$/);
    expect((await fetch(server.baseUrl + url)).status).toBe(404);
  });

  it('refuses a renamed text file, a wrong field, an oversize file, and anonymous callers', async () => {
    const token = await registerAccount('avatar2@example.com', '081355500002');
    const text = await upload(token, Buffer.from('just some text, honestly'), 'photo.png', 'image/png');
    expect(text).toMatchObject({ status: 422, body: { action: false, error: { reason: 'UNSUPPORTED_IMAGE', field: 'body.avatar' } } });
    const field = await upload(token, PNG, 'me.png', 'image/png', 'picture');
    expect(field).toMatchObject({ status: 422, body: { error: { field: 'body.avatar' } } });
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD + 1)]);
    const oversize = await upload(token, big, 'big.png', 'image/png');
    expect(oversize).toMatchObject({ status: 413, body: { action: false, error: { code: 'PAYLOAD_TOO_LARGE' } } });
    const anonymous = await fetch(`${server.baseUrl}/api/customer/avatar/upload`, { method: 'POST', body: new FormData() });
    expect(anonymous.status).toBe(401);
    expect((await fetch(`${server.baseUrl}/api/media/avatars/..%2F..%2Fapp-secret`)).status).toBe(422);
  });
});

describe('Google sign-in', () => {
  it('creates the customer on first login and logs the same one in again', async () => {
    const token = await idToken({ sub: 'g-100', email: 'Putri@Gmail.com', given_name: 'Putri', family_name: 'Ayu' });
    const first = await call('POST', '/api/oauth2/google/login', { oauth_token: token });
    expect(first).toMatchObject({ status: 200, body: { action: true, customer: { email: 'putri@gmail.com', first_name: 'Putri', last_name: 'Ayu' } } });
    expect(typeof first.body.token).toBe('string');
    const again = await call('POST', '/api/oauth2/google/register', { oauth_token: await idToken({ sub: 'g-100', email: 'putri@gmail.com' }) });
    expect(again.body.customer.customer_key).toBe(first.body.customer.customer_key);
    const profile = await call('GET', '/api/customer/profile', undefined, { authorization: `Token ${again.body.token}` });
    expect(profile.body.customer.email).toBe('putri@gmail.com');
  });

  it('links a password account with the same verified e-mail', async () => {
    const password = await registerAccount('linked@example.com', '081355500003');
    const mine = await call('GET', '/api/customer/profile', undefined, { authorization: `Token ${password}` });
    const res = await call('POST', '/api/oauth2/google/login', { oauth_token: await idToken({ sub: 'g-200', email: 'linked@example.com' }) });
    expect(res.body.customer.customer_key).toBe(mine.body.customer.customer_key);
    const unverified = await call('POST', '/api/oauth2/google/login', { oauth_token: await idToken({ sub: 'g-201', email: 'linked@example.com', email_verified: false }) });
    expect(unverified.body.customer.customer_key).not.toBe(mine.body.customer.customer_key);
    expect(unverified.body.customer.email).toBeNull();
  });

  it('carries the referral code of a Google sign-up, and connects Google to a signed-in account', async () => {
    const partner = await registerAccount('partner.g@example.com', '081355500004');
    const partnerRow = await server.db.selectFrom('customers').select('id').where('email', '=', 'partner.g@example.com').executeTakeFirstOrThrow();
    await server.db.updateTable('customers').set({ is_affiliate_partner: true, referral_code: 'GPARTNER' }).where('id', '=', partnerRow.id).execute();
    const signUp = await call('POST', '/api/oauth2/google/register', { oauth_token: await idToken({ sub: 'g-400', email: 'referred@gmail.com' }), referral: 'gpartner' });
    expect(signUp.body).toMatchObject({ action: true, customer: { google_connected: true, facebook_connected: false } });
    const referred = await server.db.selectFrom('customers').select('referred_by').where('google_sub', '=', 'g-400').executeTakeFirstOrThrow();
    expect(referred.referred_by).toBe(partnerRow.id);

    const before = await call('GET', '/api/customer/profile', undefined, { authorization: `Token ${partner}` });
    expect(before.body.customer.google_connected).toBe(false);
    const connect = await call('POST', '/api/oauth2/google/login', { oauth_token: await idToken({ sub: 'g-401', email: 'another@gmail.com' }) }, { authorization: `Token ${partner}` });
    expect(connect).toMatchObject({ status: 200, body: { action: true, message: 'Google account connected', customer: { email: 'partner.g@example.com', google_connected: true } } });
  });

  it('refuses a wrong audience, an expired token, a foreign key, a wrong issuer and garbage', async () => {
    const other = await generateKeyPair('RS256');
    const cases: Array<[string, Promise<string> | string, string]> = [
      ['audience', idToken({ sub: 'g-300' }, { aud: 'someone-else.apps.googleusercontent.com' }), 'GOOGLE_TOKEN_INVALID'],
      ['expired', idToken({ sub: 'g-300' }, { exp: Math.floor(Date.now() / 1000) - 3600 }), 'GOOGLE_TOKEN_EXPIRED'],
      ['key', idToken({ sub: 'g-300' }, { key: other.privateKey }), 'GOOGLE_TOKEN_INVALID'],
      ['issuer', idToken({ sub: 'g-300' }, { iss: 'https://evil.example.com' }), 'GOOGLE_TOKEN_INVALID'],
      ['garbage', 'not.a.jwt', 'GOOGLE_TOKEN_INVALID'],
    ];
    for (const [name, token, reason] of cases) {
      const res = await call('POST', '/api/oauth2/google/login', { oauth_token: await token });
      expect(res, name).toMatchObject({ status: 400, body: { action: false, error: { code: 'BAD_REQUEST', reason } } });
      expect(res.body.error.message, name).toMatch(/^Google sign-in failed/);
    }
  });
});
