// AccountApi over a fake transport (docs/api/auth.md 'Account security'): paths, bodies, the signed
// one-time-code calls, the mapping of the sessions and a malformed answer refused.
import { describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { MemoryKeyValueStorage } from '../storage/browser-storage';
import { LocalSessionStore } from '../storage/session.storage';
import { HttpAccountApi } from './account-api.http';
import { HttpClient } from './http-client';

type Reply = { status: number; body: unknown };

function transport(replies: Record<string, Reply>) {
  const calls: { method: string; path: string; query: string; body: unknown; signed: boolean }[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = new URL(config.url ?? '');
    const path = url.pathname.replace(/^\/api\//, '');
    const method = config.method?.toUpperCase() ?? 'GET';
    const headers = config.headers.toJSON() as Record<string, unknown>;
    calls.push({ method, path, query: url.search, body: typeof config.data === 'string' ? JSON.parse(config.data) : undefined, signed: typeof headers['tb-signature'] === 'string' });
    const r = replies[`${method} ${path}`] ?? { status: 200, body: { action: true, message: 'OK' } };
    return { data: JSON.stringify(r.body), status: r.status, statusText: '', headers: {}, config, request: {} };
  };
  const session = new LocalSessionStore(new MemoryKeyValueStorage());
  session.setAccessToken('acc');
  const http = new HttpClient({ config: { apiBaseUrl: 'http://t/api', scrapeBaseUrl: 'http://t/api' }, session, adapter, retry: { retries: 0, sleep: async () => undefined } });
  return { calls, api: new HttpAccountApi(http) };
}

describe('HttpAccountApi', () => {
  it('sets the PIN, asks for and verifies the one-time code (signed, ref CO), deactivates', async () => {
    const t = transport({ 'GET customer/otp': { status: 200, body: { action: true, sent_to: ['b***@example.com', '+62812****0001'] } } });
    await t.api.setPin({ password: 'rahasia-123', pin: '482915', confirmPin: '482915' });
    expect(await t.api.requestOtp()).toEqual(['b***@example.com', '+62812****0001']);
    await t.api.verifyOtp('123456');
    await t.api.deactivate('rahasia-123');
    expect(t.calls).toEqual([
      { method: 'POST', path: 'customer/reset/pin', query: '', body: { password: 'rahasia-123', pin: '482915', confirm_pin: '482915' }, signed: false },
      { method: 'GET', path: 'customer/otp', query: '?ref=CO', body: undefined, signed: true },
      { method: 'POST', path: 'customer/otp/verify', query: '', body: { ref: 'CO', code: '123456' }, signed: true },
      { method: 'POST', path: 'customer/deactivate', query: '', body: { password: 'rahasia-123' }, signed: false },
    ]);
  });

  it('passes a refusal on with its reason', async () => {
    const t = transport({ 'POST customer/otp/verify': { status: 400, body: { action: false, message: 'Kode salah', error: { code: 'BAD_REQUEST', reason: 'OTP_WRONG', field: 'body.code', message: 'Kode salah' } } } });
    await expect(t.api.verifyOtp('000000')).rejects.toMatchObject({ status: 400, reason: 'OTP_WRONG', message: 'Kode salah', field: 'body.code' });
  });

  it('maps the sessions, ends one and the others, and refuses a malformed list', async () => {
    const row = { session_id: 12, created_at: '2026-03-02T03:00:00.000Z', device: 'Mozilla/5.0', current: true };
    const t = transport({ 'GET customer/sessions': { status: 200, body: { action: true, data: [row, { ...row, session_id: 9, device: null, current: false }] } } });
    expect(await t.api.sessions()).toEqual([
      { id: '12', createdAt: '2026-03-02T03:00:00.000Z', device: 'Mozilla/5.0', current: true },
      { id: '9', createdAt: '2026-03-02T03:00:00.000Z', device: null, current: false },
    ]);
    await t.api.endSession('9');
    await t.api.endOtherSessions();
    expect(t.calls.slice(1).map((c) => [c.method, c.path])).toEqual([['DELETE', 'customer/sessions/9'], ['POST', 'customer/sessions/revoke-others']]);
    const bad = transport({ 'GET customer/sessions': { status: 200, body: { action: true, data: [{ ...row, created_at: null }] } } });
    await expect(bad.api.sessions()).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE', field: 'data[0].created_at' });
  });
});
