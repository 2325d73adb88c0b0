import { describe, expect, it } from 'vitest';
import { isJakartaTimeZone } from './time-zone';

describe('isJakartaTimeZone', () => {
  it('is true only for Asia/Jakarta', () => {
    expect(isJakartaTimeZone('Asia/Jakarta')).toBe(true);
    expect(isJakartaTimeZone('asia/jakarta')).toBe(true);
    expect(isJakartaTimeZone('Asia/Makassar')).toBe(false);
    expect(isJakartaTimeZone(undefined)).toBe(false);
  });
});
