/**
 * Default rules and billing so that a server or the /kalkulator screen can
 * price with no configuration. Every value is configurable (rules object,
 * billing config, product type, HS code). Sources are in docs/pricing.md.
 */
import type { BillingConfig, CountryBilling, PricingRules } from './types';

/** Spec section 9: minimum transaction fee (applied when the fee is above 0 and below it). */
export const TRANSACTION_FEE_MINIMUM = 25_000;
/** Spec section 9: at most this many grams is charged as this many grams. */
export const MIN_CHARGED_GRAMS = 500;
/** Spec section 9: volumetric grams = L x W x H (cm) / 5, i.e. the usual / 5000 in kg. */
export const VOLUMETRIC_DIVISOR = 5;
/** Spec section 9: the VAT percent when no source knows one. */
export const VAT_FALLBACK_PERCENT = 10;
/** Spec section 9: wholesale (1688) all-in air freight per kg. */
export const WHOLESALE_AIR_RATE_PER_KG = 185_000;
/** Spec section 9: reference sea rate per m3. */
export const DEFAULT_SEA_RATE_PER_CBM = 5_000_000;

export const DEFAULT_RULES: PricingRules = Object.freeze({
  // PMK 199/PMK.010/2019 (kept by PMK 96/2023 and PMK 4/2025): 7.5 % on parcels above USD 3.
  beaMasuk: 7.5,
  // PMK 131/2024: 12 % nominal on 11/12 of the base = 11 % effective.
  ppn: 11,
  // Ordinary parcels: PPh not collected (PMK 96/2023 as amended by PMK 4/2025).
  pph: 0,
  // PMK 34/2017: without NPWP 100 % higher, 2 x 0 = 0.
  pphNonNpwp: 0,
  // Choice: no US sales tax by default (forwarder warehouses in sales-tax-free states).
  usTax: 0,
  // Choice: no fee on freight by default.
  transactionFreight: 0,
  // Choice: 3 % service fee on the subtotal.
  transactionPrice: 3,
  // Choice (docs/membership.md): premium accounts pay 1.5 % instead of 3 % on the subtotal.
  transactionPricePremium: 1.5,
  // Choice: USD 0.50 per China or US line.
  transactionPriceAdditional: 0.5,
  // customs.md worked example rate; used only when the exchange rates carry no USD.
  kursDollar: 16_000,
  // Choice: 1 % of the goods value (customs.md example: USD 0.40 on USD 40), minimum Rp 5,000.
  insurance: 1,
  insuranceMin: 5_000,
  // PMK 199/PMK.010/2019 de minimis: USD 3.
  taxRequirement: 3,
  isAllIn: false,
  isAllInPrice: false,
  // Choice: no VAT limit beyond the tax requirement.
  ppnLowerLimit: 0,
});

function country(
  airRatePerKg: number,
  allInRatePerKg: number,
  currency: string,
  packingFee: number,
  shippingToWarehouse: number,
  seaRatePerCbm = 0,
): CountryBilling {
  return Object.freeze({
    isAllIn: false,
    allInRatePerKg,
    airRatePerKg,
    seaEnabled: seaRatePerCbm > 0,
    seaRatePerCbm,
    packingFee: Object.freeze({ amount: packingFee, currency }),
    shippingToWarehouse: Object.freeze({ amount: shippingToWarehouse, currency }),
  });
}

/**
 * Default per-country billing. Sea (China only, spec section 3 is_{product}_sea)
 * and the 185,000 wholesale rate come from the spec; the per-kg air and all-in
 * rates, packing fees and warehouse shipping are business placeholders
 * (docs/pricing.md) to be replaced by appsInfo billing.countries.
 */
export const DEFAULT_BILLING: BillingConfig = Object.freeze({
  wholesaleAirRatePerKg: WHOLESALE_AIR_RATE_PER_KG,
  countries: Object.freeze({
    //                 air/kg   all-in/kg  cur    packing  to-warehouse  sea/m3
    china: country(128_000, 185_000, 'CNY', 1, 8, DEFAULT_SEA_RATE_PER_CBM),
    us: country(250_000, 350_000, 'USD', 0.5, 0),
    uk: country(280_000, 380_000, 'GBP', 0.5, 0),
    hongkong: country(140_000, 200_000, 'HKD', 3, 0),
    singapore: country(140_000, 200_000, 'SGD', 0.5, 0),
  }),
});

/** DEFAULT_RULES with the given fields replaced (undefined fields and unknown keys are ignored). */
export function withRules(overrides: Partial<PricingRules> | undefined): PricingRules {
  if (!overrides) return DEFAULT_RULES;
  const merged: Record<string, unknown> = { ...DEFAULT_RULES };
  for (const [key, value] of Object.entries(overrides)) {
    if (value !== undefined && Object.hasOwn(DEFAULT_RULES, key)) merged[key] = value;
  }
  return merged as unknown as PricingRules;
}
