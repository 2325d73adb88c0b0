// The crawl (issue 12): every route of spec section 2 opened as a visitor and as a signed-in
// customer (an affiliate partner with a paid order, a refund ticket and an invoice, so every route
// with an id has a real one), then every link of the header, the footer and the account menu
// followed: none may show the 404 page (only the 404 test path does) and no page may log a console
// error or throw. A protected route sends a visitor to /login; that is not a 404.
import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect, test, TEXTS } from './fixtures.ts';
import { ID, JACKET, addLocalAddress, checkOutCart, messages, orderFromHome, payOnSimulator, register } from './steps.ts';
import { makeAffiliatePartner } from './membership-steps.ts';

const msg = messages('id');

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

type Ids = Partial<Record<'productId' | 'invoice' | 'promoId' | 'ticketId' | 'voucherId', string>>;

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

test('a visitor: every spec route and every header and footer link, no 404 and no console error', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  const ids: Ids = {
    productId: await idFromLinks(page, '/catalog', PRODUCT_1688_ID),
    promoId: await idFromLinks(page, '/promo', /^\/promo-detail\/([^/?#]+)/),
  };
  for (const route of SPEC_ROUTES) {
    const path = fill(route, ids);
    if (path === null) continue; // an id only a signed-in customer has: the signed-in crawl opens it
    await visit(page, path);
  }
  for (const path of await shellLinks(page, false)) await visit(page, path);
  expect(errors).toEqual([]);
  // The 404 test path is the one place the 404 page shows.
  await page.goto('/halaman-yang-tidak-ada');
  await expect(page.getByRole('heading', { name: TEXTS.notFound })).toBeVisible();
});

test('a signed-in customer: every spec route with real ids and every header, footer and account-menu link', async ({ page, browser }) => {
  test.setTimeout(420_000);
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
  };
  for (const route of SPEC_ROUTES.filter((r) => r !== '/logout')) {
    const path = fill(route, ids);
    expect(path, `${route} has its id`).not.toBeNull();
    await visit(page, path as string);
    // Guest-only pages send a signed-in customer home (spec section 2); every other page stays.
    if (['/login', '/register', '/reset-password'].includes(route)) await expect(page).toHaveURL(/\/$/);
    else await expect(page, `${route} is not redirected to /login`).not.toHaveURL(/\/login(\?|$)/);
  }
  for (const path of await shellLinks(page, true)) await visit(page, path);

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
});
