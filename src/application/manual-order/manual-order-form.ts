/**
 * The manual order form (spec section 3 'Manual order payload'), validated with class-validator
 * decorators. Every field holds the raw text typed (nothing is lost on error); validation names
 * the failed constraint, the screen maps the name to a localised message (MANUAL_ORDER_ERRORS).
 * class-validator is imported only here, so it loads with the /manual-order-form chunk alone.
 */
import {
  IsIn, IsNotEmpty, IsUrl, Matches, MaxLength, Validate, ValidateIf, validateSync,
  ValidatorConstraint, type ValidatorConstraintInterface,
} from 'class-validator';
import { COUNTRY_CODES, type CountryCode, type PackageTrack } from '../../domain/pricing';
import { DIMENSION_UNITS, WEIGHT_UNITS, type DimensionUnit, type WeightUnit } from '../../domain/units';
import { UPLOADED_IMAGE_PATH } from '../../domain/upload';

const DECIMAL = /^\d{1,12}(?:[.,]\d{1,4})?$/;
const INTEGER = /^\d{1,7}$/;

/** A decimal text ('12', '12.5', '12,5') to a number; NaN when not one. */
export function decimal(text: string): number {
  const t = text.trim();
  return DECIMAL.test(t) ? Number(t.replace(',', '.')) : Number.NaN;
}

@ValidatorConstraint({ name: 'positive' })
class PositiveNumber implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && decimal(value) > 0;
  }
}

const hasText = (_: object, value: unknown) => typeof value === 'string' && value.trim() !== '';

export const CURRENCIES = ['CNY', 'USD', 'GBP', 'HKD', 'SGD'] as const;

export class ManualOrderForm {
  @IsNotEmpty() @MaxLength(300)
  title = '';

  @ValidateIf(hasText) @IsUrl({ protocols: ['http', 'https'], require_protocol: true }) @MaxLength(2000)
  url = '';

  // A link, or the path of a picture uploaded here (POST cropping-image answers it).
  @ValidateIf((o: object, v: unknown) => hasText(o, v) && !UPLOADED_IMAGE_PATH.test(String(v).trim())) @IsUrl({ protocols: ['http', 'https'], require_protocol: true }) @MaxLength(2000)
  imageUrl = '';

  @IsNotEmpty() @Matches(DECIMAL) @Validate(PositiveNumber)
  price = '';

  @IsIn(CURRENCIES)
  currency: string = 'USD';

  @ValidateIf(hasText) @Matches(DECIMAL)
  priceDollar = '';

  @IsNotEmpty() @Matches(DECIMAL) @Validate(PositiveNumber)
  weight = '';

  @IsIn(WEIGHT_UNITS)
  weightUnit: WeightUnit = 'gram';

  @ValidateIf(hasText) @Matches(DECIMAL)
  length = '';

  @ValidateIf(hasText) @Matches(DECIMAL)
  width = '';

  @ValidateIf(hasText) @Matches(DECIMAL)
  height = '';

  @IsIn(DIMENSION_UNITS)
  dimensionUnit: DimensionUnit = 'cm';

  @IsNotEmpty() @Matches(INTEGER) @Validate(PositiveNumber)
  quantity = '1';

  @IsIn(COUNTRY_CODES)
  country: CountryCode = 'us';

  @MaxLength(200)
  size = '';

  @MaxLength(200)
  color = '';

  @MaxLength(200)
  category = '';

  @MaxLength(1000)
  note = '';

  @MaxLength(500)
  originAddress = '';

  productTypeId = '';

  hsCode = '';

  @IsIn(['udara', 'laut'])
  track: PackageTrack = 'udara';
}

export type ManualOrderValues = { -readonly [K in keyof ManualOrderForm]: ManualOrderForm[K] };
export type ManualOrderField = keyof ManualOrderValues;

/** The failed constraint of each invalid field (the first one, in decorator order). */
export type ManualOrderErrors = Partial<Record<ManualOrderField, string>>;

/** class-validator constraint name -> the error code the screen shows. */
export const CONSTRAINT_CODES: Readonly<Record<string, string>> = {
  isNotEmpty: 'required',
  matches: 'not_a_number',
  positive: 'positive',
  isUrl: 'url',
  maxLength: 'too_long',
  isIn: 'choose',
};

export function validateManualOrder(values: ManualOrderValues): ManualOrderErrors {
  const form = Object.assign(new ManualOrderForm(), values);
  const out: ManualOrderErrors = {};
  for (const error of validateSync(form, { forbidUnknownValues: false })) {
    const names = Object.keys(error.constraints ?? {});
    const first = ['isNotEmpty', 'matches', 'positive', 'isUrl', 'maxLength', 'isIn'].find((n) => names.includes(n)) ?? names[0];
    if (first) out[error.property as ManualOrderField] = CONSTRAINT_CODES[first] ?? 'invalid';
  }
  return out;
}

export function emptyManualOrder(): ManualOrderValues {
  return { ...new ManualOrderForm() };
}
