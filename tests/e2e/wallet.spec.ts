// The wallet in the browser against the real server and its embedded gateway: a customer tops the
// wallet up (the top-up invoice paid by virtual account on /dev/pay), pays an order from the
// wallet alone, adds a bank account and withdraws part of the balance; every balance shown is the
// ledger's.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ID, JACKET, addLocalAddress, checkOutCart, messages, orderFromHome, payByVirtualAccount, register } from './steps.ts';
import { addBcaAccount, setWalletPin, withdrawWithPin } from './account-steps.ts';

const msg = messages('id');
const PASSWORD = 'rahasia-budi-123';
const TOP_UP = 5_000_000;
const WITHDRAW = 100_000;
const PIN = '482915';

const digits = (text: string): number => Number(text.replace(/[^\d]/g, ''));

async function balance(page: Page): Promise<number> {
  const shown = page.getByTestId('wallet-balance');
  await expect(shown).toContainText(/\d/);
  return digits(await shown.innerText());
}

test('top up by virtual account, pay an order from the wallet, add a bank account, withdraw', async ({ page }) => {
  test.setTimeout(150_000);
  await orderFromHome(page, ID, JACKET, 0, false);
  const email = `dompet.${randomBytes(4).toString('hex')}@example.com`;
  await register(page, msg, email);
  await page.goto('/address');
  await addLocalAddress(page, ID, 'Rumah Budi', '081234567890');

  // Top-up: an invoice of its own, paid like any invoice.
  await page.goto('/wallet');
  expect(await balance(page)).toBe(0);
  await page.getByLabel(msg('wallet.topUp.amount')).fill(String(TOP_UP));
  await page.getByRole('button', { name: msg('wallet.topUp.submit') }).click();
  await expect(page).toHaveURL(/\/track\?nomor=INV-/);
  await payByVirtualAccount(page, new URL(page.url()).searchParams.get('nomor') ?? '');
  await page.goto('/wallet');
  expect(await balance(page)).toBe(TOP_UP);
  await expect(page.getByTestId('wallet-entry').filter({ hasText: msg('wallet.kind.topup') })).toHaveCount(1);

  // An order paid from the wallet alone: paid at once, no gateway.
  await checkOutCart(page, 'bca_va');
  await page.getByTestId('payment-use-wallet').locator('input').check();
  await page.getByTestId('pay-panel').getByRole('button', { name: msg('payment.pay'), exact: true }).click();
  await expect(page.getByTestId('payment-receipt')).toBeVisible();
  await expect(page.getByTestId('payment-state')).toContainText(msg('invoice.status.paid'));
  await page.goto('/wallet');
  const afterOrder = await balance(page);
  expect(afterOrder).toBeLessThan(TOP_UP);
  expect(afterOrder).toBeGreaterThan(0);
  await expect(page.getByTestId('wallet-entry').filter({ hasText: msg('wallet.kind.payment') })).toHaveCount(1);

  // A bank account, then a withdrawal: the balance drops at once, the withdrawal is listed.
  await addBcaAccount(page, msg);

  // Withdrawing needs the wallet PIN and a one-time code (docs/account-security.md).
  await setWalletPin(page, PASSWORD, PIN);
  await page.goto('/withdraw');
  await withdrawWithPin(page, msg, email, WITHDRAW, PIN);
  await expect(page.getByTestId('withdraw-done')).toBeVisible();
  await expect(page.getByTestId('withdrawal-row')).toHaveCount(1);
  expect(await balance(page)).toBe(afterOrder - WITHDRAW);
});
