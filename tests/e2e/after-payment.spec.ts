// After payment (issue 11, docs/operations-console.md): a customer orders and pays; an operator in
// /ops buys the item at a higher price (the customer pays the additional invoice), receives it with
// photos and a lighter weight (the wallet is credited the difference), packs, ships, clears customs,
// sends it out for delivery and marks it delivered; the customer follows every step on /track and
// /history, sees the photos and the credit, confirms receipt, then rates the line, and the review shows on the product page. A second customer's item arrives
// with a problem; the customer chooses a refund and the wallet is credited.
// The staff account is made by the command (`npm run staff -- add`) in global-setup.ts.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ID, JACKET, addLocalAddress, checkOutCart, messages, orderFromHome, payOnSimulator, register } from './steps.ts';
import { QC_PHOTO as PHOTO, confirmReceipt, customsToDoor, opsOrder, packAndShip } from './ops-steps.ts';

const msg = messages('id');

/** A new customer with the jacket checked out and paid by BCA VA (settled on /dev/pay); returns the invoice code. */
async function paidOrder(page: Page): Promise<string> {
  await orderFromHome(page, ID, JACKET, 0, false);
  await register(page, msg, `lacak.${randomBytes(4).toString('hex')}@example.com`);
  await page.goto('/address');
  await addLocalAddress(page, ID, 'Rumah Budi', '081234567890');
  const code = await checkOutCart(page, 'bca_va');
  await payOnSimulator(page, code);
  return code;
}

/** The wallet balance as /wallet shows it (the page goes there). */
async function wallet(page: Page): Promise<number> {
  await page.goto('/wallet');
  const shown = page.getByTestId('wallet-balance');
  await expect(shown).toContainText(/\d/);
  return Number((await shown.innerText()).replace(/[^\d]/g, ''));
}

test('an order from purchase to the door: additional invoice, lighter parcel credited, every step seen, rated', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const invoice = await paidOrder(page);
  const ops = await opsOrder(browser, invoice);
  const line = ops.locator('[data-testid^="ops-line-"]').filter({ has: ops.getByTestId('ops-line-state') }).first();
  await expect(line.getByTestId('ops-line-state')).toHaveAttribute('data-state', 'paid');

  // Purchased at a higher price: an additional invoice for the customer.
  await line.getByRole('button', { name: 'Beli' }).click();
  await ops.getByLabel('Nomor order penjual').fill('TB-998877');
  await ops.getByLabel(/Harga dibayar per unit/).fill('999');
  await ops.getByRole('button', { name: 'Simpan pembelian' }).click();
  await expect(ops.getByTestId('ops-notice-settlement')).toHaveAttribute('data-outcome', 'additional_invoice');
  await expect(line.getByTestId('ops-line-state')).toHaveAttribute('data-state', 'purchased');

  // The customer sees the purchase and the additional invoice, and pays it.
  await page.goto(`/track?nomor=${invoice}`);
  await expect(page.getByTestId('line-state').first()).toHaveAttribute('data-state', 'purchased');
  const additional = page.getByTestId('additional-invoice-link').first();
  await expect(additional).toBeVisible();
  const additionalCode = new URL(await additional.getAttribute('href') ?? '', 'http://x').searchParams.get('nomor') ?? '';
  expect(additionalCode).toMatch(/^INV-/);
  await payOnSimulator(page, additionalCode);

  // Received with photos and a lighter weight than estimated: the wallet is credited the difference.
  const before = await wallet(page);
  await ops.reload();
  await line.getByRole('button', { name: 'Terima di gudang' }).click();
  await ops.getByTestId('ops-photos-input').setInputFiles([PHOTO]);
  await ops.getByLabel('Berat per unit (gram)').fill('300');
  // Measured smaller too: sizes left empty would keep the estimated volume (35 × 28 × 5 cm, 980 g by volume), and no credit.
  await ops.getByLabel('Panjang (cm)').fill('20');
  await ops.getByLabel('Lebar (cm)').fill('15');
  await ops.getByLabel('Tinggi (cm)').fill('3');
  await ops.getByRole('button', { name: 'Simpan penerimaan' }).click();
  await expect(ops.getByTestId('ops-notice-settlement')).toHaveAttribute('data-outcome', 'credit');
  await expect(line.getByTestId('ops-line-state')).toHaveAttribute('data-state', 'at_warehouse');
  await expect(line.getByTestId('ops-line-photos').locator('img')).toHaveCount(1);
  expect(await wallet(page)).toBeGreaterThan(before);

  await page.goto(`/track?nomor=${invoice}`);
  await expect(page.getByTestId('line-state').first()).toHaveAttribute('data-state', 'at_warehouse');
  await expect(page.getByTestId('weight-measured')).toContainText('300');
  await expect(page.getByTestId('settlement-credit')).toBeVisible();
  await page.getByTestId('qc-thumb').first().click();
  await expect(page.getByRole('dialog', { name: 'Foto QC barang' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Foto QC barang' })).toHaveCount(0);

  // Packed, shipped, through customs, out for delivery, delivered.
  const parcel = await packAndShip(ops);

  await page.goto(`/track?nomor=${invoice}`);
  await expect(page.getByTestId('line-state').first()).toHaveAttribute('data-state', 'shipped');
  await expect(page.getByTestId('parcel-tracking')).toContainText('SF1234567890');

  await customsToDoor(ops, parcel, 'JNE0987654321');
  // The console on a phone: the order page with every block filled in, the queues and the tickets fit 360 px.
  await ops.setViewportSize({ width: 360, height: 740 });
  await expect(ops.getByTestId('ops-order')).toBeVisible();
  expect(await ops.evaluate(() => document.documentElement.scrollWidth), 'ops order page').toBeLessThanOrEqual(360);
  for (const path of ['/ops', '/ops/tickets']) {
    await ops.goto(path);
    await expect(ops.getByTestId('ops-staff')).toBeVisible();
    expect(await ops.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  }

  // Every step on the customer's timeline; then a rating.
  await page.goto(`/track?nomor=${invoice}`);
  await expect(page.getByTestId('line-state').first()).toHaveAttribute('data-state', 'delivered');
  const timeline = page.getByTestId('line-timeline').first();
  for (const state of ['paid', 'purchased', 'at_warehouse', 'packed', 'shipped', 'in_customs', 'customs_cleared', 'out_for_delivery', 'delivered']) {
    await expect(timeline.locator(`[data-testid="line-timeline-entry"][data-state="${state}"]`)).toHaveText(/WIB/);
  }
  await expect(page.getByTestId('parcel-domestic')).toContainText('JNE0987654321');
  // The customer confirms receipt ('Pesanan Diterima'), which opens the rating.
  await confirmReceipt(page, invoice);
  await page.goto(`/track?nomor=${invoice}`);
  await page.getByTestId('rate-line').first().click();
  const form = page.getByTestId('rating-form');
  // The fifth star, as a person clicks it (the radio itself is visually hidden behind its star).
  await form.locator('label').filter({ has: page.getByRole('radio', { name: '5 bintang' }) }).click();
  await expect(form.getByRole('radio', { name: '5 bintang' })).toBeChecked();
  await form.getByLabel('Ulasan (opsional)').fill('Jaketnya bagus, pengiriman cepat.');
  await page.getByTestId('rating-submit').click();
  await expect(page.getByTestId('rating-saved')).toBeVisible();
  // The review is shown on the product's page.
  await page.goto(`/product?url=${encodeURIComponent(JACKET.url)}`);
  await expect(page.getByTestId('product-reviews')).toContainText('Jaketnya bagus, pengiriman cepat.');
  await ops.context().close();
});

test('a problem on arrival: the customer chooses a refund and the wallet is credited', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const invoice = await paidOrder(page);
  const ops = await opsOrder(browser, invoice);
  const line = ops.locator('[data-testid^="ops-line-"]').filter({ has: ops.getByTestId('ops-line-state') }).first();
  await line.getByRole('button', { name: 'Beli' }).click();
  await ops.getByLabel('Nomor order penjual').fill('TB-112233');
  await ops.getByLabel(/Harga dibayar per unit/).fill('259');
  await ops.getByRole('button', { name: 'Simpan pembelian' }).click();
  await expect(line.getByTestId('ops-line-state')).toHaveAttribute('data-state', 'purchased');
  await line.getByRole('button', { name: 'Terima di gudang' }).click();
  await ops.getByTestId('ops-photos-input').setInputFiles([PHOTO]);
  await ops.getByLabel('Berat per unit (gram)').fill('700');
  await ops.getByLabel(/^Masalah/).fill('Warna tidak sesuai pesanan');
  await ops.getByRole('button', { name: 'Simpan penerimaan' }).click();
  await expect(line.getByTestId('ops-line-state')).toHaveAttribute('data-state', 'needs_decision');

  const before = await wallet(page);
  await page.goto(`/track?nomor=${invoice}`);
  const prompt = page.getByTestId('decision-prompt');
  await expect(prompt).toBeVisible();
  await expect(page.getByTestId('problem-reason')).toContainText('Warna tidak sesuai pesanan');
  await page.getByTestId('decision-refund').click();
  await page.getByTestId('line-confirm-yes').click();
  await expect(page.getByTestId('line-action-result')).toContainText('dikembalikan ke saldo');
  await expect(page.getByTestId('line-state').first()).toHaveAttribute('data-state', 'refunded');
  expect(await wallet(page)).toBeGreaterThan(before);
  await ops.context().close();
});
