import { describe, expect, it } from 'vitest';
import { formatDateTimeWib, formatDateWib, toWibParts } from './datetime';

describe('WIB date formatting', () => {
  it('shifts UTC by seven hours', () => {
    const instant = Date.UTC(2024, 2, 5, 7, 7); // 14:07 WIB
    expect(formatDateTimeWib(instant)).toBe('05 Maret 2024 14:07 WIB');
    expect(formatDateWib(instant)).toBe('05/03/2024');
  });

  it('rolls the date over after 17:00 UTC', () => {
    const instant = Date.UTC(2023, 11, 31, 17, 0); // 00:00 WIB on 1 January 2024
    expect(toWibParts(instant)).toEqual({ year: 2024, month: 1, day: 1, hour: 0, minute: 0 });
    expect(formatDateTimeWib(instant)).toBe('01 Januari 2024 00:00 WIB');
  });

  it('returns empty text for invalid instants', () => {
    expect(formatDateTimeWib(Number.NaN)).toBe('');
    expect(formatDateWib(Number.POSITIVE_INFINITY)).toBe('');
    expect(toWibParts(8.64e15 + 1)).toBeUndefined();
  });
});
