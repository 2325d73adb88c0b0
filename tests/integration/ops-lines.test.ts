// Actions on a line after payment (docs/api/ops.md): purchase at another price (additional invoice
// or credit, to the rupiah as the domain computes it), out of stock, the customer's cancel, a second
// purchase and racing purchases (409 with the new state), the audit log and the notifications.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLine } from '../../src/domain/fulfilment/index.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { charge, expectLedgerConsistent, seedWallet } from './fixtures/payments.ts';
import { auditOf, groupOf, paidOrder, staffClient, walletOf, type StaffClient } from './fixtures/ops.ts';

let server: TestServer;
let operator: StaffClient;
beforeAll(async () => {
  server = await startTestServer();
  operator = await staffClient(server, 'operator');
});
afterAll(async () => server?.close());

describe('paid lines enter the console', () => {
  it('queues a paid order\'s lines as paid, with the paid notification', async () => {
    const o = await paidOrder(server);
    const queues = await operator.call('GET', '/api/ops/queues');
    expect(queues.status).toBe(200);
    expect(queues.body.data.lines.paid).toBeGreaterThanOrEqual(1);
    const list = await operator.call('GET', '/api/ops/lines?state=paid');
    const mine = list.body.data.find((l: { line_id: number }) => l.line_id === o.lineIds[0]);
    expect(mine).toMatchObject({ order_code: o.orderCode, invoice_code: o.invoiceCode, state: 'paid', quantity: 2, currency: 'CNY', purchase: null, settlement_unpaid: false });
    const bell = await o.shopper.api('GET', '/api/customer/notifications');
    expect(bell.body.data.map((n: { kind: string }) => n.kind)).toEqual(['paid']);
    expect(bell.body.meta.unread).toBe(1);
    const read = await o.shopper.api('POST', '/api/customer/notifications/read', {});
    expect(read.body.data.unread).toBe(0);
  });
});

describe('purchase', () => {
  it('at a higher price raises an additional invoice of the domain\'s difference, paid like any invoice', async () => {
    const o = await paidOrder(server);
    const lineId = o.lineIds[0] as number;
    await operator.call('GET', '/api/ops/queues');
    const g = await groupOf(server.db, lineId);
    const expected = g.total(withLine(g.lines, String(lineId), { pricePaid: 289 })) - g.total(g.lines);
    expect(expected).toBeGreaterThan(0);

    const res = await operator.call('POST', `/api/ops/lines/${lineId}/purchase`, { seller_order_number: 'TB-778899', price_paid: 289 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.line).toMatchObject({ state: 'purchased', purchase: { seller_order_number: 'TB-778899', price_estimated: 259, price_paid: 289 }, settlement_unpaid: true });
    expect(res.body.data.settlement).toMatchObject({ kind: 'purchase', outcome: 'additional_invoice', amount: expected, difference: expected, invoice_status: 'pending' });
    const code = res.body.data.settlement.invoice_code;

    const invoice = await o.shopper.api('GET', `/api/invoices/${code}`);
    expect(invoice.body.data).toMatchObject({ invoice_type: 'additional', status: 'pending', total: expected });
    await seedWallet(server.db, o.shopper.id, expected);
    const paid = await charge(o.shopper, { invoice_code: code, payment_method: 'wallet' });
    expect(paid.body.data.status).toBe('paid');
    expect(await walletOf(server.db, o.shopper.id)).toBe(0);

    const detail = await o.shopper.api('GET', `/api/cart/history/${o.orderCode}`);
    expect(detail.body.data.status).toBe('purchased');
    expect(detail.body.data.timeline.map((e: { status: string }) => e.status)).toEqual(['awaiting_payment', 'paid', 'purchasing', 'purchased']);
    const line = detail.body.data.fulfilment.lines[0];
    expect(line).toMatchObject({ state: 'purchased', can_cancel: false, purchase: { price_paid: 289 } });
    expect(line.timeline.map((e: { state: string }) => e.state)).toEqual(['paid', 'purchased']);
    expect(detail.body.data.fulfilment.settlement).toMatchObject({ credited: 0, additional_due: 0, additional_paid: expected });

    const bell = await o.shopper.api('GET', '/api/customer/notifications');
    expect(bell.body.data.map((n: { kind: string }) => n.kind)).toEqual(['price_difference', 'purchased', 'paid']);

    const auditRows = await auditOf(server.db, 'line', lineId);
    expect(auditRows).toHaveLength(1);
    expect(auditRows[0]).toMatchObject({ actor_type: 'staff', staff_id: operator.id, action: 'purchase', before: { state: 'paid', seller_order_number: null, price_paid: null } });
    expect(auditRows[0]?.after).toMatchObject({ state: 'purchased', seller_order_number: 'TB-778899', settlement: 'additional_invoice', amount: expected });
  });

  it('issues an additional invoice again when it expires unpaid: same amount, a new due date, the line still waiting for it', async () => {
    const o = await paidOrder(server);
    const lineId = o.lineIds[0] as number;
    await operator.call('GET', '/api/ops/queues');
    const res = await operator.call('POST', `/api/ops/lines/${lineId}/purchase`, { seller_order_number: 'TB-EXP-1', price_paid: 289 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const first = res.body.data.settlement.invoice_code as string;
    const amount = res.body.data.settlement.amount as number;

    const later = new Date(Date.now() + 8 * 86_400_000);
    expect(await server.app.payments.sweep(later)).toContain(first);
    expect((await o.shopper.api('GET', `/api/invoices/${first}`)).body.data.status).toBe('expired');
    const again = await server.db.selectFrom('settlements').innerJoin('invoices', 'invoices.id', 'settlements.invoice_id')
      .select(['invoices.invoice_code', 'invoices.status', 'invoices.total', 'invoices.due_date']).where('settlements.line_id', 'in',
        server.db.selectFrom('fulfilment_lines').select('id').where('order_line_id', '=', lineId)).execute();
    expect(again).toHaveLength(1);
    const second = again[0];
    expect(second).toMatchObject({ status: 'pending' });
    expect(second?.invoice_code).not.toBe(first);
    expect(Number(second?.total)).toBe(amount);
    expect(new Date(second?.due_date ?? 0).getTime()).toBeGreaterThan(later.getTime());
    // A second sweep at the same time leaves the new one alone.
    expect(await server.app.payments.sweep(later)).not.toContain(second?.invoice_code);

    const lines = await operator.call('GET', '/api/ops/lines?state=purchased');
    expect(lines.body.data.find((l: { line_id: number }) => l.line_id === lineId)).toMatchObject({ settlement_unpaid: true });
    const bell = await o.shopper.api('GET', '/api/customer/notifications');
    expect(bell.body.data[0]).toMatchObject({ kind: 'price_difference', invoice_code: second?.invoice_code });

    await seedWallet(server.db, o.shopper.id, amount);
    const paid = await charge(o.shopper, { invoice_code: second?.invoice_code ?? '', payment_method: 'wallet' });
    expect(paid.body.data.status).toBe('paid');
    const after = await operator.call('GET', '/api/ops/lines?state=purchased');
    expect(after.body.data.find((l: { line_id: number }) => l.line_id === lineId)).toMatchObject({ settlement_unpaid: false });
    await expectLedgerConsistent(server.db, o.shopper.id);
  });

  it('at a lower price credits the wallet the domain\'s difference', async () => {
    const o = await paidOrder(server);
    const lineId = o.lineIds[0] as number;
    await operator.call('GET', '/api/ops/queues');
    const g = await groupOf(server.db, lineId);
    const credit = g.total(g.lines) - g.total(withLine(g.lines, String(lineId), { pricePaid: 199.5 }));
    expect(credit).toBeGreaterThan(0);
    const res = await operator.call('POST', `/api/ops/lines/${lineId}/purchase`, { seller_order_number: 'TB-1', price_paid: 199.5 });
    expect(res.body.data.settlement).toMatchObject({ outcome: 'credit', amount: credit, difference: -credit, invoice_code: null });
    expect(await walletOf(server.db, o.shopper.id)).toBe(credit);
    await expectLedgerConsistent(server.db, o.shopper.id);
    const wallet = await o.shopper.api('GET', '/api/wallet');
    expect(wallet.body.data.entries[0]).toMatchObject({ kind: 'refund', amount: credit });
  });

  it('buys fewer than ordered when the seller has fewer: the units not bought are credited, to the rupiah', async () => {
    const o = await paidOrder(server);
    const lineId = o.lineIds[0] as number;
    await operator.call('GET', '/api/ops/queues');
    const tooMany = await operator.call('POST', `/api/ops/lines/${lineId}/purchase`, { seller_order_number: 'TB-Q', price_paid: 259, quantity_bought: 3 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.field).toBe('body.quantity_bought');
    expect((await operator.call('POST', `/api/ops/lines/${lineId}/purchase`, { seller_order_number: 'TB-Q', price_paid: 259, quantity_bought: 0 })).status).toBe(422);
    const g = await groupOf(server.db, lineId);
    const credit = g.total(g.lines) - g.total(withLine(g.lines, String(lineId), { pricePaid: 259, quantityBought: 1 }));
    expect(credit).toBeGreaterThan(0);
    const res = await operator.call('POST', `/api/ops/lines/${lineId}/purchase`, { seller_order_number: 'TB-Q', price_paid: 259, quantity_bought: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.line).toMatchObject({ state: 'purchased', purchase: { quantity_bought: 1 } });
    expect(res.body.data.settlement).toMatchObject({ outcome: 'credit', amount: credit });
    expect(await walletOf(server.db, o.shopper.id)).toBe(credit);
    const detail = await o.shopper.api('GET', `/api/cart/history/${o.orderCode}`);
    expect(detail.body.data.fulfilment.lines[0]).toMatchObject({ quantity: 2, purchase: { quantity_bought: 1 } });
    const auditRows = await auditOf(server.db, 'line', lineId);
    expect(auditRows[0]?.after).toMatchObject({ quantity_bought: 1, settlement: 'credit', amount: credit });
    // All of them is no partial purchase.
    const all = await paidOrder(server);
    await operator.call('GET', '/api/ops/queues');
    const whole = await operator.call('POST', `/api/ops/lines/${all.lineIds[0]}/purchase`, { seller_order_number: 'TB-Q2', price_paid: 259, quantity_bought: 2 });
    expect(whole.body.data.line.purchase.quantity_bought).toBeNull();
    expect(whole.body.data.settlement.outcome).toBe('none');
  });

  it('refuses a second purchase with 409 and the current state, and a bad price with 422', async () => {
    const o = await paidOrder(server);
    const lineId = o.lineIds[0] as number;
    expect((await operator.call('POST', `/api/ops/lines/${lineId}/purchase`, { seller_order_number: 'A', price_paid: 259 })).status).toBe(200);
    const again = await operator.call('POST', `/api/ops/lines/${lineId}/purchase`, { seller_order_number: 'B', price_paid: 100 });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'CONFLICT', reason: 'STATE_CONFLICT', current_state: 'purchased' });
    expect(await auditOf(server.db, 'line', lineId)).toHaveLength(1);
    const negative = await operator.call('POST', `/api/ops/lines/${lineId}/purchase`, { seller_order_number: 'B', price_paid: -1 });
    expect(negative.status).toBe(422);
    const decimals = await operator.call('POST', `/api/ops/lines/${o.lineIds[0]}/purchase`, { seller_order_number: 'B', price_paid: 1.234 });
    expect(decimals.status).toBe(422);
    expect((await operator.call('POST', '/api/ops/lines/999999/purchase', { seller_order_number: 'B', price_paid: 1 })).status).toBe(404);
  });

  it('lets one of two racing purchases win; the other sees the new state', async () => {
    const o = await paidOrder(server);
    const lineId = o.lineIds[0] as number;
    await operator.call('GET', '/api/ops/queues');
    const other = await staffClient(server, 'admin');
    const [a, b] = await Promise.all([
      operator.call('POST', `/api/ops/lines/${lineId}/purchase`, { seller_order_number: 'RACE-A', price_paid: 300 }),
      other.call('POST', `/api/ops/lines/${lineId}/purchase`, { seller_order_number: 'RACE-B', price_paid: 300 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const lost = a.status === 409 ? a : b;
    expect(lost.body.error.current_state).toBe('purchased');
    const invoices = await server.db.selectFrom('settlements').select('id').where('line_id', '=', (await server.db.selectFrom('fulfilment_lines').select('id').where('order_line_id', '=', lineId).executeTakeFirstOrThrow()).id).execute();
    expect(invoices).toHaveLength(1);
    expect(await auditOf(server.db, 'line', lineId)).toHaveLength(1);
  });

  it('replays an action with the same Idempotency-Key', async () => {
    const o = await paidOrder(server);
    const key = randomUUID();
    const first = await operator.call('POST', `/api/ops/lines/${o.lineIds[0]}/purchase`, { seller_order_number: 'K', price_paid: 259 }, { 'idempotency-key': key });
    const second = await operator.call('POST', `/api/ops/lines/${o.lineIds[0]}/purchase`, { seller_order_number: 'K', price_paid: 259 }, { 'idempotency-key': key });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
  });
});

describe('lines leaving before the purchase', () => {
  it('out of stock refunds the line with the shipment\'s shipping: the whole payment back', async () => {
    const o = await paidOrder(server);
    const lineId = o.lineIds[0] as number;
    const res = await operator.call('POST', `/api/ops/lines/${lineId}/out-of-stock`, { note: 'Penjual kehabisan stok' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.line.state).toBe('refunded');
    expect(res.body.data.settlement).toMatchObject({ kind: 'out_of_stock', outcome: 'credit', amount: o.total });
    expect(await walletOf(server.db, o.shopper.id)).toBe(o.total);
    const detail = await o.shopper.api('GET', `/api/cart/history/${o.orderCode}`);
    expect(detail.body.data.status).toBe('refunded');
    expect(detail.body.data.fulfilment.lines[0].timeline.map((e: { state: string }) => e.state)).toEqual(['paid', 'out_of_stock', 'refunded']);
    const again = await operator.call('POST', `/api/ops/lines/${lineId}/out-of-stock`);
    expect(again.body.error.current_state).toBe('refunded');
  });

  it('the customer cancels a paid line (wallet credited), not a purchased one, not another\'s', async () => {
    const o = await paidOrder(server, { lines: [{ name: 'Kaos', price: 59, quantity: 1, weight: 200 }, { name: 'Topi', price: 39, quantity: 1, weight: 150 }] });
    const [first, second] = o.lineIds as [number, number];
    const stranger = await paidOrder(server);
    await operator.call('GET', '/api/ops/queues');
    const foreign = await stranger.shopper.api('POST', `/api/order-lines/${first}/cancel`, {}, { 'idempotency-key': randomUUID() });
    expect(foreign.status).toBe(404);
    const noKey = await o.shopper.api('POST', `/api/order-lines/${first}/cancel`, {});
    expect(noKey.status).toBe(422);

    const g = await groupOf(server.db, first);
    const expected = g.total(g.lines) - g.total(withLine(g.lines, String(first), { active: false }));
    const res = await o.shopper.api('POST', `/api/order-lines/${first}/cancel`, {}, { 'idempotency-key': randomUUID() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.line).toMatchObject({ state: 'refunded', can_cancel: false });
    expect(res.body.data.settlement).toMatchObject({ kind: 'cancel', outcome: 'credit', amount: expected });
    expect(await walletOf(server.db, o.shopper.id)).toBe(expected);
    expect((await auditOf(server.db, 'line', first))[0]).toMatchObject({ actor_type: 'customer', customer_id: o.shopper.id, action: 'cancel' });

    await operator.call('POST', `/api/ops/lines/${second}/purchase`, { seller_order_number: 'T', price_paid: 39 });
    const late = await o.shopper.api('POST', `/api/order-lines/${second}/cancel`, {}, { 'idempotency-key': randomUUID() });
    expect(late.status).toBe(409);
    expect(late.body.error.current_state).toBe('purchased');
    const order = await o.shopper.api('GET', `/api/cart/history/${o.orderCode}`);
    expect(order.body.data.status).toBe('purchased');
  });

  it('never credits more than was paid (a free purchase of one line of two)', async () => {
    const o = await paidOrder(server, { lines: [{ name: 'Buku', price: 30, quantity: 1, weight: 300 }, { name: 'Pena', price: 5, quantity: 1, weight: 20 }] });
    const res = await operator.call('POST', `/api/ops/lines/${o.lineIds[1]}/purchase`, { seller_order_number: 'FREE', price_paid: 0 });
    expect(res.status).toBe(200);
    const s = res.body.data.settlement;
    expect(s.amount).toBeGreaterThanOrEqual(0);
    expect(s.amount).toBeLessThanOrEqual(o.total);
    expect(await walletOf(server.db, o.shopper.id)).toBe(s.outcome === 'credit' ? s.amount : 0);
    await operator.call('POST', `/api/ops/lines/${o.lineIds[0]}/out-of-stock`, {});
    await operator.call('POST', `/api/ops/lines/${o.lineIds[1]}/out-of-stock`, {});
    expect(await walletOf(server.db, o.shopper.id)).toBe(o.total);
    await expectLedgerConsistent(server.db, o.shopper.id);
    const amounts = await server.db.selectFrom('settlements').select('amount').where('customer_id', '=', o.shopper.id).execute();
    for (const a of amounts) expect(Number(a.amount)).toBeGreaterThanOrEqual(0);
  });
});
