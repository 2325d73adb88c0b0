// OpsApi over a fake transport (docs/api/ops.md): the staff header (never the customer's token),
// the Idempotency-Key kept across the client's retries, the multipart body of receive, the
// mapping of the answers, the error mapping (409 STATE_CONFLICT, 403 ROLE_FORBIDDEN), and a 401
// clearing the staff session without calling the customer's 401 hook.
import { describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { ApiError } from '../../application/ports/api-error';
import type { StaffSession } from '../../application/ports/ops-api.port';
import { MemoryKeyValueStorage } from '../storage/browser-storage';
import { LocalStaffSessionStore, STAFF_SESSION_KEY } from '../storage/ops-staff.storage';
import { LocalSessionStore } from '../storage/session.storage';
import { HttpOpsApi, createOpsHttpClient } from './ops-api.http';

type Reply = { status: number; body: unknown };
interface Call { method: string; path: string; query: string; headers: Record<string, unknown>; body: unknown }

const NOW = Date.UTC(2024, 2, 1, 3, 0, 0);
const SESSION: StaffSession = {
  token: 'stf-1', expiresAt: new Date(NOW + 12 * 3_600_000).toISOString(),
  staff: { staffId: '3', email: 'admin@titip.id', name: 'Ayu Admin', role: 'admin' },
};

function transport(replies: Record<string, Reply[]>, signedIn = true) {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = new URL(config.url ?? '');
    const method = config.method?.toUpperCase() ?? 'GET';
    const path = url.pathname.replace(/^\/api\//, '');
    calls.push({
      method, path, query: url.search, headers: config.headers.toJSON() as Record<string, unknown>,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    });
    const list = replies[`${method} ${path}`] ?? [];
    const r = (list.length > 1 ? list.shift() : list[0]) ?? { status: 404, body: { action: false, error: { code: 'NOT_FOUND' } } };
    return { data: JSON.stringify(r.body), status: r.status, statusText: '', headers: {}, config, request: {} };
  };
  const storage = new MemoryKeyValueStorage();
  const customer = new LocalSessionStore(storage);
  customer.setAccessToken('acc');
  customer.setLogin('customer-token', {
    customerKey: 'C1', firstName: 'Budi', lastName: 'S', email: 'b@x.id', phoneNumber: '08', gender: null, birthday: null, avatar: null,
    notifEmail: false, notifSms: false, hasPin: false, isAffiliatePartner: false,
  });
  const staff = new LocalStaffSessionStore(storage, { now: () => NOW });
  if (signedIn) staff.set(SESSION);
  const http = createOpsHttpClient({ apiBaseUrl: 'http://t/api', scrapeBaseUrl: 'http://t/api' }, customer, staff, {
    adapter, retry: { retries: 3, sleep: async () => undefined },
  });
  return { calls, api: new HttpOpsApi(http, staff), staff, storage, customer };
}

const line = {
  line_id: 41, order_code: 'ORD-1', invoice_code: 'INV-1', shipment_code: 'SHP-1', shipment_name: 'Kiriman 1', consolidated: true,
  customer: { customer_id: 7, name: 'Budi Santoso', email: 'budi@example.id' }, cart_detail_code: 'CD1', name: 'Sepatu Lari',
  image: 'https://img/x.png', url: 'https://item.taobao.com/1', marketplace: 'taobao', country: 'china', currency: 'CNY', quantity: 2,
  variant: {}, size: '', color: '', catatan: '', state: 'purchased', state_label: 'Sudah Dibelikan', state_at: '2024-03-01T03:00:00.000Z',
  line_total: 598000, purchase: { seller_order_number: 'TB1', price_estimated: 259, price_paid: 289, seller_shipping: null, currency: 'CNY', at: '2024-03-01T03:00:00.000Z' },
  measured: null, estimated: { weight_grams: 700, length_cm: 0, width_cm: 0, height_cm: 0 }, storage: null, problem: null, parcel_code: null,
  settlement_unpaid: true,
};
const settlement = {
  settlement_id: 12, kind: 'purchase', before_total: 598000, after_total: 655250, difference: 57250, outcome: 'additional_invoice',
  amount: 57250, invoice_code: 'INV-2', invoice_status: 'pending', created_at: '2024-03-01T03:00:00.000Z',
};
const parcel = {
  parcel_code: 'PCL-20240301-000001', order_code: 'ORD-1', shipment_code: 'SHP-1', state: 'shipped', state_label: 'Dikirim',
  state_at: '2024-03-01T03:00:00.000Z', weight_grams: 1200, length_cm: 30, width_cm: 20, height_cm: 10, carrier: 'SF', tracking_number: 'SF1',
  customs_hold_reason: null, domestic_courier: null, domestic_tracking_number: null, line_ids: [41],
  timeline: [{ state: 'packed', at: '2024-03-01T02:00:00.000Z', note: null }], address: null,
};

describe('HttpOpsApi', () => {
  it('logs in without any token and maps the staff session', async () => {
    const t = transport({ 'POST ops/login': [{ status: 200, body: { action: true, data: { token: 'stf-9', expires_at: SESSION.expiresAt, staff: { staff_id: 3, email: 'admin@titip.id', name: 'Ayu Admin', role: 'admin' } } } }] }, false);
    const session = await t.api.login('admin@titip.id', 'pw');
    expect(session).toEqual({ kind: 'session', session: { token: 'stf-9', expiresAt: SESSION.expiresAt, staff: { staffId: '3', email: 'admin@titip.id', name: 'Ayu Admin', role: 'admin' } } });
    expect(t.calls[0]?.body).toEqual({ email: 'admin@titip.id', password: 'pw' });
    expect(t.calls[0]?.headers.Authorization).toBeUndefined();
    expect(t.calls[0]?.headers.AccessToken).toBeUndefined();
    expect(t.calls[0]?.headers['tb-language']).toBe('indonesia');
  });

  it('answers the second factor: a challenge from the login, the code or a recovery code posted with it, the recovery codes of an enrolment', async () => {
    const staff = { staff_id: 3, email: 'admin@titip.id', name: 'Ayu Admin', role: 'admin' };
    const t = transport({
      'POST ops/login': [
        { status: 200, body: { action: true, data: { second_factor: 'enrol', challenge: 'ch-1', challenge_expires_at: SESSION.expiresAt, secret: 'ABCD', otpauth_uri: 'otpauth://totp/x?secret=ABCD' } } },
        { status: 200, body: { action: true, data: { second_factor: 'code', challenge: 'ch-2', challenge_expires_at: SESSION.expiresAt } } },
      ],
      'POST ops/login/second-factor': [
        { status: 200, body: { action: true, data: { token: 'stf-9', expires_at: SESSION.expiresAt, staff, recovery_codes: ['aaaa-bbbb-cccc'] } } },
        { status: 200, body: { action: true, data: { token: 'stf-10', expires_at: SESSION.expiresAt, staff } } },
      ],
    }, false);
    expect(await t.api.login('admin@titip.id', 'pw')).toEqual({ kind: 'enrol', challenge: 'ch-1', expiresAt: SESSION.expiresAt, secret: 'ABCD', otpauthUri: 'otpauth://totp/x?secret=ABCD' });
    const enrolled = await t.api.secondFactor('ch-1', { code: '123456' });
    expect(enrolled).toMatchObject({ session: { token: 'stf-9' }, recoveryCodes: ['aaaa-bbbb-cccc'] });
    expect(await t.api.login('admin@titip.id', 'pw')).toEqual({ kind: 'code', challenge: 'ch-2', expiresAt: SESSION.expiresAt });
    expect(await t.api.secondFactor('ch-2', { recoveryCode: 'aaaa-bbbb-cccc' })).toMatchObject({ session: { token: 'stf-10' }, recoveryCodes: null });
    expect(t.calls.filter((c) => c.path === 'ops/login/second-factor').map((c) => c.body)).toEqual([
      { challenge: 'ch-1', code: '123456' }, { challenge: 'ch-2', recovery_code: 'aaaa-bbbb-cccc' },
    ]);
  });

  it('sends Authorization: Staff on reads, never the customer\'s token', async () => {
    const t = transport({
      'GET ops/me': [{ status: 200, body: { action: true, data: { staff_id: 3, email: 'admin@titip.id', name: 'Ayu Admin', role: 'admin', permissions: ['read', 'pack'], second_factor: { enabled: true, required: true } } } }],
      'GET ops/lines': [{ status: 200, body: { action: true, data: [line], meta: { page: 2, per_page: 20, total: 21 } } }],
    });
    expect(await t.api.me()).toEqual({ staffId: '3', email: 'admin@titip.id', name: 'Ayu Admin', role: 'admin', permissions: ['read', 'pack'], secondFactor: { enabled: true, required: true } });
    const page = await t.api.lines('purchased', 2);
    expect(t.calls.map((c) => c.headers.Authorization)).toEqual(['Staff stf-1', 'Staff stf-1']);
    expect(t.calls[1]?.query).toBe('?state=purchased&page=2');
    expect(page).toMatchObject({ page: 2, perPage: 20, total: 21 });
    expect(page.items[0]).toMatchObject({
      lineId: 41, customer: { customerId: '7', name: 'Budi Santoso' }, settlementUnpaid: true,
      purchase: { sellerOrderNumber: 'TB1', priceEstimated: 259, pricePaid: 289, sellerShipping: null },
      estimated: { weightGrams: 700 },
    });
  });

  it('purchases with the caller\'s key, the same on the retries, and maps the settlement', async () => {
    const t = transport({ 'POST ops/lines/41/purchase': [{ status: 503, body: {} }, { status: 200, body: { action: true, data: { line, settlement } } }] });
    const result = await t.api.purchase(41, { sellerOrderNumber: 'TB1', pricePaid: 289, sellerShipping: 12.5, note: '' }, 'key-1');
    expect(t.calls.map((c) => [c.path, c.headers['Idempotency-Key'], c.headers.Authorization])).toEqual([
      ['ops/lines/41/purchase', 'key-1', 'Staff stf-1'], ['ops/lines/41/purchase', 'key-1', 'Staff stf-1'],
    ]);
    expect(t.calls[0]?.body).toEqual({ seller_order_number: 'TB1', price_paid: 289, seller_shipping: 12.5 });
    expect(result.settlement).toEqual({
      settlementId: '12', kind: 'purchase', beforeTotal: 598000, afterTotal: 655250, difference: 57250, outcome: 'additional_invoice',
      amount: 57250, invoiceCode: 'INV-2', invoiceStatus: 'pending', createdAt: '2024-03-01T03:00:00.000Z',
    });
  });

  it('receives as multipart: the measured fields and every photo in `photos`', async () => {
    const t = transport({ 'POST ops/lines/41/receive': [{ status: 200, body: { action: true, data: { line: { ...line, state: 'at_warehouse' }, settlement: null } } }] });
    const photos = [
      { name: 'a.png', blob: new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }) },
      { name: 'b.jpg', blob: new Blob([new Uint8Array([255, 216, 255])], { type: 'image/jpeg' }) },
    ];
    await t.api.receive(41, { weightGrams: 650, lengthCm: 30, widthCm: 20, heightCm: 12.5, problemReason: null, note: 'ok', photos }, 'key-r');
    const body = t.calls[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'photos'))).toEqual({ weight_grams: '650', length_cm: '30', width_cm: '20', height_cm: '12.5', note: 'ok' });
    const files = form.getAll('photos') as File[];
    expect(files.map((f) => [f.name, f.type])).toEqual([['a.png', 'image/png'], ['b.jpg', 'image/jpeg']]);
    expect(t.calls[0]?.headers['Content-Type']).not.toBe('application/json');
    expect(t.calls[0]?.headers['Idempotency-Key']).toBe('key-r');
  });

  it('packs, ships and sends customs with their bodies', async () => {
    const t = transport({
      'POST ops/parcels': [{ status: 201, body: { action: true, data: { ...parcel, state: 'packed' } } }],
      'POST ops/parcels/PCL-20240301-000001/ship': [{ status: 200, body: { action: true, data: parcel } }],
      'POST ops/parcels/PCL-20240301-000001/customs': [{ status: 200, body: { action: true, data: { ...parcel, state: 'customs_held', customs_hold_reason: 'Dokumen' } } }],
    });
    const packed = await t.api.pack({ lineIds: [41, 42], weightGrams: 1200, lengthCm: 30, widthCm: 20, heightCm: 10 }, 'k1');
    expect(packed).toMatchObject({ parcelCode: 'PCL-20240301-000001', state: 'packed', lineIds: [41], timeline: [{ state: 'packed', note: null }] });
    await t.api.ship('PCL-20240301-000001', 'SF', 'SF1', 'k2');
    const held = await t.api.customs('PCL-20240301-000001', 'held', 'Dokumen', 'k3');
    expect(t.calls.map((c) => c.body)).toEqual([
      { line_ids: [41, 42], weight_grams: 1200, length_cm: 30, width_cm: 20, height_cm: 10 },
      { carrier: 'SF', tracking_number: 'SF1' },
      { status: 'held', reason: 'Dokumen' },
    ]);
    expect(held.customsHoldReason).toBe('Dokumen');
  });

  it('maps 409 STATE_CONFLICT and 403 ROLE_FORBIDDEN to ApiError with their reasons', async () => {
    const t = transport({
      'POST ops/parcels/P1/delivered': [{ status: 409, body: { action: false, error: { code: 'CONFLICT', reason: 'STATE_CONFLICT', message: 'Parcel is shipped', current_state: 'shipped' } } }],
      'POST ops/lines/41/purchase': [{ status: 403, body: { action: false, error: { code: 'FORBIDDEN', reason: 'ROLE_FORBIDDEN', message: 'Not allowed' } } }],
    });
    await expect(t.api.delivered('P1', 'k')).rejects.toMatchObject({ code: 'CONFLICT', status: 409, reason: 'STATE_CONFLICT', message: 'Parcel is shipped' });
    await expect(t.api.purchase(41, { sellerOrderNumber: 'x', pricePaid: 1 }, 'k')).rejects.toMatchObject({ status: 403, reason: 'ROLE_FORBIDDEN' });
    expect(t.staff.current()).not.toBeNull();
  });

  it('a 401 clears the staff session only (the customer stays signed in); without a session nothing is sent', async () => {
    const t = transport({ 'GET ops/queues': [{ status: 401, body: { action: false, error: { code: 'UNAUTHORIZED', reason: 'STAFF_SESSION_INVALID' } } }] });
    await expect(t.api.queues()).rejects.toMatchObject({ status: 401, reason: 'STAFF_SESSION_INVALID' });
    expect(t.storage.getItem(STAFF_SESSION_KEY)).toBeNull();
    expect(t.customer.loginToken()).toBe('customer-token');
    await expect(t.api.queues()).rejects.toMatchObject({ status: 401, reason: 'STAFF_LOGIN_REQUIRED' });
    expect(t.calls).toHaveLength(1);
  });

  it('maps the order page and refuses a malformed one', async () => {
    const order = {
      order_code: 'ORD-1', invoice_code: 'INV-1', invoice_status: 'paid', status: 'purchased', status_label: 'Sudah Dibelikan',
      created_at: '2024-03-01T01:00:00.000Z', paid_at: '2024-03-01T02:00:00.000Z', total: 1_000_000,
      customer: { customer_id: 7, name: 'Budi', email: 'b@x.id', phone_number: '08' },
      shipments: [{
        shipment_code: 'SHP-1', name: 'Kiriman 1', consolidated: false, status: 'purchased', status_label: 'Sudah Dibelikan', address: null, courier: 'jne', service: 'REG',
        lines: [{ ...line, timeline: [{ state: 'paid', at: '2024-03-01T02:00:00.000Z', note: null, staff_name: null }], photos: [{ photo_id: 5, url: '/api/media/qc/5?sig=x', content_type: 'image/png', created_at: '2024-03-01T02:00:00.000Z' }], settlements: [settlement] }],
        parcels: [parcel],
      }],
      timeline: [{ status: 'paid', at: '2024-03-01T02:00:00.000Z' }], refundable: 1_000_000,
      audit: [{ id: 1, staff: { staff_id: 3, name: 'Ayu', role: 'admin' }, action: 'purchase', entity_type: 'line', entity_id: '41', before: { state: 'paid' }, after: { state: 'purchased' }, at: '2024-03-01T03:00:00.000Z' }],
    };
    const t = transport({ 'GET ops/orders/ORD-1': [{ status: 200, body: { action: true, data: order } }], 'GET ops/orders/ORD-2': [{ status: 200, body: { action: true, data: { ...order, shipments: 'x' } } }] });
    const mapped = await t.api.order('ORD-1');
    expect(mapped.shipments[0]?.lines[0]?.photos[0]).toEqual({ photoId: '5', url: '/api/media/qc/5?sig=x', contentType: 'image/png', createdAt: '2024-03-01T02:00:00.000Z' });
    expect(mapped.audit[0]).toMatchObject({ id: '1', action: 'purchase', before: { state: 'paid' }, after: { state: 'purchased' } });
    const error = await t.api.order('ORD-2').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'MALFORMED_RESPONSE', field: 'data.shipments' });
  });

  it('exchange rates: the list and a history mapped, a change posted with its key and confirmation, a 422 kept', async () => {
    const rate = { code: 'CNY', kurs: 2400.5, date: '2024-03-01', source: 'console', updated_at: '2024-03-01T03:00:00.000Z', updated_by: { staff_id: 3, name: 'Ayu Admin' }, fixed: false };
    const entry = { id: 9, code: 'CNY', kurs: 2400.5, date: '2024-03-01', source: 'console', staff: { staff_id: 3, name: 'Ayu Admin' }, note: 'pajak', created_at: '2024-03-01T03:00:00.000Z' };
    const t = transport({
      'GET ops/kurs': [{ status: 200, body: { action: true, data: [rate, { ...rate, code: 'IDR', kurs: 1, source: 'seed', updated_by: null, fixed: true }] } }],
      'GET ops/kurs/CNY/history': [{ status: 200, body: { action: true, data: [entry, { ...entry, id: 1, kurs: 2260, source: 'seed', staff: null, note: null }] } }],
      'POST ops/kurs/CNY': [
        { status: 503, body: { action: false, error: { code: 'UNAVAILABLE' } } },
        { status: 200, body: { action: true, data: { rate, history: entry } } },
      ],
      'POST ops/kurs/HKD': [{ status: 422, body: { action: false, message: 'Perubahan 25%', error: { code: 'UNPROCESSABLE', reason: 'LARGE_CHANGE_UNCONFIRMED', field: 'body.confirm_large_change', message: 'Perubahan 25%' } } }],
    });
    const rates = await t.api.rates();
    expect(rates[0]).toEqual({ code: 'CNY', kurs: 2400.5, date: '2024-03-01', source: 'console', updatedAt: '2024-03-01T03:00:00.000Z', updatedBy: { staffId: '3', name: 'Ayu Admin' }, fixed: false });
    expect(rates[1]).toMatchObject({ code: 'IDR', updatedBy: null, fixed: true });
    const history = await t.api.rateHistory('CNY');
    expect(history.map((h) => [h.kurs, h.source, h.staffName])).toEqual([[2400.5, 'console', 'Ayu Admin'], [2260, 'seed', null]]);
    const saved = await t.api.setRate('CNY', { kurs: 2400.5, date: '2024-03-01', note: 'pajak', confirmLargeChange: false }, 'key-1');
    expect(saved.rate.kurs).toBe(2400.5);
    const posts = t.calls.filter((c) => c.method === 'POST' && c.path === 'ops/kurs/CNY');
    expect(posts).toHaveLength(2);
    expect(posts.map((c) => c.headers['Idempotency-Key'])).toEqual(['key-1', 'key-1']);
    expect(posts[0]?.headers.Authorization).toBe('Staff stf-1');
    expect(posts[0]?.body).toEqual({ kurs: 2400.5, date: '2024-03-01', note: 'pajak', confirm_large_change: false });
    const refused = await t.api.setRate('HKD', { kurs: 2600, date: '2024-03-01', note: null, confirmLargeChange: false }, 'key-2').catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 422, reason: 'LARGE_CHANGE_UNCONFIRMED', field: 'body.confirm_large_change' });
  });
});
