/**
 * Freight: charged weight by air (and all-in air), charged volume by sea,
 * and whether sea is offered for a line.
 */
import { MIN_SEA_VOLUME_CBM, volumeCbm } from '../units';
import { DEFAULT_BILLING, MIN_CHARGED_GRAMS, VOLUMETRIC_DIVISOR } from './defaults';
import { roundRupiah } from './money';
import type { BillingConfig, CountryBilling, PriceLineInput, ProductTypeRates } from './types';
import { PricingError } from './errors';

const GRAMS_PER_KG = 1000;
/** Grams within this of a boundary count as on it (absorbs unit-conversion noise). */
const GRAM_TOLERANCE = 1e-6;

/** Volumetric weight in grams of one box: L x W x H (cm) / 5. */
export function volumetricGrams(lengthCm: number, widthCm: number, heightCm: number): number {
  return (lengthCm * widthCm * heightCm) / VOLUMETRIC_DIVISOR;
}

/**
 * Gross grams of a line: the heavier of actual weight and volumetric weight,
 * both per unit x quantity (every unit is its own box).
 */
export function lineGrams(
  line: Pick<PriceLineInput, 'weightGrams' | 'quantity' | 'lengthCm' | 'widthCm' | 'heightCm'>,
): number {
  const actual = line.weightGrams * line.quantity;
  const volumetric = volumetricGrams(line.lengthCm ?? 0, line.widthCm ?? 0, line.heightCm ?? 0) * line.quantity;
  return Math.max(actual, volumetric);
}

/**
 * Charged grams: at most 500 g is charged as 500 g; above that, whole
 * kilograms rounded up (501 g -> 1,000 g; 1,001 g -> 2,000 g).
 */
export function chargedGrams(grams: number): number {
  if (grams <= MIN_CHARGED_GRAMS + GRAM_TOLERANCE) return MIN_CHARGED_GRAMS;
  return Math.ceil((grams - GRAM_TOLERANCE) / GRAMS_PER_KG) * GRAMS_PER_KG;
}

/** Rate per kg x charged kg, integer rupiah (half up). */
export function freightByWeight(ratePerKg: number, charged: number): number {
  return roundRupiah((ratePerKg * charged) / GRAMS_PER_KG);
}

/** Charged sea volume of a line: L x W x H x quantity / 1,000,000, minimum 0.1 m3. */
export function lineVolumeCbm(
  line: Pick<PriceLineInput, 'quantity' | 'lengthCm' | 'widthCm' | 'heightCm'>,
): number {
  const raw = volumeCbm(line.lengthCm ?? 0, line.widthCm ?? 0, line.heightCm ?? 0) * line.quantity;
  return raw > MIN_SEA_VOLUME_CBM ? raw : MIN_SEA_VOLUME_CBM;
}

/** Rate per m3 x volume, integer rupiah (half up). */
export function freightByVolume(ratePerCbm: number, cbm: number): number {
  return roundRupiah(ratePerCbm * cbm);
}

/** The billing of a country, or pricing.unknown_country. */
export function countryBilling(billing: BillingConfig, country: string): CountryBilling {
  const found = Object.hasOwn(billing.countries, country)
    ? billing.countries[country as keyof BillingConfig['countries']]
    : undefined;
  if (!found) throw new PricingError('pricing.unknown_country', `no billing for country '${country}'`);
  return found;
}

/**
 * Sea is offered when the country is sea-enabled and the item is not from
 * 1688. Importers (who use 1688 rules) may still ship by sea from a
 * sea-enabled country; their sea freight is zero.
 */
export function isSeaAvailable(
  line: Pick<PriceLineInput, 'country' | 'marketplace' | 'importerMode'>,
  billing: BillingConfig = DEFAULT_BILLING,
): boolean {
  if (!countryBilling(billing, line.country).seaEnabled) return false;
  return line.importerMode === true || line.marketplace !== '1688';
}

/** Sea rate: the product type's rate for the country, else the country's. */
export function seaRatePerCbm(
  country: PriceLineInput['country'],
  billing: CountryBilling,
  productType: ProductTypeRates | null | undefined,
): number {
  const own = productType?.seaRates?.[country];
  return typeof own === 'number' && Number.isFinite(own) ? own : billing.seaRatePerCbm;
}

/** Wholesale all-in air rate: the product type's freight_air_1688, else the config's 185,000. */
export function wholesaleAirRate(billing: BillingConfig, productType: ProductTypeRates | null | undefined): number {
  const own = productType?.freightAir1688;
  return typeof own === 'number' && Number.isFinite(own) ? own : billing.wholesaleAirRatePerKg;
}
