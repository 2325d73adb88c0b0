// The storefront's HTTP adapters driven against the real server over HTTP
// (axios' node http adapter; the signature through Web Crypto).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Container } from 'inversify';
import { startTestServer, type TestServer } from '../harness';
import { createFullHttpContainer } from '../../../src/infrastructure/container/full-http-container';
import { DEFAULT_RUNTIME_CONFIG } from '../../../src/infrastructure/config/runtime-config';
import { MemoryKeyValueStorage } from '../../../src/infrastructure/storage/browser-storage';
import {
  ADDRESS_API, AUTH_API, CART_API, GUEST_CART_STORE, INVOICE_API, PRODUCT_API, PROFILE_API, REGIONS_API, SESSION_API, SESSION_STORE,
  ApiError,
  type AddressApi, type AddressInput, type AuthApi, type CartApi, type GuestCartStore, type InvoiceApi, type ProductApi,
  type ProfileApi, type RegionsApi, type SessionApi, type SessionStore,
} from '../../../src/application/ports';

const DEMO_1688_URL = 'https://detail.1688.com/offer/677102345811.html';
const PASSWORD = 'Rahasia123!';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitPerMinute: 10_000 } });
  // Demo catalog and regions, in case server/seed.ts does not call the module seeders yet (idempotent).
  const { seedCatalog } = await import('../../../server/modules/catalog/seed.ts');
  const { seedRegions } = await import('../../../server/modules/regions/seed.ts');
  await seedCatalog(server.db);
  await seedRegions(server.db);
});

afterAll(async () => {
  await server?.close();
});

function storefront(onUnauthorized = vi.fn()) {
  const base = `${server.baseUrl}/api`;
  const c: Container = createFullHttpContainer({
    config: { ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: base, scrapeBaseUrl: base },
    storage: new MemoryKeyValueStorage(),
    cookies: null,
    onUnauthorized,
    retry: { sleep: async () => undefined },
  });
  return {
    onUnauthorized,
    session: c.get<SessionStore>(SESSION_STORE),
    sessionApi: c.get<SessionApi>(SESSION_API),
    auth: c.get<AuthApi>(AUTH_API),
    profile: c.get<ProfileApi>(PROFILE_API),
    regions: c.get<RegionsApi>(REGIONS_API),
    addresses: c.get<AddressApi>(ADDRESS_API),
    cart: c.get<CartApi>(CART_API),
    guestCart: c.get<GuestCartStore>(GUEST_CART_STORE),
    invoices: c.get<InvoiceApi>(INVOICE_API),
    products: c.get<ProductApi>(PRODUCT_API),
  };
}
type Storefront = ReturnType<typeof storefront>;

let counter = 0;
function uniquePerson() {
  counter += 1;
  const n = `${Date.now() % 1_000_000}${counter}`.padStart(8, '0').slice(-8);
  return { email: `budi${n}@example.com`, phone: `0812${n}` };
}

async function outboxCode(to: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { messages?: { text: string; subject: string }[] };
  const text = body.messages?.[0] ? `${body.messages[0].subject}\n${body.messages[0].text}` : '';
  const code = /\b(\d{4,8})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}: ${JSON.stringify(body).slice(0, 300)}`);
  return code;
}

async function anonymous(sf: Storefront): Promise<void> {
  sf.session.setAccessToken(await sf.sessionApi.createAccessToken());
}

/** register -> verify -> mandatory; leaves the storefront logged in. */
async function register(sf: Storefront): Promise<{ email: string; phone: string }> {
  const person = uniquePerson();
  if (!sf.session.accessToken()) await anonymous(sf);
  await sf.auth.registerMini(person.email);
  const code = await outboxCode(person.email);
  await sf.auth.verifyCode(person.email, code);
  const result = await sf.auth.registerMandatory({
    userId: person.email, firstName: 'Budi', lastName: 'Santoso', email: person.email, phoneNumber: person.phone,
    password: PASSWORD, confirmPassword: PASSWORD,
  });
  sf.session.setLogin(result.token, result.customer);
  return person;
}

async function someAddress(sf: Storefront): Promise<AddressInput> {
  const [province] = await sf.regions.provinces();
  if (!province) throw new Error('no provinces seeded');
  const [district] = await sf.regions.districts(province.id);
  if (!district) throw new Error('no districts seeded');
  const [sub] = await sf.regions.subdistricts(district.id);
  if (!sub) throw new Error('no subdistricts seeded');
  return {
    name: 'Budi', address: 'Jl. Contoh No. 1', provinceId: province.id, districtId: district.id, subDistrictId: sub.id,
    postalCode: '12810', phoneNumber: '081234567890', phoneNumber2: null, email: null, npwp: null, lat: null, long: null, addressMap: null,
  };
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

describe('ownership over HTTP', () => {
  it("one customer cannot read or change another's address (NOT_FOUND)", async () => {
    const alice = storefront();
    const bob = storefront();
    await register(alice);
    await register(bob);
    const input = await someAddress(alice);
    const created = await alice.addresses.create(input);
    expect(created.active).toBe(true);
    expect((await alice.addresses.list()).map((a) => a.id)).toEqual([created.id]);
    expect(await bob.addresses.list()).toEqual([]);
    await expect(bob.addresses.update(created.id, { ...input, name: 'Bob' })).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    await expect(bob.addresses.delete(created.id)).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect((await alice.addresses.list())[0]?.name).toBe('Budi');
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
    const kept = await owner.cart.addScraped({ url: DEMO_1688_URL, quantity: 1 });
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
    expect(byCode.get(kept.code)?.quantity).toBe(1);
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
