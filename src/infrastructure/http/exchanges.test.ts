import { describe, expect, it } from 'vitest';
import type { Customer } from '../../application/ports/session-store.port';
import { MemoryKeyValueStorage } from '../storage/browser-storage';
import { LocalSessionStore } from '../storage/session.storage';
import { HttpClient } from './http-client';
import { exchangeKey, injectAdapter, recordingAdapter, replayingAdapter, underBase, type ApiRequest, type Exchange } from './exchanges';

const config = { apiBaseUrl: '/api', scrapeBaseUrl: '/api' };
const session = () => new LocalSessionStore(new MemoryKeyValueStorage());

describe('server-render exchanges', () => {
  it('records what the in-process transport answered, and the browser replays it once', async () => {
    const seen: ApiRequest[] = [];
    const log: Exchange[] = [];
    const server = new HttpClient({
      config,
      session: session(),
      retry: { retries: 0 },
      adapter: recordingAdapter(injectAdapter(async (request) => {
        seen.push(request);
        if (request.url === '/api/private') return { status: 401, body: '{"action":false}' };
        return { status: 200, body: JSON.stringify({ action: true, data: { url: request.url, body: request.body ?? null } }) };
      }), log),
    });
    await server.get('catalog', { query: { catalog_type: 'popular' } });
    await server.post('scrap', { body: { url: 'https://x.test/1' } });
    await expect(server.get('private')).rejects.toMatchObject({ status: 401 });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/catalog?catalog_type=popular', 'POST /api/scrap', 'GET /api/private']);
    expect(seen[1]?.headers['Content-Type']).toBe('application/json');
    // 401/403 depend on the caller's tokens: never carried to the browser.
    expect(log.map((e) => e.key)).toEqual([exchangeKey('GET', '/api/catalog?catalog_type=popular', ''), exchangeKey('POST', '/api/scrap', '{"url":"https://x.test/1"}')]);

    const network: string[] = [];
    const browser = new HttpClient({
      config,
      session: session(),
      retry: { retries: 0 },
      adapter: replayingAdapter(JSON.parse(JSON.stringify(log)) as Exchange[], {
        fallback: async (cfg) => {
          network.push(`${cfg.method} ${cfg.url}`);
          return { data: '{"action":true,"data":"network"}', status: 200, statusText: 'OK', headers: {}, config: cfg };
        },
      }),
    });
    expect((await browser.get('catalog', { query: { catalog_type: 'popular' } })).body).toMatchObject({ data: { url: '/api/catalog?catalog_type=popular' } });
    expect((await browser.post('scrap', { body: { url: 'https://x.test/1' } })).body).toMatchObject({ data: { body: '{"url":"https://x.test/1"}' } });
    // A different body is another request; a second identical one goes to the network.
    expect((await browser.post('scrap', { body: { url: 'https://x.test/2' } })).body).toMatchObject({ data: 'network' });
    expect((await browser.get('catalog', { query: { catalog_type: 'popular' } })).body).toMatchObject({ data: 'network' });
    expect(network).toEqual(['post /api/scrap', 'get /api/catalog?catalog_type=popular']);
  });

  it('stops replaying after its time', async () => {
    let now = 1_000;
    const log: Exchange[] = [{ key: exchangeKey('GET', '/api/kurs', ''), status: 200, body: { action: true, data: 'recorded' } }];
    const browser = new HttpClient({
      config,
      session: session(),
      retry: { retries: 0 },
      adapter: replayingAdapter(log, {
        ttlMs: 100,
        now: () => now,
        fallback: async (cfg) => ({ data: '{"action":true,"data":"network"}', status: 200, statusText: 'OK', headers: {}, config: cfg }),
      }),
    });
    now += 101;
    expect((await browser.get('kurs')).body).toMatchObject({ data: 'network' });
  });

  it('sends the calls under a service\'s base to that service\'s transport, the rest to the API; without one they fail unrecorded', async () => {
    const api: string[] = [];
    const course: string[] = [];
    const log: Exchange[] = [];
    const answer = async () => ({ status: 200, body: '{"action":true,"data":1}' });
    const main = new HttpClient({
      config,
      session: session(),
      retry: { retries: 0 },
      adapter: recordingAdapter(injectAdapter(async (r) => { api.push(r.url); return answer(); }, [{ base: 'https://kursus.test', transport: async (r) => { course.push(r.url); return answer(); } }]), log),
    });
    await main.get('kurs');
    await main.rebased('https://kursus.test', { retries: 2 }).get('api/courses', { query: { page: 1 } });
    expect(api).toEqual(['/api/kurs']);
    expect(course).toEqual(['/api/courses?page=1']);
    expect(log).toHaveLength(2);

    const none = new HttpClient({ config, session: session(), retry: { retries: 0 }, adapter: recordingAdapter(injectAdapter(async (r) => { api.push(r.url); return answer(); }, [{ base: 'https://kursus.test', transport: undefined }]), log) });
    // Rebased with retries, it still does not retry: the render's client never does.
    await expect(none.rebased('https://kursus.test', { retries: 2 }).get('api/courses/x')).rejects.toMatchObject({ code: 'NETWORK' });
    expect(api).toEqual(['/api/kurs']);
    expect(log).toHaveLength(2);
  });

  it('finds the part of a URL under a base', () => {
    expect(underBase('https://kursus.test/api/courses?x=1', 'https://kursus.test/')).toBe('/api/courses?x=1');
    expect(underBase('https://kursus.test.evil/api', 'https://kursus.test')).toBeNull();
    expect(underBase('/kursus-api/api/courses', '/kursus-api')).toBe('/api/courses');
    expect(underBase('/api/courses', '')).toBeNull();
  });

  it('sends a signed-in customer\'s request to the network (the server rendered anonymously)', async () => {
    const log: Exchange[] = [{ key: exchangeKey('GET', '/api/courses/x', ''), status: 200, body: { action: true, data: 'recorded' } }];
    const store = session();
    const replay = replayingAdapter(log, { fallback: async (cfg) => ({ data: '{"action":true,"data":"network"}', status: 200, statusText: 'OK', headers: {}, config: cfg }) });
    store.setLogin('login-1', { customerKey: 'C1', firstName: 'Budi' } as Customer);
    const signedIn = new HttpClient({ config, session: store, retry: { retries: 0 }, adapter: replay });
    expect((await signedIn.get('courses/x')).body).toMatchObject({ data: 'network' });
    const anonymous = new HttpClient({ config, session: session(), retry: { retries: 0 }, adapter: replay });
    expect((await anonymous.get('courses/x')).body).toMatchObject({ data: 'recorded' });
  });

  it('keys absolute URLs by path', () => {
    expect(exchangeKey('get', 'https://api.example.com/api/kurs?x=1', '')).toBe('GET /api/kurs?x=1 ');
  });
});
