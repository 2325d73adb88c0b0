/**
 * Vouchers (docs/api/orders.md, "Vouchers"): whether a voucher may be used on an order and the
 * discount it gives. Pure: `now` and the customer's history are arguments.
 *
 * Discount on a base (the order's landed total, integer rupiah):
 * - percentage: floor(base x value / 100), capped by maxDiscount;
 * - fixed: value;
 * never above the base, never below 0.
 */

export type VoucherKind = 'percentage' | 'fixed';

export interface Voucher {
  /** Upper-case code. */
  readonly code: string;
  readonly kind: VoucherKind;
  /** Percent (percentage) or rupiah (fixed). */
  readonly value: number;
  /** Minimum base in rupiah (0 = none). */
  readonly minSpend: number;
  /** Cap of a percentage discount in rupiah; null = none. */
  readonly maxDiscount: number | null;
  /** Epoch ms; null = no start. */
  readonly startsAt: number | null;
  /** Epoch ms, exclusive; null = no end. */
  readonly endsAt: number | null;
  /** Uses over every customer; null = unlimited. */
  readonly usageLimit: number | null;
  readonly usedCount: number;
  /** Uses per customer; null = unlimited. */
  readonly perCustomerLimit: number | null;
  /** Only for a customer without an earlier checkout. */
  readonly newCustomerOnly: boolean;
}

export interface VoucherUse {
  /** The order's landed total, integer rupiah. */
  readonly base: number;
  /** Epoch ms. */
  readonly now: number;
  /** How many times this customer already used the voucher. */
  readonly customerUses: number;
  /** True when the customer has no earlier checkout invoice. */
  readonly isNewCustomer: boolean;
}

export const VOUCHER_REASONS = [
  'VOUCHER_NOT_FOUND',
  'VOUCHER_NOT_STARTED',
  'VOUCHER_EXPIRED',
  'VOUCHER_USED_UP',
  'VOUCHER_ALREADY_USED',
  'VOUCHER_NEW_CUSTOMER_ONLY',
  'VOUCHER_MIN_SPEND',
] as const;
export type VoucherReason = (typeof VOUCHER_REASONS)[number];

export type VoucherResult =
  | { readonly ok: true; readonly discount: number }
  | { readonly ok: false; readonly reason: VoucherReason; readonly minSpend?: number };

/** Case-insensitive, surrounding spaces ignored. */
export function normalizeVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

const whole = (n: number): number => (Number.isFinite(n) ? Math.floor(n) : 0);

/** The discount of a voucher on a base, whatever its conditions. */
export function voucherDiscount(voucher: Pick<Voucher, 'kind' | 'value' | 'maxDiscount'>, base: number): number {
  const cap = Math.max(0, whole(base));
  if (cap === 0) return 0;
  let discount: number;
  if (voucher.kind === 'percentage') {
    discount = Math.floor((cap * Math.max(0, voucher.value)) / 100);
    if (voucher.maxDiscount !== null) discount = Math.min(discount, Math.max(0, whole(voucher.maxDiscount)));
  } else {
    discount = Math.max(0, whole(voucher.value));
  }
  return Math.min(discount, cap);
}

/**
 * Checks a voucher (undefined = no voucher with that code) for one use and answers the
 * discount or the first reason it cannot be used, in this order: not found, not started,
 * expired, used up, already used by this customer, new customers only, minimum spend.
 */
export function evaluateVoucher(voucher: Voucher | undefined, use: VoucherUse): VoucherResult {
  if (voucher === undefined) return { ok: false, reason: 'VOUCHER_NOT_FOUND' };
  if (voucher.startsAt !== null && use.now < voucher.startsAt) return { ok: false, reason: 'VOUCHER_NOT_STARTED' };
  if (voucher.endsAt !== null && use.now >= voucher.endsAt) return { ok: false, reason: 'VOUCHER_EXPIRED' };
  if (voucher.usageLimit !== null && voucher.usedCount >= voucher.usageLimit) return { ok: false, reason: 'VOUCHER_USED_UP' };
  if (voucher.perCustomerLimit !== null && use.customerUses >= voucher.perCustomerLimit) {
    return { ok: false, reason: 'VOUCHER_ALREADY_USED' };
  }
  if (voucher.newCustomerOnly && !use.isNewCustomer) return { ok: false, reason: 'VOUCHER_NEW_CUSTOMER_ONLY' };
  if (use.base < voucher.minSpend) return { ok: false, reason: 'VOUCHER_MIN_SPEND', minSpend: voucher.minSpend };
  return { ok: true, discount: voucherDiscount(voucher, use.base) };
}
