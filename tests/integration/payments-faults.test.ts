// Gateway faults (docs/payments.md): a charge that times out is retried with the same order id
// and makes one payment; a notification sent while the charge's transaction has not committed yet
// is answered 404 (PostgreSQL) so the gateway retries, and is never lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { charge, paymentsOf, shopperWithInvoice } from './fixtures/payments.ts';
import type { ChargeRequest, PaymentGateway } from '../../server/modules/payments/gateway.ts';
import { embeddedCharge, embeddedServerKey } from '../../server/modules/payments/embedded-gateway.ts';
import { GatewayError } from '../../server/modules/payments/midtrans-gateway.ts';
import { isValidNotificationSignature, notificationSignature } from '../../server/modules/payments/signature.ts';

const SECRET = 'faults-secret';
const serverKey = embeddedServerKey(SECRET);
let server: TestServer;
let mode: 'normal' | 'timeout-once' | 'always-timeout' | 'notify-early' = 'normal';
const calls: string[] = [];
let early: Promise<{ status: number; body: unknown }> | null = null;

/** The embedded gateway's answers, with faults on demand. */
const gateway: PaymentGateway = {
  name: 'embedded',
  methods: ['bank_transfer', 'echannel', 'qris'],
  async charge(request: ChargeRequest) {
    calls.push(request.orderId);
    if (mode === 'always-timeout' || (mode === 'timeout-once' && calls.filter((c) => c === request.orderId).length === 1)) {
      throw new GatewayError('TIMEOUT', 'no answer within the deadline');
    }
    if (mode === 'notify-early') {
      // The gateway notifies before the merchant's charge transaction has committed.
      const gross = `${request.grossAmount}.00`;
      const body = { order_id: request.orderId, status_code: '200', gross_amount: gross, transaction_status: 'settlement', signature_key: notificationSignature(request.orderId, '200', gross, serverKey) };
      early = fetch(`${server.baseUrl}/api/payment/notification`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
        .then(async (r) => ({ status: r.status, body: await r.json() as unknown }));
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    return embeddedCharge(request, new Date());
  },
  async status(orderId) { return { orderId, status: 'pending', grossAmount: '0.00', statusCode: '201' }; },
  async cancel(orderId) { return { orderId, status: 'cancel', grossAmount: '0.00', statusCode: '200' }; },
  verifyNotification: (body) => isValidNotificationSignature(body, serverKey),
};

beforeAll(async () => {
  server = await startTestServer({ config: { appSecret: SECRET }, ports: { paymentGateway: gateway } });
});
afterAll(async () => server?.close());

describe('gateway faults', () => {
  it('a timed-out charge is retried with the same order id: one payment', async () => {
    const inv = await shopperWithInvoice(server.baseUrl, server.db);
    mode = 'timeout-once';
    calls.length = 0;
    const res = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'bca_va' });
    mode = 'normal';
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(calls).toEqual([`${inv.code}-1`, `${inv.code}-1`]);
    expect((await paymentsOf(server.db, inv.code)).map((p) => [p.order_id, p.status])).toEqual([[`${inv.code}-1`, 'pending']]);
  });

  it('a gateway that never answers: 504, nothing written, the next try uses the same order id', async () => {
    const inv = await shopperWithInvoice(server.baseUrl, server.db);
    mode = 'always-timeout';
    calls.length = 0;
    const res = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'bca_va' });
    mode = 'normal';
    expect(res.status).toBe(504);
    expect(res.body.error.reason).toBe('PAYMENT_GATEWAY_TIMEOUT');
    expect(new Set(calls)).toEqual(new Set([`${inv.code}-1`]));
    expect(await paymentsOf(server.db, inv.code)).toEqual([]);
    const retry = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'bca_va' });
    expect(retry.status).toBe(200);
    expect(retry.body.data.payment.order_id).toBe(`${inv.code}-1`);
  });

  it('a notification before the charge committed is not lost (404 then the gateway\'s retry pays)', async () => {
    const inv = await shopperWithInvoice(server.baseUrl, server.db);
    mode = 'notify-early';
    early = null;
    const res = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'bca_va' });
    mode = 'normal';
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const first = await (early as unknown as Promise<{ status: number; body: unknown }>);
    // PostgreSQL: the row is not visible yet -> 404, the gateway retries. PGlite runs one
    // transaction at a time, so the notification waits for the commit and finds it.
    expect([200, 404]).toContain(first.status);
    if (first.status === 404) {
      const gross = `${inv.total}.00`;
      const orderId = res.body.data.payment.order_id;
      const retry = await fetch(`${server.baseUrl}/api/payment/notification`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: orderId, status_code: '200', gross_amount: gross, transaction_status: 'settlement', signature_key: notificationSignature(orderId, '200', gross, serverKey) }),
      });
      expect(retry.status).toBe(200);
    }
    const invoice = await server.db.selectFrom('invoices').select('status').where('invoice_code', '=', inv.code).executeTakeFirstOrThrow();
    expect(invoice.status).toBe('paid');
  });
});
