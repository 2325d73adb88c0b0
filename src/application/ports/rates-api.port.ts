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

/** A rate as GET kurs answers it: rupiah per unit, the day it is effective from and its source. */
export interface KursEntry {
  code: string;
  kurs: number;
  /** 'YYYY-MM-DD'; null when the server does not say. */
  date: string | null;
  /** 'seed', 'console' (set by an operator), 'frankfurter' (imported) ...; null when the server does not say. */
  source: string | null;
}

export interface RatesApi {
  /** Rupiah per unit of each currency, keyed by ISO code (upper case). */
  kurs(): Promise<ExchangeRates>;
  /** The same rates with their date and source (GET kurs: calls made together share one request). */
  kursEntries(): Promise<KursEntry[]>;
  billing(): Promise<BillingSettings>;
  productTypes(): Promise<ProductType[]>;
  hsCodes(query?: string): Promise<HsCode[]>;
  lartas(): Promise<LartasEntry[]>;
}

export const RATES_API = Symbol.for('rates.RatesApi');
