// Checkout over HTTP on the real server (docs/api/orders.md): the invoice total equals the
// tax calculator's for the same lines plus domestic shipping minus the voucher, multi-address
// and consolidation shipments, client amounts ignored, idempotency, races (same lines, last
// voucher use), voucher reasons and ownership. A stale total, the cart afterwards, the request
// checks, payment groups and the OpenAPI description: checkout-requests.test.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import type { Json } from './fixtures/http.ts';
import { jsonClient } from './fixtures/http.ts';
import {
  COBLONG, JAYAPURA_UTARA, MENTENG, addAddress, addLine, cartCodes, checkout, countRows, insertVoucher, newShopper,
  preview, previewAndCheckout, type Shopper,
} from './fixtures/checkout.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

/** The cheapest domestic option of shipping/price for a sub-district and grams (kg rounded up). */
async function cheapestShipping(subDistrictId: number, grams: number): Promise<number> {
  const res = await jsonClient(server.baseUrl)('POST', '/api/shipping/price', { body: { sub_district_id: subDistrictId, weight: grams / 1000 } });
  expect(res.status).toBe(200);
  return Math.min(...res.body.details.map((d: Json) => d.price));
}

describe('single address: invoice = tax calculator + domestic shipping - voucher', () => {
  it('matches to the rupiah and writes one pending invoice due in 24 hours', async () => {
    const s = await newShopper(server.baseUrl, server.db);
    const address = await addAddress(s);
    const a = await addLine(s, { name: 'Jaket Gunung', price: 389, quantity: 2, weight: 950 });
    const b = await addLine(s, { name: 'Kaos Polos', price: 45.5, quantity: 3, weight: 220 });

    const tax = await s.api('POST', '/api/cart-detail/tax-calculator', { cart_detail_codes: [a, b] });
    expect(tax.status).toBe(200);
    const landed: number = tax.body.data.total;
    expect(landed).toBeGreaterThan(100_000); // HEMAT10's minimum spend

    const body = { cart_detail_codes: [a, b], addresses: [{ address_id: address.address_id }], voucher_code: 'hemat10' };
    const p = await preview(s, body);
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    const [shipment] = p.body.data.shipments;
    expect(p.body.data.shipments).toHaveLength(1);
    expect(shipment).toMatchObject({ key: `u:${address.address_id}`, consolidated: false, name: null });
    expect(shipment.address).toMatchObject({ address_id: address.address_id, name: 'Budi Santoso', sub_district_id: MENTENG });
    expect(shipment.summary.total).toBe(landed);
    expect(shipment.summary.charged_weight).toBe(tax.body.data.summary.charged_weight);

    const domestic = await cheapestShipping(MENTENG, shipment.charged_weight);
    expect(shipment.shipping.price).toBe(domestic);
    const discount = Math.min(Math.floor((landed * 10) / 100), 50_000);
    const expected = landed + domestic - discount;
    expect(p.body.data.totals).toMatchObject({ landed, domestic_shipping: domestic, voucher_discount: discount, total: expected });
    expect(p.body.data.voucher).toMatchObject({ code: 'HEMAT10', discount });
    for (const [k, v] of Object.entries(p.body.data.totals)) expect(Number.isInteger(v), k).toBe(true);

    const before = Date.now();
    const res = await checkout(s, { ...body, payment_method: 'bca_va', expected_total: expected });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      invoice_code: expect.stringMatching(/^INV-\d{8}-[A-Z2-7]{6}$/),
      order_code: expect.stringMatching(/^ORD-\d{8}-[A-Z2-7]{6}$/),
      total: expected,
    });
    const due = Date.parse(res.body.data.due_date) - before;
    expect(due).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(due).toBeLessThanOrEqual(24 * 3600_000 + 60_000);

    const invoice = await s.api('GET', `/api/invoices/${res.body.data.invoice_code}`);
    expect(invoice.status).toBe(200);
    expect(invoice.body.data).toMatchObject({
      invoice_type: 'checkout', status: 'pending', status_label: 'Awaiting payment', total: expected, payment_method: 'bca_va', payment_method_name: 'BCA Virtual Account',
      payment_instructions: null, voucher: { code: 'HEMAT10', discount },
      company: { name: 'PT Titip Global Indonesia' },
    });
    expect(invoice.body.data.amounts).toEqual(p.body.data.totals);
    expect(invoice.body.data.orders[0].shipments[0].lines.map((l: Json) => [l.cart_detail_code, l.quantity])).toEqual([[a, 2], [b, 3]]);
    expect(invoice.body.data.carts).toEqual([expect.objectContaining({ recipient_name: 'Budi Santoso', recipient_phone_number: '081234567890', sub_district_name: 'Menteng' })]);
    const row = await server.db.selectFrom('invoices').selectAll().where('invoice_code', '=', res.body.data.invoice_code).executeTakeFirstOrThrow();
    expect(Number(row.total)).toBe(expected);

    const list = await s.api('GET', '/api/invoices?invoice_type=checkout&status=pending');
    expect(list.body.data).toEqual([expect.objectContaining({ invoice_code: res.body.data.invoice_code, order_codes: [res.body.data.order_code], recipient_name: 'Budi Santoso', status_label: 'Awaiting payment' })]);
    expect(list.body.meta).toEqual({ page: 1, per_page: 20, total: 1 });
  });
});

describe('multi-address with consolidation', () => {
  it('gives one shipment per group and address, each priced as its own group with its own shipping', async () => {
    const s = await newShopper(server.baseUrl, server.db);
    const jakarta = await addAddress(s);
    const papua = await addAddress(s, { name: 'Yohanes', sub_district_id: JAYAPURA_UTARA, phone_number: '081399887766', address: 'Jl. Percetakan 5' });
    const A = { name: 'Sepatu Lari', price: 259, quantity: 3, weight: 800 };
    const B = { name: 'Topi', price: 35, quantity: 1, weight: 150 };
    const C = { name: 'Botol Minum', price: 29.9, quantity: 2, weight: 300 };
    const [a, b, c] = [await addLine(s, A), await addLine(s, B), await addLine(s, C)];

    const body = {
      cart_detail_codes: [a, b, c],
      addresses: [
        { address_id: jakarta.address_id, items: { [a]: 2, [b]: 1 } },
        { address_id: papua.address_id, items: { [a]: 1, [c]: 2 } },
      ],
      consolidations: [{ name: 'Kiriman 1', cart_detail_codes: [a, c] }],
    };
    const p = await preview(s, body);
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    const shipments: Json[] = p.body.data.shipments;
    expect(shipments.map((x) => [x.key, x.name, x.lines.map((l: Json) => [l.cart_detail_code, l.quantity])])).toEqual([
      [`g0:${jakarta.address_id}`, 'Kiriman 1', [[a, 2]]],
      [`g0:${papua.address_id}`, 'Kiriman 1', [[a, 1], [c, 2]]],
      [`u:${jakarta.address_id}`, null, [[b, 1]]],
    ]);

    // Each shipment = the tax calculator on its own lines at its own quantities + its cheapest courier.
    const inline = (l: typeof A, quantity: number) => ({ price: l.price, currency: 'CNY', quantity, country: 'china', marketplace: 'taobao', weight: l.weight });
    const expectations: Array<[Json[], number]> = [[[inline(A, 2)], MENTENG], [[inline(A, 1), inline(C, 2)], JAYAPURA_UTARA], [[inline(B, 1)], MENTENG]];
    let sum = 0;
    for (const [i, [lines, sub]] of expectations.entries()) {
      const calc = await s.api('POST', '/api/cart-detail/tax-calculator', { lines });
      expect(calc.status).toBe(200);
      const shipment = shipments[i];
      expect(shipment.summary.total, `shipment ${i}`).toBe(calc.body.data.total);
      const shipping = await cheapestShipping(sub, shipment.charged_weight);
      expect(shipment.shipping.price).toBe(shipping);
      expect(shipment.total).toBe(calc.body.data.total + shipping);
      sum += shipment.total;
    }
    expect(p.body.data.totals.total).toBe(sum);
    expect(shipments[1].shipping.price).toBeGreaterThan(shipments[0].shipping.price); // Papua costs more

    const res = await checkout(s, { ...body, payment_method: 'qris', expected_total: sum }, randomUUID(), '/api/cart/checkout-consolidate');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = await s.api('GET', `/api/cart/history/${res.body.data.order_code}`);
    expect(order.status).toBe(200);
    expect(order.body.data).toMatchObject({ status: 'awaiting_payment', consolidated: true, total: sum, item_count: 6 });
    expect(order.body.data.timeline).toEqual([{ status: 'awaiting_payment', at: expect.any(String) }]);
    expect(order.body.data.shipments.map((x: Json) => [x.key, x.total, x.address.name, x.shipment_code.slice(0, 4)])).toEqual(
      shipments.map((x) => [x.key, x.total, x.address.name, 'SHP-']),
    );
    expect(await cartCodes(s)).toEqual([]);
  });

  it('prices all-in lines as their own sub-group of the shipment', async () => {
    const s = await newShopper(server.baseUrl, server.db);
    const address = await addAddress(s);
    const plain = await addLine(s, { name: 'Dompet', price: 99, quantity: 1, weight: 200 });
    const allIn = await addLine(s, { name: 'Lampu', price: 150, quantity: 1, weight: 1200 });
    await server.db.updateTable('cart_details').set({ is_all_in_price: true }).where('code', '=', allIn).execute();
    const p = await preview(s, { cart_detail_codes: [plain, allIn], addresses: [{ address_id: address.address_id }] });
    expect(p.status).toBe(200);
    const [shipment] = p.body.data.shipments;
    expect(shipment.sub_groups.map((g: Json) => g.is_all_in_price)).toEqual([false, true]);
    expect(shipment.summary.total).toBe(shipment.sub_groups[0].summary.total + shipment.sub_groups[1].summary.total);
    expect(shipment.sub_groups[1].summary.all_in).toBeGreaterThan(0);
    expect(shipment.lines.map((l: Json) => l.cart_detail_code)).toEqual([plain, allIn]);
  });
});

describe('the client decides nothing about amounts', () => {
  it('ignores client totals, prices and pricing flags', async () => {
    const s = await newShopper(server.baseUrl, server.db);
    const address = await addAddress(s);
    const code = await addLine(s, { name: 'Tas Ransel', price: 210, quantity: 1, weight: 1100 });
    const body = { cart_detail_codes: [code], addresses: [{ address_id: address.address_id }] };
    const honest = await preview(s, body);
    const forged = {
      ...body,
      total: 1, landed: 1, is_all_in_price: true, importer_mode: true, price: 0.01, sub_total: 1,
      totals: { total: 1 }, lines: [{ id: code, price: 0.01, quantity: 1 }],
      shipping: [{ shipment_key: `u:${address.address_id}`, courier: 'J&T', service: 'EZ', price: 1 }],
    };
    const p = await preview(s, forged);
    expect(p.status).toBe(200);
    expect(p.body.data.totals).toEqual(honest.body.data.totals); // J&T EZ is the cheapest anyway
    expect(p.body.data.shipments[0].shipping).toMatchObject({ courier: 'J&T', service: 'EZ' });
    expect(p.body.data.importer_mode).toBe(false);

    const cheat = await checkout(s, { ...forged, payment_method: 'gopay', expected_total: 1 });
    expect(cheat.status).toBe(409);
    expect(cheat.body.error.reason).toBe('PRICE_CHANGED');
    const res = await checkout(s, { ...forged, payment_method: 'gopay', expected_total: honest.body.data.totals.total });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.total).toBe(honest.body.data.totals.total);
    const row = await server.db.selectFrom('orders').selectAll().where('order_code', '=', res.body.data.order_code).executeTakeFirstOrThrow();
    expect(row.importer_mode).toBe(false);
    expect(Number(row.total)).toBe(honest.body.data.totals.total);
  });

  it('a chosen courier service changes the shipping; an unknown one is refused', async () => {
    const s = await newShopper(server.baseUrl, server.db);
    const address = await addAddress(s, { sub_district_id: COBLONG });
    const code = await addLine(s, { name: 'Jam Tangan', price: 120, quantity: 1, weight: 400 });
    const key = `u:${address.address_id}`;
    const body = { cart_detail_codes: [code], addresses: [{ address_id: address.address_id }] };
    const yes = await preview(s, { ...body, shipping: [{ shipment_key: key, courier: 'jne', service: 'yes' }] });
    expect(yes.body.data.shipments[0].shipping).toMatchObject({ courier: 'JNE', service: 'YES', price: 18_000 });
    const unknown = await preview(s, { ...body, shipping: [{ shipment_key: key, courier: 'JNE', service: 'OKE' }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toMatchObject({ reason: 'SHIPPING_SERVICE_UNKNOWN', field: 'body.shipping[0]' });
    const wrongKey = await preview(s, { ...body, shipping: [{ shipment_key: 'g0:1', courier: 'JNE', service: 'REG' }] });
    expect(wrongKey.body.error).toMatchObject({ reason: 'SHIPPING_SERVICE_UNKNOWN', field: 'body.shipping[0].shipment_key' });
  });
});

describe('idempotency and races', () => {
  it('the same Idempotency-Key twice gives the same invoice and one order', async () => {
    const s = await newShopper(server.baseUrl, server.db);
    const address = await addAddress(s);
    const code = await addLine(s, { name: 'Mouse', price: 89, quantity: 1, weight: 150 });
    const body = { cart_detail_codes: [code], addresses: [{ address_id: address.address_id }] };
    const p = await preview(s, body);
    const key = randomUUID();
    const full = { ...body, payment_method: 'bri_va', expected_total: p.body.data.totals.total };
    const first = await checkout(s, full, key);
    const second = await checkout(s, full, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await countRows(server.db, 'orders', s.id)).toBe(1);
    expect(await countRows(server.db, 'invoices', s.id)).toBe(1);
  });

  it('requires an Idempotency-Key', async () => {
    const s = await newShopper(server.baseUrl, server.db);
    const address = await addAddress(s);
    const code = await addLine(s, { name: 'Mouse', price: 89, quantity: 1, weight: 150 });
    const res = await s.api('POST', '/api/cart/checkout', { cart_detail_codes: [code], addresses: [{ address_id: address.address_id }], payment_method: 'bca_va', expected_total: 1 });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ reason: 'IDEMPOTENCY_KEY_REQUIRED', field: 'headers.idempotency-key' });
  });

  it('two keys racing on the same lines: one order, the other 409 CART_CHANGED', async () => {
    const s = await newShopper(server.baseUrl, server.db);
    const address = await addAddress(s);
    const code = await addLine(s, { name: 'Keyboard', price: 199, quantity: 1, weight: 900 });
    const body = { cart_detail_codes: [code], addresses: [{ address_id: address.address_id }] };
    const p = await preview(s, body);
    const full = { ...body, payment_method: 'bca_va', expected_total: p.body.data.totals.total };
    const results = await Promise.all([checkout(s, full), checkout(s, full), checkout(s, full)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses, JSON.stringify(results.map((r) => r.body))).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error.reason).toBe('CART_CHANGED');
    expect(await countRows(server.db, 'orders', s.id)).toBe(1);
    expect(await countRows(server.db, 'invoices', s.id)).toBe(1);
  });

  it('the last use of a voucher raced by two customers is used once', async () => {
    await insertVoucher(server.db, { code: 'RACE1', kind: 'fixed', value: 15_000, usage_limit: 1 });
    const shoppers: Shopper[] = [];
    const bodies: Json[] = [];
    for (let i = 0; i < 2; i += 1) {
      const s = await newShopper(server.baseUrl, server.db);
      const address = await addAddress(s);
      const code = await addLine(s, { name: `Powerbank ${i}`, price: 150, quantity: 1, weight: 400 });
      const body = { cart_detail_codes: [code], addresses: [{ address_id: address.address_id }], voucher_code: 'RACE1' };
      const p = await preview(s, body);
      expect(p.status, JSON.stringify(p.body)).toBe(200);
      expect(p.body.data.voucher.discount).toBe(15_000);
      shoppers.push(s);
      bodies.push({ ...body, payment_method: 'bca_va', expected_total: p.body.data.totals.total });
    }
    const results = await Promise.all(shoppers.map((s, i) => checkout(s, bodies[i])));
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    const loser = results.findIndex((r) => r.status === 422);
    expect(results[loser]?.body.error).toMatchObject({ reason: 'VOUCHER_USED_UP', field: 'body.voucher_code' });
    const voucher = await server.db.selectFrom('vouchers').selectAll().where('code', '=', 'RACE1').executeTakeFirstOrThrow();
    expect(voucher.used_count).toBe(1);
    const uses = await server.db.selectFrom('voucher_uses').selectAll().where('voucher_id', '=', voucher.id).execute();
    expect(uses).toHaveLength(1);
    const loserShopper = shoppers[loser] as Shopper;
    expect(await countRows(server.db, 'orders', loserShopper.id)).toBe(0);
    expect(await cartCodes(loserShopper)).toEqual(bodies[loser].cart_detail_codes);
  });
});

describe('vouchers', () => {
  let s: Shopper;
  let cheap: Json;
  let dear: Json;

  beforeAll(async () => {
    s = await newShopper(server.baseUrl, server.db);
    const address = await addAddress(s);
    const small = await addLine(s, { name: 'Gantungan Kunci', price: 8, quantity: 1, weight: 50 });
    const big = await addLine(s, { name: 'Blender', price: 320, quantity: 1, weight: 2500 });
    cheap = { cart_detail_codes: [small], addresses: [{ address_id: address.address_id }] };
    dear = { cart_detail_codes: [big], addresses: [{ address_id: address.address_id }] };
    await insertVoucher(server.db, { code: 'SOON', starts_at: new Date(Date.now() + 86_400_000) });
  });

  const reason = async (body: Json, code: string) => {
    const res = await preview(s, { ...body, voucher_code: code });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.error.field).toBe('body.voucher_code');
    return res.body.error;
  };

  it('answers 422 with the reason', async () => {
    expect((await reason(dear, 'NOPE')).reason).toBe('VOUCHER_NOT_FOUND');
    expect((await reason(dear, 'LAMA')).reason).toBe('VOUCHER_EXPIRED');
    expect((await reason(dear, 'SOON')).reason).toBe('VOUCHER_NOT_STARTED');
    const min = await reason(cheap, 'ONGKIR25');
    expect(min.reason).toBe('VOUCHER_MIN_SPEND');
    expect(min.message).toContain('Rp 200.000');
  });

  it('new customers only: refused after a first checkout', async () => {
    const ok = await preview(s, { ...dear, voucher_code: 'BARU50' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.voucher).toMatchObject({ code: 'BARU50', discount: 50_000, description: 'Rp 50,000 off for new customers' });
    await previewAndCheckout(s, cheap);
    expect((await reason(dear, 'baru50')).reason).toBe('VOUCHER_NEW_CUSTOMER_ONLY');
  });

  it('a voucher that covers everything still leaves the shipping and makes an invoice', async () => {
    await insertVoucher(server.db, { code: 'GRATIS', kind: 'fixed', value: 100_000_000 });
    const { preview: p, placed } = await previewAndCheckout(s, { ...dear, voucher_code: 'GRATIS' });
    expect(p.totals.voucher_discount).toBe(p.totals.landed);
    expect(placed.total).toBe(p.totals.domestic_shipping);
  });
});

describe('ownership', () => {
  it("another customer's invoice, order, address or cart line answers 404", async () => {
    const owner = await newShopper(server.baseUrl, server.db);
    const ownerAddress = await addAddress(owner);
    const ownerLine = await addLine(owner, { name: 'Payung', price: 55, quantity: 1, weight: 400 });
    const other = await newShopper(server.baseUrl, server.db);
    const otherAddress = await addAddress(other);
    const otherLine = await addLine(other, { name: 'Payung', price: 55, quantity: 1, weight: 400 });
    const { placed } = await previewAndCheckout(owner, { cart_detail_codes: [ownerLine], addresses: [{ address_id: ownerAddress.address_id }] });

    expect((await other.api('GET', `/api/invoices/${placed.invoice_code}`)).body.error).toMatchObject({ code: 'NOT_FOUND', reason: 'INVOICE_NOT_FOUND' });
    expect((await other.api('GET', `/api/cart/history/${placed.order_code}`)).body.error).toMatchObject({ code: 'NOT_FOUND', reason: 'ORDER_NOT_FOUND' });
    const theirAddress = await preview(other, { cart_detail_codes: [otherLine], addresses: [{ address_id: ownerAddress.address_id }] });
    expect(theirAddress.status).toBe(404);
    expect(theirAddress.body.error).toMatchObject({ reason: 'ADDRESS_NOT_FOUND', field: 'body.addresses[0].address_id' });
    const theirLine = await checkout(other, { cart_detail_codes: [ownerLine], addresses: [{ address_id: otherAddress.address_id }], payment_method: 'bca_va', expected_total: 1 });
    expect(theirLine.status).toBe(404);
    expect(theirLine.body.error.reason).toBe('CART_DETAIL_NOT_FOUND');
    expect((await other.api('GET', '/api/invoices')).body.data).toEqual([]);
    expect((await other.api('GET', '/api/cart/history')).body.data).toEqual([]);
  });

  it('needs a signed-in customer; checkout-consolidate needs the signature', async () => {
    const call = jsonClient(server.baseUrl);
    const body = { cart_detail_codes: ['CDX'], addresses: [{ address_id: 1 }] };
    expect((await call('POST', '/api/cart/checkout/preview', { body })).status).toBe(401);
    expect((await call('POST', '/api/cart/checkout', { body: { ...body, payment_method: 'bca_va', expected_total: 1 } })).status).toBe(401);
    expect((await call('GET', '/api/invoices')).status).toBe(401);
    expect((await call('GET', '/api/cart/history')).status).toBe(401);
    const s = await newShopper(server.baseUrl, server.db);
    const unsigned = await call('POST', '/api/cart/checkout-consolidate', {
      body: { ...body, payment_method: 'bca_va', expected_total: 1 },
      headers: { authorization: `Token ${s.loginToken}`, accesstoken: s.accessToken, 'idempotency-key': randomUUID() },
    });
    expect(unsigned.status).toBe(403);
  });
});
