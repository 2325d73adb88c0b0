// The crawl (issue 12): every route of spec section 2 opened as a visitor and as a signed-in
// customer (an affiliate partner with a paid order, a refund ticket and an invoice, so every route
// with an id has a real one), then every link of the header, the footer and the account menu
// followed: none may show the 404 page (only the 404 test path does) and no page may log a console
// error or throw. A protected route sends a visitor to /login; that is not a 404.
// Issue 24: every page the crawl opens is checked by axe (tests/e2e/axe.ts), once in Indonesian and
// once in English (the header's language switch), with the course pages; the console's pages are
// checked in a11y-console.spec.ts.
import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expectAccessible } from './axe.ts';
import { expect, test, TEXTS } from './fixtures.ts';
import { ID, JACKET, addLocalAddress, checkOutCart, chooseLanguage, messages, orderFromHome, payOnSimulator, register } from './steps.ts';
import { makeAffiliatePartner } from './membership-steps.ts';
import { E2E_STAFF, signInOps } from './staff.ts';
import type { Browser } from '@playwright/test';

const msg = messages('id');

// The visitor's crawl and the signed-in one are independent (each its own page and customer): they
// run side by side on the two workers instead of one after the other (about 3 and 6 minutes).
test.describe.configure({ mode: 'parallel' });

/** Spec section 2, in its order; {…} are filled with ids the crawl finds or makes. */
const SPEC_ROUTES = [
  '/', '/about-us', '/address', '/affiliate', '/bank-account', '/cart', '/catalog', '/chat?auth=Budi&topic-id=1', '/checkout',
  '/deactive-account', '/edit-password', '/faq', '/favorites', '/history', '/history-invoice', '/how-to-order', '/join-reseller',
  '/kalkulator', '/lartas', '/login', '/manual-order-form', '/menu', '/notification', '/payment', '/privacy-policy',
  `/product?url=${encodeURIComponent(JACKET.url)}`, '/product/{productId}', '/promo', '/promonewcustomer', '/register', '/register-agent',
  '/reset-password', '/settings', '/term-of-use', '/tickets', '/tickets-create', '/token', '/track?nomor={invoice}', '/upgrade-premium',
  '/voucher', '/wallet', '/withdraw', '/1688/result', '/taobao/result', '/print-invoice/{invoice}', '/promo-detail/{promoId}',
  '/ticket-detail/{ticketId}', '/voucher-detail/{voucherId}',
  // /logout last: it ends the session.
  '/logout',
] as const;

/** The account's pages, which must work on a 360 px wide phone (issue 12). */
const ACCOUNT_PAGES = [
  '/settings', '/edit-password', '/deactive-account', '/bank-account', '/payment', '/voucher', '/voucher-detail/{voucherId}', '/favorites',
  '/upgrade-premium', '/join-reseller', '/register-agent', '/affiliate', '/menu', '/wallet', '/withdraw', '/history', '/history-invoice',
  '/tickets', '/tickets-create', '/ticket-detail/{ticketId}', '/address', '/notification', '/token', '/chat',
] as const;

/** /product/{id} takes a 1688 offer id (ProductPage); the catalog links to /product?url=<the offer's url>. */
const PRODUCT_1688_ID = /1688\.com%2Foffer%2F(\d+)\.html/;

/** The course side (not in spec section 2, served by the course service): checked by axe too. */
const COURSE_ROUTES = ['/kursus', '/kursus/{courseSlug}'] as const;
const COURSE_ROUTES_SIGNED_IN = ['/kursus/keranjang', '/kursus/saya', '/kursus/dashboard'] as const;

type Ids = Partial<Record<'productId' | 'invoice' | 'promoId' | 'ticketId' | 'voucherId' | 'courseSlug', string>>;
type Language = 'id' | 'en';

/** Switches the storefront's language with the header's switch (session 'lang' + the server's cookie). */
async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.goto('/');
  const header = page.locator('header.site-header');
  await chooseLanguage(header, /Bahasa|Language/, new RegExp(`^${language.toUpperCase()}\\b`));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Opens every path (404 checks) and runs axe once per path and language. */
async function visitAndCheck(page: Page, paths: Iterable<string>, checked: Set<string>, language: Language): Promise<void> {
  for (const path of paths) {
    await visit(page, path);
    const key = `${language} ${new URL(page.url()).pathname}${new URL(page.url()).search}`;
    if (checked.has(key)) continue;
    checked.add(key);
    await expectAccessible(page, `${key} (from ${path})`);
  }
}

/** Console errors and uncaught exceptions of the page, from now on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return errors;
}

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status() ?? 200, `${path}: HTTP status`).not.toBe(404);
  await expect(page.getByRole('heading', { name: TEXTS.notFound }), `${path} shows the 404 page`).toHaveCount(0);
  await expect(page.locator('#content, main').first(), `${path} renders its page`).toBeVisible();
}

/** The first id in a link of `listPath` that matches `pattern` (the crawl opens that page). */
async function idFromLinks(page: Page, listPath: string, pattern: RegExp): Promise<string> {
  await page.goto(listPath);
  const hrefs = () => page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  let id = '';
  await expect.poll(async () => {
    const match = (await hrefs()).map((h) => pattern.exec(h)).find(Boolean);
    id = decodeURIComponent(match?.[1] ?? '');
    return id;
  }, { message: `${listPath} links to ${pattern}` }).not.toBe('');
  return id;
}

function fill(route: string, ids: Ids): string | null {
  let missing = false;
  const path = route.replace(/\{(\w+)\}/g, (_, key: keyof Ids) => {
    const value = ids[key];
    if (!value) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : path;
}

/** Same-origin links of the header, the footer and (signed in) the account menu, without /logout. */
async function shellLinks(page: Page, signedIn: boolean): Promise<string[]> {
  await page.goto('/');
  const origin = new URL(page.url()).origin;
  const hrefs = await page.locator('header a[href], footer a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  if (signedIn) {
    await page.goto('/menu');
    hrefs.push(...await page.locator('#content a[href], main a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href)));
  }
  const paths = hrefs.filter((h) => h.startsWith(origin)).map((h) => h.slice(origin.length) || '/');
  return [...new Set(paths)].filter((p) => !p.startsWith('/logout'));
}

test('a visitor: every spec route and every header and footer link, no 404, no console error, no serious axe violation', async ({ page }) => {
  test.setTimeout(900_000); // about 100 pages, each opened and checked by axe
  const errors = watchErrors(page);
  const ids: Ids = {
    productId: await idFromLinks(page, '/catalog', PRODUCT_1688_ID),
    promoId: await idFromLinks(page, '/promo', /^\/promo-detail\/([^/?#]+)/),
    courseSlug: await idFromLinks(page, '/kursus', /^\/kursus\/([^/?#]+)$/),
  };
  // An id only a signed-in customer has is left out: the signed-in crawl opens it.
  const paths = [...SPEC_ROUTES, ...COURSE_ROUTES].map((route) => fill(route, ids)).filter((p): p is string => p !== null && p !== '/logout');
  const checked = new Set<string>();
  for (const language of ['id', 'en'] as const) {
    await useLanguage(page, language);
    await visitAndCheck(page, paths, checked, language);
    await visitAndCheck(page, await shellLinks(page, false), checked, language);
  }
  await visit(page, '/logout');
  expect(errors).toEqual([]);
  // The 404 test path is the one place the 404 page shows (its 404 answer is logged: after the check).
  for (const language of ['en', 'id'] as const) {
    await useLanguage(page, language);
    await page.goto('/halaman-yang-tidak-ada');
    await expectAccessible(page, `${language} the 404 page`);
  }
  await expect(page.getByRole('heading', { name: TEXTS.notFound })).toBeVisible();
});

test('a signed-in customer: every spec route with real ids and every header, footer and account-menu link, no serious axe violation', async ({ page, browser }) => {
  test.setTimeout(1_500_000); // about 200 pages (two languages and the console), each checked by axe
  const email = `crawl.${randomBytes(4).toString('hex')}@example.com`;
  await orderFromHome(page, ID, JACKET, 0, false);
  await register(page, msg, email);
  await page.goto('/address');
  await addLocalAddress(page, ID, 'Rumah Budi', '081234567890');
  const invoice = await checkOutCart(page, 'bca_va');
  await payOnSimulator(page, invoice);
  await makeAffiliatePartner(browser, email);

  // A refund ticket on the paid order gives /ticket-detail its id.
  await page.goto('/tickets-create');
  await page.getByLabel(msg('tickets.field.order')).selectOption({ index: 1 });
  await page.getByLabel(msg('tickets.field.reason')).selectOption({ index: 1 });
  await page.getByLabel(msg('tickets.field.message'), { exact: true }).fill('Barang belum sampai, mohon dicek.');
  await page.getByTestId('ticket-submit').click();
  await expect(page).toHaveURL(/\/ticket-detail\/[^/]+$/);
  const ticketId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

  const errors = watchErrors(page);
  const ids: Ids = {
    invoice, ticketId,
    productId: await idFromLinks(page, '/catalog', PRODUCT_1688_ID),
    promoId: await idFromLinks(page, '/promo', /^\/promo-detail\/([^/?#]+)/),
    voucherId: await idFromLinks(page, '/voucher', /^\/voucher-detail\/([^/?#]+)/),
    courseSlug: await idFromLinks(page, '/kursus', /^\/kursus\/([^/?#]+)$/),
  };
  const checked = new Set<string>();
  for (const route of SPEC_ROUTES.filter((r) => r !== '/logout')) {
    const path = fill(route, ids);
    expect(path, `${route} has its id`).not.toBeNull();
    await visitAndCheck(page, [path as string], checked, 'id');
    // Guest-only pages send a signed-in customer home (spec section 2); every other page stays.
    if (['/login', '/register', '/reset-password'].includes(route)) await expect(page).toHaveURL(/\/$/);
    else await expect(page, `${route} is not redirected to /login`).not.toHaveURL(/\/login(\?|$)/);
  }
  const more = [...COURSE_ROUTES, ...COURSE_ROUTES_SIGNED_IN].map((route) => fill(route, ids) as string);
  await visitAndCheck(page, [...more, ...await shellLinks(page, true)], checked, 'id');
  // The same pages in English, each checked by axe once more.
  await useLanguage(page, 'en');
  const all = [...SPEC_ROUTES.filter((r) => r !== '/logout').map((route) => fill(route, ids) as string), ...more];
  await visitAndCheck(page, [...all, ...await shellLinks(page, true)], checked, 'en');
  await useLanguage(page, 'id');

  // On a 360 px phone every account page fits its width: nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  for (const route of ACCOUNT_PAGES) {
    const path = fill(route, ids) as string;
    await visit(page, path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} is wider than a 360 px screen`).toBeLessThanOrEqual(0);
  }
  expect(errors).toEqual([]);
  await visit(page, '/logout');

  await crawlConsole(browser, invoice, ticketId);
});

/**
 * The operations console, signed in as staff (an admin: every menu entry), in both languages (the
 * console bar's switch): the login page, every link of the bar and of the queues, the order of the
 * crawl's paid invoice and the crawl's ticket; axe on each.
 */
async function crawlConsole(browser: Browser, invoice: string, customerTicketId: string): Promise<void> {
  const context = await browser.newContext();
  const ops = await context.newPage();
  const errors = watchErrors(ops);
  await ops.goto('/ops/login');
  await expectAccessible(ops, 'id /ops/login');
  await signInOps(ops);
  await expect(ops.getByTestId('ops-staff')).toContainText(E2E_STAFF.name);
  await ops.getByLabel('Cari invoice, order, paket atau resi').fill(invoice);
  await ops.getByRole('button', { name: 'Cari' }).click();
  await ops.getByTestId('ops-search-hit').first().getByRole('link').first().click();
  await expect(ops.getByTestId('ops-order')).toBeVisible();
  const orderPath = new URL(ops.url()).pathname;
  await ops.goto('/ops/tickets');
  // The crawl's own ticket, wherever the queue lists it (a retry on the same server finds the first attempt's too).
  const ticketLink = ops.locator(`main a[href="/ops/tickets/${encodeURIComponent(customerTicketId)}"]`).first();
  await expect(ticketLink, 'the console lists the crawl\'s ticket').toBeVisible();
  const ticketHref = await ticketLink.getAttribute('href');
  await ops.goto('/ops');
  const links = await ops.locator('header a[href^="/ops"], main a[href^="/ops?"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const paths = [...new Set(['/ops', ...links, orderPath, ticketHref as string])];
  const checked = new Set<string>();
  for (const language of ['id', 'en'] as const) {
    if (language === 'en') {
      await ops.getByRole('button', { name: /Ganti bahasa/ }).click();
      await expect(ops.locator('html')).toHaveAttribute('lang', 'en');
    }
    for (const path of paths) {
      await ops.goto(path);
      await expect(ops.locator('main')).toBeVisible();
      await expect(ops, `${path} keeps the staff signed in`).not.toHaveURL(/\/ops\/login/);
      const key = `${language} ${path}`;
      if (checked.has(key)) continue;
      checked.add(key);
      await expectAccessible(ops, `console ${key}`);
    }
  }
  expect(errors).toEqual([]);
  await context.close();
}
