// The wallet's top-up, withdrawals and bank accounts over a fake transport (docs/payments.md 'Top-up,
// bank accounts and withdrawals'): paths, bodies, the caller's Idempotency-Key, the signed paths'
// tb-signature, the mapping of the answers (numeric ids as strings) and malformed answers refused.
import { describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { ApiError } from '../../application/ports/api-error';
import { MemoryKeyValueStorage } from '../storage/browser-storage';
import { LocalSessionStore } from '../storage/session.storage';
import { HttpBankAccountApi } from './bank-account-api.http';
import { HttpClient } from './http-client';
import { HttpPaymentApi } from './payment-api.http';

type Reply = { status: number; body: unknown };

function transport(replies: Record<string, Reply[]>) {
  const calls: { method: string; path: string; query: string; body: unknown; key: unknown; signed: boolean }[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = new URL(config.url ?? '');
    const path = url.pathname.replace(/^\/api\//, '');
    const method = config.method?.toUpperCase() ?? 'GET';
    const headers = config.headers.toJSON() as Record<string, unknown>;
    calls.push({
      method, path, query: url.search, body: typeof config.data === 'string' ? JSON.parse(config.data) : undefined,
      key: headers['Idempotency-Key'], signed: typeof headers['tb-signature'] === 'string',
    });
    const list = replies[`${method} ${path}`] ?? [];
    const r = (list.length > 1 ? list.shift() : list[0]) ?? { status: 404, body: { action: false, error: { code: 'NOT_FOUND' } } };
    return { data: JSON.stringify(r.body), status: r.status, statusText: '', headers: {}, config, request: {} };
  };
  const session = new LocalSessionStore(new MemoryKeyValueStorage());
  session.setAccessToken('acc');
  const http = new HttpClient({ config: { apiBaseUrl: 'http://t/api', scrapeBaseUrl: 'http://t/api' }, session, adapter, retry: { retries: 3, sleep: async () => undefined } });
  return { calls, payments: new HttpPaymentApi(http), banks: new HttpBankAccountApi(http) };
}

const account = { bank_account_id: 7, bank: 'BCA', bank_code: 'bca', bank_branch: null, number: '1234567890', owner_name: 'Budi', is_main: true };
const withdrawal = {
  withdrawal_id: 3, status: 'pending', amount: 250000, reference: 'WD-3',
  bank_account: { bank_account_id: 7, bank: 'BCA', bank_code: 'bca', number: '1234567890', owner_name: 'Budi' },
  created_at: '2024-03-01T03:00:00.000Z', settled_at: null,
};

describe('HttpPaymentApi: top-up and withdrawals', () => {
  it('tops up with the caller\'s key (the same on a retry) and maps the invoice', async () => {
    const t = transport({ 'POST wallet/topup': [{ status: 503, body: {} }, { status: 201, body: { data: { invoice_code: 'INV-9', total: '100000', due_date: '2024-03-02T03:00:00.000Z' } } }] });
    expect(await t.payments.topUp(100_000, 'k-1')).toEqual({ invoiceCode: 'INV-9', total: 100_000, dueDate: '2024-03-02T03:00:00.000Z' });
    expect(t.calls.map((c) => [c.method, c.path, c.key])).toEqual([['POST', 'wallet/topup', 'k-1'], ['POST', 'wallet/topup', 'k-1']]);
    expect(t.calls[0]?.body).toEqual({ amount: 100_000 });
  });

  it('withdraws signed, with the key and a numeric bank_account_id, and lists the withdrawals', async () => {
    const t = transport({ 'POST wallet/withdraw': [{ status: 201, body: { data: withdrawal } }], 'GET wallet/withdraw': [{ status: 200, body: { data: [withdrawal] } }] });
    const result = await t.payments.withdraw({ amount: 250_000, bankAccountId: '7', pin: '482915' }, 'k-2');
    expect(result).toEqual({
      id: '3', status: 'pending', amount: 250_000, bankAccount: { id: '7', bank: 'BCA', bankCode: 'bca', number: '1234567890', ownerName: 'Budi' },
      createdAt: '2024-03-01T03:00:00.000Z', settledAt: null,
    });
    expect(t.calls[0]).toMatchObject({ path: 'wallet/withdraw', key: 'k-2', signed: true, body: { amount: 250_000, bank_account_id: 7, pin: '482915' } });
    expect(await t.payments.withdrawals()).toHaveLength(1);
  });

  it('lists a withdrawal whose bank account was deleted since (bank_account_id null)', async () => {
    const orphan = { ...withdrawal, bank_account: { ...withdrawal.bank_account, bank_account_id: null } };
    const t = transport({ 'GET wallet/withdraw': [{ status: 200, body: { data: [orphan] } }] });
    const [listed] = await t.payments.withdrawals();
    expect(listed?.bankAccount).toEqual({ id: null, bank: 'BCA', bankCode: 'bca', number: '1234567890', ownerName: 'Budi' });
  });

  it('passes the server\'s refusal on and refuses a malformed withdrawal', async () => {
    const refusal = { status: 422, body: { action: false, error: { code: 'UNPROCESSABLE', reason: 'INSUFFICIENT_BALANCE', message: 'Saldo tidak mencukupi' } } };
    const t = transport({ 'POST wallet/withdraw': [refusal], 'GET wallet/withdraw': [{ status: 200, body: { data: [{ ...withdrawal, bank_account: null }] } }] });
    await expect(t.payments.withdraw({ amount: 1, bankAccountId: '7', pin: '482915' }, 'k')).rejects.toMatchObject({ status: 422, message: 'Saldo tidak mencukupi' });
    await expect(t.payments.withdrawals()).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE', field: 'data[0].bank_account' });
  });
});

describe('HttpBankAccountApi', () => {
  it('lists, creates, updates (signed) and deletes, and searches the banks', async () => {
    const t = transport({
      'GET customer/bank-accounts': [{ status: 200, body: { data: [account] } }],
      'POST customer/bank-accounts': [{ status: 201, body: { data: account } }],
      'PUT customer/bank-accounts/7': [{ status: 200, body: { data: account } }],
      'DELETE customer/bank-accounts/7': [{ status: 200, body: { data: null } }],
      'GET wallet/available-banks': [{ status: 200, body: { data: [{ bank_code: 'mandiri', name: 'Mandiri' }] } }],
    });
    expect(await t.banks.list()).toEqual([{ id: '7', bank: 'BCA', bankCode: 'bca', bankBranch: null, number: '1234567890', ownerName: 'Budi', isMain: true }]);
    await t.banks.create({ bankCode: 'bca', number: '1234567890', ownerName: 'Budi', bankBranch: '' });
    await t.banks.update('7', { isMain: true });
    await t.banks.remove('7');
    expect(await t.banks.availableBanks(' man ')).toEqual([{ bankCode: 'mandiri', name: 'Mandiri' }]);
    expect(t.calls.map((c) => [c.method, c.path, c.signed])).toEqual([
      ['GET', 'customer/bank-accounts', true], ['POST', 'customer/bank-accounts', true], ['PUT', 'customer/bank-accounts/7', true],
      ['DELETE', 'customer/bank-accounts/7', true], ['GET', 'wallet/available-banks', false],
    ]);
    expect(t.calls[1]?.body).toEqual({ bank_code: 'bca', number: '1234567890', owner_name: 'Budi' });
    expect(t.calls[2]?.body).toEqual({ is_main: true });
    expect(t.calls[4]?.query).toBe('?search=man');
  });

  it('refuses a malformed account', async () => {
    const t = transport({ 'GET customer/bank-accounts': [{ status: 200, body: { data: [{ ...account, number: null }] } }] });
    await expect(t.banks.list()).rejects.toBeInstanceOf(ApiError);
  });
});
