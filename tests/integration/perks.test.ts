// Issue 12, the 'perks' part (docs/perks.md): saved cards as gateway tokens (save from a fresh
// tokenisation on the embedded gateway, the list never shows a number or a token, delete, another
// customer's card 404, a card number in place of a token refused, paying with a saved card still
// goes through 3-D Secure) and the customer's vouchers (who sees which; expired and used hidden;
// detail 404 rules).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { charge, embeddedCardToken, invoiceRow, shopperWithInvoice } from './fixtures/payments.ts';
import { newShopper, type Shopper } from './fixtures/checkout.ts';
import { EMBEDDED_3DS_OTP } from '../../server/modules/payments/embedded-card.ts';
import type { Json } from './fixtures/http.ts';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => server?.close());

const GOOD_CARD = '4811111111111114';

async function saveCard(shopper: Shopper, cardNumber = GOOD_CARD) {
  return shopper.api('POST', '/api/payment/credit-card/', { token_id: await embeddedCardToken(server.baseUrl, cardNumber) });
}

describe('saved cards', () => {
  it('saves a card from a fresh token: brand, masked number and expiry, never the number or a token', async () => {
    const alice = await newShopper(server.baseUrl, server.db);
    const saved = await saveCard(alice);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.data).toMatchObject({ brand: 'visa', masked_card: '481111-1114', last4: '1114', exp_month: 12, exp_year: 2030, expired: false });
    const list = await alice.api('GET', '/api/payment/credit-card');
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    const text = JSON.stringify(list.body);
    expect(text).not.toContain(GOOD_CARD);
    expect(text).not.toContain('sv-');
    const row = await server.db.selectFrom('saved_cards').selectAll().where('customer_id', '=', alice.id).executeTakeFirstOrThrow();
    expect(row.saved_token_id).toMatch(/^sv-/);
    expect(JSON.stringify(row)).not.toContain(GOOD_CARD);
    // The same card again keeps one row.
    expect((await saveCard(alice)).status).toBe(201);
    expect((await alice.api('GET', '/api/payment/credit-card')).body.data).toHaveLength(1);
  });

  it('refuses a used or made-up token and a card number in place of a token; validates the body', async () => {
    const bob = await newShopper(server.baseUrl, server.db);
    const token = await embeddedCardToken(server.baseUrl);
    expect((await bob.api('POST', '/api/payment/credit-card', { token_id: token })).status).toBe(201);
    const again = await bob.api('POST', '/api/payment/credit-card', { token_id: token });
    expect(again.status).toBe(422);
    expect(again.body.error.reason).toBe('CARD_TOKEN_REJECTED');
    expect((await bob.api('POST', '/api/payment/credit-card', { token_id: 'sv-forged.token' })).body.error.reason).toBe('CARD_TOKEN_REJECTED');
    const number = await bob.api('POST', '/api/payment/credit-card', { token_id: '4811 1111 1111 1114' });
    expect(number.status).toBe(422);
    expect(number.body.error.reason).toBe('CARD_NUMBER_REFUSED');
    expect((await bob.api('POST', '/api/payment/credit-card', { token_id: token, card_number: GOOD_CARD })).status).toBe(422);
    expect((await bob.api('POST', '/api/payment/credit-card', {})).status).toBe(422);
    const rows = await server.db.selectFrom('saved_cards').select('masked_card').where('customer_id', '=', bob.id).execute();
    expect(rows).toHaveLength(1);
  });

  it("deletes one's own card; another customer's card or an unknown id answers 404", async () => {
    const owner = await newShopper(server.baseUrl, server.db);
    const other = await newShopper(server.baseUrl, server.db);
    const id = (await saveCard(owner, '5211111111111117')).body.data.id as number;
    expect((await other.api('DELETE', `/api/payment/credit-card/${id}`)).status).toBe(404);
    expect((await other.api('GET', '/api/payment/credit-card')).body.data).toEqual([]);
    expect((await owner.api('DELETE', '/api/payment/credit-card/2147483000')).status).toBe(404);
    expect((await owner.api('DELETE', '/api/payment/credit-card/abc')).status).toBe(422);
    const deleted = await owner.api('DELETE', `/api/payment/credit-card/${id}`);
    expect(deleted.status).toBe(200);
    expect((await owner.api('GET', '/api/payment/credit-card')).body.data).toEqual([]);
    expect((await owner.api('DELETE', `/api/payment/credit-card/${id}`)).status).toBe(404);
  });

  it('pays an invoice with a saved card through 3-D Secure; not with another customer\'s card', async () => {
    const placed = await shopperWithInvoice(server.baseUrl, server.db);
    const id = (await saveCard(placed.shopper)).body.data.id as number;
    const stranger = await newShopper(server.baseUrl, server.db);
    const theirs = await charge(stranger, { invoice_code: placed.code, payment_method: 'credit_card', saved_card_id: id });
    expect(theirs.status).toBe(404);
    const both = await charge(placed.shopper, { invoice_code: placed.code, payment_method: 'credit_card', saved_card_id: id, card_token: 'x' });
    expect(both.status).toBe(422);
    const res = await charge(placed.shopper, { invoice_code: placed.code, payment_method: 'credit_card', saved_card_id: id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const redirect = res.body.data.payment.redirect_url as string;
    expect(redirect).toMatch(/^\/dev\/gateway\/3ds\//);
    expect((await invoiceRow(server.db, placed.code)).status).toBe('pending');
    const orderId = decodeURIComponent(redirect.split('/').pop() ?? '');
    const otp = await fetch(`${server.baseUrl}/dev/gateway/3ds/${encodeURIComponent(orderId)}`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ otp: EMBEDDED_3DS_OTP, action: 'submit' }).toString(), redirect: 'manual',
    });
    expect(otp.status).toBe(303);
    expect((await invoiceRow(server.db, placed.code)).status).toBe('paid');
  });
});

const codes = (body: Json) => (body.data as Json[]).map((v) => v.code as string);

describe("the customer's vouchers", () => {
  it('a new customer sees the public vouchers valid now, new-customer ones included; not expired or private ones', async () => {
    const s = await newShopper(server.baseUrl, server.db);
    const res = await s.api('GET', '/api/voucher');
    expect(res.status).toBe(200);
    expect(codes(res.body)).toEqual(expect.arrayContaining(['HEMAT10', 'ONGKIR25', 'BARU50']));
    expect(codes(res.body)).not.toContain('LAMA');
    expect(codes(res.body)).not.toContain('SETIA15');
    const hemat = (res.body.data as Json[]).find((v) => v.code === 'HEMAT10');
    expect(hemat).toMatchObject({ kind: 'percentage', value: 10, min_spend: 100_000, max_discount: 50_000, ends_at: null, new_customer_only: false, assigned: false });
    expect(hemat.description).toBe('10% off up to Rp 50,000, minimum spend Rp 100,000');
  });

  it('an assigned private voucher shows to its customer only; detail 404 for anyone else and unknown ids', async () => {
    const mine = await newShopper(server.baseUrl, server.db);
    const other = await newShopper(server.baseUrl, server.db);
    const setia = await server.db.selectFrom('vouchers').select('id').where('code', '=', 'SETIA15').executeTakeFirstOrThrow();
    await server.db.insertInto('voucher_assignments').values({ voucher_id: setia.id, customer_id: mine.id }).execute();
    expect(codes((await mine.api('GET', '/api/voucher')).body)).toContain('SETIA15');
    expect(codes((await other.api('GET', '/api/voucher')).body)).not.toContain('SETIA15');
    const detail = await mine.api('GET', `/api/voucher/${setia.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ code: 'SETIA15', assigned: true, max_discount: 75_000 });
    expect((await other.api('GET', `/api/voucher/${setia.id}`)).status).toBe(404);
    expect((await mine.api('GET', '/api/voucher/2147483000')).status).toBe(404);
    expect((await mine.api('GET', '/api/voucher/x')).status).toBe(422);
    const lama = await server.db.selectFrom('vouchers').select('id').where('code', '=', 'LAMA').executeTakeFirstOrThrow();
    expect((await mine.api('GET', `/api/voucher/${lama.id}`)).body.error.reason).toBe('VOUCHER_NOT_FOUND');
  });

  it('after a checkout: new-customer vouchers and vouchers used up by the customer are gone', async () => {
    const placed = await shopperWithInvoice(server.baseUrl, server.db, { voucher_code: 'ONGKIR25' });
    const list = codes((await placed.shopper.api('GET', '/api/voucher')).body);
    expect(list).toContain('HEMAT10');
    expect(list).not.toContain('BARU50');
    expect(list).not.toContain('ONGKIR25');
  });

  it('requires login', async () => {
    const res = await fetch(`${server.baseUrl}/api/voucher`);
    expect(res.status).toBe(401);
    expect((await fetch(`${server.baseUrl}/api/payment/credit-card`)).status).toBe(401);
  });
});
