import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isGuestAddressId, newGuestAddressId } from './guest-id';

describe('newGuestAddressId', () => {
  it('is built from the clock and the random source', () => {
    expect(newGuestAddressId(() => 1709622420000, () => 0.004213377)).toBe('guest-1709622420000-004213377');
    expect(newGuestAddressId(() => 1709622420000.9, () => 0)).toBe('guest-1709622420000-000000000');
  });

  it('clamps bad clock and random values', () => {
    expect(newGuestAddressId(() => Number.NaN, () => 0.5)).toBe('guest-0-500000000');
    expect(newGuestAddressId(() => -5, () => 0.5)).toBe('guest-0-500000000');
    expect(newGuestAddressId(() => 1, () => 1)).toBe('guest-1-999999999');
    expect(newGuestAddressId(() => 1, () => -1)).toBe('guest-1-000000000');
    expect(newGuestAddressId(() => 1, () => Number.NaN)).toBe('guest-1-000000000');
  });

  it('is recognisable as a guest id', () => {
    expect(isGuestAddressId(newGuestAddressId(() => 1, () => 0.1))).toBe(true);
    expect(isGuestAddressId('12345')).toBe(false);
  });

  it('property: different draws at the same time give different ids', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 0, max: 999_999_999 }), (t, r1, r2) => {
        fc.pre(r1 !== r2);
        const id1 = newGuestAddressId(() => t, () => (r1 + 0.5) / 1e9);
        const id2 = newGuestAddressId(() => t, () => (r2 + 0.5) / 1e9);
        expect(id1).toMatch(/^guest-\d+-\d{9}$/);
        expect(id1).toBe(`guest-${t}-${String(r1).padStart(9, '0')}`);
        expect(id1).not.toBe(id2);
      }),
    );
  });
});
