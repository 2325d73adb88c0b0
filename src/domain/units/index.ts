export {
  CM3_PER_CBM,
  CM_PER_INCH,
  CM_PER_METRE,
  DEFAULT_DIMENSION_UNIT,
  DEFAULT_WEIGHT_UNIT,
  DIMENSION_UNITS,
  GRAMS_PER_ONS,
  MIN_SEA_VOLUME_CBM,
  POUNDS_DIVISOR,
  WEIGHT_UNITS,
  parseDimensionUnit,
  parseWeightUnit,
  seaVolumeCbm,
  toCentimetres,
  toGrams,
  volumeCbm,
} from './units';
export type { DimensionUnit, WeightUnit } from './units';
