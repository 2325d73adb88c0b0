// Money and customs configuration: exchange rates, per-country billing, product types,
// HS codes and the lartas (restricted goods) list.
import type { BillingConfig, ExchangeRates, HsCodeRates, PricingRules, ProductTypeRates } from '../../domain/pricing/types';

export interface ProductType extends ProductTypeRates {
  id: string;
  name: string;
}

export interface HsCode extends HsCodeRates {
  code: string;
  description: string;
}

export interface LartasEntry {
  id: string;
  name: string;
  description: string;
}

export interface BillingSettings {
  billing: BillingConfig;
  /** Overrides of the default pricing rules. */
  rules: Partial<PricingRules>;
}

export interface RatesApi {
  /** Rupiah per unit of each currency, keyed by ISO code (upper case). */
  kurs(): Promise<ExchangeRates>;
  billing(): Promise<BillingSettings>;
  productTypes(): Promise<ProductType[]>;
  hsCodes(query?: string): Promise<HsCode[]>;
  lartas(): Promise<LartasEntry[]>;
}

export const RATES_API = Symbol.for('rates.RatesApi');
