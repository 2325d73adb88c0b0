import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING, DEFAULT_RULES, withRules } from './defaults';
import {
  additionalTransaction,
  applyTransactionFeeMinimum,
  insurancePremium,
  packingFee,
  packingFeePerUnit,
  shippingToWarehouse,
  transactionFeeBeforeMinimum,
  usSalesTax,
} from './fees';
import { priceLine } from './group';
import { CONTEXT, RATES, line } from './test-fixtures';

describe('insurance', () => {
  it('is 0 unless chosen', () => {
    expect(insurancePremium(640_000, DEFAULT_RULES, false)).toBe(0);
  });
  it('is goods value x rate when above the minimum', () => {
    expect(insurancePremium(640_000, DEFAULT_RULES, true)).toBe(6_400);
  });
  it('is the minimum when the rate gives less (boundary at the minimum)', () => {
    expect(insurancePremium(100_000, DEFAULT_RULES, true)).toBe(5_000); // 1,000 -> 5,000
    expect(insurancePremium(500_000, DEFAULT_RULES, true)).toBe(5_000); // exactly the minimum
    expect(insurancePremium(500_100, DEFAULT_RULES, true)).toBe(5_001);
    expect(insurancePremium(0, DEFAULT_RULES, true)).toBe(5_000);
  });
  it('follows the rules object', () => {
    expect(insurancePremium(640_000, withRules({ insurance: 0.5, insuranceMin: 0 }), true)).toBe(3_200);
  });
});

describe('packing fee', () => {
  it('is fee per unit x quantity x the rate of its currency', () => {
    const china = DEFAULT_BILLING.countries.china;
    expect(packingFee(packingFeePerUnit('china', china, null), 4, RATES)).toBe(9_000);
    expect(packingFee({ amount: 0.5, currency: 'USD' }, 3, RATES)).toBe(24_000);
  });
  it("takes the product type's fee for the country first", () => {
    const china = DEFAULT_BILLING.countries.china;
    const type = { packingFee: { china: { amount: 2_000, currency: 'IDR' } } };
    expect(packingFee(packingFeePerUnit('china', china, type), 4, RATES)).toBe(8_000);
    expect(packingFeePerUnit('us', DEFAULT_BILLING.countries.us, type)).toEqual({ amount: 0.5, currency: 'USD' });
  });
});

describe('additional transaction price and US tax', () => {
  it('adds transaction_price_additional x dollar rate to China and US lines only', () => {
    expect(additionalTransaction('china', DEFAULT_RULES, 16_000)).toBe(8_000);
    expect(additionalTransaction('us', DEFAULT_RULES, 16_000)).toBe(8_000);
    expect(additionalTransaction('uk', DEFAULT_RULES, 16_000)).toBe(0);
    expect(additionalTransaction('hongkong', DEFAULT_RULES, 16_000)).toBe(0);
    expect(additionalTransaction('singapore', DEFAULT_RULES, 16_000)).toBe(0);
  });
  it('charges us_tax % of the goods value on US lines only', () => {
    const rules = withRules({ usTax: 6.25 });
    expect(usSalesTax('us', 800_000, rules)).toBe(50_000);
    expect(usSalesTax('china', 800_000, rules)).toBe(0);
    expect(usSalesTax('us', 800_000, DEFAULT_RULES)).toBe(0);
  });
});

describe('shipping to warehouse', () => {
  it("is the country's value in its currency, or the line's own", () => {
    const china = DEFAULT_BILLING.countries.china;
    expect(shippingToWarehouse(null, china, RATES)).toBe(18_000);
    expect(shippingToWarehouse({ amount: 12.5, currency: 'CNY' }, china, RATES)).toBe(28_125);
  });
});

describe('transaction fee', () => {
  it('is transaction_price % x subtotal + transaction_freight % x freight', () => {
    expect(transactionFeeBeforeMinimum(1_000_000, 500_000, DEFAULT_RULES)).toBe(30_000);
    expect(transactionFeeBeforeMinimum(1_000_000, 500_000, withRules({ transactionFreight: 2 }))).toBe(40_000);
  });
  it('becomes 25,000 when above 0 and below 25,000', () => {
    expect(applyTransactionFeeMinimum([24_999])).toEqual({ fees: [25_000], total: 25_000, minimumApplied: true });
    expect(applyTransactionFeeMinimum([1])).toMatchObject({ fees: [25_000], minimumApplied: true });
    expect(applyTransactionFeeMinimum([25_000])).toEqual({ fees: [25_000], total: 25_000, minimumApplied: false });
    expect(applyTransactionFeeMinimum([25_001])).toMatchObject({ fees: [25_001], minimumApplied: false });
    expect(applyTransactionFeeMinimum([0])).toEqual({ fees: [0], total: 0, minimumApplied: false });
    expect(applyTransactionFeeMinimum([])).toEqual({ fees: [], total: 0, minimumApplied: false });
  });
  it('spreads the top-up over a group in proportion, integers summing to 25,000', () => {
    expect(applyTransactionFeeMinimum([1_000, 3_000, 0]).fees).toEqual([6_250, 18_750, 0]);
    expect(applyTransactionFeeMinimum([1, 1, 1]).fees).toEqual([8_334, 8_333, 8_333]);
  });
  it('keeps every share integer and the sum exact (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30_000 }), { maxLength: 30 }), (fees) => {
        const result = applyTransactionFeeMinimum(fees);
        const sum = result.fees.reduce((a, b) => a + b, 0);
        expect(sum).toBe(result.total);
        result.fees.forEach((fee, i) => {
          expect(Number.isInteger(fee)).toBe(true);
          expect(fee).toBeGreaterThanOrEqual(fees[i] ?? 0);
          if (fees[i] === 0) expect(fee).toBe(0);
        });
        const raw = fees.reduce((a, b) => a + b, 0);
        expect(result.total).toBe(raw > 0 && raw < 25_000 ? 25_000 : raw);
      }),
    );
  });
  it('applies the minimum through priceLine, and is zero when the rate is 0', () => {
    const cheap = line({ price: 2, weightGrams: 100 }); // subtotal 32,000 + 18,000 -> 3 % = 1,500
    expect(priceLine(cheap, CONTEXT).transactionFee).toBe(25_000);
    expect(priceLine(cheap, { ...CONTEXT, rules: { transactionPrice: 0 } }).transactionFee).toBe(0);
    const dear = line({ price: 100, quantity: 10 }); // subtotal 16,018,000 -> 480,540
    expect(priceLine(dear, CONTEXT).transactionFee).toBe(480_540);
  });
});
