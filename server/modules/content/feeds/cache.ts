// A small in-process cache of external answers (docs/content-feeds.md): a value is kept `ttlMs`
// (a failure's fallback `failureTtlMs`, so a failing service is asked again soon but not on every
// page), at most `size` keys (the oldest dropped first), and callers asking for a key being fetched
// share the one request.
export interface CacheOptions {
  ttlMs: number;
  failureTtlMs: number;
  size: number;
  now?: () => number;
}

export class ExternalCache<T> {
  private readonly entries = new Map<string, { until: number; value: T }>();
  private readonly pending = new Map<string, Promise<T>>();
  private readonly now: () => number;

  constructor(private readonly options: CacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The kept value, else `load()`'s; when `load` throws, `onFailure(error)`'s value (kept failureTtlMs). */
  async get(key: string, load: () => Promise<T>, onFailure: (error: unknown) => T): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.until > this.now()) return hit.value;
    const running = this.pending.get(key);
    if (running) return running;
    const promise = (async () => {
      let value: T;
      let ttl = this.options.ttlMs;
      try {
        value = await load();
      } catch (error) {
        value = onFailure(error);
        ttl = Math.min(this.options.failureTtlMs, this.options.ttlMs);
      }
      if (ttl > 0) {
        this.entries.delete(key);
        this.entries.set(key, { until: this.now() + ttl, value });
        while (this.entries.size > this.options.size) this.entries.delete(this.entries.keys().next().value as string);
      }
      return value;
    })().finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }
}
