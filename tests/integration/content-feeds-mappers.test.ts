// The external content mappers (docs/content-feeds.md): WordPress posts, Instagram media, IPinfo Lite, the HTML-to-text reduction and the cache.
import { describe, expect, it } from 'vitest';
import { postsOf } from '../../server/modules/content/feeds/wordpress.ts';
import { photosOf } from '../../server/modules/content/feeds/instagram.ts';
import { countryOf } from '../../server/modules/content/feeds/ipinfo.ts';
import { clip, htmlToText, webAddress } from '../../server/modules/content/feeds/text.ts';
import { FeedError } from '../../server/modules/content/feeds/port.ts';
import { ExternalCache } from '../../server/modules/content/feeds/cache.ts';

describe('htmlToText', () => {
  it('drops scripts, styles, comments and tags, decodes entities, collapses spaces', () => {
    expect(htmlToText('<p>A &amp; B</p>\n<script>alert(1)</script><style>p{}</style><!-- x --><b>C</b>&#8217;s &#x2013; &hellip;'))
      .toBe('A & B C’s – …');
    expect(htmlToText('<img src=x onerror="alert(1)">ok')).toBe('ok');
    expect(htmlToText('&unknown; &#0; &#xD800;')).toBe('&unknown;');
    expect(htmlToText('<script>never closed')).toBe('');
  });
  it('clip cuts at a word with an ellipsis', () => {
    expect(clip('one two three four', 16)).toBe('one two three…');
    expect(clip('short', 12)).toBe('short');
  });
  it('webAddress keeps http(s) without user info only', () => {
    expect(webAddress('https://a.example/x')).toBe('https://a.example/x');
    expect(webAddress('http://a.example/x')).toBe('http://a.example/x');
    expect(webAddress('http://a.example/x', true)).toBeNull();
    expect(webAddress('javascript:alert(1)')).toBeNull();
    expect(webAddress('https://u:p@a.example/')).toBeNull();
    expect(webAddress('/relative')).toBeNull();
    expect(webAddress(3)).toBeNull();
  });
});

describe('postsOf (WordPress)', () => {
  const post = {
    id: 5, date: '2026-01-02T10:00:00', date_gmt: '2026-01-02T03:00:00', link: 'https://blog.example/p/',
    title: { rendered: 'T&amp;T' }, excerpt: { rendered: `<p>${'kata '.repeat(100)}</p>` },
  };
  it('maps title, link, UTC date, a clipped excerpt and the original picture when no smaller size exists', () => {
    const [p] = postsOf([{ ...post, _embedded: { 'wp:featuredmedia': [{ source_url: 'https://blog.example/a.jpg', alt_text: '', media_details: { width: 800, height: 600 } }] } }], 3);
    expect(p).toMatchObject({ id: 5, title: 'T&T', link: 'https://blog.example/p/', date: '2026-01-02T03:00:00.000Z', picture: { url: 'https://blog.example/a.jpg', width: 800, height: 600, alt: 'T&T' } });
    expect(p?.excerpt.length).toBeLessThanOrEqual(200);
    expect(p?.excerpt.endsWith('…')).toBe(true);
  });
  it('leaves out posts without title, link, date or id, an http picture, and stops at the limit', () => {
    const list = postsOf([
      { ...post, title: { rendered: '<b></b>' } }, { ...post, link: 'data:text/html,x' }, { ...post, date_gmt: 'nope', date: undefined }, { ...post, id: '5' },
      { ...post, _embedded: { 'wp:featuredmedia': [{ source_url: 'http://blog.example/a.jpg' }] } }, post,
    ], 1);
    expect(list).toHaveLength(1);
    expect(list[0]?.picture).toBeNull();
  });
  it('throws malformed for an answer that is not a list', () => {
    expect(() => postsOf({ code: 'rest_no_route' }, 3)).toThrow(FeedError);
  });
});

describe('photosOf (Instagram)', () => {
  const item = { id: '1790', caption: 'Hi\u0000 there', media_type: 'IMAGE', media_url: 'https://cdn.example/1.jpg', permalink: 'https://www.instagram.com/p/X/', timestamp: '2026-01-01T00:00:00+0000' };
  it('maps an image, a video by its thumbnail; captions plain text', () => {
    expect(photosOf({ data: [item, { ...item, id: '1791', media_type: 'VIDEO', media_url: 'https://cdn.example/v.mp4', thumbnail_url: 'https://cdn.example/v.jpg' }] }, 6)).toEqual([
      { id: '1790', caption: 'Hi there', link: 'https://www.instagram.com/p/X/', imageUrl: 'https://cdn.example/1.jpg', mediaType: 'IMAGE', timestamp: '2026-01-01T00:00:00.000Z' },
      { id: '1791', caption: 'Hi there', link: 'https://www.instagram.com/p/X/', imageUrl: 'https://cdn.example/v.jpg', mediaType: 'VIDEO', timestamp: '2026-01-01T00:00:00.000Z' },
    ]);
  });
  it('leaves out unknown types, a video without thumbnail, non-numeric ids, bad links', () => {
    expect(photosOf({ data: [{ ...item, media_type: 'STORY' }, { ...item, media_type: 'VIDEO' }, { ...item, id: 'x' }, { ...item, permalink: 'javascript:1' }] }, 6)).toEqual([]);
  });
  it('throws malformed without a data list', () => {
    expect(() => photosOf({ error: { code: 190 } }, 6)).toThrow(FeedError);
  });
});

describe('countryOf (IPinfo Lite)', () => {
  it('reads country_code; bogon or missing is unknown', () => {
    expect(countryOf({ ip: '1.1.1.1', country_code: 'id' })).toBe('ID');
    expect(countryOf({ ip: '10.0.0.1', bogon: true })).toBeNull();
    expect(countryOf({ ip: '1.1.1.1', country_code: 'Indonesia' })).toBeNull();
    expect(() => countryOf('ID')).toThrow(FeedError);
  });
});

describe('ExternalCache', () => {
  it('keeps values, shares a pending load, keeps a failure shorter and bounds its size', async () => {
    let now = 0;
    const cache = new ExternalCache<number>({ ttlMs: 1000, failureTtlMs: 100, size: 2, now: () => now });
    let calls = 0;
    const load = async () => ++calls;
    expect(await Promise.all([cache.get('a', load, () => -1), cache.get('a', load, () => -1)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('a', load, () => -1)).toBe(1);
    now = 1000;
    expect(await cache.get('a', load, () => -1)).toBe(2);
    expect(await cache.get('b', () => Promise.reject(new Error('x')), () => -1)).toBe(-1);
    now = 1099;
    expect(await cache.get('b', load, () => -1)).toBe(-1);
    now = 1100;
    expect(await cache.get('b', load, () => -1)).toBe(3);
    await cache.get('c', load, () => -1);
    expect(await cache.get('a', load, () => -1)).toBe(5); // 'a' was the oldest, dropped
  });
});
