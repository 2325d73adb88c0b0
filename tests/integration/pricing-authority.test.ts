// The server is the only authority on every rupiah of a cart line (docs/pricing.md "Who decides
// what"): the customer chooses insurance, the NPWP rate and the track; the server decides all-in
// (billing), importer pricing (customers.is_importer) and whether the NPWP rate applies (an
// address with an NPWP on file). Whatever else a client sends changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { customerSession, guestSession, type Client } from '../fixtures/cart-session.ts';
import type { Json } from './fixtures/http.ts';

const JACKET = 'https://item.taobao.com/item.htm?id=725531908812';
const TSHIRT = 'https://detail.1688.com/offer/652318870214.html';

let server: TestServer;
let clothes: number;

beforeAll(async () => {
  server = await startTestServer();
  clothes = (await server.db.selectFrom('product_types').select('id').where('slug', '=', 'pakaian').executeTakeFirstOrThrow()).id;
});
afterAll(async () => server?.close());

const taxed = (api: Client, extra: Json = {}) =>
  api('POST', '/api/cart/add-to-cart', { url: JACKET, quantity: 3, product_type_id: clothes, package_track: 'udara', ...extra });

const taxOf = async (api: Client, codes: string[], extra: Json = {}) => {
  const res = await api('POST', '/api/cart-detail/tax-calculator', { cart_detail_codes: codes, ...extra });
  expect(res.status).toBe(200);
  return res.body.data;
};

/** A customer's address with this NPWP, written directly (the regions module's table). */
async function addressWithNpwp(customerId: number, npwp: string | null) {
  const sub = await server.db.selectFrom('sub_districts').select(['id', 'district_id', 'province_id']).orderBy('id').executeTakeFirstOrThrow();
  await server.db.insertInto('addresses').values({
    customer_id: customerId, name: 'Kantor', address: 'Jl. Sudirman 1', province_id: sub.province_id, district_id: sub.district_id,
    sub_district_id: sub.id, postal_code: null, phone_number: '081234567890', phone_number_2: null, email: null, npwp, npwp_file: null,
    long: null, lat: null, address_map: null, is_active: false,
  }).execute();
}

describe('client claims change nothing', () => {
  it('tax-calculator ignores is_all_in_price, importer_mode, using_npwp (no NPWP on file) and amounts sent for stored lines', async () => {
    const { api } = await guestSession(server.baseUrl, server.db);
    const line = await taxed(api);
    expect(line.status).toBe(200);
    const code = line.body.cart_detail_code;
    const honest = await taxOf(api, [code]);
    expect(honest.lines[0]).toMatchObject({ all_in_basis: null, taxes_applied: true });
    expect(honest.lines[0].income_tax).toBeGreaterThan(0);
    const claimed = await taxOf(api, [code], {
      is_all_in_price: true, importer_mode: true, using_npwp: true, use_insurance: true, total: 1, price: 1, insurance: 0,
    });
    expect(claimed).toEqual(honest);
    // list-group and the line itself say the same
    const group = await api('POST', '/api/cart-detail/list-group', { cart_detail_codes: [code], is_all_in_price: true, importer_mode: true, using_npwp: true });
    expect(group.status).toBe(200);
    expect(group.body.data).toHaveLength(1);
    expect(group.body.data[0]).toMatchObject({ is_all_in_price: false, summary: { total: honest.total, income_tax: honest.summary.income_tax } });
    expect((await api('GET', `/api/cart-detail/${code}`)).body.data.sub_total_with_tax).toBe(honest.lines[0].total);
  });

  it('tax-calculator ignores the same claims on inline lines', async () => {
    const { api } = await guestSession(server.baseUrl, server.db);
    const inline = { id: 'x', price: 129, currency: 'CNY', quantity: 3, weight: 600, country: 'china', marketplace: 'taobao', product_type_id: clothes };
    const honest = await api('POST', '/api/cart-detail/tax-calculator', { lines: [inline] });
    expect(honest.status).toBe(200);
    expect(honest.body.data.lines[0].income_tax).toBeGreaterThan(0);
    const claimed = await api('POST', '/api/cart-detail/tax-calculator', {
      lines: [{ ...inline, is_all_in_price: true, importer_mode: true, using_npwp: true, total: 1 }],
      is_all_in_price: true, importer_mode: true, using_npwp: true,
    });
    expect(claimed.status).toBe(200);
    expect(claimed.body.data).toEqual(honest.body.data);
  });

  it('a client cannot set is_all_in_price or importer pricing when adding or editing', async () => {
    const { api } = await guestSession(server.baseUrl, server.db);
    const added = await taxed(api, { is_all_in_price: true, importer_mode: true, sub_total_with_tax: 1 });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ is_all_in_price: false, price_breakdown: { all_in_basis: null } });
    const stored = await server.db.selectFrom('cart_details').select(['is_all_in_price']).where('code', '=', added.body.cart_detail_code).executeTakeFirstOrThrow();
    expect(stored.is_all_in_price).toBe(false);
    const edited = await api('PUT', '/api/cart-detail/edit-scraped', { cart_detail_code: added.body.cart_detail_code, is_all_in_price: true, importer_mode: true, quantity: 4 });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ qty: 4, is_all_in_price: false, price_breakdown: { all_in_basis: null } });
  });
});

describe('facts the server holds', () => {
  it('with an NPWP address on file, using_npwp lowers the income tax (a blank NPWP does not count)', async () => {
    const { api, customer } = await customerSession(server.baseUrl, server.db);
    const asked = await taxed(api, { using_npwp: true });
    const plain = await taxed(api, { url: 'https://item.taobao.com/item.htm?id=736655443322' });
    expect(asked.body.data.using_npwp).toBe(true);
    const before = await taxOf(api, [asked.body.cart_detail_code]);
    expect((await api('GET', '/api/cart/pricing-account')).body.data).toEqual({ importer_mode: false, has_npwp: false, premium: false });

    await addressWithNpwp(customer.id, '   ');
    expect(await taxOf(api, [asked.body.cart_detail_code])).toEqual(before);

    await addressWithNpwp(customer.id, '01.234.567.8-901.000');
    expect((await api('GET', '/api/cart/pricing-account')).body.data).toEqual({ importer_mode: false, has_npwp: true, premium: false });
    const after = await taxOf(api, [asked.body.cart_detail_code]);
    expect(after.lines[0].income_tax).toBeLessThan(before.lines[0].income_tax);
    expect(after.total).toBeLessThan(before.total);
    // the line and the list price it the same way; a line without the choice keeps the non-NPWP rate
    const listed = (await api('GET', '/api/cart-detail/list')).body.data as Json[];
    expect(listed.find((l) => l.cart_detail_code === asked.body.cart_detail_code).price_breakdown.income_tax).toBe(after.lines[0].income_tax);
    const plainNow = await taxOf(api, [plain.body.cart_detail_code]);
    expect(plainNow.lines[0].income_tax).toBe(plain.body.data.price_breakdown.income_tax);
  });

  it('an importer account gets importer pricing; nobody else does', async () => {
    const { api, customer } = await customerSession(server.baseUrl, server.db);
    const line = await taxed(api);
    const code = line.body.cart_detail_code;
    const before = await taxOf(api, [code]);
    expect(before.lines[0]).toMatchObject({ all_in_basis: null, taxes_applied: true });
    // 1688 by sea is not offered to a non-importer
    const sea = await api('POST', '/api/cart/add-to-cart', { url: TSHIRT, quantity: 20, color: 'Hitam', size: 'L', package_track: 'laut' });
    expect(sea.status).toBe(422);

    await server.db.updateTable('customers').set({ is_importer: true }).where('id', '=', customer.id).execute();
    expect((await api('GET', '/api/cart/pricing-account')).body.data).toEqual({ importer_mode: true, has_npwp: false, premium: false });
    const after = await taxOf(api, [code]);
    expect(after.lines[0]).toMatchObject({ all_in_basis: 'wholesale', taxes_applied: false, import_duty: 0, vat: 0, income_tax: 0 });
    expect(after.total).not.toBe(before.total);
    const listed = (await api('GET', `/api/cart-detail/${code}`)).body.data;
    expect(listed.sub_total_with_tax).toBe(after.lines[0].total);
    // importers may ship 1688 goods by sea, at zero sea freight
    const importerSea = await api('POST', '/api/cart/add-to-cart', { url: TSHIRT, quantity: 20, color: 'Hitam', size: 'L', package_track: 'laut' });
    expect(importerSea.status).toBe(200);
    expect(importerSea.body.data.price_breakdown).toMatchObject({ track: 'laut', freight: 0 });
  });

  it('insurance chosen at add-to-cart is priced by tax-calculator, list and list-group', async () => {
    const { api } = await guestSession(server.baseUrl, server.db);
    const insured = await taxed(api, { use_insurance: true });
    const bare = await api('POST', '/api/cart/add-to-cart-manual', { name: 'Mug', price_original: 20, currency: 'USD', country: 'us', quantity: 1, weight: 400 });
    expect(insured.body.data).toMatchObject({ use_insurance: true });
    expect(insured.body.data.price_breakdown.insurance).toBeGreaterThan(0);
    expect(bare.body.data).toMatchObject({ use_insurance: false, price_breakdown: { insurance: 0 } });
    const codes = [insured.body.cart_detail_code, bare.body.cart_detail_code];
    const tax = await taxOf(api, codes);
    expect(tax.lines[0].insurance).toBe(insured.body.data.price_breakdown.insurance);
    expect(tax.lines[1].insurance).toBe(0);
    const listed = (await api('GET', '/api/cart-detail/list')).body.data as Json[];
    expect(listed.map((l) => [l.cart_detail_code, l.use_insurance])).toEqual([[codes[0], true], [codes[1], false]]);
    const group = await api('GET', '/api/cart-detail/list-group');
    expect(group.body.data[0].summary.insurance).toBe(tax.summary.insurance);
    expect(group.body.data[0].summary.total).toBe(tax.total);
    // the customer may change the choice on the line
    const off = await api('PUT', '/api/cart-detail/edit-scraped', { cart_detail_code: codes[0], use_insurance: false });
    expect(off.body.data).toMatchObject({ use_insurance: false, price_breakdown: { insurance: 0 } });
    expect((await taxOf(api, [codes[0]])).lines[0].insurance).toBe(0);
  });
});

describe('sea only where offered', () => {
  it('sea on a line whose country has no sea answers 422 SEA_NOT_AVAILABLE (add, edit, tax-calculator), localised', async () => {
    const { api } = await guestSession(server.baseUrl, server.db);
    const manual = { name: 'Lamp', price_original: 30, currency: 'USD', country: 'us', quantity: 1, weight: 900 };
    const refused = await api('POST', '/api/cart/add-to-cart-manual', { ...manual, package_track: 'laut' });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'UNPROCESSABLE', reason: 'SEA_NOT_AVAILABLE', field: 'package_track' });
    expect(refused.body.error.message).toBe('Sea shipping is not available for this product, choose air');
    const indonesian = await api('POST', '/api/cart/add-to-cart-manual', { ...manual, package_track: 'laut' }, { 'tb-language': 'indonesia' });
    expect(indonesian.body.error.message).toBe('Jalur laut tidak tersedia untuk produk ini, pilih jalur udara');
    expect((await api('GET', '/api/cart-detail/list')).body.data).toHaveLength(0);

    const air = await api('POST', '/api/cart/add-to-cart-manual', manual);
    expect(air.status).toBe(200);
    const code = air.body.cart_detail_code;
    const edit = await api('PUT', '/api/cart-detail/edit-manual', { cart_detail_code: code, package_track: 'laut' });
    expect(edit.status).toBe(422);
    expect(edit.body.error.reason).toBe('SEA_NOT_AVAILABLE');
    // a China line by sea is fine, until its country changes to one without sea
    const china = await api('PUT', '/api/cart-detail/edit-manual', { cart_detail_code: code, country: 'china', currency: 'CNY', package_track: 'laut' });
    expect(china.status).toBe(200);
    expect(china.body.data.price_breakdown.track).toBe('laut');
    const back = await api('PUT', '/api/cart-detail/edit-manual', { cart_detail_code: code, country: 'uk' });
    expect(back.status).toBe(422);
    expect(back.body.error.reason).toBe('SEA_NOT_AVAILABLE');

    const inline = await api('POST', '/api/cart-detail/tax-calculator', { lines: [{ price: 30, currency: 'USD', quantity: 1, country: 'us', package_track: 'laut' }] });
    expect(inline.status).toBe(422);
    expect(inline.body.error).toMatchObject({ reason: 'SEA_NOT_AVAILABLE', field: 'package_track' });
  });
});
