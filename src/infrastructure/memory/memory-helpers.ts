// Helpers the in-memory adapters share.
import { ApiError } from '../../application/ports/api-error';
import type { Product } from '../../application/ports/product-api.port';
import type { SessionStore } from '../../application/ports/session-store.port';
import { DEMO_PRODUCTS } from './demo-data';
import type { MemoryAccount, MemoryBackend } from './memory-backend';

export const copy = <T>(value: T): T => structuredClone(value);

export function requireCustomer(backend: MemoryBackend, session: SessionStore): MemoryAccount {
  const token = session.loginToken();
  const key = token ? backend.loginTokens.get(token) : undefined;
  const account = key ? backend.accounts.get(key) : undefined;
  if (!account) throw new ApiError('UNAUTHORIZED');
  return account;
}

export function productByUrl(url: string): Product | undefined {
  const normal = url.trim().replace(/^https?:\/\//, '').replace(/\/+$/, '');
  return DEMO_PRODUCTS.find((p) => p.url.replace(/^https?:\/\//, '') === normal || normal.includes(p.productId));
}
