// Refund requests and tickets (docs/api/ops.md): the customer opens, lists, replies and withdraws;
// staff answer and resolve; an approved refund credits the wallet through the ledger, never more
// than is left to give back; another customer's ticket is 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { expectLedgerConsistent } from './fixtures/payments.ts';
import { auditOf, paidOrder, staffClient, walletOf, type StaffClient } from './fixtures/ops.ts';
import { addAddress, addLine, newShopper, previewAndCheckout } from './fixtures/checkout.ts';

let server: TestServer;
let operator: StaffClient;
beforeAll(async () => {
  server = await startTestServer();
  operator = await staffClient(server, 'operator');
});
afterAll(async () => server?.close());

describe('tickets', () => {
  it('opens, answers, resolves with a refund to the wallet', async () => {
    const o = await paidOrder(server);
    const opened = await o.shopper.api('POST', '/api/refund/request', {
      order_code: o.orderCode.toLowerCase(), line_id: o.lineIds[0], reason: 'damaged', message: 'Sol sepatu lepas', amount_requested: 50_000,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const id = opened.body.data.ticket_id;
    expect(opened.body.data).toMatchObject({ order_code: o.orderCode, line_id: o.lineIds[0], status: 'open', amount_requested: 50_000, messages: [{ author: 'customer', message: 'Sol sepatu lepas' }] });

    const queue = await operator.call('GET', '/api/ops/tickets?status=open');
    expect(queue.body.data.map((t: { ticket_id: number }) => t.ticket_id)).toContain(id);
    expect((await operator.call('GET', '/api/ops/queues')).body.data.tickets_open).toBeGreaterThanOrEqual(1);
    const answered = await operator.call('POST', `/api/ops/tickets/${id}/answer`, { message: 'Mohon kirim foto kerusakannya' });
    expect(answered.body.data.status).toBe('answered');
    const replied = await o.shopper.api('POST', `/api/refund/request/${id}/reply`, { message: 'Foto terlampir' });
    expect(replied.body.data.status).toBe('open');

    const tooMuch = await operator.call('POST', `/api/ops/tickets/${id}/resolve`, { outcome: 'approved', amount: o.total + 1 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.reason).toBe('REFUND_TOO_LARGE');
    const done = await operator.call('POST', `/api/ops/tickets/${id}/resolve`, { outcome: 'approved', amount: 50_000, message: 'Disetujui' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'approved', amount_refunded: 50_000 });
    expect(await walletOf(server.db, o.shopper.id)).toBe(50_000);
    await expectLedgerConsistent(server.db, o.shopper.id);
    const again = await operator.call('POST', `/api/ops/tickets/${id}/resolve`, { outcome: 'approved', amount: 1 });
    expect(again.status).toBe(409);
    expect(again.body.error.current_state).toBe('approved');
    expect(await walletOf(server.db, o.shopper.id)).toBe(50_000);

    const detail = await o.shopper.api('GET', `/api/refund/request/${id}`);
    expect(detail.body.data.messages.map((m: { author: string }) => m.author)).toEqual(['customer', 'staff', 'customer', 'staff']);
    const kinds = (await o.shopper.api('GET', '/api/customer/notifications')).body.data.map((n: { kind: string }) => n.kind);
    expect(kinds.slice(0, 2)).toEqual(['ticket_resolved', 'ticket_answered']);
    expect((await auditOf(server.db, 'ticket', id)).map((a) => [a.actor_type, a.action])).toEqual([
      ['customer', 'ticket_open'], ['staff', 'ticket_answer'], ['customer', 'ticket_reply'], ['staff', 'ticket_approved'],
    ]);
    // Later credits of the order are capped by what is left.
    const order = await operator.call('GET', `/api/ops/orders/${o.orderCode}`);
    expect(order.body.data.refundable).toBe(o.total - 50_000);
  });

  it('lists and withdraws the caller\'s tickets only; rejects unpaid orders', async () => {
    const o = await paidOrder(server);
    const t = await o.shopper.api('POST', '/api/refund/request', { order_code: o.orderCode, reason: 'not_received', message: 'Belum sampai' });
    const id = t.body.data.ticket_id;
    const stranger = await paidOrder(server);
    expect((await stranger.shopper.api('GET', `/api/refund/request/${id}`)).status).toBe(404);
    expect((await stranger.shopper.api('POST', '/api/refund/request/delete', { ticket_id: id })).status).toBe(404);
    expect((await stranger.shopper.api('POST', '/api/refund/request', { order_code: o.orderCode, reason: 'other', message: 'x' })).status).toBe(404);
    const history = await o.shopper.api('GET', '/api/refund/request/history?page=1');
    expect(history.body.data.map((x: { ticket_id: number }) => x.ticket_id)).toEqual([id]);
    expect(history.body.meta).toMatchObject({ page: 1, total: 1 });
    expect((await o.shopper.api('POST', '/api/refund/request/delete', { ticket_id: id })).body.data).toEqual({ ticket_id: id, deleted: true });
    expect((await o.shopper.api('GET', '/api/refund/request/history')).body.data).toEqual([]);
    expect((await o.shopper.api('GET', `/api/refund/request/${id}`)).status).toBe(404);

    const unpaid = await newShopper(server.baseUrl, server.db);
    const address = await addAddress(unpaid);
    const code = await addLine(unpaid, { name: 'Jaket', price: 199, quantity: 1, weight: 800 });
    const { placed } = await previewAndCheckout(unpaid, { cart_detail_codes: [code], addresses: [{ address_id: address.address_id }] });
    const notPaid = await unpaid.api('POST', '/api/refund/request', { order_code: placed.order_code, reason: 'other', message: 'x' });
    expect(notPaid.status).toBe(409);
    expect(notPaid.body.error.reason).toBe('ORDER_NOT_PAID');

    const rejected = await o.shopper.api('POST', '/api/refund/request', { order_code: o.orderCode, reason: 'other', message: 'Tolong' });
    const r = await operator.call('POST', `/api/ops/tickets/${rejected.body.data.ticket_id}/resolve`, { outcome: 'rejected', message: 'Tidak memenuhi syarat' });
    expect(r.body.data).toMatchObject({ status: 'rejected', amount_refunded: null });
    expect(await walletOf(server.db, o.shopper.id)).toBe(0);
    const withdraw = await o.shopper.api('POST', '/api/refund/request/delete', { ticket_id: rejected.body.data.ticket_id });
    expect(withdraw.body.error.current_state).toBe('rejected');
  });
});
