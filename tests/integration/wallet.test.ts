// The wallet's money in and out over HTTP (docs/payments.md, "Top-up, bank accounts and
// withdrawals"): a top-up invoice paid on the embedded gateway's simulator, bank accounts, and
// withdrawals (PIN + one-time code, balance, racing, payout outcomes, idempotency), the ledger checked each time.
// The PIN lock and the code's own faults: account-security.test.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { jsonClient, type Json } from './fixtures/http.ts';
import { newShopper, type Shopper } from './fixtures/checkout.ts';
import { charge, expectLedgerConsistent, seedWallet } from './fixtures/payments.ts';
import { PIN, setPin, verifiedOtp } from './fixtures/account.ts';
import { hashPassword } from '../../server/modules/auth/passwords.ts';
import type { PayoutPort, PayoutRequest } from '../../server/modules/payments/payout.ts';

const PASSWORD = 'rahasia-123';

let server: TestServer;
let failing: TestServer;
const sent: PayoutRequest[] = [];
const failingPayout: PayoutPort = {
  async send(request) {
    sent.push(request);
    return { status: 'failed', reference: request.reference };
  },
};

beforeAll(async () => {
  // Every withdrawal asks for a one-time code: above the default 10 a minute of the rate-limited calls.
  server = await startTestServer({ config: { authRateLimitPerMinute: 1000 } });
  failing = await startTestServer({ config: { authRateLimitPerMinute: 1000 }, ports: { payout: failingPayout } });
});
afterAll(async () => {
  await server?.close();
  await failing?.close();
});

const api = () => jsonClient(server.baseUrl);

/** A shopper with a password and a wallet PIN; `db` is its server's (for the one-time codes). */
async function shopperWithPassword(s: TestServer = server): Promise<Shopper & { db: TestServer['db'] }> {
  const shopper = await newShopper(s.baseUrl, s.db);
  await s.db.updateTable('customers').set({ password_hash: await hashPassword(PASSWORD) }).where('id', '=', shopper.id).execute();
  await setPin(shopper.api, PASSWORD);
  return { ...shopper, db: s.db };
}

async function addAccount(shopper: Shopper, body: Json = {}) {
  const res = await shopper.api('POST', '/api/customer/bank-accounts', { bank_code: 'bca', number: '1234567890', owner_name: 'Budi Santoso', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/** A withdrawal with the PIN, after a one-time code verified in the shopper's session (`otp: false`: none). */
async function withdraw(shopper: Shopper & { db: TestServer['db'] }, body: Json, key: string = randomUUID(), otp = true) {
  if (otp) await verifiedOtp(shopper.api, shopper.db, shopper.id);
  return shopper.api('POST', '/api/wallet/withdraw', { pin: PIN, ...body }, { 'idempotency-key': key });
}

async function balanceOf(shopper: Shopper): Promise<number> {
  const res = await shopper.api('GET', '/api/wallet');
  expect(res.status).toBe(200);
  return res.body.data.balance;
}

describe('top-up', () => {
  it('a top-up invoice paid on the simulator puts its amount in the wallet, once', async () => {
    const shopper = await newShopper(server.baseUrl, server.db);
    const res = await shopper.api('POST', '/api/wallet/topup', { amount: 150_000 }, { 'idempotency-key': randomUUID() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ invoice_code: expect.stringMatching(/^INV-\d{8}-[A-Z2-7]{6}$/), total: 150_000, due_date: expect.any(String) });
    const code = res.body.data.invoice_code;
    const row = await server.db.selectFrom('invoices').selectAll().where('invoice_code', '=', code).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ invoice_type: 'topup', status: 'pending', customer_id: shopper.id });
    expect(await server.db.selectFrom('orders').select('id').where('invoice_id', '=', row.id).execute()).toEqual([]);

    const listed = await shopper.api('GET', '/api/invoices?invoice_type=topup');
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data).toEqual([expect.objectContaining({ invoice_code: code, invoice_type: 'topup', status: 'pending', total: 150_000 })]);
    const detail = await shopper.api('GET', `/api/invoices/${code}`);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);

    const paying = await charge(shopper, { invoice_code: code, payment_method: 'bca_va' });
    expect(paying.status, JSON.stringify(paying.body)).toBe(200);
    expect(paying.body.data).toMatchObject({ status: 'pending', amount_due: 150_000 });
    const settle = await api()('POST', `/api/dev/pay/${paying.body.data.payment.order_id}/settle`);
    expect(settle.status, JSON.stringify(settle.body)).toBe(200);
    expect(settle.body.data.outcome).toBe('paid');
    // The same notification again changes nothing.
    const again = await api()('POST', `/api/dev/pay/${paying.body.data.payment.order_id}/settle`);
    expect(again.body.data.outcome).toBe('duplicate');

    expect(await balanceOf(shopper)).toBe(150_000);
    const wallet = await shopper.api('GET', '/api/wallet');
    expect(wallet.body.data.entries).toEqual([expect.objectContaining({ kind: 'topup', amount: 150_000, invoice_code: code })]);
    expect(await expectLedgerConsistent(server.db, shopper.id)).toBe(150_000);
    const status = await shopper.api('GET', `/api/payment/status/${code}`);
    expect(status.body.data).toMatchObject({ status: 'paid', amount_due: 0 });
  });

  it('refuses an amount out of range, the wallet as the way to pay, and a missing Idempotency-Key', async () => {
    const shopper = await newShopper(server.baseUrl, server.db);
    for (const amount of [9_999, 50_000_001, 10_000.5]) {
      const res = await shopper.api('POST', '/api/wallet/topup', { amount }, { 'idempotency-key': randomUUID() });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ reason: 'TOPUP_AMOUNT_INVALID', field: 'body.amount' });
    }
    const noKey = await shopper.api('POST', '/api/wallet/topup', { amount: 20_000 });
    expect(noKey.status).toBe(422);
    expect(noKey.body.error.reason).toBe('IDEMPOTENCY_KEY_REQUIRED');

    await seedWallet(server.db, shopper.id, 500_000);
    const created = await shopper.api('POST', '/api/wallet/topup', { amount: 20_000 }, { 'idempotency-key': randomUUID() });
    const code = created.body.data.invoice_code;
    const byWallet = await charge(shopper, { invoice_code: code, payment_method: 'wallet' });
    expect(byWallet.status).toBe(422);
    expect(byWallet.body.error.reason).toBe('TOPUP_FROM_WALLET');
    const partly = await charge(shopper, { invoice_code: code, payment_method: 'qris', use_wallet: true });
    expect(partly.status).toBe(422);
    expect(partly.body.error).toMatchObject({ reason: 'TOPUP_FROM_WALLET', field: 'body.use_wallet' });
    expect(await expectLedgerConsistent(server.db, shopper.id)).toBe(500_000);
    const invoice = await server.db.selectFrom('invoices').select(['status', 'id']).where('invoice_code', '=', code).executeTakeFirstOrThrow();
    expect(invoice.status).toBe('pending');
  });

  it('an unpaid top-up expires through the sweep without touching the cart or the wallet', async () => {
    const shopper = await newShopper(server.baseUrl, server.db);
    const created = await shopper.api('POST', '/api/wallet/topup', { amount: 30_000 }, { 'idempotency-key': randomUUID() });
    const code = created.body.data.invoice_code;
    await charge(shopper, { invoice_code: code, payment_method: 'bca_va' });
    const after = new Date(new Date(created.body.data.due_date).getTime() + 1000);
    expect(await server.app.payments.sweep(after)).toContain(code);
    const row = await server.db.selectFrom('invoices').select('status').where('invoice_code', '=', code).executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
    const cart = await server.db.selectFrom('cart_details').select('id').where('customer_id', '=', shopper.id).execute();
    expect(cart).toEqual([]);
    expect(await expectLedgerConsistent(server.db, shopper.id)).toBe(0);
  });
});

describe('bank accounts', () => {
  it('lists the available banks, filtered by a search', async () => {
    const all = await api()('GET', '/api/wallet/available-banks');
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(10);
    expect(all.body.data[0]).toEqual({ bank_code: 'bca', name: 'BCA' });
    const cimb = await api()('GET', '/api/wallet/available-banks?search=niaga');
    expect(cimb.body.data).toEqual([{ bank_code: 'cimb', name: 'CIMB Niaga' }]);
  });

  it('adds (the first one main), edits, switches the main one, deletes; another customer\'s id is 404', async () => {
    const shopper = await shopperWithPassword();
    const first = await addAccount(shopper, { bank_branch: 'KCP Menteng' });
    expect(first).toMatchObject({ bank: 'BCA', bank_code: 'bca', bank_branch: 'KCP Menteng', number: '1234567890', owner_name: 'Budi Santoso', is_main: true });
    const second = await addAccount(shopper, { bank_code: 'mandiri', number: '9876543210123' });
    expect(second).toMatchObject({ bank: 'Mandiri', is_main: false, bank_branch: null });

    const bad = await shopper.api('POST', '/api/customer/bank-accounts', { bank_code: 'bca', number: '12ab', owner_name: 'X' });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toMatchObject({ reason: 'ACCOUNT_NUMBER_INVALID', field: 'body.number' });
    const unknown = await shopper.api('POST', '/api/customer/bank-accounts', { bank_code: 'xyz', number: '1234567', owner_name: 'X' });
    expect(unknown.body.error).toMatchObject({ reason: 'BANK_UNKNOWN', field: 'body.bank_code' });

    const main = await shopper.api('PUT', `/api/customer/bank-accounts/${second.bank_account_id}`, { is_main: true, owner_name: 'Budi S.' });
    expect(main.status, JSON.stringify(main.body)).toBe(200);
    expect(main.body.data).toMatchObject({ is_main: true, owner_name: 'Budi S.' });
    const list = await shopper.api('GET', '/api/customer/bank-accounts');
    expect(list.body.data.map((a: Json) => [a.bank_account_id, a.is_main])).toEqual([[second.bank_account_id, true], [first.bank_account_id, false]]);

    const other = await shopperWithPassword();
    for (const [method, body] of [['PUT', { is_main: true }], ['DELETE', undefined]] as const) {
      const res = await other.api(method, `/api/customer/bank-accounts/${first.bank_account_id}`, body);
      expect(res.status).toBe(404);
      expect(res.body.error.reason).toBe('BANK_ACCOUNT_NOT_FOUND');
    }
    expect((await other.api('GET', '/api/customer/bank-accounts')).body.data).toEqual([]);
    const notMine = await withdraw(other, { amount: 10_000, bank_account_id: first.bank_account_id });
    expect(notMine.status).toBe(404);

    // Deleting the main one makes the remaining one main.
    const del = await shopper.api('DELETE', `/api/customer/bank-accounts/${second.bank_account_id}`);
    expect(del.status).toBe(200);
    const left = await shopper.api('GET', '/api/customer/bank-accounts');
    expect(left.body.data).toEqual([expect.objectContaining({ bank_account_id: first.bank_account_id, is_main: true })]);
  });

  it('refuses an unsigned call on the signed path', async () => {
    const shopper = await shopperWithPassword();
    const res = await api()('POST', '/api/customer/bank-accounts', {
      body: { bank_code: 'bca', number: '1234567890', owner_name: 'Budi' }, headers: { authorization: `Token ${shopper.loginToken}`, accesstoken: shopper.accessToken },
    });
    expect(res.status).toBe(403);
  });
});

describe('withdrawals', () => {
  it('a wrong PIN is 422 and holds nothing; above the balance is 422; below the minimum is 422', async () => {
    const shopper = await shopperWithPassword();
    const account = await addAccount(shopper);
    await seedWallet(server.db, shopper.id, 100_000);
    const wrong = await withdraw(shopper, { amount: 50_000, bank_account_id: account.bank_account_id, pin: '135790' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toMatchObject({ reason: 'PIN_WRONG', field: 'body.pin' });
    const above = await withdraw(shopper, { amount: 100_001, bank_account_id: account.bank_account_id });
    expect(above.status).toBe(422);
    expect(above.body.error.reason).toBe('INSUFFICIENT_BALANCE');
    const small = await withdraw(shopper, { amount: 9_999, bank_account_id: account.bank_account_id });
    expect(small.status).toBe(422);
    expect(small.body.error.reason).toBe('WITHDRAW_AMOUNT_INVALID');
    expect(await expectLedgerConsistent(server.db, shopper.id)).toBe(100_000);
    expect(await server.db.selectFrom('withdrawals').select('id').where('customer_id', '=', shopper.id).execute()).toEqual([]);
    expect((await shopper.api('GET', '/api/wallet/withdraw')).body.data).toEqual([]);
  });

  it('two withdrawals racing for one balance: one 201, one 422, never below zero', async () => {
    const shopper = await shopperWithPassword();
    const account = await addAccount(shopper);
    await seedWallet(server.db, shopper.id, 80_000);
    // One verified code: the second withdrawal finds the balance short before it would need one.
    await verifiedOtp(shopper.api, shopper.db, shopper.id);
    const results = await Promise.all([
      withdraw(shopper, { amount: 60_000, bank_account_id: account.bank_account_id }, randomUUID(), false),
      withdraw(shopper, { amount: 60_000, bank_account_id: account.bank_account_id }, randomUUID(), false),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(results.find((r) => r.status === 422)?.body.error.reason).toBe('INSUFFICIENT_BALANCE');
    expect(await expectLedgerConsistent(server.db, shopper.id)).toBe(20_000);
    expect(await server.db.selectFrom('withdrawals').select('id').where('customer_id', '=', shopper.id).execute()).toHaveLength(1);
  });

  it('holds at once; a completed payout stays withdrawn, applied once', async () => {
    const shopper = await shopperWithPassword();
    const account = await addAccount(shopper);
    await seedWallet(server.db, shopper.id, 200_000);
    const res = await withdraw(shopper, { amount: 75_000, bank_account_id: account.bank_account_id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'queued', amount: 75_000,
      bank_account: { bank_account_id: account.bank_account_id, bank: 'BCA', bank_code: 'bca', number: '1234567890', owner_name: 'Budi Santoso' },
    });
    expect(await expectLedgerConsistent(server.db, shopper.id)).toBe(125_000);
    const id = res.body.data.withdrawal_id;
    const done = await api()('POST', `/api/dev/payout/${id}/complete`);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ withdrawal_id: id, status: 'completed', applied: true });
    const late = await api()('POST', `/api/dev/payout/${id}/fail`);
    expect(late.body.data).toMatchObject({ status: 'completed', applied: false });
    expect(await expectLedgerConsistent(server.db, shopper.id)).toBe(125_000);
    const list = await shopper.api('GET', '/api/wallet/withdraw');
    expect(list.body.data).toEqual([expect.objectContaining({ withdrawal_id: id, status: 'completed', amount: 75_000 })]);
    expect((await api()('POST', '/api/dev/payout/999999999/complete')).status).toBe(404);
  });

  it('a payout failed on the dev route gives the money back, once', async () => {
    const shopper = await shopperWithPassword();
    const account = await addAccount(shopper);
    await seedWallet(server.db, shopper.id, 50_000);
    const res = await withdraw(shopper, { amount: 50_000, bank_account_id: account.bank_account_id });
    expect(res.status).toBe(201);
    expect(await expectLedgerConsistent(server.db, shopper.id)).toBe(0);
    const id = res.body.data.withdrawal_id;
    const failed = await api()('POST', `/api/dev/payout/${id}/fail`);
    expect(failed.body.data).toMatchObject({ status: 'failed', applied: true });
    const again = await api()('POST', `/api/dev/payout/${id}/fail`);
    expect(again.body.data).toMatchObject({ status: 'failed', applied: false });
    expect(await expectLedgerConsistent(server.db, shopper.id)).toBe(50_000);
    const kinds = (await shopper.api('GET', '/api/wallet')).body.data.entries.map((e: Json) => [e.kind, e.amount]);
    expect(kinds).toEqual([['refund', 50_000], ['withdrawal', -50_000], ['adjustment', 50_000]]);
  });

  it('a payout port answering failed gives the money back at once', async () => {
    const shopper = await shopperWithPassword(failing);
    const account = await addAccount(shopper, { bank_code: 'bri', number: '001201000123456' });
    await seedWallet(failing.db, shopper.id, 40_000);
    const res = await withdraw(shopper, { amount: 40_000, bank_account_id: account.bank_account_id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'failed', amount: 40_000 });
    const request = sent.find((r) => r.reference === res.body.data.reference);
    expect(request).toEqual({ reference: res.body.data.reference, bankCode: 'bri', accountNumber: '001201000123456', holderName: 'Budi Santoso', amount: 40_000 });
    expect(await expectLedgerConsistent(failing.db, shopper.id)).toBe(40_000);
  });

  it('the same Idempotency-Key twice makes one withdrawal', async () => {
    const shopper = await shopperWithPassword();
    const account = await addAccount(shopper);
    await seedWallet(server.db, shopper.id, 100_000);
    const key = randomUUID();
    const first = await withdraw(shopper, { amount: 30_000, bank_account_id: account.bank_account_id }, key);
    const second = await withdraw(shopper, { amount: 30_000, bank_account_id: account.bank_account_id }, key, false);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.data.withdrawal_id).toBe(first.body.data.withdrawal_id);
    expect(await server.db.selectFrom('withdrawals').select('id').where('customer_id', '=', shopper.id).execute()).toHaveLength(1);
    expect(await expectLedgerConsistent(server.db, shopper.id)).toBe(70_000);
    const noKey = await shopper.api('POST', '/api/wallet/withdraw', { amount: 30_000, bank_account_id: account.bank_account_id, pin: PIN });
    expect(noKey.status).toBe(422);
    expect(noKey.body.error.reason).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });
});
