// Membership over HTTP (docs/membership.md): the premium price and invoice, paid on the simulator
// (the customer becomes premium once, whatever is replayed) and the lower transaction fee it
// brings in tax-calculator and the checkout preview; reseller and agent applications, their
// duplicates, their owner, and the admin's decision in the console (operators refused, audited).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRules } from '../../src/domain/pricing/index.ts';
import { transactionFeeBeforeMinimum } from '../../src/domain/pricing/fees.ts';
import { notificationSignature } from '../../server/modules/payments/signature.ts';
import { embeddedServerKey } from '../../server/modules/payments/embedded-gateway.ts';
import { loadPricingContext } from '../../server/modules/catalog/rates.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { addAddress, addLine, newShopper, preview, type Shopper } from './fixtures/checkout.ts';
import { jsonClient, type Json } from './fixtures/http.ts';
import { charge, expectLedgerConsistent, seedWallet } from './fixtures/payments.ts';
import { auditOf, staffClient, type StaffClient } from './fixtures/ops.ts';
import { membershipOf, payOnSimulator } from './fixtures/membership.ts';

let server: TestServer;
let admin: StaffClient;
const DAY = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  admin = await staffClient(server, 'admin');
});
afterAll(async () => server?.close());

async function premiumInvoice(shopper: Shopper, key = randomUUID()): Promise<Json> {
  const res = await shopper.api('POST', '/api/customer/upgrade-premium', undefined, { 'idempotency-key': key });
  expect([200, 201]).toContain(res.status);
  return res.body.data;
}

async function premiumUntil(id: number): Promise<number> {
  const row = await server.db.selectFrom('customers').select('premium_until').where('id', '=', id).executeTakeFirstOrThrow();
  return row.premium_until ? new Date(row.premium_until).getTime() : 0;
}

describe('premium', () => {
  it('answers the price and what premium changes', async () => {
    const shopper = await newShopper(server.baseUrl, server.db);
    const res = await shopper.api('GET', '/api/customer/upgrade-premium-price');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ price: 99_000, period_days: 365, transaction_price: 3, transaction_price_premium: 1.5, is_premium: false, premium_until: null });
    expect((await jsonClient(server.baseUrl)('GET', '/api/customer/upgrade-premium-price')).status).toBe(401);
  });

  it('paid on the simulator makes the customer premium once, and lowers the transaction fee by the domain\'s amount', async () => {
    const shopper = await newShopper(server.baseUrl, server.db);
    const address = await addAddress(shopper);
    const code = await addLine(shopper, { name: 'Jaket Kulit', price: 2000, quantity: 1, weight: 900 });
    const before = await shopper.api('POST', '/api/cart-detail/tax-calculator', { cart_detail_codes: [code] });
    expect((await shopper.api('GET', '/api/cart/pricing-account')).body.data.premium).toBe(false);

    const noKey = await shopper.api('POST', '/api/customer/upgrade-premium');
    expect(noKey.status).toBe(422);
    const invoice = await premiumInvoice(shopper);
    expect(invoice).toMatchObject({ total: 99_000, created: true });
    // A second tap while it is open: the same invoice.
    expect((await premiumInvoice(shopper)).invoice_code).toBe(invoice.invoice_code);

    const paidAt = Date.now();
    const orderId = await payOnSimulator(server, shopper, invoice.invoice_code);
    const status = await membershipOf(shopper);
    expect(status.is_premium).toBe(true);
    const until = await premiumUntil(shopper.id);
    expect(until).toBeGreaterThanOrEqual(paidAt + 365 * DAY - 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 365 * DAY);

    // The gateway sends the settlement again: no second period.
    const key = embeddedServerKey(server.config.appSecret);
    const body = { order_id: orderId, status_code: '200', gross_amount: '99000.00', transaction_status: 'settlement' };
    const replay = await jsonClient(server.baseUrl)('POST', '/api/payment/notification', { body: { ...body, signature_key: notificationSignature(body.order_id, body.status_code, body.gross_amount, key) } });
    expect(replay.status).toBe(200);
    // A forged one is refused.
    const forged = await jsonClient(server.baseUrl)('POST', '/api/payment/notification', { body: { ...body, signature_key: notificationSignature(body.order_id, body.status_code, body.gross_amount, 'wrong') } });
    expect(forged.status).toBe(403);
    // Paying the paid invoice again is refused.
    expect((await charge(shopper, { invoice_code: invoice.invoice_code, payment_method: 'wallet' })).status).toBe(409);
    expect(await premiumUntil(shopper.id)).toBe(until);
    expect(await server.db.selectFrom('premium_grants').select('id').where('customer_id', '=', shopper.id).execute()).toHaveLength(1);

    // The fee: the premium percent on the subtotal, computed by the domain.
    const rules = withRules((await loadPricingContext(server.db)).rules);
    const after = await shopper.api('POST', '/api/cart-detail/tax-calculator', { cart_detail_codes: [code] });
    const line = after.body.data.lines[0];
    expect(before.body.data.lines[0].transaction_fee).toBe(transactionFeeBeforeMinimum(line.subtotal, line.freight, rules, false));
    expect(line.transaction_fee).toBe(transactionFeeBeforeMinimum(line.subtotal, line.freight, rules, true));
    expect(line.transaction_fee).toBeLessThan(before.body.data.lines[0].transaction_fee);
    expect(after.body.data.total).toBe(before.body.data.total - (before.body.data.lines[0].transaction_fee - line.transaction_fee));
    expect((await shopper.api('GET', '/api/cart/pricing-account')).body.data.premium).toBe(true);
    const checkoutPreview = await preview(shopper, { cart_detail_codes: [code], addresses: [{ address_id: address.address_id }] });
    expect(checkoutPreview.body.data.premium).toBe(true);
    expect(checkoutPreview.body.data.totals.transaction_fee).toBe(line.transaction_fee);
  });

  it('a second paid invoice (from the wallet) adds one period to the current end', async () => {
    const shopper = await newShopper(server.baseUrl, server.db);
    await seedWallet(server.db, shopper.id, 250_000);
    const first = await premiumInvoice(shopper);
    expect((await charge(shopper, { invoice_code: first.invoice_code, payment_method: 'wallet' })).body.data.status).toBe('paid');
    const once = await premiumUntil(shopper.id);
    const second = await premiumInvoice(shopper);
    expect(second.invoice_code).not.toBe(first.invoice_code);
    expect((await charge(shopper, { invoice_code: second.invoice_code, payment_method: 'wallet' })).body.data.status).toBe('paid');
    expect(await premiumUntil(shopper.id)).toBe(once + 365 * DAY);
    expect(await expectLedgerConsistent(server.db, shopper.id)).toBe(250_000 - 2 * 99_000);
  });
});

const reseller = { store_name: 'Toko Sari Jaya', city: 'Bandung', whatsapp: '0812-3456-7890', sales_channel: 'instagram', monthly_orders: 40, social_url: 'instagram.com/sarijaya' };
const agent = { full_name: 'Sari Wulandari', nik: '3273014101900001', city: 'Bandung', address: 'Jl. Dago No. 12, Coblong', whatsapp: '+62 812 3456 7890', coverage_area: 'Bandung Raya' };

describe('reseller and agent applications', () => {
  it('validates, keeps one pending per kind, shows the owner only, and an admin decides (audited)', async () => {
    const shopper = await newShopper(server.baseUrl, server.db);
    const bad = await shopper.api('POST', '/api/agent-register', { ...agent, nik: '12345' });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toMatchObject({ reason: 'INVALID_FIELD', field: 'body.nik' });
    const badPhone = await shopper.api('POST', '/api/join-reseller', { ...reseller, whatsapp: '12' });
    expect(badPhone.body.error).toMatchObject({ reason: 'INVALID_FIELD', field: 'body.whatsapp' });
    expect((await shopper.api('POST', '/api/join-reseller', { ...reseller, is_approved: true })).status).toBe(422);

    const sent = await shopper.api('POST', '/api/join-reseller', reseller);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.message).toContain('wait for our team to verify');
    expect(sent.body.data).toMatchObject({ kind: 'reseller', status: 'pending', details: { whatsapp: '081234567890', monthly_orders: 40 } });
    const again = await shopper.api('POST', '/api/join-reseller', reseller);
    expect(again.status).toBe(409);
    expect(again.body.error.reason).toBe('APPLICATION_PENDING');
    expect((await shopper.api('POST', '/api/agent-register', agent)).status).toBe(201);

    const id = sent.body.data.application_id;
    expect((await shopper.api('GET', `/api/membership/applications/${id}`)).body.data.status).toBe('pending');
    const other = await newShopper(server.baseUrl, server.db);
    expect((await other.api('GET', `/api/membership/applications/${id}`)).status).toBe(404);

    const operator = await staffClient(server, 'operator');
    expect((await operator.call('GET', '/api/ops/membership/applications')).status).toBe(403);
    expect((await operator.call('POST', `/api/ops/membership/applications/${id}/approve`, {})).status).toBe(403);
    expect((await shopper.api('GET', '/api/ops/membership/applications')).status).toBe(403);

    const queue = await admin.call('GET', '/api/ops/membership/applications');
    expect(queue.body.data.map((a: Json) => a.application_id)).toContain(id);
    const approved = await admin.call('POST', `/api/ops/membership/applications/${id}/approve`, { note: 'Selamat bergabung' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', decision_note: 'Selamat bergabung' });
    const twice = await admin.call('POST', `/api/ops/membership/applications/${id}/reject`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.error.current_state).toBe('approved');
    const rows = await auditOf(server.db, 'application', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'approve_application', staff_id: admin.id, actor_type: 'staff' });

    const status = await membershipOf(shopper);
    expect(status.applications.reseller).toMatchObject({ status: 'approved' });
    expect(status.applications.agent).toMatchObject({ status: 'pending' });
    expect((await shopper.api('POST', '/api/join-reseller', reseller)).body.error.reason).toBe('APPLICATION_APPROVED');

    const agentId = status.applications.agent.application_id;
    expect((await admin.call('POST', `/api/ops/membership/applications/${agentId}/reject`, { note: 'NIK tidak sesuai' })).body.data.status).toBe('rejected');
    // Rejected: the customer may apply again.
    expect((await shopper.api('POST', '/api/agent-register', agent)).status).toBe(201);
  });
});
