// Search: a text search on 1688 from the search box, paging through results (page in the URL,
// back/forward and reload keep it), the price range check, and an image search through the
// camera button that finds a catalog product.
import { expect, test } from './fixtures.ts';

test('a text search on 1688 lists products that open the product page', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('search').first();
  await box.getByLabel('Cari di').selectOption('1688');
  await box.getByRole('searchbox').fill('tas');
  await box.getByRole('button', { name: 'Cari', exact: true }).click();

  await expect(page).toHaveURL(/\/1688\/result\?q=tas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hasil pencarian "tas"' })).toBeVisible();
  const cards = page.getByTestId('results-grid').getByRole('link');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toHaveAttribute('href', /^\/product\?url=https%3A%2F%2Fdetail\.1688\.com/);

  // The category list of the 1688 layout filters the results.
  const categories = page.getByTestId('category-list');
  await expect(categories.getByRole('link', { name: 'Semua kategori' })).toBeVisible();

  // A price range where the lowest is above the highest is refused; the typed text stays.
  await page.getByLabel('Harga terendah').fill('900000');
  await page.getByLabel('Harga tertinggi').fill('1000');
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page.getByText('Harga tertinggi harus lebih besar atau sama dengan harga terendah')).toBeVisible();
  await expect(page.getByLabel('Harga terendah')).toHaveValue('900000');
  await expect(page).toHaveURL(/\/1688\/result\?q=tas$/);
});

test('the results page through its pages: the page is in the URL, back and reload keep it', async ({ page }) => {
  // The demo catalog has 12 products on 1688 (one page of 16); Taobao's page (Taobao + Tmall) has two.
  await page.goto('/taobao/result');
  await expect(page.getByRole('heading', { level: 1, name: 'Produk pilihan Taobao' })).toBeVisible();
  await expect(page.getByTestId('page-of')).toHaveText('Halaman 1 dari 2');
  await expect(page.getByTestId('results-grid').getByRole('listitem')).toHaveCount(16);
  const firstOnPage1 = await page.getByTestId('results-grid').getByRole('link').first().getAttribute('href');

  await page.getByRole('link', { name: 'Berikutnya' }).click();
  await expect(page).toHaveURL(/\/taobao\/result\?page=2$/);
  await expect(page.getByTestId('page-of')).toHaveText('Halaman 2 dari 2');
  await expect(page.getByTestId('results-grid').getByRole('link').first()).not.toHaveAttribute('href', firstOnPage1 ?? '');

  await page.reload();
  await expect(page.getByTestId('page-of')).toHaveText('Halaman 2 dari 2');
  await page.goBack();
  await expect(page).toHaveURL(/\/taobao\/result$/);
  await expect(page.getByTestId('page-of')).toHaveText('Halaman 1 dari 2');
});

test('an image search through the camera button finds the catalog product of the picture', async ({ page }) => {
  const picture = await page.request.get('/api/media/demo/backpack-1.png');
  expect(picture.ok()).toBe(true);
  await page.goto('/');
  await page.getByTestId('image-search-button').first().click();
  const dialog = page.getByRole('dialog', { name: 'Cari dengan gambar' });
  await expect(dialog).toBeVisible();

  // A file of another type is refused before any upload.
  await dialog.getByTestId('image-search-file').setInputFiles({ name: 'catatan.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan gambar') });
  await expect(dialog.getByText('Format gambar tidak didukung. Gunakan PNG, GIF atau JPEG.')).toBeVisible();

  await dialog.getByTestId('image-search-file').setInputFiles({ name: 'ransel.png', mimeType: 'image/png', buffer: await picture.body() });
  await expect(dialog.getByRole('img', { name: 'Gambar yang akan dicari' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Lewati potong' }).click();

  await expect(page).toHaveURL(/\/1688\/result\?image_url=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hasil pencarian gambar' })).toBeVisible();
  await expect(page.getByTestId('results-grid').getByRole('link').first()).toHaveAttribute('href', /677102345811/);
});
