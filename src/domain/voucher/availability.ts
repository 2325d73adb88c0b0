/**
 * Which vouchers a customer "has" (docs/perks.md): a voucher reaches the customer when it is public
 * or assigned to them, and it is listed while the voucher rules (evaluateVoucher) would accept it on
 * an order that meets its minimum spend: started, not ended, not used up, not used up by this
 * customer, and new-customer vouchers only for a new customer. The minimum spend is a condition
 * shown with the voucher, not a reason to hide it.
 */
import { evaluateVoucher, type Voucher, type VoucherReason, type VoucherUse } from './voucher';

export interface VoucherAudience {
  /** Offered to every customer. */
  readonly isPublic: boolean;
  /** Assigned to this customer. */
  readonly assigned: boolean;
}

export type VoucherAvailability =
  | { readonly usable: true }
  | { readonly usable: false; readonly reason: Exclude<VoucherReason, 'VOUCHER_MIN_SPEND'> };

/** Whether the voucher could be used now by this customer on an order meeting its minimum spend. */
export function voucherAvailability(voucher: Voucher, use: Omit<VoucherUse, 'base'>): VoucherAvailability {
  const result = evaluateVoucher(voucher, { ...use, base: Math.max(0, voucher.minSpend) });
  if (result.ok) return { usable: true };
  // With the minimum spend met, VOUCHER_MIN_SPEND cannot be the answer.
  return { usable: false, reason: result.reason as Exclude<VoucherReason, 'VOUCHER_MIN_SPEND'> };
}

/** The voucher reaches the customer (public or assigned to them). */
export function reachesCustomer(audience: VoucherAudience): boolean {
  return audience.isPublic || audience.assigned;
}

/** Listed on /voucher: it reaches the customer and is usable now. */
export function customerHasVoucher(voucher: Voucher, audience: VoucherAudience, use: Omit<VoucherUse, 'base'>): boolean {
  return reachesCustomer(audience) && voucherAvailability(voucher, use).usable;
}
