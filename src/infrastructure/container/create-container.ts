// The composition root: the only place that names adapters. createContainer binds every
// port token to its HTTP or in-memory adapter over the base container (./base-container: the
// runtime configuration, the storage and the local-storage adapters both modes share).
// The in-memory adapters (and their demo data) are loaded with a dynamic import only in
// memory mode, so the http build of the entry does not carry them; Storybook and tests that
// want a synchronous memory container use createMemoryContainer (./memory-container).
import 'reflect-metadata';
import type { Container } from 'inversify';
import { ADDRESS_API } from '../../application/ports/address-api.port';
import { AUTH_API } from '../../application/ports/auth-api.port';
import { CART_API } from '../../application/ports/cart-api.port';
import { CHECKOUT_API } from '../../application/ports/checkout-api.port';
import { CUSTOMER_NOTIFICATION_API } from '../../application/ports/customer-notification-api.port';
import { FULFILMENT_API } from '../../application/ports/fulfilment-api.port';
import { FEATURE_LOADER } from '../../application/ports/feature-loader.port';
import { GUEST_ADDRESS_STORE } from '../../application/ports/guest-address-store.port';
import { GUEST_CART_STORE } from '../../application/ports/guest-cart-store.port';
import { INVOICE_API } from '../../application/ports/invoice-api.port';
import { OPS_API, STAFF_SESSION_STORE } from '../../application/ports/ops-api.port';
import { ORDER_API } from '../../application/ports/order-api.port';
import { PAYMENT_API } from '../../application/ports/payment-api.port';
import { BANK_ACCOUNT_API } from '../../application/ports/bank-account-api.port';
import { PRODUCT_API } from '../../application/ports/product-api.port';
import { RATING_API } from '../../application/ports/rating-api.port';
import { TICKET_API } from '../../application/ports/ticket-api.port';
import { PROFILE_API } from '../../application/ports/profile-api.port';
import { RATES_API } from '../../application/ports/rates-api.port';
import { REGIONS_API } from '../../application/ports/regions-api.port';
import { SESSION_API } from '../../application/ports/session-api.port';
import { SESSION_STORE, type SessionStore } from '../../application/ports/session-store.port';
import { SHIPPING_API } from '../../application/ports/shipping-api.port';
import { SUPPORT_API } from '../../application/ports/support-api.port';
import { DEFAULT_RUNTIME_CONFIG } from '../config/runtime-config';
import { HttpAuthApi } from '../http/auth-api.http';
import { HttpCartApi } from '../http/cart-api.http';
import { HttpCustomerNotificationApi } from '../http/customer-notification-api.http';
import { HTTP_CLIENT, HttpClient } from '../http/http-client';
import { HttpInvoiceApi } from '../http/invoice-api.http';
import { HttpProfileApi } from '../http/profile-api.http';
import { HttpSessionApi } from '../http/session-api.http';
import { HttpSupportApi } from '../http/support-api.http';
import { createBaseContainer, type CreateContainerOptions } from './base-container';
import { bindCartHttp } from './bindings/cart.http';
import { DynamicFeatureLoader, type FeatureBinders } from './feature-loader';

/**
 * Every port token createContainer binds. In http mode the feature ports (content, search,
 * product, catalog, pricing, address, checkout: see FEATURE_LOADER) are bound by the FeatureLoader once
 * their feature is ensured; memory mode and createFullHttpContainer bind them all at once.
 */
export const PORT_TOKENS = [
  SESSION_STORE, SESSION_API, AUTH_API, PROFILE_API, REGIONS_API, ADDRESS_API, GUEST_ADDRESS_STORE,
  SHIPPING_API, RATES_API, PRODUCT_API, CART_API, GUEST_CART_STORE, INVOICE_API, SUPPORT_API,
  CHECKOUT_API, ORDER_API, PAYMENT_API, BANK_ACCOUNT_API, FULFILMENT_API, RATING_API, TICKET_API, CUSTOMER_NOTIFICATION_API,
  OPS_API, STAFF_SESSION_STORE,
] as const;

/**
 * The http container, synchronously: the ports the shell uses at boot to their axios adapters;
 * the feature ports bind when FeatureLoader.ensure(feature) loaded their module
 * (tests wanting them all synchronously: ./full-http-container).
 */
export function createHttpContainer(options: Omit<CreateContainerOptions, 'mode'>): Container {
  const container = createBaseContainer({ ...options, mode: 'http' });
  const config = options.config ?? DEFAULT_RUNTIME_CONFIG;
  container.bind(HTTP_CLIENT).toDynamicValue((ctx) => new HttpClient({
    config,
    session: ctx.get<SessionStore>(SESSION_STORE),
    onUnauthorized: options.onUnauthorized,
    retry: options.retry,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  }));
  bindHttpShellAdapters(container);
  container.bind(FEATURE_LOADER).toConstantValue(new DynamicFeatureLoader(container, HTTP_FEATURE_BINDERS));
  return container;
}

/**
 * Each feature's HTTP binding module, imported the first time a screen of the feature asks
 * FeatureLoader.ensure(feature) (its own chunk: the adapters and the mappers only it uses).
 * scripts/bundle-budget.mjs reads this table (feature: () => import('./bindings/x.http')).
 */
const HTTP_FEATURE_BINDERS: FeatureBinders = {
  content: () => import('./bindings/content.http').then((m) => m.bindContentHttp),
  search: () => import('./bindings/search.http').then((m) => m.bindSearchHttp),
  product: () => import('./bindings/product.http').then((m) => m.bindProductHttp),
  catalog: () => import('./bindings/catalog.http').then((m) => m.bindCatalogHttp),
  pricing: () => import('./bindings/pricing.http').then((m) => m.bindPricingHttp),
  address: () => import('./bindings/address.http').then((m) => m.bindAddressHttp),
  checkout: () => import('./bindings/checkout.http').then((m) => m.bindCheckoutHttp),
  aftercare: () => import('./bindings/aftercare.http').then((m) => m.bindAftercareHttp),
  account: () => import('./bindings/account.http').then((m) => m.bindAccountHttp),
  perks: () => import('./bindings/perks.http').then((m) => m.bindPerksHttp),
  membership: () => import('./bindings/membership.http').then((m) => m.bindMembershipHttp),
  course: () => import('./bindings/course.http').then((m) => m.bindCourseHttp),
  privacy: () => import('./bindings/privacy.http').then((m) => m.bindPrivacyHttp),
  feeds: () => import('./bindings/feeds.http').then((m) => m.bindFeedsHttp),
  ops: () => import('./bindings/ops.http').then((m) => m.bindOpsHttp),
  social: () => import('./bindings/social.http').then((m) => m.bindSocialHttp),
};

/** The HTTP client and the adapters of the ports the shell uses at boot (bound eagerly). */
export function bindHttpShellAdapters(container: Container): void {
  container.bind(SESSION_API).to(HttpSessionApi);
  container.bind(AUTH_API).to(HttpAuthApi);
  container.bind(PROFILE_API).to(HttpProfileApi);
  container.bind(CART_API).to(HttpCartApi);
  container.bind(INVOICE_API).to(HttpInvoiceApi);
  container.bind(CUSTOMER_NOTIFICATION_API).to(HttpCustomerNotificationApi);
  container.bind(SUPPORT_API).to(HttpSupportApi);
  bindCartHttp(container);
}

/**
 * The container of the given mode. Memory mode loads the in-memory adapters with a dynamic
 * import (their code and demo data stay out of the http entry chunk).
 */
export async function createContainer(options: CreateContainerOptions): Promise<Container> {
  if (options.mode === 'http') return createHttpContainer(options);
  const { bindMemoryAdapters } = await import('./memory-bindings');
  return bindMemoryAdapters(createBaseContainer(options));
}
