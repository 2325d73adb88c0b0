// Loads the stored money and pricing configuration into the domain's types
// (src/domain/pricing), and maps rows to their wire shapes. Used by catalog and cart.
import type { Db } from '../../db/database.ts';
import { KeptPerDb } from '../../db/kept.ts';
import {
  COUNTRY_CODES, DEFAULT_BILLING, DEFAULT_RULES, WHOLESALE_AIR_RATE_PER_KG,
  type BillingConfig, type CountryBilling, type CountryCode, type ExchangeRates, type HsCodeRates,
  type PricingContext, type PricingRules, type ProductTypeRates,
} from '../../../src/domain/pricing/index.ts';
import type { CountryBillingTable, HsCodeTable, ProductTypeTable } from './tables.ts';
import { sql, type Selectable } from 'kysely';
import './tables.ts';

const num = (v: string | number | null | undefined): number => (v === null || v === undefined ? 0 : Number(v));

/** The effective date ('YYYY-MM-DD') and source of each rate of a loaded ExchangeRates (kurs_used of an order). */
export interface KursMeta { date: string; source: string }
const kursMetas = new WeakMap<ExchangeRates, ReadonlyMap<string, KursMeta>>();

export async function loadExchangeRates(db: Db): Promise<ExchangeRates> {
  const rows = await db.selectFrom('kurs').select(['code', 'kurs', 'source', sql<string>`to_char(rate_date, 'YYYY-MM-DD')`.as('date')]).execute();
  const rates: ExchangeRates = Object.fromEntries(rows.map((r) => [r.code, num(r.kurs)]));
  kursMetas.set(rates, new Map(rows.map((r) => [r.code, { date: r.date, source: r.source }])));
  return rates;
}

/** The date and source of the rates of `rates` as they were read together (undefined for rates built elsewhere). */
export function kursMetaOf(rates: ExchangeRates): ReadonlyMap<string, KursMeta> | undefined {
  return kursMetas.get(rates);
}

export function billingOfRow(row: Selectable<CountryBillingTable>): CountryBilling {
  return {
    isAllIn: row.is_all_in,
    allInRatePerKg: num(row.all_in_rate_per_kg),
    airRatePerKg: num(row.air_rate_per_kg),
    seaEnabled: row.sea_enabled,
    seaRatePerCbm: num(row.sea_rate_per_cbm),
    packingFee: { amount: num(row.packing_fee), currency: row.packing_fee_currency },
    shippingToWarehouse: { amount: num(row.shipping_to_warehouse), currency: row.shipping_to_warehouse_currency },
  };
}

async function setting<T>(db: Db, key: string): Promise<T | undefined> {
  const row = await db.selectFrom('catalog_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value as T | undefined;
}

export async function loadBilling(db: Db): Promise<BillingConfig> {
  const rows = await db.selectFrom('country_billing').selectAll().execute();
  const countries = { ...DEFAULT_BILLING.countries } as Record<CountryCode, CountryBilling>;
  for (const row of rows) {
    if ((COUNTRY_CODES as readonly string[]).includes(row.slug)) countries[row.slug as CountryCode] = billingOfRow(row);
  }
  const wholesale = await setting<number>(db, 'wholesale_air_rate_per_kg');
  return { countries, wholesaleAirRatePerKg: typeof wholesale === 'number' ? wholesale : WHOLESALE_AIR_RATE_PER_KG };
}

export async function loadRules(db: Db): Promise<PricingRules> {
  const stored = await setting<Partial<PricingRules>>(db, 'pricing_rules');
  return { ...DEFAULT_RULES, ...(stored ?? {}) };
}

/** How long a loaded pricing context is reused. Rates, rules and billing change rarely, never per
 * request: a change shows within this many milliseconds (a rate set in the console or imported is
 * forgotten at once in the process that wrote it: forgetPricingContext, kurs-store.ts). */
export const PRICING_CONTEXT_TTL_MS = 5_000;
const contexts = new KeptPerDb(PRICING_CONTEXT_TTL_MS, readPricingContext);

async function readPricingContext(db: Db): Promise<Required<PricingContext>> {
  const [exchangeRates, rules, billing] = await Promise.all([loadExchangeRates(db), loadRules(db), loadBilling(db)]);
  return { exchangeRates, rules, billing };
}

/** The pricing context (exchange rates, rules, billing), cached per database for a few seconds:
 * the cart and tax-calculator price on every request and need not re-read four tables each time. */
export function loadPricingContext(db: Db): Promise<Required<PricingContext>> {
  return contexts.get(db);
}

/** A rate changed in this process (docs/operations-console.md "Exchange rates"): the next pricing reads the tables again. */
export function forgetPricingContext(db: Db): void {
  contexts.forget(db);
}

/** The cached pricing context when it is read and still fresh, without waiting (the hot cart
 * routes' synchronous path); undefined otherwise (then loadPricingContext). */
export function pricingContextNow(db: Db): Required<PricingContext> | undefined {
  return contexts.now(db);
}

export function productTypeRates(row: Selectable<ProductTypeTable>): ProductTypeRates {
  const packing: Record<string, { amount: number; currency: string }> = row.packing_fees ?? {};
  return {
    id: row.id,
    beaMasuk: num(row.percentage_bea_masuk),
    ppn: num(row.percentage_ppn),
    pph: num(row.percentage_pph),
    pphNonNpwp: num(row.percentage_pph_non_npwp),
    freightAir1688: row.freight_air_1688 === null ? null : num(row.freight_air_1688),
    seaRates: row.sea_rates ?? {},
    packingFee: packing,
  };
}

export function hsCodeRates(row: Selectable<HsCodeTable>): HsCodeRates {
  return { code: row.code, beaMasuk: num(row.bm), ppn: num(row.ppn), pph: num(row.pph), pphNonNpwp: num(row.pph_non_npwp) };
}

/** product/category wire shape (spec section 3 product_type). */
export function productTypeWire(row: Selectable<ProductTypeTable>) {
  const packing: Record<string, { amount: number; currency: string }> = row.packing_fees ?? {};
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    name_en: row.name_en,
    percentage_bea_masuk: num(row.percentage_bea_masuk),
    percentage_ppn: num(row.percentage_ppn),
    percentage_pph: num(row.percentage_pph),
    percentage_pph_non_npwp: num(row.percentage_pph_non_npwp),
    sea_rates: Object.entries(row.sea_rates ?? {}).map(([country, rate]) => ({ country, rate_per_cbm: rate })),
    freight_air_1688: row.freight_air_1688 === null ? null : num(row.freight_air_1688),
    additional_info: {
      packing_fee: Object.fromEntries(Object.entries(packing).map(([c, f]) => [c, { packing_fee: f.amount, packing_fee_currency: f.currency }])),
    },
    lartas_id: row.lartas_id,
  };
}

export function hsCodeWire(row: Selectable<HsCodeTable>) {
  return {
    code: row.code,
    description: row.description,
    description_en: row.description_en,
    bm: num(row.bm),
    ppn: num(row.ppn),
    pph: num(row.pph),
    pph_non_npwp: num(row.pph_non_npwp),
    lartas_id: row.lartas_id,
  };
}

/** appsInfo billing.countries[slug] wire shape. */
export function billingWire(row: Selectable<CountryBillingTable>) {
  return {
    slug: row.slug,
    name: row.name,
    name_en: row.name_en,
    currency_code: row.currency_code,
    is_all_in: row.is_all_in,
    all_in_rate_per_kg: num(row.all_in_rate_per_kg),
    air_rate_per_kg: num(row.air_rate_per_kg),
    is_sea: row.sea_enabled,
    sea_rate_per_cbm: num(row.sea_rate_per_cbm),
    packing_fee: num(row.packing_fee),
    packing_fee_currency: row.packing_fee_currency,
    shipping_to_warehouse: { value: num(row.shipping_to_warehouse), currency_code: row.shipping_to_warehouse_currency },
  };
}

/** The rules object in the spec's snake_case (section 3 'Pricing rules object'). */
export function rulesWire(r: PricingRules) {
  return {
    ppn: r.ppn, pph: r.pph, pph_non_npwp: r.pphNonNpwp, bea_masuk: r.beaMasuk, us_tax: r.usTax,
    transaction_freight: r.transactionFreight, transaction_price: r.transactionPrice, transaction_price_premium: r.transactionPricePremium,
    transaction_price_additional: { total: r.transactionPriceAdditional },
    kursDollar: r.kursDollar, insurance: r.insurance, insurance_min: r.insuranceMin,
    tax_requirement: r.taxRequirement, is_all_in: r.isAllIn, is_all_in_price: r.isAllInPrice, ppn_lower_limit: r.ppnLowerLimit,
  };
}
