import { describe, expect, it } from 'vitest';
import {
  OFFLINE_COPY_ATTRIBUTE, PAGES_KEPT, cacheNames, keepsAsset, keepsPage, markOfflineCopy, offlineLanguage, overflow, pageKey,
  pageTitle, staleCaches, strategyFor,
} from './cache-rules';
import { offlinePageHtml } from './offline-page';

const ORIGIN = 'https://titip.example';
const at = (path: string, init: { method?: string; mode?: string; origin?: string } = {}) =>
  strategyFor({ url: `${init.origin ?? ORIGIN}${path}`, method: init.method ?? 'GET', mode: init.mode ?? 'cors' }, ORIGIN);

describe('strategyFor: which request the worker answers, and how', () => {
  it('never answers the API, whatever the method or mode: money and prices come from the server', () => {
    for (const path of ['/api/kurs', '/api/cart-detail/list', '/api', '/api/scrap?url=x', '/api/product/taobao/1']) {
      expect(at(path), path).toBe('network');
      expect(at(path, { mode: 'navigate' }), path).toBe('network');
      expect(at(path, { method: 'POST' }), path).toBe('network');
    }
  });

  it('takes pages network first, kept; the console, development pages and signing out are never kept', () => {
    expect(at('/', { mode: 'navigate' })).toBe('page');
    expect(at('/product?url=https%3A%2F%2Fitem.taobao.com%2Fitem.htm%3Fid%3D1', { mode: 'navigate' })).toBe('page');
    expect(at('/cart', { mode: 'navigate' })).toBe('page');
    expect(at('/apix', { mode: 'navigate' })).toBe('page');
    for (const path of ['/ops', '/ops/orders/T-1', '/dev/pay', '/logout']) expect(at(path, { mode: 'navigate' }), path).toBe('page-no-copy');
    expect(at('/opsx', { mode: 'navigate' })).toBe('page');
  });

  it('takes content-hashed build files cache first, and leaves unhashed files to the browser', () => {
    expect(at('/assets/index-BIyjz_CS.js')).toBe('asset');
    expect(at('/assets/index-CvG5K2L8.css')).toBe('asset');
    expect(at('/assets/index.js')).toBe('network');
    expect(at('/sw.js')).toBe('network');
    expect(at('/config.json')).toBe('network');
    expect(at('/manifest.webmanifest')).toBe('network');
  });

  it('leaves writes and other origins alone', () => {
    expect(at('/assets/index-BIyjz_CS.js', { method: 'POST' })).toBe('network');
    expect(at('/', { mode: 'navigate', method: 'POST' })).toBe('network');
    expect(at('/assets/index-BIyjz_CS.js', { origin: 'https://cdn.example' })).toBe('network');
    expect(at('/', { mode: 'navigate', origin: 'https://gateway.example' })).toBe('network');
    expect(strategyFor({ url: 'not a url', method: 'GET', mode: 'navigate' }, ORIGIN)).toBe('network');
  });
});

describe('keepsPage / keepsAsset: which answers are kept', () => {
  const page = { status: 200, type: 'basic', contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache' };
  it('keeps a whole HTML page of this origin meant for anyone', () => {
    expect(keepsPage(page)).toBe(true);
    expect(keepsPage({ ...page, cacheControl: null })).toBe(true);
  });
  it("does not keep a page for one visitor alone (a guest's /cart: private), no-store, errors, redirects, other types", () => {
    expect(keepsPage({ ...page, cacheControl: 'private, no-cache' })).toBe(false);
    expect(keepsPage({ ...page, cacheControl: 'no-store' })).toBe(false);
    expect(keepsPage({ ...page, status: 404 })).toBe(false);
    expect(keepsPage({ ...page, status: 503 })).toBe(false);
    expect(keepsPage({ ...page, type: 'opaqueredirect', status: 0 })).toBe(false);
    expect(keepsPage({ ...page, contentType: 'application/json' })).toBe(false);
    expect(keepsPage({ ...page, contentType: null })).toBe(false);
  });
  it('keeps a build file answered 200 by this origin only', () => {
    expect(keepsAsset({ status: 200, type: 'basic' })).toBe(true);
    expect(keepsAsset({ status: 404, type: 'basic' })).toBe(false);
    expect(keepsAsset({ status: 0, type: 'opaque' })).toBe(false);
  });
});

describe('the last pages viewed', () => {
  it('drops the oldest beyond PAGES_KEPT', () => {
    const keys = Array.from({ length: PAGES_KEPT + 3 }, (_, i) => `${ORIGIN}/p${i}`);
    expect(overflow(keys)).toEqual([`${ORIGIN}/p0`, `${ORIGIN}/p1`, `${ORIGIN}/p2`]);
    expect(overflow(keys.slice(0, PAGES_KEPT))).toEqual([]);
    expect(overflow(['a', 'b', 'c'], 1)).toEqual(['a', 'b']);
  });
  it('keys a page by its address without the fragment, the query kept', () => {
    expect(pageKey(`${ORIGIN}/product?url=x#reviews`)).toBe(`${ORIGIN}/product?url=x`);
    expect(pageKey(`${ORIGIN}/faq`)).toBe(`${ORIGIN}/faq`);
  });
});

describe('caches of a build', () => {
  it('are named after the build; those of other builds are stale, the language note and foreign caches are not', () => {
    expect(cacheNames('b2')).toEqual({ shell: 'titip-shell-b2', pages: 'titip-pages-b2' });
    expect(staleCaches(['titip-shell-b1', 'titip-pages-b1', 'titip-shell-b2', 'titip-pages-b2', 'titip-meta', 'other'], 'b2'))
      .toEqual(['titip-shell-b1', 'titip-pages-b1']);
  });
});

describe('a kept page answered offline', () => {
  it("carries the time it was saved on <html>, nothing else changed", () => {
    const html = '<!doctype html>\n<html lang="id"><head></head><body><div id="root"><p>Rp 1.000</p></div></body></html>';
    const marked = markOfflineCopy(html, '2026-11-27T10:00:00.000Z');
    expect(marked).toBe(html.replace('<html lang="id">', `<html ${OFFLINE_COPY_ATTRIBUTE}="2026-11-27T10:00:00.000Z" lang="id">`));
    expect(markOfflineCopy(html, '"><script>x</script>')).not.toContain('<script>');
  });
  it('has its title read for the offline page', () => {
    expect(pageTitle('<head><title>Jaket - Titip</title></head>')).toBe('Jaket - Titip');
    expect(pageTitle('<head><title>Jaket &amp; topi &#8211; &lt;Titip&gt;</title></head>')).toBe('Jaket & topi – <Titip>');
    expect(pageTitle('<head></head>')).toBeNull();
  });
});

describe('the offline page', () => {
  const texts = { title: 'T', heading: 'H', body: 'B', retry: 'R', home: 'Home', saved: 'S' };
  it('is in the language cookie, else the language the page reported, else Indonesian', () => {
    expect(offlineLanguage('en', 'id')).toBe('en');
    expect(offlineLanguage(null, 'en')).toBe('en');
    expect(offlineLanguage(undefined, undefined)).toBe('id');
    expect(offlineLanguage('fr', null)).toBe('id');
  });
  it('escapes what it shows: the address asked for and the kept pages', () => {
    const html = offlinePageHtml({ language: 'en', texts, path: '/x?q="><script>', saved: [{ path: '/p?a=1&b=<2>', title: 'Jaket & <topi>' }] });
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="/x?q=&#34;&#62;&#60;script&#62;"');
    expect(html).toContain('<h2>S</h2>');
    expect(html).toContain('Jaket &#38; &#60;topi&#62;');
  });
});
