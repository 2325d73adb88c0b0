// Pages that explain themselves (issue 24, docs/seo.md): a shared product link's HTML carries its
// title, picture, price and schema.org Product (Google's required fields, typed), a course page its
// Course; a hostile scraped name stays data; /sitemap.xml lists the demo products and courses and is
// well-formed XML; /robots.txt keeps the private routes out; private pages are noindex. The pages are
// served from a storefront template without the SSR bundle (the head does not depend on it).
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUNDLES, DEMO_COURSES, DEMO_VOUCHERS } from '../../services/course/demo/content.ts';
import { loadCatalog } from '../../server/modules/content/catalog-view.ts';
import { startCourseService, type CourseService } from './course-harness.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { isWellFormedXml, robotsAllows } from './fixtures/crawl.ts';

const ORIGIN = 'https://titip.example';
const JACKET = 'https://item.taobao.com/item.htm?id=725531908812';
const HOSTILE_ID = '742223344556';
const HOSTILE = '</script><script>alert(1)</script><!-- "quoted" & <b>';

let main: TestServer;
let course: CourseService;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'titip-seo-dist-'));
  copyFileSync(resolve(import.meta.dirname, '../../index.html'), join(staticDir, 'index.html'));
  const key = randomBytes(24).toString('hex');
  main = await startTestServer({ config: { staticDir, publicUrl: ORIGIN, courseServiceKey: key, paymentExpirySweepMs: 0 } });
  course = await startCourseService({ mainApiUrl: main.baseUrl, key, content: { courses: DEMO_COURSES, bundles: DEMO_BUNDLES, vouchers: DEMO_VOUCHERS } });
  main.config.courseServiceUrl = course.baseUrl;
  // A product whose scraped name is hostile (scraped texts are untrusted).
  const row = await main.db.selectFrom('demo_products').select('data').where('product_id', '=', HOSTILE_ID).executeTakeFirstOrThrow();
  const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>;
  await main.db.updateTable('demo_products').set({ data: JSON.stringify({ ...data, name: HOSTILE }) }).where('product_id', '=', HOSTILE_ID).execute();
}, 120_000);
afterAll(async () => {
  await course?.close();
  await main?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

async function page(url: string) {
  const res = await main.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  const $ = cheerio.load(res.body);
  const meta = (key: string) => $(`meta[property="${key}"], meta[name="${key}"]`).attr('content');
  const ld = $('script[type="application/ld+json"]').toArray().map((el) => JSON.parse($(el).text()) as Record<string, unknown>);
  return { body: res.body, $, meta, ld, ldOf: (type: string) => ld.find((d) => d['@type'] === type) };
}

const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/\s]+\/\S*$/.test(value);

describe('a shared product link', () => {
  it('carries its title, picture, price and a schema.org Product with its Offer', async () => {
    const p = await page(`/product?url=${encodeURIComponent(JACKET)}&utm_source=wa`);
    expect(p.$('title').length).toBe(1);
    expect(p.$('title').text()).toBe("Jaket Windbreaker Pria Outdoor (Men's Windbreaker Jacket) | Titip");
    expect(p.$('meta[name="description"]').length).toBe(1);
    const canonical = `${ORIGIN}/product?url=${encodeURIComponent(JACKET)}`;
    expect(p.$('link[rel="canonical"]').attr('href')).toBe(canonical);
    expect(p.$('link[hreflang="en"]').attr('href')).toBe(`${canonical}&lang=en`);
    expect(p.$('link[hreflang="x-default"]').attr('href')).toBe(canonical);
    expect(p.meta('og:type')).toBe('product');
    expect(p.meta('og:url')).toBe(canonical);
    expect(p.meta('og:image')).toBe(`${ORIGIN}/api/media/demo/jacket-1.png`);
    expect(p.meta('og:locale')).toBe('id_ID');
    expect(p.meta('twitter:card')).toBe('summary_large_image');
    const price = Number(p.meta('product:price:amount'));
    expect(Number.isInteger(price) && price > 0).toBe(true);
    expect(p.meta('product:price:currency')).toBe('IDR');
    expect(p.meta('og:description')).toContain(price.toLocaleString('id-ID'));
    expect(p.$('meta[name="robots"]').length).toBe(0);

    const product = p.ldOf('Product');
    expect(product?.['@context']).toBe('https://schema.org');
    expect(typeof product?.name).toBe('string');
    expect(product?.name).toBe("Jaket Windbreaker Pria Outdoor (Men's Windbreaker Jacket)");
    expect(Array.isArray(product?.image) && (product.image as unknown[]).length > 0 && (product.image as unknown[]).every(isAbsoluteUrl)).toBe(true);
    const offer = product?.offers as Record<string, unknown>;
    expect(offer['@type']).toBe('Offer');
    expect(offer.price).toBe(price);
    expect(offer.priceCurrency).toBe('IDR');
    expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder)$/);
    expect(offer.url).toBe(canonical);
    const crumbs = p.ldOf('BreadcrumbList')?.itemListElement as { position: number; name: string; item: string }[];
    expect(crumbs.map((c) => c.position)).toEqual([1, 2, 3]);
    expect(crumbs.every((c) => isAbsoluteUrl(c.item) && c.name.length > 0)).toBe(true);
    expect(crumbs[2]?.item).toBe(canonical);
  }, 60_000);

  it('is English at its ?lang=en address, canonical to itself', async () => {
    const p = await page(`/product/725531908812?marketplace=taobao&lang=en`);
    expect(p.$('html').attr('lang')).toBe('en');
    expect(p.meta('og:locale')).toBe('en_US');
    expect(p.$('link[rel="canonical"]').attr('href')).toBe(`${ORIGIN}/product?url=${encodeURIComponent(JACKET)}&lang=en`);
    expect(p.meta('description')).toMatch(/before duty, taxes and freight/);
  }, 60_000);

  it('keeps a hostile scraped name as text: escaped in the tags, data in the JSON-LD', async () => {
    const p = await page(`/product/${HOSTILE_ID}?marketplace=taobao`);
    expect(p.body).not.toContain('<script>alert(1)');
    expect(p.body).not.toContain('<b>');
    expect(p.$('title').text()).toContain('</script><script>alert(1)');
    expect(p.meta('og:title')).toContain(HOSTILE);
    expect(p.ldOf('Product')?.name).toBe(HOSTILE);
    // Every script element the head holds is one data block: nothing inside it closed it.
    expect(p.$('head script[type="application/ld+json"]').length).toBe(p.ld.length);
  }, 60_000);
});

describe('a course page', () => {
  it('carries a schema.org Course with its name, description and provider', async () => {
    const demo = DEMO_COURSES[0];
    if (!demo) throw new Error('no demo course');
    const p = await page(`/kursus/${demo.slug}`);
    const ld = p.ldOf('Course');
    expect(ld?.name).toBe(demo.title.id);
    expect(p.$('title').text()).toBe(`${demo.title.id} | Titip`);
    expect(typeof ld?.description).toBe('string');
    expect((ld?.description as string).length).toBeGreaterThan(20);
    const provider = ld?.provider as Record<string, unknown>;
    expect(provider['@type']).toBe('Organization');
    expect(provider.name).toBe('Titip');
    expect((ld?.offers as Record<string, unknown>).priceCurrency).toBe('IDR');
    expect(p.ldOf('BreadcrumbList')).toBeDefined();
  }, 60_000);
});

describe('the other pages', () => {
  it('the home has the Organization, and pages have titles and descriptions of their own', async () => {
    const home = await page('/');
    expect(home.ldOf('Organization')?.url).toBe(`${ORIGIN}/`);
    const titles = new Set<string>();
    for (const url of ['/', '/catalog', '/kalkulator', '/kursus', '/cart', '/track', '/promo']) {
      const p = await page(url);
      titles.add(p.$('title').text());
      expect(p.$('meta[name="robots"]').length).toBe(0);
      expect(p.meta('og:image')).toBe(`${ORIGIN}/og-image.png`);
    }
    expect(titles.size).toBe(7);
  }, 60_000);

  it('account, checkout, console and dev pages are noindex', async () => {
    for (const url of ['/settings', '/history', '/checkout', '/kursus/saya', '/ops', '/ops/orders/X1', '/login']) {
      const p = await page(url);
      expect(p.meta('robots'), url).toBe('noindex, nofollow');
      expect(p.ld, url).toEqual([]);
    }
  }, 60_000);
});

describe('crawlers', () => {
  it('/sitemap.xml lists the public pages, every demo product and every demo course, as XML', async () => {
    const res = await main.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(isWellFormedXml(res.body)).toBe(true);
    const $ = cheerio.load(res.body, { xml: true });
    expect($('urlset').attr('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = $('url > loc').toArray().map((el) => $(el).text());
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/kursus`);
    const catalog = await loadCatalog(main.db);
    expect(catalog.length).toBeGreaterThan(5);
    for (const item of catalog) expect(locs).toContain(`${ORIGIN}/product?url=${encodeURIComponent(item.url)}`);
    for (const demo of DEMO_COURSES) expect(locs).toContain(`${ORIGIN}/kursus/${demo.slug}`);
    expect(locs.some((l) => /\/promo-detail\/\d+$/.test(l))).toBe(true);
    expect(locs.every((l) => l.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(locs.some((l) => /checkout|settings|\/ops|\/api\//.test(l))).toBe(false);
  }, 60_000);

  it('/robots.txt keeps account, checkout, console, dev and API routes out and names the sitemap', async () => {
    const res = await main.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ['/api/cart-detail/list', '/checkout', '/settings', '/wallet', '/history-invoice', '/ops', '/ops/orders/X', '/dev/pay', '/kursus/saya', '/kursus/checkout', '/kursus/a/belajar/1']) {
      expect(robotsAllows(res.body, path), path).toBe(false);
    }
    for (const path of ['/', '/product?url=x', '/catalog', '/kursus', '/kursus/a', '/cart', '/track', '/kalkulator', '/promo-detail/1']) {
      expect(robotsAllows(res.body, path), path).toBe(true);
    }
  });
});
