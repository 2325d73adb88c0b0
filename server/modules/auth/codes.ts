// One-time codes. Registration: 6 digits, checked against one customer, at most 5 attempts.
// Password reset: 8 characters (the reset call names no account, so the code itself must be
// hard to guess), looked up by hash. Both expire after 10 minutes; only HMACs are stored.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import './tables.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
/** How long after verifying the code the mandatory details may be sent. */
export const VERIFIED_TTL_MS = 30 * 60 * 1000;
const RESET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RESET_LENGTH = 8;

export type VerifyResult = 'ok' | 'invalid' | 'expired' | 'too_many';

function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

function time(value: Date | string): number {
  return new Date(value).getTime();
}

/** A fresh 6-digit code (registration, withdrawal, phone verification). */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Ends the customer's live codes of one purpose (a new code replaces them). */
export async function retireCodes(db: Db, customerId: number, purpose: string, now: Date): Promise<void> {
  await db.updateTable('auth_codes').set({ consumed_at: now })
    .where('customer_id', '=', customerId).where('purpose', '=', purpose).where('consumed_at', 'is', null).execute();
}

/** A new registration code for the customer; earlier codes stop working. */
export async function createRegisterCode(db: Db, secret: string, customerId: number, now: Date): Promise<string> {
  const code = sixDigitCode();
  await retireCodes(db, customerId, 'register', now);
  await db.insertInto('auth_codes').values({
    customer_id: customerId, purpose: 'register', code_hash: hmac(secret, `register:${customerId}:${code}`),
    expires_at: new Date(now.getTime() + CODE_TTL_MS), verified_at: null, access_token_id: null, consumed_at: null,
  }).execute();
  return code;
}

export async function verifyRegisterCode(db: Db, secret: string, customerId: number, code: string, accessTokenId: number | null, now: Date): Promise<VerifyResult> {
  const row = await db.selectFrom('auth_codes').selectAll()
    .where('customer_id', '=', customerId).where('purpose', '=', 'register').where('consumed_at', 'is', null)
    .orderBy('id', 'desc').executeTakeFirst();
  if (!row) return 'invalid';
  if (time(row.expires_at) < now.getTime()) return 'expired';
  const counted = await db.updateTable('auth_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id).where('attempts', '<', MAX_CODE_ATTEMPTS).returning('attempts').executeTakeFirst();
  if (!counted) return 'too_many';
  const given = code.trim();
  if (!/^\d{6}$/.test(given) || !sameHex(hmac(secret, `register:${customerId}:${given}`), row.code_hash)) return 'invalid';
  if (row.verified_at === null) {
    await db.updateTable('auth_codes').set({ verified_at: now, access_token_id: accessTokenId }).where('id', '=', row.id).execute();
  }
  return 'ok';
}

/** The verified, unused registration code of the customer, if the same access token verified it recently. */
export async function findVerifiedRegistration(db: Db, customerId: number, accessTokenId: number | null, now: Date): Promise<number | null> {
  const row = await db.selectFrom('auth_codes').select(['id', 'verified_at', 'access_token_id'])
    .where('customer_id', '=', customerId).where('purpose', '=', 'register').where('consumed_at', 'is', null)
    .orderBy('id', 'desc').executeTakeFirst();
  if (!row?.verified_at) return null;
  if (time(row.verified_at) + VERIFIED_TTL_MS < now.getTime()) return null;
  if (row.access_token_id !== null && row.access_token_id !== accessTokenId) return null;
  return row.id;
}

export async function consumeCode(db: Db, codeId: number, now: Date): Promise<boolean> {
  const done = await db.updateTable('auth_codes').set({ consumed_at: now }).where('id', '=', codeId).where('consumed_at', 'is', null).returning('id').executeTakeFirst();
  return done !== undefined;
}

function normaliseResetCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/** A new password-reset code for the customer; earlier reset codes stop working. */
export async function createResetCode(db: Db, secret: string, customerId: number, now: Date): Promise<string> {
  let code = '';
  for (let i = 0; i < RESET_LENGTH; i++) code += RESET_ALPHABET[randomInt(0, RESET_ALPHABET.length)];
  await retireCodes(db, customerId, 'reset', now);
  await db.insertInto('auth_codes').values({
    customer_id: customerId, purpose: 'reset', code_hash: hmac(secret, `reset:${code}`),
    expires_at: new Date(now.getTime() + CODE_TTL_MS), verified_at: null, access_token_id: null, consumed_at: null,
  }).execute();
  return code;
}

/** Uses up a live reset code; answers the customer id, or null when the code is unknown, used or expired. */
export async function consumeResetCode(db: Db, secret: string, code: string, now: Date): Promise<number | null> {
  const given = normaliseResetCode(code);
  if (given.length !== RESET_LENGTH) return null;
  const row = await db.updateTable('auth_codes').set({ consumed_at: now })
    .where('purpose', '=', 'reset').where('code_hash', '=', hmac(secret, `reset:${given}`))
    .where('consumed_at', 'is', null).where('expires_at', '>', now)
    .returning('customer_id').executeTakeFirst();
  return row?.customer_id ?? null;
}
