// The first order, in the browser against the real server, in Indonesian and in English: a new
// visitor fills a cart as a guest, registers through /register (the code read from the development
// outbox), sees the guest cart merged into the account, adds two addresses (the cart offers them for
// the multi-address split), consolidates two lines, checks them out to two addresses with a voucher,
// and finds the invoice in /history-invoice, under the bell, on /print-invoice/{code} and on /track?nomor=.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ID, JACKET, MOUSE, addLocalAddress, englishTexts, messages, orderFromHome, register, switchToEnglish, type Texts } from './steps.ts';

type Message = ReturnType<typeof messages>;

async function firstOrder(page: Page, t: Texts, msg: Message): Promise<void> {
  // A visitor's cart: two products.
  await orderFromHome(page, t, JACKET, 1, false);
  await orderFromHome(page, t, MOUSE, 0, false);

  // Registration; the guest cart moves to the account.
  const email = `budi.${randomBytes(4).toString('hex')}@example.com`;
  await register(page, msg, email);
  await expect(page.getByRole('link', { name: msg('header.cart', { count: 2 }) })).toBeVisible();

  // Two addresses in the account's address book.
  await page.goto('/address');
  await addLocalAddress(page, t, 'Rumah Budi', '081234567890');
  await addLocalAddress(page, t, 'Kantor Budi', '081298765432');

  // The cart: both lines, consolidated into one group. Signed in, a line splits over the account's
  // addresses (the ones /checkout sends to); the split itself is made on /checkout below.
  await page.goto('/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await page.getByLabel(t.multi).check();
  await expect(lines.filter({ hasText: JACKET.name }).getByLabel(t.sendTo).locator('option')).toContainText(['Rumah Budi', 'Kantor Budi']);
  await page.getByLabel(t.multi).uncheck();
  await lines.filter({ hasText: JACKET.name }).getByRole('checkbox').check();
  await lines.filter({ hasText: MOUSE.name }).getByRole('checkbox').check();
  await page.getByLabel(t.groupName).fill('Kiriman Jakarta');
  await page.getByRole('button', { name: t.join }).click();
  await expect(page.getByText(t.consolidated)).toHaveCount(2);
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/checkout$/);

  // Checkout: the jacket (2) to both addresses, the mouse to one; the group ships as one parcel
  // to each address that receives its lines.
  await expect(page.getByTestId('checkout-line')).toHaveCount(2);
  await page.getByLabel(msg('checkout.address.multi')).check();
  const jacket = page.getByTestId('checkout-line').filter({ hasText: JACKET.name });
  const mouse = page.getByTestId('checkout-line').filter({ hasText: MOUSE.name });
  const sendTo = msg('checkout.address.sendTo');
  await jacket.getByLabel(sendTo).selectOption({ label: 'Rumah Budi' });
  await jacket.getByLabel(sendTo).selectOption({ label: 'Kantor Budi' });
  await mouse.getByLabel(sendTo).selectOption({ label: 'Rumah Budi' });
  const shipments = page.getByTestId('checkout-shipment');
  await expect(shipments).toHaveCount(2);
  await expect(shipments.filter({ hasText: 'Rumah Budi' })).toContainText(MOUSE.name);
  await expect(shipments.filter({ hasText: 'Rumah Budi' })).toContainText(JACKET.name);
  await expect(shipments.filter({ hasText: 'Kantor Budi' })).toContainText(JACKET.name);

  // A voucher: an unknown code is refused with a message and kept in the field; HEMAT10 applies.
  const voucher = page.getByLabel(msg('checkout.voucher.label'));
  await voucher.fill('TIDAKADA');
  await page.getByRole('button', { name: msg('checkout.voucher.apply') }).click();
  await expect(page.getByTestId('voucher-error')).toHaveText(msg('checkout.voucher.error.notFound'));
  await expect(voucher).toHaveValue('TIDAKADA');
  await voucher.fill('HEMAT10');
  await page.getByRole('button', { name: msg('checkout.voucher.apply') }).click();
  await expect(page.getByTestId('voucher-applied')).toContainText('HEMAT10');
  const breakdown = page.getByTestId('checkout-breakdown');
  await expect(breakdown).toContainText(msg('amount.voucherDiscount'));
  await expect(breakdown).toContainText(msg('amount.domesticShipping'));
  const total = (await breakdown.getByText(msg('amount.total')).locator('xpath=..').innerText()).replace(/[^\d]/g, '');
  expect(Number(total)).toBeGreaterThan(0);

  await page.locator('input[name="payment-method"][value="bca_va"]').check();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/track\?nomor=INV-/);
  const code = new URL(page.url()).searchParams.get('nomor') ?? '';
  await expect(page.getByTestId('track-order')).toHaveCount(1);
  await expect(page.getByTestId('track-shipment')).toHaveCount(2);
  await expect(page.getByTestId('track-recipient').first()).toBeVisible();
  await expect(page.getByTestId('payment-state')).toBeVisible();

  // The cart is empty now; the bell counts the pending invoice.
  await expect(page.getByRole('link', { name: msg('header.cart', { count: 0 }) })).toBeVisible();
  await expect(page.getByRole('link', { name: msg('header.notifications', { count: 1 }) })).toBeVisible();

  await page.goto('/history-invoice');
  const row = page.getByTestId('invoice-row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(Number(total).toLocaleString('id-ID'));

  await page.goto('/notification');
  await expect(page.getByText(code)).toBeVisible();

  await page.goto(`/print-invoice/${code}`);
  await expect(page.getByTestId('invoice-code')).toHaveText(code);
  await expect(page.getByTestId('invoice-company')).toBeVisible();
  await expect(page.getByTestId('invoice-payment-method')).toHaveText('BCA Virtual Account');
  await expect(page.getByTestId('invoice-line')).toHaveCount(3);

  // Anyone with the number sees the statuses, never the names, addresses or phone numbers.
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser behind the page');
  const anonymous = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const stranger = await anonymous.newPage();
  await stranger.goto(`/track?nomor=${code}`);
  await expect(stranger.getByTestId('track-shipment')).toHaveCount(2);
  await expect(stranger.getByTestId('track-anonymous')).toBeVisible();
  await expect(stranger.getByTestId('track-recipient')).toHaveCount(0);
  await expect(stranger.getByText('Rumah Budi')).toHaveCount(0);
  await expect(stranger.getByText('081234567890')).toHaveCount(0);
  await anonymous.close();
}

test('the first order: guest cart, registration, two addresses, consolidation, voucher, invoice', async ({ page }) => {
  test.setTimeout(120_000);
  await firstOrder(page, ID, messages('id'));
});

test('the first order in English', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await switchToEnglish(page);
  await firstOrder(page, englishTexts(), messages('en'));
});
