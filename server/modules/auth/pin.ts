// The wallet PIN (docs/account-security.md): set or changed with the account password
// (POST customer/reset/pin), checked before a withdrawal. Stored as an scrypt hash like passwords;
// wrong guesses are counted in the customer row and the fifth in a row locks PIN use for 15
// minutes (src/domain/account/pin.ts), so the lock holds across restarts and server processes.
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/database.ts';
import { failureBody } from '../../http/envelope.ts';
import { AppError, type Lang } from '../../http/errors.ts';
import { afterPinGuess, isPinLocked, pinAttemptsLeft, pinProblem, type PinLockState } from '../../../src/domain/account/index.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { TEXT, tr, type Text } from './texts.ts';
import './tables.ts';

/** 429 PIN_LOCKED: PIN use refused until `lockedUntil`. */
export class PinLockedError extends AppError {
  constructor(lang: Lang, readonly lockedUntil: Date) {
    super('TOO_MANY_REQUESTS', { reason: 'PIN_LOCKED', field: 'body.pin', message: tr(lang, TEXT.pinLocked, { time: wibTime(lockedUntil, lang) }) });
  }
}

/** 'HH.mm' (id) or 'HH:mm' (en) in Jakarta time. */
export function wibTime(at: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

/** Answers a PinLockedError with `locked_until` (ISO) in the body and `retry-after` (seconds). */
export function sendPinLocked(reply: FastifyReply, lang: Lang, err: PinLockedError, now: Date): FastifyReply {
  const seconds = Math.max(1, Math.ceil((err.lockedUntil.getTime() - now.getTime()) / 1000));
  return reply.status(429).header('retry-after', String(seconds)).send({ ...failureBody(lang, err), locked_until: err.lockedUntil.toISOString() });
}

function pinInvalid(lang: Lang, text: Text, field = 'pin'): AppError {
  return new AppError('UNPROCESSABLE', { field: `body.${field}`, reason: 'PIN_INVALID', message: tr(lang, text) });
}

/** Checks a new PIN's shape, its confirmation and the password, then stores it (clearing any lock). */
export async function setPin(db: Db, customerId: number, body: { password: string; pin: string; confirm_pin: string }, lang: Lang): Promise<void> {
  const problem = pinProblem(body.pin);
  if (problem) throw pinInvalid(lang, problem === 'format' ? TEXT.pinFormat : TEXT.pinTooSimple);
  if (body.pin !== body.confirm_pin) throw pinInvalid(lang, TEXT.pinMismatch, 'confirm_pin');
  const customer = await db.selectFrom('customers').select('password_hash').where('id', '=', customerId).executeTakeFirstOrThrow();
  if (customer.password_hash === null) throw new AppError('BAD_REQUEST', { reason: 'NO_PASSWORD', field: 'body.password', message: tr(lang, TEXT.noPassword) });
  if (!await verifyPassword(body.password, customer.password_hash)) {
    throw new AppError('UNPROCESSABLE', { reason: 'PASSWORD_INVALID', field: 'body.password', message: tr(lang, TEXT.passwordWrong) });
  }
  const pinHash = await hashPassword(body.pin);
  await db.updateTable('customers').set({ pin_hash: pinHash, has_pin: true, pin_attempts: 0, pin_locked_until: null }).where('id', '=', customerId).execute();
}

/**
 * Checks the customer's PIN, counting the guess in its own transaction (the customer row locked,
 * so racing guesses are all counted) before anything else happens. Throws 422 PIN_NOT_SET,
 * 422 PIN_INVALID (with the tries left) or PinLockedError; the count is committed either way.
 */
export async function checkPin(db: Db, customerId: number, pin: string, now: Date, lang: Lang): Promise<void> {
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('customers').select(['pin_hash', 'pin_attempts', 'pin_locked_until'])
      .where('id', '=', customerId).forUpdate().executeTakeFirstOrThrow();
    if (row.pin_hash === null) return { kind: 'unset' as const };
    const state: PinLockState = { attempts: row.pin_attempts, lockedUntil: row.pin_locked_until === null ? null : new Date(row.pin_locked_until).getTime() };
    if (isPinLocked(state, now.getTime())) return { kind: 'locked' as const, until: state.lockedUntil ?? 0 };
    const right = /^\d{6}$/.test(pin) && await verifyPassword(pin, row.pin_hash);
    const next = afterPinGuess(state, right, now.getTime());
    await trx.updateTable('customers')
      .set({ pin_attempts: next.attempts, pin_locked_until: next.lockedUntil === null ? null : new Date(next.lockedUntil) })
      .where('id', '=', customerId).execute();
    if (right) return { kind: 'ok' as const };
    if (next.lockedUntil !== null) return { kind: 'locked' as const, until: next.lockedUntil };
    return { kind: 'wrong' as const, left: pinAttemptsLeft(next) };
  });
  switch (outcome.kind) {
    case 'ok': return;
    case 'unset': throw new AppError('UNPROCESSABLE', { reason: 'PIN_NOT_SET', field: 'body.pin', message: tr(lang, TEXT.pinNotSet) });
    case 'locked': throw new PinLockedError(lang, new Date(outcome.until));
    case 'wrong': throw new AppError('UNPROCESSABLE', { reason: 'PIN_WRONG', field: 'body.pin', message: tr(lang, TEXT.pinWrong, { left: String(outcome.left) }) });
  }
}
