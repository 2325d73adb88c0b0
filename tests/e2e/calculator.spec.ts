// /kalkulator: the landed cost of one product with its breakdown.
import { expect, test } from './fixtures.ts';

test('the calculator shows a breakdown for a product', async ({ page }) => {
  await page.goto('/kalkulator');
  await expect(page.getByRole('heading', { level: 1, name: 'Kalkulator Ongkir & Pajak Impor' })).toBeVisible();
  await expect(page.getByText('Memuat kurs dan tarif...')).toHaveCount(0);
  await expect(page.getByText('Kurs terbaru tidak dapat dimuat. Coba lagi nanti.')).toHaveCount(0);

  // A bag from Taobao: 259 CNY, 2 pieces, 1.2 kg each.
  await page.getByLabel('Harga per barang').fill('259');
  await page.getByLabel('Mata uang').selectOption('CNY');
  await page.getByLabel('Jumlah').fill('2');
  await page.getByLabel('Berat per barang').fill('1.2');
  await page.getByLabel('Satuan berat').selectOption({ label: 'Kg' });
  await page.getByRole('button', { name: 'Hitung' }).click();

  const breakdown = page.getByTestId('calculator-breakdown');
  await expect(breakdown.getByRole('heading', { name: 'Rincian biaya' })).toBeVisible();
  for (const row of ['Harga barang', 'Ongkos kirim internasional', 'Bea masuk', 'PPN', 'PPh', 'Total']) {
    await expect(breakdown.getByRole('rowheader', { name: row, exact: true })).toBeVisible();
  }
  const total = breakdown.locator('tr.total-row td');
  await expect(total).toHaveText(/^Rp\s?[\d.]+/);
});
