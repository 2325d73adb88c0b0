export { VOUCHER_REASONS, evaluateVoucher, normalizeVoucherCode, voucherDiscount } from './voucher';
export type { Voucher, VoucherKind, VoucherReason, VoucherResult, VoucherUse } from './voucher';
export { customerHasVoucher, reachesCustomer, voucherAvailability } from './availability';
export type { VoucherAudience, VoucherAvailability } from './availability';
