// Home: the summary blocks, and the in-page order flow of a pasted Taobao link up to its product
// page, in Indonesian and in English.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chooseLanguage } from './steps.ts';

// A Taobao product of the demo catalog (server/demo/products-taobao.ts).
const TAOBAO_LINK = 'https://item.taobao.com/item.htm?id=725531908812';

async function pasteAndOrder(page: Page, texts: { order: string }) {
  const box = page.getByRole('search').first();
  await box.getByRole('searchbox').fill(TAOBAO_LINK);
  await box.getByRole('searchbox').press('Enter');
  // In-page order: the product is read and previewed on the home page (no navigation yet).
  const preview = page.getByTestId('order-preview');
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('heading')).toContainText('Jaket Windbreaker Pria Outdoor');
  await expect(page).toHaveURL(/\/$/);
  await preview.getByRole('link', { name: texts.order }).click();
  await expect(page).toHaveURL(`/product?url=${encodeURIComponent(TAOBAO_LINK)}`);
}

test('home shows its blocks and a pasted Taobao link leads to its product', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Sejak Maret 2019')).toBeVisible();
  await expect(page.getByTestId('home-summary')).toHaveAttribute('data-status', 'ready');
  for (const block of ['lastTransactions', 'testimonies', 'flashSale', 'recommendations', 'popular']) {
    await expect(page.getByTestId(`home-${block}`)).toHaveAttribute('data-status', 'ready');
  }
  await expect(page.getByTestId('home-flashSale').getByText(/^Berakhir /)).toBeVisible();
  await expect(page.getByTestId('home-recommendations').getByRole('link').first()).toHaveAttribute('href', /^\/product\?url=/);

  await pasteAndOrder(page, { order: 'Pesan produk ini' });
});

test('the same home journey in English', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header.site-header');
  await chooseLanguage(header, 'Bahasa', /^EN\b/);
  await expect(page.getByText('Since March 2019')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search by image' }).first()).toBeVisible();

  await pasteAndOrder(page, { order: 'Order this product' });
});
