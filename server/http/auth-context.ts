// Who is calling: the anonymous access token (header AccessToken) and the login token
// (header Authorization: Token <token>). Tokens are random; only SHA-256 hashes are stored.
// Resolved tokens are kept a short while in an in-process cache (token-cache.ts) that every
// revocation clears at once.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import type { ServerConfig } from '../config.ts';
import { AppError } from './errors.ts';
import { markPersonal } from './personal.ts';
import { createTokenCache, DEFAULT_TOKEN_CACHE, type AccessTokenEntry, type LoginTokenEntry } from './token-cache.ts';
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
  const cache = createTokenCache({ ...DEFAULT_TOKEN_CACHE, ttlMs: config?.tokenCacheTtlMs ?? DEFAULT_TOKEN_CACHE.ttlMs }, db);
  app.decorateRequest('caller', null as unknown as Caller);

  const readAccess = (access: string) => cache.resolve(cache.access, access, () =>
    db.selectFrom('access_tokens').select('id').where('token_hash', '=', hashToken(access)).where('revoked_at', 'is', null).executeTakeFirst());
  const readLogin = (raw: string) => cache.resolve(cache.login, raw, async () => {
    const found = await db.selectFrom('login_tokens').select(['id', 'customer_id']).where('token_hash', '=', hashToken(raw)).where('revoked_at', 'is', null).executeTakeFirst();
    return found ? { id: found.id, customerId: found.customer_id } : undefined;
  });

  /** Who is calling: at once when the tokens sent are in the cache (the usual case), else a promise. */
  function identify(request: FastifyRequest): Promise<void> | null {
    const access = header(request, 'accesstoken');
    const login = header(request, 'authorization')?.match(/^Token\s+(\S+)$/i)?.[1] ?? null;
    const accessHit = access ? cache.cached(cache.access, access) : undefined;
    const loginHit = login ? cache.cached(cache.login, login) : undefined;
    if ((!access || accessHit) && (!login || loginHit)) {
      settle(request, access, accessHit, login, loginHit);
      return null;
    }
    return Promise.all([access ? readAccess(access) : undefined, login ? readLogin(login) : undefined])
      .then(([accessRow, loginRow]) => settle(request, access, accessRow, login, loginRow));
  }

  // One hook, a callback (no promise per request when the tokens are cached): it opens the
  // request's write scope (server/db/write-watch.ts) around the rest of the request, then sets the
  // caller and the scope's owners. After the response the scope closes.
  app.addHook('onRequest', (request, _reply, done) => {
    runInRequestScope(() => {
      let pending: Promise<void> | null;
      try {
        pending = identify(request);
      } catch (err) {
        done(err as Error);
        return;
      }
      if (pending) pending.then(() => done(), (err: Error) => done(err));
      else done();
    });
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    closeRequestScope();
    done();
  });
}

/** Sets request.caller and the request's owners; 401 for a login token that is not (or no longer) valid. */
function settle(request: FastifyRequest, access: string | null, accessRow: AccessTokenEntry | undefined, login: string | null, loginRow: LoginTokenEntry | undefined): void {
  if (login && !loginRow) throw new AppError('UNAUTHORIZED');
  const caller: Caller = {
    accessTokenId: accessRow?.id ?? null,
    customerId: loginRow?.customerId ?? null,
    loginTokenId: loginRow?.id ?? null,
    rawAccessToken: access,
    rawLoginToken: login,
  };
  request.caller = caller;
  const owners: string[] = [];
  if (caller.customerId !== null) owners.push(ownerKey({ customerId: caller.customerId, accessTokenId: null }));
  if (caller.accessTokenId !== null) owners.push(ownerKey({ customerId: null, accessTokenId: caller.accessTokenId }));
  if (owners.length > 0) setRequestOwners(owners);
}

/** The calling customer's id, or 401. */
export function requireCustomer(request: FastifyRequest): number {
  const id = request.caller.customerId;
  if (id === null) throw new AppError('UNAUTHORIZED');
  markPersonal(request);
  return id;
}

/**
 * Who owns a guest resource: the customer when signed in, else the access token.
 * Throws 401 when neither is present.
 */
export function requireOwner(request: FastifyRequest): { customerId: number | null; accessTokenId: number | null } {
  const { customerId, accessTokenId } = request.caller;
  if (customerId === null && accessTokenId === null) throw new AppError('UNAUTHORIZED');
  // The answer is the caller's own (a guest's cart too): not kept by the browser (browser-protections.ts).
  markPersonal(request);
  return { customerId, accessTokenId };
}
