import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PricingError } from './errors';
import {
  ceilRupiah,
  floorRupiah,
  foreignToRupiah,
  percentOf,
  percentToPpm,
  rateOf,
  roundRupiah,
  roundUpTo1000,
  sumRupiah,
} from './money';

describe('money rounding', () => {
  it('rounds halves up and absorbs floating-point noise', () => {
    expect(roundRupiah(1.5)).toBe(2);
    expect(roundRupiah(1.4999)).toBe(1);
    expect(roundRupiah(0.1 * 3 * 5)).toBe(2); // 1.5000000000000002
    expect(roundRupiah(1.005 * 1000)).toBe(1005); // 1004.9999999999999
    expect(roundRupiah(12.99 * 16_000)).toBe(207_840);
  });
  it('ceils and floors without being fooled by noise', () => {
    expect(ceilRupiah(0.1 * 3 * 10)).toBe(3); // 3.0000000000000004
    expect(floorRupiah(0.7 * 10 * 10)).toBe(70); // 69.99999999999999
    expect(ceilRupiah(3.2)).toBe(4);
    expect(floorRupiah(3.8)).toBe(3);
  });
  it('never returns negative zero', () => {
    expect(Object.is(ceilRupiah(0), 0)).toBe(true);
    expect(Object.is(roundRupiah(0), 0)).toBe(true);
  });
  it('rounds up to the next Rp 1,000, keeping exact multiples', () => {
    expect(roundUpTo1000(58_080)).toBe(59_000);
    expect(roundUpTo1000(58_001)).toBe(59_000);
    expect(roundUpTo1000(58_000)).toBe(58_000);
    expect(roundUpTo1000(0)).toBe(0);
    expect(roundUpTo1000(1)).toBe(1_000);
  });
});

describe('percentOf (exact integer percentages)', () => {
  it('holds a percent in parts per million', () => {
    expect(percentToPpm(7.5)).toBe(75_000);
    expect(percentToPpm(11)).toBe(110_000);
    expect(percentToPpm(0.0001)).toBe(1);
  });
  it('computes the customs.md figures', () => {
    expect(percentOf(774_400, 7.5, 'ceil')).toBe(58_080);
    expect(percentOf(833_400, 11, 'floor')).toBe(91_674);
  });
  it('floors, ceils and rounds half up', () => {
    expect(percentOf(999, 7.5, 'floor')).toBe(74); // 74.925
    expect(percentOf(999, 7.5, 'ceil')).toBe(75);
    expect(percentOf(999, 7.5, 'round')).toBe(75);
    expect(percentOf(20, 2.5, 'round')).toBe(1); // 0.5
    expect(percentOf(100, 0, 'ceil')).toBe(0);
  });
  it('rejects amounts that are not integer rupiah', () => {
    expect(() => percentOf(1.5, 10, 'floor')).toThrow(PricingError);
    expect(() => percentOf(-1, 10, 'floor')).toThrow(PricingError);
  });
  it('equals exact BigInt arithmetic (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (rupiah, ppm) => {
          const percent = ppm / 10_000;
          const exact = BigInt(rupiah) * BigInt(percentToPpm(percent));
          const million = 1_000_000n;
          expect(BigInt(percentOf(rupiah, percent, 'floor'))).toBe(exact / million);
          expect(BigInt(percentOf(rupiah, percent, 'ceil'))).toBe((exact + million - 1n) / million);
          expect(BigInt(percentOf(rupiah, percent, 'round'))).toBe((exact + million / 2n) / million);
        },
      ),
    );
  });
});

describe('exchange rates', () => {
  it('looks currencies up case-insensitively; IDR is 1', () => {
    expect(rateOf({ CNY: 2_250 }, 'cny')).toBe(2_250);
    expect(rateOf({ cny: 2_250 }, 'CNY')).toBe(2_250);
    expect(rateOf({}, 'IDR')).toBe(1);
    expect(rateOf({}, 'idr')).toBe(1);
  });
  it('throws pricing.unknown_currency for a missing or unusable rate', () => {
    expect(() => rateOf({}, 'EUR')).toThrow(expect.objectContaining({ code: 'pricing.unknown_currency' }));
    expect(() => rateOf({ EUR: 0 }, 'EUR')).toThrow(PricingError);
    expect(() => rateOf({ toString: 5 }, 'constructor')).toThrow(PricingError);
  });
  it('converts amount x count x rate once, half up; zero needs no rate', () => {
    expect(foreignToRupiah({ amount: 0.5, currency: 'USD' }, { USD: 16_001 }, 3)).toBe(24_002); // 24,001.5
    expect(foreignToRupiah({ amount: 0, currency: 'XYZ' }, {})).toBe(0);
  });
  it('sums integers', () => {
    expect(sumRupiah([1, 2, 3])).toBe(6);
    expect(sumRupiah([])).toBe(0);
  });
});
