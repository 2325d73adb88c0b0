// Several server processes on one database (docs/operations.md "Several processes"): registers this
// process (PostgreSQL: a web process refuses to start beside another without REDIS_URL), and with
// REDIS_URL connects the shared state and wires every in-process cache to it:
//
// - out: revocations (token-cache.ts), rate changes (kurs-store.ts) and kept products (scrape.ts)
//   publish through publish.ts once committed; the write watch's ended writes are gathered for a
//   turn of the event loop and published as one notice of the cart owners they touched.
// - in: another process's notice drops the same entries here; while notices may be missed the
//   token cache and the cart cache are paused (not trusted, not filled); on (re)subscribing all
//   of them, and the kept pricing context and home catalog, are dropped. The kept pricing context
//   and catalog are not paused: they live PRICING_CONTEXT_TTL_MS (5 s) at most anyway.
//
// Nothing here runs on a request: the hot cart routes keep answering from the caches without a
// Redis round trip (docs/performance.md).
import type { FastifyInstance } from 'fastify';
import { writeWatchOf, type Db } from '../db/database.ts';
import { EVERYONE, type WriteWatch } from '../db/write-watch.ts';
import type { ModuleDeps } from '../ports.ts';
import { tokenCacheOf } from '../http/token-cache.ts';
import { forgetKursHere } from '../modules/catalog/kurs-store.ts';
import { productKeptHere } from '../modules/catalog/scrape.ts';
import type { SharedMessage } from './messages.ts';
import type { SharedState } from './port.ts';
import { setPublisher } from './publish.ts';
import { createRedisSharedState, REDIS_CONNECT_TIMEOUT_MS } from './redis.ts';
import { registerProcess } from './process-registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared state of this server (null without REDIS_URL); tests look at it. */
    sharedState: SharedState | null;
  }
}

/** More owners than this in one notice: it says "everyone" instead (a batch job's writes). */
const MAX_OWNERS_PER_NOTICE = 500;

export interface SharedOptions {
  /** The process's role (SERVER_ROLE: web, worker or all). */
  role?: string;
  /** Whether it serves HTTP requests (a worker does not, and may run beside anything). */
  web?: boolean;
}

/**
 * Call after installAuthContext (the token cache must exist) and before the routes (the rate-limit
 * store is read from deps.ports.shared). Throws when this process may not start.
 */
export async function installSharedState(app: FastifyInstance, deps: ModuleDeps, options: SharedOptions = {}): Promise<void> {
  const { db, config } = deps;
  const given = deps.ports.shared;
  const willShare = given !== undefined ? given !== null : config.redisUrl !== undefined;
  if (config.databaseUrl) {
    const registration = await registerProcess(db, { role: options.role ?? 'all', web: options.web ?? true, redis: willShare, log: app.log });
    app.addHook('onClose', async () => registration.stop());
  }
  const shared = given !== undefined ? given
    : config.redisUrl ? createRedisSharedState({ url: config.redisUrl, prefix: config.redisKeyPrefix, log: app.log }) : null;
  deps.ports.shared = shared;
  app.decorate('sharedState', shared);
  // Ready only while changes of other processes reach this one (docs/operations.md "Health and readiness").
  if (shared) app.readiness.add('redis', async () => { if (!shared.live) throw new Error('not subscribed to the shared state'); });
  if (!shared) return;
  if (given === undefined) app.addHook('onClose', async () => shared.close());

  const watch = writeWatchOf(db);
  let open = true;
  setPublisher(db, (message) => shared.publish(message));
  // A notice gathered while the server closes is not sent: the publisher is closing too.
  if (watch) watch.onEnded = gatherCartNotices((owners) => {
    if (open) shared.publish({ kind: 'cart', owners });
  });
  app.addHook('onClose', async () => {
    open = false;
    setPublisher(db, null);
    if (watch) watch.onEnded = null;
  });
  shared.listen({
    message: (message) => apply(db, watch, message),
    pause() {
      tokenCacheOf(db)?.pause();
      watch?.pause();
    },
    resync() {
      tokenCacheOf(db)?.resync();
      watch?.resync();
      forgetKursHere(db);
    },
  });
  // Started subscribed when Redis answers; else it starts anyway, caches off until it does.
  if (!await shared.whenLive(2 * REDIS_CONNECT_TIMEOUT_MS)) {
    app.log.warn('shared state: Redis does not answer yet; caches stay off and rate limits count in this process until it does');
  }
}

/** A change another process made: drop what it made stale here. */
function apply(db: Db, watch: WriteWatch | undefined, message: SharedMessage): void {
  switch (message.kind) {
    case 'login-token':
      tokenCacheOf(db)?.forgetLoginToken(message.id);
      break;
    case 'customer-tokens':
      tokenCacheOf(db)?.forgetCustomer(message.customerId, message.keepId);
      break;
    case 'access-token':
      tokenCacheOf(db)?.forgetAccessToken(message.id);
      break;
    case 'cart':
      watch?.touchElsewhere(message.owners);
      break;
    case 'kurs':
      forgetKursHere(db);
      break;
    case 'product-kept':
      productKeptHere(db, message.slug);
      break;
  }
}

/** The write watch's ended writes, gathered until the event loop turns, then sent as one notice. */
function gatherCartNotices(send: (owners: string[]) => void): (keys: readonly string[]) => void {
  const owners = new Set<string>();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const list = owners.has(EVERYONE) || owners.size > MAX_OWNERS_PER_NOTICE ? [EVERYONE] : [...owners];
    owners.clear();
    send(list);
  };
  return (keys) => {
    for (const key of keys) owners.add(key);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
}
