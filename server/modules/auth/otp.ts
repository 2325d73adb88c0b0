// The withdrawal one-time code (docs/account-security.md): 6 digits sent by GET customer/otp to
// the customer's e-mail (mail port) and phone (SMS port); only an HMAC is stored (auth_codes,
// purpose 'otp'). A code expires after 5 minutes, takes at most 5 attempts, belongs to the session
// (login token) that asked for it, and a newer code retires it. Verified (POST customer/otp/verify),
// it authorises ONE withdrawal of that session within 10 minutes: the withdrawal's transaction
// consumes it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { AppError, type Lang } from '../../http/errors.ts';
import { MAX_CODE_ATTEMPTS, retireCodes, sixDigitCode } from './codes.ts';
import { TEXT, tr, type Text } from './texts.ts';
import './tables.ts';

export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_VERIFIED_TTL_MS = 10 * 60 * 1000;
const PURPOSE = 'otp';

const hmac = (secret: string, customerId: number, code: string) => createHmac('sha256', secret).update(`otp:${customerId}:${code}`).digest();

/** A new code for this session; the customer's earlier unused codes stop working. Inside the caller's transaction (with its sends' jobs). */
export async function createOtp(trx: Db, secret: string, customerId: number, loginTokenId: number, now: Date): Promise<string> {
  const code = sixDigitCode();
  await retireCodes(trx, customerId, PURPOSE, now);
  await trx.insertInto('auth_codes').values({
    customer_id: customerId, purpose: PURPOSE, code_hash: hmac(secret, customerId, code).toString('hex'),
    expires_at: new Date(now.getTime() + OTP_TTL_MS), verified_at: null, access_token_id: null, login_token_id: loginTokenId, consumed_at: null,
  }).execute();
  return code;
}

function otpError(lang: Lang, reason: string, text: Text): AppError {
  return new AppError('BAD_REQUEST', { reason, field: 'body.code', message: tr(lang, text) });
}

/**
 * Checks a code against the session's live code: 400 OTP_WRONG, OTP_EXPIRED (expired, used,
 * already verified, none asked), OTP_TOO_MANY_ATTEMPTS. A right code is marked verified.
 */
export async function verifyOtp(db: Db, secret: string, customerId: number, loginTokenId: number, code: string, now: Date, lang: Lang): Promise<void> {
  const row = await db.selectFrom('auth_codes').select(['id', 'code_hash', 'expires_at', 'verified_at'])
    .where('customer_id', '=', customerId).where('purpose', '=', PURPOSE).where('login_token_id', '=', loginTokenId)
    .where('consumed_at', 'is', null).orderBy('id', 'desc').executeTakeFirst();
  if (!row || row.verified_at !== null || new Date(row.expires_at).getTime() <= now.getTime()) throw otpError(lang, 'OTP_EXPIRED', TEXT.otpExpired);
  const counted = await db.updateTable('auth_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id).where('attempts', '<', MAX_CODE_ATTEMPTS).returning('attempts').executeTakeFirst();
  if (!counted) throw otpError(lang, 'OTP_TOO_MANY_ATTEMPTS', TEXT.otpTooMany);
  const given = code.trim();
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = hmac(secret, customerId, /^\d{6}$/.test(given) ? given : '');
  if (!/^\d{6}$/.test(given) || actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw otpError(lang, 'OTP_WRONG', TEXT.otpWrong);
  const marked = await db.updateTable('auth_codes').set({ verified_at: now })
    .where('id', '=', row.id).where('verified_at', 'is', null).where('consumed_at', 'is', null).returning('id').executeTakeFirst();
  if (!marked) throw otpError(lang, 'OTP_EXPIRED', TEXT.otpExpired);
}

/**
 * Inside the withdrawal's transaction: uses up the session's verified code (verified less than
 * 10 minutes ago), else 400 OTP_REQUIRED. Rolled back with the withdrawal when it fails.
 */
export async function consumeVerifiedOtp(trx: Db, customerId: number, loginTokenId: number | null, now: Date, lang: Lang): Promise<void> {
  const used = loginTokenId === null ? undefined : await trx.updateTable('auth_codes').set({ consumed_at: now })
    .where('customer_id', '=', customerId).where('purpose', '=', PURPOSE).where('login_token_id', '=', loginTokenId)
    .where('consumed_at', 'is', null).where('verified_at', 'is not', null)
    .where('verified_at', '>', new Date(now.getTime() - OTP_VERIFIED_TTL_MS))
    .returning('id').executeTakeFirst();
  if (!used) throw new AppError('BAD_REQUEST', { reason: 'OTP_REQUIRED', field: 'body.otp', message: tr(lang, TEXT.otpRequired) });
}
