// /cart against the real server: the visitor's lines live on the server under the access token
// and are mirrored locally (steppers, delete, multi-address, consolidation survive a reload).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const JACKET = 'https://item.taobao.com/item.htm?id=725531908812';
const MOUSE = 'https://item.taobao.com/item.htm?id=733109876543';
const SERUM = 'https://item.taobao.com/item.htm?id=736655443322';

/** The page's anonymous access token (created at boot, kept in the session entry). */
async function accessToken(page: Page): Promise<string> {
  await expect.poll(async () => page.evaluate(() => {
    const raw = localStorage.getItem('titip.session');
    return raw ? (JSON.parse(raw) as { accessToken: string | null }).accessToken : null;
  })).toBeTruthy();
  return page.evaluate(() => (JSON.parse(localStorage.getItem('titip.session') ?? '{}') as { accessToken: string }).accessToken);
}

async function addToCart(page: Page, token: string, url: string, quantity: number): Promise<string> {
  const res = await page.request.post('/api/cart/add-to-cart', { headers: { AccessToken: token }, data: { url, quantity } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { cart_detail_code: string }).cart_detail_code;
}

const digits = (text: string | null): number => Number((text ?? '').replace(/[^\d]/g, ''));

async function addAddress(page: Page, name: string, phone: string): Promise<void> {
  await page.getByRole('button', { name: '+ Tambah Alamat' }).click();
  await page.getByLabel('Nama penerima').fill(name);
  await page.getByLabel('Nomor telepon', { exact: true }).fill(phone);
  await page.getByLabel('Alamat lengkap').fill('Jl. Merdeka 1');
  const pick = async (label: string) => {
    const select = page.getByLabel(label);
    await expect(select.locator('option')).not.toHaveCount(1);
    await select.selectOption({ index: 1 });
  };
  await pick('Provinsi');
  await pick('Kota / Kabupaten');
  await pick('Kecamatan');
  await pick('Kelurahan / Desa');
  await page.getByLabel('Kode pos').fill('12810');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByTestId('address-card').filter({ hasText: name })).toBeVisible();
}

test('the empty cart offers Titipin Sekarang', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByText('your cart is empty')).toBeVisible();
  await page.getByRole('link', { name: 'Titipin Sekarang' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('cart: steppers, delete, two local addresses, consolidation, reload loses nothing', async ({ page }) => {
  await page.goto('/address');
  const token = await accessToken(page);
  const jacket = await addToCart(page, token, JACKET, 2);
  const mouse = await addToCart(page, token, MOUSE, 1);
  await addToCart(page, token, SERUM, 1);

  await addAddress(page, 'Rumah Budi', '081234567890');
  await addAddress(page, 'Kantor Budi', '081298765432');
  await expect(page.getByTestId('address-card').first()).toContainText('Alamat utama');

  await page.goto('/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(3);

  // The cart total is the server's tax-calculator total for the same lines.
  const totalCell = page.getByTestId('total-with-tax');
  await expect(totalCell).toHaveText(/Rp/);
  const codes = [jacket, mouse];
  const all = await page.request.get('/api/cart-detail/list', { headers: { AccessToken: token } });
  const allCodes = ((await all.json()) as { data: { cart_detail_code: string }[] }).data.map((d) => d.cart_detail_code);
  const tax = await page.request.post('/api/cart-detail/tax-calculator', { headers: { AccessToken: token }, data: { cart_detail_codes: allCodes } });
  expect(digits(await totalCell.textContent())).toBe(((await tax.json()) as { data: { total: number } }).data.total);
  expect(codes.every((c) => allCodes.includes(c))).toBe(true);

  // Steppers: never below 1; the server follows.
  const mouseLine = lines.filter({ hasText: 'Mouse Gaming' });
  const stepper = mouseLine.getByTestId('line-stepper');
  await expect(stepper.getByRole('button', { name: 'Kurangi jumlah' })).toBeDisabled();
  await stepper.getByRole('button', { name: 'Tambah jumlah' }).click();
  await stepper.getByRole('button', { name: 'Tambah jumlah' }).click();
  await expect(stepper.locator('input')).toHaveValue('3');
  await stepper.getByRole('button', { name: 'Kurangi jumlah' }).click();
  await expect(stepper.locator('input')).toHaveValue('2');
  await expect.poll(async () => {
    const res = await page.request.get(`/api/cart-detail/${mouse}`, { headers: { AccessToken: token } });
    return ((await res.json()) as { data: { qty?: number; quantity?: number } }).data.quantity;
  }).toBe(2);

  // Delete: server then local.
  await lines.filter({ hasText: 'Serum' }).getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Cart successfully deleted')).toBeVisible();
  await expect(lines).toHaveCount(2);

  // Split the jacket over the two local addresses.
  await page.getByLabel('Kirim ke beberapa alamat').check();
  const jacketLine = lines.filter({ hasText: 'Jaket Windbreaker' });
  await jacketLine.getByLabel('Kirim ke alamat').selectOption({ label: 'Rumah Budi' });
  await jacketLine.getByLabel('Kirim ke alamat').selectOption({ label: 'Kantor Budi' });
  await expect(jacketLine.getByTestId('address-stepper')).toHaveCount(2);
  await expect(jacketLine.getByTestId('line-stepper').locator('input')).toHaveValue('3');
  await expect(page.getByTestId('address-summary')).toContainText('Kantor Budi');

  // Consolidate the two items.
  await jacketLine.getByRole('checkbox').check();
  await mouseLine.getByRole('checkbox').check();
  await page.getByLabel('Nama grup').fill('Kiriman Jakarta');
  await page.getByRole('button', { name: 'Gabungkan' }).click();
  await expect(page.getByTestId('consolidation-group')).toContainText('Kiriman Jakarta');
  await expect(page.getByText('Dalam konsolidasi')).toHaveCount(2);
  await expect(mouseLine.getByTestId('line-stepper').getByRole('button', { name: 'Tambah jumlah' })).toBeDisabled();

  // Reload: nothing lost.
  await page.reload();
  await expect(lines).toHaveCount(2);
  await expect(page.getByLabel('Kirim ke beberapa alamat')).toBeChecked();
  await expect(jacketLine.getByTestId('address-stepper')).toHaveCount(2);
  await expect(mouseLine.getByTestId('line-stepper').locator('input')).toHaveValue('2');
  await expect(page.getByTestId('consolidation-group')).toContainText('Kiriman Jakarta');
  await expect(page.getByText('Dalam konsolidasi')).toHaveCount(2);

  // The last item leaving the group enables it again and the group disappears.
  const group = page.getByTestId('consolidation-group');
  await group.getByRole('button', { name: 'Keluarkan dari grup' }).first().click();
  await group.getByRole('button', { name: 'Keluarkan dari grup' }).first().click();
  await expect(group).toHaveCount(0);
  await expect(page.getByText('Dalam konsolidasi')).toHaveCount(0);

  // The header popup shows the local cart.
  await page.getByRole('link', { name: /Keranjang, \d+ produk/ }).hover();
  await expect(page.getByTestId('cart-popup-item')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Lihat semua item' })).toBeVisible();
});
