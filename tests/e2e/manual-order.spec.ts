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

// Issue 25: a small PNG uploaded, cropped with the keyboard (the crop chunk loads only now), and the
// uploaded picture's URL carried by the cart line.
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAAMElEQVR42u3NMQ0AMAgAMJSgCTmTOFl4gIejSf/GrzeWCyEWi8VisVgsFovF4rtxA6kJxNxb1dFIAAAAAElFTkSuQmCC';

test('a picture is uploaded, cropped with the keyboard and added with the manual order', async ({ page }) => {
  await page.goto('/manual-order-form');
  await page.getByLabel('Nama produk').fill('Mug keramik');
  await page.getByLabel('Link produk').fill('https://shop.example.com/p/mug');
  await page.getByLabel('Harga per barang').fill('5');
  await page.getByLabel('Berat per barang').fill('300');
  await page.getByLabel('Atau unggah gambar (PNG, JPEG, GIF, WebP; maks. 2 MB)')
    .setInputFiles({ name: 'mug.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') });
  const box = page.getByRole('group', { name: 'Area potongan' });
  await expect(box).toHaveAttribute('data-crop', '5,0,30,30');
  await box.focus();
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await expect(box).toHaveAttribute('data-crop', '6,0,29,29');
  await expect(page.getByText('Potongan 29 × 29 piksel, 6 dari kiri, 0 dari atas')).toBeVisible();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/cropping-image'));
  await page.getByRole('button', { name: 'Potong dan unggah' }).click();
  expect((await answer).status()).toBe(201);
  const link = page.getByLabel('Link gambar');
  await expect(link).toHaveValue(/^\/api\/media\/uploads\/[a-f0-9]{32}\.png$/);
  const url = await link.inputValue();
  await expect(page.getByLabel('Nama produk')).toHaveValue('Mug keramik');
  const added = page.waitForResponse((r) => r.url().endsWith('/api/cart/add-to-cart-manual'));
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  const line = await (await added).json() as { data: { image: string } };
  expect(line.data.image).toBe(url);
  await expect(page.getByText('Berhasil ditambahkan ke keranjang')).toBeVisible();
  expect((await page.request.get(url)).headers()['content-type']).toBe('image/png');
});
