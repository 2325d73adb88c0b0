/**
 * Indonesian number formatting, implemented without Intl locale data so the
 * output is identical in every runtime.
 *
 * - Thousands separator '.', decimal separator ','.
 * - Rounding: half away from zero, applied to the shortest decimal
 *   representation of the number (so 1.005 rounds to 1,01, not 1,00).
 * - Negative numbers get a leading '-' (U+002D). A value that rounds to zero
 *   is shown without a sign ('0,00', never '-0,00').
 * - Non-finite input (NaN, +/-Infinity) is formatted as 0.
 */

export const THOUSANDS_SEPARATOR_ID = '.';
export const DECIMAL_SEPARATOR_ID = ',';
export const DEFAULT_DECIMALS = 2;
export const RUPIAH_PREFIX = 'Rp';
/** Largest number of decimals accepted by {@link formatNumberId}. */
export const MAX_DECIMALS = 20;

/** |value| x 10^decimals rounded half-up, as an exact bigint. */
function toScaledInteger(abs: number, decimals: number): bigint {
  const [mantissa = '0', expPart] = String(abs).split('e');
  const exponent = expPart === undefined ? 0 : Number(expPart);
  const [intDigits = '0', fracDigits = ''] = mantissa.split('.');
  const digits = BigInt(intDigits + fracDigits);
  const shift = exponent - fracDigits.length + decimals;
  if (shift >= 0) return digits * 10n ** BigInt(shift);
  const divisor = 10n ** BigInt(-shift);
  const quotient = digits / divisor;
  const remainder = digits % divisor;
  return remainder * 2n >= divisor ? quotient + 1n : quotient;
}

function groupThousands(intDigits: string): string {
  const groups: string[] = [];
  for (let end = intDigits.length; end > 0; end -= 3) {
    groups.unshift(intDigits.slice(Math.max(0, end - 3), end));
  }
  return groups.join(THOUSANDS_SEPARATOR_ID);
}

function normalizeDecimals(decimals: number): number {
  if (!Number.isFinite(decimals) || decimals < 0) return 0;
  return Math.min(MAX_DECIMALS, Math.floor(decimals));
}

/**
 * Formats a number Indonesian style.
 * formatNumberId(1234567.5) === '1.234.567,50'; formatNumberId(-0.5, 0) === '-1'.
 * `decimals` is floored and clamped to [0, 20]; 0 gives no decimal part.
 */
export function formatNumberId(value: number, decimals: number = DEFAULT_DECIMALS): string {
  const places = normalizeDecimals(decimals);
  const safe = Number.isFinite(value) ? value : 0;
  const scaled = toScaledInteger(Math.abs(safe), places);
  const unit = 10n ** BigInt(places);
  const intPart = groupThousands((scaled / unit).toString());
  const sign = safe < 0 && scaled !== 0n ? '-' : '';
  if (places === 0) return `${sign}${intPart}`;
  const fracPart = (scaled % unit).toString().padStart(places, '0');
  return `${sign}${intPart}${DECIMAL_SEPARATOR_ID}${fracPart}`;
}

/** Whole-number variant (used for rupiah): formatIntegerId(1234567.5) === '1.234.568'. */
export function formatIntegerId(value: number): string {
  return formatNumberId(value, 0);
}

/**
 * Rupiah amount: 'Rp' + one ordinary space + whole rupiah with '.' thousands.
 * formatRupiah(150674) === 'Rp 150.674'; formatRupiah(-2500) === '-Rp 2.500';
 * fractions are rounded half away from zero (formatRupiah(0.5) === 'Rp 1').
 */
export function formatRupiah(value: number): string {
  const digits = formatIntegerId(value);
  return digits.startsWith('-')
    ? `-${RUPIAH_PREFIX} ${digits.slice(1)}`
    : `${RUPIAH_PREFIX} ${digits}`;
}
