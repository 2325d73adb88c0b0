export { VOUCHER_REASONS, evaluateVoucher, normalizeVoucherCode, voucherDiscount } from './voucher';
export type { Voucher, VoucherKind, VoucherReason, VoucherResult, VoucherUse } from './voucher';
