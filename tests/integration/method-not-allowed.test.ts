// Issue 25: a known API path asked with a method it does not take answers 405 with the spec's text
// (section 8: 'API route method not allowed') and an Allow header naming the methods it takes; an
// unknown path stays 404 and a right method is untouched. PGlite and PostgreSQL (TEST_DB).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { jsonClient } from './fixtures/http.ts';

let server: TestServer;
let call: ReturnType<typeof jsonClient>;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  call = jsonClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

async function raw(method: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.baseUrl}${path}`, { method, headers: { 'tb-language': 'english', ...headers } });
  const text = await res.text();
  return { status: res.status, allow: res.headers.get('allow'), body: text ? JSON.parse(text) : null };
}

describe('a wrong method on a known API path', () => {
  it('answers 405 with the spec text and the path\'s methods in Allow', async () => {
    const res = await raw('DELETE', '/api/kurs');
    expect(res.status).toBe(405);
    expect(res.allow).toBe('GET, HEAD');
    expect(res.body).toEqual({
      action: false, message: 'API route method not allowed',
      error: { code: 'METHOD_NOT_ALLOWED', message: 'API route method not allowed' },
    });
  });

  it('says it in Indonesian by tb-language', async () => {
    const res = await raw('PUT', '/api/kurs', { 'tb-language': 'indonesia' });
    expect(res.status).toBe(405);
    expect(res.body.message).toBe('Metode rute API tidak diizinkan');
  });

  it('matches paths with parameters and lists every method of the path', async () => {
    const login = await raw('GET', '/api/customer/login');
    expect(login.status).toBe(405);
    expect(login.allow).toBe('POST');
    const profile = await raw('DELETE', '/api/customer/profile');
    expect(profile.status).toBe(405);
    expect(profile.allow?.split(', ')).toEqual(expect.arrayContaining(['GET', 'HEAD', 'PUT']));
    const detail = await raw('POST', '/api/cart-detail/ABC123');
    expect(detail.status).toBe(405);
    expect(detail.allow).toContain('GET');
  });

  it('leaves unknown paths at 404 and a right method answering as before', async () => {
    const unknown = await raw('DELETE', '/api/no-such-route');
    expect(unknown.status).toBe(404);
    expect(unknown.allow).toBeNull();
    expect(unknown.body.message).toBe('API route is missing or undefined');
    const rates = await call('GET', '/api/kurs');
    expect(rates.status).toBe(200);
    expect(rates.body.action).toBe(true);
    const head = await fetch(`${server.baseUrl}/api/kurs`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});
