// An order keeps its rates (docs/checkout.md "An order keeps its rates"): the invoice and the order
// answer `kurs_used`, and a rate changed after the checkout changes neither what the customer was
// charged nor the fulfilment's pricing (the frozen context, hence the weighing's settlement). An
// order without kept rates (placed before migration 7811) falls back to the rates of its payment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLine, priceSettlementGroup } from '../../src/domain/fulfilment/index.ts';
import { startTestServer, type TestServer } from './harness.ts';
import type { Json } from './fixtures/http.ts';
import { addAddress, addLine, newShopper, previewAndCheckout, type Shopper } from './fixtures/checkout.ts';
import { charge, seedWallet } from './fixtures/payments.ts';
import { groupOf, JPEG, staffClient, type StaffClient } from './fixtures/ops.ts';

let server: TestServer;
let admin: StaffClient;
let operator: StaffClient;
let warehouse: StaffClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await staffClient(server, 'admin');
  operator = await staffClient(server, 'operator');
  warehouse = await staffClient(server, 'warehouse');
});
afterAll(async () => server?.close());

interface Placed { shopper: Shopper; invoiceCode: string; orderCode: string; total: number }

async function placed(): Promise<Placed> {
  const shopper = await newShopper(server.baseUrl, server.db);
  const address = await addAddress(shopper);
  const code = await addLine(shopper, { name: 'Sepatu Lari', price: 259, quantity: 2, weight: 700 });
  const { placed: p } = await previewAndCheckout(shopper, { cart_detail_codes: [code], addresses: [{ address_id: address.address_id }] });
  return { shopper, invoiceCode: p.invoice_code, orderCode: p.order_code, total: p.total };
}

async function pay(o: Placed): Promise<void> {
  await seedWallet(server.db, o.shopper.id, o.total);
  const res = await charge(o.shopper, { invoice_code: o.invoiceCode, payment_method: 'wallet' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  // The fulfilment of a paid invoice is a job of the payment's transaction.
  await server.app.jobs.drain();
}

async function setRate(code: string, kurs: number): Promise<void> {
  const res = await admin.call('POST', `/api/ops/kurs/${code}`, { kurs, confirm_large_change: true });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function lineIdOf(orderCode: string): Promise<number> {
  const row = await server.db.selectFrom('order_lines').innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select('order_lines.id').where('orders.order_code', '=', orderCode).executeTakeFirstOrThrow();
  return row.id;
}

const currentCny = async () => Number((await server.db.selectFrom('kurs').select('kurs').where('code', '=', 'CNY').executeTakeFirstOrThrow()).kurs);

describe('an order keeps its rates', () => {
  it('answers kurs_used on the invoice and the order: every currency its pricing read, with date and source', async () => {
    const cny = await currentCny();
    const o = await placed();
    const invoice = await o.shopper.api('GET', `/api/invoices/${o.invoiceCode}`);
    expect(invoice.status).toBe(200);
    const used: Json[] = invoice.body.data.kurs_used;
    // CNY: the goods, the packing fee and the shipping to the warehouse; USD: the de minimis and the additional transaction price.
    expect(used.map((k) => k.code)).toEqual(['CNY', 'USD']);
    expect(used[0]).toEqual({ code: 'CNY', kurs: cny, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), source: expect.any(String) });
    expect(invoice.body.data.orders[0].kurs_used).toEqual(used);
    const order = await o.shopper.api('GET', `/api/cart/history/${o.orderCode}`);
    expect(order.body.data.kurs_used).toEqual(used);
    const row = await server.db.selectFrom('orders').select('kurs_used').where('order_code', '=', o.orderCode).executeTakeFirstOrThrow();
    expect(row.kurs_used).toEqual(used);
  });

  it('prices the fulfilment and the weighing with the kept rate after a rate change', async () => {
    const kept = await currentCny();
    const o = await placed();
    await setRate('CNY', Math.round(kept * 1.15));
    await pay(o);
    // What the customer was charged does not move.
    const invoice = await o.shopper.api('GET', `/api/invoices/${o.invoiceCode}`);
    expect(invoice.body.data).toMatchObject({ status: 'paid', total: o.total });
    expect(invoice.body.data.kurs_used[0]).toMatchObject({ code: 'CNY', kurs: kept });

    const lineId = await lineIdOf(o.orderCode);
    const g = await groupOf(server.db, lineId);
    expect(g.group.context.exchangeRates.CNY).toBe(kept);
    const today = { ...g.group.context, exchangeRates: { ...g.group.context.exchangeRates, CNY: await currentCny() } };
    const totalToday = (lines: typeof g.lines) => priceSettlementGroup(lines, today).total;

    // Bought dearer: the additional invoice is the difference at the kept rate, not at today's.
    const dearer = withLine(g.lines, String(lineId), { pricePaid: 300 });
    const atKept = g.total(dearer) - g.total(g.lines);
    expect(atKept).toBeGreaterThan(0);
    expect(totalToday(dearer) - totalToday(g.lines)).not.toBe(atKept);
    const purchase = await operator.call('POST', `/api/ops/lines/${lineId}/purchase`, { seller_order_number: 'TB-9', price_paid: 300 });
    expect(purchase.status, JSON.stringify(purchase.body)).toBe(200);
    expect(purchase.body.data.settlement).toMatchObject({ kind: 'purchase', outcome: 'additional_invoice', amount: atKept });

    // Weighed heavier: the group is priced before and after at the kept rate.
    const heavier = withLine(dearer, String(lineId), { measured: { weightGrams: 1600, lengthCm: 20, widthCm: 20, heightCm: 10 } });
    const received = await warehouse.receive(lineId, { weight_grams: 1600, length_cm: 20, width_cm: 20, height_cm: 10 }, [JPEG]);
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.data.settlement).toMatchObject({ kind: 'receive', amount: g.total(heavier) - g.total(dearer) });
    const row = await server.db.selectFrom('settlements').innerJoin('fulfilment_lines', 'fulfilment_lines.id', 'settlements.line_id')
      .select(['settlements.before_total', 'settlements.after_total']).where('fulfilment_lines.order_line_id', '=', lineId)
      .where('settlements.kind', '=', 'receive').executeTakeFirstOrThrow();
    expect([Number(row.before_total), Number(row.after_total)]).toEqual([g.total(dearer), g.total(heavier)]);
    expect(Number(row.after_total)).not.toBe(totalToday(heavier));
  });

  it('falls back to the rates of the payment for an order without kept rates (placed before they were kept)', async () => {
    const o = await placed();
    await server.db.updateTable('orders').set({ kurs_used: null }).where('order_code', '=', o.orderCode).execute();
    const invoice = await o.shopper.api('GET', `/api/invoices/${o.invoiceCode}`);
    expect(invoice.body.data.kurs_used).toBeNull();
    expect(invoice.body.data.orders[0].kurs_used).toBeNull();
    const changed = Math.round((await currentCny()) * 1.1);
    await setRate('CNY', changed);
    await pay(o);
    const g = await groupOf(server.db, await lineIdOf(o.orderCode));
    expect(g.group.context.exchangeRates.CNY).toBe(changed);
  });
});
