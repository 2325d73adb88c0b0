// The storefront's HTTP adapters against a real test server: a full http container per
// "device" (its own storage), and the steps the adapter tests share (anonymous token,
// registration with the code from the development outbox, an address of the seeded regions).
import type { Container } from 'inversify';
import { startTestServer, type TestServer } from '../harness';
import { createFullHttpContainer } from '../../../src/infrastructure/container/full-http-container';
import { DEFAULT_RUNTIME_CONFIG } from '../../../src/infrastructure/config/runtime-config';
import { MemoryKeyValueStorage } from '../../../src/infrastructure/storage/browser-storage';
import {
  ADDRESS_API, AUTH_API, CART_API, CHECKOUT_API, GUEST_CART_STORE, INVOICE_API, ORDER_API, PRODUCT_API, PROFILE_API, REGIONS_API,
  SESSION_API, SESSION_STORE,
  type AddressApi, type AddressInput, type AuthApi, type CartApi, type CheckoutApi, type GuestCartStore, type InvoiceApi,
  type OrderApi, type ProductApi, type ProfileApi, type RegionsApi, type SessionApi, type SessionStore,
} from '../../../src/application/ports';

export const PASSWORD = 'Rahasia123!';

/** The real server with the demo data (regions, catalog, vouchers); registration is not rate-limited. */
export function startAdapterServer(): Promise<TestServer> {
  return startTestServer({ config: { authRateLimitPerMinute: 10_000 } });
}

export function httpStorefront(baseUrl: string, onUnauthorized: () => void = () => undefined) {
  const base = `${baseUrl}/api`;
  const c: Container = createFullHttpContainer({
    config: { ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: base, scrapeBaseUrl: base },
    storage: new MemoryKeyValueStorage(),
    cookies: null,
    onUnauthorized,
    retry: { sleep: async () => undefined },
  });
  return {
    c,
    baseUrl,
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
    checkout: c.get<CheckoutApi>(CHECKOUT_API),
    orders: c.get<OrderApi>(ORDER_API),
  };
}
export type Storefront = ReturnType<typeof httpStorefront>;

let counter = 0;
/** An e-mail and phone number no other test of the run uses. */
export function uniquePerson(prefix = 'budi'): { email: string; phone: string } {
  counter += 1;
  const n = `${Date.now() % 1_000_000}${counter}`.padStart(8, '0').slice(-8);
  return { email: `${prefix}${n}@example.com`, phone: `0812${n}` };
}

/** The newest one-time code the development outbox holds for a recipient. */
export async function outboxCode(baseUrl: string, to: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { messages?: { text: string; subject: string }[] };
  const text = body.messages?.[0] ? `${body.messages[0].subject}\n${body.messages[0].text}` : '';
  const code = /\b(\d{4,8})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}: ${JSON.stringify(body).slice(0, 300)}`);
  return code;
}

export async function anonymous(sf: Storefront): Promise<void> {
  sf.session.setAccessToken(await sf.sessionApi.createAccessToken());
}

/** register -> verify -> mandatory; leaves the storefront logged in. */
export async function register(sf: Storefront, prefix?: string): Promise<{ email: string; phone: string }> {
  const person = uniquePerson(prefix);
  if (!sf.session.accessToken()) await anonymous(sf);
  await sf.auth.registerMini(person.email);
  await sf.auth.verifyCode(person.email, await outboxCode(sf.baseUrl, person.email));
  const result = await sf.auth.registerMandatory({
    userId: person.email, firstName: 'Budi', lastName: 'Santoso', email: person.email, phoneNumber: person.phone,
    password: PASSWORD, confirmPassword: PASSWORD,
  });
  sf.session.setLogin(result.token, result.customer);
  return person;
}

/** An address in the first seeded province, district and sub-district. */
export async function addressInput(sf: Storefront, name = 'Budi', npwp: string | null = null): Promise<AddressInput> {
  const [province] = await sf.regions.provinces();
  const [district] = await sf.regions.districts(province?.id ?? '');
  const [sub] = await sf.regions.subdistricts(district?.id ?? '');
  if (!province || !district || !sub) throw new Error('no regions seeded');
  return {
    name, address: 'Jl. Contoh No. 1', provinceId: province.id, districtId: district.id, subDistrictId: sub.id, postalCode: '12810',
    phoneNumber: '081234567890', phoneNumber2: null, email: null, npwp, lat: null, long: null, addressMap: null,
  };
}
