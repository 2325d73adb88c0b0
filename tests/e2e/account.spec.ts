// The customer's account in the browser against the real server (docs/account-security.md):
// (1) the profile and the avatar (a PNG cropped to a square, then in the header), at 360 px;
// (2) a password change that signs the other browser out, the old password refused, the new one in;
// (3) a bank account and a withdrawal with the wallet PIN and the one-time code from the dev outbox;
// (4) deactivation: every session ends (the other browser goes to /logout), sign-in is refused;
//     the account pages fit 360 px.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logOut, messages, payByVirtualAccount, register } from './steps.ts';
import { addBcaAccount, profileMessages, setWalletPin, signIn, withdrawWithPin } from './account-steps.ts';

const msg = messages('id');
const pm = profileMessages('id');
const PASSWORD = 'rahasia-budi-123';
const PIN = '482915';

/** A `width` x `height` red PNG (RGB, 8 bits): the crop makes it a square. */
function redPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([228, 87, 46]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}
const PNG = redPng(60, 40);

const newEmail = (prefix: string) => `${prefix}.${randomBytes(4).toString('hex')}@example.com`;

/** Another browser signed in to the same account. */
async function otherBrowser(browser: Browser, baseURL: string | undefined, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, msg, email, password);
  await expect(page).toHaveURL(/\/$/);
  return page;
}

test('edit the profile and the avatar at 360 px: the header follows', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await register(page, msg, newEmail('profil'));
  await page.goto('/settings');
  const first = page.getByLabel(pm('profile.settings.firstName'));
  await expect(first).toHaveValue('Budi');
  await first.fill('');
  await page.getByRole('button', { name: pm('profile.settings.save') }).click();
  await expect(page.getByTestId('profile-invalid')).toHaveText(pm('profile.settings.invalid'));
  await expect(page.getByText(pm('profile.settings.firstNameRequired'))).toBeVisible();
  await first.fill('Dewi');
  await page.getByLabel(pm('profile.settings.birthday')).fill('1990-05-17');
  await page.getByLabel(pm('profile.settings.gender')).selectOption('female');
  await page.getByRole('button', { name: pm('profile.settings.save') }).click();
  await expect(page.getByTestId('profile-saved')).toBeVisible();
  await expect(page.locator('header .greeting')).toContainText('Dewi');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByLabel(pm('profile.avatar.choose')).setInputFiles({ name: 'saya.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('avatar-crop')).toBeVisible();
  await page.getByRole('slider', { name: pm('profile.avatar.zoom') }).fill('2');
  await page.getByRole('button', { name: pm('profile.avatar.save') }).click();
  await expect(page.getByTestId('avatar-ok')).toHaveText(pm('profile.avatar.ok'));
  const header = page.locator('header img.avatar');
  await expect(header).toHaveAttribute('src', /\/api\/media\/avatars\/[a-f0-9]{32}\.png$/);
  // What the server keeps is the cropped square, 256 x 256.
  const image = await page.request.get((await header.getAttribute('src')) ?? '');
  const bytes = await image.body();
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([256, 256]);
  await page.reload();
  await expect(page.locator('header img.avatar')).toHaveAttribute('src', (await header.getAttribute('src')) ?? '');
});

test('change the password: the other browser is signed out, the old password fails, the new one works', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const email = newEmail('sandi');
  await register(page, msg, email);
  const other = await otherBrowser(browser, baseURL, email, PASSWORD);

  await page.goto('/edit-password');
  const form = page.getByTestId('password-form');
  await form.getByLabel(pm('profile.password.old')).fill('bukan-sandi-ini');
  await form.getByLabel(pm('profile.password.new'), { exact: true }).fill('sandi-baru-4567');
  await form.getByLabel(pm('profile.password.confirm')).fill('sandi-baru-4567');
  await form.getByRole('button', { name: pm('profile.password.submit') }).click();
  await expect(form.getByTestId('password-failed')).toContainText('Tidak dapat memperbarui kata sandi Anda saat ini');
  await expect(form.getByLabel(pm('profile.password.new'), { exact: true })).toHaveValue('sandi-baru-4567');
  await form.getByLabel(pm('profile.password.old')).fill(PASSWORD);
  await form.getByRole('button', { name: pm('profile.password.submit') }).click();
  await expect(form.getByTestId('password-changed')).toBeVisible();

  // The other browser's next call answers 401: the storefront sends it to /logout.
  await other.goto('/settings');
  await expect(other).toHaveURL(/\/(logout)?$/);
  await expect(other.getByRole('link', { name: 'Daftar / Login' })).toBeVisible();
  await other.context().close();

  await logOut(page);
  await signIn(page, msg, email, PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Kombinasi nomor telepon/email dan kata sandi salah' }).first()).toBeVisible();
  await signIn(page, msg, email, 'sandi-baru-4567');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('header .greeting')).toContainText('Budi');
});

test('add a bank account and withdraw with the PIN and the one-time code', async ({ page }) => {
  test.setTimeout(120_000);
  const email = newEmail('tarik');
  await register(page, msg, email);
  await page.goto('/wallet');
  await page.getByLabel(msg('wallet.topUp.amount')).fill('200000');
  await page.getByRole('button', { name: msg('wallet.topUp.submit') }).click();
  await expect(page).toHaveURL(/\/track\?nomor=INV-/);
  await payByVirtualAccount(page, new URL(page.url()).searchParams.get('nomor') ?? '');

  await addBcaAccount(page, msg);

  // No PIN yet: the withdraw page sends to the PIN form.
  await page.goto('/withdraw');
  await page.getByTestId('withdraw-no-pin').getByRole('link').click();
  await expect(page).toHaveURL(/\/edit-password$/);
  await setWalletPin(page, PASSWORD, PIN);

  await page.goto('/withdraw');
  await withdrawWithPin(page, msg, email, 50_000, '135790');
  await expect(page.getByTestId('withdraw-error')).toContainText('PIN salah: sisa 4 percobaan');
  await page.getByLabel(msg('withdraw.pin')).fill(PIN);
  await page.getByRole('button', { name: msg('withdraw.submit') }).click();
  await expect(page.getByTestId('withdraw-done')).toBeVisible();
  await expect(page.getByTestId('withdrawal-row')).toHaveCount(1);
  await expect(page.getByTestId('wallet-balance')).toContainText('150.000');
});

test('deactivate the account: every session ends and signing in is refused', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const email = newEmail('tutup');
  await register(page, msg, email);
  const other = await otherBrowser(browser, baseURL, email, PASSWORD);

  // Every account page fits a 360 px screen (no sideways scrolling).
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [path, ready] of [['/edit-password', 'pin-form'], ['/token', 'session-row'], ['/deactive-account', 'deactivate-kept']] as const) {
    await page.goto(path);
    await expect(page.getByTestId(ready).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  }
  await expect(page.getByTestId('deactivate-kept')).toContainText('10 tahun');
  await page.getByLabel(pm('profile.deactivate.password')).fill(PASSWORD);
  await page.getByRole('checkbox', { name: pm('profile.deactivate.understood') }).check();
  await page.getByRole('button', { name: pm('profile.deactivate.submit') }).click();
  await expect(page).toHaveURL(/\/(logout)?$/);
  await expect(page.getByRole('link', { name: 'Daftar / Login' })).toBeVisible({ timeout: 10_000 });

  // The old token of the other browser answers 401: it goes to /logout.
  await other.goto('/settings');
  await expect(other.getByRole('link', { name: 'Daftar / Login' })).toBeVisible({ timeout: 10_000 });
  await other.context().close();

  await signIn(page, msg, email, PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Akun ini telah dinonaktifkan' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
