// Issue 12's perks in the browser against the real server (docs/perks.md):
// - a new customer opens /voucher, copies a voucher's code, goes on to checkout through the voucher's
//   link and the cart, pastes the code: the discount is the domain's (voucherDiscount on the landed
//   total) and the invoice's total is lower by exactly that amount;
// - favorites: the product page's 'Simpan ke favorit', the product on /favorites with a link back to
//   its page, removed again ('Successfully deleted from favorites'), the empty state.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { voucherDiscount } from '../../src/domain/voucher/index.ts';
import { expect, test } from './fixtures.ts';
import { ID, JACKET, addLocalAddress, checkOutCart, messages, orderFromHome, passThreeDSecure, register } from './steps.ts';

const perks = JSON.parse(readFileSync('src/ui/screens/perks/messages/id.json', 'utf8')) as Record<string, string>;
const msg = messages('id');
const rupiah = async (page: Page, testId: string) => Number((await page.getByTestId(testId).first().innerText()).replace(/[^\d]/g, ''));

test('a voucher from /voucher: copy its code, use it at checkout, the invoice is lower by the domain\'s discount', async ({ page, context }) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await orderFromHome(page, ID, JACKET, 0, false);
  await register(page, msg, `voucher.${randomBytes(4).toString('hex')}@example.com`);
  await page.goto('/address');
  await addLocalAddress(page, ID, 'Rumah Budi', '081234567890');

  // /voucher: a new customer's vouchers, with their conditions; copy HEMAT10.
  await page.goto('/voucher');
  await expect(page.getByRole('heading', { name: perks['perks.vouchers.title'] })).toBeVisible();
  const hemat = page.getByTestId('voucher').filter({ hasText: 'HEMAT10' });
  await expect(hemat).toContainText('Maksimal diskon Rp 50.000');
  await expect(page.getByTestId('voucher').filter({ hasText: 'BARU50' })).toContainText(perks['perks.vouchers.newCustomer'] ?? '');
  await expect(page.getByTestId('voucher').filter({ hasText: 'LAMA' })).toHaveCount(0);
  await hemat.getByTestId('copy-code').click();
  await expect(hemat.getByTestId('copy-feedback')).toHaveText('Successfully copy: HEMAT10');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe('HEMAT10');

  // The voucher's link to checkout: the cart, then /checkout.
  await page.getByTestId('vouchers-shop').click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-line').first()).toBeVisible();
  await expect(page.getByTestId('amount-total')).toHaveText(/Rp [\d.]+/);
  const before = await rupiah(page, 'amount-total');
  const domestic = await rupiah(page, 'amount-domesticShipping');
  const expected = voucherDiscount({ kind: 'percentage', value: 10, maxDiscount: 50_000 }, before - domestic);
  expect(expected).toBeGreaterThan(0);

  await page.getByLabel(msg('checkout.voucher.label')).fill(copied);
  await page.getByRole('button', { name: msg('checkout.voucher.apply') }).click();
  await expect(page.getByTestId('voucher-applied')).toContainText('HEMAT10');
  await expect(page.getByTestId('amount-voucherDiscount')).toBeVisible();
  expect(await rupiah(page, 'amount-voucherDiscount')).toBe(expected);
  await expect.poll(() => rupiah(page, 'amount-total')).toBe(before - expected);

  await page.locator('input[name="payment-method"][value="bca_va"]').check();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/track\?nomor=INV-/);
  const code = new URL(page.url()).searchParams.get('nomor') ?? '';

  // The invoice: its total is lower by the discount.
  await page.goto(`/print-invoice/${code}`);
  const amounts = page.getByTestId('invoice-amounts');
  await expect(amounts.getByTestId('amount-voucherDiscount')).toBeVisible();
  expect(Number((await amounts.getByTestId('amount-voucherDiscount').innerText()).replace(/[^\d]/g, ''))).toBe(expected);
  expect(Number((await amounts.getByTestId('amount-total').innerText()).replace(/[^\d]/g, ''))).toBe(before - expected);

  // Used once: the new-customer voucher is gone from /voucher (the customer has a checkout now).
  await page.goto('/voucher');
  await expect(page.getByTestId('voucher').filter({ hasText: 'HEMAT10' })).toBeVisible();
  await expect(page.getByTestId('voucher').filter({ hasText: 'BARU50' })).toHaveCount(0);
});

test('favorites: add from the product page, find it on /favorites, open it, remove it', async ({ page }) => {
  test.setTimeout(120_000);
  await register(page, msg, `favorit.${randomBytes(4).toString('hex')}@example.com`);
  await page.goto(`/product?url=${encodeURIComponent(JACKET.url)}`);
  await expect(page.getByRole('heading', { name: ID.breakdown })).toBeVisible();
  await page.getByRole('button', { name: msg('product.bookmark') }).click();
  await expect(page.getByText(msg('product.bookmark.added'))).toBeVisible();
  await expect(page.getByRole('button', { name: msg('product.bookmarked') })).toBeVisible();

  await page.goto('/favorites');
  const favorite = page.getByTestId('favorite');
  await expect(favorite).toHaveCount(1);
  const link = favorite.getByTestId('favorite-link');
  await expect(link).toContainText(JACKET.name);
  await link.click();
  await expect(page).toHaveURL(/\/product\?url=/);
  await expect(page.getByRole('heading', { name: ID.breakdown })).toBeVisible();

  await page.goto('/favorites');
  await page.getByTestId('favorite').getByRole('button', { name: perks['perks.favorites.remove'] }).click();
  await expect(page.getByTestId('favorites-feedback')).toHaveText('Successfully deleted from favorites');
  await expect(page.getByTestId('favorites-empty')).toContainText(perks['perks.favorites.empty'] ?? '');
});

test('the promotion pages arrive server-rendered and hydrate: /promo, a promotion, /promonewcustomer, an unknown one', async ({ page }) => {
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
  });
  const html = await (await page.request.get('/promo')).text();
  expect(html).toContain('Hemat 10% untuk semua titipan');
  await page.goto('/promo');
  const promo = page.getByTestId('promo').filter({ hasText: 'Potongan Rp 25.000' });
  await promo.getByRole('link', { name: perks['perks.promo.details'] }).click();
  await expect(page).toHaveURL(/\/promo-detail\/\d+$/);
  await expect(page.getByTestId('promo-code')).toHaveText('ONGKIR25');
  await page.goto('/promonewcustomer');
  await expect(page.getByTestId('promo-code')).toHaveText('BARU50');
  await page.goto('/promo-detail/999999');
  await expect(page.getByTestId('promo-not-found')).toHaveText(perks['perks.promo.notFound'] ?? '');
  expect(hydrationErrors).toEqual([]);
});

test('the perks pages fit a 360 px wide phone (no sideways scrolling)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await register(page, msg, `hp.${randomBytes(4).toString('hex')}@example.com`);
  for (const path of ['/voucher', '/voucher-detail/1', '/payment', '/favorites', '/promo', '/promonewcustomer']) {
    await page.goto(path);
    await expect(page.locator('.perks-page')).toBeVisible();
    await page.screenshot({ path: `test-results/perks-360${path.replace(/\//g, '-')}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('a card saved on /payment (a gateway token, never the number) pays an invoice through 3-D Secure', async ({ page }) => {
  test.setTimeout(150_000);
  await orderFromHome(page, ID, JACKET, 0, false);
  await register(page, msg, `simpan.${randomBytes(4).toString('hex')}@example.com`);
  await page.goto('/address');
  await addLocalAddress(page, ID, 'Rumah Budi', '081234567890');

  // /payment: the card goes to the gateway's client library; our server sees the token only.
  await page.goto('/payment');
  await expect(page.getByTestId('cards-empty')).toBeVisible();
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) posted.push(request.postData() ?? '');
  });
  await page.getByTestId('card-number').fill('4811 1111 1111 1114');
  await page.getByTestId('card-exp-month').fill('12');
  await page.getByTestId('card-exp-year').fill('2030');
  await page.getByTestId('card-cvv').fill('123');
  await page.getByTestId('card-save').click();
  const saved = page.getByTestId('saved-card');
  await expect(saved).toContainText('481111••••••1114');
  await expect(saved).toContainText('12/2030');
  expect(posted.some((body) => body.includes('4811111111111114') || body.includes('4811 1111'))).toBe(false);
  await page.reload();
  await expect(page.getByTestId('saved-card')).toHaveCount(1);

  // The invoice: pay with the saved card, no card typed; 3-D Secure still asks the OTP.
  const code = await checkOutCart(page, 'bca_va');
  await page.getByTestId('pay-panel').getByRole('radio', { name: 'Kartu Kredit / Debit' }).check();
  const picker = page.getByTestId('saved-cards');
  await picker.getByRole('radio', { name: /481111-1114/ }).check();
  await expect(page.getByTestId('card-form')).toHaveCount(0);
  await page.getByTestId('pay-button').click();
  await passThreeDSecure(page, msg, '1114', code);

  // Delete, with the confirmation.
  await page.goto('/payment');
  await page.getByTestId('saved-card').getByRole('button', { name: /481111-1114/ }).click();
  await page.getByTestId('card-remove-confirm').click();
  await expect(page.getByTestId('cards-empty')).toBeVisible();
});
