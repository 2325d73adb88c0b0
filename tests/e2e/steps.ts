// Steps shared by the browser journeys: the texts of both catalogues, the language switch,
// ordering a product from the home page, adding an address, registering (the code read from the
// development outbox), checking out the cart to a pending invoice.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const JACKET = { url: 'https://item.taobao.com/item.htm?id=725531908812', name: 'Jaket Windbreaker' };
export const MOUSE = { url: 'https://item.taobao.com/item.htm?id=733109876543', name: 'Mouse Gaming' };

export interface Texts {
  searchLabel: string; order: string; quantity: string; increase: string; sea: string; air: string; breakdown: string;
  addToCart: string; added: string; addAddress: string; name: string; phone: string; address: string; province: string;
  district: string; subdistrict: string; village: string; postalCode: string; save: string; multi: string; sendTo: string; groupName: string;
  join: string; consolidated: string; summary: string;
}

export const ID: Texts = {
  searchLabel: 'Cari produk atau tempel link', order: 'Pesan produk ini', quantity: 'Jumlah', increase: 'Tambah jumlah',
  sea: 'Laut', air: 'Udara', breakdown: 'Rincian biaya sampai Indonesia', addToCart: 'Tambah ke keranjang',
  added: 'Berhasil ditambahkan ke keranjang', addAddress: '+ Tambah Alamat', name: 'Nama penerima', phone: 'Nomor telepon',
  address: 'Alamat lengkap', province: 'Provinsi', district: 'Kota / Kabupaten', subdistrict: 'Kecamatan', village: 'Kelurahan / Desa', postalCode: 'Kode pos',
  save: 'Simpan', multi: 'Kirim ke beberapa alamat', sendTo: 'Kirim ke alamat', groupName: 'Nama grup', join: 'Gabungkan',
  consolidated: 'Dalam konsolidasi', summary: 'Ringkasan per alamat',
};

/** A language's texts: the start's catalogue and the address book's (loaded with its page). */
function catalogueOf(lang: 'id' | 'en'): Record<string, string> {
  const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  return { ...read(`src/ui/messages/${lang}.json`), ...read(`src/ui/screens/cart/address-catalogue/${lang}.json`) };
}

/** The English catalogues' texts (src/ui/messages/en.json, the address book's) of the same steps. */
export function englishTexts(): Texts {
  const en = catalogueOf('en');
  const t = (id: string) => en[id] ?? id;
  return {
    searchLabel: t('search.label'), order: t('home.order.open'), quantity: t('product.quantity'), increase: t('product.quantity.increase'),
    sea: t('product.track.sea'), air: t('product.track.air'), breakdown: t('product.breakdown.title'), addToCart: t('product.addToCart'),
    added: t('product.added'), addAddress: t('address.add'), name: t('address.field.name'), phone: t('address.field.phone'),
    address: t('address.field.address'), province: t('address.field.province'), district: t('address.field.district'),
    subdistrict: t('address.field.subdistrict'), village: t('address.field.village'), postalCode: t('address.field.postalCode'), save: t('address.save'),
    multi: t('cart.multiAddress.toggle'), sendTo: t('cart.multiAddress.sendTo'), groupName: t('cart.consolidation.groupName'),
    join: t('cart.consolidation.join'), consolidated: t('cart.line.consolidated'), summary: t('cart.multiAddress.summary'),
  };
}

export async function switchToEnglish(page: Page): Promise<void> {
  // The first boot's version check clears local storage (no app_version yet): wait for it, or
  // it may wipe the language set here when the page's load event came before the boot ran.
  await page.waitForFunction(() => localStorage.getItem('app_version') !== null);
  await page.evaluate(() => localStorage.setItem('lang', 'EN'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', /en/);
}

export async function orderFromHome(page: Page, t: Texts, product: { url: string; name: string }, extra: number, sea: boolean): Promise<void> {
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

export async function addLocalAddress(page: Page, t: Texts, name: string, phone: string): Promise<void> {
  await page.getByRole('button', { name: t.addAddress }).click();
  await page.getByLabel(t.name).fill(name);
  await page.getByLabel(t.phone, { exact: true }).fill(phone);
  await page.getByLabel(t.address).fill('Jl. Merdeka 1');
  for (const label of [t.province, t.district, t.subdistrict, t.village]) {
    const select = page.getByLabel(label);
    await expect(select.locator('option')).not.toHaveCount(1);
    await select.selectOption({ index: 1 });
  }
  await page.getByLabel(t.postalCode).fill('12810');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByTestId('address-card').filter({ hasText: name })).toBeVisible();
}

/** A message of the Indonesian or English catalogues by id (src/ui/messages/<lang>.json, the address book's). */
export function messages(lang: 'id' | 'en'): (id: string, values?: Record<string, string | number>) => string {
  const catalogue = catalogueOf(lang);
  return (id, values = {}) => {
    const text = catalogue[id];
    if (text === undefined) throw new Error(`no message ${id} in ${lang}.json`);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
  };
}

type Message = ReturnType<typeof messages>;

/** The last one-time code the development outbox holds for a recipient. */
export async function codeFor(page: Page, to: string): Promise<string> {
  let code = '';
  await expect.poll(async () => {
    const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
    const body = (await res.json()) as { messages: { text: string }[] };
    code = /\b(\d{6})\b/.exec(body.messages[0]?.text ?? '')?.[1] ?? '';
    return code;
  }).not.toBe('');
  return code;
}

/** /logout as a person uses it: the page says goodbye, the session is closed, then it goes home (docs/ui.md). */
export async function logOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
}

export async function register(page: Page, msg: Message, email: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel(msg('account.identifier')).fill(email);
  await page.getByRole('button', { name: msg('register.identify.submit') }).click();
  await expect(page.getByText(msg('register.codeSent.email'))).toBeVisible();
  await page.getByLabel(msg('register.verify.code')).fill(await codeFor(page, email));
  await page.getByRole('button', { name: msg('register.verify.submit') }).click();
  await expect(page.getByRole('heading', { name: msg('register.details.title') })).toBeVisible();
  // A reload resumes the step (registerRules in the session entry).
  await page.reload();
  await expect(page.getByRole('heading', { name: msg('register.details.title') })).toBeVisible();
  await page.getByLabel(msg('register.field.firstName')).fill('Budi');
  await page.getByLabel(msg('register.field.lastName')).fill('Santoso');
  await page.getByLabel(msg('register.field.phone')).fill(`0812${String(Date.now()).slice(-8)}`);
  await page.getByLabel(msg('register.field.password'), { exact: true }).fill('rahasia-budi-123');
  await page.getByLabel(msg('register.field.confirmPassword')).fill('rahasia-budi-123');
  await page.getByRole('button', { name: msg('register.details.submit') }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * /checkout: once the breakdown is there, ticks the restricted-goods (lartas) acknowledgement when the
 * order has restricted lines (a demo product of type kosmetik, makanan, obat-suplemen, mainan, sepeda
 * or telekomunikasi); 'Buat Pesanan' is held back without it.
 */
export async function acknowledgeLartasIfShown(page: Page): Promise<void> {
  await expect(page.getByTestId('checkout-breakdown')).toBeVisible();
  const box = page.getByTestId('lartas-ack');
  if (await box.isVisible()) await box.check();
}

/** /cart -> /checkout with every line to the first address, paying by `method`; lands on /track?nomor=<invoice>. Returns the invoice code. */
export async function checkOutCart(page: Page, method: string): Promise<string> {
  await page.goto('/cart');
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-line').first()).toBeVisible();
  await page.locator(`input[name="payment-method"][value="${method}"]`).check();
  await acknowledgeLartasIfShown(page);
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/track\?nomor=INV-/);
  return new URL(page.url()).searchParams.get('nomor') ?? '';
}

/** On an invoice page: pay by BCA virtual account, settle it on /dev/pay, wait for the receipt. */
export async function payByVirtualAccount(page: Page, code: string): Promise<void> {
  const panel = page.getByTestId('pay-panel');
  await panel.getByRole('radio', { name: 'BCA Virtual Account' }).check();
  await panel.getByRole('button', { name: messages('id')('payment.pay'), exact: true }).click();
  await expect(page.getByTestId('payment-va')).toHaveText(/^\d{8,}$/);
  const simulator = await page.context().newPage();
  await simulator.goto('/dev/pay');
  await simulator.getByRole('row').filter({ hasText: code }).getByRole('button', { name: 'Bayar' }).click();
  await expect(simulator.getByText(/dibayar/)).toBeVisible();
  await simulator.close();
  await expect(page.getByTestId('payment-receipt')).toBeVisible({ timeout: 20_000 });
}

/** The embedded gateway's 3-D Secure page (development): the card masked, the OTP 112233; back on the invoice page, paid. */
export async function passThreeDSecure(page: Page, msg: Message, last4: string, code: string): Promise<void> {
  await expect(page).toHaveURL(/\/dev\/gateway\/3ds\//);
  await expect(page.getByText(`•••• ${last4}`)).toBeVisible();
  await page.getByLabel('Kode OTP').fill('112233');
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page).toHaveURL(new RegExp(`/track\\?nomor=${code}$`));
  await expect(page.getByTestId('payment-receipt')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('payment-state')).toContainText(msg('invoice.status.paid'));
}

/** The invoice page of `invoiceCode`, then payByVirtualAccount. */
export async function payOnSimulator(page: Page, invoiceCode: string): Promise<void> {
  await page.goto(`/track?nomor=${invoiceCode}`);
  await payByVirtualAccount(page, invoiceCode);
}

/**
 * The header's language switch: opens it and picks the option. The home's pop-up can arrive after
 * idle and, closed by the fixtures' handler, take the open list with it: then both steps again.
 */
export async function chooseLanguage(header: Locator, switchName: string | RegExp, option: RegExp): Promise<void> {
  await expect(async () => {
    await header.getByRole('button', { name: switchName }).click({ timeout: 5_000 });
    await header.getByRole('option', { name: option }).click({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
}
