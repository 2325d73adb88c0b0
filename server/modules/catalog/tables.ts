// Tables of the catalog module: money and pricing configuration (kurs, per-country
// billing, pricing rules, product types, HS codes, restricted goods) and products
// (the demo marketplace catalog and the cache of scraped products).
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/schema.ts';

/** numeric columns: pg returns text; we write numbers or numeric text. */
export type Numeric = ColumnType<string, string | number, string | number>;
export type NullableNumeric = ColumnType<string | null, string | number | null | undefined, string | number | null>;
/** jsonb columns: always written as JSON text (JSON.stringify), read back parsed. */
export type Json<T> = ColumnType<T, string, string>;

/** Rupiah per one unit of a currency ("kurs"), with its effective date and source (migration 7810). */
export interface KursTable {
  code: string;
  kurs: Numeric;
  updated_at: Timestamp;
  /** The day the rate is effective (a date column: read it as text with dateText() of kurs-store.ts, since
   * the drivers answer a Date at local midnight). */
  rate_date: ColumnType<string | Date, string | undefined, string>;
  /** 'seed', 'console' (a staff change) or the import's name ('frankfurter'). */
  source: Generated<string>;
  updated_by_staff_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Every rate a currency had: the seeded one first, then each change (console or import). */
export interface KursHistoryTable {
  id: Generated<number>;
  code: string;
  kurs: Numeric;
  rate_date: ColumnType<string | Date, string, string>;
  source: string;
  staff_id: number | null;
  note: string | null;
  created_at: Timestamp;
}

/** Billing of one source country (appsInfo billing.countries[slug]). Rates in rupiah. */
export interface CountryBillingTable {
  slug: string;
  name: string;
  name_en: string;
  currency_code: string;
  is_all_in: boolean;
  all_in_rate_per_kg: Numeric;
  air_rate_per_kg: Numeric;
  sea_enabled: boolean;
  sea_rate_per_cbm: Numeric;
  packing_fee: Numeric;
  packing_fee_currency: string;
  shipping_to_warehouse: Numeric;
  shipping_to_warehouse_currency: string;
  sort: number;
}

/** Key/value settings of the catalog module ('pricing_rules', 'wholesale_air_rate_per_kg'). */
export interface CatalogSettingTable {
  key: string;
  value: Json<unknown>;
}

/** A product type (product/category) with its tax and freight rates; percents. */
export interface ProductTypeTable {
  id: Generated<number>;
  slug: string;
  name: string;
  name_en: string;
  percentage_bea_masuk: Numeric;
  percentage_ppn: Numeric;
  percentage_pph: Numeric;
  percentage_pph_non_npwp: Numeric;
  /** Rupiah per charged kg of wholesale (1688) air freight; null = the billing default. */
  freight_air_1688: NullableNumeric;
  /** { china: 5000000, ... } rupiah per m3. */
  sea_rates: Json<Record<string, number>>;
  /** { china: { amount: 1, currency: 'CNY' }, ... } per unit. */
  packing_fees: Json<Record<string, { amount: number; currency: string }>>;
  /** Restricted-goods entry (lartas.id) this type falls under, or null. */
  lartas_id: string | null;
  sort: number;
}

/** An HS code with its rates (percents), BTKI 2022 style 'xxxx.xx.xx'. */
export interface HsCodeTable {
  code: string;
  description: string;
  description_en: string;
  bm: Numeric;
  ppn: Numeric;
  pph: Numeric;
  pph_non_npwp: Numeric;
  lartas_id: string | null;
}

/** Restricted goods (lartas) entries shown at /lartas. */
export interface LartasTable {
  id: string;
  category: string;
  category_en: string;
  authority: string;
  regulation: string;
  description: string;
  description_en: string;
  hs_prefixes: Json<string[]>;
  examples: Json<string[]>;
  sort: number;
}

/** The demo marketplace catalog answered by the embedded product source. */
export interface DemoProductTable {
  marketplace: string;
  product_id: string;
  data: Json<unknown>;
}

/** Every successful scrape, sanitised, keyed by the normalised URL (add-to-cart reads it). */
export interface ScrapedProductTable {
  id: Generated<number>;
  slug: string;
  url_hash: string;
  url: string;
  marketplace: string;
  product_id: string | null;
  data: Json<unknown>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  /** The marketplace provider that answered (null: a store page, or kept before 7800). */
  provider: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the texts and pictures were fetched from the provider. */
  fetched_at: NullableTimestamp;
  /** When prices and stock were last fetched (a refresh updates only these). */
  prices_fetched_at: NullableTimestamp;
}

/** A provider's search answer, kept for MARKETPLACE_SEARCH_TTL_MS (key: provider + query). */
export interface MarketplaceSearchTable {
  key_hash: string;
  provider: string;
  query: Json<unknown>;
  data: Json<unknown>;
  fetched_at: Timestamp;
}

/** A translated text, kept so that each text is sent to the translation service once. */
export interface TranslationTable {
  source_hash: string;
  source_lang: string;
  target_lang: string;
  source: string;
  text: string;
  engine: string;
  created_at: Generated<Timestamp>;
}

declare module '../../db/schema.ts' {
  interface Database {
    kurs: KursTable;
    kurs_history: KursHistoryTable;
    country_billing: CountryBillingTable;
    catalog_settings: CatalogSettingTable;
    product_types: ProductTypeTable;
    hs_codes: HsCodeTable;
    lartas: LartasTable;
    demo_products: DemoProductTable;
    scraped_products: ScrapedProductTable;
    marketplace_searches: MarketplaceSearchTable;
    translations: TranslationTable;
  }
}
