import { describe, expect, it } from 'vitest';
import { customerHasVoucher, reachesCustomer, voucherAvailability } from './availability';
import type { Voucher } from './voucher';

const NOW = Date.UTC(2026, 10, 24, 1, 0);
const DAY = 24 * 3600 * 1000;
const voucher = (extra: Partial<Voucher> = {}): Voucher => ({
  code: 'HEMAT10', kind: 'percentage', value: 10, minSpend: 100_000, maxDiscount: 50_000, startsAt: null, endsAt: NOW + DAY,
  usageLimit: null, usedCount: 0, perCustomerLimit: 1, newCustomerOnly: false, ...extra,
});
const use = { now: NOW, customerUses: 0, isNewCustomer: false };
const publicAudience = { isPublic: true, assigned: false };

describe('voucherAvailability', () => {
  it('a minimum spend never hides a voucher', () => {
    expect(voucherAvailability(voucher({ minSpend: 5_000_000 }), use)).toEqual({ usable: true });
  });

  it('answers the rule that refuses it', () => {
    expect(voucherAvailability(voucher({ endsAt: NOW }), use)).toEqual({ usable: false, reason: 'VOUCHER_EXPIRED' });
    expect(voucherAvailability(voucher({ startsAt: NOW + 1 }), use)).toEqual({ usable: false, reason: 'VOUCHER_NOT_STARTED' });
    expect(voucherAvailability(voucher({ usageLimit: 3, usedCount: 3 }), use)).toEqual({ usable: false, reason: 'VOUCHER_USED_UP' });
    expect(voucherAvailability(voucher(), { ...use, customerUses: 1 })).toEqual({ usable: false, reason: 'VOUCHER_ALREADY_USED' });
    expect(voucherAvailability(voucher({ newCustomerOnly: true }), use)).toEqual({ usable: false, reason: 'VOUCHER_NEW_CUSTOMER_ONLY' });
    expect(voucherAvailability(voucher({ newCustomerOnly: true }), { ...use, isNewCustomer: true })).toEqual({ usable: true });
  });
});

describe('customerHasVoucher', () => {
  it('public or assigned, and usable now', () => {
    expect(reachesCustomer({ isPublic: false, assigned: false })).toBe(false);
    expect(customerHasVoucher(voucher(), publicAudience, use)).toBe(true);
    expect(customerHasVoucher(voucher(), { isPublic: false, assigned: true }, use)).toBe(true);
    expect(customerHasVoucher(voucher(), { isPublic: false, assigned: false }, use)).toBe(false);
    expect(customerHasVoucher(voucher({ endsAt: NOW - 1 }), { isPublic: false, assigned: true }, use)).toBe(false);
    expect(customerHasVoucher(voucher({ newCustomerOnly: true }), publicAudience, use)).toBe(false);
  });
});
