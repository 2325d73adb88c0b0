// Pushing a guest cart to the customer after login (add-to-login-customer): the domain's
// mergeGuestCart decides; nothing doubled, nothing lost, other owners untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { seedCatalog } from '../../server/modules/catalog/seed.ts';
import { customerSession, guestSession } from '../fixtures/cart-session.ts';
import { sessionClient } from '../fixtures/session-client.ts';
import type { Json } from './fixtures/http.ts';

const JACKET = 'https://item.taobao.com/item.htm?id=725531908812';
const BOTTLE = 'https://detail.1688.com/offer/701223984456.html';
const MOUSE = 'https://item.taobao.com/item.htm?id=733109876543';
const FIGURE = 'https://item.taobao.com/item.htm?id=744501928374';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
  await seedCatalog(server.db, server.config);
});
afterAll(async () => server?.close());

const totals = (items: Json[]) => items.reduce((s, i) => s + i.qty, 0);

describe('add-to-login-customer', () => {
  it('moves guest lines, merges the same product and variant, skips what is not the caller\'s', async () => {
    const guest = await guestSession(server.baseUrl, server.db);
    const stranger = await guestSession(server.baseUrl, server.db);
    const account = await customerSession(server.baseUrl, server.db);

    // The customer's existing cart (added while signed in from another device).
    const c1 = await account.api('POST', '/api/cart/add-to-cart', { url: JACKET, quantity: 3, color: 'Hitam', size: 'M' });
    const c2 = await account.api('POST', '/api/cart/add-to-cart', { url: MOUSE, quantity: 1, color: 'Putih' });

    // The guest cart on this device.
    const g1 = await guest.api('POST', '/api/cart/add-to-cart', { url: JACKET, quantity: 2, color: 'Hitam', size: 'M', use_insurance: true });
    const g2 = await guest.api('POST', '/api/cart/add-to-cart-manual', { name: 'Notebook', price_original: 3, currency: 'USD', country: 'us', quantity: 1 });
    const g3 = await guest.api('POST', '/api/cart/add-to-cart', { url: BOTTLE, quantity: 5, color: 'Hitam' });
    const g4 = await guest.api('POST', '/api/cart/add-to-cart', { url: FIGURE, quantity: 1 });
    const s1 = await stranger.api('POST', '/api/cart/add-to-cart', { url: FIGURE, quantity: 1 });
    for (const r of [c1, c2, g1, g2, g3, g4, s1]) expect(r.body.action).toBe(true);
    const before = totals((await account.api('GET', '/api/cart-detail/list')).body.data) + 2 + 1 + 5;

    // Signed in on this device: the access token of the guest plus the login token.
    const signedIn = sessionClient(server.baseUrl, { accessToken: guest.access.token, loginToken: account.customer.token });
    const codes = [g1.body.cart_detail_code, g2.body.cart_detail_code, g3.body.cart_detail_code, s1.body.cart_detail_code, 'CDNOTACODE000'];
    const res = await signedIn('POST', '/api/cart-detail/add-to-login-customer', { cart_detail_codes: codes });
    expect(res.status).toBe(200);
    expect(res.body.data.moved.sort()).toEqual([g2.body.cart_detail_code, g3.body.cart_detail_code].sort());
    expect(res.body.data.merged).toEqual([{ from: g1.body.cart_detail_code, into: c1.body.cart_detail_code }]);
    expect(res.body.data.skipped.sort()).toEqual([s1.body.cart_detail_code, 'CDNOTACODE000'].sort());

    const after = (await signedIn('GET', '/api/cart-detail/list')).body.data;
    expect(after.map((i: Json) => i.cart_detail_code).sort()).toEqual([c1, c2, g2, g3].map((r) => r.body.cart_detail_code).sort());
    expect(after.find((i: Json) => i.cart_detail_code === c1.body.cart_detail_code).qty).toBe(5);
    // Insurance asked on the guest line survives the merge into the account's line.
    expect(after.find((i: Json) => i.cart_detail_code === c1.body.cart_detail_code).use_insurance).toBe(true);
    expect(totals(after)).toBe(before);
    // The guest line not pushed stays with the access token; the stranger's line is untouched.
    expect((await guest.api('GET', '/api/cart-detail/list')).body.data.map((i: Json) => i.cart_detail_code)).toEqual([g4.body.cart_detail_code]);
    expect((await stranger.api('GET', `/api/cart-detail/${s1.body.cart_detail_code}`)).status).toBe(200);

    // Pushing again changes nothing.
    const again = await signedIn('POST', '/api/cart-detail/add-to-login-customer', { cart_detail_codes: codes });
    expect(again.body.data.moved).toEqual([]);
    expect(totals((await signedIn('GET', '/api/cart-detail/list')).body.data)).toBe(before);
  });

  it('caps a merged quantity at the line\'s max', async () => {
    const guest = await guestSession(server.baseUrl, server.db);
    const account = await customerSession(server.baseUrl, server.db);
    const figure = await account.api('POST', '/api/cart/add-to-cart', { url: FIGURE, quantity: 40 });
    const g = await guest.api('POST', '/api/cart/add-to-cart', { url: FIGURE, quantity: 30 });
    const signedIn = sessionClient(server.baseUrl, { accessToken: guest.access.token, loginToken: account.customer.token });
    await signedIn('POST', '/api/cart-detail/add-to-login-customer', { cart_detail_codes: [g.body.cart_detail_code] });
    const line = (await signedIn('GET', `/api/cart-detail/${figure.body.cart_detail_code}`)).body.data;
    expect(line.qty).toBe(60); // the figure's stock is 60
  });

  it('needs a signed-in customer', async () => {
    const guest = await guestSession(server.baseUrl, server.db);
    const res = await guest.api('POST', '/api/cart-detail/add-to-login-customer', { cart_detail_codes: ['CDX'] });
    expect(res.status).toBe(401);
  });
});
