// The manual order form refuses a bad weight with its message, keeps what was typed, then accepts a good one.
import { expect, test } from './fixtures.ts';

test('the manual order form refuses a bad weight, then adds the product to the cart', async ({ page }) => {
  await page.goto('/manual-order-form');
  await expect(page.getByRole('heading', { level: 1, name: 'Form Pesanan Manual' })).toBeVisible();
  await page.getByLabel('Nama produk').fill('Sepatu lari Trail');
  await page.getByLabel('Link produk').fill('https://shop.example.com/p/trail');
  await page.getByLabel('Harga per barang').fill('49,99');
  await page.getByLabel('Berat per barang').fill('satu kilo');
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();

  const weight = page.getByLabel('Berat per barang');
  await expect(page.getByText('Masukkan angka, contoh 12 atau 12,5')).toBeVisible();
  await expect(weight).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Nama produk')).toHaveValue('Sepatu lari Trail');

  await weight.fill('1.2');
  await page.getByLabel('Satuan berat').selectOption('kg');
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(page.getByText('Berhasil ditambahkan ke keranjang')).toBeVisible();
  await expect(page.getByLabel('Nama produk')).toHaveValue('');
});
