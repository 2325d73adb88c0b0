/**
 * The wallet's amounts as the forms take them (docs/payments.md 'Top-up, bank accounts and
 * withdrawals'): whole rupiah typed with or without thousands separators ('100.000', 'Rp 100,000').
 * The server checks the same limits; the forms say so before sending.
 */
export const TOPUP_MIN = 10_000;
export const TOPUP_MAX = 50_000_000;
export const WITHDRAW_MIN = 10_000;

/** Quick top-up amounts offered as buttons. */
export const TOPUP_PRESETS: readonly number[] = [50_000, 100_000, 250_000, 500_000, 1_000_000];

export type AmountProblem = 'required' | 'invalid' | 'min' | 'max';

/** Whole rupiah of a typed amount: null when empty, NaN when it is not a whole number. */
export function parseAmount(text: string): number | null {
  const clean = text.replace(/^\s*rp\.?/i, '').replace(/[\s.,]/g, '');
  if (clean === '') return text.trim() === '' ? null : Number.NaN;
  return /^\d{1,15}$/.test(clean) ? Number(clean) : Number.NaN;
}

export function amountProblem(text: string, min: number, max = Number.POSITIVE_INFINITY): AmountProblem | null {
  const amount = parseAmount(text);
  if (amount === null) return 'required';
  if (!Number.isSafeInteger(amount)) return 'invalid';
  if (amount < min) return 'min';
  if (amount > max) return 'max';
  return null;
}
