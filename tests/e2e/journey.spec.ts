// The whole journey in the browser, against the real server: paste a Taobao link of the
// demo catalog on the home page, open the product, change quantity and track, see the breakdown,
// add to cart, open the cart, split the quantity over two local addresses, consolidate two
// items, reload with nothing lost. Then the same journey in English.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const JACKET = { url: 'https://item.taobao.com/item.htm?id=725531908812', name: 'Jaket Windbreaker' };
const MOUSE = { url: 'https://item.taobao.com/item.htm?id=733109876543', name: 'Mouse Gaming' };

interface Texts {
  searchLabel: string; order: string; quantity: string; increase: string; sea: string; air: string; breakdown: string;
  addToCart: string; added: string; addAddress: string; name: string; phone: string; address: string; province: string;
  district: string; subdistrict: string; postalCode: string; save: string; multi: string; sendTo: string; groupName: string;
  join: string; consolidated: string; summary: string;
}

const ID: Texts = {
  searchLabel: 'Cari produk atau tempel link', order: 'Pesan produk ini', quantity: 'Jumlah', increase: 'Tambah jumlah',
  sea: 'Laut', air: 'Udara', breakdown: 'Rincian biaya sampai Indonesia', addToCart: 'Tambah ke keranjang',
  added: 'Berhasil ditambahkan ke keranjang', addAddress: '+ Tambah Alamat', name: 'Nama penerima', phone: 'Nomor telepon',
  address: 'Alamat lengkap', province: 'Provinsi', district: 'Kota / Kabupaten', subdistrict: 'Kecamatan', postalCode: 'Kode pos',
  save: 'Simpan', multi: 'Kirim ke beberapa alamat', sendTo: 'Kirim ke alamat', groupName: 'Nama grup', join: 'Gabungkan',
  consolidated: 'Dalam konsolidasi', summary: 'Ringkasan per alamat',
};

/** The English catalogue's texts (src/ui/messages/en.json) of the same steps. */
function englishTexts(): Texts {
  const en = JSON.parse(readFileSync('src/ui/messages/en.json', 'utf8')) as Record<string, string>;
  const t = (id: string) => en[id] ?? id;
  return {
    searchLabel: t('search.label'), order: t('home.order.open'), quantity: t('product.quantity'), increase: t('product.quantity.increase'),
    sea: t('product.track.sea'), air: t('product.track.air'), breakdown: t('product.breakdown.title'), addToCart: t('product.addToCart'),
    added: t('product.added'), addAddress: t('address.add'), name: t('address.field.name'), phone: t('address.field.phone'),
    address: t('address.field.address'), province: t('address.field.province'), district: t('address.field.district'),
    subdistrict: t('address.field.subdistrict'), postalCode: t('address.field.postalCode'), save: t('address.save'),
    multi: t('cart.multiAddress.toggle'), sendTo: t('cart.multiAddress.sendTo'), groupName: t('cart.consolidation.groupName'),
    join: t('cart.consolidation.join'), consolidated: t('cart.line.consolidated'), summary: t('cart.multiAddress.summary'),
  };
}

async function switchToEnglish(page: Page): Promise<void> {
  // The first boot's version check clears local storage (no app_version yet): wait for it, or
  // it may wipe the language set here when the page's load event came before the boot ran.
  await page.waitForFunction(() => localStorage.getItem('app_version') !== null);
  await page.evaluate(() => localStorage.setItem('lang', 'EN'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', /en/);
}

async function orderFromHome(page: Page, t: Texts, product: { url: string; name: string }, extra: number, sea: boolean): Promise<void> {
  await page.goto('/');
  const box = page.getByLabel(t.searchLabel);
  await box.fill(product.url);
  await box.press('Enter');
  await page.getByRole('link', { name: t.order }).click();
  await expect(page).toHaveURL(/\/product/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(product.name);
  for (let i = 0; i < extra; i++) await page.getByRole('button', { name: t.increase }).first().click();
  if (sea) await page.getByRole('radio', { name: t.sea }).check();
  await expect(page.getByRole('heading', { name: t.breakdown })).toBeVisible();
  await expect(page.getByTestId('product-breakdown')).toContainText('Rp');
  await page.getByRole('button', { name: t.addToCart }).click();
  await expect(page.getByText(t.added)).toBeVisible();
}

async function addLocalAddress(page: Page, t: Texts, name: string, phone: string): Promise<void> {
  await page.getByRole('button', { name: t.addAddress }).click();
  await page.getByLabel(t.name).fill(name);
  await page.getByLabel(t.phone).fill(phone);
  await page.getByLabel(t.address).fill('Jl. Merdeka 1');
  for (const label of [t.province, t.district, t.subdistrict]) {
    const select = page.getByLabel(label);
    await expect(select.locator('option')).not.toHaveCount(1);
    await select.selectOption({ index: 1 });
  }
  await page.getByLabel(t.postalCode).fill('12810');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByTestId('address-card').filter({ hasText: name })).toBeVisible();
}

async function journey(page: Page, t: Texts): Promise<void> {
  await orderFromHome(page, t, JACKET, 1, true);
  await orderFromHome(page, t, MOUSE, 0, false);

  await page.goto('/address');
  await addLocalAddress(page, t, 'Rumah Budi', '081234567890');
  await addLocalAddress(page, t, 'Kantor Budi', '081298765432');

  await page.goto('/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  const jacket = lines.filter({ hasText: JACKET.name });
  const mouse = lines.filter({ hasText: MOUSE.name });
  await expect(jacket.getByTestId('line-stepper').locator('input')).toHaveValue('2');

  await page.getByLabel(t.multi).check();
  await jacket.getByLabel(t.sendTo).selectOption({ label: 'Rumah Budi' });
  await jacket.getByLabel(t.sendTo).selectOption({ label: 'Kantor Budi' });
  await expect(jacket.getByTestId('address-stepper')).toHaveCount(2);
  await expect(page.getByTestId('address-summary')).toContainText('Kantor Budi');

  await jacket.getByRole('checkbox').check();
  await mouse.getByRole('checkbox').check();
  await page.getByLabel(t.groupName).fill('Kiriman Jakarta');
  await page.getByRole('button', { name: t.join }).click();
  await expect(page.getByText(t.consolidated)).toHaveCount(2);

  await page.reload();
  await expect(lines).toHaveCount(2);
  await expect(page.getByLabel(t.multi)).toBeChecked();
  await expect(jacket.getByTestId('address-stepper')).toHaveCount(2);
  await expect(jacket.getByTestId('line-stepper').locator('input')).toHaveValue('3');
  await expect(page.getByTestId('consolidation-group')).toContainText('Kiriman Jakarta');
  await expect(page.getByText(t.consolidated)).toHaveCount(2);
}

test('the issue journey: paste a link, order, cart, two addresses, consolidation, reload', async ({ page }) => {
  await journey(page, ID);
});

test('the same journey in English', async ({ page }) => {
  await page.goto('/');
  await switchToEnglish(page);
  await journey(page, englishTexts());
});
