import { describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { ApiError } from '../../application/ports/api-error';
import { canonicalRequest, cutSignature, signatureKey } from '../../domain/api-signature';
import { LocalSessionStore } from '../storage/session.storage';
import { MemoryKeyValueStorage } from '../storage/browser-storage';
import { HttpClient } from './http-client';
import { hmacSha256Hex, sha256Hex } from './web-crypto';

type Reply = { status: number; body?: unknown; raw?: string; headers?: Record<string, string> } | 'network';

function fake(replies: Reply[]) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const reply = replies.shift() ?? { status: 200, body: { action: true } };
    if (reply === 'network') throw Object.assign(new Error('socket hang up'), { isAxiosError: true, code: 'ECONNRESET', config });
    const data = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return { data, status: reply.status, statusText: '', headers: reply.headers ?? {}, config, request: {} };
  };
  return { adapter, seen };
}

function client(replies: Reply[], extra: Partial<ConstructorParameters<typeof HttpClient>[0]> = {}) {
  const session = new LocalSessionStore(new MemoryKeyValueStorage());
  const { adapter, seen } = fake(replies);
  const sleeps: number[] = [];
  const http = new HttpClient({
    config: { apiBaseUrl: 'http://api.test/api', scrapeBaseUrl: 'http://scrape.test/api' },
    session,
    adapter,
    now: () => 1_700_000_000_000,
    uuid: () => 'uuid-1',
    retry: { sleep: async (ms) => { sleeps.push(ms); }, random: () => 0.5 },
    ...extra,
  });
  return { http, session, seen, sleeps };
}

function first<T>(items: T[]): T {
  const item = items[0];
  if (item === undefined) throw new Error('no request');
  return item;
}

const header = (c: InternalAxiosRequestConfig, name: string): unknown => (c.headers as unknown as Record<string, unknown>)[name];

describe('HttpClient', () => {
  it('sends the tb headers and the tokens', async () => {
    const { http, session, seen } = client([{ status: 200, body: { action: true, message: 'OK', x: 1 } }]);
    session.setAccessToken('acc');
    session.setLanguage('en');
    session.setLogin('log', { customerKey: 'k', firstName: '', lastName: '', email: '', phoneNumber: '', gender: null, birthday: null, avatar: null, notifEmail: false, notifSms: false, hasPin: false, isAffiliatePartner: false });
    const res = await http.get('cart-detail/list', { query: { page: 1, skip: undefined } });
    expect(res.body).toEqual({ action: true, message: 'OK', x: 1 });
    const c = first(seen);
    expect(c.url).toBe('http://api.test/api/cart-detail/list?page=1');
    expect(header(c, 'tb-language')).toBe('english');
    expect(header(c, 'tb-service')).toBe('titip-storefront');
    expect(header(c, 'tb-device')).toBe('web-desktop');
    expect(header(c, 'tb-timestamp')).toBe('1700000000000');
    expect(header(c, 'Authorization')).toBe('Token log');
    expect(header(c, 'AccessToken')).toBe('acc');
    expect(header(c, 'tb-signature')).toBeUndefined();
  });

  it('signs signed paths with HMAC-SHA256 over the canonical request', async () => {
    const { http, session, seen } = client([{ status: 200, body: { action: true } }]);
    session.setAccessToken('acc');
    await http.post('scrap', { body: { url: 'https://x', version: 'V2' }, base: 'scrape' });
    const c = first(seen);
    expect(c.url).toBe('http://scrape.test/api/scrap');
    expect(header(c, 'tb-language')).toBe('indonesia');
    const body = JSON.stringify({ url: 'https://x', version: 'V2' });
    expect(c.data).toBe(body);
    const expected = cutSignature(await hmacSha256Hex(signatureKey('acc', null), canonicalRequest('1700000000000', 'POST', '/scrap', await sha256Hex(body))));
    expect(header(c, 'tb-signature')).toBe(expected);
  });

  it('retries a GET on 503 and network errors with backoff, then succeeds', async () => {
    const { http, seen, sleeps } = client([{ status: 503 }, 'network', { status: 200, body: { action: true, ok: 1 } }]);
    expect((await http.get('kurs')).body).toMatchObject({ ok: 1 });
    expect(seen).toHaveLength(3);
    expect(sleeps).toEqual([200, 200]);
  });

  it('gives up after 6 retries with the catalogue error', async () => {
    const { http, seen, sleeps } = client(Array.from({ length: 10 }, () => ({ status: 502 })), { retry: { sleep: async (ms: number) => { sleeps.push(ms); }, random: () => 1 } });
    const error = await http.get('kurs').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'BAD_GATEWAY', status: 502, message: 'Bad Gateway' });
    expect(seen).toHaveLength(7);
    expect(sleeps).toEqual([200, 400, 800, 1600, 3200, 6400]);
  });

  it("retryOn 'network': an answer is final (a 504 after the server's own wait), only a missing answer is tried again", async () => {
    const answered = client([{ status: 504, body: { action: false, message: 'Marketplace terlalu lama merespons.', error: { code: 'GATEWAY_TIMEOUT', reason: 'MARKETPLACE_TIMEOUT' } } }]);
    await expect(answered.http.get('product/taobao/1', { retryOn: 'network' })).rejects.toMatchObject({ status: 504, reason: 'MARKETPLACE_TIMEOUT' });
    expect(answered.seen).toHaveLength(1);
    const lost = client(['network', { status: 200, body: { action: true, ok: 1 } }]);
    expect((await lost.http.get('product/taobao/1', { retryOn: 'network' })).body).toMatchObject({ ok: 1 });
    expect(lost.seen).toHaveLength(2);
  });

  it('does not retry a POST without Idempotency-Key, nor a 4xx', async () => {
    const a = client([{ status: 503 }, { status: 200, body: { action: true } }]);
    await expect(a.http.post('cart-detail/check', { body: {} })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(a.seen).toHaveLength(1);
    const b = client([{ status: 400, body: { action: false, message: 'nope', error: { code: 'BAD_REQUEST', message: 'nope' } } }]);
    await expect(b.http.get('kurs')).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'nope' });
    expect(b.seen).toHaveLength(1);
  });

  it('retries an idempotent POST with the same Idempotency-Key', async () => {
    let n = 0;
    const { http, seen } = client([{ status: 500 }, { status: 429, headers: { 'retry-after': '1' } }, { status: 201, body: { action: true } }], { uuid: () => `key-${++n}` });
    await http.post('cart/add-to-cart', { body: {}, idempotent: true });
    expect(seen.map((c) => header(c, 'Idempotency-Key'))).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('maps server envelopes, unknown statuses, bad JSON and action:false', async () => {
    const { http } = client([
      { status: 422, body: { action: false, message: 'x', error: { code: 'UNPROCESSABLE', message: 'name: required', field: 'body.name', reason: 'VALIDATION' } } },
      { status: 418, raw: 'teapot' },
      { status: 200, raw: '{not json' },
      { status: 200, body: { action: false, message: 'Gagal', error: { code: 'CONFLICT' } } },
      'network',
    ]);
    await expect(http.post('a')).rejects.toMatchObject({ code: 'UNPROCESSABLE', status: 422, field: 'body.name', reason: 'VALIDATION', message: 'name: required' });
    await expect(http.post('a')).rejects.toMatchObject({ code: 'BAD_REQUEST', status: 418, message: 'Bad Request' });
    await expect(http.post('a')).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE' });
    await expect(http.post('a')).rejects.toMatchObject({ code: 'CONFLICT', message: 'Gagal' });
    await expect(http.post('a')).rejects.toMatchObject({ code: 'NETWORK', status: 0, message: 'Network Error.' });
  });

  it('calls onUnauthorized on 401', async () => {
    const onUnauthorized = vi.fn();
    const { http } = client([{ status: 401, body: { action: false, message: 'You do not have authorized', error: { code: 'UNAUTHORIZED' } } }], { onUnauthorized });
    await expect(http.get('customer/profile')).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
