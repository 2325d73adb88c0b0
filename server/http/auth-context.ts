// Who is calling: the anonymous access token (header AccessToken) and the login token
// (header Authorization: Token <token>). Tokens are random; only SHA-256 hashes are stored.
// Resolved tokens are kept a short while in an in-process cache (token-cache.ts) that every
// revocation clears at once.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import type { ServerConfig } from '../config.ts';
import { AppError } from './errors.ts';
import { createTokenCache, DEFAULT_TOKEN_CACHE } from './token-cache.ts';
import { closeRequestScope, ownerKey, runInRequestScope, setRequestOwners } from '../db/write-watch.ts';

export interface Caller {
  /** id of the access_tokens row, when a valid AccessToken header came. */
  accessTokenId: number | null;
  /** id of the customer, when a valid login token came. */
  customerId: number | null;
  loginTokenId: number | null;
  /** The raw tokens as sent (for the signature check). */
  rawAccessToken: string | null;
  rawLoginToken: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function header(request: FastifyRequest, name: string): string | null {
  const v = request.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.length <= 512 ? s.trim() : null;
}

export function installAuthContext(app: FastifyInstance, db: Db, config?: Pick<ServerConfig, 'tokenCacheTtlMs'>): void {
  const cache = createTokenCache({ ...DEFAULT_TOKEN_CACHE, ttlMs: config?.tokenCacheTtlMs ?? DEFAULT_TOKEN_CACHE.ttlMs });
  app.decorateRequest('caller', null as unknown as Caller);
  // The request's writes are its owners' (server/db/write-watch.ts): the scope wraps the rest of
  // the request; once the caller is known its owners are set; after the response it closes.
  app.addHook('onRequest', (_request, _reply, done) => runInRequestScope(done));
  app.addHook('onResponse', (_request, _reply, done) => {
    closeRequestScope();
    done();
  });
  app.addHook('onRequest', async (request) => {
    const caller: Caller = { accessTokenId: null, customerId: null, loginTokenId: null, rawAccessToken: null, rawLoginToken: null };
    const access = header(request, 'accesstoken');
    if (access) {
      caller.rawAccessToken = access;
      const row = await cache.resolve(cache.access, access, () =>
        db.selectFrom('access_tokens').select('id').where('token_hash', '=', hashToken(access)).where('revoked_at', 'is', null).executeTakeFirst());
      caller.accessTokenId = row?.id ?? null;
    }
    const auth = header(request, 'authorization');
    const match = auth?.match(/^Token\s+(\S+)$/i);
    if (match?.[1]) {
      caller.rawLoginToken = match[1];
      const raw = match[1];
      const row = await cache.resolve(cache.login, raw, async () => {
        const found = await db.selectFrom('login_tokens').select(['id', 'customer_id']).where('token_hash', '=', hashToken(raw)).where('revoked_at', 'is', null).executeTakeFirst();
        return found ? { id: found.id, customerId: found.customer_id } : undefined;
      });
      if (!row) throw new AppError('UNAUTHORIZED');
      caller.customerId = row.customerId;
      caller.loginTokenId = row.id;
    }
    request.caller = caller;
    const owners: string[] = [];
    if (caller.customerId !== null) owners.push(ownerKey({ customerId: caller.customerId, accessTokenId: null }));
    if (caller.accessTokenId !== null) owners.push(ownerKey({ customerId: null, accessTokenId: caller.accessTokenId }));
    if (owners.length > 0) setRequestOwners(owners);
  });
}

/** The calling customer's id, or 401. */
export function requireCustomer(request: FastifyRequest): number {
  const id = request.caller.customerId;
  if (id === null) throw new AppError('UNAUTHORIZED');
  return id;
}

/**
 * Who owns a guest resource: the customer when signed in, else the access token.
 * Throws 401 when neither is present.
 */
export function requireOwner(request: FastifyRequest): { customerId: number | null; accessTokenId: number | null } {
  const { customerId, accessTokenId } = request.caller;
  if (customerId === null && accessTokenId === null) throw new AppError('UNAUTHORIZED');
  return { customerId, accessTokenId };
}
