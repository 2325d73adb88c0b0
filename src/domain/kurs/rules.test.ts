import { describe, expect, it } from 'vitest';
import {
  isCurrencyCode, isLargeKursChange, isoDateMs, kursChange, kursDateProblem, kursProblem, roundKurs, rupiahPerUnit, wibDate,
} from './index';

describe('a rate', () => {
  it('is a positive number with at most two decimals, within bounds', () => {
    expect(kursProblem(2260)).toBeNull();
    expect(kursProblem(2260.55)).toBeNull();
    expect(kursProblem(0.01)).toBeNull();
    expect(kursProblem(1_000_000)).toBeNull();
    expect(kursProblem(0)).toBe('not_positive');
    expect(kursProblem(-5)).toBe('not_positive');
    expect(kursProblem(Number.NaN)).toBe('not_a_number');
    expect(kursProblem(Number.POSITIVE_INFINITY)).toBe('not_a_number');
    expect(kursProblem(2260.555)).toBe('too_many_decimals');
    expect(kursProblem(1_000_000.01)).toBe('out_of_range');
    expect(kursProblem(0.001)).toBe('too_many_decimals');
  });

  it('rounds half away from zero to two decimals', () => {
    expect(roundKurs(2260.555)).toBe(2260.56);
    expect(roundKurs(1.005)).toBe(1.01);
    expect(roundKurs(2260)).toBe(2260);
  });

  it('calls a change of more than 20 % large, exactly 20 % not', () => {
    expect(kursChange(2000, 2500)).toBeCloseTo(0.25);
    expect(isLargeKursChange(2000, 2400)).toBe(false);
    expect(isLargeKursChange(2000, 1600)).toBe(false);
    expect(isLargeKursChange(2000, 2400.01)).toBe(true);
    expect(isLargeKursChange(2000, 1599.99)).toBe(true);
  });

  it('knows currency codes', () => {
    expect(isCurrencyCode('CNY')).toBe(true);
    expect(isCurrencyCode('cny')).toBe(false);
    expect(isCurrencyCode('CN')).toBe(false);
  });
});

describe('an effective date', () => {
  it('is a calendar date, not in the future, at most a year old', () => {
    expect(isoDateMs('2026-02-29')).toBeNull();
    expect(isoDateMs('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(kursDateProblem('2026-11-27', '2026-11-27')).toBeNull();
    expect(kursDateProblem('2026-11-28', '2026-11-27')).toBe('in_the_future');
    expect(kursDateProblem('2025-11-26', '2026-11-27')).toBeNull();
    expect(kursDateProblem('2025-11-25', '2026-11-27')).toBe('too_old');
    expect(kursDateProblem('27-11-2026', '2026-11-27')).toBe('not_a_date');
  });

  it('is the day in Jakarta', () => {
    expect(wibDate(Date.UTC(2026, 10, 26, 17, 0))).toBe('2026-11-27');
    expect(wibDate(Date.UTC(2026, 10, 26, 16, 59))).toBe('2026-11-26');
  });
});

describe('cross rates of an import', () => {
  const quote = { base: 'USD', amount: 1, rates: { IDR: 16_250, CNY: 7.19, GBP: 0.79, HKD: 7.78, SGD: 1.345 } };

  it('is rupiah per unit through the base, rounded to two decimals', () => {
    expect(rupiahPerUnit(quote, 'USD')).toBe(16_250);
    expect(rupiahPerUnit(quote, 'CNY')).toBe(2260.08);
    expect(rupiahPerUnit(quote, 'GBP')).toBe(20_569.62);
    expect(rupiahPerUnit(quote, 'SGD')).toBe(12_081.78);
  });

  it('divides by the amount the rates are quoted for', () => {
    expect(rupiahPerUnit({ ...quote, amount: 10, rates: { ...quote.rates, IDR: 162_500 } }, 'USD')).toBe(16_250);
  });

  it('adds the markup', () => {
    expect(rupiahPerUnit(quote, 'USD', 2)).toBe(16_575);
    expect(rupiahPerUnit(quote, 'CNY', 1.5)).toBe(roundKurs((16_250 / 7.19) * 1.015));
  });

  it('has no rate without IDR or the currency, or with a rate that is not positive', () => {
    expect(rupiahPerUnit({ ...quote, rates: { CNY: 7.19 } }, 'CNY')).toBeNull();
    expect(rupiahPerUnit(quote, 'JPY')).toBeNull();
    expect(rupiahPerUnit({ ...quote, rates: { ...quote.rates, CNY: 0 } }, 'CNY')).toBeNull();
  });
});
