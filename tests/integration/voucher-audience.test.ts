// Issue 22: a voucher's audience is enforced where the discount is computed (applyVoucher), so the
// preview and the real checkout refuse alike a voucher that does not reach the customer. A voucher
// that is not public reaches only the customers it is assigned to; assigned to nobody (the demo
// SETIA15), it is usable by nobody. To anyone it does not reach it answers as an unknown code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import type { Json } from './fixtures/http.ts';
import { addAddress, addLine, checkout, insertVoucher, newShopper, preview, previewAndCheckout, type Shopper } from './fixtures/checkout.ts';
import { sessionClient } from '../fixtures/session-client.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

/** A shopper with one line dear enough for every demo voucher's minimum spend. */
async function shopperWithLine(): Promise<{ s: Shopper; body: Json }> {
  const s = await newShopper(server.baseUrl, server.db);
  const address = await addAddress(s);
  const code = await addLine(s, { name: 'Blender', price: 320, quantity: 1, weight: 2500 });
  return { s, body: { cart_detail_codes: [code], addresses: [{ address_id: address.address_id }] } };
}

async function voucherId(code: string): Promise<number> {
  return (await server.db.selectFrom('vouchers').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

async function usesOf(code: string): Promise<number> {
  const row = await server.db.selectFrom('voucher_uses').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('voucher_id', '=', await voucherId(code)).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The checkout at the total of a voucher-less preview, with the voucher code added. */
async function checkoutWith(s: Shopper, body: Json, code: string) {
  const p = await preview(s, body);
  expect(p.status, JSON.stringify(p.body)).toBe(200);
  return checkout(s, { ...body, voucher_code: code, payment_method: 'bca_va', expected_total: p.body.data.totals.total });
}

describe('voucher audience (preview and checkout)', () => {
  it('SETIA15 (not public, assigned to nobody) is refused to anyone who knows the code, in preview and checkout', async () => {
    const { s, body } = await shopperWithLine();
    const p = await preview(s, { ...body, voucher_code: 'setia15' });
    expect(p.status, JSON.stringify(p.body)).toBe(422);
    expect(p.body.error).toMatchObject({ reason: 'VOUCHER_NOT_FOUND', field: 'body.voucher_code', message: 'Voucher code not found' });
    const placed = await checkoutWith(s, body, 'SETIA15');
    expect(placed.status, JSON.stringify(placed.body)).toBe(422);
    expect(placed.body.error).toMatchObject({ reason: 'VOUCHER_NOT_FOUND', field: 'body.voucher_code' });
    expect(await usesOf('SETIA15')).toBe(0);
    // Indonesian first: the same reason with the module's Indonesian text.
    const id = sessionClient(server.baseUrl, { accessToken: s.accessToken, loginToken: s.loginToken, lang: 'indonesia' });
    const pid = await id('POST', '/api/cart/checkout/preview', { ...body, voucher_code: 'SETIA15' });
    expect(pid.body.error).toMatchObject({ reason: 'VOUCHER_NOT_FOUND', message: 'Kode voucher tidak ditemukan' });
  });

  it('assigned to one customer: that customer gets the discount once, another is refused', async () => {
    const owner = await shopperWithLine();
    const other = await shopperWithLine();
    await server.db.insertInto('voucher_assignments').values({ voucher_id: await voucherId('SETIA15'), customer_id: owner.s.id }).execute();

    const refused = await checkoutWith(other.s, other.body, 'SETIA15');
    expect(refused.status).toBe(422);
    expect(refused.body.error.reason).toBe('VOUCHER_NOT_FOUND');

    const { preview: p } = await previewAndCheckout(owner.s, { ...owner.body, voucher_code: 'SETIA15' });
    expect(p.voucher).toMatchObject({ code: 'SETIA15' });
    expect(p.voucher.discount).toBeGreaterThan(0);
    expect(await usesOf('SETIA15')).toBe(1);

    // per_customer_limit 1: a second order of the owner is refused with the limit's reason.
    const line = await addLine(owner.s, { name: 'Blender 2', price: 320, quantity: 1, weight: 2500 });
    const again = await preview(owner.s, { ...owner.body, cart_detail_codes: [line], voucher_code: 'SETIA15' });
    expect(again.status).toBe(422);
    expect(again.body.error.reason).toBe('VOUCHER_ALREADY_USED');
  });

  it('a private voucher with a total usage limit: the assigned customer is refused once it is used up', async () => {
    const id = await insertVoucher(server.db, { code: 'PRIV1', is_public: false, usage_limit: 1 });
    const a = await shopperWithLine();
    const b = await shopperWithLine();
    await server.db.insertInto('voucher_assignments').values([{ voucher_id: id, customer_id: a.s.id }, { voucher_id: id, customer_id: b.s.id }]).execute();
    await previewAndCheckout(a.s, { ...a.body, voucher_code: 'PRIV1' });
    const used = await checkoutWith(b.s, b.body, 'PRIV1');
    expect(used.status).toBe(422);
    expect(used.body.error.reason).toBe('VOUCHER_USED_UP');
  });
});
