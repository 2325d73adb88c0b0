// Money and customs configuration: exchange rates, per-country billing, product types,
// HS codes and the lartas (restricted goods) list.
import type { BillingConfig, ExchangeRates, HsCodeRates, PricingRules, ProductTypeRates } from '../../domain/pricing/types';

export interface ProductType extends ProductTypeRates {
  id: string;
  name: string;
  /** The restricted-goods entry (LartasEntry.id) the type falls under (src/domain/lartas), or null. */
  lartasId?: string | null;
}

export interface HsCode extends HsCodeRates {
  code: string;
  description: string;
  /** The restricted-goods entry the code falls under; it decides before the product type's. */
  lartasId?: string | null;
}

/** A restricted-goods (lartas) entry of GET lartas (docs/api/catalog.md). */
export interface LartasEntry {
  id: string;
  /** The category (Indonesian). */
  name: string;
  /** What the permit or limit is (Indonesian). */
  description: string;
  /** The category and description in English, when the server gives them. */
  nameEn?: string;
  descriptionEn?: string;
  /** Who issues the permit or sets the limit ('BPOM', 'Kementerian Perindustrian'). */
  authority?: string;
  /** The regulation ('Permendag 36/2023 jo. 8/2024; ...'). */
  regulation?: string;
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
