// Per-account sign-in backoff (docs/account-security.md "Sign-in throttling"): on top of the limit per
// client address (authRateLimit), every sign-in attempt on one account — customer or staff, known
// or not — is counted under a key of that account, whatever address it comes from. The first
// LOGIN_FREE_ATTEMPTS go through; from then on each attempt opens a pause the next one must wait
// out (429 with Retry-After): 30 s, 60 s, 2 min, 4 min, 8 min, then 15 min each. A successful
// sign-in forgets the account's record; an idle record is forgotten LOGIN_RECORD_IDLE_MS after its
// last attempt (or pause, whichever ends later).
//
// The attempt is counted before the password is checked, atomically, so parallel guesses cannot
// slip in beside the one that opens the pause. With REDIS_URL the record is shared by every process
// (redis.ts, a hash per account); without it, or for a call Redis does not answer, it is this
// process's own (as the address limits are, rate-limit-store.ts).
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { AppError } from '../http/errors.ts';
import type { LoginThrottleStore, SharedState } from './port.ts';

export type { LoginThrottleStore } from './port.ts';

/** Attempts on one account that never wait. */
export const LOGIN_FREE_ATTEMPTS = 5;
/** The first pause, doubled with each further attempt. */
export const LOGIN_FIRST_DELAY_MS = 30_000;
/** The longest pause. */
export const LOGIN_MAX_DELAY_MS = 15 * 60_000;
/** A record with no attempt for this long (after its pause ended) is forgotten. */
export const LOGIN_RECORD_IDLE_MS = 60 * 60_000;

/** The pause opened by the n-th attempt (1-based): 0 for the free ones. */
export function loginDelayMs(attempt: number): number {
  if (attempt < LOGIN_FREE_ATTEMPTS) return 0;
  return Math.min(LOGIN_FIRST_DELAY_MS * 2 ** Math.min(attempt - LOGIN_FREE_ATTEMPTS, 20), LOGIN_MAX_DELAY_MS);
}

/** The record in this process (no Redis, or Redis not answering). */
export function localLoginThrottle(): LoginThrottleStore {
  const records = new Map<string, { n: number; until: number; seen: number }>();
  return {
    async attempt(key, nowMs) {
      let r = records.get(key);
      if (r && Math.max(r.seen, r.until) + LOGIN_RECORD_IDLE_MS <= nowMs) r = undefined;
      if (r && r.until > nowMs) return r.until - nowMs;
      const n = (r?.n ?? 0) + 1;
      records.set(key, { n, until: nowMs + loginDelayMs(n), seen: nowMs });
      if (records.size > 100_000) {
        for (const [k, v] of records) if (Math.max(v.seen, v.until) + LOGIN_RECORD_IDLE_MS <= nowMs) records.delete(k);
      }
      return 0;
    },
    async reset(key) {
      records.delete(key);
    },
  };
}

/** The account's key: a hash, so no e-mail address or phone number is a Redis key. */
export function accountKey(kind: 'customer' | 'staff', identifier: string): string {
  return `${kind}:${createHash('sha256').update(identifier.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}

const throttles = new WeakMap<object, LoginThrottleStore>();

/**
 * The throttle of a server (one per ports object): the shared store when there is one, falling
 * back to the process's own record for a call it does not answer.
 */
export function loginThrottleOf(ports: { shared?: SharedState | null }): LoginThrottleStore {
  const kept = throttles.get(ports);
  if (kept) return kept;
  const local = localLoginThrottle();
  // Read at each call: the shared state is installed after the routes may have asked for this.
  const throttle: LoginThrottleStore = {
    attempt(key, nowMs) {
      const shared = ports.shared?.loginThrottle;
      return shared ? shared.attempt(key, nowMs).catch(() => local.attempt(key, nowMs)) : local.attempt(key, nowMs);
    },
    async reset(key) {
      const shared = ports.shared?.loginThrottle;
      await Promise.all([shared?.reset(key).catch(() => undefined), local.reset(key)]);
    },
  };
  throttles.set(ports, throttle);
  return throttle;
}

/**
 * Counts the attempt; when the account is in a pause, sets Retry-After (whole seconds, rounded up)
 * and throws 429 LOGIN_THROTTLED with `message`.
 */
export async function countLoginAttempt(throttle: LoginThrottleStore, reply: FastifyReply, key: string, nowMs: number, message: (seconds: number) => string): Promise<void> {
  const waitMs = await throttle.attempt(key, nowMs);
  if (waitMs <= 0) return;
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  reply.header('retry-after', String(seconds));
  throw new AppError('TOO_MANY_REQUESTS', { reason: 'LOGIN_THROTTLED', message: message(seconds), details: { retry_after_seconds: seconds } });
}
