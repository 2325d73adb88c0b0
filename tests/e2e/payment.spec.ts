// Paying an invoice in the browser against the real server and its embedded gateway, in
// Indonesian and in English: a customer checks out choosing a BCA virtual account, pays it from the
// invoice page ('Bayar'), sees the VA number, opens the development simulator /dev/pay in a second
// page and clicks its 'Bayar' on that payment, and the first page turns paid without reloading
// (the invoice page polls payment/status), with the receipt; the bell no longer counts the invoice.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ID, JACKET, addLocalAddress, checkOutCart, englishTexts, messages, orderFromHome, passThreeDSecure, register, switchToEnglish, type Texts } from './steps.ts';

type Message = ReturnType<typeof messages>;

async function payByVirtualAccount(page: Page, t: Texts, msg: Message): Promise<void> {
  await orderFromHome(page, t, JACKET, 0, false);
  await register(page, msg, `bayar.${randomBytes(4).toString('hex')}@example.com`);
  await page.goto('/address');
  await addLocalAddress(page, t, 'Rumah Budi', '081234567890');
  const code = await checkOutCart(page, 'bca_va');

  // The invoice page: the methods with BCA preselected, 'Bayar' -> the VA number and the countdown.
  const panel = page.getByTestId('pay-panel');
  await expect(panel.getByRole('radio', { name: 'BCA Virtual Account' })).toBeChecked();
  await panel.getByRole('button', { name: msg('payment.pay'), exact: true }).click();
  const va = page.getByTestId('payment-va');
  await expect(va).toHaveText(/^\d{8,}$/);
  const number = (await va.innerText()).trim();
  await expect(page.getByTestId('payment-countdown')).toContainText(/\d{2}:\d{2}:\d{2}/);
  await expect(page.getByRole('link', { name: msg('header.notifications', { count: 1 }) })).toBeVisible();

  // The gateway's simulator in a second page: pay that virtual account.
  const simulator = await page.context().newPage();
  await simulator.goto('/dev/pay');
  const row = simulator.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(number);
  await row.getByRole('button', { name: 'Bayar' }).click();
  await expect(simulator.getByText(/dibayar/)).toBeVisible();
  await simulator.close();

  // The first page turns paid by itself (no reload): the receipt, the status, the bell.
  const receipt = page.getByTestId('payment-receipt');
  await expect(receipt).toBeVisible({ timeout: 20_000 });
  await expect(receipt).toContainText(msg('payment.receipt.title'));
  await expect(page.getByTestId('receipt-method')).toHaveText('BCA Virtual Account');
  await expect(page.getByTestId('receipt-paid-at')).toContainText('WIB');
  await expect(page.getByTestId('payment-state')).toContainText(msg('invoice.status.paid'));
  await expect(page.getByTestId('pay-panel')).toHaveCount(0);
  await expect(page.getByRole('link', { name: msg('header.notifications', { count: 0 }) })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/track\\?nomor=${code}$`));
}

test('paying an invoice by BCA virtual account on /dev/pay turns the invoice page paid without reloading', async ({ page }) => {
  test.setTimeout(120_000);
  await payByVirtualAccount(page, ID, messages('id'));
});

test('paying an invoice in English', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await switchToEnglish(page);
  await payByVirtualAccount(page, englishTexts(), messages('en'));
});

test('paying an invoice by card: the gateway tokenises it, 3-D Secure, back to a paid invoice', async ({ page }) => {
  test.setTimeout(120_000);
  const msg = messages('id');
  await orderFromHome(page, ID, JACKET, 0, false);
  await register(page, msg, `kartu.${randomBytes(4).toString('hex')}@example.com`);
  await page.goto('/address');
  await addLocalAddress(page, ID, 'Rumah Budi', '081234567890');
  const code = await checkOutCart(page, 'bca_va');

  const panel = page.getByTestId('pay-panel');
  await panel.getByRole('radio', { name: 'Kartu Kredit / Debit' }).check();
  const form = page.getByTestId('card-form');
  await expect(form).toBeVisible();
  // A mistyped number is caught before anything leaves the page.
  await page.getByTestId('card-number').fill('4811 1111 1111 1115');
  await page.getByTestId('card-exp-month').fill('12');
  await page.getByTestId('card-exp-year').fill('30');
  await page.getByTestId('card-cvv').fill('123');
  await page.getByTestId('pay-button').click();
  await expect(page.getByTestId('card-error-number')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/track\\?nomor=${code}$`));

  await page.getByTestId('card-number').fill('4811 1111 1111 1114');
  await expect(page.getByTestId('card-brand')).toContainText('Visa');
  await page.getByTestId('pay-button').click();

  // The gateway's 3-D Secure page (the embedded gateway's, in development), then back on the invoice page, paid.
  await passThreeDSecure(page, msg, '1114', code);
  await expect(page.getByTestId('receipt-method')).toHaveText('Kartu Kredit / Debit');
});
