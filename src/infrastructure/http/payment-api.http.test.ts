// PaymentApi over a fake transport (docs/payments.md): the charge's body, path and Idempotency-Key
// (the same on the client's retries), the mapping of the answers, and malformed answers refused.
import { describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { ApiError } from '../../application/ports/api-error';
import { MemoryKeyValueStorage } from '../storage/browser-storage';
import { LocalSessionStore } from '../storage/session.storage';
import { HttpClient } from './http-client';
import { HttpPaymentApi } from './payment-api.http';

type Reply = { status: number; body: unknown };

function transport(replies: Record<string, Reply[]>) {
  const calls: { method: string; path: string; body: unknown; key: string | undefined }[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const path = new URL(config.url ?? '').pathname.replace(/^\/api\//, '');
    const method = config.method?.toUpperCase() ?? 'GET';
    const headers = config.headers.toJSON() as Record<string, unknown>;
    calls.push({ method, path, body: typeof config.data === 'string' ? JSON.parse(config.data) : undefined, key: headers['Idempotency-Key'] as string | undefined });
    const list = replies[`${method} ${path}`] ?? [];
    const r = (list.length > 1 ? list.shift() : list[0]) ?? { status: 404, body: { action: false, error: { code: 'NOT_FOUND' } } };
    return { data: JSON.stringify(r.body), status: r.status, statusText: '', headers: {}, config, request: {} };
  };
  const session = new LocalSessionStore(new MemoryKeyValueStorage());
  session.setAccessToken('acc');
  const http = new HttpClient({ config: { apiBaseUrl: 'http://t/api', scrapeBaseUrl: 'http://t/api' }, session, adapter, retry: { retries: 3, sleep: async () => undefined } });
  return { calls, api: new HttpPaymentApi(http) };
}

const payment = {
  method: 'bca_va', method_name: 'BCA Virtual Account', order_id: 'INV-1-1', va_number: '80777123', bank: 'bca', biller_code: null, bill_key: null,
  qr_string: null, redirect_url: null, expires_at: '2024-03-02T03:00:00.000Z', status: 'pending',
};
const charged = { invoice_code: 'INV-1', status: 'pending', amount: 2_561_197, wallet_used: '0', amount_due: '2561197.00', payment };

describe('HttpPaymentApi', () => {
  it('charges with the body and the caller\'s key, retried with the same key, and maps the instructions', async () => {
    const t = transport({ 'POST payment/charge': [{ status: 503, body: {} }, { status: 200, body: { action: true, data: charged } }] });
    const result = await t.api.charge('INV-1', 'bca_va', { useWallet: true }, 'key-1');
    expect(t.calls.map((c) => [c.method, c.path, c.key])).toEqual([['POST', 'payment/charge', 'key-1'], ['POST', 'payment/charge', 'key-1']]);
    expect(t.calls[0]?.body).toEqual({ invoice_code: 'INV-1', payment_method: 'bca_va', use_wallet: true });
    expect(result).toEqual({
      invoiceCode: 'INV-1', status: 'pending', amount: 2_561_197, walletUsed: 0, amountDue: 2_561_197,
      payment: { method: 'bca_va', methodName: 'BCA Virtual Account', orderId: 'INV-1-1', vaNumber: '80777123', bank: 'bca', billerCode: null, billKey: null, qrString: null, redirectUrl: null, expiresAt: '2024-03-02T03:00:00.000Z', status: 'pending' },
    });
  });

  it('sends the card token; a wallet-paid answer has no payment', async () => {
    const t = transport({ 'POST payment/charge': [{ status: 200, body: { action: true, data: { ...charged, status: 'paid', wallet_used: 2_561_197, amount_due: 0, payment: null } } }] });
    const result = await t.api.charge('INV-1', 'credit_card', { useWallet: false, cardToken: 'tok' }, 'k');
    expect(t.calls[0]?.body).toMatchObject({ card_token: 'tok', use_wallet: false });
    expect(result).toMatchObject({ status: 'paid', payment: null, amountDue: 0 });
  });

  it('reads the status and the wallet', async () => {
    const t = transport({
      'GET payment/status/INV-1': [{ status: 200, body: { action: true, data: { status: 'paid', paid_at: '2024-03-01T04:00:00.000Z', amount_due: 0 } } }],
      'GET wallet': [{ status: 200, body: { action: true, data: { balance: '50000', entries: [{ id: 7, kind: 'topup', amount: 50_000, invoice_code: null, created_at: '2024-03-01T04:00:00.000Z' }] } } }],
    });
    expect(await t.api.status('INV-1')).toEqual({ status: 'paid', paidAt: '2024-03-01T04:00:00.000Z', amountDue: 0 });
    expect(await t.api.wallet()).toEqual({ balance: 50_000, entries: [{ id: '7', kind: 'topup', amount: 50_000, invoiceCode: null, createdAt: '2024-03-01T04:00:00.000Z' }] });
  });

  it.each([
    ['no payment method', { ...charged, payment: { ...payment, method: undefined } }, 'data.payment.method'],
    ['a fractional amount', { ...charged, amount: 10.5 }, 'data.amount'],
    ['a negative amount due', { ...charged, amount_due: -1 }, 'data.amount_due'],
    ['a bad expiry', { ...charged, payment: { ...payment, expires_at: 'tomorrow' } }, 'data.payment.expires_at'],
    ['a non-http redirect', { ...charged, payment: { ...payment, redirect_url: 'javascript:alert(1)' } }, 'data.payment.redirect_url'],
    ['a protocol-relative redirect', { ...charged, payment: { ...payment, redirect_url: '//evil.example/x' } }, 'data.payment.redirect_url'],
    ['a javascript: deep link', { ...charged, payment: { ...payment, method: 'gopay', deeplink_url: 'javascript:alert(1)' } }, 'data.payment.deeplink_url'],
    ['a protocol-relative deep link', { ...charged, payment: { ...payment, method: 'gopay', deeplink_url: '//evil.example/x' } }, 'data.payment.deeplink_url'],
    ['a data: QR image', { ...charged, payment: { ...payment, method: 'gopay', qr_url: 'data:image/png;base64,AAAA' } }, 'data.payment.qr_url'],
  ])('refuses %s as MALFORMED_RESPONSE', async (_name, data, field) => {
    const t = transport({ 'POST payment/charge': [{ status: 200, body: { action: true, data } }] });
    const error = await t.api.charge('INV-1', 'bca_va', { useWallet: false }, 'k').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'MALFORMED_RESPONSE', field });
  });

  it.each([
    ['GoPay (Midtrans)', { method: 'gopay', qr_url: 'https://api.midtrans.com/v2/gopay/t-1/qr-code', deeplink_url: 'gojek://gopay/merchanttransfer?tref=X' },
      { qrUrl: 'https://api.midtrans.com/v2/gopay/t-1/qr-code', deeplinkUrl: 'gojek://gopay/merchanttransfer?tref=X' }],
    ['ShopeePay (embedded)', { method: 'shopeepay', deeplink_url: '/dev/gateway/ewallet/INV-1-1?callback_url=x' }, { deeplinkUrl: '/dev/gateway/ewallet/INV-1-1?callback_url=x' }],
    ['Alfamart', { method: 'alfamart', payment_code: 'TTP1234567890123', store: 'alfamart' }, { paymentCode: 'TTP1234567890123', store: 'alfamart' }],
  ])('maps the instructions of %s (issue 23)', async (_name, extra, mapped) => {
    const t = transport({ 'POST payment/charge': [{ status: 200, body: { action: true, data: { ...charged, payment: { ...payment, va_number: null, bank: null, ...extra } } } }] });
    const result = await t.api.charge('INV-1', String(extra.method), { useWallet: false }, 'k');
    expect(result.payment).toEqual({
      method: extra.method, methodName: 'BCA Virtual Account', orderId: 'INV-1-1', vaNumber: null, bank: null, billerCode: null, billKey: null,
      qrString: null, redirectUrl: null, expiresAt: '2024-03-02T03:00:00.000Z', status: 'pending', ...mapped,
    });
  });
});
