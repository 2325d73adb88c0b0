// The customer's side after payment over a fake transport (docs/api/ops.md): the order detail's
// `fulfilment` and the tracked lines (anonymous vs owner), the decision and the cancel (path, body,
// the caller's Idempotency-Key kept across retries), ratings and reviews, tickets, notifications;
// malformed answers refused as MALFORMED_RESPONSE with the path.
import { describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { ApiError } from '../../application/ports/api-error';
import { MemoryKeyValueStorage } from '../storage/browser-storage';
import { LocalSessionStore } from '../storage/session.storage';
import { HttpClient } from './http-client';
import { HttpCustomerNotificationApi } from './customer-notification-api.http';
import { HttpFulfilmentApi } from './fulfilment-api.http';
import { HttpOrderApi } from './order-api.http';
import { HttpRatingApi } from './rating-api.http';
import { HttpTicketApi } from './ticket-api.http';

type Reply = { status: number; body: unknown };

function transport(replies: Record<string, Reply[]>) {
  const calls: { method: string; path: string; query: string; body: unknown; key: string | undefined }[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = new URL(config.url ?? '');
    const path = url.pathname.replace(/^\/api\//, '');
    const method = config.method?.toUpperCase() ?? 'GET';
    const headers = config.headers.toJSON() as Record<string, unknown>;
    calls.push({ method, path, query: url.search, body: typeof config.data === 'string' ? JSON.parse(config.data) : undefined, key: headers['Idempotency-Key'] as string | undefined });
    const list = replies[`${method} ${path}`] ?? [];
    const r = (list.length > 1 ? list.shift() : list[0]) ?? { status: 404, body: { action: false, error: { code: 'NOT_FOUND' } } };
    return { data: JSON.stringify(r.body), status: r.status, statusText: '', headers: {}, config, request: {} };
  };
  const session = new LocalSessionStore(new MemoryKeyValueStorage());
  session.setAccessToken('acc');
  const http = new HttpClient({ config: { apiBaseUrl: 'http://t/api', scrapeBaseUrl: 'http://t/api' }, session, adapter, retry: { retries: 3, sleep: async () => undefined } });
  return {
    calls,
    orders: new HttpOrderApi(http), fulfilment: new HttpFulfilmentApi(http), ratings: new HttpRatingApi(http),
    tickets: new HttpTicketApi(http), notifications: new HttpCustomerNotificationApi(http),
  };
}

const ok = (data: unknown, meta?: unknown): Reply => ({ status: 200, body: { action: true, message: 'ok', data, ...(meta ? { meta } : {}) } });

const photo = { photo_id: 9, url: '/api/media/qc/9?exp=1&sig=ab', content_type: 'image/jpeg', created_at: '2024-03-02T03:00:00.000Z' };
const settlement = {
  settlement_id: 12, kind: 'purchase', before_total: 598000, after_total: 655250, difference: 57250, outcome: 'additional_invoice', amount: 57250,
  invoice_code: 'INV-2', invoice_status: 'pending', created_at: '2024-03-02T03:00:00.000Z',
};
const line = {
  line_id: 41, shipment_code: 'SHP-1', cart_detail_code: 'CD1', name: 'Sepatu Lari', image: 'https://img/1.jpg', quantity: 2, currency: 'CNY',
  state: 'needs_decision', state_label: 'Menunggu Keputusan Anda',
  timeline: [{ state: 'paid', at: '2024-03-01T03:00:00.000Z', note: null }, { state: 'needs_decision', at: '2024-03-03T03:00:00.000Z', note: 'Warna' }],
  purchase: { seller_order_number: 'TB123', price_estimated: 259, price_paid: 289, at: '2024-03-02T03:00:00.000Z' },
  weight: { estimated_grams: 700, measured_grams: '650', estimated_dimensions: { length_cm: 0, width_cm: 0, height_cm: 0 }, measured_dimensions: { length_cm: 30, width_cm: 20, height_cm: 12 } },
  photos: [photo],
  storage: { arrived_at: '2024-03-03T03:00:00.000Z', free_days: 30, free_until: '2024-04-02T03:00:00.000Z', days_left: 21, ended: false },
  problem: { reason: 'Warna tidak sesuai', choices: ['accept', 'return_to_seller', 'refund'], decision: null, decided_at: null },
  settlements: [settlement], parcel_code: null, can_cancel: false, can_decide: true, can_rate: false, rating: null,
};
const parcel = {
  parcel_code: 'PCL-20240305-ABC123', state: 'shipped', state_label: 'Dikirim', timeline: [{ state: 'packed', at: '2024-03-04T03:00:00.000Z' }],
  carrier: 'SF Express', tracking_number: 'SF1', customs_hold_reason: null, domestic_courier: null, domestic_tracking_number: null, line_ids: [41],
};
const order = {
  order_code: 'ORD-1', invoice_code: 'INV-1', status: 'at_warehouse', status_label: 'Di Gudang', created_at: '2024-03-01T03:00:00.000Z', total: 598000,
  item_count: 2, shipments: [], timeline: [{ status: 'paid', at: '2024-03-01T03:00:00.000Z' }],
  fulfilment: { lines: [line], parcels: [parcel], settlement: { credited: '23000', additional_due: 57250, additional_paid: 0, invoices: [{ invoice_code: 'INV-2', status: 'pending', total: 57250, due_date: '2024-03-09T03:00:00.000Z' }] } },
};

describe('HttpOrderApi after payment', () => {
  it('maps data.fulfilment of cart/history/{code}: lines, photos, weights, storage, problem, settlements, parcels', async () => {
    const t = transport({ 'GET cart/history/ORD-1': [ok(order)] });
    const detail = await t.orders.order('ORD-1');
    const f = detail.fulfilment;
    expect(f?.settlement).toEqual({ credited: 23000, additionalDue: 57250, additionalPaid: 0, invoices: [{ invoiceCode: 'INV-2', status: 'pending', total: 57250, dueDate: '2024-03-09T03:00:00.000Z' }] });
    expect(f?.parcels[0]).toMatchObject({ parcelCode: 'PCL-20240305-ABC123', carrier: 'SF Express', trackingNumber: 'SF1', lineIds: ['41'], timeline: [{ state: 'packed', note: null }] });
    expect(f?.lines[0]).toMatchObject({
      lineId: '41', cartDetailCode: 'CD1', state: 'needs_decision', canDecide: true, canCancel: false,
      weight: { estimatedGrams: 700, measuredGrams: 650, measuredDimensions: { lengthCm: 30, widthCm: 20, heightCm: 12 } },
      photos: [{ id: '9', url: '/api/media/qc/9?exp=1&sig=ab', contentType: 'image/jpeg' }],
      storage: { freeDays: 30, daysLeft: 21, ended: false },
      problem: { reason: 'Warna tidak sesuai', choices: ['accept', 'return_to_seller', 'refund'], decision: null },
      settlements: [{ id: '12', outcome: 'additional_invoice', amount: 57250, invoiceCode: 'INV-2', invoiceStatus: 'pending' }],
      purchase: { sellerOrderNumber: 'TB123', priceEstimated: 259, pricePaid: 289 },
    });
    expect(f?.lines[0]?.timeline[1]).toEqual({ state: 'needs_decision', at: '2024-03-03T03:00:00.000Z', note: 'Warna' });
  });

  it('fulfilment null before payment; the tracked lines are state-only for anyone and full for the owner', async () => {
    const anonymous = { order_code: 'ORD-1', status: 'at_warehouse', timeline: [], shipments: [], lines: [{ line_id: 41, state: 'at_warehouse', state_label: 'Di Gudang', timeline: [{ state: 'paid', at: '2024-03-01T03:00:00.000Z' }], parcel_code: null }] };
    const t = transport({
      'GET cart/history/ORD-0': [ok({ ...order, order_code: 'ORD-0', fulfilment: null })],
      'GET cart-or-invoice': [
        ok({ invoice_code: 'INV-1', invoice_type: 'checkout', status: 'paid', created_at: '2024-03-01T03:00:00.000Z', owner: false, orders: [anonymous] }),
        ok({ invoice_code: 'INV-1', invoice_type: 'checkout', status: 'paid', created_at: '2024-03-01T03:00:00.000Z', owner: true, orders: [{ ...anonymous, lines: [line], parcels: [parcel] }] }),
      ],
    });
    expect((await t.orders.order('ORD-0')).fulfilment).toBeNull();
    const seen = await t.orders.track('INV-1');
    expect(seen.orders[0]?.fulfilment).toBeNull();
    expect(seen.orders[0]?.lines).toEqual([{ lineId: '41', state: 'at_warehouse', stateLabel: 'Di Gudang', timeline: [{ state: 'paid', at: '2024-03-01T03:00:00.000Z', note: null }], parcelCode: null }]);
    const owner = await t.orders.track('INV-1');
    expect(owner.orders[0]?.fulfilment?.lines[0]?.name).toBe('Sepatu Lari');
    expect(owner.orders[0]?.fulfilment?.parcels).toHaveLength(1);
    expect(owner.orders[0]?.lines[0]?.state).toBe('needs_decision');
  });

  it.each([
    ['an unknown outcome', { ...line, settlements: [{ ...settlement, outcome: 'maybe' }] }, 'data.fulfilment.lines[0].settlements[0].outcome'],
    ['a negative amount', { ...line, settlements: [{ ...settlement, amount: -1 }] }, 'data.fulfilment.lines[0].settlements[0].amount'],
    ['an additional invoice without its code', { ...line, settlements: [{ ...settlement, invoice_code: null }] }, 'data.fulfilment.lines[0].settlements[0].invoice_code'],
    ['a javascript photo', { ...line, photos: [{ ...photo, url: 'javascript:alert(1)' }] }, 'data.fulfilment.lines[0].photos[0].url'],
    ['a bad timeline date', { ...line, timeline: [{ state: 'paid', at: 'kemarin' }] }, 'data.fulfilment.lines[0].timeline[0].at'],
    ['an unknown decision', { ...line, problem: { ...line.problem, decision: 'keep' } }, 'data.fulfilment.lines[0].problem.decision'],
  ])('refuses %s as MALFORMED_RESPONSE', async (_name, bad, field) => {
    const t = transport({ 'GET cart/history/ORD-1': [ok({ ...order, fulfilment: { ...order.fulfilment, lines: [bad] } })] });
    await expect(t.orders.order('ORD-1')).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE', field });
  });
});

describe('HttpFulfilmentApi', () => {
  it('posts the decision with the caller\'s key, the same key on the client\'s retries', async () => {
    const t = transport({ 'POST order-lines/41/decision': [{ status: 503, body: {} }, ok({ ...line, state: 'refunded', can_decide: false })] });
    const answer = await t.fulfilment.decide('41', 'refund', 'key-1');
    expect(t.calls.map((c) => [c.method, c.path, c.key])).toEqual([['POST', 'order-lines/41/decision', 'key-1'], ['POST', 'order-lines/41/decision', 'key-1']]);
    expect(t.calls[0]?.body).toEqual({ choice: 'refund' });
    expect(answer).toMatchObject({ lineId: '41', state: 'refunded', canDecide: false });
  });

  it('cancels with a key and maps the credit; a state conflict is CONFLICT STATE_CONFLICT', async () => {
    const credit = { ...settlement, kind: 'cancel', outcome: 'credit', amount: 299000, invoice_code: null, invoice_status: null };
    const t = transport({
      'POST order-lines/41/cancel': [ok({ line: { ...line, state: 'refunded' }, settlement: credit })],
      'POST order-lines/42/cancel': [{ status: 409, body: { action: false, error: { code: 'CONFLICT', reason: 'STATE_CONFLICT', message: 'purchased', current_state: 'purchased' } } }],
    });
    const answer = await t.fulfilment.cancel('41', 'k');
    expect(t.calls[0]).toMatchObject({ path: 'order-lines/41/cancel', key: 'k' });
    expect(answer.settlement).toMatchObject({ kind: 'cancel', outcome: 'credit', amount: 299000, invoiceCode: null });
    const error = await t.fulfilment.cancel('42', 'k2').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, reason: 'STATE_CONFLICT' });
  });
});

describe('HttpRatingApi', () => {
  it('reads the target, inserts a rating and reads a product\'s reviews with the average', async () => {
    const t = transport({
      'GET rating': [ok({ cart_code: 'CD1', name: 'Sepatu', image: null, can_rate: true, rating: null })],
      'POST rating/insert': [{ status: 201, body: { action: true, data: { cart_code: 'CD1', stars: 5, text: 'Mantap', created_at: '2024-03-09T03:00:00.000Z' } } }],
      'GET review/product': [ok([{ id: 'r7', name: 'Budi S.', rating: 5, text: 'Mantap', created_at: '2024-03-09T03:00:00.000Z' }], { page: 1, per_page: 20, total: 1, average: 5 })],
    });
    expect(await t.ratings.target('CD1')).toEqual({ cartCode: 'CD1', name: 'Sepatu', image: null, canRate: true, rating: null });
    expect(t.calls[0]?.query).toBe('?cart_code=CD1');
    expect(await t.ratings.rate({ cartCode: 'CD1', stars: 5, text: 'Mantap' })).toEqual({ cartCode: 'CD1', stars: 5, text: 'Mantap', createdAt: '2024-03-09T03:00:00.000Z' });
    expect(t.calls[1]?.body).toEqual({ cart_code: 'CD1', stars: 5, text: 'Mantap' });
    const page = await t.ratings.productReviews({ url: 'https://item.taobao.com/item.htm?id=1', page: 2 });
    expect(t.calls[2]?.query).toBe(`?url=${encodeURIComponent('https://item.taobao.com/item.htm?id=1')}&page=2`);
    expect(page).toEqual({ items: [{ id: 'r7', name: 'Budi S.', rating: 5, text: 'Mantap', createdAt: '2024-03-09T03:00:00.000Z' }], page: 1, perPage: 20, total: 1, average: 5 });
  });

  it('refuses stars outside 1..5 and passes ALREADY_RATED through', async () => {
    const t = transport({
      'GET review/product': [ok([{ id: 'r1', name: 'A', rating: 6, text: '', created_at: '2024-03-09T03:00:00.000Z' }])],
      'POST rating/insert': [{ status: 409, body: { action: false, error: { code: 'CONFLICT', reason: 'ALREADY_RATED', message: 'Already rated' } } }],
    });
    await expect(t.ratings.productReviews({ productId: '7' })).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE', field: 'data[0].rating' });
    await expect(t.ratings.rate({ cartCode: 'CD1', stars: 3, text: '' })).rejects.toMatchObject({ status: 409, reason: 'ALREADY_RATED' });
  });
});

const ticket = {
  ticket_id: 5, order_code: 'ORD-1', line_id: 41, reason: 'damaged', status: 'open', amount_requested: 50000, amount_refunded: null,
  created_at: '2024-03-09T03:00:00.000Z', updated_at: '2024-03-09T03:00:00.000Z',
  messages: [{ author: 'customer', name: 'Budi', message: 'Robek', at: '2024-03-09T03:00:00.000Z' }],
};

describe('HttpTicketApi', () => {
  it('creates with a key (numbers for ids), lists with paging, reads, replies and withdraws', async () => {
    const { messages: _m, ...summary } = ticket;
    const t = transport({
      'POST refund/request': [{ status: 503, body: {} }, { status: 201, body: { action: true, data: ticket } }],
      'GET refund/request/history': [ok([summary], { page: 2, per_page: 20, total: 21 })],
      'GET refund/request/5': [ok(ticket)],
      'POST refund/request/5/reply': [ok({ ...ticket, status: 'open' })],
      'POST refund/request/delete': [ok({ ticket_id: 5, deleted: true })],
    });
    const created = await t.tickets.create({ orderCode: 'ORD-1', lineId: '41', reason: 'damaged', message: 'Robek', amountRequested: 50000 }, 'tk');
    expect(t.calls.slice(0, 2).map((c) => c.key)).toEqual(['tk', 'tk']);
    expect(t.calls[0]?.body).toEqual({ order_code: 'ORD-1', line_id: 41, reason: 'damaged', message: 'Robek', amount_requested: 50000 });
    expect(created).toMatchObject({ id: '5', lineId: '41', amountRequested: 50000, amountRefunded: null, messages: [{ author: 'customer', message: 'Robek' }] });
    const page = await t.tickets.list(2);
    expect(t.calls[2]?.query).toBe('?page=2');
    expect(page).toMatchObject({ page: 2, total: 21, items: [{ id: '5', status: 'open' }] });
    expect((await t.tickets.get('5')).messages).toHaveLength(1);
    await t.tickets.reply('5', 'Sudah saya foto');
    expect(t.calls[4]?.body).toEqual({ message: 'Sudah saya foto' });
    await t.tickets.withdraw('5');
    expect(t.calls[5]?.body).toEqual({ ticket_id: 5 });
  });

  it('leaves out an empty line and amount; refuses an unknown author', async () => {
    const t = transport({
      'POST refund/request': [{ status: 201, body: { action: true, data: ticket } }],
      'GET refund/request/5': [ok({ ...ticket, messages: [{ author: 'robot', name: '', message: 'x', at: '2024-03-09T03:00:00.000Z' }] })],
    });
    await t.tickets.create({ orderCode: 'ORD-1', lineId: null, reason: 'other', message: 'Halo', amountRequested: null }, 'k');
    expect(t.calls[0]?.body).toEqual({ order_code: 'ORD-1', reason: 'other', message: 'Halo' });
    await expect(t.tickets.get('5')).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE', field: 'data.messages[0].author' });
  });
});

describe('HttpCustomerNotificationApi', () => {
  it('lists a page with the unread count and marks some or all read', async () => {
    const n = { id: 3, kind: 'arrived', title: 'Tiba di gudang', body: 'Lihat foto', order_code: 'ORD-1', line_id: 41, invoice_code: null, read: false, created_at: '2024-03-03T03:00:00.000Z' };
    const t = transport({
      'GET customer/notifications': [ok([n], { page: 1, per_page: 20, total: 1, unread: 1 })],
      'POST customer/notifications/read': [ok({ unread: 0 })],
    });
    expect(await t.notifications.list()).toEqual({
      items: [{ id: '3', kind: 'arrived', title: 'Tiba di gudang', body: 'Lihat foto', orderCode: 'ORD-1', lineId: '41', invoiceCode: null, read: false, createdAt: '2024-03-03T03:00:00.000Z' }],
      page: 1, perPage: 20, total: 1, unread: 1,
    });
    expect(await t.notifications.markRead(['3'])).toBe(0);
    expect(t.calls[1]?.body).toEqual({ ids: [3] });
    await t.notifications.markRead();
    expect(t.calls[2]?.body).toEqual({});
  });
});
