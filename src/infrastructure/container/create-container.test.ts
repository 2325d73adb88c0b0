import { describe, expect, it } from 'vitest';
import { AUTH_API, CART_API, FEATURE_LOADER, FEATURES, PRODUCT_API, type FeatureLoader, GUEST_CART_STORE, INVOICE_API, RATES_API, SESSION_API, SESSION_STORE, type AuthApi, type CartApi, type InvoiceApi, type RatesApi, type SessionApi, type SessionStore } from '../../application/ports';
import { ApiError } from '../../application/ports/api-error';
import { HttpCartApi } from '../http/cart-api.http';
import { MemoryCartApi } from '../memory/memory-adapters';
import { DEMO_OTP_CODE } from '../memory/demo-data';
import { LocalGuestCartStore } from '../storage/guest-cart.storage';
import { MemoryKeyValueStorage, STORAGE_KEYS } from '../storage/browser-storage';
import { createContainer, createHttpContainer, PORT_TOKENS } from './create-container';
import { createMemoryContainer } from './memory-container';
import { createFullHttpContainer } from './full-http-container';
import { HttpProductApi } from '../http/product-api.http';
import { CONTENT_API } from '../../application/ports/content-api.port';
import { SEARCH_API } from '../../application/ports/search-api.port';
import { CATALOG_API } from '../../application/ports/catalog-api.port';
import { SOCIAL_SDK } from '../../application/ports/social-sdk.port';

describe('createContainer', () => {
  it('binds every port token in both modes (http: once their features are ensured)', async () => {
    for (const mode of ['http', 'memory'] as const) {
      const container = await createContainer({ mode, storage: new MemoryKeyValueStorage(), cookies: null });
      const loader = container.get<FeatureLoader>(FEATURE_LOADER);
      for (const feature of FEATURES) await loader.ensure(feature);
      // SOCIAL_SDK: the 'social' feature's port (not in PORT_TOKENS, whose module is in the boot code).
      for (const token of [...PORT_TOKENS, CONTENT_API, SEARCH_API, CATALOG_API, SOCIAL_SDK]) expect(container.get(token), `${mode} ${String(token)}`).toBeDefined();
    }
    const full = createFullHttpContainer({ storage: new MemoryKeyValueStorage(), cookies: null });
    for (const token of [...PORT_TOKENS, SOCIAL_SDK]) expect(full.get(token), `full ${String(token)}`).toBeDefined();
  });

  it('http mode binds a feature\'s ports on first ensure, once; the shell ports at once', async () => {
    const http = createHttpContainer({ storage: new MemoryKeyValueStorage(), cookies: null });
    const loader = http.get<FeatureLoader>(FEATURE_LOADER);
    expect(http.isBound(CART_API)).toBe(true);
    expect(http.isBound(PRODUCT_API)).toBe(false);
    expect(loader.isLoaded('product')).toBe(false);
    const first = loader.ensure('product');
    expect(loader.ensure('product')).toBe(first);
    await first;
    await loader.ensure('product');
    expect(loader.isLoaded('product')).toBe(true);
    expect(http.get(PRODUCT_API)).toBeInstanceOf(HttpProductApi);
    expect(http.isBound(CATALOG_API)).toBe(false);
    expect(createMemoryContainer().get<FeatureLoader>(FEATURE_LOADER).isLoaded('product')).toBe(true);
  });

  it('chooses adapters by mode, singletons per container', async () => {
    const http = await createContainer({ mode: 'http', storage: new MemoryKeyValueStorage(), cookies: null });
    const memory = await createContainer({ mode: 'memory' });
    expect(http.get(CART_API)).toBeInstanceOf(HttpCartApi);
    expect(memory.get(CART_API)).toBeInstanceOf(MemoryCartApi);
    expect(memory.get(GUEST_CART_STORE)).toBeInstanceOf(LocalGuestCartStore);
    expect(memory.get(SESSION_STORE)).toBe(memory.get(SESSION_STORE));
    expect(createHttpContainer({ storage: new MemoryKeyValueStorage(), cookies: null }).get(CART_API)).toBeInstanceOf(HttpCartApi);
    expect(createMemoryContainer().get(CART_API)).toBeInstanceOf(MemoryCartApi);
  });

  it('runs the version check on the given storage', () => {
    const storage = new MemoryKeyValueStorage();
    storage.setItem(STORAGE_KEYS.version, 'old');
    storage.setItem(STORAGE_KEYS.guestCart, '[]');
    createMemoryContainer({ storage, config: undefined });
    expect(storage.getItem(STORAGE_KEYS.guestCart)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.version)).toBe('02022020-1');
  });

  it('memory mode runs the whole guest -> register -> login -> push cart journey', async () => {
    const c = createMemoryContainer();
    const session = c.get<SessionStore>(SESSION_STORE);
    const auth = c.get<AuthApi>(AUTH_API);
    const cart = c.get<CartApi>(CART_API);
    session.setAccessToken(await c.get<SessionApi>(SESSION_API).createAccessToken());
    const added = await cart.addScraped({ url: 'https://detail.1688.com/offer/610947572360.html', quantity: 2 });
    await auth.registerMini('budi@example.com');
    await auth.verifyCode('budi@example.com', DEMO_OTP_CODE);
    await auth.registerMandatory({ userId: 'budi@example.com', firstName: 'Budi', lastName: 'S', email: 'budi@example.com', phoneNumber: '081234567890', password: 'Rahasia123!', confirmPassword: 'Rahasia123!' });
    await expect(auth.login('budi@example.com', 'wrong')).rejects.toBeInstanceOf(ApiError);
    const login = await auth.login('budi@example.com', 'Rahasia123!');
    session.setLogin(login.token, login.customer);
    expect(await cart.list()).toEqual([]);
    await cart.pushGuestToCustomer([added.code]);
    await cart.pushGuestToCustomer([added.code]);
    const lines = await cart.list();
    expect(lines.map((l) => l.code)).toEqual([added.code]);
    expect(lines[0]?.quantity).toBe(2);
    expect(await c.get<InvoiceApi>(INVOICE_API).pending()).toEqual([]);
    const kurs = await c.get<RatesApi>(RATES_API).kurs();
    expect(kurs.CNY).toBeGreaterThan(0);
  });
});
