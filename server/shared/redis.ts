// The Redis adapter of the shared state (port.ts; REDIS_URL, docs/operations.md "Several processes").
// Three connections, each with the behaviour its use needs when Redis is slow or away:
//
// - commands (rate limits, lookup counters): no offline queue and a short command timeout, so a
//   request never waits on an unreachable Redis longer than REDIS_COMMAND_TIMEOUT_MS; the callers
//   count in the process instead (rate-limit-store.ts, the marketplace's visitor limit).
// - publisher: change notices are queued while disconnected and sent on reconnect (a late notice
//   still helps a process whose own subscription stayed up; ioredis gives up on one after 20
//   reconnection attempts, by which time every cache entry it was about has expired anyway).
// - subscriber: subscribes on every (re)connection; until that is confirmed the listeners are
//   paused (caches not trusted) and once it is they resync (everything kept is dropped: changes
//   published meanwhile were missed).
import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { decode, encode, type SharedMessage } from './messages.ts';
import type { SharedListener, SharedState } from './port.ts';
import { sharedRateLimitStore } from './rate-limit-store.ts';
import { LOGIN_FIRST_DELAY_MS, LOGIN_FREE_ATTEMPTS, LOGIN_MAX_DELAY_MS, LOGIN_RECORD_IDLE_MS } from './login-throttle.ts';

/** How long connecting may take before ioredis gives up that attempt (and retries). */
export const REDIS_CONNECT_TIMEOUT_MS = 1_000;
/** How long a rate-limit or counter command may take before the process counts alone. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface RedisSharedOptions {
  url: string;
  /** Prefix of every key and of the channel (REDIS_KEY_PREFIX): deployments sharing a Redis keep apart. */
  prefix: string;
  log: Log;
  /** This process's id in its messages and connection names (random when not given). */
  origin?: string;
}

/** The one channel of change notices. */
export const changesChannel = (prefix: string): string => `${prefix}changes`;

// Reconnect quickly at first, then every 2 s: a restarted Redis is noticed within about 2 s.
const retryStrategy = (times: number): number => Math.min(times * 100, 2_000);

function connection(options: RedisSharedOptions, role: string, extra: RedisOptions): Redis {
  const redis = new Redis(options.url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    retryStrategy,
    // CLIENT SETNAME: which process and connection this is in CLIENT LIST (tests close one by it).
    connectionName: `${options.prefix}${options.origin}:${role}`,
    ...extra,
  });
  // Without a listener an unreachable Redis would be an uncaught 'error'; each connection says so once
  // per outage (the subscription says when it is back).
  let reported = false;
  redis.on('error', (err: Error) => {
    if (reported) return;
    reported = true;
    options.log.warn({ err: err.message, connection: role }, 'shared state: Redis unreachable');
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}

/** Resolves true once the connection is ready (at once when it is), false after timeoutMs. */
function whenReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise<boolean>((resolve) => {
    const ready = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      redis.off('ready', ready);
      resolve(false);
    }, timeoutMs);
    redis.once('ready', ready);
  });
}

export interface ChangeSubscription {
  readonly live: boolean;
  listen(listener: SharedListener): void;
  whenLive(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Subscribes to the change notices of other processes (the server's shared state, and alone the course service). */
export function subscribeToChanges(options: RedisSharedOptions): ChangeSubscription {
  const origin = options.origin ?? randomUUID();
  const channel = changesChannel(options.prefix);
  const listeners: SharedListener[] = [];
  let waiters: (() => void)[] = [];
  let live = false;
  let closed = false;
  // autoResubscribe off: this file subscribes on each 'ready' itself, to know when it is confirmed.
  const redis = connection({ ...options, origin }, 'subscriber', { autoResubscribe: false, maxRetriesPerRequest: null });

  redis.on('ready', () => {
    redis.subscribe(channel).then(() => {
      if (closed) return;
      live = true;
      for (const listener of listeners) listener.resync();
      options.log.info({ channel }, 'shared state: subscribed to change notices; in-process caches dropped and trusted again');
      for (const wake of waiters.splice(0)) wake();
    }, () => {
      // The connection went away while subscribing: 'close' follows, and the next 'ready' tries again.
    });
  });
  redis.on('close', () => {
    if (!live || closed) return;
    live = false;
    for (const listener of listeners) listener.pause();
    options.log.warn({ channel }, 'shared state: change notices lost; in-process caches off until subscribed again');
  });
  redis.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const envelope = decode(text);
    if (!envelope) {
      // A notice this version does not understand may be about anything kept here.
      options.log.warn({ channel }, 'shared state: unknown change notice; in-process caches dropped');
      for (const listener of listeners) listener.resync();
      return;
    }
    if (envelope.from === origin) return;
    for (const listener of listeners) listener.message(envelope.m);
  });

  return {
    get live() {
      return live;
    },
    listen(listener) {
      listeners.push(listener);
      if (!live) listener.pause();
    },
    whenLive(timeoutMs) {
      if (live) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== wake);
          resolve(false);
        }, timeoutMs);
        const wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
        waiters.push(wake);
      });
    },
    async close() {
      closed = true;
      live = false;
      await redis.quit().catch(() => undefined);
      redis.disconnect();
    },
  };
}

// One event in a sliding window (the in-process visitor limit's rule, over a sorted set): the events
// older than the window leave it, and a new one is added only while fewer than max are in it.
const TAKE_LUA = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) >= max then return 0 end
redis.call('ZADD', key, now, ARGV[4])
redis.call('PEXPIRE', key, window)
return 1
`;

// One sign-in attempt on an account (login-throttle.ts): refused with the pause's rest while one is
// open, else counted, opening the pause its number calls for (ARGV[3..]: free attempts, first and
// longest pause, idle time).
const LOGIN_ATTEMPT_LUA = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local pause_end = tonumber(redis.call('HGET', key, 'until') or '0')
if pause_end > now then return pause_end - now end
local free = tonumber(ARGV[2])
local first = tonumber(ARGV[3])
local cap = tonumber(ARGV[4])
local idle = tonumber(ARGV[5])
local n = redis.call('HINCRBY', key, 'n', 1)
local delay = 0
if n >= free then
  delay = math.floor(first * (2 ^ math.min(n - free, 20)))
  if delay > cap then delay = cap end
end
redis.call('HSET', key, 'until', string.format('%d', now + delay))
redis.call('PEXPIRE', key, delay + idle)
return 0
`;

type LoginAttemptCommand = (key: string, now: number, free: number, first: number, cap: number, idle: number) => Promise<number>;

type TakeCommand = (key: string, now: number, window: number, max: number, member: string) => Promise<number>;

/** The shared state over Redis at options.url. */
export function createRedisSharedState(options: RedisSharedOptions): SharedState & { readonly origin: string } {
  const origin = options.origin ?? randomUUID();
  const named = { ...options, origin };
  const commands = connection(named, 'commands', { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
  const publisher = connection(named, 'publisher', { enableOfflineQueue: true });
  const subscription = subscribeToChanges(named);
  const channel = changesChannel(options.prefix);
  commands.defineCommand('titipTake', { numberOfKeys: 1, lua: TAKE_LUA });
  const take = (commands as unknown as { titipTake: TakeCommand }).titipTake.bind(commands);
  commands.defineCommand('titipLoginAttempt', { numberOfKeys: 1, lua: LOGIN_ATTEMPT_LUA });
  const loginAttempt = (commands as unknown as { titipLoginAttempt: LoginAttemptCommand }).titipLoginAttempt.bind(commands);
  const loginKey = (key: string) => `${options.prefix}login:${key}`;

  let fallbackReportedAt = -Infinity;
  const rateLimitStore: FastifyRateLimitStoreCtor = sharedRateLimitStore(commands, `${options.prefix}rate:`, (err) => {
    const now = performance.now();
    if (now - fallbackReportedAt < 30_000) return;
    fallbackReportedAt = now;
    options.log.warn({ err: err.message }, 'shared state: rate limits counted in this process (Redis does not answer)');
  });
  let sequence = 0;

  return {
    origin,
    get live() {
      return subscription.live;
    },
    publish(message: SharedMessage) {
      publisher.publish(channel, encode(origin, message)).catch((err: Error) => {
        options.log.warn({ err: err.message, kind: message.kind }, 'shared state: a change notice could not be sent');
      });
    },
    listen: (listener) => subscription.listen(listener),
    // Live means both: notices arrive, and a count is taken in Redis rather than in this process
    // (the commands' connection queues nothing offline, so a count before it is ready is local).
    whenLive: async (timeoutMs) => {
      const [subscribed, counting] = await Promise.all([subscription.whenLive(timeoutMs), whenReady(commands, timeoutMs)]);
      return subscribed && counting;
    },
    async take(key, max, windowMs, nowMs) {
      const member = `${nowMs}:${origin}:${++sequence}`;
      return (await take(`${options.prefix}count:${key}`, nowMs, windowMs, max, member)) === 1;
    },
    rateLimitStore,
    loginThrottle: {
      attempt: (key, nowMs) => loginAttempt(loginKey(key), nowMs, LOGIN_FREE_ATTEMPTS, LOGIN_FIRST_DELAY_MS, LOGIN_MAX_DELAY_MS, LOGIN_RECORD_IDLE_MS),
      reset: async (key) => {
        await commands.del(loginKey(key));
      },
    },
    async close() {
      await subscription.close();
      await Promise.allSettled([commands.quit(), publisher.quit()]);
      commands.disconnect();
      publisher.disconnect();
    },
  };
}
