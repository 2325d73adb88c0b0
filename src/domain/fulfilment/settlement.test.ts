import { describe, expect, it } from 'vitest';
import { GUEST_FACTS, priceLine, type LineDescription, type PricingContext } from '../pricing';
import {
  SettlementError, priceSettlementGroup, refundableOf, settle, settleDifference, settlementInput, withLine, type SettlementLine,
} from './index';

const CONTEXT: PricingContext = { exchangeRates: { USD: 16_000, CNY: 2_250 } };

/** docs/pricing-examples.md "worked example: air": USD 40, 1,000 g, 20 x 15 x 10 cm, insurance, total 978,324. */
const AIR: LineDescription = {
  price: 40, currency: 'USD', quantity: 1, weightGrams: 1000, lengthCm: 20, widthCm: 15, heightCm: 10,
  country: 'china', marketplace: 'taobao', track: 'udara', choices: { useInsurance: true },
};

function line(key: string, description: LineDescription = AIR, extra: Partial<SettlementLine> = {}): SettlementLine {
  return { key, description, facts: GUEST_FACTS, active: true, ...extra };
}

describe('re-pricing a line with what became known', () => {
  it('prices the untouched line exactly as the checkout did (the worked example)', () => {
    const group = priceSettlementGroup([line('1')], CONTEXT);
    expect(group.total).toBe(978_324);
    expect(group.lines.get('1')?.total).toBe(978_324);
    expect(group.total).toBe(priceLine(settlementInput(line('1')), CONTEXT).total);
  });

  it('fewer bought than ordered (2 of 3): priced for 2, the difference credited; never 0 or more than ordered', () => {
    const three: LineDescription = { ...AIR, quantity: 3 };
    const before = [line('1', three)];
    const after = withLine(before, '1', { pricePaid: 40, quantityBought: 2 });
    const s = settle(before, after, CONTEXT, { refundable: 10_000_000 });
    expect(s.afterTotal).toBe(priceLine(settlementInput(line('1', { ...AIR, quantity: 2 })), CONTEXT).total);
    expect(s.difference).toBe(s.afterTotal - s.beforeTotal);
    expect(s).toMatchObject({ outcome: 'credit', amount: s.beforeTotal - s.afterTotal });
    expect(s.amount).toBeGreaterThan(0);
    expect(() => settlementInput(line('1', three, { quantityBought: 0 }))).toThrow(SettlementError);
    expect(() => settlementInput(line('1', three, { quantityBought: 4 }))).toThrow(SettlementError);
    expect(() => settlementInput(line('1', three, { quantityBought: 1.5 }))).toThrow(SettlementError);
    expect(settlementInput(line('1', three, { quantityBought: 3 }))).toEqual(settlementInput(line('1', three)));
  });

  it('a higher purchase price (USD 45): an additional invoice of 96,348', () => {
    const before = [line('1')];
    const after = withLine(before, '1', { pricePaid: 45 });
    // goods 720,000; insurance 7,200; freight 128,000; duty 65,000; VAT 101,222; packing 2,250;
    // warehouse 18,000; additional 8,000; fee 25,000 (minimum) = 1,074,672.
    expect(settle(before, after, CONTEXT, { refundable: 978_324 })).toEqual({
      beforeTotal: 978_324, afterTotal: 1_074_672, shippingRefund: 0, difference: 96_348, outcome: 'additional_invoice', amount: 96_348,
    });
  });

  it('a heavier parcel (1,500 g -> 2 kg charged): an additional invoice of 152,070', () => {
    const before = [line('1')];
    const after = withLine(before, '1', { measured: { weightGrams: 1500, lengthCm: 20, widthCm: 15, heightCm: 10 } });
    // freight 256,000; CIF 902,400; duty 68,000; VAT 106,744 -> total 1,130,394.
    expect(settle(before, after, CONTEXT, { refundable: 978_324 })).toMatchObject({ afterTotal: 1_130_394, difference: 152_070, outcome: 'additional_invoice', amount: 152_070 });
  });

  it('a lighter, smaller parcel (400 g, 10 cm cube -> 500 g charged): a credit of 76,590', () => {
    const before = [line('1')];
    const after = withLine(before, '1', { measured: { weightGrams: 400, lengthCm: 10, widthCm: 10, heightCm: 10 } });
    // freight 64,000; CIF 710,400; duty 54,000; VAT 84,084 -> total 901,734.
    expect(settle(before, after, CONTEXT, { refundable: 978_324 })).toEqual({
      beforeTotal: 978_324, afterTotal: 901_734, shippingRefund: 0, difference: -76_590, outcome: 'credit', amount: 76_590,
    });
  });

  it('the volumetric weight still counts (400 g but 20 x 15 x 10 cm = 600 g): no difference', () => {
    const before = [line('1')];
    const after = withLine(before, '1', { measured: { weightGrams: 400, lengthCm: 20, widthCm: 15, heightCm: 10 } });
    expect(settle(before, after, CONTEXT, { refundable: 978_324 })).toMatchObject({ difference: 0, outcome: 'none', amount: 0 });
  });

  it('the seller\'s actual shipping to the warehouse replaces the country\'s (CNY 8 -> USD 2)', () => {
    const before = [line('1')];
    const after = withLine(before, '1', { sellerShipping: 2 });
    // warehouse 32,000 instead of 18,000; subtotal 672,000 -> fee 3 % = 20,160, still the 25,000 minimum.
    expect(settle(before, after, CONTEXT, { refundable: 978_324 })).toMatchObject({ difference: 14_000, amount: 14_000 });
  });

  it('prices the group as the checkout does: the transaction-fee minimum is the group\'s', () => {
    const cheap: LineDescription = { ...AIR, price: 10, choices: {} };
    const two = [line('a', cheap), line('b', cheap)];
    const group = priceSettlementGroup(two, CONTEXT);
    const fees = [...group.lines.values()].reduce((n, l) => n + l.transactionFee, 0);
    expect(fees).toBe(25_000);
    // one line leaving: the other alone still pays the 25,000 minimum, so the credit is the line's total less its share of that.
    const after = withLine(two, 'b', { active: false });
    const s = settle(two, after, CONTEXT, { refundable: 10_000_000, shippingPrice: 10_000 });
    expect(s.shippingRefund).toBe(0);
    expect(s.difference).toBe(priceSettlementGroup(after, CONTEXT).total - group.total);
    expect(s.outcome).toBe('credit');
  });

  it('the last live line leaving gives the domestic shipping back too', () => {
    const before = [line('1')];
    const after = withLine(before, '1', { active: false });
    expect(settle(before, after, CONTEXT, { refundable: 988_324, shippingPrice: 10_000 })).toEqual({
      beforeTotal: 978_324, afterTotal: 0, shippingRefund: 10_000, difference: -988_324, outcome: 'credit', amount: 988_324,
    });
  });

  it('never credits more than is left to give back, nor an unpaid additional invoice', () => {
    const before = [line('1')];
    const after = withLine(before, '1', { active: false });
    expect(settle(before, after, CONTEXT, { refundable: 900_000, shippingPrice: 10_000 })).toMatchObject({ outcome: 'credit', amount: 900_000 });
    expect(settle(before, after, CONTEXT, { refundable: 0 })).toMatchObject({ outcome: 'none', amount: 0 });
    expect(settle(before, after, CONTEXT, { refundable: 5_000_000, unpaidAdditional: 78_324 })).toMatchObject({ outcome: 'credit', amount: 900_000 });
    expect(settleDifference(-100, 1_000, 500)).toEqual({ outcome: 'none', amount: 0 });
    expect(settleDifference(-600, 1_000, 500)).toEqual({ outcome: 'credit', amount: 100 });
  });

  it('never answers a negative amount', () => {
    for (const d of [-1_000_000, -1, 0, 1, 1_000_000]) {
      for (const cap of [0, 1, 500_000]) {
        for (const unpaid of [0, 10, 2_000_000]) {
          const r = settleDifference(d, cap, unpaid);
          expect(r.amount).toBeGreaterThanOrEqual(0);
          if (r.outcome === 'none') expect(r.amount).toBe(0);
          if (r.outcome === 'credit') expect(r.amount).toBeLessThanOrEqual(cap);
        }
      }
    }
    expect(() => settleDifference(0.5, 0)).toThrow(SettlementError);
  });

  it('refuses a negative price paid or measure', () => {
    expect(() => settlementInput(line('1', AIR, { pricePaid: -1 }))).toThrow(SettlementError);
    expect(() => settlementInput(line('1', AIR, { measured: { weightGrams: Number.NaN, lengthCm: 0, widthCm: 0, heightCm: 0 } }))).toThrow(SettlementError);
    expect(() => withLine([line('1')], '2', { active: false })).toThrow(SettlementError);
  });

  it('works out what is left to give back', () => {
    expect(refundableOf(1_000_000, 50_000, 200_000)).toBe(850_000);
    expect(refundableOf(100, 0, 500)).toBe(0);
  });
});
