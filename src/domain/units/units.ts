/**
 * Unit conversions of the spec, section 5 ("Before adding to cart, dimensions
 * convert to cm and weight to grams"). Pure functions, no rounding: callers
 * that need integers (pricing) round once at their own boundary.
 */

/** Canonical weight units, in the order a dropdown shows them (default first). */
export const WEIGHT_UNITS = ['gram', 'kg', 'pound', 'ons'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** Canonical dimension units, in the order a dropdown shows them (default first). */
export const DIMENSION_UNITS = ['cm', 'm', 'inch', 'ml'] as const;
export type DimensionUnit = (typeof DIMENSION_UNITS)[number];

export const DEFAULT_WEIGHT_UNIT: WeightUnit = 'gram';
export const DEFAULT_DIMENSION_UNIT: DimensionUnit = 'cm';

/** Grams per pound as the spec states it: value / 2.2 x 1000. */
export const POUNDS_DIVISOR = 2.2;
/** Grams per 'ons' as the spec states it (the avoirdupois ounce, not the Indonesian 100 g ons). */
export const GRAMS_PER_ONS = 28.3495;
export const CM_PER_INCH = 2.54;
export const CM_PER_METRE = 100;

/** Cubic centimetres in one cubic metre. */
export const CM3_PER_CBM = 1_000_000;
/** Minimum chargeable sea volume (spec section 5 and 9). */
export const MIN_SEA_VOLUME_CBM = 0.1;

const WEIGHT_ALIASES: Readonly<Record<string, WeightUnit>> = {
  g: 'gram',
  gr: 'gram',
  grs: 'gram',
  gram: 'gram',
  grams: 'gram',
  gramme: 'gram',
  grammes: 'gram',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  kilogramme: 'kg',
  lb: 'pound',
  lbs: 'pound',
  pound: 'pound',
  pounds: 'pound',
  ons: 'ons',
};

const DIMENSION_ALIASES: Readonly<Record<string, DimensionUnit>> = {
  cm: 'cm',
  cms: 'cm',
  centimeter: 'cm',
  centimeters: 'cm',
  centimetre: 'cm',
  centimetres: 'cm',
  m: 'm',
  meter: 'm',
  meters: 'm',
  metre: 'm',
  metres: 'm',
  in: 'inch',
  inch: 'inch',
  inches: 'inch',
  ml: 'ml',
};

function normalise(unit: string | null | undefined): string {
  return typeof unit === 'string' ? unit.trim().toLowerCase() : '';
}

/** The canonical weight unit for a name or alias (case-insensitive), or null when unknown or empty. */
export function parseWeightUnit(unit: string | null | undefined): WeightUnit | null {
  const key = normalise(unit);
  return Object.hasOwn(WEIGHT_ALIASES, key) ? (WEIGHT_ALIASES[key] ?? null) : null;
}

/** The canonical dimension unit for a name or alias (case-insensitive), or null when unknown or empty. */
export function parseDimensionUnit(unit: string | null | undefined): DimensionUnit | null {
  const key = normalise(unit);
  return Object.hasOwn(DIMENSION_ALIASES, key) ? (DIMENSION_ALIASES[key] ?? null) : null;
}

/**
 * Weight in grams: kg x1000; pound / 2.2 x1000; ons x28.3495; gram as is.
 * An empty or unknown unit, or a value that is not a finite number, gives 0.
 */
export function toGrams(value: number, unit: string | null | undefined): number {
  if (!Number.isFinite(value)) return 0;
  switch (parseWeightUnit(unit)) {
    case 'gram':
      return value;
    case 'kg':
      return value * 1000;
    case 'pound':
      return (value / POUNDS_DIVISOR) * 1000;
    case 'ons':
      return value * GRAMS_PER_ONS;
    case null:
      return 0;
  }
}

/**
 * Length in centimetres: inch x2.54; m x100; cm as is; ml as is (the spec says so).
 * An empty or unknown unit (including mm, which the spec does not list), or a value
 * that is not a finite number, gives 0.
 */
export function toCentimetres(value: number, unit: string | null | undefined): number {
  if (!Number.isFinite(value)) return 0;
  switch (parseDimensionUnit(unit)) {
    case 'cm':
    case 'ml':
      return value;
    case 'm':
      return value * CM_PER_METRE;
    case 'inch':
      return value * CM_PER_INCH;
    case null:
      return 0;
  }
}

/** Volume in cubic metres of a box in centimetres, without the sea minimum. */
export function volumeCbm(lengthCm: number, widthCm: number, heightCm: number): number {
  return (lengthCm * widthCm * heightCm) / CM3_PER_CBM;
}

/** Sea volume = length x width x height / 1,000,000 (cm to m3), minimum 0.1 m3 (spec section 5). */
export function seaVolumeCbm(lengthCm: number, widthCm: number, heightCm: number): number {
  const volume = volumeCbm(lengthCm, widthCm, heightCm);
  return Number.isFinite(volume) && volume > MIN_SEA_VOLUME_CBM ? volume : MIN_SEA_VOLUME_CBM;
}
