/**
 * Exchange rates that operators own (docs/operations-console.md "Exchange rates"): the checks of a
 * new rate, shared by the server (POST ops/kurs/{code}, the scheduled import) and the console's
 * form, and the arithmetic of an import's cross rates. A rate is rupiah per one unit of a currency,
 * a number with at most two decimals; IDR is fixed at 1.
 */

/** The currency every rate is expressed in; its rate is 1 and cannot be changed. */
export const KURS_FIXED_CODE = 'IDR';
/** The smallest and largest rate accepted (rupiah per unit). */
export const KURS_MIN = 0.01;
export const KURS_MAX = 1_000_000;
export const KURS_DECIMALS = 2;
/** A change of more than this share of the current rate needs a confirmation (the console's "are you sure"). */
export const KURS_LARGE_CHANGE = 0.2;
/** How far back an effective date may lie. */
export const KURS_MAX_AGE_DAYS = 366;

export type KursProblem = 'not_a_number' | 'not_positive' | 'too_many_decimals' | 'out_of_range';

/** Why `value` is not a rate, or null when it is one. */
export function kursProblem(value: number): KursProblem | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'not_a_number';
  if (value <= 0) return 'not_positive';
  if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return 'too_many_decimals';
  return value < KURS_MIN || value > KURS_MAX ? 'out_of_range' : null;
}

/** A rate rounded to its two decimals, half away from zero. */
export function roundKurs(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-9) / 100;
}

/** The change from `current` to `next` as a signed share of `current` (0.25 = 25 % more). */
export function kursChange(current: number, next: number): number {
  return current > 0 ? (next - current) / current : Number.POSITIVE_INFINITY;
}

/** More than ±20 % from the current rate (exactly 20 % is not large). */
export function isLargeKursChange(current: number, next: number): boolean {
  return Math.abs(kursChange(current, next)) > KURS_LARGE_CHANGE + 1e-12;
}

/** Three upper-case letters. */
export function isCurrencyCode(value: string): boolean {
  return /^[A-Z]{3}$/.test(value);
}

const DAY_MS = 86_400_000;

/** Milliseconds of a calendar date 'YYYY-MM-DD' at 00:00 UTC, or null when it is no such date. */
export function isoDateMs(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(year, month - 1, day);
  const d = new Date(ms);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? ms : null;
}

export type KursDateProblem = 'not_a_date' | 'in_the_future' | 'too_old';

/** An effective date must be a calendar date, not after `today` and at most a year before it (both 'YYYY-MM-DD'). */
export function kursDateProblem(value: string, today: string): KursDateProblem | null {
  const ms = isoDateMs(value);
  const todayMs = isoDateMs(today);
  if (ms === null || todayMs === null) return 'not_a_date';
  if (ms > todayMs) return 'in_the_future';
  return todayMs - ms > KURS_MAX_AGE_DAYS * DAY_MS ? 'too_old' : null;
}

/** 'YYYY-MM-DD' of an instant in Jakarta (WIB, UTC+7): the day a rate set now is effective. */
export function wibDate(epochMs: number): string {
  return new Date(epochMs + 7 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Rupiah per one unit of `code` from a quote of one base currency (`amount` units of the base are
 * worth `rates[X]` of each currency X, IDR among them): IDR / X, the base itself IDR / amount. Raised
 * by `markupPercent` and rounded to two decimals; null when a rate needed is missing or not positive.
 */
export function rupiahPerUnit(
  quote: { base: string; amount: number; rates: Readonly<Record<string, number>> },
  code: string,
  markupPercent = 0,
): number | null {
  const idr = quote.rates[KURS_FIXED_CODE];
  const unit = code === quote.base ? quote.amount : quote.rates[code];
  if (idr === undefined || unit === undefined || !(idr > 0) || !(unit > 0) || !Number.isFinite(idr) || !Number.isFinite(unit)) return null;
  return roundKurs((idr / unit) * (1 + markupPercent / 100));
}
