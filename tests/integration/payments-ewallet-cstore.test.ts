// Issue 23: GoPay, ShopeePay, Alfamart and Indomaret through the payment port (docs/payments.md).
// 1. The Midtrans adapter against the fake gateway: the charge body as Midtrans documents it (Core
//    API E-Wallet and Over the Counter), the answer mapped onto the port.
// 2. The server configured with Midtrans (the fake): checkout with the method, payment-groups,
//    POST payment/charge over HTTP, and the gateway's notification mapped to paid and to expired.
// 3. The embedded gateway end to end over HTTP: charge (Idempotency-Key respected), the simulated
//    payment (/api/dev/pay and the e-wallet app page), the invoice paid.
// 4. A gateway that cannot take a method: not offered by payment-groups, refused by payment/charge.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { addAddress, addLine, checkout, newShopper, preview, type Shopper } from './fixtures/checkout.ts';
import { charge, invoiceRow, paymentsOf } from './fixtures/payments.ts';
import { createMidtransGateway, GatewayError } from '../../server/modules/payments/midtrans-gateway.ts';
import type { ChargeRequest, PaymentGateway } from '../../server/modules/payments/gateway.ts';
import { embeddedCharge, embeddedServerKey } from '../../server/modules/payments/embedded-gateway.ts';
import { isValidNotificationSignature } from '../../server/modules/payments/signature.ts';
import { startFakeMidtrans, type FakeMidtrans } from '../fixtures/fake-midtrans.ts';

const NEW_METHODS = ['gopay', 'shopeepay', 'alfamart', 'indomaret'] as const;

/** A shopper with one line checked out with `method` chosen at checkout. */
async function invoiceWith(baseUrl: string, server: TestServer, method: string): Promise<{ shopper: Shopper; code: string; total: number }> {
  const shopper = await newShopper(baseUrl, server.db);
  const address = await addAddress(shopper);
  const line = await addLine(shopper, { name: `Tas ${randomUUID().slice(0, 6)}`, price: 120, quantity: 1, weight: 400 });
  const body = { cart_detail_codes: [line], addresses: [{ address_id: address.address_id }] };
  const p = await preview(shopper, body);
  expect(p.status, JSON.stringify(p.body)).toBe(200);
  const placed = await checkout(shopper, { ...body, payment_method: method, expected_total: p.body.data.totals.total });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { shopper, code: placed.body.data.invoice_code, total: placed.body.data.total };
}

async function invoiceDetail(shopper: Shopper, code: string) {
  const res = await shopper.api('GET', `/api/invoices/${code}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

async function groupCodes(baseUrl: string): Promise<string[]> {
  const res = await fetch(`${baseUrl}/api/payment-groups`);
  const body = await res.json() as { data: { group: string; methods: { code: string }[] }[] };
  return body.data.flatMap((g) => g.methods.map((m) => m.code));
}

describe('Midtrans adapter: e-wallets and convenience stores against the fake', () => {
  let fake: FakeMidtrans;
  let gateway: PaymentGateway;
  let n = 0;
  const req = (method: ChargeRequest['method']): ChargeRequest => {
    n += 1;
    return { orderId: `INV-20251201-EW${n}-1`, grossAmount: 44000, method, expiryMinutes: 15, customer: { firstName: 'Siti', lastName: 'R', email: null, phone: null } };
  };
  const lastBody = () => fake.requestsTo('charge').at(-1)?.body as Record<string, unknown>;

  beforeAll(async () => {
    fake = await startFakeMidtrans({ now: () => new Date('2025-12-01T03:00:00Z') });
    gateway = createMidtransGateway({ url: fake.url, serverKey: fake.serverKey, clientKey: fake.clientKey, timeoutMs: 2_000 });
  });
  afterAll(async () => fake.close());

  it('takes every documented kind', () => {
    expect([...gateway.methods].sort()).toEqual(['bank_transfer', 'credit_card', 'cstore', 'echannel', 'gopay', 'qris', 'shopeepay']);
  });

  it('gopay: payment_type gopay with enable_callback and callback_url; the QR image and the deep link back', async () => {
    const r = req({ kind: 'gopay', callbackUrl: 'https://titip.example/track?nomor=INV-1' });
    const result = await gateway.charge(r);
    expect(lastBody()).toEqual({
      payment_type: 'gopay',
      transaction_details: { order_id: r.orderId, gross_amount: 44000 },
      custom_expiry: { expiry_duration: 15, unit: 'minute' },
      customer_details: { first_name: 'Siti', last_name: 'R' },
      gopay: { enable_callback: true, callback_url: 'https://titip.example/track?nomor=INV-1' },
    });
    const made = fake.charges.get(r.orderId);
    expect(made?.callbackUrl).toBe('https://titip.example/track?nomor=INV-1');
    expect(result).toEqual({
      orderId: r.orderId, transactionId: made?.transactionId, status: 'pending', expiresAt: '2025-12-01T03:15:00.000Z',
      qrUrl: `${fake.url}/v2/gopay/${made?.transactionId}/qr-code`,
      deeplinkUrl: expect.stringMatching(/^https:\/\/simulator\.sandbox\.midtrans\.com\/gopay\/ui\/checkout\?referenceid=.+&callback_url=https%3A%2F%2Ftitip\.example/),
    });
  });

  it('shopeepay: payment_type shopeepay with callback_url; the deep link back', async () => {
    const r = req({ kind: 'shopeepay', callbackUrl: 'https://titip.example/track?nomor=INV-2' });
    const result = await gateway.charge(r);
    expect(lastBody()).toMatchObject({ payment_type: 'shopeepay', shopeepay: { callback_url: 'https://titip.example/track?nomor=INV-2' } });
    expect(result.deeplinkUrl).toMatch(/^https:\/\/simulator\.sandbox\.midtrans\.com\/v2\/shopeepay\/ui\/checkout\?reference=/);
    expect(result.qrUrl).toBeUndefined();
    expect(result.status).toBe('pending');
  });

  it.each(['alfamart', 'indomaret'] as const)('cstore %s: store and a message of at most 20 characters; the payment code back', async (store) => {
    const r = req({ kind: 'cstore', store });
    const result = await gateway.charge(r);
    const body = lastBody();
    expect(body['payment_type']).toBe('cstore');
    const cstore = body['cstore'] as Record<string, string>;
    expect(cstore['store']).toBe(store);
    expect(cstore['message']?.length).toBeLessThanOrEqual(20);
    if (store === 'alfamart') expect(cstore['alfamart_free_text_1']).toContain(r.orderId.slice(0, 20));
    else expect(cstore['alfamart_free_text_1']).toBeUndefined();
    expect(result).toMatchObject({ status: 'pending', store, paymentCode: fake.charges.get(r.orderId)?.paymentCode });
    expect(result.paymentCode).toMatch(/^\d{10,}$/);
  });

  it('an answer without its deep link, with another store, or with a javascript: action is not used', async () => {
    fake.script('charge', { body: { status_code: '201', transaction_id: 't', order_id: 'INV-X-1', gross_amount: '44000.00', payment_type: 'shopeepay', transaction_status: 'pending' } });
    const missing = await gateway.charge({ ...req({ kind: 'shopeepay' }), orderId: 'INV-X-1' }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(GatewayError);
    expect((missing as GatewayError).code).toBe('MALFORMED');

    fake.script('charge', { body: { status_code: '201', transaction_id: 't', order_id: 'INV-X-2', gross_amount: '44000.00', payment_type: 'gopay', transaction_status: 'pending', actions: [{ name: 'deeplink-redirect', method: 'GET', url: 'javascript:alert(1)' }] } });
    const script = await gateway.charge({ ...req({ kind: 'gopay' }), orderId: 'INV-X-2' }).catch((e: unknown) => e);
    expect((script as GatewayError).code).toBe('MALFORMED');

    fake.script('charge', { body: { status_code: '201', transaction_id: 't', order_id: 'INV-X-3', gross_amount: '44000.00', payment_type: 'cstore', transaction_status: 'pending', payment_code: '12345678', store: 'indomaret' } });
    const other = await gateway.charge({ ...req({ kind: 'cstore', store: 'alfamart' }), orderId: 'INV-X-3' }).catch((e: unknown) => e);
    expect((other as GatewayError).code).toBe('MALFORMED');
  });

  it('the notification of each (settlement, expire) verifies with its own status_code and carries the store\'s code', async () => {
    const r = req({ kind: 'cstore', store: 'indomaret' });
    await gateway.charge(r);
    const paid = fake.notificationFor(r.orderId, 'settlement');
    expect(paid).toMatchObject({ payment_type: 'cstore', status_code: '200', store: 'indomaret', payment_code: fake.charges.get(r.orderId)?.paymentCode });
    expect(gateway.verifyNotification(paid)).toBe(true);
    const g = req({ kind: 'gopay' });
    await gateway.charge(g);
    const expired = fake.notificationFor(g.orderId, 'expire');
    expect(expired).toMatchObject({ payment_type: 'gopay', status_code: '407', transaction_status: 'expire' });
    expect(gateway.verifyNotification(expired)).toBe(true);
    expect(gateway.verifyNotification({ ...expired, transaction_status: 'settlement', status_code: '200' })).toBe(false);
  });
});

describe('the server with Midtrans configured (the fake): each new method over HTTP', () => {
  let fake: FakeMidtrans;
  let server: TestServer;

  beforeAll(async () => {
    fake = await startFakeMidtrans();
    server = await startTestServer({
      config: { paymentGatewayUrl: fake.url, paymentGatewayServerKey: fake.serverKey, paymentGatewayClientKey: fake.clientKey, publicUrl: 'https://titip.example' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('payment-groups offers them (Midtrans takes every method)', async () => {
    const codes = await groupCodes(server.baseUrl);
    for (const method of [...NEW_METHODS, 'bca_va', 'qris', 'credit_card', 'wallet']) expect(codes).toContain(method);
    expect(codes).not.toContain('ovo');
  });

  it.each(NEW_METHODS)('%s: chosen at checkout, charged as documented, the settlement notification pays the invoice', async (method) => {
    const inv = await invoiceWith(server.baseUrl, server, method);
    const before = await invoiceDetail(inv.shopper, inv.code);
    expect(before.payment_method).toBe(method);
    expect(before.payment_instructions).toBeNull();

    const res = await charge(inv.shopper, { invoice_code: inv.code, payment_method: method });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const payment = res.body.data.payment;
    const orderId = `${inv.code}-1`;
    expect(payment).toMatchObject({ method, order_id: orderId, amount: inv.total, status: 'pending', va_number: null });
    const sent = fake.requestsTo('charge').map((r) => r.body as Record<string, unknown>)
      .find((b) => (b['transaction_details'] as { order_id: string }).order_id === orderId);
    const back = `https://titip.example/track?nomor=${encodeURIComponent(inv.code)}`;
    if (method === 'gopay') {
      expect(sent).toMatchObject({ payment_type: 'gopay', gopay: { enable_callback: true, callback_url: back }, custom_expiry: { expiry_duration: 15, unit: 'minute' } });
      expect(payment.qr_url).toMatch(/\/v2\/gopay\/.+\/qr-code$/);
      expect(payment.deeplink_url).toMatch(/^https:\/\/simulator\.sandbox\.midtrans\.com\/gopay\//);
    } else if (method === 'shopeepay') {
      expect(sent).toMatchObject({ payment_type: 'shopeepay', shopeepay: { callback_url: back } });
      expect(payment.deeplink_url).toMatch(/shopeepay/);
      expect(payment.qr_url).toBeNull();
    } else {
      expect(sent).toMatchObject({ payment_type: 'cstore', cstore: { store: method } });
      expect(payment).toMatchObject({ store: method, payment_code: fake.charges.get(orderId)?.paymentCode });
      expect((sent?.['custom_expiry'] as { expiry_duration: number }).expiry_duration).toBeGreaterThan(60);
    }
    // The invoice page shows the same instructions.
    expect((await invoiceDetail(inv.shopper, inv.code)).payment_instructions).toEqual(payment);

    const note = fake.notificationFor(orderId, 'settlement');
    const notified = await fetch(`${server.baseUrl}/api/payment/notification`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(note) });
    expect(notified.status).toBe(200);
    expect((await notified.json() as { data: { outcome: string } }).data.outcome).toBe('paid');
    const after = await invoiceDetail(inv.shopper, inv.code);
    expect(after.status).toBe('paid');
    expect(after.payment_instructions.status).toBe('paid');
    expect((await invoiceRow(server.db, inv.code)).paid_at).not.toBeNull();
  });

  it.each(['gopay', 'alfamart'])('%s: an expire notification closes the charge, the invoice stays payable', async (method) => {
    const inv = await invoiceWith(server.baseUrl, server, method);
    const res = await charge(inv.shopper, { invoice_code: inv.code, payment_method: method });
    expect(res.status).toBe(200);
    const note = fake.notificationFor(`${inv.code}-1`, 'expire');
    const notified = await fetch(`${server.baseUrl}/api/payment/notification`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(note) });
    expect((await notified.json() as { data: { outcome: string } }).data.outcome).toBe('closed');
    expect((await paymentsOf(server.db, inv.code)).map((p) => p.status)).toEqual(['expired']);
    expect((await invoiceDetail(inv.shopper, inv.code)).status).toBe('pending');
    // Charged again: a new order id at the gateway.
    const again = await charge(inv.shopper, { invoice_code: inv.code, payment_method: method });
    expect(again.body.data.payment.order_id).toBe(`${inv.code}-2`);
  });
});

describe('the embedded gateway end to end over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(); });
  afterAll(async () => server?.close());

  it('payment-groups offers the new methods outside production', async () => {
    const codes = await groupCodes(server.baseUrl);
    for (const method of NEW_METHODS) expect(codes).toContain(method);
  });

  it.each(NEW_METHODS)('%s: charge (a repeated Idempotency-Key answers the first answer), simulated payment, invoice paid', async (method) => {
    const inv = await invoiceWith(server.baseUrl, server, method);
    const key = randomUUID();
    const first = await charge(inv.shopper, { invoice_code: inv.code, payment_method: method }, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await charge(inv.shopper, { invoice_code: inv.code, payment_method: method }, key);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(await paymentsOf(server.db, inv.code)).toHaveLength(1);
    const payment = first.body.data.payment;
    if (method === 'gopay') {
      expect(payment.qr_string).toMatch(/^000201/);
      expect(payment.deeplink_url).toMatch(new RegExp(`^/dev/gateway/ewallet/${inv.code}-1\\?callback_url=`));
    } else if (method === 'shopeepay') {
      expect(payment.deeplink_url).toMatch(/^\/dev\/gateway\/ewallet\//);
      expect(payment.qr_string).toBeNull();
    } else {
      expect(payment.store).toBe(method);
      expect(payment.payment_code).toMatch(method === 'alfamart' ? /^TTP\d{13}$/ : /^8127\d{8}$/);
    }
    const settled = await fetch(`${server.baseUrl}/api/dev/pay/${encodeURIComponent(payment.order_id)}/settle`, { method: 'POST' });
    expect(settled.status).toBe(200);
    expect((await invoiceDetail(inv.shopper, inv.code)).status).toBe('paid');
    const status = await inv.shopper.api('GET', `/api/payment/status/${inv.code}`);
    expect(status.body.data).toMatchObject({ status: 'paid', amount_due: 0 });
  });

  it('the e-wallet app page of a deep link: "Bayar" pays and returns the customer to the invoice page', async () => {
    const inv = await invoiceWith(server.baseUrl, server, 'gopay');
    const res = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'gopay' });
    const link: string = res.body.data.payment.deeplink_url;
    const page = await fetch(`${server.baseUrl}${link}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>GoPay</h1>');
    expect(html).toContain('Bayar');
    const paid = await fetch(`${server.baseUrl}${link}`, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(new RegExp(`/track\\?nomor=${inv.code}$`));
    expect((await invoiceDetail(inv.shopper, inv.code)).status).toBe('paid');
    // Paid: the page says so, and paying again changes nothing.
    expect(await (await fetch(`${server.baseUrl}${link}`)).text()).toContain('sudah selesai');
    const twice = await fetch(`${server.baseUrl}${link}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay' });
    expect(twice.status).toBe(404);
  });

  it('"Batal" on the app page returns without paying', async () => {
    const inv = await invoiceWith(server.baseUrl, server, 'shopeepay');
    const res = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'shopeepay' });
    const cancel = await fetch(`${server.baseUrl}${res.body.data.payment.deeplink_url as string}`, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=cancel',
    });
    expect(cancel.status).toBe(303);
    expect((await invoiceDetail(inv.shopper, inv.code)).status).toBe('pending');
  });
});

describe('a gateway that cannot take a method', () => {
  const SECRET = 'va-only-secret';
  const serverKey = embeddedServerKey(SECRET);
  let server: TestServer;
  const vaOnly: PaymentGateway = {
    name: 'embedded',
    methods: ['bank_transfer', 'echannel'],
    async charge(request) { return embeddedCharge(request, new Date()); },
    async status(orderId) { return { orderId, status: 'pending', grossAmount: '0.00', statusCode: '201' }; },
    async cancel(orderId) { return { orderId, status: 'cancel', grossAmount: '0.00', statusCode: '200' }; },
    verifyNotification: (body) => isValidNotificationSignature(body, serverKey),
  };
  beforeAll(async () => { server = await startTestServer({ config: { appSecret: SECRET }, ports: { paymentGateway: vaOnly } }); });
  afterAll(async () => server?.close());

  it('is not offered by payment-groups (nor the card, whose client library is not there); the wallet still is', async () => {
    const res = await fetch(`${server.baseUrl}/api/payment-groups`);
    const groups = (await res.json() as { data: { group: string; methods: { code: string }[] }[] }).data;
    expect(groups.map((g) => g.group)).toEqual(['bank_transfer', 'wallet']);
    expect(groups.flatMap((g) => g.methods.map((m) => m.code))).toEqual(['bca_va', 'bni_va', 'bri_va', 'permata_va', 'mandiri_bill', 'wallet']);
  });

  it('a charge of it is 422 PAYMENT_METHOD_UNAVAILABLE and writes nothing', async () => {
    const inv = await invoiceWith(server.baseUrl, server, 'bca_va');
    for (const method of ['gopay', 'alfamart', 'qris']) {
      const res = await charge(inv.shopper, { invoice_code: inv.code, payment_method: method });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ reason: 'PAYMENT_METHOD_UNAVAILABLE', field: 'body.payment_method' });
    }
    expect(await paymentsOf(server.db, inv.code)).toEqual([]);
    expect((await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'bni_va' })).status).toBe(200);
  });

  it('a checkout choosing it is 422 PAYMENT_METHOD_UNAVAILABLE, in the caller\'s language, and places nothing', async () => {
    const shopper = await newShopper(server.baseUrl, server.db);
    const address = await addAddress(shopper);
    const line = await addLine(shopper, { name: `Tas ${randomUUID().slice(0, 6)}`, price: 120, quantity: 1, weight: 400 });
    const body = { cart_detail_codes: [line], addresses: [{ address_id: address.address_id }] };
    const p = await preview(shopper, body);
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    const refused = await checkout(shopper, { ...body, payment_method: 'gopay', expected_total: p.body.data.totals.total });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ reason: 'PAYMENT_METHOD_UNAVAILABLE', field: 'body.payment_method' });
    expect(refused.body.message).toBe('This payment method is not available yet'); // this shopper asks in English
    const cart = await server.db.selectFrom('cart_details').select('code').where('code', '=', line).execute();
    expect(cart).toHaveLength(1);
    const placed = await checkout(shopper, { ...body, payment_method: 'bca_va', expected_total: p.body.data.totals.total });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  });
});
