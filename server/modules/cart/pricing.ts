// Pricing of cart lines: every amount comes from src/domain/pricing (priceLine,
// priceGroup); this file only gathers the inputs (stored rates, product types, HS codes)
// and maps the domain's breakdown to the wire (snake_case, integer rupiah).
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import {
  COUNTRY_CODES, PricingError,
  type CountryCode, type GroupBreakdown, type HsCodeRates, type LineBreakdown, type Marketplace,
  type PriceLineInput, type PricingContext, type ProductTypeRates,
} from '../../../src/domain/pricing/index.ts';
import { hsCodeRates, loadPricingContext, productTypeRates } from '../catalog/rates.ts';
import type { CartRow } from './store.ts';
import type { Selectable } from 'kysely';
import type { ProductTypeTable } from '../catalog/tables.ts';

export interface RateBook {
  context: Required<PricingContext>;
  productTypes: Map<number, { rates: ProductTypeRates; row: Selectable<ProductTypeTable> }>;
  hsCodes: Map<string, { rates: HsCodeRates; lartas_id: string | null }>;
}

/** Loads the pricing context plus the product types and HS codes the lines refer to. */
export async function loadRateBook(db: Db, typeIds: readonly number[], hsCodes: readonly string[]): Promise<RateBook> {
  const context = await loadPricingContext(db);
  const types = typeIds.length ? await db.selectFrom('product_types').selectAll().where('id', 'in', [...new Set(typeIds)]).execute() : [];
  const codes = hsCodes.length ? await db.selectFrom('hs_codes').selectAll().where('code', 'in', [...new Set(hsCodes)]).execute() : [];
  return {
    context,
    productTypes: new Map(types.map((t) => [t.id, { rates: productTypeRates(t), row: t }])),
    hsCodes: new Map(codes.map((h) => [h.code, { rates: hsCodeRates(h), lartas_id: h.lartas_id }])),
  };
}

export function rateBookFor(db: Db, rows: readonly CartRow[]): Promise<RateBook> {
  return loadRateBook(
    db,
    rows.map((r) => r.product_type_id).filter((x): x is number => x !== null),
    rows.map((r) => r.hscode).filter((x): x is string => x !== null),
  );
}

export function isCountry(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

export function domainMarketplace(value: string): Marketplace {
  return value === '1688' || value === 'taobao' || value === 'tmall' ? value : 'other';
}

export interface LineOptions {
  useInsurance?: boolean;
  importerMode?: boolean;
  /** Overrides the line's using_npwp when given. */
  usingNpwp?: boolean;
}

export function lineInputOf(row: CartRow, book: RateBook, opts: LineOptions = {}): PriceLineInput {
  return {
    id: row.code,
    price: Number(row.price_original),
    currency: row.currency,
    quantity: row.quantity,
    weightGrams: Number(row.weight),
    lengthCm: Number(row.dimension_length),
    widthCm: Number(row.dimension_width),
    heightCm: Number(row.dimension_height),
    country: isCountry(row.country) ? row.country : 'china',
    marketplace: domainMarketplace(row.marketplace),
    track: row.package_track === 'laut' ? 'laut' : 'udara',
    productType: row.product_type_id !== null ? book.productTypes.get(row.product_type_id)?.rates ?? null : null,
    hsCode: row.hscode !== null ? book.hsCodes.get(row.hscode)?.rates ?? null : null,
    usingNpwp: opts.usingNpwp ?? row.using_npwp,
    importerMode: opts.importerMode ?? false,
    isAllInPrice: row.is_all_in_price,
    useInsurance: opts.useInsurance ?? false,
  };
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

const COMPONENTS = [
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
