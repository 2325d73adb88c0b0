// CheckoutApi and OrderApi over a fake transport: the wire body, the paths, the Idempotency-Key,
// the mapping of the answers and the refusal of malformed ones.
import { describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { MemoryKeyValueStorage } from '../storage/browser-storage';
import { LocalSessionStore } from '../storage/session.storage';
import { HttpCheckoutApi } from './checkout-api.http';
import { HttpClient } from './http-client';
import { HttpOrderApi } from './order-api.http';

type Reply = { status: number; body: unknown };

function transport(replies: Record<string, Reply | Reply[]>) {
  const calls: { method: string; path: string; query: string; body: unknown; headers: Record<string, string> }[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = new URL(config.url ?? '');
    const path = url.pathname.replace(/^\/api\//, '');
    const method = config.method?.toUpperCase() ?? 'GET';
    calls.push({
      method, path, query: url.search, body: typeof config.data === 'string' ? JSON.parse(config.data) : undefined,
      headers: Object.fromEntries(Object.entries(config.headers.toJSON()).map(([k, v]) => [k, String(v)])),
    });
    const entry = replies[`${method} ${path}`];
    const reply = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
    const r = reply ?? { status: 404, body: { action: false, error: { code: 'NOT_FOUND' } } };
    return { data: JSON.stringify(r.body), status: r.status, statusText: '', headers: {}, config, request: {} };
  };
  const session = new LocalSessionStore(new MemoryKeyValueStorage());
  session.setAccessToken('acc');
  const http = new HttpClient({
    config: { apiBaseUrl: 'http://t/api', scrapeBaseUrl: 'http://t/api' }, session, adapter, retry: { retries: 3, sleep: async () => undefined },
  });
  return { calls, checkout: new HttpCheckoutApi(http), orders: new HttpOrderApi(http) };
}

const amounts = {
  goods_value: 100_000, us_tax: 0, shipping_to_warehouse: 5_000, packing_fee: 2_000, additional_transaction: 0, insurance: 0,
  freight: 40_000, all_in: 0, import_duty: 7_500, vat: 12_000, income_tax: 0, transaction_fee: 25_000, total_tax: 19_500,
};
const address = {
  address_id: 12, name: 'Budi', phone_number: '0812', address: 'Jl. X', sub_district_id: 3171010001, sub_district_name: 'Tebet',
  district_name: 'Kota Jakarta Selatan', province_name: 'DKI Jakarta', postal_code: '12810',
};
const previewBody = {
  action: true,
  data: {
    shipments: [{
      key: 'g0:12', name: 'Kiriman 1', consolidated: true, address,
      lines: [{ cart_detail_code: 'CD1', name: 'Tas', image: null, quantity: 2, track: 'udara', ...amounts, total: 191_500 }],
      summary: { ...amounts, total: 191_500 }, charged_weight: 2000,
      shipping_options: [{ courier: 'JNE', service: 'REG', description: 'Reguler', price: 18_000, etd: '2-3' }],
      shipping: { courier: 'JNE', service: 'REG', price: 18_000, etd: '2-3' }, total: 209_500,
    }],
    totals: { ...amounts, total: 199_500, landed: 191_500, domestic_shipping: 18_000, voucher_discount: 10_000 },
    voucher: { code: 'HEMAT10', discount: 10_000, description: '10%' },
    has_npwp: true,
  },
};

describe('HttpCheckoutApi', () => {
  it('sends the request in snake_case and maps the preview', async () => {
    const t = transport({ 'POST cart/checkout/preview': { status: 200, body: previewBody } });
    const preview = await t.checkout.preview({
      cartDetailCodes: ['CD1'], addresses: [{ addressId: '12', items: { CD1: 2 } }],
      consolidations: [{ name: 'Kiriman 1', cartDetailCodes: ['CD1'] }],
      shipping: [{ shipmentKey: 'g0:12', courier: 'JNE', service: 'REG' }], useInsurance: false, usingNpwp: true, voucherCode: ' hemat10 ',
    });
    expect(t.calls[0]?.body).toEqual({
      cart_detail_codes: ['CD1'], addresses: [{ address_id: 12, items: { CD1: 2 } }],
      consolidations: [{ name: 'Kiriman 1', cart_detail_codes: ['CD1'] }],
      shipping: [{ shipment_key: 'g0:12', courier: 'JNE', service: 'REG' }], use_insurance: false, using_npwp: true, voucher_code: 'hemat10',
    });
    expect(preview.hasNpwp).toBe(true);
    expect(preview.totals).toMatchObject({ goodsValue: 100_000, landed: 191_500, domesticShipping: 18_000, voucherDiscount: 10_000, total: 199_500, totalTax: 19_500 });
    expect(preview.shipments[0]).toMatchObject({
      key: 'g0:12', consolidated: true, chargedWeightGrams: 2000, total: 209_500,
      address: { addressId: '12', subDistrictId: '3171010001', subDistrictName: 'Tebet' },
      shipping: { courier: 'JNE', service: 'REG', price: 18_000 },
    });
    expect(preview.shipments[0]?.lines[0]).toMatchObject({ cartDetailCode: 'CD1', quantity: 2, track: 'udara', importDuty: 7_500, total: 191_500 });
    expect(preview.voucher).toEqual({ code: 'HEMAT10', discount: 10_000, description: '10%' });
  });

  it('places the order with the caller\'s key, the same on every retry; consolidations go to the signed path', async () => {
    const placed = { status: 201, body: { action: true, data: { invoice_code: 'INV-1', order_code: 'ORD-1', total: 199_500, due_date: '2024-03-02T03:00:00.000Z' } } };
    const t = transport({
      'POST cart/checkout': [{ status: 503, body: null }, placed],
      'POST cart/checkout-consolidate': placed,
    });
    const request = { cartDetailCodes: ['CD1'], addresses: [{ addressId: '12' }], paymentMethod: 'bca_va', expectedTotal: 199_500 };
    expect(await t.checkout.placeOrder(request, 'key-1')).toEqual({ invoiceCode: 'INV-1', orderCode: 'ORD-1', total: 199_500, dueDate: '2024-03-02T03:00:00.000Z' });
    expect(t.calls.map((c) => [c.path, c.headers['Idempotency-Key']])).toEqual([['cart/checkout', 'key-1'], ['cart/checkout', 'key-1']]);
    expect(t.calls[0]?.body).toMatchObject({ payment_method: 'bca_va', expected_total: 199_500, addresses: [{ address_id: 12 }] });

    await t.checkout.placeOrder({ ...request, consolidations: [{ name: 'A', cartDetailCodes: ['CD1'] }] }, 'key-2');
    const last = t.calls[t.calls.length - 1];
    expect(last?.path).toBe('cart/checkout-consolidate');
    expect(last?.headers['Idempotency-Key']).toBe('key-2');
    expect(last?.headers['tb-signature']).toBeTruthy();
  });

  it('keeps the reason of a refusal; a malformed answer is MALFORMED_RESPONSE', async () => {
    const t = transport({
      'POST cart/checkout': { status: 409, body: { action: false, message: 'Total changed', error: { code: 'CONFLICT', reason: 'PRICE_CHANGED' } } },
      'POST cart/checkout/preview': { status: 200, body: { action: true, data: { ...previewBody.data, totals: { total: 'lots' } } } },
    });
    await expect(t.checkout.placeOrder({ cartDetailCodes: ['CD1'], addresses: [{ addressId: '12' }], paymentMethod: 'qris', expectedTotal: 1 }, 'k'))
      .rejects.toMatchObject({ status: 409, reason: 'PRICE_CHANGED', message: 'Total changed' });
    await expect(t.checkout.preview({ cartDetailCodes: ['CD1'], addresses: [{ addressId: '12' }] }))
      .rejects.toMatchObject({ code: 'MALFORMED_RESPONSE', field: 'data.totals.total' });
  });

  it('maps the payment groups', async () => {
    const t = transport({ 'GET payment-groups': { status: 200, body: { action: true, data: [{ group: 'qris', label: 'QRIS', methods: [{ code: 'qris', name: 'QRIS' }] }] } } });
    expect(await t.checkout.paymentGroups('INV-1')).toEqual([{ group: 'qris', label: 'QRIS', methods: [{ code: 'qris', name: 'QRIS', description: '' }] }]);
    expect(t.calls[0]?.query).toBe('?invoice_code=INV-1');
  });
});

describe('HttpOrderApi', () => {
  it('lists invoices with the filters and the page meta', async () => {
    const t = transport({
      'GET invoices': { status: 200, body: { action: true, data: [{ invoice_code: 'INV-1', invoice_type: 'checkout', status: 'pending', status_label: 'Menunggu Pembayaran', message: null, total: 199_500, due_date: null, created_at: '2024-03-01T03:00:00.000Z', order_codes: ['ORD-1'], recipient_name: 'Budi' }], meta: { page: 2, per_page: 20, total: 21 } } },
    });
    const page = await t.orders.invoices({ type: 'checkout', status: 'pending', page: 2 });
    expect(t.calls[0]?.query).toBe('?invoice_type=checkout&status=pending&page=2');
    expect(page).toMatchObject({ page: 2, perPage: 20, total: 21 });
    expect(page.items[0]).toMatchObject({ code: 'INV-1', total: 199_500, orderCodes: ['ORD-1'], recipientName: 'Budi', message: '' });
  });

  it('maps an invoice: amounts, orders, shipments, payment instructions, company', async () => {
    const t = transport({
      'GET invoices/INV-1': { status: 200, body: { action: true, data: {
        invoice_code: 'INV-1', invoice_type: 'checkout', status: 'pending', status_label: 'Menunggu Pembayaran', message: 'm',
        created_at: '2024-03-01T03:00:00.000Z', due_date: '2024-03-02T03:00:00.000Z', payment_method: 'bca_va',
        payment_instructions: { method: 'bca_va', method_name: 'BCA Virtual Account', order_id: 'INV-1-1', va_number: '8800123', bank: 'bca', biller_code: null, bill_key: null, qr_string: null, redirect_url: null, expires_at: '2024-03-02T03:00:00.000Z', status: 'pending' },
        paid_at: null, wallet_used: 10_000, amount_due: 189_500,
        amounts: { ...amounts, total: 199_500, landed: 191_500, domestic_shipping: 18_000, voucher_discount: 10_000 }, voucher: null,
        orders: [{ order_code: 'ORD-1', status: 'awaiting_payment', shipments: [{ shipment_code: 'SH-1', key: 'u:12', name: '', status: 'awaiting_payment', address, courier: 'JNE', service: 'REG', shipping_price: 18_000, lines: previewBody.data.shipments[0]?.lines, summary: { ...amounts, total: 191_500 } }] }],
        carts: [{ sub_district_name: 'Tebet', recipient_name: 'Budi', recipient_phone_number: '0812', details: [{ name: 'Tas', qty: 2, total: 191_500 }] }],
        company: { name: 'PT Titip', address: 'Jakarta', npwp: '01', email: 'a@b.c', phone: '021' },
      } } },
    });
    const detail = await t.orders.invoice('INV-1');
    expect(detail.paymentInstructions).toEqual({
      method: 'bca_va', methodName: 'BCA Virtual Account', orderId: 'INV-1-1', vaNumber: '8800123', bank: 'bca', billerCode: null, billKey: null,
      qrString: null, redirectUrl: null, expiresAt: '2024-03-02T03:00:00.000Z', status: 'pending',
    });
    expect(detail).toMatchObject({ paidAt: null, walletUsed: 10_000, amountDue: 189_500 });
    expect(detail.orders[0]?.shipments[0]).toMatchObject({ shipmentCode: 'SH-1', courier: 'JNE', shippingPrice: 18_000, address: { name: 'Budi' } });
    expect(detail.carts[0]?.details).toEqual([{ name: 'Tas', quantity: 2, total: 191_500 }]);
    expect(detail.company.name).toBe('PT Titip');
    expect(detail.amounts.voucherDiscount).toBe(10_000);
  });

  it('tracks: the anonymous answer has no recipient or lines; the owner\'s has them', async () => {
    const anonymous = { invoice_code: 'INV-1', invoice_type: 'checkout', status: 'pending', created_at: 'c', due_date: null, owner: false,
      orders: [{ order_code: 'ORD-1', status: 'awaiting_payment', timeline: [{ status: 'awaiting_payment', at: 'c' }], shipments: [{ shipment_code: 'SH-1', status: 'awaiting_payment', timeline: [], item_count: 2 }] }] };
    const owner = { ...anonymous, owner: true, orders: [{ ...anonymous.orders[0], shipments: [{ ...anonymous.orders[0]?.shipments[0], address, lines: previewBody.data.shipments[0]?.lines }] }] };
    const t = transport({ 'GET cart-or-invoice': [{ status: 200, body: { action: true, data: anonymous } }, { status: 200, body: { action: true, data: owner } }] });
    const a = await t.orders.track(' INV-1 ');
    expect(t.calls[0]?.query).toBe('?code=INV-1&page=1');
    expect(a.orders[0]?.shipments[0]).toMatchObject({ recipient: null, lines: [], itemCount: 2 });
    const o = await t.orders.track('INV-1');
    expect(o.owner).toBe(true);
    expect(o.orders[0]?.shipments[0]?.recipient).toEqual({ name: 'Budi', phoneNumber: '0812', address: 'Jl. X, Tebet, Kota Jakarta Selatan, DKI Jakarta, 12810' });
    expect(o.orders[0]?.shipments[0]?.lines).toHaveLength(1);
  });

  it('order history and an unknown invoice', async () => {
    const t = transport({
      'GET cart/history': { status: 200, body: { action: true, data: [{ order_code: 'ORD-1', invoice_code: 'INV-1', status: 'paid', status_label: 'Dibayar', created_at: 'c', total: 5, item_count: 3, first_item: { name: 'Tas', image: 'i' } }] } },
      'GET invoices/NOPE': { status: 404, body: { action: false, message: 'Invoice not found', error: { code: 'NOT_FOUND', reason: 'INVOICE_NOT_FOUND' } } },
    });
    const page = await t.orders.orders({ status: 'paid' });
    expect(page).toMatchObject({ page: 1, perPage: 20, total: 1 });
    expect(page.items[0]).toEqual({ code: 'ORD-1', invoiceCode: 'INV-1', status: 'paid', statusLabel: 'Dibayar', createdAt: 'c', total: 5, itemCount: 3, firstItem: { name: 'Tas', image: 'i' } });
    await expect(t.orders.invoice('NOPE')).rejects.toMatchObject({ status: 404, reason: 'INVOICE_NOT_FOUND' });
  });
});
