// A real marketplace product, as a customer meets it (docs/marketplace.md): on a storefront whose
// server reads 1688, Taobao and Tmall through a data provider (the Onebound fake) and translates
// through DeepL (its fake) — the second server of global-setup.ts. The customer pastes a Taobao
// app's share text, sees the translated product, the Chinese one tap away, picks a colour and a
// size, sees that SKU's price, and adds it to the cart, where its estimated weight is marked.
import { expect, test } from './fixtures.ts';

test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_PROVIDER_PORT ?? '0'}` });

const ITEM = 'https://item.taobao.com/item.htm?id=721394556012';
const SHARE_TEXT = `【淘宝】限时特惠 ${ITEM}&spm=a2141 CZ3457 「户外冲锋衣男女三合一」 点击链接直接打开`;
const TITLE_ID = 'Jaket outdoor 3-in-1 tahan angin dan air, lapisan bulu, musim gugur dan dingin';
const TITLE_ZH = '户外冲锋衣男女三合一可拆卸防风防水登山服秋冬加绒外套';

test('a pasted Taobao share text: translated product, its Chinese one tap away, a colour and size priced, added to the cart', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('search').first();
  await box.getByRole('searchbox').fill(SHARE_TEXT);
  await box.getByRole('searchbox').press('Enter');
  const preview = page.getByTestId('order-preview');
  await expect(preview.getByRole('heading')).toContainText('Jaket outdoor 3-in-1');
  await preview.getByRole('link', { name: 'Pesan produk ini' }).click();
  await expect(page).toHaveURL(/\/product\?url=/);

  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(TITLE_ID);
  await expect(page.getByTestId('product-translation-note')).toContainText('diterjemahkan otomatis');
  // The seller gave no weight: the clothing estimate, marked and explained.
  await expect(page.getByTestId('product-weight')).toHaveText('500 g');
  await expect(page.getByText('perkiraan', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Lihat teks asli' }).click();
  await expect(heading).toHaveText(TITLE_ZH);
  await expect(page.getByRole('button', { name: '黑色' })).toBeVisible();
  await page.getByRole('button', { name: 'Lihat terjemahan' }).click();
  await expect(heading).toHaveText(TITLE_ID);

  // Each SKU its own price: XXL costs more than M.
  const price = page.getByTestId('product-unit-price');
  await page.getByRole('button', { name: 'biru dongker' }).click();
  await page.getByRole('button', { name: 'M', exact: true }).click();
  await expect(price).toHaveText('CNY 189,00');
  await page.getByRole('button', { name: 'hitam' }).click();
  await page.getByRole('button', { name: 'XXL' }).click();
  await expect(price).toHaveText('CNY 219,50');
  await expect(page.getByTestId('breakdown-total')).toHaveText(/^Rp/);

  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(page.getByText('Berhasil ditambahkan ke keranjang')).toBeVisible();

  await page.goto('/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: 'Jaket outdoor 3-in-1' });
  await expect(line).toBeVisible();
  await expect(line).toContainText('Black / XXL');
  await expect(line).toContainText('CNY 219,50');
  await expect(line.getByTestId('cart-line-weight-estimated')).toBeVisible();
});

test('search goes to the marketplace, in the order chosen', async ({ page }) => {
  await page.goto('/taobao/result?q=jacket');
  const grid = page.getByTestId('results-grid');
  await expect(grid.getByRole('link').first()).toHaveAttribute('href', /\/product\?url=https%3A%2F%2F(item\.taobao|detail\.tmall)\.com/);
  await page.getByLabel('Urutkan').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(grid.getByRole('link').first()).toBeVisible();
});
