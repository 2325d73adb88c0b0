// Server rendering (docs/ssr.md): the home and a product page read without JavaScript (text and
// prices in the HTML the server sends); with JavaScript they hydrate without an error, answer from
// the page's own data (no second round-trip) and navigate on the client.
import type { Browser, ConsoleMessage, Page } from '@playwright/test';
import { appReady, expect, test } from './fixtures.ts';
import { DEMO_COURSES } from '../../services/course/demo/content.ts';

// A Taobao product of the demo catalog (server/demo/products-taobao.ts).
const JACKET = `/product?url=${encodeURIComponent('https://item.taobao.com/item.htm?id=725531908812')}`;

test('without JavaScript, the home and a product page show their text and prices', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, ...(baseURL ? { baseURL } : {}) });
  const page = await context.newPage();

  const home = await page.goto('/');
  expect(home?.status()).toBe(200);
  expect(home?.headers()['content-type']).toBe('text/html; charset=utf-8');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Belanja dari luar negeri, semudah belanja lokal');
  await expect(page.getByText('Sejak Maret 2019')).toBeVisible();
  const popular = page.getByTestId('home-popular');
  await expect(popular.getByText(/Tas Ransel/).first()).toBeVisible();
  await expect(popular.getByText(/^Rp\s?[\d.]+$/).first()).toBeVisible();
  await expect(page.getByTestId('home-flashSale').getByText(/^Berakhir /)).toBeVisible();

  const product = await page.goto(JACKET);
  expect(product?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: /Jaket Windbreaker Pria Outdoor/ })).toBeVisible();
  await expect(page.getByTestId('product-unit-price')).toHaveText(/CNY\s+129,00/);
  await expect(page.getByTestId('breakdown-total')).toHaveText(/^Rp\s?[\d.]+$/);
  // The photo is asked for first, with its box reserved.
  await expect(page.locator('img.product-main-image')).toHaveAttribute('fetchpriority', 'high');
  await expect(page.locator('img.product-main-image')).toHaveAttribute('width', '600');

  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('404', { exact: false }).first()).toBeVisible();
  await context.close();
});

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the home hydrates from its own data, without an error, and navigates on the client', async ({ page }) => {
  const errors = watchErrors(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${request.method()} ${url.pathname}`);
  });
  await page.goto('/');
  await expect(page.getByTestId('home-popular')).toHaveAttribute('data-status', 'ready');
  // The blocks came with the page: none of their calls is made again.
  expect(apiCalls.filter((call) => /\/api\/(catalog|flashsale|review|info\/company|cart\/history)/.test(call))).toEqual([]);

  // Client-side navigation: the document stays (a value set on it survives).
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.locator('footer').getByRole('link', { name: 'Kalkulator Ongkir & Pajak' }).click();
  await expect(page).toHaveURL(/\/kalkulator$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kalkulator Ongkir & Pajak Impor');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(errors).toEqual([]);
});

test('a product page hydrates without an error and stays interactive', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(JACKET);
  // The description is sanitised in the browser: not in the server's HTML, shown once hydrated (the
  // switch after hydration is rendered as a transition, docs/performance.md).
  expect(await (await page.request.get(JACKET)).text()).not.toContain('class="product-description"');
  await expect(page.locator('.product-description')).toHaveText('Jaket windbreaker ringan untuk aktivitas luar ruangan.');
  const total = page.getByTestId('breakdown-total');
  const first = await total.textContent();
  await page.getByRole('button', { name: 'Tambah jumlah' }).click();
  await expect(page.getByLabel('Jumlah', { exact: true })).toHaveValue('2');
  await expect(total).not.toHaveText(first ?? '');
  // Back home on the client.
  await page.locator('header').getByRole('link', { name: 'Beranda', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Belanja dari luar negeri, semudah belanja lokal');
  await expect(page.getByTestId('home-popular')).toHaveAttribute('data-status', 'ready');
  expect(errors).toEqual([]);
});

test('the language chosen is the language the server renders next time', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/kalkulator');
  const header = page.locator('header.site-header');
  await header.getByRole('button', { name: 'Bahasa' }).click();
  await header.getByRole('option', { name: /^EN\b/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Kalkulator Ongkir & Pajak Impor');
  const english = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

  const source = await (await page.request.get('/kalkulator')).text();
  expect(source).toContain('<html lang="en"');
  expect(source).toContain(english.replace(/&/g, '&amp;'));
  await page.reload();
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english);
  expect(errors).toEqual([]);
});

test('a visitor\'s /cart comes with their lines from the server (the titip_at cookie) and hydrates', async ({ page, browser, baseURL }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await appReady(page);
  // The browser keeps the anonymous token in a cookie too (never the login token).
  const cookie = async () => (await page.context().cookies()).find((c) => c.name === 'titip_at');
  await expect.poll(async () => (await cookie())?.value ?? null).toBeTruthy();
  const token = (await cookie())?.value ?? '';
  expect(token).toBe(await page.evaluate(() => (JSON.parse(localStorage.getItem('titip.session') ?? '{}') as { accessToken: string }).accessToken));
  const added = await page.request.post('/api/cart/add-to-cart', { headers: { AccessToken: token }, data: { url: 'https://item.taobao.com/item.htm?id=725531908812', quantity: 1 } });
  expect(added.status()).toBe(200);

  const lists: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/cart-detail/list') lists.push(request.url());
  });
  const response = await page.goto('/cart');
  expect(response?.headers()['cache-control']).toBe('private, no-cache');
  expect(await response?.text()).toContain('Jaket Windbreaker');
  await appReady(page);
  await expect(page.getByTestId('cart-group').getByText(/Jaket Windbreaker/)).toBeVisible();
  await expect(page.getByTestId('total-with-tax')).toHaveText(/^Rp\s?[\d.]+$/);
  // The lines came with the page: not listed again.
  expect(lists).toEqual([]);
  expect(errors).toEqual([]);

  // Another visitor (no cookie, other token) never gets these lines from the server.
  const other = await browser.newContext({ javaScriptEnabled: false, ...(baseURL ? { baseURL } : {}) });
  const stranger = await other.newPage();
  const theirs = await stranger.goto('/cart');
  expect(await theirs?.text()).not.toContain('Jaket Windbreaker');
  await other.close();
});

test('the title follows client navigation, and ?lang=en is the English page (docs/seo.md)', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await appReady(page);
  await expect(page).toHaveTitle('Titip - Jasa Titip Beli & Impor Barang dari Luar Negeri');
  await page.locator('footer a[href="/faq"]').first().click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page).toHaveTitle('Pertanyaan Umum (FAQ) | Titip');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /pemesanan, pembayaran/);

  await page.goto('/kalkulator?lang=en');
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Import Freight & Tax Calculator | Titip');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Kalkulator Ongkir & Pajak Impor');
  expect(errors).toEqual([]);
});

test('the sign-in, tracking and manual order pages come painted from the server and hydrate without an error (issue 27)', async ({ page, browser, baseURL }) => {
  // Without JavaScript: the server's HTML has each page's form.
  const context = await browser.newContext({ javaScriptEnabled: false, ...(baseURL ? { baseURL } : {}) });
  const bare = await context.newPage();
  await bare.goto('/login');
  await expect(bare.getByLabel('Nomor telepon atau e-mail')).toBeVisible();
  await bare.goto('/track?nomor=INV-TIDAK-ADA');
  await expect(bare.getByText('Tagihan atau pesanan INV-TIDAK-ADA tidak ditemukan.')).toBeVisible();
  await bare.goto('/manual-order-form');
  await expect(bare.getByLabel('Jenis produk')).toBeVisible();
  await context.close();

  const errors = watchErrors(page);
  await page.goto('/track?nomor=INV-TIDAK-ADA');
  await expect(page.getByText('Tagihan atau pesanan INV-TIDAK-ADA tidak ditemukan.')).toBeVisible();
  await page.goto('/manual-order-form');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/login');
  // Interactive once hydrated: the password is shown on request.
  await page.getByLabel('Kata sandi', { exact: true }).fill('rahasia-ku');
  await page.getByRole('button', { name: 'Tampilkan kata sandi' }).click();
  await expect(page.getByLabel('Kata sandi', { exact: true })).toHaveAttribute('type', 'text');

  // A registration resumed after a reload: the server painted step 1, the browser renders step 2 itself.
  await page.goto('/register');
  await page.getByLabel('Nomor telepon atau e-mail').fill(`ssr-${Date.now()}@example.test`);
  await page.getByRole('button', { name: 'Kirim kode' }).click();
  await expect(page.getByText('Langkah 2 dari 3')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Langkah 2 dari 3')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the course catalogue and a course page come painted from the server and hydrate without an error (issue 27)', async ({ page, browser, baseURL }) => {
  const course = DEMO_COURSES.find((c) => c.slug === 'sourcing-1688-pemula');
  const courseService = process.env.E2E_COURSE_URL;
  if (!course || !courseService) throw new Error('no demo course, or global-setup.ts did not start the course service (E2E_COURSE_URL)');
  // Without JavaScript: the server fetched the courses from the course service during the render.
  const context = await browser.newContext({ javaScriptEnabled: false, ...(baseURL ? { baseURL } : {}) });
  const bare = await context.newPage();
  await bare.goto('/kursus');
  await expect(bare.locator(`[data-testid="course-card"][data-slug="${course.slug}"]`)).toContainText(course.title.id);
  await bare.goto(`/kursus/${course.slug}`);
  await expect(bare.getByTestId('course-title')).toHaveText(course.title.id);
  await expect(bare.getByTestId('course-syllabus')).toBeVisible();
  await context.close();

  // With JavaScript: hydrated from the render's answers (no call to the course service again).
  const errors = watchErrors(page);
  const courseCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(courseService)) courseCalls.push(new URL(request.url()).pathname);
  });
  await page.goto('/kursus');
  await expect(page.getByTestId('course-catalog')).toContainText(course.title.id);
  expect(courseCalls.filter((path) => path.startsWith('/api/courses'))).toEqual([]);
  // Interactive: a card opens the course on the client.
  await page.locator(`[data-testid="course-card"][data-slug="${course.slug}"]`).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/kursus/${course.slug}$`));
  await expect(page.getByTestId('course-title')).toHaveText(course.title.id);
  await page.goto(`/kursus/${course.slug}`);
  await expect(page.getByTestId('course-title')).toHaveText(course.title.id);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title.id);
  expect(errors).toEqual([]);
});

/**
 * A page of its own, without the fixtures' wait for the app, whose code is held back until `release()`:
 * the visitor acts on the server's HTML while the code is on its way.
 */
async function pageWithCodeHeld(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const early = await context.newPage();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => { release = resolve; });
  await early.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return { context, early, release };
}

test('what a visitor types into a server-painted form before the page hydrates is kept', async ({ browser, baseURL }) => {
  const { context, early, release } = await pageWithCodeHeld(browser, baseURL);
  await early.goto('/login', { waitUntil: 'domcontentloaded' });
  await early.getByLabel('Nomor telepon atau e-mail').fill('sebelum@example.test');
  release();
  await appReady(early);
  // The form renders again (the password typed after): the identifier typed before is still there.
  await early.getByLabel('Kata sandi', { exact: true }).fill('rahasia-ku');
  await expect(early.getByLabel('Nomor telepon atau e-mail')).toHaveValue('sebelum@example.test');
  await context.close();
});

test('a sign-in sent before the page hydrates is held, then sent by the page with what was typed', async ({ browser, baseURL }) => {
  // Without the hold the browser sends the form itself: a GET of /login?, the typed text gone.
  const { context, early, release } = await pageWithCodeHeld(browser, baseURL);
  await early.goto('/login', { waitUntil: 'domcontentloaded' });
  await early.getByLabel('Nomor telepon atau e-mail').fill('belum-terdaftar@example.test');
  await early.getByLabel('Kata sandi', { exact: true }).fill('bukan-sandinya');
  await early.getByRole('button', { name: 'Masuk', exact: true }).click();
  release();
  await appReady(early);
  await expect(early.getByRole('alert').filter({ hasText: 'Kombinasi nomor telepon/email dan kata sandi salah' }).first()).toBeVisible();
  expect(new URL(early.url()).pathname + new URL(early.url()).search).toBe('/login');
  await expect(early.getByLabel('Nomor telepon atau e-mail')).toHaveValue('belum-terdaftar@example.test');
  await context.close();
});
