// Who is calling the console: `Authorization: Staff <token>`. Installed on the /ops scope only, so a
// staff token means nothing to the customer routes (they see no `Token`, hence 401).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { requestLang } from '../../http/envelope.ts';
import { can, type Permission } from '../../../src/domain/fulfilment/index.ts';
import { resolveStaff, type Staff } from './staff.ts';
import { opsError } from './texts.ts';

declare module 'fastify' {
  interface FastifyRequest {
    staff: Staff | null;
  }
}

function authorization(request: FastifyRequest): string | null {
  const v = request.headers.authorization;
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.length <= 512 ? s.trim() : null;
}

/** The raw staff token of the request, or null. */
export function staffToken(request: FastifyRequest): string | null {
  return authorization(request)?.match(/^Staff\s+(\S+)$/i)?.[1] ?? null;
}

/** The staff member of a request (null without a valid staff token). */
export async function staffOf(request: FastifyRequest, db: Db, now: Date): Promise<Staff | null> {
  const token = staffToken(request);
  return token ? resolveStaff(db, token, now) : null;
}

/** Resolves request.staff on every request of the scope; login is the only open call. */
export function installStaffAuth(scope: FastifyInstance, db: Db, now: () => Date, open: readonly string[]): void {
  scope.decorateRequest('staff', null);
  scope.addHook('onRequest', async (request) => {
    request.staff = null;
    const path = request.url.split('?')[0] ?? '';
    if (open.some((p) => path.endsWith(p))) return;
    const lang = requestLang(request);
    const token = staffToken(request);
    if (!token) {
      if (request.caller?.customerId !== null && request.caller?.customerId !== undefined) throw opsError('FORBIDDEN', lang, 'staffOnly', 'STAFF_ONLY');
      throw opsError('UNAUTHORIZED', lang, 'staffRequired', 'STAFF_LOGIN_REQUIRED');
    }
    const staff = await resolveStaff(db, token, now());
    if (!staff) throw opsError('UNAUTHORIZED', lang, 'staffSessionInvalid', 'STAFF_SESSION_INVALID');
    request.staff = staff;
  });
}

/** The calling staff member, when their role has the permission (else 403 ROLE_FORBIDDEN). */
export function requireStaff(request: FastifyRequest, permission: Permission): Staff {
  const staff = request.staff;
  if (!staff) throw opsError('UNAUTHORIZED', requestLang(request), 'staffRequired', 'STAFF_LOGIN_REQUIRED');
  if (!can(staff.role, permission)) throw opsError('FORBIDDEN', requestLang(request), 'roleForbidden', 'ROLE_FORBIDDEN');
  return staff;
}

/** Actions need an Idempotency-Key (replayed by server/http/security.ts). */
export function requireIdempotencyKey(request: FastifyRequest): void {
  const v = request.headers['idempotency-key'];
  const key = Array.isArray(v) ? v[0] : v;
  if (!key || key.trim() === '') throw opsError('UNPROCESSABLE', requestLang(request), 'idempotencyRequired', 'IDEMPOTENCY_KEY_REQUIRED', 'headers.idempotency-key');
}
