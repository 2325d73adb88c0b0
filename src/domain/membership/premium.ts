/**
 * Premium membership (docs/membership.md): one period of PREMIUM_DAYS for PREMIUM_PRICE rupiah;
 * a payment while premium extends from the current end, otherwise from the payment. What premium
 * changes in prices is a pricing rule (PricingRules.transactionPricePremium), not decided here.
 */

/** Choice: Rp 99,000 for 365 days (the server's constant; GET customer/upgrade-premium-price answers it). */
export const PREMIUM_PRICE = 99_000;
export const PREMIUM_DAYS = 365;
const DAY_MS = 86_400_000;

/** The new end of premium after paying one period at `paidAt` (epoch ms). */
export function premiumEndsAt(currentEnd: number | null, paidAt: number, days: number = PREMIUM_DAYS): number {
  const from = currentEnd !== null && currentEnd > paidAt ? currentEnd : paidAt;
  return from + days * DAY_MS;
}

export function isPremiumAt(premiumUntil: number | null, at: number): boolean {
  return premiumUntil !== null && premiumUntil > at;
}
