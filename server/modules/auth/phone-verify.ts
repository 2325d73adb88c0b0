// Phone verification (issue 22; docs/account-security.md "Phone verification"): a 6-digit code sent
// by SMS to the number on the account proves it; withdrawal one-time codes (otp.ts) go to a number
// only once it is verified. Only an HMAC of the code, bound to the number it was sent to, is stored
// (auth_codes, purpose 'phone'): a code sent to an earlier number verifies nothing. A code expires
// after 10 minutes, takes at most 5 attempts, and a newer code (or a new number) retires it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { AppError, type Lang } from '../../http/errors.ts';
import { CODE_TTL_MS, MAX_CODE_ATTEMPTS, retireCodes, sixDigitCode } from './codes.ts';
import { TEXT, tr, type Text } from './texts.ts';
import './tables.ts';

const PURPOSE = 'phone';

const hmac = (secret: string, customerId: number, phone: string, code: string) =>
  createHmac('sha256', secret).update(`phone:${customerId}:${phone}:${code}`).digest();

/** Retires the customer's open phone codes (a new code or a new number). */
export async function retirePhoneCodes(trx: Db, customerId: number, now: Date): Promise<void> {
  await retireCodes(trx, customerId, PURPOSE, now);
}

/** A new code for the number; earlier codes stop working. Inside the caller's transaction (with its send's job). */
export async function createPhoneCode(trx: Db, secret: string, customerId: number, phone: string, now: Date): Promise<string> {
  const code = sixDigitCode();
  await retirePhoneCodes(trx, customerId, now);
  await trx.insertInto('auth_codes').values({
    customer_id: customerId, purpose: PURPOSE, code_hash: hmac(secret, customerId, phone, code).toString('hex'),
    expires_at: new Date(now.getTime() + CODE_TTL_MS), verified_at: null, access_token_id: null, login_token_id: null, consumed_at: null,
  }).execute();
  return code;
}

function codeError(lang: Lang, reason: string, text: Text): AppError {
  return new AppError('BAD_REQUEST', { reason, field: 'body.code', message: tr(lang, text) });
}

/**
 * Checks the code against the live one for the number now on the account: 400 PHONE_CODE_EXPIRED
 * (expired, used, none asked), PHONE_CODE_TOO_MANY_ATTEMPTS, PHONE_CODE_WRONG (also a code sent to
 * another number). Right: the code is used up and the number marked verified, in one transaction.
 */
export async function verifyPhoneCode(db: Db, secret: string, customerId: number, phone: string, code: string, now: Date, lang: Lang): Promise<void> {
  const row = await db.selectFrom('auth_codes').select(['id', 'code_hash', 'expires_at'])
    .where('customer_id', '=', customerId).where('purpose', '=', PURPOSE).where('consumed_at', 'is', null)
    .orderBy('id', 'desc').executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() <= now.getTime()) throw codeError(lang, 'PHONE_CODE_EXPIRED', TEXT.otpExpired);
  const counted = await db.updateTable('auth_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id).where('attempts', '<', MAX_CODE_ATTEMPTS).returning('attempts').executeTakeFirst();
  if (!counted) throw codeError(lang, 'PHONE_CODE_TOO_MANY_ATTEMPTS', TEXT.otpTooMany);
  const given = code.trim();
  const valid = /^\d{6}$/.test(given);
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = hmac(secret, customerId, phone, valid ? given : '');
  if (!valid || actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw codeError(lang, 'PHONE_CODE_WRONG', TEXT.otpWrong);
  const done = await db.transaction().execute(async (trx) => {
    const used = await trx.updateTable('auth_codes').set({ consumed_at: now })
      .where('id', '=', row.id).where('consumed_at', 'is', null).returning('id').executeTakeFirst();
    if (!used) return false;
    // Only the number the code was sent to (a change in between leaves the new one unverified).
    const marked = await trx.updateTable('customers').set({ phone_verified_at: now })
      .where('id', '=', customerId).where('phone_number', '=', phone).returning('id').executeTakeFirst();
    return marked !== undefined;
  });
  if (!done) throw codeError(lang, 'PHONE_CODE_EXPIRED', TEXT.otpExpired);
}

/** 409 PHONE_NOT_VERIFIED: the number on the account is not verified (GET customer/otp). */
export function phoneNotVerified(lang: Lang): AppError {
  return new AppError('CONFLICT', { reason: 'PHONE_NOT_VERIFIED', message: tr(lang, TEXT.phoneNotVerified) });
}
