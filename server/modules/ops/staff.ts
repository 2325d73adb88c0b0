// Staff accounts and their sessions: created by the command line (scripts/staff.ts), never by the
// storefront. Passwords are hashed like the customers' (auth/passwords.ts, scrypt); a session is a
// random token of which only the SHA-256 hash is stored (Authorization: Staff <token>). A session
// ends STAFF_SESSION_HOURS after sign-in or STAFF_IDLE_MINUTES after its last call, whichever is
// first; the second factor (staff-2fa.ts) stands between the password and the session.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { hashToken, newToken } from '../../http/auth-context.ts';
import { dummyVerify, hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, verifyPassword } from '../auth/passwords.ts';
import { isStaffRole, ROLE_PERMISSIONS, type StaffRole } from '../../../src/domain/fulfilment/index.ts';
import type { StaffTable } from './tables.ts';
import './tables.ts';

export type StaffRow = Selectable<StaffTable>;

/** Hours a staff session lives at most (absolute), however busy. */
export const STAFF_SESSION_HOURS = 12;
/** Minutes a staff session lives without a console call (idle timeout). */
export const STAFF_IDLE_MINUTES = 60;
/** A session's last use is written at most this often (not on every call). */
const LAST_SEEN_EVERY_MS = 60_000;

export interface Staff { id: number; email: string; name: string; role: StaffRole; sessionId: number; secondFactor: boolean }

export function staffWire(s: Pick<StaffRow, 'id' | 'email' | 'name' | 'role'>) {
  return { staff_id: s.id, email: s.email, name: s.name, role: s.role };
}

export function staffMeWire(s: Staff) {
  return {
    ...staffWire(s), permissions: [...ROLE_PERMISSIONS[s.role]],
    second_factor: { enabled: s.secondFactor, required: secondFactorRequired(s.role) },
  };
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

/** The account whose password this is (same time for unknown accounts); null when refused or disabled. */
export async function checkStaffPassword(db: Db, email: string, password: string): Promise<StaffRow | null> {
  const row = await db.selectFrom('staff').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  if (!row) {
    await dummyVerify(password);
    return null;
  }
  const good = await verifyPassword(password, row.password_hash);
  if (!good || row.disabled_at !== null || !isStaffRole(row.role)) return null;
  return row;
}

/** Whether the account must show a second factor before any session (admins). */
export function secondFactorRequired(role: string): boolean {
  return role === 'admin';
}

/** Opens a session (after the password, and the second factor when the account has one). */
export async function openStaffSession(db: Db, row: StaffRow, now: Date) {
  const token = newToken();
  const expires = new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000);
  const session = await db.insertInto('staff_sessions').values({ staff_id: row.id, token_hash: hashToken(token), created_at: now, expires_at: expires, revoked_at: null, last_seen_at: now })
    .returning('id').executeTakeFirstOrThrow();
  return { token, expiresAt: expires, staff: row, sessionId: session.id };
}

/** The staff member behind a token: valid, not expired, not revoked, account enabled. */
export async function resolveStaff(db: Db, token: string, now: Date): Promise<Staff | null> {
  const row = await db.selectFrom('staff_sessions').innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select(['staff.id', 'staff.email', 'staff.name', 'staff.role', 'staff.disabled_at', 'staff.totp_enabled_at', 'staff_sessions.id as session_id',
      'staff_sessions.expires_at', 'staff_sessions.created_at', 'staff_sessions.last_seen_at'])
    .where('staff_sessions.token_hash', '=', hashToken(token)).where('staff_sessions.revoked_at', 'is', null).executeTakeFirst();
  if (!row || row.disabled_at !== null || !isStaffRole(row.role)) return null;
  // An admin without a second factor has no session (one from before it was required, or after a reset).
  if (secondFactorRequired(row.role) && row.totp_enabled_at === null) return null;
  const nowMs = now.getTime();
  if (new Date(row.expires_at).getTime() <= nowMs) return null;
  const seen = new Date(row.last_seen_at ?? row.created_at).getTime();
  if (seen + STAFF_IDLE_MINUTES * 60_000 <= nowMs) return null;
  if (nowMs - seen >= LAST_SEEN_EVERY_MS) {
    await db.updateTable('staff_sessions').set({ last_seen_at: now }).where('id', '=', row.session_id).execute();
  }
  return { id: row.id, email: row.email, name: row.name, role: row.role, sessionId: row.session_id, secondFactor: row.totp_enabled_at !== null };
}

export async function logoutStaff(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.updateTable('staff_sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}
