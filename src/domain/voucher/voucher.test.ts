import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evaluateVoucher, normalizeVoucherCode, voucherDiscount, type Voucher, type VoucherUse } from './voucher';

const NOW = Date.UTC(2026, 10, 23, 5, 0);
const DAY = 24 * 3600 * 1000;

const voucher = (extra: Partial<Voucher> = {}): Voucher => ({
  code: 'HEMAT10',
  kind: 'percentage',
  value: 10,
  minSpend: 100_000,
  maxDiscount: 50_000,
  startsAt: NOW - DAY,
  endsAt: NOW + DAY,
  usageLimit: null,
  usedCount: 0,
  perCustomerLimit: 1,
  newCustomerOnly: false,
  ...extra,
});

const use = (extra: Partial<VoucherUse> = {}): VoucherUse => ({ base: 300_000, now: NOW, customerUses: 0, isNewCustomer: false, ...extra });

describe('voucherDiscount', () => {
  it('percentage is floored and capped by max_discount', () => {
    expect(voucherDiscount(voucher(), 123_456)).toBe(12_345);
    expect(voucherDiscount(voucher(), 999_999)).toBe(50_000);
    expect(voucherDiscount(voucher({ maxDiscount: null }), 999_999)).toBe(99_999);
  });

  it('fixed is the value, never above the base', () => {
    expect(voucherDiscount(voucher({ kind: 'fixed', value: 25_000 }), 300_000)).toBe(25_000);
    expect(voucherDiscount(voucher({ kind: 'fixed', value: 25_000 }), 10_000)).toBe(10_000);
    expect(voucherDiscount(voucher({ kind: 'fixed', value: 25_000 }), 0)).toBe(0);
  });

  it('property: an integer between 0 and the base', () => {
    fc.assert(fc.property(
      fc.constantFrom<'percentage' | 'fixed'>('percentage', 'fixed'),
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
      fc.integer({ min: 0, max: 100_000_000 }),
      (kind, value, maxDiscount, base) => {
        const d = voucherDiscount({ kind, value: kind === 'percentage' ? value % 101 : value, maxDiscount }, base);
        expect(Number.isInteger(d)).toBe(true);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(base);
        if (kind === 'percentage' && maxDiscount !== null) expect(d).toBeLessThanOrEqual(maxDiscount);
      },
    ));
  });
});

describe('evaluateVoucher', () => {
  it('gives the discount when every condition holds', () => {
    expect(evaluateVoucher(voucher(), use())).toEqual({ ok: true, discount: 30_000 });
  });

  it('answers each reason', () => {
    expect(evaluateVoucher(undefined, use())).toEqual({ ok: false, reason: 'VOUCHER_NOT_FOUND' });
    expect(evaluateVoucher(voucher({ startsAt: NOW + 1 }), use())).toEqual({ ok: false, reason: 'VOUCHER_NOT_STARTED' });
    expect(evaluateVoucher(voucher({ endsAt: NOW }), use())).toEqual({ ok: false, reason: 'VOUCHER_EXPIRED' });
    expect(evaluateVoucher(voucher({ usageLimit: 5, usedCount: 5 }), use())).toEqual({ ok: false, reason: 'VOUCHER_USED_UP' });
    expect(evaluateVoucher(voucher(), use({ customerUses: 1 }))).toEqual({ ok: false, reason: 'VOUCHER_ALREADY_USED' });
    expect(evaluateVoucher(voucher({ newCustomerOnly: true }), use())).toEqual({ ok: false, reason: 'VOUCHER_NEW_CUSTOMER_ONLY' });
    expect(evaluateVoucher(voucher(), use({ base: 99_999 }))).toEqual({ ok: false, reason: 'VOUCHER_MIN_SPEND', minSpend: 100_000 });
  });

  it('window: starts inclusive, ends exclusive; open ends', () => {
    expect(evaluateVoucher(voucher({ startsAt: NOW }), use()).ok).toBe(true);
    expect(evaluateVoucher(voucher({ endsAt: NOW + 1 }), use()).ok).toBe(true);
    expect(evaluateVoucher(voucher({ startsAt: null, endsAt: null }), use()).ok).toBe(true);
  });

  it('limits: the last use is allowed, unlimited when null', () => {
    expect(evaluateVoucher(voucher({ usageLimit: 5, usedCount: 4 }), use()).ok).toBe(true);
    expect(evaluateVoucher(voucher({ usageLimit: null, usedCount: 10_000 }), use()).ok).toBe(true);
    expect(evaluateVoucher(voucher({ perCustomerLimit: null }), use({ customerUses: 9 })).ok).toBe(true);
    expect(evaluateVoucher(voucher({ perCustomerLimit: 2 }), use({ customerUses: 1 })).ok).toBe(true);
  });

  it('new customers only accepts a new customer; min spend is inclusive', () => {
    expect(evaluateVoucher(voucher({ newCustomerOnly: true }), use({ isNewCustomer: true })).ok).toBe(true);
    expect(evaluateVoucher(voucher(), use({ base: 100_000 }))).toEqual({ ok: true, discount: 10_000 });
  });

  it('checks in a fixed order (expired before used up before min spend)', () => {
    const everythingWrong = voucher({ endsAt: NOW - 1, usageLimit: 1, usedCount: 1, newCustomerOnly: true });
    expect(evaluateVoucher(everythingWrong, use({ base: 0 }))).toMatchObject({ reason: 'VOUCHER_EXPIRED' });
    expect(evaluateVoucher({ ...everythingWrong, endsAt: null }, use({ base: 0 }))).toMatchObject({ reason: 'VOUCHER_USED_UP' });
    expect(evaluateVoucher({ ...everythingWrong, endsAt: null, usageLimit: null }, use({ base: 0 }))).toMatchObject({ reason: 'VOUCHER_NEW_CUSTOMER_ONLY' });
  });

  it('a zero base with a fixed voucher and no minimum gives 0', () => {
    expect(evaluateVoucher(voucher({ kind: 'fixed', value: 50_000, minSpend: 0 }), use({ base: 0 }))).toEqual({ ok: true, discount: 0 });
  });
});

describe('normalizeVoucherCode', () => {
  it('upper-cases and trims', () => {
    expect(normalizeVoucherCode(' hemat10 ')).toBe('HEMAT10');
  });
});
