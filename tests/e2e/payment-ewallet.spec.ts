// Issue 23 in the browser, against the real server and its embedded gateway: GoPay chosen at
// checkout is preselected on the invoice; at phone size 'Bayar' gives the app's deep link, which opens
// the gateway's simulated GoPay app, whose 'Bayar' brings the customer back to a paid invoice. On a
// computer an Alfamart charge shows its payment code and what to tell the cashier; /dev/pay pays it.
import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { ID, JACKET, addLocalAddress, checkOutCart, messages, orderFromHome, register } from './steps.ts';

const msg = messages('id');

async function orderWith(page: import('@playwright/test').Page, method: string): Promise<string> {
  await orderFromHome(page, ID, JACKET, 0, false);
  await register(page, msg, `dompet.${randomBytes(4).toString('hex')}@example.com`);
  await page.goto('/address');
  await addLocalAddress(page, ID, 'Rumah Budi', '081234567890');
  return checkOutCart(page, method);
}

test.describe('at phone size', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('GoPay: preselected, the deep link opens the app, paying there returns to a paid invoice', async ({ page }) => {
    test.setTimeout(120_000);
    const code = await orderWith(page, 'gopay');
    const panel = page.getByTestId('pay-panel');
    await expect(panel.getByRole('radio', { name: 'GoPay' })).toBeChecked();
    await panel.getByRole('button', { name: msg('payment.pay'), exact: true }).click();
    const open = page.getByRole('link', { name: 'Buka aplikasi GoPay' });
    await expect(open).toBeVisible();
    await expect(page.getByTestId('payment-qr')).toHaveCount(0);
    await expect(page.getByTestId('payment-guide-app')).toContainText('Ketuk "Buka aplikasi GoPay".');
    await open.click();
    await expect(page.getByRole('heading', { name: 'GoPay' })).toBeVisible();
    await page.getByRole('button', { name: 'Bayar' }).click();
    await expect(page).toHaveURL(new RegExp(`/track\\?nomor=${code}$`));
    await expect(page.getByTestId('payment-receipt')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('receipt-method')).toHaveText('GoPay');
  });
});

test('Alfamart on a computer: the payment code, the cashier steps, paid on /dev/pay', async ({ page }) => {
  test.setTimeout(120_000);
  const code = await orderWith(page, 'alfamart');
  const panel = page.getByTestId('pay-panel');
  await expect(panel.getByRole('radio', { name: 'Alfamart' })).toBeChecked();
  await panel.getByRole('button', { name: msg('payment.pay'), exact: true }).click();
  const paymentCode = page.getByTestId('payment-code');
  await expect(paymentCode).toHaveText(/^TTP\d{13}$/);
  const number = (await paymentCode.innerText()).trim();
  const cashier = page.getByTestId('payment-guide-cashier');
  await expect(cashier).toHaveAttribute('open', '');
  await expect(cashier).toContainText(`kode pembayaran ${number}.`);
  const simulator = await page.context().newPage();
  await simulator.goto('/dev/pay');
  const row = simulator.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(number);
  await row.getByRole('button', { name: 'Bayar' }).click();
  await expect(simulator.getByText(/dibayar/)).toBeVisible();
  await simulator.close();
  await expect(page.getByTestId('payment-receipt')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('receipt-method')).toHaveText('Alfamart');
});
