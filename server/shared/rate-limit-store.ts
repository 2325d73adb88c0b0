// The store of @fastify/rate-limit when processes share Redis: the plugin's own RedisStore (its Lua
// counter, keys `nameSpace + METHOD + url + '-' + client address`), and the plugin's own LocalStore
// standing in for each call Redis does not answer (refused at once while disconnected, or after the
// client's command timeout).
//
// Why neither fail-open nor fail-closed (the plugin's `skipOnError` true or false): open would let
// unlimited password guesses through while Redis is away, closed would turn a Redis outage into a
// login and tracking outage. Counting in the process instead gives what one process without Redis
// gives: each process holds the limit alone, so N processes let at most N times it through until
// Redis answers again (docs/operations.md "When Redis goes away").
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
interface PluginStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): PluginStore;
}
type RedisStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key: string) => PluginStore;
type LocalStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => PluginStore;

// The plugin exports only its entry point's types; its two stores are plain CommonJS files of the
// package (no `exports` map restricts them). Typed above by what this file calls.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as RedisStoreCtor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as LocalStoreCtor;

class FallbackStore implements PluginStore {
  constructor(private readonly shared: PluginStore, private readonly local: PluginStore, private readonly onFallback: (err: Error) => void) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.shared.incr(key, (err, result) => {
      if (!err) return callback(null, result);
      this.onFallback(err);
      this.local.incr(key, callback, timeWindow, max);
    }, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    const { shared, local } = this;
    if (!shared.read || !local.read) return callback(new Error('rate-limit store without read'));
    const readLocal = local.read.bind(local);
    shared.read(key, (err, result) => (err ? readLocal(key, callback, timeWindow, max) : callback(null, result)), timeWindow, max);
  }

  child(routeOptions: unknown): PluginStore {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.onFallback);
  }
}

/** The store constructor for @fastify/rate-limit's `store` option. */
export function sharedRateLimitStore(redis: Redis, nameSpace: string, onFallback: (err: Error) => void): FastifyRateLimitStoreCtor {
  // The plugin passes its merged options (continueExceeding, exponentialBackoff among them).
  function Store(options: RateLimitPluginOptions): FastifyRateLimitStore {
    const continueExceeding = options.continueExceeding ?? false;
    const exponentialBackoff = options.exponentialBackoff ?? false;
    return new FallbackStore(
      new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
      new LocalStore(continueExceeding, exponentialBackoff, options.cache),
      onFallback,
    ) as unknown as FastifyRateLimitStore;
  }
  // The plugin calls it with `new`; a function returning an object serves as a constructor.
  return Store as unknown as FastifyRateLimitStoreCtor;
}
