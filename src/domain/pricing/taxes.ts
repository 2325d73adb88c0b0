/**
 * Import taxes of a line shipped by air (PMK 190/2022 rounding):
 * import duty = customs value x bea masuk, rounded UP to the next Rp 1,000;
 * VAT = (customs value + duty) x ppn, rounded DOWN to the rupiah;
 * income tax = (customs value + duty) x pph (or pph_non_npwp), rounded DOWN.
 */
import { VAT_FALLBACK_PERCENT } from './defaults';
import { percentOf, roundUpTo1000 } from './money';
import type { AppliedTaxRates, HsCodeRates, PricingRules, ProductTypeRates } from './types';

interface RateSource {
  readonly beaMasuk?: number | null;
  readonly ppn?: number | null;
  readonly pph?: number | null;
  readonly pphNonNpwp?: number | null;
}

function known(rate: number | null | undefined): rate is number {
  return typeof rate === 'number' && Number.isFinite(rate) && rate >= 0;
}

/** The first known rate of the sources, in order; undefined when none knows it. */
function firstKnown(
  sources: readonly (RateSource | null | undefined)[],
  pick: (source: RateSource) => number | null | undefined,
): number | undefined {
  for (const source of sources) {
    if (!source) continue;
    const rate = pick(source);
    if (known(rate)) return rate;
  }
  return undefined;
}

/** Income tax percent of one source: pph with an NPWP; without, pph_non_npwp or else 2 x pph (PMK 34/2017). */
function incomeTaxOf(source: RateSource, usingNpwp: boolean): number | undefined {
  if (usingNpwp) return known(source.pph) ? source.pph : undefined;
  if (known(source.pphNonNpwp)) return source.pphNonNpwp;
  return known(source.pph) ? source.pph * 2 : undefined;
}

/**
 * Rates applied to a line: each rate is taken from the HS code, else the
 * product type, else the rules object. VAT falls back to 10 %; duty and
 * income tax fall back to 0.
 */
export function resolveTaxRates(
  hsCode: HsCodeRates | null | undefined,
  productType: ProductTypeRates | null | undefined,
  rules: PricingRules,
  usingNpwp: boolean,
): AppliedTaxRates {
  const sources = [hsCode, productType, rules] as const;
  return {
    beaMasuk: firstKnown(sources, (s) => s.beaMasuk) ?? 0,
    ppn: firstKnown(sources, (s) => s.ppn) ?? VAT_FALLBACK_PERCENT,
    incomeTax: firstKnown(sources, (s) => incomeTaxOf(s, usingNpwp)) ?? 0,
  };
}

export interface ImportTaxes {
  readonly importDuty: number;
  readonly vat: number;
  readonly incomeTax: number;
}

/**
 * Taxes on an integer customs value (CIF in rupiah). chargeVat = false
 * leaves VAT at 0 (the rules' ppn_lower_limit).
 */
export function computeImportTaxes(customsValue: number, rates: AppliedTaxRates, chargeVat = true): ImportTaxes {
  const importDuty = roundUpTo1000(percentOf(customsValue, rates.beaMasuk, 'ceil'));
  const importValue = customsValue + importDuty;
  return {
    importDuty,
    vat: chargeVat ? percentOf(importValue, rates.ppn, 'floor') : 0,
    incomeTax: percentOf(importValue, rates.incomeTax, 'floor'),
  };
}

/** Strictly greater than, ignoring floating-point noise (USD 3.0000000000001 is USD 3). */
export function exceedsUsd(valueUsd: number, thresholdUsd: number): boolean {
  return valueUsd - thresholdUsd > 1e-9 * Math.max(1, Math.abs(thresholdUsd));
}
