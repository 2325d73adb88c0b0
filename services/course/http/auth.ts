// Who is calling: the storefront's own login token (Authorization: Bearer <token>, or Token
// <token> as the main API spells it), vouched for by the main API (GET /api/internal/token-owner)
// and kept COURSE_TOKEN_CACHE_TTL_MS at most (positive answers only, bounded). The course service
// never reads the main API's tables. With REDIS_URL it hears the main API's revocations
// (shared-changes.ts): a revoked customer's entries are dropped at once, the cache is off while
// those notices may be missed and emptied when they can be heard again.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../server/http/errors.ts';
import type { MainApi, TokenOwner } from './main-api.ts';

export const TOKEN_CACHE_MAX_ENTRIES = 10_000;

export interface CourseAuth {
  /** The caller, or 401 (no token, refused token) / 503 (main API unreachable). */
  require(request: FastifyRequest): Promise<TokenOwner>;
  /** The caller when a token came and the main API vouched for it; else null (never throws). */
  optional(request: FastifyRequest): Promise<TokenOwner | null>;
  clear(): void;
  /** The main API revoked some or all of this customer's tokens: ask again for every one of theirs. */
  forgetCustomer(customerId: number): void;
  /** Revocations may be missed from now on: ask the main API every time (until clear). */
  pause(): void;
}

export function bearerOf(request: FastifyRequest): string | null {
  const raw = request.headers.authorization;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || value.length > 600) return null;
  const match = value.trim().match(/^(?:Bearer|Token)\s+(\S+)$/i);
  return match?.[1] ?? null;
}

export function createCourseAuth(main: MainApi, opts: { ttlMs: () => number; now?: () => number }): CourseAuth {
  const now = opts.now ?? Date.now;
  const cache = new Map<string, { owner: TokenOwner; expires: number }>();
  const owners = new WeakMap<FastifyRequest, TokenOwner>();
  let paused = false;
  /** Bumped by every forget: a lookup on its way while one happened does not keep its answer. */
  let generation = 0;

  async function resolve(token: string): Promise<TokenOwner> {
    const at = now();
    const hit = paused ? undefined : cache.get(token);
    if (hit && hit.expires > at) return hit.owner;
    if (hit) cache.delete(token);
    const started = generation;
    const owner = await main.tokenOwner(token);
    const ttl = opts.ttlMs();
    if (ttl > 0 && !paused && started === generation) {
      while (cache.size >= TOKEN_CACHE_MAX_ENTRIES) {
        const oldest = cache.keys().next().value;
        if (oldest === undefined) break;
        cache.delete(oldest);
      }
      cache.set(token, { owner, expires: at + ttl });
    }
    return owner;
  }

  return {
    async require(request) {
      const known = owners.get(request);
      if (known) return known;
      const token = bearerOf(request);
      if (!token) throw new AppError('UNAUTHORIZED');
      const owner = await resolve(token);
      owners.set(request, owner);
      return owner;
    },
    async optional(request) {
      const token = bearerOf(request);
      if (!token) return null;
      try {
        return await this.require(request);
      } catch {
        return null;
      }
    },
    clear() {
      generation++;
      cache.clear();
      paused = false;
    },
    forgetCustomer(customerId) {
      generation++;
      for (const [token, entry] of cache) if (entry.owner.customer_id === customerId) cache.delete(token);
    },
    pause() {
      generation++;
      paused = true;
    },
  };
}
