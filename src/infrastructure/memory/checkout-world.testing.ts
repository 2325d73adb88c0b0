// The world of the checkout, cart and invoice view-model tests on the in-memory adapters: a
// signed-in customer with cart lines and addresses in the account, the route modules loaded.
import 'reflect-metadata';
import type { Container } from 'inversify';
import {
  ADDRESS_API, CART_API, CHECKOUT_API, GUEST_CART_STORE, INVOICE_API, ORDER_API, SESSION_API, SESSION_STORE,
  type AddressApi, type AddressInput, type CartApi, type CheckoutApi, type GuestCartStore, type InvoiceApi, type OrderApi,
  type SessionApi, type SessionStore,
} from '../../application/ports';
import { cartModule } from '../../application/cart/cart.module';
import { storefrontModule } from '../../application/storefront.module';
import { checkoutModule } from '../../application/checkout/checkout.module';
import { CHECKOUT_VIEW_MODEL, type CheckoutViewModel } from '../../application/checkout/checkout-view-model';
import { invoiceModule } from '../../application/invoice/invoice.module';
import { CLOCK, type Clock } from '../../application/shell/app-settings';
import { createMemoryContainer } from '../container/memory-container';
import { MemoryKeyValueStorage } from '../storage/browser-storage';
import { DEMO_PASSWORD, DEMO_PRODUCTS } from './demo-data';
import { MEMORY_BACKEND, type MemoryBackend } from './memory-backend';

const NOW = Date.UTC(2024, 2, 1, 3);

export const ADDRESS: AddressInput = {
  name: 'Rumah Budi', address: 'Jl. Tebet Raya 12', provinceId: '31', districtId: '3171', subDistrictId: '317101', postalCode: '12810',
  phoneNumber: '081234567890', phoneNumber2: null, email: null, npwp: null, lat: null, long: null, addressMap: null,
};
export const OFFICE: AddressInput = { ...ADDRESS, name: 'Kantor Budi', address: 'Jl. Asia Afrika 8', provinceId: '32', districtId: '3273', subDistrictId: '327301', postalCode: '40132' };

export function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('missing value');
  return value;
}

export async function world(options: { items?: number; addresses?: AddressInput[]; customer?: string } = {}) {
  const c: Container = createMemoryContainer({ storage: new MemoryKeyValueStorage() });
  // The app-wide view-models (the session: the cart drops it when its check fails) as in the app.
  c.load(storefrontModule, checkoutModule, invoiceModule, cartModule);
  c.bind<Clock>(CLOCK).toConstantValue({ now: () => NOW });
  const session = c.get<SessionStore>(SESSION_STORE);
  session.setAccessToken(await c.get<SessionApi>(SESSION_API).createAccessToken());
  const backend = c.get<MemoryBackend>(MEMORY_BACKEND);
  const key = options.customer ?? 'CUST-1';
  const customer = {
    customerKey: key, firstName: 'Budi', lastName: 'Santoso', email: `${key}@example.com`, phoneNumber: '081234567890', gender: null, birthday: null,
    avatar: null, notifEmail: true, notifSms: false, hasPin: false, isAffiliatePartner: false,
  };
  backend.accounts.set(key, { customer, userId: customer.email, password: DEMO_PASSWORD, verified: true, walletBalance: 0 });
  const token = backend.token('login');
  backend.loginTokens.set(token, key);
  session.setLogin(token, customer);
  const cart = c.get<CartApi>(CART_API);
  const codes: string[] = [];
  for (let i = 0; i < (options.items ?? 2); i++) {
    const product = must(DEMO_PRODUCTS[i % DEMO_PRODUCTS.length]);
    codes.push((await cart.addScraped({ url: product.url, quantity: Math.max(1, product.minimumOrderQuantity) })).code);
  }
  const addressApi = c.get<AddressApi>(ADDRESS_API);
  const addresses = [];
  for (const a of options.addresses ?? [ADDRESS]) addresses.push(await addressApi.create(a));
  return {
    c, backend, session, cart, codes, addresses, token,
    store: c.get<GuestCartStore>(GUEST_CART_STORE),
    api: c.get<CheckoutApi>(CHECKOUT_API),
    orders: c.get<OrderApi>(ORDER_API),
    bell: c.get<InvoiceApi>(INVOICE_API),
    vm: () => c.get<CheckoutViewModel>(CHECKOUT_VIEW_MODEL),
  };
}

export type World = Awaited<ReturnType<typeof world>>;

/** The checkout loaded, paying by BCA virtual account. */
export async function ready(w: World) {
  const vm = w.vm();
  await vm.load();
  vm.choosePayment('bca_va');
  return vm;
}
