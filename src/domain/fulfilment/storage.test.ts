import { describe, expect, it } from 'vitest';
import { DAY_MS, DEFAULT_FREE_STORAGE_DAYS, isValidFreeDays, storageCountdown, storageEndsWithin } from './index';

describe('storage countdown', () => {
  const arrived = Date.UTC(2026, 0, 1);
  it('counts whole days left from the arrival, 30 free by default', () => {
    expect(DEFAULT_FREE_STORAGE_DAYS).toBe(30);
    expect(storageCountdown(arrived, 30, arrived)).toEqual({ freeUntil: arrived + 30 * DAY_MS, daysLeft: 30, ended: false });
    expect(storageCountdown(arrived, 30, arrived + 1).daysLeft).toBe(30);
    expect(storageCountdown(arrived, 30, arrived + 29 * DAY_MS + 1).daysLeft).toBe(1);
    expect(storageCountdown(arrived, 30, arrived + 30 * DAY_MS)).toMatchObject({ daysLeft: 0, ended: true });
    expect(storageCountdown(arrived, 30, arrived + 32 * DAY_MS)).toMatchObject({ daysLeft: -2, ended: true });
  });
  it('tells the lines near the end', () => {
    expect(storageEndsWithin(arrived, 30, arrived + 22 * DAY_MS, 7)).toBe(false);
    expect(storageEndsWithin(arrived, 30, arrived + 23 * DAY_MS, 7)).toBe(true);
    expect(storageEndsWithin(arrived, 30, arrived + 40 * DAY_MS, 7)).toBe(true);
  });
  it('validates a configured number of days', () => {
    expect(isValidFreeDays(0) && isValidFreeDays(180)).toBe(true);
    expect(isValidFreeDays(-1) || isValidFreeDays(1.5) || isValidFreeDays(99999)).toBe(false);
  });
});
