import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, priceLine, transactionPricePercent, withRules, type PriceLineInput } from '../pricing';
import { transactionFeeBeforeMinimum } from '../pricing/fees';
import {
  checkAgentForm, checkResellerForm, commissionAmount, isPremiumAt, normaliseReferralCode, normaliseWhatsapp, parseCommissionPercent,
  premiumEndsAt, referralCodeFrom, referralFromSearch, referralLink, resellerDetails, EMPTY_AGENT_FORM, EMPTY_RESELLER_FORM,
} from '.';

const DAY = 86_400_000;

describe('premium transaction fee rule', () => {
  it('uses transactionPricePremium for a premium account, transactionPrice otherwise', () => {
    expect(transactionPricePercent(DEFAULT_RULES, false)).toBe(3);
    expect(transactionPricePercent(DEFAULT_RULES, true)).toBe(1.5);
    expect(transactionPricePercent(withRules({ transactionPricePremium: null }), true)).toBe(3);
  });

  it('lowers the fee of a line to the rupiah; freight percent and the 25,000 minimum stay', () => {
    // 1,234,567 x 3 % = 37,037.01 -> 37,037; x 1.5 % = 18,518.505 -> 18,519 (rounded half up)
    expect(transactionFeeBeforeMinimum(1_234_567, 0, DEFAULT_RULES, false)).toBe(37_037);
    expect(transactionFeeBeforeMinimum(1_234_567, 0, DEFAULT_RULES, true)).toBe(18_519);
    const rules = withRules({ transactionFreight: 2 });
    expect(transactionFeeBeforeMinimum(1_000_000, 500_000, rules, true)).toBe(15_000 + 10_000);

    const line: PriceLineInput = { price: 1000, currency: 'IDR', quantity: 10_000, weightGrams: 500, country: 'china', marketplace: 'taobao' };
    const ctx = { exchangeRates: { IDR: 1, CNY: 2_250, USD: 16_000 } };
    const regular = priceLine(line, ctx);
    const premium = priceLine({ ...line, premium: true }, ctx);
    expect(regular.transactionFee).toBe(Math.round(regular.subtotal * 0.03));
    expect(premium.transactionFee).toBe(Math.round(premium.subtotal * 0.015));
    expect(regular.total - premium.total).toBe(regular.transactionFee - premium.transactionFee);
    // A small line: both reach the 25,000 minimum, premium changes nothing there.
    const small = { ...line, quantity: 10 };
    expect(priceLine({ ...small, premium: true }, ctx).transactionFee).toBe(priceLine(small, ctx).transactionFee);
  });
});

describe('premium period', () => {
  it('extends from the current end while premium, else from the payment', () => {
    const paid = Date.UTC(2024, 2, 1);
    expect(premiumEndsAt(null, paid)).toBe(paid + 365 * DAY);
    expect(premiumEndsAt(paid + 10 * DAY, paid)).toBe(paid + 375 * DAY);
    expect(premiumEndsAt(paid - DAY, paid)).toBe(paid + 365 * DAY);
    expect(isPremiumAt(paid + 1, paid)).toBe(true);
    expect(isPremiumAt(paid, paid)).toBe(false);
    expect(isPremiumAt(null, paid)).toBe(false);
  });
});

describe('commission', () => {
  it('is the percent of the goods value rounded down to the rupiah', () => {
    expect(commissionAmount(1_000_000, 2)).toBe(20_000);
    expect(commissionAmount(1_234_567, 2)).toBe(24_691); // 24,691.34
    expect(commissionAmount(999, 2.5)).toBe(24); // 24.975
    expect(commissionAmount(0, 2)).toBe(0);
    expect(commissionAmount(9_007_199_254_740_000, 1)).toBe(90_071_992_547_400);
    expect(() => commissionAmount(1.5, 2)).toThrow(RangeError);
    expect(() => commissionAmount(-1, 2)).toThrow(RangeError);
  });

  it('reads a configured percent (0 to 50, three decimals at most)', () => {
    expect(parseCommissionPercent('2.5')).toBe(2.5);
    expect(parseCommissionPercent(' 10 ')).toBe(10);
    expect(parseCommissionPercent('51')).toBeNull();
    expect(parseCommissionPercent('2.5555')).toBeNull();
    expect(parseCommissionPercent('abc')).toBeNull();
    expect(parseCommissionPercent(undefined)).toBeNull();
  });
});

describe('referral codes', () => {
  it('reads ?ref= case-insensitively and refuses anything that cannot be a code', () => {
    expect(referralFromSearch('?ref=abcd2345')).toBe('ABCD2345');
    expect(referralFromSearch('utm=x&ref=ABCD2345')).toBe('ABCD2345');
    expect(referralFromSearch('?ref=<script>')).toBeNull();
    expect(referralFromSearch('?ref=AB')).toBeNull();
    expect(referralFromSearch('')).toBeNull();
    expect(normaliseReferralCode(42)).toBeNull();
    expect(referralLink('https://titip.example/', 'ABCD2345')).toBe('https://titip.example/?ref=ABCD2345');
    const code = referralCodeFrom([0, 1, 2, 3, 4, 5, 6, 255]);
    expect(normaliseReferralCode(code)).toBe(code);
    expect(code).toHaveLength(8);
  });
});

describe('application forms', () => {
  it('asks the reseller fields and normalises them', () => {
    expect(checkResellerForm(EMPTY_RESELLER_FORM)).toEqual({ store_name: 'required', city: 'required', whatsapp: 'required', sales_channel: 'required', monthly_orders: 'required' });
    const form = { ...EMPTY_RESELLER_FORM, store_name: 'Toko Sari', city: 'Bandung', whatsapp: '+62 812-3456-7890', sales_channel: 'tiktok', monthly_orders: '40' };
    expect(checkResellerForm(form)).toEqual({});
    expect(checkResellerForm({ ...form, sales_channel: 'tv', monthly_orders: '0' })).toEqual({ sales_channel: 'invalid', monthly_orders: 'invalid' });
    expect(resellerDetails(form)).toMatchObject({ whatsapp: '081234567890', monthly_orders: 40, social_url: null });
  });

  it('asks the agent fields: a 16-digit NIK, an address of some length', () => {
    const form = { ...EMPTY_AGENT_FORM, full_name: 'Sari W', nik: '3273014101900001', city: 'Bandung', address: 'Jl. Dago No. 12', whatsapp: '081234567890', coverage_area: 'Bandung' };
    expect(checkAgentForm(form)).toEqual({});
    expect(checkAgentForm({ ...form, nik: '327301410190000', address: 'Jl. Dago' })).toEqual({ nik: 'invalid', address: 'too_short' });
    expect(checkAgentForm({ ...form, experience: 'x'.repeat(501) })).toEqual({ experience: 'too_long' });
    expect(normaliseWhatsapp('0812 345')).toBeNull();
  });
});
