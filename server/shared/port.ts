// The state server processes share when there are several of them (docs/operations.md "Several
// processes"): change notices between processes, counters of the rate limits, and the rate-limit
// plugin's store. The adapter is Redis (redis.ts, REDIS_URL); without it there is none and every
// cache and limit stays in the process, as with one process.
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedMessage } from './messages.ts';

export interface SharedListener {
  /** A change made by another process (never this one's own). */
  message(message: SharedMessage): void;
  /** Changes may be missed from now on (the subscription is lost): stop trusting caches. */
  pause(): void;
  /** Subscribed (again): whatever was kept may have missed changes, drop it all and trust caches again. */
  resync(): void;
}

/** Per-account sign-in backoff (login-throttle.ts). */
export interface LoginThrottleStore {
  /**
   * Counts an attempt on `key` at nowMs: 0 when it may go on, else the milliseconds until the
   * account's pause ends (the attempt is then not counted).
   */
  attempt(key: string, nowMs: number): Promise<number>;
  /** A sign-in succeeded: the record is forgotten. */
  reset(key: string): Promise<void>;
}

export interface SharedState {
  /** True while changes of other processes reach this one (subscribed). */
  readonly live: boolean;
  /** Tells the other processes (after the change committed and this process applied it). Never throws. */
  publish(message: SharedMessage): void;
  /** Adds a listener; it is paused at once when the subscription is not live. */
  listen(listener: SharedListener): void;
  /** Resolves true once live and counting in the shared store (both connections ready), false after timeoutMs. */
  whenLive(timeoutMs: number): Promise<boolean>;
  /**
   * Counts one event of `key` in a sliding window of windowMs ending at nowMs: false (not counted)
   * when `max` are in it already. Rejects when the shared store cannot be reached in time.
   */
  take(key: string, max: number, windowMs: number, nowMs: number): Promise<boolean>;
  /** The store of @fastify/rate-limit: shared counters, each process's own while unreachable (absent: the plugin's own, per process). */
  readonly rateLimitStore?: FastifyRateLimitStoreCtor;
  /** The per-account sign-in records, shared (absent: each process's own). Rejects when unreachable. */
  readonly loginThrottle?: LoginThrottleStore;
  close(): Promise<void>;
}

declare module '../ports.ts' {
  interface ServerPorts {
    /** Shared state between processes (REDIS_URL); absent or null: one process, everything in it. */
    shared: SharedState | null;
  }
}
