// The settlement explains itself (docs/settlement.md, issue 23): a heavier line gives an additional
// invoice whose rows add up to its total and which names the order, the line, the estimated and
// measured weight and the reason; a lighter line gives a wallet credit with the same explanation;
// sizes left empty at receiving stay NULL and the settlement uses the estimated volume; the
// console's order page is labelled in words.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLine } from '../../src/domain/fulfilment/index.ts';
import { createMemoryPhotoStorage } from '../../server/modules/ops/storage.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { addAddress, addLine, newShopper, previewAndCheckout } from './fixtures/checkout.ts';
import { charge, expectLedgerConsistent, seedWallet } from './fixtures/payments.ts';
import { groupOf, JPEG, staffClient, walletOf, type PaidOrder, type StaffClient } from './fixtures/ops.ts';
import type { Json } from './fixtures/http.ts';
import type { SettlementExplanation } from '../../server/modules/ops/settlement-explain.ts';

let server: TestServer;
let operator: StaffClient;
let warehouse: StaffClient;

beforeAll(async () => {
  server = await startTestServer({ ports: { photoStorage: createMemoryPhotoStorage() } });
  operator = await staffClient(server, 'operator');
  warehouse = await staffClient(server, 'warehouse');
});
afterAll(async () => server?.close());

/** A paid order of one line (CNY 259), with the line's extra fields (sizes, track). */
async function paidLine(weight: number, extra: Record<string, unknown> = {}, quantity = 1): Promise<PaidOrder> {
  const shopper = await newShopper(server.baseUrl, server.db);
  const address = await addAddress(shopper);
  const code = await addLine(shopper, { name: `Jaket ${randomUUID().slice(0, 6)}`, price: 259, quantity, weight, extra });
  const { placed } = await previewAndCheckout(shopper, { cart_detail_codes: [code], addresses: [{ address_id: address.address_id }] });
  await seedWallet(server.db, shopper.id, placed.total);
  const paid = await charge(shopper, { invoice_code: placed.invoice_code, payment_method: 'wallet' });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  await server.app.jobs.drain();
  const rows = await server.db.selectFrom('order_lines').innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select(['order_lines.id', 'order_lines.cart_detail_code']).where('orders.order_code', '=', placed.order_code).orderBy('order_lines.id').execute();
  const lineId = rows[0]?.id as number;
  const bought = await operator.call('POST', `/api/ops/lines/${lineId}/purchase`, { seller_order_number: 'TB-9', price_paid: 259 });
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  expect(bought.body.data.settlement.outcome).toBe('none');
  return { shopper, invoiceCode: placed.invoice_code, orderCode: placed.order_code, total: placed.total, lineIds: rows.map((r) => r.id), cartCodes: rows.map((r) => r.cart_detail_code) };
}

const sum = (rows: { difference: number }[]) => rows.reduce((n, r) => n + r.difference, 0);
const COMPONENTS = ['goods_value', 'us_tax', 'shipping_to_warehouse', 'packing_fee', 'additional_transaction', 'insurance', 'freight', 'all_in', 'import_duty', 'vat', 'income_tax', 'transaction_fee'];

describe('a heavier line: the additional invoice explains itself', () => {
  it('names the order and line, 550 g estimated against 1,650 g measured, and its rows add up to the total', async () => {
    const o = await paidLine(550);
    const lineId = o.lineIds[0] as number;
    const res = await warehouse.receive(lineId, { weight_grams: 1650 }, [JPEG]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = res.body.data.settlement;
    expect(s).toMatchObject({ kind: 'receive', outcome: 'additional_invoice', kind_label: 'Weighing at the warehouse', outcome_label: 'Additional invoice', invoice_status: 'pending' });
    expect(s.amount).toBeGreaterThan(0);

    const inv = await o.shopper.api('GET', `/api/invoices/${s.invoice_code}`);
    expect(inv.status).toBe(200);
    expect(inv.body.data).toMatchObject({ invoice_type: 'additional' });
    const amounts = inv.body.data.amounts as Record<string, number> & { explanation: Json };
    const total = Number(inv.body.data.total ?? amounts.total);
    expect(amounts.total).toBe(s.amount);
    expect(total).toBe(s.amount);
    // The breakdown rows (what the invoice page lists) add up to the total; freight is one of them.
    expect(COMPONENTS.reduce((n, k) => n + (amounts[k] ?? 0), 0) + (amounts.domestic_shipping ?? 0)).toBe(amounts.total);
    expect(amounts.freight).toBeGreaterThan(0);

    const e = amounts.explanation as unknown as SettlementExplanation;
    expect(e).toMatchObject({
      order_code: o.orderCode, line_id: lineId, kind: 'receive', track: 'udara', outcome: 'additional_invoice', amount: s.amount,
      estimated: { weight_grams: 550, charged_grams: 1000 }, measured: { weight_grams: 1650, charged_grams: 2000 }, dimensions_estimated: true,
    });
    expect(e.item_name).toMatch(/^Jaket /);
    expect(e.reasons).toContain('heavier');
    expect(e.reasons).toContain('dimensions_estimated');
    expect(sum(e.rows)).toBe(s.amount);
    expect(e.rows.find((r) => r.key === 'freight')).toMatchObject({ difference: amounts.freight });
    expect(e.line_after?.freight).toBeGreaterThan(e.line_before?.freight ?? 0);
    expect((e.line_after?.total ?? 0) - (e.line_before?.total ?? 0)).toBe(s.amount);
    // The same explanation reaches the customer's line and the console.
    const detail = await o.shopper.api('GET', `/api/cart/history/${o.orderCode}`);
    expect(detail.body.data.fulfilment.lines[0].settlements.at(-1).explanation).toEqual(e);
    // The measured sizes were left empty: they stay empty.
    expect(detail.body.data.fulfilment.lines[0].weight.measured_dimensions).toEqual({ length_cm: null, width_cm: null, height_cm: null });
  });
});

describe('a lighter line: the wallet credit explains itself', () => {
  it('credits the wallet with the difference and says why (700 g estimated, 400 g measured)', async () => {
    const o = await paidLine(700, {}, 2);
    const lineId = o.lineIds[0] as number;
    const before = await walletOf(server.db, o.shopper.id);
    const res = await warehouse.receive(lineId, { weight_grams: 400, length_cm: 10, width_cm: 10, height_cm: 5 }, [JPEG]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = res.body.data.settlement;
    expect(s).toMatchObject({ outcome: 'credit', outcome_label: 'Credited to the wallet', invoice_code: null });
    expect(await walletOf(server.db, o.shopper.id) - before).toBe(s.amount);
    await expectLedgerConsistent(server.db, o.shopper.id);
    const e = s.explanation;
    expect(e).toMatchObject({
      order_code: o.orderCode, line_id: lineId, quantity: 2, outcome: 'credit', amount: s.amount, dimensions_estimated: false,
      estimated: { weight_grams: 700 }, measured: { weight_grams: 400, length_cm: 10, width_cm: 10, height_cm: 5, volumetric_grams: 100 },
    });
    // Checked out without sizes: nothing to compare the measured box with.
    expect(e.reasons).toContain('lighter');
    expect(e.reasons).not.toContain('larger');
    expect(sum(e.rows)).toBe(-s.amount);
    expect(e.line_before.freight).toBeGreaterThan(e.line_after.freight);
    const detail = await o.shopper.api('GET', `/api/cart/history/${o.orderCode}`);
    expect(detail.body.data.fulfilment.lines[0].settlements.at(-1)).toMatchObject({ settlement_id: s.settlement_id, explanation: e });

    // The wallet page: the credit's ledger entry, and the settlement that wrote it with its explanation.
    const wallet = await o.shopper.api('GET', '/api/wallet');
    const entry = wallet.body.data.entries.find((x: { kind: string; amount: number }) => x.kind === 'refund' && x.amount === s.amount);
    expect(entry).toBeDefined();
    const credits = await o.shopper.api('GET', '/api/wallet/credits');
    expect(credits.status).toBe(200);
    expect(credits.body.data).toEqual([{ wallet_entry_id: entry.id, order_code: o.orderCode, settlement: expect.objectContaining({ settlement_id: s.settlement_id, amount: s.amount, explanation: e }) }]);
    // Another customer sees none of it.
    const stranger = await paidLine(700);
    expect((await stranger.shopper.api('GET', '/api/wallet/credits')).body.data).toEqual([]);
  });
});

describe('sizes left empty at receiving', () => {
  const SEA = { package_track: 'laut', dimension_length: 100, dimension_width: 50, dimension_height: 40 };

  it('are stored as NULL and the sea line is settled with its estimated volume (no silent 0.1 m3)', async () => {
    const o = await paidLine(700, SEA);
    const lineId = o.lineIds[0] as number;
    const g = await groupOf(server.db, lineId);
    expect(g.lines[0]?.description.track).toBe('laut');
    // What the old 0 x 0 x 0 cm would have settled: the minimum 0.1 m3 instead of 0.2 m3, a credit.
    const zero = g.total(withLine(g.lines, String(lineId), { measured: { weightGrams: 550, lengthCm: 0, widthCm: 0, heightCm: 0 } }));
    expect(zero).toBeLessThan(g.total(g.lines));

    const res = await warehouse.receive(lineId, { weight_grams: 550, length_cm: '', width_cm: '', height_cm: '' }, [JPEG]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.line.measured).toMatchObject({ weight_grams: 550, length_cm: null, width_cm: null, height_cm: null });
    const row = await server.db.selectFrom('fulfilment_lines').selectAll().where('order_line_id', '=', lineId).executeTakeFirstOrThrow();
    expect([row.measured_weight_grams, row.measured_length_cm, row.measured_width_cm, row.measured_height_cm]).toEqual([550, null, null, null]);
    const s = res.body.data.settlement;
    expect(s).toMatchObject({ outcome: 'none', amount: 0, difference: 0 });
    expect(s.explanation).toMatchObject({ track: 'laut', dimensions_estimated: true, estimated: { weight_grams: 700, volume_cbm: 0.2 }, measured: { weight_grams: 550, volume_cbm: 0.2, length_cm: null } });
    expect(s.explanation.reasons).toEqual(expect.arrayContaining(['lighter', 'dimensions_estimated', 'sea_by_volume', 'no_change']));
    expect(s.explanation.rows).toEqual([]);

    // A later settlement of the line (it leaves) still prices it with the estimated volume.
    const removed = await warehouse.call('POST', `/api/ops/lines/${lineId}/problem`, { reason: 'Rusak' });
    expect(removed.status).toBe(200);
    const refund = await o.shopper.api('POST', `/api/order-lines/${lineId}/decision`, { choice: 'refund' }, { 'idempotency-key': randomUUID() });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    const last = refund.body.data.settlements.at(-1);
    expect(last.before_total).toBe(g.total(g.lines));
  });

  it('one or two sizes given: 422 naming the first missing one, nothing stored', async () => {
    const o = await paidLine(700);
    const lineId = o.lineIds[0] as number;
    const res = await warehouse.receive(lineId, { weight_grams: 700, length_cm: 20, width_cm: '', height_cm: 10 }, [JPEG]);
    expect(res.status).toBe(422);
    expect(res.body.error.field).toBe('body.width_cm');
    const row = await server.db.selectFrom('fulfilment_lines').select(['state', 'measured_weight_grams']).where('order_line_id', '=', lineId).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'purchased', measured_weight_grams: null });
  });
});

describe('the console\'s order page speaks words', () => {
  it('labels the order, invoice, shipment, line timeline and settlement; names an unnamed shipment; gives the unit price', async () => {
    const o = await paidLine(550);
    const lineId = o.lineIds[0] as number;
    await warehouse.receive(lineId, { weight_grams: 1650 }, [JPEG]);
    for (const [lang, words] of [['english', { paid: 'Paid', kind: 'Weighing at the warehouse', outcome: 'Additional invoice', pending: 'Awaiting payment', atWarehouse: 'At the warehouse', shipment: /^Shipment 1$|./ }],
      ['indonesia', { paid: 'Lunas', kind: 'Penimbangan di gudang', outcome: 'Tagihan tambahan', pending: 'Menunggu Pembayaran', atWarehouse: 'Di Gudang', shipment: /./ }]] as const) {
      const res = await operator.call('GET', `/api/ops/orders/${o.orderCode}`, undefined, { 'tb-language': lang });
      expect(res.status).toBe(200);
      const d = res.body.data;
      expect(d.invoice_status).toBe('paid');
      expect(d.invoice_status_label).toBe(words.paid);
      expect(d.status_label).not.toBe(d.status);
      for (const t of d.timeline) expect(t.status_label).toMatch(/[A-Z]/);
      expect(d.timeline.some((t: { status: string; status_label: string }) => t.status === 'awaiting_payment' && t.status_label === words.pending)).toBe(true);
      const shipment = d.shipments[0];
      expect(shipment.display_name).toMatch(words.shipment);
      expect(shipment.display_name.trim()).not.toBe('');
      const line = shipment.lines[0];
      expect(line).toMatchObject({ currency: 'CNY', unit_price: 259, quantity: 1 });
      expect(line.timeline.find((t: { state: string }) => t.state === 'at_warehouse').state_label).toBe(words.atWarehouse);
      expect(line.settlements.at(-1)).toMatchObject({ kind_label: words.kind, outcome_label: words.outcome, invoice_status_label: words.pending });
    }
  });
});
