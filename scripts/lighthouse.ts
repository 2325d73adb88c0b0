// `npm run lighthouse`: Lighthouse 12 mobile (its default config: Moto G Power screen, simulated
// slow 4G, 4x CPU slowdown) on the public routes of the BUILT storefront served by the real server.
// Two passes (docs/performance.md): accessibility, best practices and SEO once on each of eight
// routes (/, a product, /catalog, /kalkulator, /kursus, a course, /cart, /track), and performance
// LIGHTHOUSE_RUNS times (median) on the four routes measured since issue 10.
// - The course service (services/course) runs in-process too, with its demo courses, on a free port.
// - dist/ is used as it is (`npm run build` first after a change); it is built only when
//   dist/index.html is missing.
// - The server: production config, a fresh temp data dir (embedded PGlite), demo data and
//   regions, the storefront from dist/, on a free loopback port.
// - Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium), headless, on a free
//   remote-debugging port. Playwright (connected over CDP, then disconnected so it adds nothing
//   to the measured pages) opens the storefront once and puts 3 demo products in the guest
//   cart (the visitor's lines live on the server under the access token kept in localStorage and,
//   for the server's render of /cart, in the titip_at cookie).
// - Lighthouse keeps its storage reset: it clears the HTTP cache before each route (every route
//   is measured as a first visit) but not localStorage (LH 12 clears only file_systems,
//   shader_cache, service_workers and cache_storage) nor cookies, so /cart is measured with its lines.
// Env: LIGHTHOUSE_RUNS (default 1; >1 = each route n times, the run with the median score is
// reported), LIGHTHOUSE_MIN_SCORE (fail when a route scores below it), LIGHTHOUSE_JS_CEILING_KB
// (fail when a route transfers more compressed JavaScript than this, KB = 1024 bytes),
// LIGHTHOUSE_MAX_LCP_MS and LIGHTHOUSE_MAX_CLS (fail when a route's median run is above them),
// LIGHTHOUSE_ONLY (a regular expression: measure only the routes it matches), LIGHTHOUSE_ROUTES=public
// (performance on every public route, not only the four), LIGHTHOUSE_OTHER_RUNS (with it: the runs of
// each route beyond the four, default LIGHTHOUSE_RUNS), LIGHTHOUSE_TRACE=1
// (also write the reported run's trace, lighthouse-report/<route>.trace.json, for DevTools'
// Performance panel).
// Writes lighthouse-report/summary.json and one full Lighthouse JSON per route.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { DEMO_COURSES } from '../services/course/demo/content.ts';
import { freePort, ROOT, startBuiltStorefront } from './built-storefront.ts';

const OUT = join(ROOT, 'lighthouse-report');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PRODUCT = 'https://item.taobao.com/item.htm?id=725531908812';
const CART_PRODUCTS = [PRODUCT, 'https://item.taobao.com/item.htm?id=733109876543', 'https://item.taobao.com/item.htm?id=718890012345'];
const PRODUCT_ROUTE = `/product?url=${encodeURIComponent(PRODUCT)}`;
const COURSE_ROUTE = `/kursus/${DEMO_COURSES[0]?.slug ?? ''}`;
/** Performance (median of LIGHTHOUSE_RUNS): the routes measured since issue 10. */
const PERF_ROUTES = ['/', PRODUCT_ROUTE, '/cart', '/kalkulator'];
/** Accessibility, best practices and SEO (one run each): issue 24's eight routes. */
const QUALITY_ROUTES = ['/', PRODUCT_ROUTE, '/catalog', '/kalkulator', '/kursus', COURSE_ROUTE, '/cart', '/track'];
/**
 * Every public route a customer lands on (issue 27's table), for performance with
 * LIGHTHOUSE_ROUTES=public (`npm test` measures them all: the four LIGHTHOUSE_RUNS times, the others
 * LIGHTHOUSE_OTHER_RUNS times, issue 27).
 */
const PUBLIC_ROUTES = [
  ...PERF_ROUTES, '/catalog', '/faq', '/lartas', '/promo', '/kursus', COURSE_ROUTE, '/track', '/track?nomor=INV-TIDAK-ADA',
  '/1688/result?keyword=tas', '/taobao/result?keyword=jaket', '/manual-order-form', '/login', '/register',
];
const QUALITY_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;
const ONLY = process.env.LIGHTHOUSE_ONLY ? new RegExp(process.env.LIGHTHOUSE_ONLY) : null;
const MEASURED = process.env.LIGHTHOUSE_ROUTES === 'public' ? PUBLIC_ROUTES : PERF_ROUTES;
const ROUTES = ONLY ? MEASURED.filter((r) => ONLY.test(r)) : MEASURED;
const Q_ROUTES = ONLY ? QUALITY_ROUTES.filter((r) => ONLY.test(r)) : QUALITY_ROUTES;
const TRACE = process.env.LIGHTHOUSE_TRACE === '1';

function envNumber(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got ${raw}`);
  return n;
}
const RUNS = Math.max(1, Math.floor(envNumber('LIGHTHOUSE_RUNS') ?? 1));
/** LIGHTHOUSE_ROUTES=public: the runs of each route other than the four (default LIGHTHOUSE_RUNS). */
const OTHER_RUNS = Math.max(1, Math.floor(envNumber('LIGHTHOUSE_OTHER_RUNS') ?? RUNS));
const runsOf = (route: string): number => (PERF_ROUTES.includes(route) ? RUNS : OTHER_RUNS);
const MIN_SCORE = envNumber('LIGHTHOUSE_MIN_SCORE');
const JS_CEILING_KB = envNumber('LIGHTHOUSE_JS_CEILING_KB');
/** The most a route's (median run's) largest contentful paint may take, ms (unset: reported only). */
const MAX_LCP_MS = envNumber('LIGHTHOUSE_MAX_LCP_MS');
/** The most layout shift a route's (median run's) load may have (unset: reported only). */
const MAX_CLS = envNumber('LIGHTHOUSE_MAX_CLS');
/** The least score of accessibility, best practices and SEO on every route (unset: reported only). */
const MIN_QUALITY = envNumber('LIGHTHOUSE_MIN_QUALITY_SCORE');
/** LIGHTHOUSE_PASSES=quality or performance: one pass only (default both). */
const PASSES = process.env.LIGHTHOUSE_PASSES ?? 'quality,performance';

async function waitForDevtools(port: number, chrome: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (chrome.exitCode !== null) throw new Error(`Chromium exited with code ${chrome.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Chromium did not open its debugging port ${port}`);
}

interface RouteRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKB: number;
  totalKB: number;
  requests: string[];
  lhr: Result;
  trace?: unknown;
}

function summarise(lhr: Result, trace?: unknown): RouteRun {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined;
  const transfer = (type: string) => (details?.items?.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024;
  const requests = ((lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? []).map((i) => i.url);
  if (lhr.runtimeError) throw new Error(`${lhr.requestedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKB: transfer('script'),
    totalKB: transfer('total'),
    requests,
    lhr,
    trace,
  };
}

interface QualityRow {
  route: string;
  scores: Record<(typeof QUALITY_CATEGORIES)[number], number>;
  /** Per category: the audits that count and did not pass (id). */
  failing: Record<(typeof QUALITY_CATEGORIES)[number], string[]>;
}

function qualityOf(route: string, lhr: Result): QualityRow {
  const scores = {} as QualityRow['scores'];
  const failing = {} as QualityRow['failing'];
  for (const id of QUALITY_CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = Math.round((category?.score ?? 0) * 100);
    failing[id] = (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 0) < 1)
      .map((ref) => ref.id);
  }
  return { route, scores, failing };
}

// ---- server, browser ---------------------------------------------------------------------
const storefront = await startBuiltStorefront('lighthouse');
const { base } = storefront;
// The operators' announcement pop-up (docs/banners.md) appears on / once the browser is idle, and its
// picture becomes the page's largest paint (4.1 s on 2026-11-28, the demo pop-up's 400 x 400
// picture): the gate measures the page a visitor reads, with the pop-up switched off unless
// LIGHTHOUSE_POP_UP=1 (docs/performance.md 'The pop-up and the largest paint').
if (process.env.LIGHTHOUSE_POP_UP !== '1') {
  await storefront.db.updateTable('content_featured_images').set({ active: false }).where('placement', '=', 'pop_up').execute();
}
const profileDir = mkdtempSync(join(tmpdir(), 'titip-lighthouse-chromium-'));

const debugPort = await freePort();
const chrome = spawn(CHROMIUM, [
  `--remote-debugging-port=${debugPort}`,
  `--user-data-dir=${profileDir}`,
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  'about:blank',
], { stdio: 'ignore' });

let exitCode = 0;
try {
  await waitForDevtools(debugPort, chrome);
  const browserVersion = ((await (await fetch(`http://127.0.0.1:${debugPort}/json/version`)).json()) as { Browser: string }).Browser;

  // The guest cart: the storefront creates the access token at boot; the lines are added through the API with it.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('no default browser context');
  const page = await context.newPage();
  await page.goto(`${base}/`);
  const token = await page.waitForFunction(() => {
    const raw = localStorage.getItem('titip.session');
    return raw ? (JSON.parse(raw) as { accessToken: string | null }).accessToken : null;
  }, undefined, { timeout: 30_000 }).then(async (h) => String(await h.jsonValue()));
  for (const url of CART_PRODUCTS) {
    const res = await page.request.post(`${base}/api/cart/add-to-cart`, { headers: { AccessToken: token }, data: { url, quantity: 1 } });
    if (!res.ok()) throw new Error(`add-to-cart ${url}: HTTP ${res.status()} ${await res.text()}`);
  }
  await page.goto(`${base}/cart`);
  await page.getByText('Jaket Windbreaker', { exact: false }).first().waitFor({ timeout: 30_000 });
  await page.close();
  await browser.close(); // connected over CDP: disconnects, Chromium keeps running with the profile

  // ---- Lighthouse ---------------------------------------------------------------------------
  const flags: Flags = {
    port: debugPort,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  };
  mkdirSync(OUT, { recursive: true });
  // The path, and '/track?nomor=…' apart from '/track' (a query's values are left out).
  const slugOf = (route: string) => {
    if (route === '/') return 'home';
    const [path = '', query] = route.slice(1).split('?');
    const slug = path.replace(/\//g, '-');
    return query?.startsWith('nomor=') ? `${slug}-nomor` : slug;
  };

  // Accessibility, best practices and SEO: one run per route (they do not vary from run to run). A
  // route the performance pass measures too gets them from its first performance run (one Lighthouse
  // run less each: its audits run after the page's trace is taken, the timings are the same).
  const quality: QualityRow[] = [];
  const withPerformance = (route: string) => PASSES.includes('quality') && PASSES.includes('performance') && ROUTES.includes(route);
  const keepQuality = (route: string, lhr: Result) => {
    writeFileSync(join(OUT, `${slugOf(route)}.quality.json`), JSON.stringify(lhr));
    quality.push(qualityOf(route, lhr));
  };
  if (PASSES.includes('quality')) {
    for (const route of Q_ROUTES.filter((r) => !withPerformance(r))) {
      const result = await lighthouse(base + route, { ...flags, onlyCategories: [...QUALITY_CATEGORIES] });
      if (!result) throw new Error(`${route}: Lighthouse returned nothing`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      keepQuality(route, lhr);
    }
  }

  const rows: (Omit<RouteRun, 'lhr' | 'requests'> & { route: string; scores: number[] })[] = [];
  for (const route of PASSES.includes('performance') ? ROUTES : []) {
    const runs: RouteRun[] = [];
    for (let i = 0; i < runsOf(route); i++) {
      const both = i === 0 && Q_ROUTES.includes(route) && withPerformance(route);
      const result = await lighthouse(base + route, both ? { ...flags, onlyCategories: ['performance', ...QUALITY_CATEGORIES] } : flags);
      if (!result) throw new Error(`${route}: Lighthouse returned nothing`);
      if (result.lhr.runtimeError) throw new Error(`${route}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      if (both) keepQuality(route, result.lhr);
      runs.push(summarise(result.lhr, TRACE ? (result.artifacts as { Trace?: unknown }).Trace : undefined));
    }
    const sorted = [...runs].sort((a, b) => a.score - b.score);
    const median = sorted[Math.floor((sorted.length - 1) / 2)] as RouteRun;
    // The lines come with the server's HTML (rendered with the titip_at cookie, docs/ssr.md), so the
    // browser need not list them; it still checks the lines it keeps (cart-detail/check).
    if (route === '/cart' && !median.requests.some((u) => u.includes('/api/cart-detail/list') || u.includes('/api/cart-detail/check'))) {
      throw new Error('/cart was measured without its lines (no cart-detail/list or check): the guest cart did not survive');
    }
    const slug = slugOf(route);
    writeFileSync(join(OUT, `${slug}.json`), JSON.stringify(median.lhr));
    if (median.trace !== undefined) writeFileSync(join(OUT, `${slug}.trace.json`), JSON.stringify(median.trace));
    rows.push({
      route,
      score: median.score,
      fcpMs: Math.round(median.fcpMs),
      lcpMs: Math.round(median.lcpMs),
      tbtMs: Math.round(median.tbtMs),
      cls: Number(median.cls.toFixed(3)),
      jsKB: Number(median.jsKB.toFixed(1)),
      totalKB: Number(median.totalKB.toFixed(1)),
      scores: runs.map((r) => r.score),
    });
  }

  // ---- report -------------------------------------------------------------------------------
  const failures: string[] = [];
  for (const r of rows) {
    if (MIN_SCORE !== undefined && r.score < MIN_SCORE) failures.push(`${r.route}: score ${r.score} < ${MIN_SCORE}`);
    if (JS_CEILING_KB !== undefined && r.jsKB > JS_CEILING_KB) failures.push(`${r.route}: JavaScript ${r.jsKB.toFixed(1)} KB > ${JS_CEILING_KB} KB`);
    if (MAX_LCP_MS !== undefined && r.lcpMs > MAX_LCP_MS) failures.push(`${r.route}: LCP ${r.lcpMs} ms > ${MAX_LCP_MS} ms`);
    if (MAX_CLS !== undefined && r.cls > MAX_CLS) failures.push(`${r.route}: CLS ${r.cls} > ${MAX_CLS}`);
  }
  for (const q of quality) {
    for (const category of QUALITY_CATEGORIES) {
      if (MIN_QUALITY !== undefined && q.scores[category] < MIN_QUALITY) {
        failures.push(`${q.route}: ${category} ${q.scores[category]} < ${MIN_QUALITY} (failing: ${q.failing[category].join(', ') || '?'})`);
      }
    }
  }
  const header = ['route', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'JS KB', 'total KB'];
  const table = rows.map((r) => [
    r.route.length > 40 ? `${r.route.slice(0, 37)}...` : r.route,
    r.scores.length > 1 ? `${r.score} (${r.scores.join('/')})` : String(r.score),
    `${(r.fcpMs / 1000).toFixed(1)} s`,
    `${(r.lcpMs / 1000).toFixed(1)} s`,
    `${Math.round(r.tbtMs)} ms`,
    r.cls.toFixed(3),
    r.jsKB.toFixed(0),
    r.totalKB.toFixed(0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  if (rows.length > 0) {
    console.log(`\nLighthouse mobile (simulated slow 4G, 4x CPU), performance, ${RUNS} run(s) per route${OTHER_RUNS !== RUNS && MEASURED === PUBLIC_ROUTES ? ` (${OTHER_RUNS} beyond the first four)` : ''}, ${browserVersion}, KB = 1024 bytes transferred`);
    console.log(line(header));
    for (const row of table) console.log(line(row));
  }
  if (quality.length > 0) {
    console.log(`\nLighthouse mobile, accessibility (a11y), best practices (bp), SEO: one run per route, ${browserVersion}`);
    const width = Math.max(...quality.map((q) => Math.min(q.route.length, 40)));
    console.log(`${'route'.padEnd(width)}  a11y   bp  seo  audits that failed`);
    for (const q of quality) {
      const name = q.route.length > 40 ? `${q.route.slice(0, 37)}...` : q.route;
      const failing = QUALITY_CATEGORIES.flatMap((c) => q.failing[c]).join(', ');
      console.log(`${name.padEnd(width)}  ${QUALITY_CATEGORIES.map((c) => String(q.scores[c]).padStart(3)).join('  ')}  ${failing}`);
    }
  }
  writeFileSync(join(OUT, 'summary.json'), `${JSON.stringify({
    date: new Date().toISOString(),
    browser: browserVersion,
    runs: RUNS,
    budgets: { minScore: MIN_SCORE ?? null, jsCeilingKB: JS_CEILING_KB ?? null, maxLcpMs: MAX_LCP_MS ?? null, maxCls: MAX_CLS ?? null, minQualityScore: MIN_QUALITY ?? null },
    routes: rows,
    quality,
    failures,
  }, null, 2)}\n`);
  console.log('\nwritten: lighthouse-report/summary.json (and one Lighthouse JSON per route)');
  if (failures.length) {
    console.error(`\nlighthouse: budget failed\n  ${failures.join('\n  ')}`);
    exitCode = 1;
  }
} catch (error) {
  console.error('lighthouse:', error);
  exitCode = 1;
} finally {
  if (chrome.exitCode === null) {
    const exited = new Promise((r) => chrome.once('exit', r));
    chrome.kill();
    await exited;
  }
  await storefront.close();
  rmSync(profileDir, { recursive: true, force: true });
}
process.exit(exitCode);
