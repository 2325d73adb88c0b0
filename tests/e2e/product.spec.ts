// The product page: a Taobao demo product through /product?url=..., quantity and track change the
// breakdown, add to cart; and a US store page (a local fixture store) read by the real server.
import { startStoreServer, type StoreServer } from '../fixtures/store-server.ts';
import { expect, test } from './fixtures.ts';

const JACKET = 'https://item.taobao.com/item.htm?id=725531908812';

let store: StoreServer;
test.beforeAll(async () => {
  store = await startStoreServer();
});
test.afterAll(async () => {
  await store?.close();
});

test('a Taobao product: quantity and track change the breakdown, then it goes to the cart', async ({ page }) => {
  await page.goto(`/product?url=${encodeURIComponent(JACKET)}`);
  await expect(page.getByRole('heading', { level: 1, name: /Jaket Windbreaker/ })).toBeVisible();
  const total = page.getByTestId('breakdown-total');
  await expect(total).toHaveText(/^Rp/);
  const first = await total.textContent();

  await page.getByRole('button', { name: 'Tambah jumlah' }).click();
  await expect(page.getByLabel('Jumlah', { exact: true })).toHaveValue('2');
  await expect(total).not.toHaveText(first ?? '');
  const twoByAir = await total.textContent();

  await page.getByRole('radio', { name: 'Laut' }).check();
  await expect(total).not.toHaveText(twoByAir ?? '');

  await page.getByLabel('Jumlah', { exact: true }).fill('abc');
  await expect(page.getByText('Masukkan angka')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tambah ke keranjang' })).toBeDisabled();
  await page.getByLabel('Jumlah', { exact: true }).fill('2');

  await page.getByRole('button', { name: 'XXL' }).click();
  await expect(page.getByTestId('product-unit-price')).toHaveText(/139/);
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(page.getByText('Berhasil ditambahkan ke keranjang')).toBeVisible();
});

test('a page of a US store is read and priced', async ({ page }) => {
  await page.goto(`/product?url=${encodeURIComponent(store.url('/jsonld.html'))}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Trail Runner 2 Running Shoe' })).toBeVisible();
  await expect(page.getByTestId('product-unit-price')).toHaveText(/USD/);
  await expect(page.getByTestId('breakdown-total')).toHaveText(/^Rp/);
  await expect(page.getByText('Jalur laut tidak tersedia untuk produk ini.')).toBeVisible();
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(page.getByText('Berhasil ditambahkan ke keranjang')).toBeVisible();
});

test('an unknown product shows the not-found message, then the empty state', async ({ page }) => {
  await page.goto('/product?url=' + encodeURIComponent('https://item.taobao.com/item.htm?id=1'));
  await expect(page.getByRole('alert').filter({ hasText: 'Produk tidak tersedia' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Produk tidak tersedia' })).toBeHidden({ timeout: 5000 });
  await expect(page.getByRole('link', { name: 'Isi form pesanan manual' })).toBeVisible();
});
