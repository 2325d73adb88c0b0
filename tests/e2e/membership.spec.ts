// Membership in the browser against the real server (docs/membership.md): (1) a customer becomes
// premium by paying the premium invoice on /dev/pay and the cart's total drops by the transaction
// fee the pricing domain takes off; (2) an admin makes a customer an affiliate partner in /ops,
// a visitor registers through the partner's link and orders, the order is walked to delivery
// through the console's API, the customer confirms receipt, and the partner sees the commission on /affiliate and in the wallet.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { commissionAmount } from '../../src/domain/membership/index.ts';
import { DEFAULT_RULES } from '../../src/domain/pricing/index.ts';
import { transactionFeeBeforeMinimum } from '../../src/domain/pricing/fees.ts';
import { expect, test } from './fixtures.ts';
import { ID, JACKET, addLocalAddress, checkOutCart, logOut, messages, orderFromHome, payByVirtualAccount, register } from './steps.ts';
import { confirmReceipt } from './ops-steps.ts';
import { staffToken } from './staff.ts';
import { makeAffiliatePartner } from './membership-steps.ts';

const msg = messages('id');
const PASSWORD = 'rahasia-budi-123';
const PHOTO = join(process.cwd(), 'server', 'demo', 'images', 'jacket-1-320.png');
const digits = (text: string): number => Number(text.replace(/[^\d]/g, ''));
const email = (prefix: string) => `${prefix}.${randomBytes(4).toString('hex')}@example.com`;

/** The signed-in customer's cart lines priced by the server (tax-calculator), with the app's own tokens. */
async function cartPricing(page: Page): Promise<{ total: number; lines: { subtotal: number; freight: number; transaction_fee: number }[] }> {
  return page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('titip.session') ?? '{}') as { accessToken: string; loginToken: string };
    const headers = { accesstoken: session.accessToken, authorization: `Token ${session.loginToken}`, 'content-type': 'application/json' };
    const list = await (await fetch('/api/cart-detail/list', { headers })).json() as { data: { cart_detail_code: string }[] };
    const res = await fetch('/api/cart-detail/tax-calculator', { method: 'POST', headers, body: JSON.stringify({ cart_detail_codes: list.data.map((l) => l.cart_detail_code) }) });
    return ((await res.json()) as { data: { total: number; lines: { subtotal: number; freight: number; transaction_fee: number }[] } }).data;
  });
}

async function cartTotal(page: Page): Promise<number> {
  await page.goto('/cart');
  const shown = page.getByTestId('total-without-tax');
  await expect(shown).toContainText(/\d/);
  return digits(await shown.innerText());
}

test('become premium: pay the premium invoice on /dev/pay, the cart total drops by the domain\'s fee difference', async ({ page }) => {
  test.setTimeout(150_000);
  // Eight jackets: the fee is above the 25,000 minimum both before and after.
  await orderFromHome(page, ID, JACKET, 7, false);
  await register(page, msg, email('premium'));
  const before = await cartTotal(page);
  const priced = await cartPricing(page);
  const line = priced.lines[0];
  if (!line) throw new Error('no cart line');
  expect(line.transaction_fee).toBe(transactionFeeBeforeMinimum(line.subtotal, line.freight, DEFAULT_RULES, false));

  await page.goto('/wallet');
  await page.getByTestId('profile-membership').getByRole('link', { name: 'Upgrade ke Premium' }).click();
  await expect(page).toHaveURL(/\/upgrade-premium$/);
  await expect(page.getByTestId('premium-price')).toHaveText('Rp 99.000');
  await page.getByRole('button', { name: 'Upgrade Sekarang' }).click();
  await expect(page).toHaveURL(/\/track\?nomor=INV-/);
  await payByVirtualAccount(page, new URL(page.url()).searchParams.get('nomor') ?? '');

  await page.goto('/upgrade-premium');
  await expect(page.getByTestId('premium-active')).toContainText('Anda Premium hingga');
  await expect(page.getByTestId('profile-premium')).toContainText('Premium hingga');
  const premiumFee = transactionFeeBeforeMinimum(line.subtotal, line.freight, DEFAULT_RULES, true);
  expect(premiumFee).toBeGreaterThan(25_000);
  expect((await cartPricing(page)).lines[0]?.transaction_fee).toBe(premiumFee);
  expect(await cartTotal(page)).toBe(before - (line.transaction_fee - premiumFee));
});

/** Purchase, receive (photo), pack, ship, customs, out for delivery, delivered: every line of the invoice's order. */
async function deliver(request: APIRequestContext, invoiceCode: string): Promise<void> {
  const token = await staffToken(request);
  let n = 0;
  const headers = () => ({ authorization: `Staff ${token}`, 'idempotency-key': `e2e-${invoiceCode}-${(n += 1)}` });
  const post = async (path: string, data: unknown) => {
    const res = await request.post(path, { headers: headers(), data });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return (await res.json()) as { data: Record<string, unknown> };
  };
  const hits = await (await request.get(`/api/ops/search?q=${invoiceCode}`, { headers: { authorization: `Staff ${token}` } })).json() as { data: { order_code: string }[] };
  const orderCode = hits.data[0]?.order_code ?? '';
  const order = await (await request.get(`/api/ops/orders/${orderCode}`, { headers: { authorization: `Staff ${token}` } })).json() as { data: { shipments: { lines: { line_id: number; quantity: number; price: number }[] }[] } };
  const lines = order.data.shipments.flatMap((s) => s.lines);
  for (const l of lines) {
    await post(`/api/ops/lines/${l.line_id}/purchase`, { seller_order_number: `TB-${l.line_id}`, price_paid: 129 });
    const received = await request.post(`/api/ops/lines/${l.line_id}/receive`, {
      headers: headers(),
      multipart: { weight_grams: '550', length_cm: '35', width_cm: '28', height_cm: '5', photos: { name: 'qc.png', mimeType: 'image/png', buffer: await import('node:fs/promises').then((fs) => fs.readFile(PHOTO)) } },
    });
    expect(received.status(), await received.text()).toBe(200);
  }
  const parcel = await post('/api/ops/parcels', { line_ids: lines.map((l) => l.line_id), weight_grams: 4500, length_cm: 40, width_cm: 30, height_cm: 30 });
  const code = String(parcel.data.parcel_code);
  await post(`/api/ops/parcels/${code}/ship`, { carrier: 'DHL Express', tracking_number: 'DHL-E2E-1' });
  await post(`/api/ops/parcels/${code}/customs`, { status: 'in_customs' });
  await post(`/api/ops/parcels/${code}/customs`, { status: 'cleared' });
  await post(`/api/ops/parcels/${code}/out-for-delivery`, { courier: 'JNE', tracking_number: 'JNE-E2E-1' });
  await post(`/api/ops/parcels/${code}/delivered`, {});
}

async function login(page: Page, who: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(msg('login.identifier')).fill(who);
  await page.getByLabel(msg('login.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: msg('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('a referred customer\'s completed order credits the partner: commission on /affiliate and in the wallet', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const partnerEmail = email('mitra');
  await register(page, msg, partnerEmail);
  const code = await makeAffiliatePartner(browser, partnerEmail);
  expect(code).toMatch(/^[A-Z2-9]{8}$/);

  // The partner's page, from the account menu (the profile is read again at start).
  await page.goto('/wallet');
  await page.getByRole('link', { name: msg('account.menu.affiliate') }).first().click();
  await expect(page.getByTestId('affiliate-link')).toHaveValue(new RegExp(`/\\?ref=${code}$`));
  await expect(page.getByTestId('affiliate-payouts-empty')).toBeVisible();

  // A visitor arrives through the link, orders and registers: the referral goes with the registration.
  await logOut(page);
  await page.goto(`/?ref=${code.toLowerCase()}`);
  await orderFromHome(page, ID, JACKET, 0, false);
  await register(page, msg, email('teman'));
  await page.goto('/address');
  await addLocalAddress(page, ID, 'Rumah Sari', '081234567890');
  const invoice = await checkOutCart(page, 'bca_va');
  await payByVirtualAccount(page, invoice);

  await deliver(request, invoice);
  // The commission is credited when the order completes: the customer confirms receipt.
  await confirmReceipt(page, invoice);

  await logOut(page);
  await login(page, partnerEmail);
  await page.goto('/wallet');
  await page.getByRole('link', { name: msg('account.menu.affiliate') }).first().click();
  await expect(page.getByTestId('affiliate-referred')).toHaveCount(1);
  const payout = page.getByTestId('affiliate-payout');
  await expect(payout).toHaveCount(1);
  const cells = await payout.locator('td').allInnerTexts();
  const base = digits(cells[2] ?? '');
  const amount = digits(cells[3] ?? '');
  expect(base).toBeGreaterThan(0);
  expect(amount).toBe(commissionAmount(base, 2));
  await expect(page.getByTestId('affiliate-total')).toHaveText(`Rp ${amount.toLocaleString('id-ID')}`);

  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-balance')).toContainText(/\d/);
  expect(digits(await page.getByTestId('wallet-balance').innerText())).toBe(amount);
  await expect(page.getByTestId('wallet-entry').filter({ hasText: 'Komisi afiliasi' })).toHaveCount(1);
});
