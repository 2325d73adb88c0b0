// The staff's second factor, its flow (docs/operations-console.md "Second factor"; the pieces are in
// staff-totp.ts). After a right password an account with a second factor, or an admin without one,
// gets a challenge instead of a session: a random token (only its hash is stored) good for
// CHALLENGE_MINUTES and CHALLENGE_MAX_FAILURES wrong codes. A `code` challenge takes a TOTP code or
// an unused recovery code; an `enrol` challenge carries a new secret and takes its first code, which
// enables it and hands out the recovery codes (once). A TOTP code is good once: its time step must
// be later than the last one accepted (one conditional update, so two requests cannot both use it).
import type { Db } from '../../db/database.ts';
import { hashToken, newToken } from '../../http/auth-context.ts';
import {
  codeStep, decryptSecret, encryptSecret, hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpUri,
} from './staff-totp.ts';
import { secondFactorRequired, type StaffRow } from './staff.ts';

export const CHALLENGE_MINUTES = 5;
export const CHALLENGE_MAX_FAILURES = 5;

export type ChallengeKind = 'code' | 'enrol';

export interface Challenge {
  kind: ChallengeKind;
  token: string;
  expiresAt: Date;
  /** enrol only: the new secret (base32) and its otpauth:// URI, to show once. */
  secret?: string;
  uri?: string;
}

/** The step after the password: a challenge, or null when the account signs in with the password alone. */
export async function startChallenge(db: Db, appSecret: string, row: StaffRow, now: Date): Promise<Challenge | null> {
  const enrolled = row.totp_enabled_at !== null;
  if (!enrolled && !secondFactorRequired(row.role)) return null;
  const kind: ChallengeKind = enrolled ? 'code' : 'enrol';
  const token = newToken();
  const expiresAt = new Date(now.getTime() + CHALLENGE_MINUTES * 60_000);
  const secret = kind === 'enrol' ? newTotpSecret() : undefined;
  await db.insertInto('staff_challenges').values({
    staff_id: row.id, token_hash: hashToken(token), kind, secret: secret ? encryptSecret(appSecret, secret) : null, expires_at: expiresAt, used_at: null,
  }).execute();
  return { kind, token, expiresAt, ...(secret ? { secret, uri: totpUri(secret, row.email) } : {}) };
}

/** The account of a live challenge (not used, not expired, not failed too often, account enabled). */
export async function challengeAccount(db: Db, token: string, now: Date) {
  const row = await db.selectFrom('staff_challenges').innerJoin('staff', 'staff.id', 'staff_challenges.staff_id')
    .selectAll('staff').select(['staff_challenges.id as challenge_id', 'staff_challenges.kind', 'staff_challenges.secret as challenge_secret',
      'staff_challenges.failures', 'staff_challenges.expires_at as challenge_expires_at', 'staff_challenges.used_at'])
    .where('staff_challenges.token_hash', '=', hashToken(token)).executeTakeFirst();
  if (!row || row.used_at !== null || row.disabled_at !== null || row.failures >= CHALLENGE_MAX_FAILURES) return null;
  if (new Date(row.challenge_expires_at).getTime() <= now.getTime()) return null;
  return row;
}

export interface Answer { code?: string; recoveryCode?: string }

export type ChallengeResult =
  | { ok: true; staff: StaffRow; recoveryCodes: string[] | null; usedRecoveryCode: boolean }
  | { ok: false; reason: 'CHALLENGE_INVALID' | 'CODE_INVALID' };

/** Accepts a TOTP code of `stored` (encrypted) once: its step must be later than the account's last. */
export async function acceptCode(db: Db, appSecret: string, staffId: number, stored: string | null, code: string, nowMs: number): Promise<number | null> {
  const secret = stored ? decryptSecret(appSecret, stored) : null;
  const step = secret ? codeStep(secret, code, nowMs) : null;
  if (step === null) return null;
  const taken = await db.updateTable('staff').set({ totp_last_step: step }).where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)])).returning('id').executeTakeFirst();
  return taken ? step : null;
}

/** Uses one unused recovery code of the account (true once per code). */
export async function useRecoveryCode(db: Db, appSecret: string, staffId: number, code: string, now: Date): Promise<boolean> {
  const used = await db.updateTable('staff_recovery_codes').set({ used_at: now })
    .where('staff_id', '=', staffId).where('code_hash', '=', hashRecoveryCode(appSecret, code)).where('used_at', 'is', null)
    .returning('id').executeTakeFirst();
  return used !== undefined;
}

/** Turns the second factor on with `encrypted` (already checked) and answers the new recovery codes. */
export async function enableSecondFactor(db: Db, appSecret: string, staffId: number, encrypted: string, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('staff').set({ totp_secret: encrypted, totp_pending_secret: null, totp_enabled_at: now }).where('id', '=', staffId).execute();
    await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
    await trx.insertInto('staff_recovery_codes').values(codes.map((c) => ({ staff_id: staffId, code_hash: hashRecoveryCode(appSecret, c), used_at: null }))).execute();
  });
  return codes;
}

/** Turns the second factor off (self-service of a non-admin, or the reset command); sessions stay unless `revoke`. */
export async function clearSecondFactor(db: Db, staffId: number, now: Date, revoke: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('staff').set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null }).where('id', '=', staffId).execute();
    await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
    await trx.updateTable('staff_challenges').set({ used_at: now }).where('staff_id', '=', staffId).where('used_at', 'is', null).execute();
    if (revoke) await trx.updateTable('staff_sessions').set({ revoked_at: now }).where('staff_id', '=', staffId).where('revoked_at', 'is', null).execute();
  });
}

/** Answers a challenge: a session may be opened for `staff` when ok. */
export async function answerChallenge(db: Db, appSecret: string, token: string, answer: Answer, now: Date): Promise<ChallengeResult> {
  const row = await challengeAccount(db, token, now);
  if (!row) return { ok: false, reason: 'CHALLENGE_INVALID' };
  const { challenge_id: challengeId, kind, challenge_secret: pending } = row;
  let recoveryCodes: string[] | null = null;
  let usedRecoveryCode = false;
  let good = false;
  if (kind === 'enrol') {
    good = answer.code !== undefined && pending !== null && await acceptCode(db, appSecret, row.id, pending, answer.code, now.getTime()) !== null;
  } else if (answer.recoveryCode !== undefined) {
    good = usedRecoveryCode = await useRecoveryCode(db, appSecret, row.id, answer.recoveryCode, now);
  } else if (answer.code !== undefined) {
    good = await acceptCode(db, appSecret, row.id, row.totp_secret, answer.code, now.getTime()) !== null;
  }
  if (!good) {
    await db.updateTable('staff_challenges').set((eb) => ({ failures: eb('failures', '+', 1) })).where('id', '=', challengeId).execute();
    return { ok: false, reason: 'CODE_INVALID' };
  }
  // Once: of two answers racing, one uses the challenge.
  const used = await db.updateTable('staff_challenges').set({ used_at: now }).where('id', '=', challengeId).where('used_at', 'is', null).returning('id').executeTakeFirst();
  if (!used) return { ok: false, reason: 'CHALLENGE_INVALID' };
  if (kind === 'enrol' && pending) recoveryCodes = await enableSecondFactor(db, appSecret, row.id, pending, now);
  const staff: StaffRow = await db.selectFrom('staff').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  return { ok: true, staff, recoveryCodes, usedRecoveryCode };
}

/** Console self-service: a new pending secret (replacing any pending one); null when already on. */
export async function setupSecondFactor(db: Db, appSecret: string, staffId: number, email: string): Promise<{ secret: string; uri: string } | null> {
  const secret = newTotpSecret();
  const set = await db.updateTable('staff').set({ totp_pending_secret: encryptSecret(appSecret, secret) })
    .where('id', '=', staffId).where('totp_enabled_at', 'is', null).returning('id').executeTakeFirst();
  return set ? { secret, uri: totpUri(secret, email) } : null;
}

/** The account's second-factor columns. */
export async function secondFactorOf(db: Db, staffId: number) {
  return db.selectFrom('staff').select(['totp_secret', 'totp_pending_secret', 'totp_enabled_at']).where('id', '=', staffId).executeTakeFirstOrThrow();
}
