// Request signature (spec section 7's signed paths), Idempotency-Key replay, and rate limits.
// Installed once by app.ts inside the /api scope, before the modules; docs/api/auth.md
// describes the algorithm and the behaviour.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions, onSendHookHandler, preHandlerHookHandler, preValidationHookHandler } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { ModuleDeps } from '../ports.ts';
import { AppError, langOf } from './errors.ts';
import { guardInput } from './input-guard.ts';
import {
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  canonicalRequest,
  cutSignature,
  isFreshTimestamp,
  isSignedPath,
  signatureKey,
} from '../../src/domain/api-signature/index.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;
/** An unfinished idempotent request older than this is treated as crashed and may run again. */
const IDEMPOTENCY_STALE_MS = 60_000;
const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');

/** Route `config` of calls limited per IP (login, register, codes, password reset, OAuth). */
export function authRateLimit(config: ServerConfig): { rateLimit: { max: number; timeWindow: number } } {
  return { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: 60_000 } };
}

export async function installSecurity(api: FastifyInstance, deps: ModuleDeps): Promise<void> {
  await api.register(rateLimit, {
    global: false,
    // With REDIS_URL the counters are shared by every process (server/shared/rate-limit-store.ts);
    // keyed by request.ip, the client's address as TRUST_PROXY allows (server/shared/trust-proxy.ts).
    ...(deps.ports.shared?.rateLimitStore ? { store: deps.ports.shared.rateLimitStore } : {}),
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS', { reason: 'RATE_LIMITED' }),
  });
  const nowMs = () => deps.ports.now().getTime();
  const checkSignature = installSignature(api, nowMs);
  const idempotency = idempotencyHooks(deps.db, nowMs);
  // Each route gets the checks it needs, ahead of its own hooks (docs/performance.md): the signature
  // on signed routes (decided from the route's pattern, as isSignedRoute), then the input guard on
  // every route; the Idempotency-Key on POST and PUT. A hook that every request passed through only
  // to return was a measurable part of the hot reads.
  api.addHook('onRoute', (route) => {
    runFirst(route, 'preValidation', isSignedPath(route.url) ? [checkSignature, guardInput] : [guardInput]);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => method.toUpperCase() === 'POST' || method.toUpperCase() === 'PUT')) {
      runFirst(route, 'preHandler', [idempotency.claim]);
      runFirst(route, 'onSend', [idempotency.store]);
    }
  });
}

/** Puts the hooks before the route's own of that kind. */
function runFirst(route: RouteOptions, kind: 'preValidation' | 'preHandler' | 'onSend', hooks: unknown[]): void {
  const options = route as unknown as Record<string, unknown>;
  const own = options[kind];
  options[kind] = [...hooks, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
}

function headerValue(request: FastifyRequest, name: string): string | null {
  const v = request.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s === undefined ? null : s.trim();
}

// ---------------------------------------------------------------------------- signature

/** The JSON body of a signed request as it came (its bytes are what the client hashed). */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/** Whether each route pattern ('/api/customer/bank-accounts/:id') is signed, asked once per pattern. */
const signedRoutes = new Map<string, boolean>();

/**
 * True when the request reached a signed route. Decided from the route the router matched, never
 * from the URL text: '/api/customer/bank%2Daccounts', '/api/scr%61p' or '/api/scrap#x' reach the
 * same handlers as their plain spelling, so they are signed routes too. Unmatched requests (404)
 * reach no handler.
 */
export function isSignedRoute(request: FastifyRequest): boolean {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return false;
  let signed = signedRoutes.get(pattern);
  if (signed === undefined) {
    signed = isSignedPath(pattern);
    signedRoutes.set(pattern, signed);
  }
  return signed;
}

function installSignature(api: FastifyInstance, nowMs: () => number): preValidationHookHandler {
  // The scope's JSON and text parsers are Fastify's own, given the body's bytes: a signed route's are
  // kept for its hash, without a second pass over the stream. A scope with a parser of its own
  // (payments/routes.ts) removes this one first. A body of another type has no parser (415 before
  // the check); no body, and a multipart one, hash as empty (docs/api/auth.md).
  const parseJson = api.getDefaultJsonParser('error', 'error');
  api.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (isSignedRoute(request)) rawBodies.set(request, bytes);
    parseJson(request, bytes.toString('utf8'), done);
  });
  api.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (isSignedRoute(request)) rawBodies.set(request, bytes);
    done(null, bytes.toString('utf8'));
  });

  // After parsing (the body hash needs the whole body), before validation and the handler: a
  // callback, not an async function (docs/performance.md).
  return (request, _reply, done) => {
    try {
      verifySignature(request, nowMs());
    } catch (err) {
      done(err as Error);
      return;
    }
    done();
  };
}

/** The signature the server expects for a request (lowercase hex, cut to 503 characters); the
 * canonical request names the URL in its canonical spelling (canonicalTarget), the one the client signs. */
export function expectedSignature(input: { accessToken: string; loginToken: string | null; timestamp: string; method: string; url: string; bodySha256: string }): string {
  const canonical = canonicalRequest(input.timestamp, input.method, input.url, input.bodySha256);
  return cutSignature(createHmac('sha256', signatureKey(input.accessToken, input.loginToken)).update(canonical).digest('hex'));
}

function verifySignature(request: FastifyRequest, now: number): void {
  const signature = headerValue(request, SIGNATURE_HEADER);
  if (!signature || signature.length > 1024) throw new AppError('FORBIDDEN', { reason: 'BAD_SIGNATURE' });
  const timestamp = headerValue(request, TIMESTAMP_HEADER);
  if (!timestamp || !isFreshTimestamp(timestamp, now)) throw new AppError('FORBIDDEN', { reason: 'STALE_TIMESTAMP' });
  const { rawAccessToken, accessTokenId, rawLoginToken } = request.caller;
  if (!rawAccessToken || accessTokenId === null) throw new AppError('FORBIDDEN', { reason: 'BAD_SIGNATURE' });
  const body = rawBodies.get(request);
  const bodySha256 = body && body.length > 0 ? createHash('sha256').update(body).digest('hex') : EMPTY_SHA256;
  const expected = expectedSignature({ accessToken: rawAccessToken, loginToken: rawLoginToken, timestamp, method: request.method, url: request.url, bodySha256 });
  const a = Buffer.from(signature.toLowerCase());
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw new AppError('FORBIDDEN', { reason: 'BAD_SIGNATURE' });
}

// ---------------------------------------------------------------------------- idempotency

// A key is kept IDEMPOTENCY_KEY_TTL_MS (24 hours) from its first use: within that time the same key
// with the same request (hash of method, path and body) replays the first answer, and with another
// request answers 422 IDEMPOTENCY_KEY_REUSED; after it the key is a new request. Expired rows are
// deleted by the purge job (server/jobs/purge.ts).

/** How long a key is remembered. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** The refusal of a key reused for another request, in the caller's language. */
const KEY_REUSED_TEXT = {
  id: 'idempotency-key: sudah dipakai untuk permintaan lain; buat kunci baru untuk permintaan ini',
  en: 'idempotency-key: already used for another request; make a new key for this request',
} as const;

interface Claim { scope: string; key: string }
const claims = new WeakMap<FastifyRequest, Claim>();

/** JSON with object keys sorted: the same body however the client ordered its fields. */
function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    if (Buffer.isBuffer(value)) return JSON.stringify(value.toString('base64'));
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of the request a key stands for: method, path with query, parsed body. */
export function idempotencyRequestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method}\n${path}\n${canonicalJson(body)}`).digest('hex');
}

function idempotencyScope(request: FastifyRequest): string {
  const { customerId, accessTokenId } = request.caller;
  if (customerId !== null) return `customer:${customerId}`;
  if (accessTokenId !== null) return `access:${accessTokenId}`;
  return `ip:${request.ip}`;
}

function idempotencyHooks(db: Db, nowMs: () => number): { claim: preHandlerHookHandler; store: onSendHookHandler } {
  const claim: preHandlerHookHandler = (request, reply, done) => {
    if (request.method !== 'POST' && request.method !== 'PUT') {
      done();
      return;
    }
    const key = headerValue(request, IDEMPOTENCY_HEADER);
    if (key === null) {
      done();
      return;
    }
    // Answered from the stored reply: the request ends here (done is not called, as Fastify asks
    // of a callback hook that replies).
    claimKey(request, reply, key).then((replayed) => {
      if (!replayed) done();
    }, (err: Error) => done(err));
  };

  /** Claims the request's key (false), or answers with the stored reply (true); 409/422 thrown. */
  async function claimKey(request: FastifyRequest, reply: FastifyReply, key: string): Promise<boolean> {
    if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
      throw new AppError('UNPROCESSABLE', { field: 'headers.idempotency-key', reason: 'VALIDATION', message: `idempotency-key: must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters` });
    }
    const scope = idempotencyScope(request);
    const path = request.url;
    const requestHash = idempotencyRequestHash(request.method, path, request.body);
    for (let attempt = 0; attempt < 3; attempt++) {
      const now = nowMs();
      const claimed = await db.insertInto('idempotency_keys')
        .values({ key, scope, method: request.method, path, status: 0, body: '', request_hash: requestHash, created_at: new Date(now) })
        .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
        .returning('key').executeTakeFirst();
      if (claimed) {
        claims.set(request, { scope, key });
        return false;
      }
      const row = await db.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
      if (!row) continue; // released in between: claim again
      const createdAt = new Date(row.created_at).getTime();
      if (createdAt + IDEMPOTENCY_KEY_TTL_MS <= now) {
        // Expired: forgotten, and this request is a new one (the row it read, not a newer claim).
        await db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key)
          .where('created_at', '<=', new Date(now - IDEMPOTENCY_KEY_TTL_MS)).execute();
        continue;
      }
      // Rows stored before the hash existed (request_hash null) compare by method and path only.
      if (row.method !== request.method || row.path !== path || (row.request_hash !== null && row.request_hash !== requestHash)) {
        throw new AppError('UNPROCESSABLE', { field: 'headers.idempotency-key', reason: 'IDEMPOTENCY_KEY_REUSED', message: KEY_REUSED_TEXT[langOf(request.headers['tb-language'])] });
      }
      if (row.status === 0) {
        if (createdAt + IDEMPOTENCY_STALE_MS > now) {
          throw new AppError('CONFLICT', { reason: 'IDEMPOTENCY_IN_PROGRESS' });
        }
        await db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).where('status', '=', 0).execute();
        continue;
      }
      replay(reply, row.status, row.body);
      return true;
    }
    throw new AppError('CONFLICT', { reason: 'IDEMPOTENCY_IN_PROGRESS' });
  }

  const store: onSendHookHandler = (request, reply, payload, done) => {
    const claim = claims.get(request);
    if (!claim) {
      done(null, payload);
      return;
    }
    claims.delete(request);
    // A prepared answer (compression.ts PreparedJson) is its UTF-8 bytes; a compressed one is not kept.
    const body = payload === null || payload === undefined ? ''
      : typeof payload === 'string' ? payload
        : Buffer.isBuffer(payload) && reply.getHeader('content-encoding') === undefined ? payload.toString('utf8') : null;
    storeAnswer(request, reply.statusCode, body, claim).then(() => done(null, payload), () => done(null, payload));
  };

  /** Keeps a 2xx answer (its text) for replays; otherwise (or with no text) releases the key. Never fails the response. */
  async function storeAnswer(request: FastifyRequest, status: number, body: string | null, claim: Claim): Promise<void> {
    try {
      const where = db.updateTable('idempotency_keys').where('scope', '=', claim.scope).where('key', '=', claim.key);
      if (status >= 200 && status < 300 && body !== null) {
        await where.set({ status, body }).execute();
      } else {
        await db.deleteFrom('idempotency_keys').where('scope', '=', claim.scope).where('key', '=', claim.key).where('status', '=', 0).execute();
      }
    } catch (err) {
      request.log.error({ err }, 'idempotency: could not store the answer');
    }
  }

  return { claim, store };
}

function replay(reply: FastifyReply, status: number, body: string): FastifyReply {
  reply.status(status).header('idempotent-replayed', 'true');
  if (body === '') return reply.send();
  return reply.type('application/json; charset=utf-8').send(body);
}
