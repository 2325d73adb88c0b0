// The storefront's HTTP adapters driven against the real server over HTTP
// (axios' node http adapter; the signature through Web Crypto).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../harness';
import { ApiError, RATES_API, type RatesApi } from '../../../src/application/ports';
import { OPS_API, STAFF_SESSION_STORE, type OpsApi, type StaffSessionStore } from '../../../src/application/ports/ops-api.port';
import { addStaff } from '../../../server/modules/ops/staff';
import { totpCode } from '../../../server/modules/ops/staff-totp';
import { PASSWORD, addressInput, anonymous, httpStorefront, register, startAdapterServer } from './storefront';

const DEMO_1688_URL = 'https://detail.1688.com/offer/677102345811.html';

let server: TestServer;

beforeAll(async () => {
  server = await startAdapterServer();
});

afterAll(async () => {
  await server?.close();
});

function storefront(onUnauthorized = vi.fn()) {
  return { ...httpStorefront(server.baseUrl, onUnauthorized), onUnauthorized };
}

describe('session and account over HTTP', () => {
  it('creates an anonymous access token', async () => {
    const sf = storefront();
    const token = await sf.sessionApi.createAccessToken();
    expect(token.length).toBeGreaterThan(16);
  });

  it('register -> verify -> mandatory -> login -> profile -> logout', async () => {
    const sf = storefront();
    const person = await register(sf);
    sf.session.clearLogin();

    await expect(sf.auth.login(person.email, 'wrong-password')).rejects.toMatchObject({ reason: 'LOGIN_FAILED' });
    expect(sf.onUnauthorized).not.toHaveBeenCalled();

    const login = await sf.auth.login(person.phone, PASSWORD);
    expect(login.customer.email).toBe(person.email);
    sf.session.setLogin(login.token, login.customer);

    const profile = await sf.profile.get();
    expect(profile).toMatchObject({ firstName: 'Budi', lastName: 'Santoso', email: person.email, walletBalance: 0 });
    const updated = await sf.profile.update({ firstName: 'Budiman' });
    expect(updated.firstName).toBe('Budiman');

    await sf.auth.logout();
    // the revoked token is now a 401: ApiError UNAUTHORIZED and the hook fires
    const error = await sf.profile.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(sf.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('pending invoices of a new customer: an empty list', async () => {
    const sf = storefront();
    await register(sf);
    expect(await sf.invoices.pending()).toEqual([]);
  });
});

describe('exchange rates over HTTP', () => {
  it('reads every rate with its date and source, and the same rates as a table', async () => {
    const rates = storefront().c.get<RatesApi>(RATES_API);
    const [table, entries] = await Promise.all([rates.kurs(), rates.kursEntries()]);
    expect(table).toMatchObject({ IDR: 1, CNY: 2260, USD: 16_250 });
    expect(entries.find((e) => e.code === 'CNY')).toEqual({ code: 'CNY', kurs: 2260, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), source: 'seed' });
  });

  it('the console sets a rate through OpsApi and the storefront reads it with its source', async () => {
    await addStaff(server.db, { email: 'kurs-admin@titip.test', name: 'Ayu Admin', role: 'admin', password: 'rahasia-staf-1' });
    const sf = storefront();
    const ops = sf.c.get<OpsApi>(OPS_API);
    // An admin's first sign-in enrols the second factor: the first code of the secret it answers.
    const step = await ops.login('kurs-admin@titip.test', 'rahasia-staf-1');
    if (step.kind !== 'enrol') throw new Error(`expected the enrolment, got ${step.kind}`);
    const signed = await ops.secondFactor(step.challenge, { code: totpCode(step.secret, Date.now()) });
    expect(signed.recoveryCodes).toHaveLength(10);
    sf.c.get<StaffSessionStore>(STAFF_SESSION_STORE).set(signed.session);
    const before = await ops.rates();
    const gbp = before.find((r) => r.code === 'GBP');
    expect(gbp).toMatchObject({ kurs: 21_900, source: 'seed', updatedBy: null, fixed: false });
    const large = await ops.setRate('GBP', { kurs: 30_000, date: gbp?.date ?? '', note: null, confirmLargeChange: false }, 'adapter-kurs-1').catch((e: unknown) => e);
    expect(large).toMatchObject({ status: 422, reason: 'LARGE_CHANGE_UNCONFIRMED' });
    const saved = await ops.setRate('GBP', { kurs: 22_100.25, date: gbp?.date ?? '', note: 'Kurs bank', confirmLargeChange: false }, 'adapter-kurs-2');
    expect(saved.rate).toMatchObject({ code: 'GBP', kurs: 22_100.25, source: 'console', updatedBy: { name: 'Ayu Admin' } });
    expect((await ops.rateHistory('GBP')).map((h) => [h.kurs, h.source, h.note])).toEqual([[22_100.25, 'console', 'Kurs bank'], [21_900, 'seed', null]]);
    const entries = await sf.c.get<RatesApi>(RATES_API).kursEntries();
    expect(entries.find((e) => e.code === 'GBP')).toMatchObject({ kurs: 22_100.25, source: 'console' });
  });
});

describe('ownership over HTTP', () => {
  it("one customer cannot read or change another's address (NOT_FOUND)", async () => {
    const alice = storefront();
    const bob = storefront();
    await register(alice);
    await register(bob);
    const input = await addressInput(alice);
    const created = await alice.addresses.create(input);
    expect(created.active).toBe(true);
    expect((await alice.addresses.list()).map((a) => a.id)).toEqual([created.id]);
    expect(await bob.addresses.list()).toEqual([]);
    await expect(bob.addresses.update(created.id, { ...input, name: 'Bob' })).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    await expect(bob.addresses.delete(created.id)).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect((await alice.addresses.list())[0]?.name).toBe('Budi');
  });

  it('the kelurahan/desa from the village list round-trips, with the region names the card shows (issue 23)', async () => {
    const sf = storefront();
    await register(sf);
    const input = await addressInput(sf);
    const villages = await sf.regions.villages(input.subDistrictId);
    const village = villages[0]?.name;
    expect(village).toBeTruthy();
    const created = await sf.addresses.create({ ...input, village });
    const [listed] = await sf.addresses.list();
    expect(listed).toMatchObject({ id: created.id, village, subDistrictName: expect.any(String), districtName: expect.any(String), provinceName: expect.any(String) });
    expect(listed?.subDistrictName).not.toBe('');
    await expect(sf.addresses.update(created.id, { ...input, village: 'Bukan Desa Sini' })).rejects.toMatchObject({ status: 422 });
  });

  it('edits a catalog line through edit-catalog (the line kind picks the call)', async () => {
    const sf = storefront();
    await anonymous(sf);
    const headers = { 'content-type': 'application/json', AccessToken: sf.session.accessToken() ?? '' };
    const product = await sf.products.byMarketplaceId('tmall', '750123498765');
    const added = await fetch(`${server.baseUrl}/api/cart/add-to-cart`, {
      method: 'POST', headers, body: JSON.stringify({ product_slug: product.slug, page_mode: 'catalog', quantity: 1, color: 'Pink' }),
    });
    const code = ((await added.json()) as { cart_detail_code: string }).cart_detail_code;
    expect((await sf.cart.get(code)).kind).toBe('catalog');
    expect((await sf.cart.edit(code, { quantity: 3 })).quantity).toBe(3);
  });

  it("one customer cannot read another's cart line (NOT_FOUND)", async () => {
    const alice = storefront();
    const bob = storefront();
    await register(alice);
    await register(bob);
    const added = await alice.cart.addScraped({ url: DEMO_1688_URL, quantity: 2 });
    expect((await alice.cart.get(added.code)).quantity).toBe(2);
    await expect(bob.cart.get(added.code)).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});

describe('guest cart pushed at login', () => {
  it('moves every guest line to the account once: nothing doubled or lost', async () => {
    const owner = storefront();
    const person = await register(owner);
    const kept = await owner.cart.addScraped({ url: DEMO_1688_URL, quantity: 2 }); // the seller's minimum order
    await owner.auth.logout();

    const guest = storefront();
    await anonymous(guest);
    const a = await guest.cart.addScraped({ url: DEMO_1688_URL, quantity: 3, color: 'Hitam' });
    const b = await guest.cart.addManual({
      url: 'https://shop.example.com/item/1', name: 'Jam tangan', image: null, quantity: 1, price: 20, currency: 'USD',
      weightGrams: 300, lengthCm: 10, widthCm: 10, heightCm: 5, country: 'us', packageTrack: 'udara',
    });
    for (const code of [a.code, b.code]) guest.guestCart.upsert(await guest.cart.get(code));
    expect(guest.guestCart.list()).toHaveLength(2);

    const login = await guest.auth.login(person.email, PASSWORD);
    guest.session.setLogin(login.token, login.customer);
    const codes = guest.guestCart.list().map((l) => l.code);
    await guest.cart.pushGuestToCustomer(codes);
    await guest.cart.pushGuestToCustomer(codes); // a retried push changes nothing
    guest.guestCart.clear();

    const lines = await guest.cart.list();
    const byCode = new Map(lines.map((l) => [l.code, l]));
    expect(lines).toHaveLength(3);
    expect(new Set(lines.map((l) => l.code)).size).toBe(3);
    expect(byCode.get(kept.code)?.quantity).toBe(2);
    expect(byCode.get(a.code)?.quantity).toBe(3);
    expect(byCode.get(b.code)?.scraped).toBe(false);
    expect(await guest.cart.check(lines.map((l) => l.id))).toEqual([]);
  });
});

describe('signed scrape', () => {
  it('scrapes a product through a signed POST scrap', async () => {
    const sf = storefront();
    await anonymous(sf);
    const outcome = await sf.products.scrape(DEMO_1688_URL);
    expect(outcome.kind).toBe('product');
    if (outcome.kind === 'product') {
      expect(outcome.product.marketplace).toBe('1688');
      expect(outcome.product.price).toBeGreaterThan(0);
    }
  });

  it('the same call without a signature is refused (so the adapter really signs)', async () => {
    const res = await fetch(`${server.baseUrl}/api/scrap`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'tb-timestamp': String(Date.now()) },
      body: JSON.stringify({ url: DEMO_1688_URL, version: 'V2' }),
    });
    expect(res.status).toBe(403);
  });
});
