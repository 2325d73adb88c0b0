// Request signature (spec section 7's signed paths), Idempotency-Key replay, and rate limits.
// Installed once by app.ts inside the /api scope, before the modules; docs/api/auth.md
// describes the algorithm and the behaviour.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Transform } from 'node:stream';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { ModuleDeps } from '../ports.ts';
import { AppError, langOf } from './errors.ts';
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
  installSignature(api, () => deps.ports.now().getTime());
  installIdempotency(api, deps.db, () => deps.ports.now().getTime());
}

function headerValue(request: FastifyRequest, name: string): string | null {
  const v = request.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s === undefined ? null : s.trim();
}

function isMultipart(request: FastifyRequest): boolean {
  return (headerValue(request, 'content-type') ?? '').toLowerCase().startsWith('multipart/');
}

// ---------------------------------------------------------------------------- signature

/** Raw body chunks of signed requests, kept while the body streams to the parser. */
const rawBodies = new WeakMap<FastifyRequest, Buffer[]>();

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

function installSignature(api: FastifyInstance, nowMs: () => number): void {
  // Callbacks, not async functions, on every request (docs/performance.md).
  api.addHook('preParsing', (request, _reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD' || !isSignedRoute(request) || isMultipart(request)) {
      done(null, payload);
      return;
    }
    const chunks: Buffer[] = [];
    rawBodies.set(request, chunks);
    const tee = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback(null, chunk);
      },
    });
    payload.on('error', (err) => tee.destroy(err));
    done(null, payload.pipe(tee));
  });

  // After parsing (the body hash needs the whole body), before validation and the handler.
  api.addHook('preValidation', (request, _reply, done) => {
    if (!isSignedRoute(request)) {
      done();
      return;
    }
    try {
      verifySignature(request, nowMs());
    } catch (err) {
      done(err as Error);
      return;
    }
    done();
  });
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
  const chunks = rawBodies.get(request);
  const bodySha256 = chunks && chunks.length > 0 ? createHash('sha256').update(Buffer.concat(chunks)).digest('hex') : EMPTY_SHA256;
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

function installIdempotency(api: FastifyInstance, db: Db, nowMs: () => number): void {
  api.addHook('preHandler', (request, reply, done) => {
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
  });

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

  api.addHook('onSend', (request, reply, payload, done) => {
    const claim = claims.get(request);
    if (!claim) {
      done(null, payload);
      return;
    }
    claims.delete(request);
    storeAnswer(request, reply.statusCode, payload, claim).then(() => done(null, payload), () => done(null, payload));
  });

  /** Keeps a 2xx answer for replays; otherwise releases the key. Never fails the response. */
  async function storeAnswer(request: FastifyRequest, status: number, payload: unknown, claim: Claim): Promise<void> {
    const body = payload === null || payload === undefined ? '' : typeof payload === 'string' ? payload : null;
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
}

function replay(reply: FastifyReply, status: number, body: string): FastifyReply {
  reply.status(status).header('idempotent-replayed', 'true');
  if (body === '') return reply.send();
  return reply.type('application/json; charset=utf-8').send(body);
}
