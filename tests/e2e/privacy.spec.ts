// Privacy the customer controls (issue 24, docs/privacy.md): the three pixels are configured on the
// journeys' server and pointed at a loopback stand-in (global-setup.ts, tests/fixtures/fake-pixels.ts).
// Rejected: no analytics script element and no request to the pixels, across page loads and in-app
// navigations. Accepted: the three scripts load and each reports the page view; withdrawn: nothing more
// is sent. "Download my data" downloads a JSON file holding the customer's order.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { messages, register } from './steps.ts';

// This journey is about the first visit: no stored choice (the other journeys store a refusal).
test.use({ storedConsent: 'none' });

const PIXEL_URL = process.env.E2E_PIXEL_URL ?? '';
const catalogue = JSON.parse(readFileSync('src/ui/screens/privacy/messages/id.json', 'utf8')) as Record<string, string>;
const c = (id: string): string => {
  const text = catalogue[id];
  if (text === undefined) throw new Error(`no message ${id}`);
  return text;
};

/** Every request the page makes to the pixels' stand-in. */
function watchPixels(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (PIXEL_URL && request.url().startsWith(PIXEL_URL)) seen.push(request.url());
  });
  return seen;
}

const analyticsScripts = (page: Page) => page.locator('script[data-analytics]');

test('rejected: no pixel script or request across pages; accepted: the three load and report the page view; withdrawn: nothing more', async ({ page }) => {
  expect(PIXEL_URL, 'E2E_PIXEL_URL (global-setup.ts)').not.toBe('');
  const requests = watchPixels(page);
  await page.goto('/');
  const banner = page.getByRole('region', { name: c('consent.banner.title') });
  await expect(banner).toBeVisible();
  // Before any choice nothing is loaded.
  await expect(analyticsScripts(page)).toHaveCount(0);

  // Keyboard: the banner's buttons are reachable and operable.
  await banner.getByRole('button', { name: c('consent.rejectAll') }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();

  // Page loads and in-app navigations: still nothing.
  for (const path of ['/catalog', '/kalkulator', '/']) {
    await page.goto(path);
    await expect(page.getByRole('region', { name: c('consent.banner.title') })).toHaveCount(0);
  }
  await page.getByRole('contentinfo').getByRole('link', { name: messages('id')('footer.link.privacySettings') }).click();
  await expect(page).toHaveURL(/\/privacy-settings$/);
  await expect(page.getByTestId('consent-current')).toContainText(c('consent.refused'));
  await page.waitForTimeout(500);
  await expect(analyticsScripts(page)).toHaveCount(0);
  expect(requests).toEqual([]);

  // Accepted on the privacy page: the three scripts load and each reports the page view.
  await page.getByRole('button', { name: c('consent.acceptAll') }).click();
  await expect(analyticsScripts(page)).toHaveCount(3);
  await expect.poll(() => requests.filter((u) => /\/tr\?id=1234567890123&ev=PageView/.test(u)).length).toBeGreaterThan(0);
  await expect.poll(() => requests.filter((u) => /\/g\/collect\?en=page_view&tid=AW-123456789/.test(u)).length).toBeGreaterThan(0);
  await expect.poll(() => requests.filter((u) => /\/api\/v2\/pixel\?sdkid=C4E2ETESTPIXEL0001&event=Pageview/.test(u)).length).toBeGreaterThan(0);

  // A navigation in the app is another page view.
  const before = requests.filter((u) => u.includes('ev=PageView')).length;
  await page.getByRole('contentinfo').getByRole('link', { name: messages('id')('footer.link.privacy') }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => requests.filter((u) => u.includes('ev=PageView')).length).toBeGreaterThan(before);

  // Withdrawn: nothing more is sent, in this page or the next load.
  await page.goto('/privacy-settings');
  await expect(analyticsScripts(page)).toHaveCount(3);
  await page.getByRole('button', { name: c('consent.rejectAll') }).click();
  await expect(page.getByTestId('consent-current')).toContainText(c('consent.refused'));
  const sent = requests.length;
  await page.getByRole('contentinfo').getByRole('link', { name: messages('id')('footer.link.privacy') }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await page.goto('/catalog');
  await page.waitForTimeout(500);
  await expect(analyticsScripts(page)).toHaveCount(0);
  expect(requests.slice(sent)).toEqual([]);
});

test('download my data: the JSON file holds the customer\'s order', async ({ page }) => {
  const msg = messages('id');
  await page.goto('/');
  await page.getByRole('region', { name: c('consent.banner.title') }).getByRole('button', { name: c('consent.rejectAll') }).click();
  await register(page, msg, `privasi.${randomBytes(4).toString('hex')}@example.com`);
  // An order placed through the API with the app's own tokens (the checkout's screens have journeys of their own).
  const orderCode = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('titip.session') ?? '{}') as { accessToken: string; loginToken: string };
    const headers = { accesstoken: session.accessToken, authorization: `Token ${session.loginToken}`, 'content-type': 'application/json' };
    const post = async (path: string, body: unknown, extra: Record<string, string> = {}) => {
      const res = await fetch(path, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) });
      const json = await res.json() as Record<string, unknown>;
      if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    const address = await post('/api/customer/address', { name: 'Budi Santoso', address: 'Jl. Teuku Umar No. 1', sub_district_id: 317106, phone_number: '081234567890', postal_code: '10310' }, { 'idempotency-key': crypto.randomUUID() });
    const line = await post('/api/cart/add-to-cart-manual', {
      name: 'Sepatu Lari Privasi', price_original: 259, currency: 'CNY', country: 'china', quantity: 1, weight: 700, url: 'https://item.taobao.com/item.htm?id=5550001',
    }, { 'idempotency-key': crypto.randomUUID() });
    const body = { cart_detail_codes: [line.cart_detail_code], addresses: [{ address_id: (address.data as { address_id: number }).address_id }] };
    const preview = await post('/api/cart/checkout/preview', body);
    const total = ((preview.data as { totals: { total: number } }).totals).total;
    const placed = await post('/api/cart/checkout', { ...body, payment_method: 'bca_va', expected_total: total }, { 'idempotency-key': crypto.randomUUID() });
    return (placed.data as { order_code: string }).order_code;
  });
  expect(orderCode).toMatch(/\S/);

  await page.goto('/privacy-settings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: c('consent.export.button') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^titip-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const data = JSON.parse(readFileSync(file, 'utf8')) as { format: string; orders: { order_code: string }[]; order_lines: { name: string }[]; profile: { email: string } };
  expect(data.format).toBe('titip-data-export');
  expect(data.orders.map((o) => o.order_code)).toEqual([orderCode]);
  expect(data.order_lines.map((l) => l.name)).toEqual(['Sepatu Lari Privasi']);
  expect(data.profile.email).toMatch(/^privasi\./);
});
