// External content (docs/content-feeds.md): the blog feed (WordPress), the photo feed (Instagram
// Graph API) and the visitor's country (IPinfo Lite), each against its local fake
// (fixtures/fake-content-feeds.ts): configured, the data flows through sanitised; the vendor failing,
// slow or malformed, the call answers an empty list / an unknown country quickly, never a 5xx; not
// configured, nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { createAccessToken } from './fixtures/tokens.ts';
import { sessionClient } from '../fixtures/session-client.ts';
import { startFakeContentFeeds, type FakeContentFeeds } from './fixtures/fake-content-feeds.ts';
import { loadConfig } from '../../server/config.ts';
import { trustProxyOf } from '../../server/shared/trust-proxy.ts';
import type { Json } from './fixtures/http.ts';

let fake: FakeContentFeeds;
let cached: TestServer;
let fresh: TestServer;
let bare: TestServer;

function configured(f: FakeContentFeeds, ttlMs: number) {
  return {
    blogFeedUrl: f.url, instagramUserId: f.igUserId, instagramAccessToken: f.igToken, instagramGraphUrl: f.graphUrl,
    ipinfoToken: f.ipinfoToken, ipinfoUrl: f.url, contentFeedTtlMs: ttlMs, contentFeedTimeoutMs: 400,
    // The test's requests come from loopback: the proxy there is believed (X-Forwarded-For sets the visitor).
    trustProxy: trustProxyOf('127.0.0.1'),
  };
}

async function client(server: TestServer) {
  return sessionClient(server.baseUrl, { accessToken: (await createAccessToken(server.db)).token });
}

beforeAll(async () => {
  fake = await startFakeContentFeeds();
  [cached, fresh, bare] = await Promise.all([
    startTestServer({ seed: false, config: configured(fake, 600_000) }),
    startTestServer({ seed: false, config: configured(fake, 0) }),
    startTestServer({ seed: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([cached?.close(), fresh?.close(), bare?.close()]);
  await fake?.close();
});

const reset = () => {
  fake.mode.blog = 'ok';
  fake.mode.photos = 'ok';
  fake.mode.ipinfo = 'ok';
};

describe('blog feed (WordPress REST API)', () => {
  it('answers the latest posts as text, with safe links and the featured picture; asks WordPress once while cached', async () => {
    reset();
    const api = await client(cached);
    const before = fake.requests.length;
    const res = await api('GET', '/api/content/blog');
    expect(res.status).toBe(200);
    expect(res.body.data.configured).toBe(true);
    const posts = res.body.data.posts as Json[];
    // The javascript: link is left out.
    expect(posts.map((p) => p.id)).toEqual([41, 39]);
    expect(posts[0]).toEqual({
      id: 41, title: 'Impor aman – panduan bea cukai', link: 'https://blog.example/2026/11/impor-aman/',
      date: '2026-11-20T02:30:00.000Z', excerpt: 'Cara menghitung bea masuk & pajak.',
      picture: { url: 'https://blog.example/wp-content/uploads/impor-300x169.jpg', width: 300, height: 169, alt: 'Kotak paket' },
    });
    expect(JSON.stringify(posts)).not.toMatch(/<|alert|onerror/);
    expect(posts[1]?.picture).toBeNull();
    const asked = fake.requests.slice(before).filter((u) => u.pathname === '/wp-json/wp/v2/posts');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.searchParams.get('per_page')).toBe('3');
    expect(asked[0]?.searchParams.has('_embed')).toBe(true);
    await api('GET', '/api/content/blog');
    expect(fake.requests.slice(before).filter((u) => u.pathname === '/wp-json/wp/v2/posts')).toHaveLength(1);
  });

  it.each(['fail', 'malformed', 'slow'] as const)('WordPress %s: an empty list quickly, no error', async (mode) => {
    reset();
    fake.mode.blog = mode;
    const api = await client(fresh);
    const started = Date.now();
    const res = await api('GET', '/api/content/blog');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ configured: true, posts: [] });
    expect(Date.now() - started).toBeLessThan(2_000);
    reset();
  });

  it('not configured: configured false and no posts, nothing asked', async () => {
    const api = await client(bare);
    const before = fake.requests.length;
    const res = await api('GET', '/api/content/blog');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ configured: false, posts: [] });
    expect(fake.requests.length).toBe(before);
  });
});

describe('photo feed (Instagram Graph API)', () => {
  it('answers the latest photos: a video by its thumbnail, a non-https picture left out, captions as text', async () => {
    reset();
    const api = await client(fresh);
    const before = fake.requests.length;
    const res = await api('GET', '/api/content/photos');
    expect(res.status).toBe(200);
    expect(res.body.data.configured).toBe(true);
    expect(res.body.data.photos).toEqual([
      { id: '17900000000000001', caption: 'Paket dari Tokyo <3 #titip', link: 'https://www.instagram.com/p/AAA111/', image_url: 'https://scontent.example/p1.jpg', media_type: 'IMAGE', timestamp: '2026-11-21T10:00:00.000Z' },
      { id: '17900000000000002', caption: 'Video unboxing', link: 'https://www.instagram.com/reel/BBB222/', image_url: 'https://scontent.example/v2.jpg', media_type: 'VIDEO', timestamp: '2026-11-20T10:00:00.000Z' },
    ]);
    const asked = fake.requests.slice(before).find((u) => u.pathname.endsWith('/media'));
    expect(asked?.pathname).toBe(`/v22.0/${fake.igUserId}/media`);
    expect(asked?.searchParams.get('fields')).toBe('id,caption,media_type,media_url,permalink,thumbnail_url,timestamp');
    expect(asked?.searchParams.get('access_token')).toBe(fake.igToken);
  });

  it('a token the Graph API refuses, or an outage: an empty list, no error', async () => {
    reset();
    const wrong = await startTestServer({ seed: false, config: { ...configured(fake, 0), instagramAccessToken: 'expired' } });
    try {
      const res = await (await client(wrong))('GET', '/api/content/photos');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ configured: true, photos: [] });
    } finally {
      await wrong.close();
    }
    for (const mode of ['fail', 'malformed', 'slow'] as const) {
      fake.mode.photos = mode;
      const started = Date.now();
      const res = await (await client(fresh))('GET', '/api/content/photos');
      expect(res.status).toBe(200);
      expect(res.body.data.photos).toEqual([]);
      expect(Date.now() - started).toBeLessThan(2_000);
    }
    reset();
  });

  it('not configured: no photos, nothing asked', async () => {
    const before = fake.requests.length;
    const res = await (await client(bare))('GET', '/api/content/photos');
    expect(res.body.data).toEqual({ configured: false, photos: [] });
    expect(fake.requests.length).toBe(before);
  });
});

describe("visitor's country (IPinfo Lite)", () => {
  it('the country of the address TRUST_PROXY believes, asked once per address while cached', async () => {
    reset();
    fake.countries['36.80.10.9'] = 'ID';
    const api = await client(cached);
    const before = fake.requests.length;
    const id = await api('GET', '/api/geo/country', undefined, { 'x-forwarded-for': '36.80.10.9' });
    expect(id.status).toBe(200);
    expect(id.body.data).toEqual({ country: 'ID' });
    const us = await api('GET', '/api/geo/country', undefined, { 'x-forwarded-for': '8.8.4.4' });
    expect(us.body.data).toEqual({ country: 'US' });
    await api('GET', '/api/geo/country', undefined, { 'x-forwarded-for': '36.80.10.9' });
    const asked = fake.requests.slice(before).filter((u) => u.pathname.startsWith('/lite/'));
    expect(asked.map((u) => u.pathname)).toEqual(['/lite/36.80.10.9', '/lite/8.8.4.4']);
    expect(asked[0]?.searchParams.get('token')).toBe(fake.ipinfoToken);
  });

  it('private and loopback addresses are unknown without asking', async () => {
    const api = await client(fresh);
    const before = fake.requests.length;
    for (const address of ['10.1.2.3', '192.168.1.5', '::1']) {
      const res = await api('GET', '/api/geo/country', undefined, { 'x-forwarded-for': address });
      expect(res.body.data).toEqual({ country: null });
    }
    // No X-Forwarded-For: the test's own loopback address.
    expect((await api('GET', '/api/geo/country')).body.data).toEqual({ country: null });
    expect(fake.requests.length).toBe(before);
  });

  it('without TRUST_PROXY a forged X-Forwarded-For is not believed', async () => {
    const direct = await startTestServer({ seed: false, config: { ...configured(fake, 0), trustProxy: false } });
    try {
      const before = fake.requests.length;
      const res = await (await client(direct))('GET', '/api/geo/country', undefined, { 'x-forwarded-for': '36.80.10.9' });
      expect(res.body.data).toEqual({ country: null });
      expect(fake.requests.length).toBe(before);
    } finally {
      await direct.close();
    }
  });

  it.each(['fail', 'malformed', 'slow'] as const)('IPinfo %s: unknown quickly, no error', async (mode) => {
    reset();
    fake.mode.ipinfo = mode;
    const started = Date.now();
    const res = await (await client(fresh))('GET', '/api/geo/country', undefined, { 'x-forwarded-for': '1.1.1.1' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ country: null });
    expect(Date.now() - started).toBeLessThan(2_000);
    reset();
  });

  it('not configured: unknown', async () => {
    const res = await (await client(bare))('GET', '/api/geo/country', undefined, { 'x-forwarded-for': '36.80.10.9' });
    expect(res.body.data).toEqual({ country: null });
  });
});

describe('configuration', () => {
  const env = (extra: Record<string, string>) => ({ NODE_ENV: 'test', ...extra }) as NodeJS.ProcessEnv;
  const base = { dataDir: '/tmp/titip-feeds-config', appSecret: 's', courseServiceKey: 'k' };
  it('reads the feeds from the environment', () => {
    const config = loadConfig(env({
      BLOG_FEED_URL: 'https://blog.example/', INSTAGRAM_USER_ID: '17841400000000000', INSTAGRAM_ACCESS_TOKEN: 't', IPINFO_TOKEN: 'x', CONTENT_FEED_TTL_MS: '5000',
    }), base);
    expect(config).toMatchObject({
      blogFeedUrl: 'https://blog.example', instagramUserId: '17841400000000000', instagramAccessToken: 't', instagramGraphUrl: 'https://graph.facebook.com/v22.0',
      ipinfoToken: 'x', ipinfoUrl: 'https://api.ipinfo.io', contentFeedTtlMs: 5000, contentFeedTimeoutMs: 2000,
    });
    expect(loadConfig(env({}), base)).toMatchObject({ blogFeedUrl: undefined, instagramUserId: undefined, ipinfoToken: undefined });
  });
  it('refuses half an Instagram configuration, a non-numeric user id and a non-http blog address', () => {
    expect(() => loadConfig(env({ INSTAGRAM_USER_ID: '17841400000000000' }), base)).toThrow(/INSTAGRAM_USER_ID and INSTAGRAM_ACCESS_TOKEN/);
    expect(() => loadConfig(env({ INSTAGRAM_ACCESS_TOKEN: 't' }), base)).toThrow(/INSTAGRAM_USER_ID and INSTAGRAM_ACCESS_TOKEN/);
    expect(() => loadConfig(env({ INSTAGRAM_USER_ID: 'me', INSTAGRAM_ACCESS_TOKEN: 't' }), base)).toThrow(/numeric/);
    expect(() => loadConfig(env({ BLOG_FEED_URL: 'ftp://blog.example' }), base)).toThrow(/BLOG_FEED_URL/);
    expect(() => loadConfig(env({ BLOG_FEED_URL: 'not a url' }), base)).toThrow(/BLOG_FEED_URL/);
  });
});
