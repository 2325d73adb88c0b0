/**
 * Public API of the pricing module: the landed cost of a cart line and of a
 * cart group in integer rupiah. See docs/pricing.md for every formula.
 */
export type {
  AllInBasis,
  AmountComponents,
  AppliedTaxRates,
  BillingConfig,
  CountryBilling,
  CountryCode,
  ExchangeRates,
  ForeignAmount,
  GroupBreakdown,
  HsCodeRates,
  LineBreakdown,
  Marketplace,
  PackageTrack,
  PriceGroupOptions,
  PriceLineInput,
  PricingContext,
  PricingRules,
  ProductTypeRates,
} from './types';
export { COUNTRY_CODES, MARKETPLACES } from './types';
export {
  DEFAULT_BILLING,
  DEFAULT_RULES,
  DEFAULT_SEA_RATE_PER_CBM,
  MIN_CHARGED_GRAMS,
  TRANSACTION_FEE_MINIMUM,
  VAT_FALLBACK_PERCENT,
  VOLUMETRIC_DIVISOR,
  WHOLESALE_AIR_RATE_PER_KG,
  withRules,
} from './defaults';
export { PricingError } from './errors';
export type { PricingErrorCode } from './errors';
export { chargedGrams, isSeaAvailable, lineGrams, lineVolumeCbm, volumetricGrams } from './freight';
export { computeImportTaxes, resolveTaxRates } from './taxes';
export type { ImportTaxes } from './taxes';
export { priceGroup, priceLine } from './group';
export { transactionPricePercent } from './fees';
export { ceilRupiah, floorRupiah, roundRupiah, roundUpTo1000 } from './money';
export { unitPriceForQuantity } from './unit-price';
export type { PriceTier } from './unit-price';
export {
  allInPriceFromBilling,
  asCountryCode,
  asMarketplace,
  buildPriceLineInput,
  checkTrack,
  GUEST_FACTS,
  isCountryCode,
  SEA_NOT_AVAILABLE,
} from './line-input';
export type { LineChoices, LineDescription, PricingFacts, TrackProblem } from './line-input';
