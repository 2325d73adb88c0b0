// A short-lived in-process cache of each owner's cart rows (every column, with the account's
// pricing facts), for the hot read routes (cart-detail/list, list-group, tax-calculator): a
// repeated read of an unchanged cart costs no database round trip.
//
// Correctness comes from the write watch (server/db/write-watch.ts), not from the writers: every
// statement that writes cart_details, customers or addresses is seen at the driver, attributed to
// the owners of the request running it (or to everyone outside a customer's request), and an entry
// is used only while nothing of its owner's (or everyone's) was written since it was read and
// nothing is in flight. A read racing a write is not kept. Reads inside a transaction never use it.
//
// Bounded (oldest first) and each entry lives ttlMs at most: CART_CACHE_TTL_MS (0 disables), the
// bound on what another process writing the same database could leave stale (docs/performance.md).
import { writeWatchOf, type Db } from '../../db/database.ts';
import { ownerKey, type WriteWatch } from '../../db/write-watch.ts';
import type { Owner } from './store.ts';

export interface LineCacheOptions { ttlMs: number; maxEntries: number }

export const DEFAULT_LINE_CACHE: LineCacheOptions = { ttlMs: 10_000, maxEntries: 5_000 };

interface Entry<Row> { rows: readonly Row[]; stamp: number; expires: number }

class LineCache {
  private readonly entries = new Map<string, Entry<unknown>>();
  /** Reads answered from the cache and from the database (tests, the load report). */
  readonly stats = { hits: 0, misses: 0 };
  constructor(readonly watch: WriteWatch, public options: LineCacheOptions) {}

  /** The kept rows while still good (a hit), else undefined; a stale entry is dropped. */
  peek<Row>(key: string): readonly Row[] | undefined {
    const hit = this.entries.get(key) as Entry<Row> | undefined;
    if (!hit) return undefined;
    if (hit.expires > Date.now() && this.watch.isFresh(key, hit.stamp)) {
      this.stats.hits += 1;
      return hit.rows;
    }
    this.entries.delete(key);
    return undefined;
  }

  async read<Row>(owner: Owner, load: () => Promise<Row[]>): Promise<readonly Row[]> {
    const key = ownerKey(owner);
    const kept = this.peek<Row>(key);
    if (kept) return kept;
    const now = Date.now();
    this.stats.misses += 1;
    const stamp = this.watch.now();
    const rows = await load();
    if (this.options.ttlMs > 0 && this.options.maxEntries > 0 && this.watch.isFresh(key, stamp)) {
      while (this.entries.size >= this.options.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest === undefined) break;
        this.entries.delete(oldest);
      }
      // Frozen: every caller shares the rows; an accidental mutation fails loudly instead of leaking.
      for (const row of rows) Object.freeze(row);
      this.entries.set(key, { rows: Object.freeze(rows), stamp, expires: now + this.options.ttlMs });
    }
    return rows;
  }
}

const caches = new WeakMap<Db, LineCache>();

/** Hits and misses so far (undefined when the database has no cache). */
export function lineCacheStats(db: Db): { hits: number; misses: number } | undefined {
  const cache = cacheOf(db);
  return cache ? { ...cache.stats } : undefined;
}

/** Sets the cache's bounds for a database (the cart module, from the server's configuration). */
export function configureLineCache(db: Db, options: LineCacheOptions): void {
  const cache = cacheOf(db);
  if (cache) cache.options = options;
}

function cacheOf(db: Db): LineCache | undefined {
  let cache = caches.get(db);
  if (!cache) {
    const watch = writeWatchOf(db);
    if (!watch) return undefined;
    cache = new LineCache(watch, { ...DEFAULT_LINE_CACHE });
    caches.set(db, cache);
  }
  return cache;
}

/** The owner's kept rows, without waiting, when the cache has them good; else undefined (then cachedRows). */
export function keptRows<Row>(db: Db, owner: Owner): readonly Row[] | undefined {
  const cache = db.isTransaction ? undefined : cacheOf(db);
  return cache?.peek<Row>(ownerKey(owner));
}

/** The owner's rows through the cache, or straight from `load` (a transaction, a foreign instance). */
export function cachedRows<Row>(db: Db, owner: Owner, load: () => Promise<Row[]>): Promise<readonly Row[]> {
  const cache = db.isTransaction ? undefined : cacheOf(db);
  return cache ? cache.read(owner, load) : load();
}
