// After checkout, as a customer expects it (issue 23), at phone size against the real server and its
// embedded gateway: the customer pays by GoPay (the app's deep link), staff weigh the line heavier than
// estimated, the customer reads why on the additional invoice (order and line, estimated against
// measured weight, rows adding up to the total) and pays it, finds the order under "Dikirim" with the
// total paid, confirms receipt ("Pesanan Diterima"), finds it under "Selesai" and rates it. In the
// second journey the line is lighter and the wallet credit explains itself on the order and the wallet.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ID, JACKET, addLocalAddress, checkOutCart, messages, orderFromHome, payByVirtualAccount, register } from './steps.ts';
import { buyLine, confirmReceipt, deliverToDoor, firstLine, opsOrder, receiveLine } from './ops-steps.ts';

const msg = messages('id');
const rupiah = (text: string) => Number(text.replace(/[^\d]/g, ''));

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A new customer with the jacket checked out with `method`; returns the invoice code (the page is on it). */
async function checkedOut(page: Page, method: string): Promise<string> {
  await orderFromHome(page, ID, JACKET, 0, false);
  await register(page, msg, `sesudah.${randomBytes(4).toString('hex')}@example.com`);
  await page.goto('/address');
  await addLocalAddress(page, ID, 'Rumah Budi', '081234567890');
  return checkOutCart(page, method);
}

test('GoPay, heavier than estimated: the additional invoice explains itself and is paid; Dikirim, Pesanan Diterima, Selesai, rated', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const invoice = await checkedOut(page, 'gopay');
  const panel = page.getByTestId('pay-panel');
  await expect(panel.getByRole('radio', { name: 'GoPay' })).toBeChecked();
  await panel.getByRole('button', { name: msg('payment.pay'), exact: true }).click();
  await page.getByRole('link', { name: 'Buka aplikasi GoPay' }).click();
  await page.getByRole('button', { name: 'Bayar' }).click();
  await expect(page).toHaveURL(new RegExp(`/track\\?nomor=${invoice}$`));
  await expect(page.getByTestId('payment-receipt')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('receipt-method')).toHaveText('GoPay');
  const paidAtCheckout = rupiah(await page.getByTestId('receipt-amount').innerText());

  // Staff buy the jacket and weigh it at the warehouse: 1,650 g against the 550 g estimated.
  const ops = await opsOrder(browser, invoice);
  const line = firstLine(ops);
  await buyLine(ops, line, 'TB-445566', '129'); // the price it was priced at: no additional invoice for the price
  expect(await receiveLine(ops, line, 1650)).toBe('additional_invoice');

  // The customer reads why, on the additional invoice itself.
  await page.goto(`/track?nomor=${invoice}`);
  const link = page.getByTestId('additional-invoice-link').first();
  const additionalCode = new URL(await link.getAttribute('href') ?? '', 'http://x').searchParams.get('nomor') ?? '';
  expect(additionalCode).toMatch(/^INV-/);
  await page.goto(`/track?nomor=${additionalCode}`);
  const why = page.getByTestId('settlement-explained');
  await expect(why).toHaveAttribute('data-outcome', 'additional_invoice');
  await expect(why.getByTestId('settlement-for')).toContainText('Jaket Windbreaker');
  await expect(why.getByTestId('settlement-reasons')).toContainText('Ditimbang di gudang 1.650 g per unit, lebih berat dari estimasi 550 g.');
  await expect(why.getByTestId('settlement-measured-weight')).toHaveText('1.650 g');
  const differences = await why.getByTestId('settlement-row').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-difference'))));
  const additional = rupiah(await why.getByTestId('settlement-total').innerText());
  expect(additional).toBeGreaterThan(0);
  expect(differences.reduce((a, b) => a + b, 0)).toBe(additional);
  await expect(why.getByTestId('settlement-ticket')).toHaveAttribute('href', /\/tickets-create\?order=/);
  await payByVirtualAccount(page, additionalCode);

  // On its way: under "Dikirim" with what was paid, the original and the additional invoice together.
  await deliverToDoor(ops, 'JNE0987654321');
  await ops.context().close();
  await page.goto('/history?tab=shipped');
  await expect(page.getByTestId('order-tab-shipped')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('order-tab-shipped')).toContainText('1');
  const row = page.getByTestId('order-row').first();
  await expect(row.getByTestId('order-total')).toHaveText(`Rp ${(paidAtCheckout + additional).toLocaleString('id-ID')}`);
  await expect(row.getByTestId('order-money')).toContainText(`termasuk tagihan tambahan Rp ${additional.toLocaleString('id-ID')}`);

  // The domestic courier's number leads to the courier's page; then 'Pesanan Diterima'.
  await page.goto(`/track?nomor=${invoice}`);
  const courier = page.getByTestId('parcel-domestic').getByRole('link');
  await expect(courier).toHaveAttribute('target', '_blank');
  await expect(courier).toHaveAttribute('rel', /noopener/);
  await confirmReceipt(page, invoice);
  await page.goto('/history?tab=completed');
  await expect(page.getByTestId('order-tab-completed')).toContainText('1');
  await expect(page.getByTestId('order-row').first().getByRole('button', { name: 'Beri Nilai' })).toBeVisible();

  await page.goto(`/track?nomor=${invoice}`);
  await page.getByTestId('rate-line').first().click();
  const form = page.getByTestId('rating-form');
  await form.locator('label').filter({ has: page.getByRole('radio', { name: '5 bintang' }) }).click();
  await form.getByLabel('Ulasan (opsional)').fill('Berat dijelaskan dengan jelas.');
  await page.getByTestId('rating-submit').click();
  await expect(page.getByTestId('rating-saved')).toBeVisible();
});

test('lighter than estimated: the wallet credit explains itself on the order and on the wallet', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const invoice = await checkedOut(page, 'bca_va');
  await payByVirtualAccount(page, invoice);
  const ops = await opsOrder(browser, invoice);
  const line = firstLine(ops);
  await buyLine(ops, line, 'TB-778899', '129');
  // Air freight is charged by the larger of weight and volume: 300 g in 20 × 15 × 3 cm, against 550 g in 35 × 28 × 5 cm estimated.
  expect(await receiveLine(ops, line, 300, [20, 15, 3])).toBe('credit');
  await ops.context().close();

  await page.goto(`/track?nomor=${invoice}`);
  const settlement = page.locator('[data-testid="line-settlement"][data-outcome="credit"]').first();
  await settlement.getByText('Lihat rinciannya').click();
  const why = settlement.getByTestId('settlement-explained');
  await expect(why).toHaveAttribute('data-outcome', 'credit');
  await expect(why.getByTestId('settlement-reasons')).toContainText('lebih ringan dari estimasi 550 g');
  const credited = rupiah(await why.getByTestId('settlement-total').innerText());
  expect(credited).toBeGreaterThan(0);

  await page.goto('/wallet');
  const credit = page.getByTestId('wallet-credit').first();
  await expect(credit).toBeVisible();
  await credit.getByText('Lihat rinciannya').click();
  await expect(credit.getByTestId('settlement-explained')).toHaveAttribute('data-outcome', 'credit');
  expect(rupiah(await credit.getByTestId('settlement-total').innerText())).toBe(credited);
});
