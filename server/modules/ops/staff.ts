// Staff accounts and their sessions: created by the command line (scripts/staff.ts), never by the
// storefront. Passwords are hashed like the customers' (auth/passwords.ts, scrypt); a session is a
// random token of which only the SHA-256 hash is stored (Authorization: Staff <token>).
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { hashToken, newToken } from '../../http/auth-context.ts';
import { dummyVerify, hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, verifyPassword } from '../auth/passwords.ts';
import { isStaffRole, ROLE_PERMISSIONS, type StaffRole } from '../../../src/domain/fulfilment/index.ts';
import type { StaffTable } from './tables.ts';
import './tables.ts';

export type StaffRow = Selectable<StaffTable>;

/** Hours a staff session lives. */
export const STAFF_SESSION_HOURS = 12;

export interface Staff { id: number; email: string; name: string; role: StaffRole; sessionId: number }

export function staffWire(s: Pick<StaffRow, 'id' | 'email' | 'name' | 'role'>) {
  return { staff_id: s.id, email: s.email, name: s.name, role: s.role };
}

export function staffMeWire(s: Staff) {
  return { ...staffWire(s), permissions: [...ROLE_PERMISSIONS[s.role]] };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class StaffInputError extends Error {}

/** Creates a staff account (the command line's `add`). */
export async function addStaff(db: Db, input: { email: string; name: string; role: string; password: string }): Promise<StaffRow> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new StaffInputError(`not an e-mail address: ${input.email}`);
  if (!isStaffRole(input.role)) throw new StaffInputError(`role must be operator, warehouse or admin, got ${input.role}`);
  const name = input.name.trim();
  if (name === '') throw new StaffInputError('a name is required');
  if (input.password.length < PASSWORD_MIN_LENGTH || input.password.length > PASSWORD_MAX_LENGTH) {
    throw new StaffInputError(`the password needs ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`);
  }
  const taken = await db.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirst();
  if (taken) throw new StaffInputError(`a staff account with ${email} exists`);
  return db.insertInto('staff').values({
    email, name, role: input.role, password_hash: await hashPassword(input.password), disabled_at: null,
  }).returningAll().executeTakeFirstOrThrow();
}

export async function listStaff(db: Db): Promise<StaffRow[]> {
  return db.selectFrom('staff').selectAll().orderBy('id').execute();
}

/** Disables an account and revokes its sessions; answers false when there is no such account. */
export async function disableStaff(db: Db, email: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.updateTable('staff').set({ disabled_at: now }).where('email', '=', email.trim().toLowerCase())
      .returning('id').executeTakeFirst();
    if (!row) return false;
    await trx.updateTable('staff_sessions').set({ revoked_at: now }).where('staff_id', '=', row.id).where('revoked_at', 'is', null).execute();
    return true;
  });
}

/** Checks the password (same time for unknown accounts) and opens a session; null when refused. */
export async function loginStaff(db: Db, email: string, password: string, now: Date) {
  const row = await db.selectFrom('staff').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  if (!row) {
    await dummyVerify(password);
    return null;
  }
  const good = await verifyPassword(password, row.password_hash);
  if (!good || row.disabled_at !== null || !isStaffRole(row.role)) return null;
  const token = newToken();
  const expires = new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000);
  const session = await db.insertInto('staff_sessions').values({ staff_id: row.id, token_hash: hashToken(token), created_at: now, expires_at: expires, revoked_at: null })
    .returning('id').executeTakeFirstOrThrow();
  return { token, expiresAt: expires, staff: row, sessionId: session.id };
}

/** The staff member behind a token: valid, not expired, not revoked, account enabled. */
export async function resolveStaff(db: Db, token: string, now: Date): Promise<Staff | null> {
  const row = await db.selectFrom('staff_sessions').innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select(['staff.id', 'staff.email', 'staff.name', 'staff.role', 'staff.disabled_at', 'staff_sessions.id as session_id', 'staff_sessions.expires_at'])
    .where('staff_sessions.token_hash', '=', hashToken(token)).where('staff_sessions.revoked_at', 'is', null).executeTakeFirst();
  if (!row || row.disabled_at !== null || !isStaffRole(row.role)) return null;
  if (new Date(row.expires_at).getTime() <= now.getTime()) return null;
  return { id: row.id, email: row.email, name: row.name, role: row.role, sessionId: row.session_id };
}

export async function logoutStaff(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.updateTable('staff_sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}
