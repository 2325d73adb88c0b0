// Contract of the Midtrans Core API adapter (server/modules/payments/midtrans-gateway.ts) against a
// local fake of the gateway (tests/fixtures/fake-midtrans.ts): what each call sends, how each answer
// maps onto the payment port, the errors, the retry of a timed-out charge, the notification signature.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createMidtransGateway, GatewayError, wibToIso } from '../../server/modules/payments/midtrans-gateway.ts';
import type { ChargeRequest, PaymentGateway } from '../../server/modules/payments/gateway.ts';
import { notificationSignature } from '../../server/modules/payments/signature.ts';
import { startFakeMidtrans, type FakeMidtrans } from '../fixtures/fake-midtrans.ts';

// The fake's clock: 2025-03-01 17:00:00 WIB.
const NOW = new Date('2025-03-01T10:00:00.000Z');

let fake: FakeMidtrans;
let gateway: PaymentGateway;
let seq = 0;

function orderId(): string {
  seq += 1;
  return `INV-20250301-${String(seq).padStart(4, '0')}-1`;
}

function request(method: ChargeRequest['method'], overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    orderId: orderId(),
    grossAmount: 24145,
    method,
    expiryMinutes: 60,
    customer: { firstName: 'Siti', lastName: 'Rahayu', email: 'siti@example.id', phone: '+6281234567890' },
    ...overrides,
  };
}

async function gatewayError(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

function lastChargeBody(): Record<string, unknown> {
  const charges = fake.requestsTo('charge');
  return charges[charges.length - 1]?.body as Record<string, unknown>;
}

beforeAll(async () => {
  fake = await startFakeMidtrans({ now: () => NOW });
  gateway = createMidtransGateway({ url: fake.url, serverKey: fake.serverKey, clientKey: fake.clientKey, timeoutMs: 2_000 });
});

afterAll(async () => {
  await fake.close();
});

describe('charge: what is sent and what comes back', () => {
  it('bank_transfer (BCA): Basic auth, JSON, integer gross_amount, expiry and customer; the VA number back', async () => {
    const req = request({ kind: 'bank_transfer', bank: 'bca' });
    const result = await gateway.charge(req);

    const sent = fake.requestsTo('charge').at(-1);
    expect(sent?.authorization).toBe(`Basic ${Buffer.from(`${fake.serverKey}:`).toString('base64')}`);
    expect(sent?.contentType).toMatch(/^application\/json/);
    const body = lastChargeBody();
    expect(body).toEqual({
      payment_type: 'bank_transfer',
      bank_transfer: { bank: 'bca' },
      transaction_details: { order_id: req.orderId, gross_amount: 24145 },
      custom_expiry: { expiry_duration: 60, unit: 'minute' },
      customer_details: { first_name: 'Siti', last_name: 'Rahayu', email: 'siti@example.id', phone: '+6281234567890' },
    });
    expect(Number.isInteger((body['transaction_details'] as { gross_amount: unknown }).gross_amount)).toBe(true);

    const charge = fake.charges.get(req.orderId);
    expect(result).toEqual({
      orderId: req.orderId,
      transactionId: charge?.transactionId,
      status: 'pending',
      vaNumber: charge?.vaNumber,
      bank: 'bca',
      // expiry_time '2025-03-01 18:00:00' WIB = 11:00 UTC.
      expiresAt: '2025-03-01T11:00:00.000Z',
    });
    expect(result.vaNumber).toMatch(/^\d+$/);
  });

  it('bank_transfer (Permata): the answer\'s permata_va_number', async () => {
    const req = request({ kind: 'bank_transfer', bank: 'permata' }, { customer: { firstName: 'Budi', lastName: '', email: null, phone: null } });
    const result = await gateway.charge(req);
    const body = lastChargeBody();
    expect(body['bank_transfer']).toEqual({ bank: 'permata' });
    expect(body['customer_details']).toEqual({ first_name: 'Budi', last_name: '' });
    expect(result.bank).toBe('permata');
    expect(result.vaNumber).toBe(fake.charges.get(req.orderId)?.vaNumber);
    expect(result.vaNumber).toBeTruthy();
  });

  it('echannel (Mandiri): bill_info1/2 sent; biller_code and bill_key back', async () => {
    const req = request({ kind: 'echannel' });
    const result = await gateway.charge(req);
    const body = lastChargeBody();
    expect(body['payment_type']).toBe('echannel');
    const echannel = body['echannel'] as { bill_info1: string; bill_info2: string };
    expect(echannel.bill_info1.length).toBeLessThanOrEqual(10);
    expect(echannel.bill_info2).toBe(req.orderId);
    expect(result).toMatchObject({ status: 'pending', billerCode: '70012', billKey: fake.charges.get(req.orderId)?.billKey });
    expect(result.vaNumber).toBeUndefined();
  });

  it('qris: the qr_string back, expiry from expiryMinutes', async () => {
    const req = request({ kind: 'qris' }, { expiryMinutes: 15 });
    const result = await gateway.charge(req);
    const body = lastChargeBody();
    expect(body['payment_type']).toBe('qris');
    expect(body['custom_expiry']).toEqual({ expiry_duration: 15, unit: 'minute' });
    expect(result.qrString).toBe(fake.charges.get(req.orderId)?.qrString);
    expect(result.expiresAt).toBe('2025-03-01T10:15:00.000Z');
  });

  it('credit_card: token_id with 3-D Secure; the redirect_url back', async () => {
    const req = request({ kind: 'credit_card', tokenId: '481111-1114-tok-abc' });
    const result = await gateway.charge(req);
    const body = lastChargeBody();
    expect(body['payment_type']).toBe('credit_card');
    expect(body['credit_card']).toEqual({ token_id: '481111-1114-tok-abc', authentication: true });
    expect(result.status).toBe('pending');
    expect(result.redirectUrl).toBe(fake.charges.get(req.orderId)?.redirectUrl);
    expect(result.redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  });

  it('credit_card: the return address goes as callback_url (3DS 2)', async () => {
    await gateway.charge(request({ kind: 'credit_card', tokenId: '481111-1114-tok-def', callbackUrl: 'https://titip.example/track?nomor=INV-1' }));
    expect(lastChargeBody()['credit_card']).toEqual({ token_id: '481111-1114-tok-def', authentication: true, callback_url: 'https://titip.example/track?nomor=INV-1' });
  });

  it('a denied card is a deny result (status_code 202), not an error', async () => {
    const result = await gateway.charge(request({ kind: 'credit_card', tokenId: 'deny-token' }));
    expect(result.status).toBe('deny');
    expect(result.redirectUrl).toBeUndefined();
  });

  it('an invalid order id or amount is refused before any request', async () => {
    const before = fake.requests.length;
    expect((await gatewayError(gateway.charge(request({ kind: 'qris' }, { orderId: 'INV 1/2' })))).code).toBe('REJECTED');
    expect((await gatewayError(gateway.charge(request({ kind: 'qris' }, { orderId: 'x'.repeat(51) })))).code).toBe('REJECTED');
    expect((await gatewayError(gateway.charge(request({ kind: 'qris' }, { grossAmount: 24145.5 })))).code).toBe('REJECTED');
    expect(fake.requests.length).toBe(before);
  });
});

describe('status and cancel', () => {
  it('reads the status, cancels a pending charge, refuses to cancel a settled one', async () => {
    const req = request({ kind: 'bank_transfer', bank: 'bni' });
    await gateway.charge(req);

    expect(await gateway.status(req.orderId)).toEqual({ orderId: req.orderId, status: 'pending', fraudStatus: 'accept', grossAmount: '24145.00', statusCode: '201' });
    const statusCall = fake.requestsTo('status').at(-1);
    expect(statusCall?.method).toBe('GET');
    expect(statusCall?.path).toBe(`/v2/${req.orderId}/status`);

    expect(await gateway.cancel(req.orderId)).toMatchObject({ orderId: req.orderId, status: 'cancel', statusCode: '200', grossAmount: '24145.00' });
    expect(fake.requestsTo('cancel').at(-1)).toMatchObject({ method: 'POST', path: `/v2/${req.orderId}/cancel` });
    expect((await gateway.status(req.orderId)).status).toBe('cancel');

    const paid = request({ kind: 'bank_transfer', bank: 'bri' });
    await gateway.charge(paid);
    fake.notificationFor(paid.orderId, 'settlement');
    const refused = await gatewayError(gateway.cancel(paid.orderId));
    expect(refused).toMatchObject({ code: 'REJECTED', httpStatus: 412, gatewayStatusCode: '412' });
  });

  it('an expired charge (status_code 407) is a status, not an error', async () => {
    const req = request({ kind: 'qris' });
    await gateway.charge(req);
    fake.notificationFor(req.orderId, 'expire');
    expect(await gateway.status(req.orderId)).toMatchObject({ status: 'expire', statusCode: '407' });
  });

  it('an unknown order id is REJECTED 404', async () => {
    expect(await gatewayError(gateway.status('INV-NOPE-1'))).toMatchObject({ code: 'REJECTED', httpStatus: 404, gatewayStatusCode: '404' });
  });
});

describe('errors', () => {
  it('a wrong server key: 401 from the fake, GatewayError REJECTED, nothing charged', async () => {
    const wrong = createMidtransGateway({ url: fake.url, serverKey: 'SB-Mid-server-wrong', clientKey: fake.clientKey });
    const req = request({ kind: 'bank_transfer', bank: 'bca' });
    const error = await gatewayError(wrong.charge(req));
    expect(error).toMatchObject({ code: 'REJECTED', httpStatus: 401, gatewayStatusCode: '401' });
    expect(error.message).toMatch(/Unknown Merchant server_key/);
    expect(fake.charges.has(req.orderId)).toBe(false);
    expect((await gatewayError(wrong.status(req.orderId))).code).toBe('REJECTED');
  });

  it('a timed-out charge retried with the same order id: one charge on the fake, the same VA number', async () => {
    const quick = createMidtransGateway({ url: fake.url, serverKey: fake.serverKey, clientKey: fake.clientKey, timeoutMs: 200 });
    const req = request({ kind: 'bank_transfer', bank: 'bca' });
    fake.script('charge', { delayMs: 1_000 });
    const timedOut = await gatewayError(quick.charge(req));
    expect(timedOut).toMatchObject({ code: 'TIMEOUT', httpStatus: null });
    expect(fake.charges.get(req.orderId)?.status).toBe('pending'); // it went through all the same

    const retried = await quick.charge(req);
    const chargeCalls = fake.requestsTo('charge').filter((r) => (r.body as { transaction_details: { order_id: string } }).transaction_details.order_id === req.orderId);
    expect(chargeCalls).toHaveLength(2);
    expect([...fake.charges.keys()].filter((id) => id === req.orderId)).toHaveLength(1);
    expect(fake.requestsTo('status').at(-1)?.path).toBe(`/v2/${req.orderId}/status`);
    const charge = fake.charges.get(req.orderId);
    expect(retried).toEqual({
      orderId: req.orderId, transactionId: charge?.transactionId, status: 'pending',
      vaNumber: charge?.vaNumber, bank: 'bca', expiresAt: '2025-03-01T11:00:00.000Z',
    });
  });

  it('a reused order id for another charge (other amount or method) is REJECTED, not passed off as this one', async () => {
    const req = request({ kind: 'bank_transfer', bank: 'bca' });
    await gateway.charge(req);
    expect(await gatewayError(gateway.charge({ ...req, grossAmount: 99_000 }))).toMatchObject({ code: 'REJECTED', gatewayStatusCode: '406' });
    expect(await gatewayError(gateway.charge({ ...req, method: { kind: 'bank_transfer', bank: 'bni' } }))).toMatchObject({ code: 'REJECTED', gatewayStatusCode: '406' });
    expect(await gatewayError(gateway.charge({ ...req, method: { kind: 'qris' } }))).toMatchObject({ code: 'REJECTED', gatewayStatusCode: '406' });
  });

  it('a retried QRIS charge whose QR string the status call lacks is REJECTED (cancel, then a new order id)', async () => {
    const req = request({ kind: 'qris' });
    await gateway.charge(req);
    const error = await gatewayError(gateway.charge(req));
    expect(error).toMatchObject({ code: 'REJECTED', gatewayStatusCode: '406' });
    expect(error.message).toMatch(/qr_string/);
  });

  it('malformed answers are MALFORMED: not JSON, missing VA, another amount, a bad expiry_time, a bad status', async () => {
    const cases: { body: unknown; httpStatus?: number }[] = [
      { body: '<html>Bad gateway page</html>' },
      { body: '["not", "an", "object"]' },
      { body: { status_code: '201', transaction_status: 'pending' } },
    ];
    for (const scripted of cases) {
      fake.script('charge', scripted);
      expect((await gatewayError(gateway.charge(request({ kind: 'bank_transfer', bank: 'bca' })))).code).toBe('MALFORMED');
    }

    const shaped = (req: ChargeRequest, patch: Record<string, unknown>) => ({
      status_code: '201', status_message: 'Success', transaction_id: 'tx-1', order_id: req.orderId, gross_amount: '24145.00',
      payment_type: 'bank_transfer', transaction_status: 'pending', expiry_time: '2025-03-02 17:00:00',
      va_numbers: [{ bank: 'bca', va_number: '12345000001' }], ...patch,
    });
    const patches: Record<string, unknown>[] = [
      { va_numbers: [] },
      { va_numbers: '12345' },
      { va_numbers: [{ bank: 'bni', va_number: '12345000001' }] },
      { gross_amount: '2414500.00' },
      { gross_amount: 24145 },
      { gross_amount: '24145.50' },
      { order_id: 'INV-SOMEONE-ELSE' },
      { expiry_time: '2025-03-02T17:00:00Z' },
      { expiry_time: '2025-02-30 17:00:00' },
      { transaction_status: 'teleported' },
      { transaction_id: null },
      { payment_type: 'qris' },
    ];
    for (const patch of patches) {
      const req = request({ kind: 'bank_transfer', bank: 'bca' });
      fake.script('charge', { body: shaped(req, patch) });
      const error = await gatewayError(gateway.charge(req));
      expect({ patch, code: error.code }).toEqual({ patch, code: 'MALFORMED' });
    }

    const req = request({ kind: 'echannel' });
    await gateway.charge(req);
    fake.script('status', { body: { status_code: '201', order_id: req.orderId, gross_amount: '24145.00' } });
    expect((await gatewayError(gateway.status(req.orderId))).code).toBe('MALFORMED');
  });

  it('a 5xx or no server at all is UNAVAILABLE', async () => {
    fake.script('charge', { httpStatus: 503, body: '<html>Service Unavailable</html>' });
    expect((await gatewayError(gateway.charge(request({ kind: 'qris' })))).code).toBe('UNAVAILABLE');
    fake.script('charge', { httpStatus: 200, body: { status_code: '505', status_message: 'Unable to create va_number for this transaction' } });
    expect(await gatewayError(gateway.charge(request({ kind: 'bank_transfer', bank: 'bri' })))).toMatchObject({ code: 'UNAVAILABLE', httpStatus: 200, gatewayStatusCode: '505' });

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const nowhere = createMidtransGateway({ url: `http://127.0.0.1:${port}`, serverKey: fake.serverKey, clientKey: fake.clientKey });
    expect((await gatewayError(nowhere.status('INV-1'))).code).toBe('UNAVAILABLE');
  });

  it('a rejection carried only in the body (HTTP 200, status_code 400) still fails', async () => {
    const req = request({ kind: 'bank_transfer', bank: 'bca' });
    fake.script('charge', { httpStatus: 200, body: { status_code: '400', status_message: 'Validation Error' } });
    expect(await gatewayError(gateway.charge(req))).toMatchObject({ code: 'REJECTED', httpStatus: 200, gatewayStatusCode: '400' });
  });
});

describe('notifications', () => {
  it('accepts the signed body; refuses a tampered gross_amount, status_code or signature', async () => {
    const req = request({ kind: 'bank_transfer', bank: 'bca' });
    await gateway.charge(req);
    const body = fake.notificationFor(req.orderId, 'settlement');
    expect(body.gross_amount).toBe('24145.00');
    expect(body.status_code).toBe('200');
    expect(gateway.verifyNotification(body)).toBe(true);
    // Upper-case hex is the same signature.
    expect(gateway.verifyNotification({ ...body, signature_key: body.signature_key.toUpperCase() })).toBe(true);

    expect(gateway.verifyNotification({ ...body, gross_amount: '99999999.00' })).toBe(false);
    expect(gateway.verifyNotification({ ...body, gross_amount: '24145' })).toBe(false); // signed as sent: "24145.00"
    expect(gateway.verifyNotification({ ...body, status_code: '201' })).toBe(false);
    expect(gateway.verifyNotification({ ...body, order_id: `${req.orderId}x` })).toBe(false);
    const flipped = (body.signature_key.startsWith('0') ? '1' : '0') + body.signature_key.slice(1);
    expect(gateway.verifyNotification({ ...body, signature_key: flipped })).toBe(false);
    expect(gateway.verifyNotification({ ...body, signature_key: '' })).toBe(false);
    expect(gateway.verifyNotification({ ...body, signature_key: notificationSignature(body.order_id, body.status_code, body.gross_amount, 'another-key') })).toBe(false);
    // Off the wire: wrong types are refused, not thrown on.
    expect(gateway.verifyNotification({ ...body, gross_amount: 24145 } as unknown as typeof body)).toBe(false);
    expect(gateway.verifyNotification(null as unknown as typeof body)).toBe(false);
  });

  it('gross_amount "24145.00" is verified as sent, never reformatted', () => {
    const signature = notificationSignature('INV-X-1', '200', '24145.00', fake.serverKey);
    const body = { order_id: 'INV-X-1', status_code: '200', gross_amount: '24145.00', signature_key: signature, transaction_status: 'settlement' };
    expect(gateway.verifyNotification(body)).toBe(true);
    expect(gateway.verifyNotification({ ...body, gross_amount: '24145.0' })).toBe(false);
  });

  it('the notification of a pending charge, then of its expiry, both verify with their own status_code', async () => {
    const req = request({ kind: 'qris' });
    await gateway.charge(req);
    const pending = fake.notificationFor(req.orderId, 'pending');
    const expired = fake.notificationFor(req.orderId, 'expire');
    expect([pending.status_code, expired.status_code]).toEqual(['201', '407']);
    expect(gateway.verifyNotification(pending)).toBe(true);
    expect(gateway.verifyNotification(expired)).toBe(true);
    expect(gateway.verifyNotification({ ...expired, signature_key: pending.signature_key })).toBe(false);
  });
});

describe('expiry_time', () => {
  it('WIB "YYYY-MM-DD HH:mm:ss" to ISO UTC, across midnight', () => {
    expect(wibToIso('2025-03-02 03:30:00')).toBe('2025-03-01T20:30:00.000Z');
    expect(wibToIso('2025-01-01 00:00:00')).toBe('2024-12-31T17:00:00.000Z');
    expect(wibToIso('2025-13-01 00:00:00')).toBeNull();
    expect(wibToIso('2025-03-02 24:00:00')).toBeNull();
  });
});
