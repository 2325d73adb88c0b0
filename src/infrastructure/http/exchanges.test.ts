import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStorage } from '../storage/browser-storage';
import { LocalSessionStore } from '../storage/session.storage';
import { HttpClient } from './http-client';
import { exchangeKey, injectAdapter, recordingAdapter, replayingAdapter, type ApiRequest, type Exchange } from './exchanges';

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

  it('keys absolute URLs by path', () => {
    expect(exchangeKey('get', 'https://api.example.com/api/kurs?x=1', '')).toBe('GET /api/kurs?x=1 ');
  });
});
