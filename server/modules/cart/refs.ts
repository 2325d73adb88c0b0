// Validation of what a cart line refers to: product type, HS code, country, currency,
// quantity (domain maxQuantityFor), weight and dimensions (domain units).
import type { Db } from '../../db/database.ts';
import type { Lang } from '../../http/errors.ts';
import { DEFAULT_WEIGHT_GRAMS } from '../../../src/domain/cart/index.ts';
import { toCentimetres, toGrams } from '../../../src/domain/units/index.ts';
import type { CountryCode } from '../../../src/domain/pricing/index.ts';
import { isCountry } from './pricing.ts';
import { invalid } from './texts.ts';

export type HsCodeInput = string | { code?: string } | null | undefined;

export async function checkProductType(db: Db, lang: Lang, id: number | null | undefined): Promise<number | null> {
  if (id === null || id === undefined) return null;
  const row = await db.selectFrom('product_types').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw invalid(lang, 'productType', 'product_type_id', 'UNKNOWN_PRODUCT_TYPE');
  return row.id;
}

export async function checkHsCode(db: Db, lang: Lang, input: HsCodeInput): Promise<string | null> {
  const code = typeof input === 'string' ? input : input?.code;
  if (code === undefined || code === null || code === '') return null;
  const row = await db.selectFrom('hs_codes').select('code').where('code', '=', code.trim()).executeTakeFirst();
  if (!row) throw invalid(lang, 'hscode', 'hscode', 'UNKNOWN_HSCODE');
  return row.code;
}

export function checkCountry(lang: Lang, ...candidates: unknown[]): CountryCode {
  for (const c of candidates) {
    if (c === undefined || c === null || c === '') continue;
    const value = typeof c === 'object' ? (c as { country?: unknown }).country : c;
    if (isCountry(value)) return value;
    throw invalid(lang, 'country', 'country', 'UNSUPPORTED_COUNTRY');
  }
  throw invalid(lang, 'country', 'country', 'UNSUPPORTED_COUNTRY');
}

export async function checkCurrency(db: Db, lang: Lang, currency: string): Promise<string> {
  const code = currency.trim().toUpperCase();
  const row = await db.selectFrom('kurs').select('code').where('code', '=', code).executeTakeFirst();
  if (!row) throw invalid(lang, 'currency', 'currency', 'UNKNOWN_CURRENCY');
  return row.code;
}

/** 1 <= quantity <= max (the max comes from the domain's maxQuantityFor). */
export function checkQuantity(lang: Lang, quantity: number, max: number): number {
  if (quantity > max) throw invalid(lang, 'aboveMax', 'quantity', 'QUANTITY_ABOVE_MAX', max);
  if (quantity < 1) throw invalid(lang, 'belowMin', 'quantity', 'QUANTITY_BELOW_MINIMUM', 1);
  return quantity;
}

/** A price as numeric text with at most 4 decimals, or a 422. */
export function checkPrice(lang: Lang, value: unknown): string {
  const n = typeof value === 'string' ? Number(value.trim()) : typeof value === 'number' ? value : NaN;
  if (!Number.isFinite(n) || n < 0 || n > 1e12) throw invalid(lang, 'price', 'price_original', 'INVALID_PRICE');
  return (Math.round(n * 10_000) / 10_000).toString();
}

const two = (n: number) => Math.round(n * 100) / 100;

export interface SizeInput {
  weight?: number;
  weight_unit?: string;
  dimension_length?: number;
  dimension_width?: number;
  dimension_height?: number;
  dimension_unit?: string;
}

/** Weight in grams and dimensions in cm; given values win, then the fallback, then defaults. */
export function measures(input: SizeInput, fallback: { weight?: number; length?: number; width?: number; height?: number } = {}) {
  const unit = input.dimension_unit || 'cm';
  const dim = (given: number | undefined, dflt: number | undefined) => two(given !== undefined ? toCentimetres(given, unit) : dflt ?? 0);
  const grams = input.weight !== undefined && input.weight > 0 ? toGrams(input.weight, input.weight_unit || 'gram') : 0;
  return {
    weight: two(grams > 0 ? grams : fallback.weight && fallback.weight > 0 ? fallback.weight : DEFAULT_WEIGHT_GRAMS),
    dimension_length: dim(input.dimension_length, fallback.length),
    dimension_width: dim(input.dimension_width, fallback.width),
    dimension_height: dim(input.dimension_height, fallback.height),
  };
}
