import { describe, expect, it } from 'vitest';
import { PIN_LOCK_MS, afterPinGuess, isPinLocked, pinAttemptsLeft, pinProblem, type PinLockState } from './pin';

describe('pinProblem', () => {
  it('takes six digits that are not a repeat or a straight run', () => {
    expect(pinProblem('482915')).toBeNull();
    expect(pinProblem('112233')).toBeNull();
    expect(pinProblem('135790')).toBeNull();
  });
  it('refuses other lengths and non-digits', () => {
    for (const pin of ['', '12345', '1234567', '12a456', ' 48291', '４８２９１５']) expect(pinProblem(pin)).toBe('format');
  });
  it('refuses one digit repeated and straight runs', () => {
    for (const pin of ['000000', '999999', '123456', '654321', '345678']) expect(pinProblem(pin)).toBe('too_simple');
  });
});

describe('PIN lock', () => {
  const fresh: PinLockState = { attempts: 0, lockedUntil: null };
  const T = 1_700_000_000_000;

  it('locks on the fifth wrong guess for 15 minutes, then counts from zero again', () => {
    let state = fresh;
    for (let i = 1; i <= 4; i++) {
      state = afterPinGuess(state, false, T);
      expect(state).toEqual({ attempts: i, lockedUntil: null });
      expect(pinAttemptsLeft(state)).toBe(5 - i);
    }
    state = afterPinGuess(state, false, T + 1000);
    expect(state).toEqual({ attempts: 0, lockedUntil: T + 1000 + PIN_LOCK_MS });
    expect(isPinLocked(state, T + 1000 + PIN_LOCK_MS - 1)).toBe(true);
    expect(isPinLocked(state, T + 1000 + PIN_LOCK_MS)).toBe(false);
    expect(afterPinGuess(state, false, T + 1000 + PIN_LOCK_MS)).toEqual({ attempts: 1, lockedUntil: null });
  });

  it('a right guess clears the count', () => {
    const state = afterPinGuess(afterPinGuess(fresh, false, T), false, T);
    expect(afterPinGuess(state, true, T)).toEqual(fresh);
  });
});
