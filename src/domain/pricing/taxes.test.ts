import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, withRules } from './defaults';
import { computeImportTaxes, exceedsUsd, resolveTaxRates } from './taxes';

describe('computeImportTaxes', () => {
  it('reproduces the customs.md worked example (CIF Rp 774,400)', () => {
    const taxes = computeImportTaxes(774_400, { beaMasuk: 7.5, ppn: 11, incomeTax: 0 });
    expect(taxes).toEqual({ importDuty: 59_000, vat: 91_674, incomeTax: 0 });
    expect(taxes.importDuty + taxes.vat + taxes.incomeTax).toBe(150_674);
  });
  it('rounds duty up to the next Rp 1,000 and keeps exact thousands', () => {
    expect(computeImportTaxes(800_000, { beaMasuk: 7.5, ppn: 0, incomeTax: 0 }).importDuty).toBe(60_000);
    expect(computeImportTaxes(800_001, { beaMasuk: 7.5, ppn: 0, incomeTax: 0 }).importDuty).toBe(61_000);
  });
  it('rounds VAT and income tax down on customs value + duty', () => {
    // import value 100,000 + 8,000 = 108,000 -> no rounding; 100,001 -> duty 8,000, value 108,001
    const taxes = computeImportTaxes(100_001, { beaMasuk: 7.5, ppn: 11, incomeTax: 7.5 });
    expect(taxes.importDuty).toBe(8_000);
    expect(taxes.vat).toBe(11_880); // 11,880.11
    expect(taxes.incomeTax).toBe(8_100); // 8,100.075
  });
  it('leaves VAT out when told to (ppn_lower_limit)', () => {
    expect(computeImportTaxes(774_400, { beaMasuk: 7.5, ppn: 11, incomeTax: 0 }, false).vat).toBe(0);
  });
});

describe('resolveTaxRates', () => {
  it('uses the rules object when nothing else is known', () => {
    expect(resolveTaxRates(null, null, DEFAULT_RULES, true)).toEqual({ beaMasuk: 7.5, ppn: 11, incomeTax: 0 });
  });
  it('prefers the HS code, then the product type, then the rules, per rate', () => {
    const hs = { beaMasuk: 25 };
    const type = { beaMasuk: 15, ppn: 12, pph: 10 };
    expect(resolveTaxRates(hs, type, DEFAULT_RULES, true)).toEqual({ beaMasuk: 25, ppn: 12, incomeTax: 10 });
    expect(resolveTaxRates(null, type, DEFAULT_RULES, true)).toEqual({ beaMasuk: 15, ppn: 12, incomeTax: 10 });
    expect(resolveTaxRates({ beaMasuk: 0 }, type, DEFAULT_RULES, true).beaMasuk).toBe(0);
    expect(resolveTaxRates({ beaMasuk: null }, type, DEFAULT_RULES, true).beaMasuk).toBe(15);
  });
  it('falls back to 10 % VAT when no source knows one', () => {
    const rules = withRules({ ppn: null });
    expect(resolveTaxRates(null, null, rules, true).ppn).toBe(10);
    expect(resolveTaxRates({ ppn: null }, { ppn: undefined }, rules, true).ppn).toBe(10);
  });
  it('falls back to 0 duty and 0 income tax when no source knows them', () => {
    const rules = withRules({ beaMasuk: null, pph: null, pphNonNpwp: null });
    expect(resolveTaxRates(null, null, rules, false)).toEqual({ beaMasuk: 0, ppn: 11, incomeTax: 0 });
  });
  it('takes pph with an NPWP and pph_non_npwp without', () => {
    const type = { pph: 7.5, pphNonNpwp: 15 };
    expect(resolveTaxRates(null, type, DEFAULT_RULES, true).incomeTax).toBe(7.5);
    expect(resolveTaxRates(null, type, DEFAULT_RULES, false).incomeTax).toBe(15);
  });
  it('doubles pph without an NPWP when a source has no pph_non_npwp (PMK 34/2017)', () => {
    expect(resolveTaxRates({ pph: 2.5 }, { pph: 7.5, pphNonNpwp: 15 }, DEFAULT_RULES, false).incomeTax).toBe(5);
    expect(resolveTaxRates(null, null, withRules({ pph: 2.5, pphNonNpwp: null }), false).incomeTax).toBe(5);
  });
  it('ignores negative or non-finite rates', () => {
    expect(resolveTaxRates({ beaMasuk: -1 }, { beaMasuk: Number.NaN }, DEFAULT_RULES, true).beaMasuk).toBe(7.5);
  });
});

describe('exceedsUsd', () => {
  it('is strictly greater, ignoring floating-point noise', () => {
    expect(exceedsUsd(3, 3)).toBe(false);
    expect(exceedsUsd(3 + 1e-12, 3)).toBe(false);
    expect(exceedsUsd(3.01, 3)).toBe(true);
    expect(exceedsUsd(2.99, 3)).toBe(false);
  });
});
