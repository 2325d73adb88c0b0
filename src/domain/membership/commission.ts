/**
 * Affiliate commission (docs/membership.md): a percent of the goods value of a referred
 * customer's delivered order, rounded down to the rupiah (the partner never gets a rupiah more
 * than the percent). Percent with at most three decimals (2.5 = 2.5 %).
 */

/** Choice: 2 % of the goods value (configurable on the server: AFFILIATE_COMMISSION_PERCENT). */
export const DEFAULT_COMMISSION_PERCENT = 2;

/** A percent from the configuration: a number from 0 to 50 with at most three decimals; else null. */
export function parseCommissionPercent(raw: string | undefined | null): number | null {
  if (raw === undefined || raw === null || raw.trim() === '') return null;
  if (!/^\d{1,2}(\.\d{1,3})?$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value >= 0 && value <= 50 ? value : null;
}

/** floor(goodsValue x percent / 100) in integer arithmetic (thousandths of a percent). */
export function commissionAmount(goodsValue: number, percent: number): number {
  if (!Number.isSafeInteger(goodsValue) || goodsValue < 0) throw new RangeError(`goods value must be integer rupiah >= 0, got ${String(goodsValue)}`);
  if (!Number.isFinite(percent) || percent < 0) throw new RangeError(`percent must be >= 0, got ${String(percent)}`);
  const milli = Math.round(percent * 1000);
  // goodsValue x milli / 100,000 without leaving the safe integers for any realistic value.
  const high = Math.floor(goodsValue / 100_000);
  const low = goodsValue - high * 100_000;
  return high * milli + Math.floor((low * milli) / 100_000);
}
