// Request signature, Idempotency-Key replay and rate limits, over real HTTP.
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const RATE_LIMIT = 20;
let server: TestServer;
let accessToken: string;

beforeAll(async () => {
  server = await startTestServer({ seed: false, config: { authRateLimitPerMinute: RATE_LIMIT } });
  accessToken = (await send('POST', '/api/token-access/create', { body: '{"mode":"create_token"}' })).body.access_token;
});
afterAll(async () => {
  await server?.close();
});

/** The documented algorithm, written independently of the server's code. */
function signature(key: string, ts: string, method: string, path: string, body: string): string {
  const canonical = [ts, method, path.replace(/^\/api/, ''), createHash('sha256').update(body).digest('hex')].join('\n');
  return createHmac('sha256', key).update(canonical).digest('hex').slice(0, 503);
}

async function send(method: string, path: string, opts: { body?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; body: Json; headers: Headers }> {
  const headers: Record<string, string> = { 'tb-language': 'english', ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}), ...opts.headers };
  const res = await fetch(server.baseUrl + path, { method, headers, body: opts.body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {}, headers: res.headers };
}

function signed(path: string, body: string, over: { ts?: string; sigBody?: string; token?: string } = {}): Record<string, string> {
  const ts = over.ts ?? String(Date.now());
  return {
    accesstoken: over.token ?? accessToken,
    'tb-timestamp': ts,
    'tb-signature': signature(`${accessToken}:`, ts, 'POST', path, over.sigBody ?? body),
  };
}

describe('signature', () => {
  const path = '/api/customer/register/mini';
  const body = JSON.stringify({ user_id: 'signed@example.com' });

  it('accepts a correctly signed POST', async () => {
    const res = await send('POST', path, { body, headers: signed(path, body) });
    expect(res).toMatchObject({ status: 200, body: { action: true } });
  });

  it('signs the path with its query, and uses the login token in the key when logged in', async () => {
    const p = '/api/customer/register/mini?src=home';
    const b = JSON.stringify({ user_id: 'query@example.com' });
    expect((await send('POST', p, { body: b, headers: signed(p, b) })).status).toBe(200);
    const code = (await send('GET', '/api/dev/outbox?to=query%40example.com')).body.messages[0].text.match(/\d{6}/)[0];
    const common = { user_id: 'query@example.com', code };
    expect((await send('POST', '/api/customer/register/verify-code', { body: JSON.stringify(common), headers: { accesstoken: accessToken } })).status).toBe(200);
    const done = await send('POST', '/api/customer/register/mandatory', {
      headers: { accesstoken: accessToken },
      body: JSON.stringify({ user_id: 'query@example.com', first_name: 'Q', last_name: '', email: 'query@example.com', phone_number: '081277777777', password: 'password1', confirm_password: 'password1' }),
    });
    const login = done.body.token as string;
    const fp = '/api/customer/password/forgot';
    const fb = JSON.stringify({ email_or_phone: 'query@example.com' });
    const ts = String(Date.now());
    const withLogin = { accesstoken: accessToken, authorization: `Token ${login}`, 'tb-timestamp': ts };
    const good = await send('POST', fp, { body: fb, headers: { ...withLogin, 'tb-signature': signature(`${accessToken}:${login}`, ts, 'POST', fp, fb) } });
    expect(good.status).toBe(200);
    const accessOnly = await send('POST', fp, { body: fb, headers: { ...withLogin, 'tb-signature': signature(`${accessToken}:`, ts, 'POST', fp, fb) } });
    expect(accessOnly).toMatchObject({ status: 403, body: { error: { reason: 'BAD_SIGNATURE' } } });
  });

  it('refuses a tampered body, a stale timestamp, a missing signature or access token', async () => {
    const tampered = await send('POST', path, { body: JSON.stringify({ user_id: 'other@example.com' }), headers: signed(path, body) });
    expect(tampered).toMatchObject({ status: 403, body: { action: false, error: { code: 'FORBIDDEN', reason: 'BAD_SIGNATURE' } } });
    expect(tampered.body.message).toBe('API route is forbidden');

    const stale = String(Date.now() - 10 * 60 * 1000);
    const old = await send('POST', path, { body, headers: signed(path, body, { ts: stale }) });
    expect(old).toMatchObject({ status: 403, body: { error: { reason: 'STALE_TIMESTAMP' } } });

    const headers = signed(path, body);
    const { 'tb-signature': _dropped, ...unsignedHeaders } = headers;
    const missing = await send('POST', path, { body, headers: unsignedHeaders });
    expect(missing).toMatchObject({ status: 403, body: { error: { reason: 'BAD_SIGNATURE' } } });

    const { accesstoken: _token, ...noToken } = headers;
    const anonymous = await send('POST', path, { body, headers: noToken });
    expect(anonymous).toMatchObject({ status: 403, body: { error: { reason: 'BAD_SIGNATURE' } } });

    const unknownToken = await send('POST', path, { body, headers: signed(path, body, { token: 'not-a-real-token' }) });
    expect(unknownToken.status).toBe(403);

    const otherPath = await send('POST', '/api/customer/register/resend-code', { body, headers: signed(path, body) });
    expect(otherPath.status).toBe(403);

    // No registration code went to the tampered address.
    const outbox = await send('GET', '/api/dev/outbox?to=other%40example.com');
    expect(outbox.body.messages).toEqual([]);
  });

  it('leaves unsigned paths alone', async () => {
    const res = await send('POST', '/api/customer/register/verify-code', { body: '{"user_id":"signed@example.com","code":"123"}' });
    expect(res.status).toBe(400);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated create with the stored answer and creates once', async () => {
    const count = async () => Number((await server.db.selectFrom('access_tokens').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const headers = { 'idempotency-key': 'create-token-1' };
    const first = await send('POST', '/api/token-access/create', { body: '{"mode":"create_token"}', headers });
    const second = await send('POST', '/api/token-access/create', { body: '{"mode":"create_token"}', headers });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await count()).toBe(before + 1);

    const other = await send('POST', '/api/token-access/create', { body: '{"mode":"create_token"}', headers: { 'idempotency-key': 'create-token-2' } });
    expect(other.body.access_token).not.toBe(first.body.access_token);
    expect(await count()).toBe(before + 2);
  });

  it('replays a signed register/mini once: one code sent', async () => {
    const path = '/api/customer/register/mini';
    const body = JSON.stringify({ user_id: 'idem@example.com' });
    const a = await send('POST', path, { body, headers: { ...signed(path, body), 'idempotency-key': 'mini-1' } });
    const b = await send('POST', path, { body, headers: { ...signed(path, body), 'idempotency-key': 'mini-1' } });
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    const outbox = await send('GET', '/api/dev/outbox?to=idem%40example.com');
    expect(outbox.body.messages).toHaveLength(1);
  });

  it('does not store failures, refuses reuse on another path and over-long keys', async () => {
    const headers = { 'idempotency-key': 'bad-body' };
    const fail = await send('POST', '/api/token-access/create', { body: '{"mode":"nope"}', headers });
    expect(fail.status).toBe(422);
    const retry = await send('POST', '/api/token-access/create', { body: '{"mode":"create_token"}', headers });
    expect(retry).toMatchObject({ status: 200, body: { action: true } });

    const reused = await send('POST', '/api/customer/login', { body: '{"username":"a@b.co","password":"12345678"}', headers });
    expect(reused).toMatchObject({ status: 422, body: { error: { reason: 'IDEMPOTENCY_KEY_REUSED' } } });

    const long = await send('POST', '/api/token-access/create', { body: '{"mode":"create_token"}', headers: { 'idempotency-key': 'k'.repeat(129) } });
    expect(long).toMatchObject({ status: 422, body: { error: { field: 'headers.idempotency-key' } } });
  });
});

describe('rate limit and body errors', () => {
  it('answers 429 in the envelope after the per-minute limit', async () => {
    const body = '{"username":"limit@example.com","password":"whatever1"}';
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i++) statuses.push((await send('POST', '/api/customer/login', { body })).status);
    expect(statuses[0]).toBe(400); // wrong combination while under the limit
    expect(statuses.at(-1)).toBe(429); // at most RATE_LIMIT calls per minute per IP
    const limited = await send('POST', '/api/customer/login', { body });
    expect(limited).toMatchObject({ status: 429, body: { action: false, error: { code: 'TOO_MANY_REQUESTS', reason: 'RATE_LIMITED' } } });
    expect(limited.headers.get('retry-after')).toBeTruthy();
    // Unlimited calls still answer.
    expect((await send('POST', '/api/token-access/create', { body: '{"mode":"create_token"}' })).status).toBe(200);
  });

  it('answers 400 to malformed JSON and 422 naming a missing field', async () => {
    const malformed = await send('POST', '/api/token-access/create', { body: '{"mode":' });
    expect(malformed).toMatchObject({ status: 400, body: { action: false, error: { reason: 'MALFORMED_JSON' } } });
    const missing = await send('POST', '/api/token-access/create', { body: '{}' });
    expect(missing).toMatchObject({ status: 422, body: { error: { field: 'body.mode' } } });
  });

  it('parses multipart bodies only on upload routes: elsewhere 415 in the envelope', async () => {
    const form = new FormData();
    form.append('mode', 'create_token');
    const res = await fetch(`${server.baseUrl}/api/token-access/create`, { method: 'POST', headers: { 'tb-language': 'english' }, body: form });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ action: false, error: { code: 'BAD_REQUEST', reason: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' } });
    // An upload route still reads its form (no file: the route's own message, not 415).
    const upload = new FormData();
    upload.append('other', 'x');
    const search = await fetch(`${server.baseUrl}/api/image-search`, { method: 'POST', headers: { 'tb-language': 'english', accesstoken: accessToken }, body: upload });
    expect(search.status).toBe(400);
    expect(await search.json()).toMatchObject({ action: false, error: { field: 'body.file' } });
  });
});
