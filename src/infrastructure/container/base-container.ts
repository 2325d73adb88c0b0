// The base of every container: the runtime configuration under its token RUNTIME_CONFIG, the
// storage and cookies, and the local-storage adapters both modes share (over localStorage in the
// browser, over an in-memory storage in memory mode and tests). createContainer builds on it; the
// binding modules (./bindings) import the container's tokens from here, never from
// create-container.ts, which loads them (docs/architecture.md 'No import circles').
import 'reflect-metadata';
import { Container } from 'inversify';
import type { AxiosAdapter } from 'axios';
import { GUEST_ADDRESS_STORE } from '../../application/ports/guest-address-store.port';
import { GUEST_CART_STORE } from '../../application/ports/guest-cart-store.port';
import { SESSION_STORE } from '../../application/ports/session-store.port';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '../config/runtime-config';
import type { RetryPolicy } from '../http/http-client';
import {
  BROWSER_STORAGE, COOKIE_JAR, MemoryKeyValueStorage, defaultStorage, documentCookieJar, ensureStorageVersion,
  type CookieJar, type KeyValueStorage,
} from '../storage/browser-storage';
import { ID_SOURCE, LocalGuestAddressStore, systemIdSource, type IdSource } from '../storage/guest-address.storage';
import { LocalGuestCartStore } from '../storage/guest-cart.storage';
import { LocalSessionStore } from '../storage/session.storage';
import { ANALYTICS_PIXEL_SOURCE } from '../../application/privacy/analytics.port';
import { ConfiguredPixelSource } from '../analytics/pixel-source';

/** The RuntimeConfig (../config/runtime-config) the container was made with. */
export const RUNTIME_CONFIG = Symbol.for('infrastructure.RuntimeConfig');

export interface CreateContainerOptions {
  /** 'http': the real API at config.apiBaseUrl; 'memory': seeded in-memory adapters (tests, Storybook, serverless). */
  mode: 'http' | 'memory';
  config?: RuntimeConfig;
  /** Defaults: localStorage in http mode (in-memory when unavailable), a fresh in-memory storage in memory mode. */
  storage?: KeyValueStorage;
  /** Defaults: document.cookie in http mode, none in memory mode. */
  cookies?: CookieJar | null;
  /** Called on any 401 (the UI navigates to /logout). */
  onUnauthorized?: () => void;
  /** Tests: fast retries. */
  retry?: Partial<RetryPolicy>;
  ids?: IdSource;
  /** Run the stored-version check (default true). */
  checkVersion?: boolean;
  /**
   * http mode: the transport under the HttpClient (default: the network). Server rendering passes
   * an in-process transport that records the answers; the browser's first render replays them
   * (../http/exchanges.ts, docs/ssr.md).
   */
  adapter?: AxiosAdapter;
}

/** The container with the config, storage and local-storage adapters both modes share. */
export function createBaseContainer(options: CreateContainerOptions): Container {
  const config = options.config ?? DEFAULT_RUNTIME_CONFIG;
  const storage = options.storage ?? (options.mode === 'http' ? defaultStorage() : new MemoryKeyValueStorage());
  const cookies = options.cookies !== undefined ? options.cookies : options.mode === 'http' ? documentCookieJar() : null;
  if (options.checkVersion ?? true) ensureStorageVersion(storage, cookies, config.version);

  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(RUNTIME_CONFIG).toConstantValue(config);
  container.bind(BROWSER_STORAGE).toConstantValue(storage);
  container.bind(COOKIE_JAR).toConstantValue(cookies);
  container.bind(ID_SOURCE).toConstantValue(options.ids ?? systemIdSource);

  container.bind(SESSION_STORE).to(LocalSessionStore);
  container.bind(GUEST_CART_STORE).to(LocalGuestCartStore);
  container.bind(GUEST_ADDRESS_STORE).to(LocalGuestAddressStore);
  // The configured pixels (their code loads only after consent; the consent itself is the 'privacy'
  // feature: bindings/privacy.http.ts, and memory-bindings.ts; docs/privacy.md).
  container.bind(ANALYTICS_PIXEL_SOURCE).toConstantValue(new ConfiguredPixelSource(config.analytics));
  return container;
}
