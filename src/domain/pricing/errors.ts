/** Stable error codes of the pricing module; the UI maps codes to messages. */
export type PricingErrorCode =
  | 'pricing.invalid_input'
  | 'pricing.unknown_currency'
  | 'pricing.unknown_country'
  | 'pricing.no_dollar_rate';

export class PricingError extends Error {
  readonly code: PricingErrorCode;
  readonly detail: string;

  constructor(code: PricingErrorCode, detail: string) {
    super(`${code}: ${detail}`);
    this.name = 'PricingError';
    this.code = code;
    this.detail = detail;
  }
}

/** Throws pricing.invalid_input unless value is a finite number >= 0. */
export function assertNonNegative(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new PricingError('pricing.invalid_input', `${name} must be a finite number >= 0, got ${String(value)}`);
  }
}

/** Throws pricing.invalid_input unless value is an integer >= 0. */
export function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new PricingError('pricing.invalid_input', `${name} must be an integer >= 0, got ${String(value)}`);
  }
}
