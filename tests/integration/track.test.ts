// Tracking (cart-or-invoice), the courier port, order history and invoice expiry, on a server
// with a fake courier and a clock the tests move.
import { TRACKING_PER_MINUTE } from '../../server/modules/orders/routes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { jsonClient, type Json } from './fixtures/http.ts';
import { JAYAPURA_UTARA, addAddress, addLine, insertVoucher, newShopper, preview, previewAndCheckout, type Shopper } from './fixtures/checkout.ts';
import type { CourierPort, CourierRateRequest } from '../../server/modules/orders/courier.ts';

const HOUR = 3600_000;
let server: TestServer;
let offset = 0;
let courierDown = false;
const courierCalls: CourierRateRequest[] = [];

const fakeCourier: CourierPort = {
  async rates(request) {
    courierCalls.push(request);
    if (courierDown) throw new Error('courier API down');
    const kg = Math.max(1, Math.ceil(request.weightGrams / 1000));
    return [
      { code: 'sicepat', name: 'SiCepat', services: [{ service: 'REG', description: 'Reguler', cost: 7_000 * kg, etd: '2-3' }, { service: 'BEST', description: 'Besok Sampai', cost: 15_000 * kg, etd: '1' }] },
      { code: 'ambil', name: 'Ambil Sendiri', services: [{ service: 'GUDANG', description: 'Ambil di gudang', cost: 0, etd: '0' }] },
    ];
  },
};

beforeAll(async () => {
  server = await startTestServer({ ports: { now: () => new Date(Date.now() + offset), courier: fakeCourier } });
});
afterAll(async () => server?.close());

describe('courier port', () => {
  it('is asked with the destination and the charged grams; its cheapest service is the default', async () => {
    const s = await newShopper(server.baseUrl, server.db);
    const address = await addAddress(s, { sub_district_id: JAYAPURA_UTARA });
    const code = await addLine(s, { name: 'Rice cooker', price: 260, quantity: 1, weight: 2300 });
    courierCalls.length = 0;
    const body = { cart_detail_codes: [code], addresses: [{ address_id: address.address_id }] };
    const p = await preview(s, body);
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    const [shipment] = p.body.data.shipments;
    expect(courierCalls).toEqual([{
      origin: { subDistrictId: 317101 },
      destination: { subDistrictId: JAYAPURA_UTARA, districtId: 9171, provinceId: 91 },
      weightGrams: shipment.charged_weight,
      couriers: [],
    }]);
    expect(shipment.shipping_options.map((o: Json) => `${o.courier} ${o.service} ${o.price}`)).toEqual(['SiCepat REG 21000', 'SiCepat BEST 45000', 'Ambil Sendiri GUDANG 0']);
    expect(shipment.shipping).toMatchObject({ courier: 'Ambil Sendiri', service: 'GUDANG', price: 0 });
    const chosen = await preview(s, { ...body, shipping: [{ shipment_key: shipment.key, courier: 'SiCepat', service: 'BEST' }] });
    expect(chosen.body.data.totals.domestic_shipping).toBe(45_000);
  });

  it('a total of 0 after the voucher still makes a pending invoice', async () => {
    await insertVoucher(server.db, { code: 'NOLRUPIAH', kind: 'percentage', value: 100, max_discount: null });
    const s = await newShopper(server.baseUrl, server.db);
    const address = await addAddress(s);
    const code = await addLine(s, { name: 'Buku', price: 50, quantity: 1, weight: 300 });
    const { preview: p, placed } = await previewAndCheckout(s, { cart_detail_codes: [code], addresses: [{ address_id: address.address_id }], voucher_code: 'NOLRUPIAH' });
    expect(p.totals.total).toBe(0);
    expect(placed.total).toBe(0);
    const invoice = await s.api('GET', `/api/invoices/${placed.invoice_code}`);
    expect(invoice.body.data).toMatchObject({ status: 'pending', total: 0 });
  });

  it('a failing courier answers 502 COURIER_UNAVAILABLE', async () => {
    const s = await newShopper(server.baseUrl, server.db);
    const address = await addAddress(s);
    const code = await addLine(s, { name: 'Buku', price: 50, quantity: 1, weight: 300 });
    courierDown = true;
    try {
      const res = await preview(s, { cart_detail_codes: [code], addresses: [{ address_id: address.address_id }] });
      expect(res.status).toBe(502);
      expect(res.body.error.reason).toBe('COURIER_UNAVAILABLE');
    } finally {
      courierDown = false;
    }
  });
});

describe('tracking, history and expiry', () => {
  let owner: Shopper;
  let placed: Json;

  beforeAll(async () => {
    owner = await newShopper(server.baseUrl, server.db);
    const home = await addAddress(owner, { name: 'Siti Rahayu', phone_number: '081311112222', address: 'Jl. Kenanga No. 7' });
    const office = await addAddress(owner, { name: 'Andi Wijaya', phone_number: '081355556666', address: 'Jl. Sudirman Kav. 9', sub_district_id: JAYAPURA_UTARA });
    const a = await addLine(owner, { name: 'Sepatu Kulit', price: 300, quantity: 2, weight: 900 });
    const b = await addLine(owner, { name: 'Ikat Pinggang', price: 60, quantity: 1, weight: 200 });
    placed = (await previewAndCheckout(owner, {
      cart_detail_codes: [a, b],
      addresses: [{ address_id: home.address_id, items: { [a]: 1, [b]: 1 } }, { address_id: office.address_id, items: { [a]: 1 } }],
    })).placed;
  });

  const PRIVATE = ['Siti Rahayu', '081311112222', 'Jl. Kenanga', 'Andi Wijaya', '081355556666', 'Sudirman', 'Sepatu Kulit'];

  it('anyone gets the statuses and dates, without names, addresses, phones or items', async () => {
    const anonymous = jsonClient(server.baseUrl);
    for (const code of [placed.invoice_code, placed.order_code, placed.invoice_code.toLowerCase()]) {
      const res = await anonymous('GET', `/api/cart-or-invoice?code=${code}&page=1`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ invoice_code: placed.invoice_code, invoice_type: 'checkout', status: 'pending', owner: false });
      const [order] = res.body.data.orders;
      expect(order).toMatchObject({ order_code: placed.order_code, status: 'awaiting_payment', timeline: [{ status: 'awaiting_payment', at: expect.any(String) }] });
      expect(order.shipments.map((x: Json) => [x.status, x.item_count])).toEqual([['awaiting_payment', 2], ['awaiting_payment', 1]]);
      const text = JSON.stringify(res.body);
      for (const secret of PRIVATE) expect(text).not.toContain(secret);
      expect(order.shipments[0].address).toBeUndefined();
      expect(order.shipments[0].lines).toBeUndefined();
    }
    const stranger = await newShopper(server.baseUrl, server.db);
    const seen = await stranger.api('GET', `/api/cart-or-invoice?code=${placed.invoice_code}`);
    expect(seen.body.data.owner).toBe(false);
    for (const secret of PRIVATE) expect(JSON.stringify(seen.body)).not.toContain(secret);
    expect((await anonymous('GET', '/api/cart-or-invoice?code=INV-20200101-AAAAAA')).body.error).toMatchObject({ code: 'NOT_FOUND', reason: 'INVOICE_NOT_FOUND' });
  });

  it('the owner also gets recipients, addresses and items', async () => {
    const res = await owner.api('GET', `/api/cart-or-invoice?code=${placed.invoice_code}`);
    expect(res.body.data.owner).toBe(true);
    const [home, office] = res.body.data.orders[0].shipments;
    expect(home.address).toMatchObject({ name: 'Siti Rahayu', phone_number: '081311112222', address: 'Jl. Kenanga No. 7' });
    expect(office.address).toMatchObject({ name: 'Andi Wijaya', sub_district_id: JAYAPURA_UTARA });
    expect(home.lines.map((l: Json) => [l.name, l.quantity])).toEqual([['Sepatu Kulit', 1], ['Ikat Pinggang', 1]]);
  });

  it('history lists the order with its first item; the detail has shipments and timelines', async () => {
    const list = await owner.api('GET', '/api/cart/history?page=1');
    expect(list.body.data).toEqual([expect.objectContaining({
      order_code: placed.order_code, invoice_code: placed.invoice_code, status: 'awaiting_payment', status_label: 'Awaiting payment',
      total: placed.total, item_count: 3, first_item: { name: 'Sepatu Kulit', image: expect.any(String) },
    })]);
    expect((await owner.api('GET', '/api/cart/history?status=paid')).body.data).toEqual([]);
    const detail = await owner.api('GET', `/api/cart/history/${placed.order_code}`);
    expect(detail.body.data.shipments).toHaveLength(2);
    expect(detail.body.data.shipments[0].timeline).toEqual([{ status: 'awaiting_payment', at: detail.body.data.timeline[0].at }]);
  });

  it('after the due date the invoice and the order read as expired', async () => {
    offset = 24 * HOUR + 60_000;
    try {
      const invoice = await owner.api('GET', `/api/invoices/${placed.invoice_code}`);
      expect(invoice.body.data).toMatchObject({ status: 'expired', status_label: 'Expired' });
      expect(invoice.body.data.orders[0].status).toBe('expired');
      expect(invoice.body.data.orders[0].timeline.map((e: Json) => e.status)).toEqual(['awaiting_payment', 'expired']);
      expect(invoice.body.data.orders[0].timeline[1].at).toBe(placed.due_date);
      expect((await owner.api('GET', '/api/invoices?status=pending')).body.data).toEqual([]);
      expect((await owner.api('GET', '/api/invoices?status=expired')).body.data.map((i: Json) => i.invoice_code)).toEqual([placed.invoice_code]);
      expect((await owner.api('GET', '/api/cart/history?status=expired')).body.data.map((o: Json) => o.order_code)).toEqual([placed.order_code]);
      expect((await owner.api('GET', '/api/cart/history?status=awaiting_payment')).body.data).toEqual([]);
      const tracked = await jsonClient(server.baseUrl)('GET', `/api/cart-or-invoice?code=${placed.order_code}`);
      expect(tracked.body.data.status).toBe('expired');
      expect(tracked.body.data.orders[0].shipments.map((x: Json) => x.status)).toEqual(['expired', 'expired']);
    } finally {
      offset = 0;
    }
    expect((await owner.api('GET', `/api/invoices/${placed.invoice_code}`)).body.data.status).toBe('pending');
  });

  // Last in the file: it uses up this IP's tracking allowance for the minute.
  it('public tracking is limited per IP (429 after TRACKING_PER_MINUTE calls)', async () => {
    const anonymous = jsonClient(server.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i <= TRACKING_PER_MINUTE; i += 1) {
      statuses.push((await anonymous('GET', `/api/cart-or-invoice?code=INV-20200101-AAAAAA`)).status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.at(-1)).toBe(429);
  });
});
