// A short-lived in-process cache of resolved tokens (auth-context.ts), so a call does not read
// access_tokens or login_tokens on every request. Keyed by the token as sent (the SHA-256 the
// database stores is computed only on a miss: hashing twice per request was 3% of a cart read);
// the process holds each request's raw token anyway, and an entry lives ttlMs at most. Only valid
// tokens are cached. Bounded (oldest entry dropped first).
//
// Revocation is immediate: whatever revokes tokens (logout, password change and reset:
// server/modules/auth) calls forget* after its database update. A lookup that was already
// reading the database while a revocation happened does not store its (possibly stale) answer:
// every forget* bumps a generation, and a lookup stores only when the generation it started
// with is still current.
//
// Several processes: every forget* also tells the other processes (server/shared, with REDIS_URL),
// which drop the same entries; while their subscription is down the cache is paused (neither read
// nor filled) and on resubscribing it is emptied (docs/operations.md "Several processes"). Without
// REDIS_URL the cache and its invalidation live in this process only.
import { publishChange } from '../shared/publish.ts';

export interface TokenCacheOptions {
  /** How long a resolved token is trusted without reading the database; 0 disables the cache. */
  ttlMs: number;
  /** Entries kept at most, per kind of token. */
  maxEntries: number;
}

export const DEFAULT_TOKEN_CACHE: TokenCacheOptions = { ttlMs: 30_000, maxEntries: 10_000 };

export interface AccessTokenEntry { id: number }
export interface LoginTokenEntry { id: number; customerId: number }

class BoundedTtlMap<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  constructor(private readonly options: TokenCacheOptions) {}

  get(key: string, now: number): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: V, now: number): void {
    if (this.options.ttlMs <= 0 || this.options.maxEntries <= 0) return;
    this.entries.delete(key);
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: now + this.options.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }

  deleteWhere(test: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (test(entry.value)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

export class TokenCache {
  readonly access: BoundedTtlMap<AccessTokenEntry>;
  readonly login: BoundedTtlMap<LoginTokenEntry>;
  /** Bumped by every revocation; a lookup stores its answer only if it did not change meanwhile. */
  private generation = 0;
  /** True while revocations made by other processes may be missed: nothing is read or kept. */
  private paused = false;

  constructor(readonly options: TokenCacheOptions = DEFAULT_TOKEN_CACHE, private readonly now: () => number = () => performance.now()) {
    this.access = new BoundedTtlMap(options);
    this.login = new BoundedTtlMap(options);
  }

  /** The cached value, if any (no database read). */
  cached<V>(map: BoundedTtlMap<V>, key: string): V | undefined {
    return this.paused ? undefined : map.get(key, this.now());
  }

  /**
   * The cached value, or the database's answer (cached when found and no revocation happened
   * while it was read).
   */
  async resolve<V>(map: BoundedTtlMap<V>, key: string, read: () => Promise<V | undefined>): Promise<V | undefined> {
    const cached = this.cached(map, key);
    if (cached !== undefined) return cached;
    const generation = this.generation;
    const value = await read();
    if (value !== undefined && generation === this.generation && !this.paused) map.set(key, value, this.now());
    return value;
  }

  /** Revocations by other processes may be missed from now on: stop trusting the cache. */
  pause(): void {
    this.generation++;
    this.paused = true;
  }

  /** Whatever is kept may have missed revocations: drop it all, and trust the cache again. */
  resync(): void {
    this.generation++;
    this.access.clear();
    this.login.clear();
    this.paused = false;
  }

  /** After revoking one login token (logout). */
  forgetLoginToken(id: number): void {
    this.generation++;
    this.login.deleteWhere((e) => e.id === id);
  }

  /** After revoking a customer's login tokens (password change or reset), except keepId. */
  forgetCustomer(customerId: number, keepId?: number | null): void {
    this.generation++;
    this.login.deleteWhere((e) => e.customerId === customerId && e.id !== keepId);
  }

  /** After revoking an access token. */
  forgetAccessToken(id: number): void {
    this.generation++;
    this.access.deleteWhere((e) => e.id === id);
  }
}

// One cache per server (installAuthContext), found by its database. A revocation made with that
// database reaches its cache; one made with a transaction (or anything else) reaches every cache of
// the process (a token id of another database only costs that cache a miss), so a revocation inside
// a transaction is still seen here at once. Only a revocation made with the database itself, after
// its commit, is told to other processes (server/shared/publish.ts): whoever revokes inside a
// transaction calls forget* again after the commit (as the account deactivation does).
const live = new Set<WeakRef<TokenCache>>();
const byDb = new WeakMap<object, TokenCache>();

/** A new cache for the database `db`, which the forget* functions below reach. */
export function createTokenCache(options: TokenCacheOptions, db: object): TokenCache {
  const cache = new TokenCache(options);
  live.add(new WeakRef(cache));
  byDb.set(db, cache);
  return cache;
}

/** The cache of a database (the shared state's listener: server/shared/install.ts). */
export function tokenCacheOf(db: object): TokenCache | undefined {
  return byDb.get(db);
}

function cachesOf(db: object, run: (cache: TokenCache) => void): void {
  const own = byDb.get(db);
  if (own) {
    run(own);
    return;
  }
  for (const ref of live) {
    const cache = ref.deref();
    if (cache) run(cache);
    else live.delete(ref);
  }
}

/** Call after revoking one login token of `customerId` (logout, a session ended), with the database (or transaction) that did. */
export function forgetLoginToken(db: object, id: number, customerId: number): void {
  cachesOf(db, (c) => c.forgetLoginToken(id));
  publishChange(db, { kind: 'login-token', id, customerId });
}

/** Call after revoking a customer's login tokens (password change or reset, deactivation), except keepId. */
export function forgetCustomerTokens(db: object, customerId: number, keepId?: number | null): void {
  cachesOf(db, (c) => c.forgetCustomer(customerId, keepId));
  publishChange(db, { kind: 'customer-tokens', customerId, keepId: keepId ?? null });
}

/** Call after revoking an access token. */
export function forgetAccessToken(db: object, id: number): void {
  cachesOf(db, (c) => c.forgetAccessToken(id));
  publishChange(db, { kind: 'access-token', id });
}
