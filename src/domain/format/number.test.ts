import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatIntegerId, formatNumberId, formatRupiah } from './number';

describe('formatNumberId', () => {
  it.each([
    [1234567.5, '1.234.567,50'],
    [0, '0,00'],
    [1, '1,00'],
    [12, '12,00'],
    [123, '123,00'],
    [1000, '1.000,00'],
    [999999.999, '1.000.000,00'],
    [0.1 + 0.2, '0,30'],
    [1.005, '1,01'],
    [2.675, '2,68'],
    [1.004, '1,00'],
    [0.005, '0,01'],
    [0.004, '0,00'],
    [-1234.5, '-1.234,50'],
    [-0.001, '0,00'],
    [-0, '0,00'],
    [1e-7, '0,00'],
    [1e21, '1.000.000.000.000.000.000.000,00'],
    [Number.MAX_SAFE_INTEGER, '9.007.199.254.740.991,00'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatNumberId(value)).toBe(expected);
  });

  it('formats non-finite values as zero', () => {
    expect(formatNumberId(Number.NaN)).toBe('0,00');
    expect(formatNumberId(Number.POSITIVE_INFINITY)).toBe('0,00');
    expect(formatNumberId(Number.NEGATIVE_INFINITY)).toBe('0,00');
  });

  it('honours the decimals argument and clamps bad values', () => {
    expect(formatNumberId(1234.5678, 3)).toBe('1.234,568');
    expect(formatNumberId(1234.5678, 0)).toBe('1.235');
    expect(formatNumberId(1234.5678, -2)).toBe('1.235');
    expect(formatNumberId(1234.5678, Number.NaN)).toBe('1.235');
    expect(formatNumberId(1.5, 2.9)).toBe('1,50');
    expect(formatNumberId(1, 50)).toBe(`1,${'0'.repeat(20)}`);
  });

  it('rounds half away from zero for negatives', () => {
    expect(formatNumberId(-0.5, 0)).toBe('-1');
    expect(formatNumberId(-1.005)).toBe('-1,01');
  });

  it('property: removing separators gives back the rounded value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 99 }), (int, cents) => {
        const value = int + Math.sign(int || 1) * cents / 100;
        const text = formatNumberId(value);
        expect(text).toMatch(/^-?\d{1,3}(\.\d{3})*,\d{2}$/);
        const parsed = Number(text.replace(/\./g, '').replace(',', '.'));
        expect(Math.abs(parsed - value)).toBeLessThan(0.006);
      }),
    );
  });

  it('property: integers are grouped in threes and round-trip exactly', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        const text = formatIntegerId(n);
        expect(text).toMatch(/^-?\d{1,3}(\.\d{3})*$/);
        expect(Number(text.replace(/\./g, ''))).toBe(n === 0 ? 0 : n);
      }),
    );
  });
});

describe('formatIntegerId', () => {
  it('drops decimals with rounding', () => {
    expect(formatIntegerId(1234567.5)).toBe('1.234.568');
    expect(formatIntegerId(1234567.49)).toBe('1.234.567');
    expect(formatIntegerId(-1234567.5)).toBe('-1.234.568');
    expect(formatIntegerId(999)).toBe('999');
  });
});

describe('formatRupiah', () => {
  it.each([
    [150674, 'Rp 150.674'],
    [0, 'Rp 0'],
    [25000, 'Rp 25.000'],
    [1000000, 'Rp 1.000.000'],
    [0.5, 'Rp 1'],
    [0.49, 'Rp 0'],
    [-2500, '-Rp 2.500'],
    [-0.4, 'Rp 0'],
    [Number.NaN, 'Rp 0'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatRupiah(value)).toBe(expected);
  });
});
