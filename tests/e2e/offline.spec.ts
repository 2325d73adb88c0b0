// Installable and honest offline (issue 24, docs/pwa.md): the service worker keeps the pages a
// customer viewed; offline, a kept page says so, marks every price as possibly changed and disables
// the actions that need the network; a page never viewed gets the offline page in the visitor's
// language; the API is never answered from a cache; back online, everything is as before.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { JACKET } from './steps.ts';

const PRODUCT = `/product?url=${encodeURIComponent(JACKET.url)}`;

async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, undefined, { timeout: 20_000 });
}

/** Whether the worker keeps a copy of this address (its pages cache). */
async function kept(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (wanted) => {
    for (const name of await caches.keys()) {
      if (!name.startsWith('titip-pages-')) continue;
      if (await (await caches.open(name)).match(new URL(wanted, location.origin).href)) return true;
    }
    return false;
  }, path);
}

/** The text a price's mark shows (its ::after content), or 'none'. */
const mark = (page: Page, testId: string) => page.getByTestId(testId).evaluate((el) => getComputedStyle(el, '::after').content);

test('a viewed product page stays readable offline, prices marked and adding to the cart disabled; an unviewed page shows the offline page; back online all is current', async ({ page, context }) => {
  test.setTimeout(90_000);
  const heading = page.getByRole('heading', { level: 1, name: new RegExp(JACKET.name) });
  const addToCart = page.getByRole('button', { name: 'Tambah ke keranjang' });

  await page.goto(PRODUCT);
  await expect(heading).toBeVisible();
  await controlled(page);
  // Viewed while the worker is in control: the page and the code it loads are kept.
  await page.reload();
  await expect(heading).toBeVisible();
  await expect.poll(() => kept(page, PRODUCT), { timeout: 10_000 }).toBe(true);
  // Online: no notice, prices unmarked, the action enabled.
  await expect(page.getByTestId('offline-notice')).toBeEmpty();
  expect(await mark(page, 'breakdown-total')).toBe('none');
  await expect(addToCart).toBeEnabled();

  await context.setOffline(true);
  await page.reload();
  await expect(heading).toBeVisible();
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toContainText('Anda sedang offline.');
  await expect(notice).toContainText('Halaman ini tersimpan di perangkat pada');
  await expect(notice).toContainText('Harga di halaman ini mungkin sudah berubah, bukan harga terkini.');
  await expect(page.locator('html')).toHaveAttribute('data-offline-copy', /^\d{4}-\d\d-\d\dT/);
  // Every price on the page is marked.
  await expect(page.getByTestId('breakdown-total')).toHaveText(/^Rp/);
  expect(await mark(page, 'breakdown-total')).toContain('(mungkin berubah)');
  expect(await mark(page, 'product-unit-price')).toContain('(mungkin berubah)');
  const prices = page.locator('[data-price]');
  const marks = await prices.evaluateAll((els) => els.map((el) => getComputedStyle(el, '::after').content));
  expect(marks.length).toBeGreaterThan(5);
  expect(marks.filter((text) => !text.includes('(mungkin berubah)'))).toEqual([]);
  // Adding to the cart needs the network: disabled, and the reason is given and tied to it.
  await expect(addToCart).toBeDisabled();
  const note = page.getByTestId('offline-action-note');
  await expect(note).toHaveText('Tidak bisa sekarang: Anda sedang offline. Sambungkan ke internet untuk melanjutkan.');
  await expect(addToCart).toHaveAttribute('aria-describedby', (await note.getAttribute('id')) ?? 'missing');
  // The API is never answered from a cache, even for a call the page made online.
  expect(await page.evaluate(() => fetch('/api/kurs').then((r) => `answered ${r.status}`, () => 'failed'))).toBe('failed');

  // A page never viewed: the offline page, in the visitor's language, listing the kept pages.
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Anda sedang offline' })).toBeVisible();
  await expect(page.getByText('Halaman ini belum pernah dibuka di perangkat ini')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Coba lagi' })).toHaveAttribute('href', '/faq');
  await expect(page.getByRole('link', { name: new RegExp(PRODUCT.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')) })).toBeVisible();
  await context.addCookies([{ name: 'titip_lang', value: 'en', url: new URL(page.url()).origin }]);
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.addCookies([{ name: 'titip_lang', value: 'id', url: new URL(page.url()).origin }]);

  // Going offline on an open page (no reload): the notice appears and the action is disabled.
  await context.setOffline(false);
  await page.goto(PRODUCT);
  await expect(heading).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toBeEmpty();
  await expect(page.locator('html')).not.toHaveAttribute('data-offline-copy', /./);
  await expect(addToCart).toBeEnabled();
  await context.setOffline(true);
  await expect(page.getByTestId('offline-notice')).toContainText('Anda sedang offline.');
  await expect(addToCart).toBeDisabled();
  expect(await mark(page, 'breakdown-total')).toContain('(mungkin berubah)');

  // Back online: the page is current again and the cart takes the product.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toBeEmpty();
  expect(await mark(page, 'breakdown-total')).toBe('none');
  await expect(addToCart).toBeEnabled();
  await addToCart.click();
  await expect(page.getByText('Berhasil ditambahkan ke keranjang')).toBeVisible();
});

test('the storefront is installable: Chromium finds no installability error in the manifest', async ({ page }) => {
  await page.goto('/');
  await controlled(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors') as { installabilityErrors: { errorId: string }[] };
  // Playwright's browser contexts are off the record, which Chromium reports as such; nothing else may be.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const manifest = await cdp.send('Page.getAppManifest') as { url: string; errors: unknown[] };
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
});
