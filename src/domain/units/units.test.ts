import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DIMENSION_UNITS,
  MIN_SEA_VOLUME_CBM,
  WEIGHT_UNITS,
  parseDimensionUnit,
  parseWeightUnit,
  seaVolumeCbm,
  toCentimetres,
  toGrams,
  volumeCbm,
} from './index';

describe('toGrams', () => {
  it('converts kg x1000', () => {
    expect(toGrams(1.5, 'kg')).toBe(1500);
  });
  it('converts pound / 2.2 x1000', () => {
    expect(toGrams(2.2, 'pound')).toBeCloseTo(1000, 9);
    expect(toGrams(1, 'lb')).toBeCloseTo(454.5454545, 6);
  });
  it('converts ons x28.3495', () => {
    expect(toGrams(2, 'ons')).toBeCloseTo(56.699, 9);
  });
  it('keeps grams as is', () => {
    expect(toGrams(750, 'gram')).toBe(750);
  });
  it('gives 0 for an empty or unknown unit', () => {
    expect(toGrams(5, '')).toBe(0);
    expect(toGrams(5, null)).toBe(0);
    expect(toGrams(5, undefined)).toBe(0);
    expect(toGrams(5, 'stone')).toBe(0);
    expect(toGrams(5, 'oz')).toBe(0);
  });
  it('gives 0 for a value that is not a finite number', () => {
    expect(toGrams(Number.NaN, 'kg')).toBe(0);
    expect(toGrams(Number.POSITIVE_INFINITY, 'kg')).toBe(0);
  });
  it('reads unit names case-insensitively and with aliases', () => {
    expect(toGrams(1, 'KG')).toBe(1000);
    expect(toGrams(1, ' Kilogram ')).toBe(1000);
    expect(toGrams(1, 'Gram')).toBe(1);
    expect(toGrams(1, 'gr')).toBe(1);
    expect(toGrams(1, 'g')).toBe(1);
    expect(toGrams(2.2, 'LBS')).toBeCloseTo(1000, 9);
    expect(toGrams(2.2, 'Pounds')).toBeCloseTo(1000, 9);
    expect(toGrams(1, 'Ons')).toBe(28.3495);
  });
});

describe('toCentimetres', () => {
  it('converts inch x2.54', () => {
    expect(toCentimetres(10, 'inch')).toBeCloseTo(25.4, 9);
    expect(toCentimetres(1, 'in')).toBe(2.54);
  });
  it('converts m x100', () => {
    expect(toCentimetres(1.2, 'm')).toBeCloseTo(120, 9);
  });
  it('keeps cm and ml as is', () => {
    expect(toCentimetres(33, 'cm')).toBe(33);
    expect(toCentimetres(33, 'ml')).toBe(33);
  });
  it('gives 0 for an empty or unknown unit (mm is not a spec unit)', () => {
    expect(toCentimetres(5, '')).toBe(0);
    expect(toCentimetres(5, null)).toBe(0);
    expect(toCentimetres(5, 'mm')).toBe(0);
    expect(toCentimetres(5, 'yard')).toBe(0);
  });
  it('reads unit names case-insensitively and with aliases', () => {
    expect(toCentimetres(3, 'Cm')).toBe(3);
    expect(toCentimetres(3, 'CENTIMETRE')).toBe(3);
    expect(toCentimetres(3, 'Meter')).toBe(300);
    expect(toCentimetres(3, 'Inches')).toBeCloseTo(7.62, 9);
  });
});

describe('unit lists and parsing', () => {
  it('lists the canonical units with the spec defaults first', () => {
    expect(WEIGHT_UNITS).toEqual(['gram', 'kg', 'pound', 'ons']);
    expect(DIMENSION_UNITS).toEqual(['cm', 'm', 'inch', 'ml']);
  });
  it('parses every canonical unit to itself', () => {
    for (const unit of WEIGHT_UNITS) expect(parseWeightUnit(unit)).toBe(unit);
    for (const unit of DIMENSION_UNITS) expect(parseDimensionUnit(unit)).toBe(unit);
  });
  it('does not resolve inherited object keys', () => {
    expect(parseWeightUnit('constructor')).toBeNull();
    expect(parseDimensionUnit('toString')).toBeNull();
  });
});

describe('seaVolumeCbm', () => {
  it('is L x W x H / 1,000,000', () => {
    expect(seaVolumeCbm(100, 50, 40)).toBeCloseTo(0.2, 12);
    expect(volumeCbm(100, 100, 100)).toBe(1);
  });
  it('has a minimum of 0.1 m3', () => {
    expect(seaVolumeCbm(10, 10, 10)).toBe(MIN_SEA_VOLUME_CBM);
    expect(seaVolumeCbm(0, 0, 0)).toBe(0.1);
    expect(seaVolumeCbm(100, 100, 10)).toBe(0.1);
    expect(seaVolumeCbm(100, 100, 10.01)).toBeCloseTo(0.1001, 12);
  });
  it('is never below 0.1 and never below the raw volume (property)', () => {
    const side = fc.double({ min: 0, max: 500, noNaN: true });
    fc.assert(
      fc.property(side, side, side, (l, w, h) => {
        const v = seaVolumeCbm(l, w, h);
        expect(v).toBeGreaterThanOrEqual(0.1);
        expect(v).toBeGreaterThanOrEqual(volumeCbm(l, w, h));
      }),
    );
  });
});
