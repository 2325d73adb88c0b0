// Paying an invoice over HTTP on the real server (docs/payments.md): a VA charge and its
// settlement through the embedded gateway's simulator, the notification's defences (forged,
// replayed, unknown, wrong amount), idempotent and racing charges, the wallet (full, partial,
// racing for one balance), a late payment for an expired invoice, and the expiry sweep.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { jsonClient, type Json } from './fixtures/http.ts';
import { cartCodes, insertVoucher, newShopper } from './fixtures/checkout.ts';
import { charge, expectLedgerConsistent, invoiceRow, paymentsOf, seedWallet, shopperWithInvoice, embeddedCardToken } from './fixtures/payments.ts';
import { embeddedServerKey } from '../../server/modules/payments/embedded-gateway.ts';
import { notificationSignature } from '../../server/modules/payments/signature.ts';

let server: TestServer;
let key: string;

beforeAll(async () => {
  server = await startTestServer();
  key = embeddedServerKey(server.config.appSecret);
});
afterAll(async () => server?.close());

const api = () => jsonClient(server.baseUrl);

function signed(body: { order_id: string; status_code: string; gross_amount: string; transaction_status: string; fraud_status?: string }, serverKey = key) {
  return { ...body, signature_key: notificationSignature(body.order_id, body.status_code, body.gross_amount, serverKey) };
}

function notify(body: Json) {
  return api()('POST', '/api/payment/notification', { body });
}

async function notificationRows(orderId: string) {
  return server.db.selectFrom('payment_notifications').select(['outcome', 'raw_body']).where('order_id', '=', orderId).orderBy('id').execute();
}

async function paidEvents(invoiceCode: string): Promise<number> {
  const row = await server.db.selectFrom('order_events').innerJoin('orders', 'orders.id', 'order_events.order_id').innerJoin('invoices', 'invoices.id', 'orders.invoice_id')
    .select((eb) => eb.fn.countAll<string>().as('n')).where('invoices.invoice_code', '=', invoiceCode).where('order_events.status', '=', 'paid').executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('a BCA virtual account, paid on the simulator', () => {
  it('answers the VA number, then the settlement pays the invoice, its orders and shipments', async () => {
    const inv = await shopperWithInvoice(server.baseUrl, server.db);
    const res = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'bca_va' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      invoice_code: inv.code, status: 'pending', amount: inv.total, wallet_used: 0, amount_due: inv.total,
      payment: { method: 'bca_va', method_name: 'BCA Virtual Account', order_id: `${inv.code}-1`, bank: 'bca', status: 'pending', amount: inv.total, qr_string: null },
    });
    expect(res.body.data.payment.va_number).toMatch(/^11223\d{11}$/);
    const detail = await inv.shopper.api('GET', `/api/invoices/${inv.code}`);
    expect(detail.body.data.payment_instructions).toEqual(res.body.data.payment);
    expect(detail.body.data.paid_at).toBeNull();

    const page = await fetch(`${server.baseUrl}/dev/pay`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(res.body.data.payment.va_number);
    expect(html).toContain('Bayar');
    expect(html).toContain('Kedaluwarsa');

    const settle = await api()('POST', `/api/dev/pay/${res.body.data.payment.order_id}/settle`);
    expect(settle.status, JSON.stringify(settle.body)).toBe(200);
    expect(settle.body.data.outcome).toBe('paid');

    const status = await inv.shopper.api('GET', `/api/payment/status/${inv.code}`);
    expect(status.body.data).toMatchObject({ status: 'paid', amount_due: 0 });
    expect(status.body.data.paid_at).toEqual(expect.any(String));
    const after = await inv.shopper.api('GET', `/api/invoices/${inv.code}`);
    expect(after.body.data).toMatchObject({ status: 'paid', payment_instructions: { status: 'paid', va_number: res.body.data.payment.va_number } });
    expect(after.body.data.paid_at).toEqual(status.body.data.paid_at);
    for (const order of after.body.data.orders) {
      expect(order.status).toBe('paid');
      expect(order.timeline.map((e: Json) => e.status)).toEqual(['awaiting_payment', 'paid']);
      for (const s of order.shipments) expect(s.status).toBe('paid');
    }
    expect(await notificationRows(res.body.data.payment.order_id)).toEqual([expect.objectContaining({ outcome: 'paid' })]);
  });

  it('a Mandiri bill and a QRIS charge carry their own instructions; another method cancels the open charge first', async () => {
    const inv = await shopperWithInvoice(server.baseUrl, server.db);
    const bill = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'mandiri_bill' });
    expect(bill.status).toBe(200);
    expect(bill.body.data.payment).toMatchObject({ biller_code: '70012', bill_key: expect.stringMatching(/^\d{12}$/), va_number: null });
    const qr = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'qris' });
    expect(qr.status).toBe(200);
    expect(qr.body.data.payment.qr_string).toMatch(/^000201010212.*6304[0-9A-F]{4}$/);
    const minutes = (Date.parse(qr.body.data.payment.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect((await paymentsOf(server.db, inv.code)).map((p) => [p.order_id, p.status])).toEqual([[`${inv.code}-1`, 'cancelled'], [`${inv.code}-2`, 'pending']]);
    // A method no gateway charges (OVO is not one of payment-groups' codes): refused, the open charge kept.
    const ovo = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'ovo' });
    expect(ovo.status).toBe(422);
    expect(ovo.body.error.reason).toBe('PAYMENT_METHOD_UNAVAILABLE');
    expect((await paymentsOf(server.db, inv.code)).map((p) => p.status)).toEqual(['cancelled', 'pending']);
  });
});

describe('the notification', () => {
  it('a forged signature answers 403 and changes nothing', async () => {
    const inv = await shopperWithInvoice(server.baseUrl, server.db);
    const res = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'bni_va' });
    const orderId = res.body.data.payment.order_id;
    const forged = signed({ order_id: orderId, status_code: '200', gross_amount: `${inv.total}.00`, transaction_status: 'settlement' }, 'not-the-server-key');
    const r = await notify(forged);
    expect(r.status).toBe(403);
    expect(r.body.error.reason).toBe('BAD_SIGNATURE');
    const tampered = { ...signed({ order_id: orderId, status_code: '201', gross_amount: `${inv.total}.00`, transaction_status: 'pending' }), transaction_status: 'settlement', status_code: '200' };
    expect((await notify(tampered)).status).toBe(403);
    expect((await invoiceRow(server.db, inv.code)).status).toBe('pending');
    expect((await paymentsOf(server.db, inv.code))[0]?.status).toBe('pending');
    expect(await notificationRows(orderId)).toEqual([]);
  });

  it('a replayed notification is one state change', async () => {
    const inv = await shopperWithInvoice(server.baseUrl, server.db);
    const res = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'bri_va' });
    const body = signed({ order_id: res.body.data.payment.order_id, status_code: '200', gross_amount: `${inv.total}.00`, transaction_status: 'settlement' });
    const answers = await Promise.all([notify(body), notify(body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.data.outcome).sort()).toEqual(['duplicate', 'paid']);
    expect((await notify(body)).body.data.outcome).toBe('duplicate');
    expect(await paidEvents(inv.code)).toBe(1 + (await server.db.selectFrom('order_shipments').innerJoin('orders', 'orders.id', 'order_shipments.order_id')
      .select((eb) => eb.fn.countAll<string>().as('n')).where('orders.order_code', '=', inv.orderCode).executeTakeFirstOrThrow().then((r) => Number(r.n))));
    expect((await invoiceRow(server.db, inv.code)).status).toBe('paid');
    // An out-of-order pending after paid is recorded and ignored.
    const late = await notify(signed({ order_id: res.body.data.payment.order_id, status_code: '201', gross_amount: `${inv.total}.00`, transaction_status: 'pending' }));
    expect(late.body.data.outcome).toBe('ignored');
    expect((await invoiceRow(server.db, inv.code)).status).toBe('paid');
  });

  it('an unknown order answers 404; a wrong amount 422 AMOUNT_MISMATCH, logged, nothing paid', async () => {
    const unknown = await notify(signed({ order_id: 'INV-19990101-AAAAAA-1', status_code: '200', gross_amount: '1000.00', transaction_status: 'settlement' }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.reason).toBe('PAYMENT_NOT_FOUND');
    expect(await notificationRows('INV-19990101-AAAAAA-1')).toEqual([expect.objectContaining({ outcome: 'unknown_order' })]);

    const inv = await shopperWithInvoice(server.baseUrl, server.db);
    const res = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'permata_va' });
    const orderId = res.body.data.payment.order_id;
    const body = signed({ order_id: orderId, status_code: '200', gross_amount: `${inv.total - 1}.00`, transaction_status: 'settlement' });
    const r = await notify(body);
    expect(r.status).toBe(422);
    expect(r.body.error.reason).toBe('AMOUNT_MISMATCH');
    const rows = await notificationRows(orderId);
    expect(rows).toEqual([expect.objectContaining({ outcome: 'amount_mismatch' })]);
    expect(JSON.parse(rows[0]?.raw_body ?? '{}').gross_amount).toBe(`${inv.total - 1}.00`);
    expect((await invoiceRow(server.db, inv.code)).status).toBe('pending');
    // The exact amount as the gateway writes it ("24145.00") is accepted.
    expect((await notify(signed({ order_id: orderId, status_code: '200', gross_amount: `${inv.total}.00`, transaction_status: 'settlement' }))).status).toBe(200);
  });

  it('capture with fraud_status challenge stays pending; accept pays', async () => {
    const inv = await shopperWithInvoice(server.baseUrl, server.db);
    const res = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'credit_card', card_token: await embeddedCardToken(server.baseUrl) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const orderId = res.body.data.payment.order_id;
    const base = { order_id: orderId, status_code: '200', gross_amount: `${inv.total}.00`, transaction_status: 'capture' };
    expect((await notify(signed({ ...base, fraud_status: 'challenge' }))).body.data.outcome).toBe('duplicate');
    expect((await invoiceRow(server.db, inv.code)).status).toBe('pending');
    expect((await notify(signed({ ...base, fraud_status: 'accept' }))).body.data.outcome).toBe('paid');
    expect((await invoiceRow(server.db, inv.code)).status).toBe('paid');
  });
});

describe('charges: idempotency and two tabs', () => {
  it('the same Idempotency-Key twice is one payment', async () => {
    const inv = await shopperWithInvoice(server.baseUrl, server.db);
    const k = randomUUID();
    const first = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'bca_va' }, k);
    const again = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'bca_va' }, k);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await paymentsOf(server.db, inv.code)).toHaveLength(1);
    const missing = await inv.shopper.api('POST', '/api/payment/charge', { invoice_code: inv.code, payment_method: 'bca_va' });
    expect(missing.status).toBe(422);
    expect(missing.body.error.reason).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('two tabs with the same method share one charge; with different methods the last one wins and one charge stays open', async () => {
    const inv = await shopperWithInvoice(server.baseUrl, server.db);
    const same = await Promise.all([
      charge(inv.shopper, { invoice_code: inv.code, payment_method: 'bca_va' }),
      charge(inv.shopper, { invoice_code: inv.code, payment_method: 'bca_va' }),
    ]);
    expect(same.map((r) => r.status)).toEqual([200, 200]);
    expect(same[0]?.body.data.payment.va_number).toBe(same[1]?.body.data.payment.va_number);
    expect(await paymentsOf(server.db, inv.code)).toHaveLength(1);

    const other = await Promise.all([
      charge(inv.shopper, { invoice_code: inv.code, payment_method: 'bni_va' }),
      charge(inv.shopper, { invoice_code: inv.code, payment_method: 'qris' }),
    ]);
    expect(other.map((r) => r.status)).toEqual([200, 200]);
    const rows = await paymentsOf(server.db, inv.code);
    expect(rows.filter((p) => p.status === 'pending')).toHaveLength(1);
    expect(rows.filter((p) => p.status === 'cancelled')).toHaveLength(2);
    const open = rows.find((p) => p.status === 'pending');
    const status = await inv.shopper.api('GET', `/api/invoices/${inv.code}`);
    expect(status.body.data.payment_instructions.order_id).toBe(open?.order_id);
  });

  it('someone else\'s invoice is 404; a paid one is 409', async () => {
    const inv = await shopperWithInvoice(server.baseUrl, server.db);
    const stranger = await newShopper(server.baseUrl, server.db);
    const r = await charge(stranger, { invoice_code: inv.code, payment_method: 'bca_va' });
    expect(r.status).toBe(404);
    await seedWallet(server.db, inv.shopper.id, inv.total);
    expect((await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'wallet' })).status).toBe(200);
    const again = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'bca_va' });
    expect(again.status).toBe(409);
    expect(again.body.error.reason).toBe('INVOICE_NOT_PENDING');
  });
});

describe('the wallet', () => {
  it('pays an invoice fully from the wallet', async () => {
    const inv = await shopperWithInvoice(server.baseUrl, server.db);
    await seedWallet(server.db, inv.shopper.id, inv.total + 5_000);
    const res = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'wallet' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'paid', wallet_used: inv.total, amount_due: 0, payment: null });
    const wallet = await inv.shopper.api('GET', '/api/wallet');
    expect(wallet.body.data.balance).toBe(5_000);
    expect(wallet.body.data.entries.map((e: Json) => [e.kind, e.amount, e.invoice_code])).toEqual([['payment', -inv.total, inv.code], ['adjustment', inv.total + 5_000, null]]);
    expect(await expectLedgerConsistent(server.db, inv.shopper.id)).toBe(5_000);
    const profile = await server.db.selectFrom('customers').select('wallet_balance').where('id', '=', inv.shopper.id).executeTakeFirstOrThrow();
    expect(Number(profile.wallet_balance)).toBe(5_000);
    const detail = await inv.shopper.api('GET', `/api/invoices/${inv.code}`);
    expect(detail.body.data.orders[0].status).toBe('paid');
  });

  it('pays partly from the wallet and the rest by VA', async () => {
    const inv = await shopperWithInvoice(server.baseUrl, server.db);
    await seedWallet(server.db, inv.shopper.id, 100_000);
    const res = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'bca_va', use_wallet: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'pending', wallet_used: 100_000, amount_due: inv.total - 100_000, payment: { amount: inv.total - 100_000 } });
    expect(await expectLedgerConsistent(server.db, inv.shopper.id)).toBe(0);
    // The invoice page reads the same split.
    const detail = (await inv.shopper.api('GET', `/api/invoices/${inv.code}`)).body.data;
    expect(detail).toMatchObject({ wallet_used: 100_000, amount_due: inv.total - 100_000, payment_instructions: { amount: inv.total - 100_000 } });
    const short = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'wallet' });
    expect(short.status).toBe(422);
    expect(short.body.error.reason).toBe('INSUFFICIENT_BALANCE');
    const settle = await api()('POST', `/api/dev/pay/${res.body.data.payment.order_id}/settle`);
    expect(settle.status).toBe(200);
    expect((await invoiceRow(server.db, inv.code)).status).toBe('paid');
  });

  it('two wallet payments of two invoices racing for one balance: one wins, never below zero', async () => {
    const a = await shopperWithInvoice(server.baseUrl, server.db);
    const b = await shopperWithInvoice(server.baseUrl, server.db, {}, a.shopper);
    await seedWallet(server.db, a.shopper.id, Math.max(a.total, b.total) + 1);
    const results = await Promise.all([
      charge(a.shopper, { invoice_code: a.code, payment_method: 'wallet' }),
      charge(a.shopper, { invoice_code: b.code, payment_method: 'wallet' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    const balance = await expectLedgerConsistent(server.db, a.shopper.id);
    expect(balance).toBeGreaterThanOrEqual(0);
    const statuses = await Promise.all([invoiceRow(server.db, a.code), invoiceRow(server.db, b.code)]);
    expect(statuses.map((i) => i.status).sort()).toEqual(['paid', 'pending']);

    // Partial wallet use on both at once: the balance is split, never spent twice.
    const c = await shopperWithInvoice(server.baseUrl, server.db);
    const d = await shopperWithInvoice(server.baseUrl, server.db, {}, c.shopper);
    await seedWallet(server.db, c.shopper.id, 150_000);
    const both = await Promise.all([
      charge(c.shopper, { invoice_code: c.code, payment_method: 'bca_va', use_wallet: true }),
      charge(c.shopper, { invoice_code: d.code, payment_method: 'bca_va', use_wallet: true }),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.data.wallet_used).sort((x: number, y: number) => x - y)).toEqual([0, 150_000]);
    expect(await expectLedgerConsistent(server.db, c.shopper.id)).toBe(0);
  });
});

describe('expiry', () => {
  it('a late paid notification for an expired invoice is recorded and refunded to the wallet', async () => {
    const inv = await shopperWithInvoice(server.baseUrl, server.db);
    const res = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'bca_va' });
    await server.db.updateTable('invoices').set({ due_date: new Date(Date.now() - 60_000) }).where('invoice_code', '=', inv.code).execute();
    expect(await server.app.payments.sweep()).toContain(inv.code);
    expect((await paymentsOf(server.db, inv.code))[0]?.status).toBe('expired');

    const late = await notify(signed({ order_id: res.body.data.payment.order_id, status_code: '200', gross_amount: `${inv.total}.00`, transaction_status: 'settlement' }));
    expect(late.status).toBe(200);
    expect(late.body.data.outcome).toBe('credited_to_wallet');
    expect((await invoiceRow(server.db, inv.code)).status).toBe('expired');
    const wallet = await inv.shopper.api('GET', '/api/wallet');
    expect(wallet.body.data.balance).toBe(inv.total);
    expect(wallet.body.data.entries[0]).toMatchObject({ kind: 'refund', amount: inv.total, invoice_code: inv.code });
    // Replayed: credited once.
    expect((await notify(signed({ order_id: res.body.data.payment.order_id, status_code: '200', gross_amount: `${inv.total}.00`, transaction_status: 'settlement' }))).body.data.outcome).toBe('duplicate');
    expect(await expectLedgerConsistent(server.db, inv.shopper.id)).toBe(inv.total);
  });

  it('the sweep expires an overdue invoice: orders expired, wallet returned, voucher use returned, cart lines back', async () => {
    const voucherCode = `PAY${randomUUID().slice(0, 6).toUpperCase()}`;
    const voucherId = await insertVoucher(server.db, { code: voucherCode, kind: 'fixed', value: 10_000, usage_limit: 3 });
    const inv = await shopperWithInvoice(server.baseUrl, server.db, { voucher_code: voucherCode });
    expect((await server.db.selectFrom('vouchers').select('used_count').where('id', '=', voucherId).executeTakeFirstOrThrow()).used_count).toBe(1);
    await seedWallet(server.db, inv.shopper.id, 50_000);
    const res = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'qris', use_wallet: true });
    expect(res.body.data.wallet_used).toBe(50_000);
    expect(await cartCodes(inv.shopper)).toEqual([]);

    // Not yet due: nothing happens.
    expect(await server.app.payments.sweep()).not.toContain(inv.code);
    const due = new Date(Date.now() + 25 * 3600_000);
    expect(await server.app.payments.sweep(due)).toContain(inv.code);
    expect(await server.app.payments.sweep(due)).not.toContain(inv.code);

    expect((await invoiceRow(server.db, inv.code)).status).toBe('expired');
    expect((await paymentsOf(server.db, inv.code)).map((p) => p.status)).toEqual(['expired']);
    const detail = await inv.shopper.api('GET', `/api/invoices/${inv.code}`);
    expect(detail.body.data.status).toBe('expired');
    expect(detail.body.data.orders[0].status).toBe('expired');
    expect(detail.body.data.orders[0].shipments[0].status).toBe('expired');
    expect(await expectLedgerConsistent(server.db, inv.shopper.id)).toBe(50_000);
    expect(await server.db.selectFrom('voucher_uses').select('id').where('voucher_id', '=', voucherId).execute()).toEqual([]);
    expect((await server.db.selectFrom('vouchers').select('used_count').where('id', '=', voucherId).executeTakeFirstOrThrow()).used_count).toBe(0);
    const cart = await inv.shopper.api('GET', '/api/cart-detail/list');
    expect(cart.body.data.map((l: Json) => [l.name, l.quantity])).toEqual([[inv.lineNames[0], 2]]);
  });
});
