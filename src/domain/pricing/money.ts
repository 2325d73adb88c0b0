/**
 * The one place where pricing rounds. Every component is turned into integer
 * rupiah exactly once, here; totals are sums of integers.
 *
 * - Amounts computed from non-integer inputs (prices, exchange rates, per-kg or
 *   per-m3 rates, volumes) go through roundRupiah (half up), ceilRupiah or
 *   floorRupiah, which first absorb binary floating-point noise (a product
 *   such as 0.1 x 3 that should be an exact rupiah or half rupiah).
 * - Percentages of integer rupiah are exact integer arithmetic: the percent is
 *   held in parts per million (4 decimal places of a percent) and the product
 *   is divided with an exact integer remainder, then floored, ceiled or rounded.
 */
import { PricingError } from './errors';
import type { ExchangeRates, ForeignAmount } from './types';

/** Parts per million in one percent. */
const PPM_PER_PERCENT = 10_000;
const PPM = 1_000_000;

/** Tolerance for floating-point noise: 1e-12 relative plus 1e-9 absolute. */
function noise(x: number): number {
  return Math.abs(x) * 1e-12 + 1e-9;
}

/** Nearest integer rupiah, halves rounded up. */
export function roundRupiah(x: number): number {
  return Math.floor(x + 0.5 + noise(x)) + 0;
}

/** Integer rupiah rounded up. */
export function ceilRupiah(x: number): number {
  return Math.ceil(x - noise(x)) + 0;
}

/** Integer rupiah rounded down. */
export function floorRupiah(x: number): number {
  return Math.floor(x + noise(x)) + 0;
}

/** An integer rupiah amount rounded up to the next multiple of Rp 1,000 (a multiple stays as is). */
export function roundUpTo1000(rupiah: number): number {
  const rest = rupiah % 1000;
  return rest === 0 ? rupiah : rupiah - rest + 1000;
}

/** A percent as integer parts per million (7.5 -> 75,000). */
export function percentToPpm(percent: number): number {
  return Math.round(percent * PPM_PER_PERCENT);
}

type Rounding = 'floor' | 'ceil' | 'round';

/** Exact floor/ceil/half-up of numerator / PPM for a non-negative safe integer numerator. */
function dividePpm(numerator: number, rounding: Rounding): number {
  const shifted = rounding === 'round' ? numerator + PPM / 2 : numerator;
  let quotient = Math.floor(shifted / PPM);
  let remainder = shifted - quotient * PPM;
  if (remainder < 0) {
    quotient -= 1;
    remainder += PPM;
  } else if (remainder >= PPM) {
    quotient += 1;
    remainder -= PPM;
  }
  return rounding === 'ceil' && remainder > 0 ? quotient + 1 : quotient;
}

/**
 * percent % of an integer rupiah amount, rounded as asked, computed exactly:
 * base = high x 10^6 + low, so base x ppm / 10^6 = high x ppm + low x ppm / 10^6.
 */
export function percentOf(rupiah: number, percent: number, rounding: Rounding): number {
  if (!Number.isSafeInteger(rupiah) || rupiah < 0) {
    throw new PricingError('pricing.invalid_input', `amount must be integer rupiah >= 0, got ${String(rupiah)}`);
  }
  const ppm = percentToPpm(percent);
  if (ppm <= 0) return 0;
  const high = Math.floor(rupiah / PPM);
  const low = rupiah - high * PPM;
  return high * ppm + dividePpm(low * ppm, rounding);
}

/** Rupiah per one unit of a currency; IDR is 1 unless the table says otherwise. */
export function rateOf(rates: ExchangeRates, currency: string): number {
  const code = currency.trim().toUpperCase();
  let rate: number | undefined;
  if (Object.hasOwn(rates, code)) rate = rates[code];
  else if (Object.hasOwn(rates, currency)) rate = rates[currency];
  else if (Object.hasOwn(rates, code.toLowerCase())) rate = rates[code.toLowerCase()];
  else if (code === 'IDR') rate = 1;
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) {
    throw new PricingError('pricing.unknown_currency', `no exchange rate for '${currency}'`);
  }
  return rate;
}

/** amount x count x rate of its currency, as integer rupiah (half up). */
export function foreignToRupiah(value: ForeignAmount, rates: ExchangeRates, count = 1): number {
  if (value.amount === 0 || count === 0) return 0;
  return roundRupiah(value.amount * count * rateOf(rates, value.currency));
}

/** Sum of integer rupiah amounts. */
export function sumRupiah(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
}
