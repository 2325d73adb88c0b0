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
// One process only: the cache and its invalidation live in this process. A deployment with
// several server processes needs a shared invalidation (e.g. PostgreSQL LISTEN/NOTIFY on
// revocation, or a shared cache) or a TTL of 0 (TOKEN_CACHE_TTL_MS=0 disables the cache).
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

  constructor(readonly options: TokenCacheOptions = DEFAULT_TOKEN_CACHE, private readonly now: () => number = () => performance.now()) {
    this.access = new BoundedTtlMap(options);
    this.login = new BoundedTtlMap(options);
  }

  /** The cached value, if any (no database read). */
  cached<V>(map: BoundedTtlMap<V>, key: string): V | undefined {
    return map.get(key, this.now());
  }

  /**
   * The cached value, or the database's answer (cached when found and no revocation happened
   * while it was read).
   */
  async resolve<V>(map: BoundedTtlMap<V>, key: string, read: () => Promise<V | undefined>): Promise<V | undefined> {
    const cached = map.get(key, this.now());
    if (cached !== undefined) return cached;
    const generation = this.generation;
    const value = await read();
    if (value !== undefined && generation === this.generation) map.set(key, value, this.now());
    return value;
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

// One cache per server (installAuthContext; tests start several in one process, each over its
// own database). Revocations are broadcast to every cache of the process (a token id of another
// database only costs that cache a miss), so whoever revokes needs no handle on the cache, and a
// revocation made inside a transaction still reaches it.
const live = new Set<WeakRef<TokenCache>>();

/** A new cache that the forget* functions below reach. */
export function createTokenCache(options: TokenCacheOptions): TokenCache {
  const cache = new TokenCache(options);
  live.add(new WeakRef(cache));
  return cache;
}

function everyCache(run: (cache: TokenCache) => void): void {
  for (const ref of live) {
    const cache = ref.deref();
    if (cache) run(cache);
    else live.delete(ref);
  }
}

/** Call after revoking one login token (logout). */
export function forgetLoginToken(id: number): void {
  everyCache((c) => c.forgetLoginToken(id));
}

/** Call after revoking a customer's login tokens (password change or reset), except keepId. */
export function forgetCustomerTokens(customerId: number, keepId?: number | null): void {
  everyCache((c) => c.forgetCustomer(customerId, keepId));
}

/** Call after revoking an access token. */
export function forgetAccessToken(id: number): void {
  everyCache((c) => c.forgetAccessToken(id));
}
