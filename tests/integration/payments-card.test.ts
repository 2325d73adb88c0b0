// Card payments through the embedded gateway (docs/payments.md, "Card"): the browser's token
// (POST /dev/gateway/v2/token, Midtrans' Get Token answer), the charge with the token answering a
// 3-D Secure redirect, the 3-D Secure page's one-time password sending the signed notification
// (capture + accept: paid; the declined test card: deny, the invoice stays payable), and the
// card configuration the storefront reads. A token is one charge's; a bad one is the customer's
// to fix (422 CARD_REJECTED), and a new card attempt is a new charge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { charge, invoiceRow, paymentsOf, shopperWithInvoice } from './fixtures/payments.ts';
import { DECLINED_TEST_CARD, EMBEDDED_3DS_OTP } from '../../server/modules/payments/embedded-card.ts';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => server?.close());

const GOOD_CARD = '4811111111111114';

async function cardConfig(): Promise<{ available: boolean; script_url: string; client_key: string; environment: string }> {
  const res = await fetch(`${server.baseUrl}/api/payment/card-config`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { available: boolean; script_url: string; client_key: string; environment: string } }).data;
}

async function tokenFor(cardNumber: string, overrides: Record<string, string> = {}) {
  const config = await cardConfig();
  const res = await fetch(`${server.baseUrl}/dev/gateway/v2/token`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_key: config.client_key, card_number: cardNumber, card_exp_month: '12', card_exp_year: '2030', card_cvv: '123', ...overrides }),
  });
  return { status: res.status, body: (await res.json()) as { status_code: string; token_id?: string; validation_messages?: string[] } };
}

function threeDs(orderId: string, form: Record<string, string>) {
  return fetch(`${server.baseUrl}/dev/gateway/3ds/${encodeURIComponent(orderId)}`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString(), redirect: 'manual',
  });
}

describe('card payments (embedded gateway)', () => {
  it('gives the storefront the client library and the client key outside production', async () => {
    const config = await cardConfig();
    expect(config).toMatchObject({ available: true, script_url: '/dev/gateway/midtrans-new-3ds.js', environment: 'sandbox' });
    expect(config.client_key).toMatch(/^EMB-client-/);
    const script = await fetch(`${server.baseUrl}${config.script_url}`);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('MidtransNew3ds');
  });

  it('tokenises a valid card only, with the right client key', async () => {
    const good = await tokenFor(GOOD_CARD);
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ status_code: '200', token_id: expect.stringMatching(/^481111-1114-/) });
    const bad = await tokenFor('4811111111111115', { card_exp_year: '2020', card_cvv: '1' });
    expect(bad.status).toBe(400);
    expect(bad.body.validation_messages).toEqual(['card_number is invalid', 'card_exp is expired', 'card_cvv is invalid']);
    const wrongKey = await tokenFor(GOOD_CARD, { client_key: 'someone-else' });
    expect(wrongKey.status).toBe(401);
  });

  it('charges with the token, authenticates with the OTP and pays the invoice', async () => {
    const inv = await shopperWithInvoice(server.baseUrl, server.db);
    const { body: token } = await tokenFor(GOOD_CARD);
    const res = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'credit_card', card_token: token.token_id });
    expect(res.status).toBe(200);
    const payment = res.body.data.payment as { order_id: string; redirect_url: string; status: string };
    expect(payment).toMatchObject({ status: 'pending', redirect_url: `/dev/gateway/3ds/${payment.order_id}` });

    const page = await fetch(`${server.baseUrl}${payment.redirect_url}`);
    const html = await page.text();
    expect(html).toContain('•••• 1114');
    expect(html).not.toContain(GOOD_CARD);

    const wrong = await threeDs(payment.order_id, { otp: '000000', action: 'submit' });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('Kode OTP salah');
    expect((await invoiceRow(server.db, inv.code)).status).toBe('pending');

    const done = await threeDs(payment.order_id, { otp: EMBEDDED_3DS_OTP, action: 'submit' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toMatch(new RegExp(`/track\\?nomor=${inv.code}$`));
    expect((await invoiceRow(server.db, inv.code)).status).toBe('paid');
    expect((await paymentsOf(server.db, inv.code)).map((p) => p.status)).toEqual(['paid']);
    // The session is over: the page says so, a second submit changes nothing.
    expect((await threeDs(payment.order_id, { otp: EMBEDDED_3DS_OTP, action: 'submit' })).status).toBe(404);
    // The token was this charge's: another invoice cannot use it.
    const other = await shopperWithInvoice(server.baseUrl, server.db, {}, inv.shopper);
    const reused = await charge(inv.shopper, { invoice_code: other.code, payment_method: 'credit_card', card_token: token.token_id });
    expect(reused.status).toBe(422);
    expect(reused.body.error).toMatchObject({ code: 'UNPROCESSABLE', reason: 'CARD_REJECTED', field: 'body.card_token' });
    expect(await paymentsOf(server.db, other.code)).toEqual([]);
  });

  it('a declined card leaves the invoice payable; a new card attempt is a new charge', async () => {
    const inv = await shopperWithInvoice(server.baseUrl, server.db);
    const first = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'credit_card', card_token: (await tokenFor(DECLINED_TEST_CARD)).body.token_id });
    const orderId = first.body.data.payment.order_id as string;
    const done = await threeDs(orderId, { otp: EMBEDDED_3DS_OTP, action: 'submit' });
    expect(done.status).toBe(303);
    expect((await paymentsOf(server.db, inv.code)).map((p) => p.status)).toEqual(['denied']);
    expect((await invoiceRow(server.db, inv.code)).status).toBe('pending');

    const second = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'credit_card', card_token: (await tokenFor(GOOD_CARD)).body.token_id });
    expect(second.status).toBe(200);
    const secondId = second.body.data.payment.order_id as string;
    expect(secondId).not.toBe(orderId);
    // Cancel on the 3-D Secure page: back to the invoice, the charge still open until it lapses or another replaces it.
    const cancelled = await threeDs(secondId, { action: 'cancel' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toMatch(/\/track\?nomor=/);
    const third = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'bca_va' });
    expect(third.status).toBe(200);
    expect((await paymentsOf(server.db, inv.code)).map((p) => [p.method, p.status])).toEqual([
      ['credit_card', 'denied'], ['credit_card', 'cancelled'], ['bca_va', 'pending'],
    ]);
  });

  it('refuses a card charge without a token or with an unknown one, changing nothing', async () => {
    const inv = await shopperWithInvoice(server.baseUrl, server.db);
    const none = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'credit_card' });
    expect(none.status).toBe(422);
    expect(none.body.error.reason).toBe('CARD_TOKEN_REQUIRED');
    const unknown = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'credit_card', card_token: '481111-1114-forged' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.reason).toBe('CARD_REJECTED');
    expect(await paymentsOf(server.db, inv.code)).toEqual([]);
    expect((await invoiceRow(server.db, inv.code)).status).toBe('pending');
  });
});

describe('card payments in production with the embedded gateway', () => {
  let prod: TestServer;
  beforeAll(async () => { prod = await startTestServer({ config: { env: 'production' } }); });
  afterAll(async () => prod?.close());

  it('are not offered: no card configuration, no simulator, a card charge refused', async () => {
    const res = await fetch(`${prod.baseUrl}/api/payment/card-config`);
    expect(((await res.json()) as { data: unknown }).data).toEqual({ available: false, script_url: null, client_key: null, environment: null });
    expect((await fetch(`${prod.baseUrl}/dev/gateway/midtrans-new-3ds.js`)).status).toBe(404);
    expect((await fetch(`${prod.baseUrl}/dev/gateway/v2/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(404);
    const inv = await shopperWithInvoice(prod.baseUrl, prod.db);
    const refused = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'credit_card', card_token: 'x' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.reason).toBe('PAYMENT_METHOD_UNAVAILABLE');
  });
});

describe('card payments with Midtrans configured', () => {
  let mid: TestServer;
  beforeAll(async () => {
    mid = await startTestServer({ config: { paymentGatewayUrl: 'https://api.sandbox.midtrans.com', paymentGatewayServerKey: 'SB-Mid-server-test', paymentGatewayClientKey: 'SB-Mid-client-test' } });
  });
  afterAll(async () => mid?.close());

  it("point the browser at Midtrans' client library with the client key (never the server key)", async () => {
    const res = await fetch(`${mid.baseUrl}/api/payment/card-config`);
    const text = await res.text();
    expect(JSON.parse(text).data).toEqual({
      available: true, script_url: 'https://api.midtrans.com/v2/assets/js/midtrans-new-3ds.min.js', client_key: 'SB-Mid-client-test', environment: 'sandbox',
    });
    expect(text).not.toContain('SB-Mid-server');
  });
});
