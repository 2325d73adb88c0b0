// Wallet PIN rules (docs/account-security.md): the PIN's shape and the lock after repeated
// wrong guesses. Pure: the clock is an argument. The server (server/modules/auth/pin.ts) and
// the memory adapter apply the same rules.

export const PIN_LENGTH = 6;
/** Wrong PINs in a row that lock PIN use. */
export const PIN_MAX_ATTEMPTS = 5;
/** How long a lock lasts. */
export const PIN_LOCK_MS = 15 * 60 * 1000;

export type PinProblem = 'format' | 'too_simple';

/**
 * Why a new PIN is refused, or null: exactly six digits, not one digit repeated (111111) and not a
 * straight run up or down (123456, 987654), the first PINs anyone tries.
 */
export function pinProblem(pin: string): PinProblem | null {
  if (!new RegExp(`^\\d{${PIN_LENGTH}}$`).test(pin)) return 'format';
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => d - (digits[i] ?? 0)));
  if (steps.size === 1 && [0, 1, -1].includes([...steps][0] ?? 2)) return 'too_simple';
  return null;
}

export interface PinLockState {
  /** Wrong guesses since the last right one or the last lock. */
  attempts: number;
  /** Epoch ms until which PIN use is locked, or null. */
  lockedUntil: number | null;
}

/** True while a lock is in force at `now`. */
export function isPinLocked(state: PinLockState, now: number): boolean {
  return state.lockedUntil !== null && state.lockedUntil > now;
}

/**
 * The state after one guess at `now` (the caller checked isPinLocked first): a right PIN clears
 * the count; a wrong one adds to it, and the PIN_MAX_ATTEMPTS-th locks for PIN_LOCK_MS and
 * starts the count again.
 */
export function afterPinGuess(state: PinLockState, right: boolean, now: number): PinLockState {
  if (right) return { attempts: 0, lockedUntil: null };
  const attempts = (isPinLocked(state, now) ? 0 : state.attempts) + 1;
  if (attempts >= PIN_MAX_ATTEMPTS) return { attempts: 0, lockedUntil: now + PIN_LOCK_MS };
  return { attempts, lockedUntil: null };
}

/** Wrong guesses left before the lock. */
export function pinAttemptsLeft(state: PinLockState): number {
  return Math.max(0, PIN_MAX_ATTEMPTS - state.attempts);
}
