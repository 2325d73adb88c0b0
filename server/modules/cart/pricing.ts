// Pricing of cart lines: every amount comes from src/domain/pricing (priceLine,
// priceGroup); this file only gathers the inputs (stored rates, product types, HS codes,
// the account's facts) and maps the domain's breakdown to the wire (snake_case, integer rupiah).
// A line becomes a pricing input only through the domain's buildPriceLineInput: the client's
// choices (insurance, NPWP) as stored on the line, the server's facts (the line's
// is_all_in_price, the account's importer status and NPWP on file) from the database.
//
// To price rows elsewhere (checkout):
//   const book = await rateBookFor(db, rows);
//   const account = await loadPricingAccount(db, customerId);
//   priced(() => priceGroup(rows.map((r) => lineInputOf(r, book, account)), book.context, { isAllInPrice }));
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError, type Lang } from '../../http/errors.ts';
import {
  asMarketplace, buildPriceLineInput, checkTrack, isCountryCode, PricingError,
  type BillingConfig, type CountryCode, type GroupBreakdown, type HsCodeRates, type LineBreakdown, type LineDescription, type Marketplace,
  type PriceLineInput, type PricingContext, type PricingFacts, type ProductTypeRates,
} from '../../../src/domain/pricing/index.ts';
import { hsCodeRates, loadPricingContext, PRICING_CONTEXT_TTL_MS, pricingContextNow, productTypeRates } from '../catalog/rates.ts';
import type { CartRow } from './store.ts';
import type { Selectable } from 'kysely';
import type { ProductTypeTable } from '../catalog/tables.ts';
import { invalid } from './texts.ts';
import '../auth/tables.ts';
import '../regions/tables.ts';

export interface RateBook {
  context: Required<PricingContext>;
  productTypes: Map<number, { rates: ProductTypeRates; row: Selectable<ProductTypeTable> }>;
  hsCodes: Map<string, { rates: HsCodeRates; lartas_id: string | null }>;
}

type TypeEntry = RateBook['productTypes'] extends Map<number, infer V> ? V : never;
type HsEntry = RateBook['hsCodes'] extends Map<string, infer V> ? V : never;

/** Product types and HS codes already read, per database: like the pricing context they change
 * by hand (ops editing the tables), never per request, so an entry is reused for
 * PRICING_CONTEXT_TTL_MS and a change shows within that time. Bounded by the tables' size
 * (and HS_CACHE_MAX entries at most). */
interface RefCache {
  types: Map<number, { at: number; entry: TypeEntry }>;
  hs: Map<string, { at: number; entry: HsEntry }>;
}
const HS_CACHE_MAX = 20_000;
const refCaches = new WeakMap<Db, RefCache>();

function refCacheOf(db: Db): RefCache {
  let cache = refCaches.get(db);
  if (!cache) {
    cache = { types: new Map(), hs: new Map() };
    refCaches.set(db, cache);
  }
  return cache;
}

function fresh<K, V>(map: Map<K, { at: number; entry: V }>, keys: readonly K[], now: number, found: Map<K, V>): K[] {
  const missing: K[] = [];
  for (const key of new Set(keys)) {
    const hit = map.get(key);
    if (hit && now - hit.at < PRICING_CONTEXT_TTL_MS) found.set(key, hit.entry);
    else missing.push(key);
  }
  return missing;
}

/** The rate book from the caches alone, when the context and every entry asked for are there and
 * fresh; undefined otherwise (then loadRateBook). Same entries as loadRateBook would give. */
export function rateBookNow(db: Db, typeIds: readonly number[], hsCodes: readonly string[]): RateBook | undefined {
  const context = pricingContextNow(db);
  if (!context) return undefined;
  const cache = refCacheOf(db);
  const now = performance.now();
  const productTypes: RateBook['productTypes'] = new Map();
  const codes: RateBook['hsCodes'] = new Map();
  if (fresh(cache.types, typeIds, now, productTypes).length > 0 || fresh(cache.hs, hsCodes, now, codes).length > 0) return undefined;
  return { context, productTypes, hsCodes: codes };
}

/**
 * The pricing context plus the product types and HS codes the lines refer to. Everything comes
 * from short in-process caches (PRICING_CONTEXT_TTL_MS); only the entries missing or too old are
 * read, in one query per table.
 */
export async function loadRateBook(db: Db, typeIds: readonly number[], hsCodes: readonly string[]): Promise<RateBook> {
  const contextPromise = loadPricingContext(db);
  const cache = refCacheOf(db);
  const now = performance.now();
  const productTypes: RateBook['productTypes'] = new Map();
  const codes: RateBook['hsCodes'] = new Map();
  const missingTypes = fresh(cache.types, typeIds, now, productTypes);
  const missingCodes = fresh(cache.hs, hsCodes, now, codes);
  if (missingTypes.length > 0 || missingCodes.length > 0) {
    const [types, hs] = await Promise.all([
      missingTypes.length ? db.selectFrom('product_types').selectAll().where('id', 'in', missingTypes).execute() : [],
      missingCodes.length ? db.selectFrom('hs_codes').selectAll().where('code', 'in', missingCodes).execute() : [],
    ]);
    for (const t of types) {
      const entry = { rates: productTypeRates(t), row: t };
      productTypes.set(t.id, entry);
      cache.types.set(t.id, { at: now, entry });
    }
    if (cache.hs.size + hs.length > HS_CACHE_MAX) cache.hs.clear();
    for (const h of hs) {
      const entry = { rates: hsCodeRates(h), lartas_id: h.lartas_id };
      codes.set(h.code, entry);
      cache.hs.set(h.code, { at: now, entry });
    }
  }
  return { context: await contextPromise, productTypes, hsCodes: codes };
}

export function rateBookFor(db: Db, rows: readonly Pick<CartRow, 'product_type_id' | 'hscode'>[]): Promise<RateBook> {
  return loadRateBook(
    db,
    rows.map((r) => r.product_type_id).filter((x): x is number => x !== null),
    rows.map((r) => r.hscode).filter((x): x is string => x !== null),
  );
}

export function isCountry(value: unknown): value is CountryCode {
  return isCountryCode(value);
}

export function domainMarketplace(value: string): Marketplace {
  return asMarketplace(value);
}

/** What the server knows about the account a line is priced for (never what the client says). */
export interface PricingAccount {
  /** customers.is_importer: importer pricing (1688 rules, zero sea freight). */
  importerMode: boolean;
  /** An address of the customer carries a non-empty NPWP. */
  hasNpwp: boolean;
  /** customers.premium_until is in the future (membership module): the premium transaction fee. */
  premium: boolean;
}

export const GUEST_ACCOUNT: PricingAccount = Object.freeze({ importerMode: false, hasNpwp: false, premium: false });

/** The pricing facts of a customer (guests, null: none). */
export async function loadPricingAccount(db: Db, customerId: number | null): Promise<PricingAccount> {
  if (customerId === null) return { ...GUEST_ACCOUNT };
  const [customer, npwp] = await Promise.all([
    db.selectFrom('customers').select(['is_importer', sql<boolean | null>`premium_until > now()`.as('premium')]).where('id', '=', customerId).executeTakeFirst(),
    db.selectFrom('addresses').select('id').where('customer_id', '=', customerId)
      .where('npwp', 'is not', null).where(sql<string>`btrim(npwp)`, '<>', '').limit(1).executeTakeFirst(),
  ]);
  return { importerMode: customer?.is_importer === true, hasNpwp: npwp !== undefined, premium: customer?.premium === true };
}

/** The server's facts of a stored line for this account. */
export function factsOf(row: Pick<CartRow, 'is_all_in_price'>, account: PricingAccount): PricingFacts {
  return { isAllInPrice: row.is_all_in_price, importerMode: account.importerMode, hasNpwp: account.hasNpwp, premium: account.premium };
}

/** The columns of a stored line that pricing reads. */
export const PRICING_COLUMNS = [
  'id', 'code', 'price_original', 'currency', 'quantity', 'weight', 'dimension_length', 'dimension_width', 'dimension_height',
  'country', 'marketplace', 'package_track', 'product_type_id', 'hscode', 'use_insurance', 'using_npwp', 'is_all_in_price',
] as const satisfies readonly (keyof CartRow)[];
export type PricingRow = Pick<CartRow, (typeof PRICING_COLUMNS)[number]>;

/** A stored line as the domain's plain line description, with the customer's stored choices. */
export function describeRow(row: PricingRow, book: RateBook): LineDescription {
  return {
    id: row.code,
    price: Number(row.price_original),
    currency: row.currency,
    quantity: row.quantity,
    weightGrams: Number(row.weight),
    lengthCm: Number(row.dimension_length),
    widthCm: Number(row.dimension_width),
    heightCm: Number(row.dimension_height),
    country: row.country,
    marketplace: row.marketplace,
    track: row.package_track === 'laut' ? 'laut' : 'udara',
    productType: row.product_type_id !== null ? book.productTypes.get(row.product_type_id)?.rates ?? null : null,
    hsCode: row.hscode !== null ? book.hsCodes.get(row.hscode)?.rates ?? null : null,
    choices: { useInsurance: row.use_insurance, usingNpwp: row.using_npwp },
  };
}

/**
 * The pricing input of a stored line: the domain's buildPriceLineInput over the row (its stored
 * insurance and NPWP choices) and the account's facts (loadPricingAccount).
 */
export function lineInputOf(row: PricingRow, book: RateBook, account: PricingAccount): PriceLineInput {
  return buildPriceLineInput(describeRow(row, book), factsOf(row, account));
}

/** 422 SEA_NOT_AVAILABLE (field package_track) when the line asks for sea where it is not offered. */
export function assertTrack(lang: Lang, line: Pick<LineDescription, 'country' | 'marketplace' | 'track'>, account: Pick<PricingAccount, 'importerMode'>, billing: BillingConfig): void {
  const problem = checkTrack(line, account, billing);
  if (problem) throw invalid(lang, 'seaNotAvailable', 'package_track', problem);
}

/** Runs a domain pricing call, turning its input errors into 422. */
export function priced<T>(run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (err instanceof PricingError) {
      throw new AppError('UNPROCESSABLE', { reason: err.code, message: err.detail });
    }
    throw err;
  }
}

/** The amount fields of a line's and a group's breakdown: [wire name, domain name]. */
export const COMPONENTS = [
  ['goods_value', 'goodsValue'], ['us_tax', 'usTax'], ['shipping_to_warehouse', 'shippingToWarehouse'],
  ['packing_fee', 'packingFee'], ['additional_transaction', 'additionalTransaction'], ['insurance', 'insurance'],
  ['freight', 'freight'], ['all_in', 'allIn'], ['import_duty', 'importDuty'], ['vat', 'vat'], ['income_tax', 'incomeTax'],
  ['transaction_fee', 'transactionFee'], ['customs_value', 'customsValue'], ['subtotal', 'subtotal'],
  ['total_tax', 'totalTax'], ['total', 'total'],
] as const;

function amounts(b: GroupBreakdown | LineBreakdown): Record<string, number> {
  return Object.fromEntries(COMPONENTS.map(([wire, key]) => [wire, b[key]]));
}

export function lineWire(b: LineBreakdown) {
  return {
    id: b.id ?? null,
    track: b.track,
    sea_available: b.seaAvailable,
    all_in_basis: b.allInBasis,
    taxes_applied: b.taxesApplied,
    ...amounts(b),
    charged_weight: b.chargedGrams,
    volume: b.volumeCbm,
    value_usd: b.valueUsd,
    tax_rates: b.taxRates ? { bea_masuk: b.taxRates.beaMasuk, ppn: b.taxRates.ppn, income_tax: b.taxRates.incomeTax } : null,
  };
}

export function groupWire(g: GroupBreakdown) {
  return {
    ...amounts(g),
    charged_weight: g.chargedGrams,
    volume: g.volumeCbm,
    taxes_applied: g.taxesApplied,
    taxable_value_usd: g.taxableValueUsd,
    transaction_fee_minimum_applied: g.transactionFeeMinimumApplied,
  };
}
