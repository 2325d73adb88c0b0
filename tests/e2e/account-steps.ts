// Steps of the account journeys (docs/account-security.md): the profile pages' own texts
// (src/ui/screens/profile/messages), signing in, setting the wallet PIN, paying an invoice on the
// /dev/pay simulator, and withdrawing with the PIN and the one-time code read from the dev outbox.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { codeFor, messages } from './steps.ts';

type Message = ReturnType<typeof messages>;

/** A text of the profile pages' catalogue (src/ui/screens/profile/messages/<lang>.json). */
export function profileMessages(lang: 'id' | 'en'): (id: string) => string {
  const catalogue = JSON.parse(readFileSync(`src/ui/screens/profile/messages/${lang}.json`, 'utf8')) as Record<string, string>;
  return (id) => {
    const text = catalogue[id];
    if (text === undefined) throw new Error(`no message ${id} in the profile ${lang}.json`);
    return text;
  };
}

export async function signIn(page: Page, msg: Message, identifier: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(msg('login.identifier')).fill(identifier);
  await page.getByLabel(msg('login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: msg('login.submit'), exact: true }).click();
}

/** On /edit-password: sets the wallet PIN with the account password. */
export async function setWalletPin(page: Page, password: string, pin: string): Promise<void> {
  const pm = profileMessages('id');
  await page.goto('/edit-password');
  const form = page.getByTestId('pin-form');
  await form.getByLabel(pm('profile.pin.password')).fill(password);
  await form.getByLabel(pm('profile.pin.pin')).fill(pin);
  await form.getByLabel(pm('profile.pin.confirm')).fill(pin);
  await form.getByRole('button', { name: pm('profile.pin.submit') }).click();
  await expect(form.getByTestId('pin-saved')).toBeVisible();
}

/** On /bank-account: adds the customer's first account (BCA 1234567890, Budi Santoso). */
export async function addBcaAccount(page: Page, msg: Message): Promise<void> {
  await page.goto('/bank-account');
  await page.getByLabel(msg('bankAccount.bank'), { exact: true }).selectOption({ label: 'BCA' });
  await page.getByLabel(msg('bankAccount.number')).fill('1234567890');
  await page.getByLabel(msg('bankAccount.ownerName')).fill('Budi Santoso');
  await page.getByRole('button', { name: msg('bankAccount.add') }).click();
  await expect(page.getByTestId('bank-account')).toHaveCount(1);
}

/**
 * On /settings or /withdraw: verifies the account's phone number when it is not verified yet (an
 * e-mail registration's number; docs/account-security.md "Phone verification"): 'Kirim kode SMS',
 * the code from the outbox of that number, 'Verifikasi nomor'.
 */
export async function verifyPhone(page: Page, msg: Message): Promise<void> {
  const panel = page.getByTestId('phone-unverified');
  await expect(panel.or(page.getByTestId('phone-verified'))).toBeVisible();
  if (!(await panel.isVisible())) return;
  const phone = /\+\d{8,15}/.exec(await panel.innerText())?.[0] ?? '';
  expect(phone).not.toBe('');
  await panel.getByRole('button', { name: msg('phone.verify.send') }).click();
  await expect(panel.getByTestId('phone-code-sent')).toBeVisible();
  await panel.getByLabel(msg('phone.verify.code')).fill(await codeFor(page, phone));
  await panel.getByRole('button', { name: msg('phone.verify.submit') }).click();
  await expect(page.getByTestId('phone-verified')).toBeVisible();
}

/** On /withdraw: the phone verified if needed, the amount, the PIN, 'Kirim kode' and the code from the outbox of `email`, then 'Ajukan Penarikan'. */
export async function withdrawWithPin(page: Page, msg: Message, email: string, amount: number, pin: string): Promise<void> {
  await verifyPhone(page, msg);
  await page.getByLabel(msg('withdraw.amount')).fill(String(amount));
  await page.getByLabel(msg('withdraw.pin')).fill(pin);
  await page.getByRole('button', { name: msg('withdraw.otpSend') }).click();
  await expect(page.getByTestId('withdraw-otp-sent')).toBeVisible();
  await page.getByLabel(msg('withdraw.otp')).fill(await codeFor(page, email));
  await page.getByRole('button', { name: msg('withdraw.submit') }).click();
}
