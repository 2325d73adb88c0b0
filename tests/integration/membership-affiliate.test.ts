// Affiliate partners over HTTP (docs/membership.md): an admin makes a customer a partner (operators
// refused, audited); registration through the partner's code attaches the referral (an unknown
// code and the partner's own code are ignored, registration goes on); a referred customer's order
// delivered through the console credits the partner's wallet ledger once, to the rupiah.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissionAmount, DEFAULT_COMMISSION_PERCENT } from '../../src/domain/membership/index.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { addAddress, addLine, previewAndCheckout, type Shopper } from './fixtures/checkout.ts';
import { charge, expectLedgerConsistent, seedWallet } from './fixtures/payments.ts';
import { auditOf, staffClient, type PaidOrder, type StaffClient } from './fixtures/ops.ts';
import { deliverOrder, registerCustomer } from './fixtures/membership.ts';
import type { Json } from './fixtures/http.ts';

let server: TestServer;
let admin: StaffClient;

beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitPerMinute: 1000 } });
  admin = await staffClient(server, 'admin');
});
afterAll(async () => server?.close());

async function referredBy(id: number): Promise<number | null> {
  return (await server.db.selectFrom('customers').select('referred_by').where('id', '=', id).executeTakeFirstOrThrow()).referred_by;
}

async function makePartner(email: string): Promise<string> {
  const res = await admin.call('POST', '/api/ops/membership/partners', { email, partner: true });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data.referral_code).toMatch(/^[A-Z2-9]{8}$/);
  return res.body.data.referral_code;
}

/** An order of the shopper paid from the wallet; its order lines' ids. */
async function paidOrderOf(shopper: Shopper): Promise<PaidOrder> {
  const address = await addAddress(shopper);
  const code = await addLine(shopper, { name: 'Sepatu Lari', price: 259, quantity: 2, weight: 700 });
  const { placed } = await previewAndCheckout(shopper, { cart_detail_codes: [code], addresses: [{ address_id: address.address_id }] });
  await seedWallet(server.db, shopper.id, placed.total);
  expect((await charge(shopper, { invoice_code: placed.invoice_code, payment_method: 'wallet' })).body.data.status).toBe('paid');
  const rows = await server.db.selectFrom('order_lines').innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select(['order_lines.id']).where('orders.order_code', '=', placed.order_code).orderBy('order_lines.id').execute();
  return { shopper, invoiceCode: placed.invoice_code, orderCode: placed.order_code, total: placed.total, lineIds: rows.map((r) => r.id), cartCodes: [code] };
}

describe('affiliate partners', () => {
  it('only an admin makes a partner; the change is audited; /affiliate is for partners only', async () => {
    const partner = await registerCustomer(server);
    expect((await partner.api('GET', '/api/affiliate')).status).toBe(404);
    const operator = await staffClient(server, 'operator');
    expect((await operator.call('POST', '/api/ops/membership/partners', { email: partner.email, partner: true })).status).toBe(403);
    expect((await admin.call('POST', '/api/ops/membership/partners', { email: 'nobody@example.com', partner: true })).status).toBe(404);
    const code = await makePartner(partner.email);
    expect(await makePartner(partner.email)).toBe(code);
    expect(await auditOf(server.db, 'customer', partner.id)).toEqual([expect.objectContaining({ action: 'make_partner', staff_id: admin.id })]);
    const page = await partner.api('GET', '/api/affiliate');
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ referral_code: code, referral_path: `/?ref=${code}`, commission_percent: DEFAULT_COMMISSION_PERCENT, referred: [], commissions: [], total_commission: 0 });
    expect((await partner.api('GET', '/api/customer/profile')).body.customer.is_affiliate_partner).toBe(true);
  });

  it('attaches a valid referral at registration; an unknown code or a non-partner\'s code is ignored', async () => {
    const partner = await registerCustomer(server);
    const code = await makePartner(partner.email);
    const referred = await registerCustomer(server, { referral: code.toLowerCase() });
    expect(await referredBy(referred.id)).toBe(partner.id);
    const unknown = await registerCustomer(server, { referral: 'ZZZZZZZZ' });
    expect(await referredBy(unknown.id)).toBeNull();
    const garbage = await registerCustomer(server, { referral: '<script>' });
    expect(await referredBy(garbage.id)).toBeNull();
    // A former partner's code no longer refers anyone.
    const former = await registerCustomer(server);
    const formerCode = await makePartner(former.email);
    expect((await admin.call('POST', '/api/ops/membership/partners', { email: former.email, partner: false })).body.data.is_affiliate_partner).toBe(false);
    expect(await referredBy((await registerCustomer(server, { referral: formerCode })).id)).toBeNull();
    const page = await partner.api('GET', '/api/affiliate');
    expect(page.body.data.referred).toEqual([expect.objectContaining({ name: 'Sari W.', orders_delivered: 0 })]);
  });

  it('ignores self-referral', async () => {
    const partner = await registerCustomer(server);
    const code = await makePartner(partner.email);
    const { attachReferral } = await import('../../server/modules/membership/affiliate.ts');
    expect(await attachReferral(server.db, partner.id, code)).toBeNull();
    expect(await referredBy(partner.id)).toBeNull();
  });

  it('credits the commission once, when the order completes, to the rupiah, into the partner\'s wallet ledger', async () => {
    const partner = await registerCustomer(server);
    const code = await makePartner(partner.email);
    const buyer = await registerCustomer(server, { referral: code });
    const order = await paidOrderOf(buyer);
    const lines = await server.db.selectFrom('order_lines').select('breakdown').where('id', 'in', order.lineIds).execute();
    const goods = lines.reduce((sum, l) => sum + Number(l.breakdown.goods_value), 0);
    const expected = commissionAmount(goods, DEFAULT_COMMISSION_PERCENT);
    expect(expected).toBeGreaterThan(0);

    const delivered = await deliverOrder(admin, order);
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    // Delivered is not completed: nothing yet (docs/orders.md "Completion").
    expect(await server.db.selectFrom('wallet_entries').selectAll().where('customer_id', '=', partner.id).execute()).toEqual([]);
    const received = await buyer.api('POST', `/api/cart/history/${order.orderCode}/received`, undefined, { 'idempotency-key': 'r-1' });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect((await buyer.api('POST', `/api/cart/history/${order.orderCode}/received`, undefined, { 'idempotency-key': 'r-2' })).status).toBe(200);
    const entries = await server.db.selectFrom('wallet_entries').selectAll().where('customer_id', '=', partner.id).execute();
    expect(entries).toEqual([expect.objectContaining({ kind: 'commission', note: `commission:${order.orderCode}` })]);
    expect(Number(entries[0]?.amount)).toBe(expected);
    expect(await expectLedgerConsistent(server.db, partner.id)).toBe(expected);

    // Confirmed twice, delivered again (refused by the state machine): the commission stays single.
    expect((await admin.call('POST', `/api/ops/parcels/${(await server.db.selectFrom('parcels').select('parcel_code').where('customer_id', '=', buyer.id).executeTakeFirstOrThrow()).parcel_code}/delivered`, {})).status).toBe(409);
    const { creditCommission } = await import('../../server/modules/membership/affiliate.ts');
    const orderRow = await server.db.selectFrom('orders').select(['id', 'status']).where('order_code', '=', order.orderCode).executeTakeFirstOrThrow();
    expect(orderRow.status).toBe('delivered');
    expect(await server.db.transaction().execute((trx) => creditCommission(trx, orderRow.id, new Date()))).toBeNull();
    expect(await expectLedgerConsistent(server.db, partner.id)).toBe(expected);

    const page = (await partner.api('GET', '/api/affiliate')).body.data as Json;
    expect(page.commissions).toEqual([expect.objectContaining({ order_code: order.orderCode, base: goods, amount: expected, percent: DEFAULT_COMMISSION_PERCENT })]);
    expect(page.total_commission).toBe(expected);
    expect(page.referred[0].orders_delivered).toBe(1);
    const wallet = await partner.api('GET', '/api/wallet');
    expect(wallet.body.data.balance ?? wallet.body.data.wallet).toBe(expected);
  });

  it('an order of a customer nobody referred credits nobody', async () => {
    const buyer = await registerCustomer(server);
    const order = await paidOrderOf(buyer);
    expect((await deliverOrder(admin, order)).status).toBe(200);
    expect((await buyer.api('POST', `/api/cart/history/${order.orderCode}/received`, undefined, { 'idempotency-key': 'r-3' })).status).toBe(200);
    expect(await server.db.selectFrom('affiliate_commissions').select('id').where('customer_id', '=', buyer.id).execute()).toEqual([]);
  });
});
