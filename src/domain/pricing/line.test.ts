import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING } from './defaults';
import { priceLine } from './group';
import { CONTEXT, RATES, line } from './test-fixtures';
import type { BillingConfig, PricingContext } from './types';

const allInHongKong: BillingConfig = {
  ...DEFAULT_BILLING,
  countries: {
    ...DEFAULT_BILLING.countries,
    hongkong: { ...DEFAULT_BILLING.countries.hongkong, isAllIn: true },
  },
};

describe('goods value', () => {
  it('is price x quantity x the rate of its currency', () => {
    expect(priceLine(line({ price: 12.5, quantity: 3, currency: 'CNY' }), CONTEXT).goodsValue).toBe(84_375);
    expect(priceLine(line({ price: 150_000, currency: 'IDR' }), CONTEXT).goodsValue).toBe(150_000);
  });
});

describe('tax requirement (USD 3 de minimis)', () => {
  it('charges no taxes at exactly USD 3', () => {
    const priced = priceLine(line({ price: 3 }), CONTEXT);
    expect(priced.taxesApplied).toBe(false);
    expect(priced).toMatchObject({ customsValue: 0, importDuty: 0, vat: 0, incomeTax: 0, totalTax: 0, taxRates: null });
  });
  it('charges taxes just above USD 3', () => {
    const priced = priceLine(line({ price: 3.01 }), CONTEXT);
    // 48,160 + freight 128,000 = 176,160; duty 13,212 -> 14,000; VAT 11 % of 190,160 = 20,917.6 -> 20,917
    expect(priced).toMatchObject({ taxesApplied: true, customsValue: 176_160, importDuty: 14_000, vat: 20_917 });
  });
  it('tests price x quantity, in USD through any currency', () => {
    expect(priceLine(line({ price: 1, quantity: 3 }), CONTEXT).taxesApplied).toBe(false);
    expect(priceLine(line({ price: 1, quantity: 4 }), CONTEXT).taxesApplied).toBe(true);
    // CNY 21.33 x 2,250 = 47,992.5 = USD 2.9995
    expect(priceLine(line({ price: 21.33, currency: 'CNY' }), CONTEXT).taxesApplied).toBe(false);
    expect(priceLine(line({ price: 21.34, currency: 'CNY' }), CONTEXT).taxesApplied).toBe(true);
  });
  it('follows tax_requirement of the rules', () => {
    expect(priceLine(line({ price: 40 }), { ...CONTEXT, rules: { taxRequirement: 50 } }).taxesApplied).toBe(false);
  });
  it('uses rules.kursDollar when the exchange rates carry no USD', () => {
    const ctx: PricingContext = { exchangeRates: { CNY: 2_250 }, rules: { kursDollar: 15_000 } };
    // CNY 20 = 45,000 = USD 3 at 15,000: not above
    expect(priceLine(line({ price: 20, currency: 'CNY' }), ctx).taxesApplied).toBe(false);
    expect(priceLine(line({ price: 20.01, currency: 'CNY' }), ctx).taxesApplied).toBe(true);
    expect(priceLine(line({ price: 20, currency: 'CNY' }), ctx).additionalTransaction).toBe(7_500);
  });
  it('throws pricing.no_dollar_rate when there is no dollar rate at all', () => {
    const ctx: PricingContext = { exchangeRates: { CNY: 2_250 }, rules: { kursDollar: 0 } };
    expect(() => priceLine(line({ currency: 'CNY' }), ctx)).toThrow(
      expect.objectContaining({ code: 'pricing.no_dollar_rate' }),
    );
  });
});

describe('taxes', () => {
  it('uses CIF: goods value + insurance + freight', () => {
    const priced = priceLine(line({ useInsurance: true }), CONTEXT);
    expect(priced.customsValue).toBe(640_000 + 6_400 + 128_000);
  });
  it('charges pph with NPWP and pph_non_npwp without', () => {
    const productType = { pph: 7.5, pphNonNpwp: 15 };
    const withNpwp = priceLine(line({ productType, usingNpwp: true }), CONTEXT);
    const withoutNpwp = priceLine(line({ productType, usingNpwp: false }), CONTEXT);
    // customs value 768,000; duty 57,600 -> 58,000; import value 826,000
    expect(withNpwp.incomeTax).toBe(61_950);
    expect(withoutNpwp.incomeTax).toBe(123_900);
    expect(withNpwp.vat).toBe(withoutNpwp.vat);
  });
  it('takes the HS code rates over the product type over the rules', () => {
    const base = priceLine(line(), CONTEXT);
    const typed = priceLine(line({ productType: { beaMasuk: 15 } }), CONTEXT);
    const coded = priceLine(line({ productType: { beaMasuk: 15 }, hsCode: { code: '4202.22', beaMasuk: 25 } }), CONTEXT);
    expect(base.importDuty).toBe(58_000); // 57,600
    expect(typed.importDuty).toBe(116_000); // 115,200
    expect(coded.importDuty).toBe(192_000); // 192,000
    expect(coded.taxRates).toEqual({ beaMasuk: 25, ppn: 11, incomeTax: 0 });
  });
  it('charges VAT at 10 % when no source knows a rate', () => {
    const priced = priceLine(line(), { ...CONTEXT, rules: { ppn: null } });
    expect(priced.taxRates?.ppn).toBe(10);
    expect(priced.vat).toBe(82_600); // 10 % of 826,000
  });
  it('charges no VAT at or below ppn_lower_limit', () => {
    expect(priceLine(line({ price: 40 }), { ...CONTEXT, rules: { ppnLowerLimit: 40 } }).vat).toBe(0);
    expect(priceLine(line({ price: 40.5 }), { ...CONTEXT, rules: { ppnLowerLimit: 40 } }).vat).toBeGreaterThan(0);
  });
});

describe('sea track', () => {
  it('charges rate per m3 x volume (0.1 m3 minimum) and no taxes', () => {
    const priced = priceLine(line({ track: 'laut' }), CONTEXT);
    expect(priced).toMatchObject({ track: 'laut', volumeCbm: 0.1, freight: 500_000, chargedGrams: 0 });
    expect(priced).toMatchObject({ taxesApplied: false, totalTax: 0, allIn: 0 });
  });
  it("uses the product type's sea rate for the country", () => {
    const priced = priceLine(line({ track: 'laut', productType: { seaRates: { china: 4_000_000 } } }), CONTEXT);
    expect(priced.freight).toBe(400_000);
  });
  it('falls back to air where sea is not available (1688, US)', () => {
    expect(priceLine(line({ track: 'laut', marketplace: '1688' }), CONTEXT)).toMatchObject({
      track: 'udara',
      seaAvailable: false,
    });
    expect(priceLine(line({ track: 'laut', country: 'us' }), CONTEXT)).toMatchObject({
      track: 'udara',
      seaAvailable: false,
      freight: 250_000,
    });
  });
});

describe('wholesale (1688) all-in air', () => {
  it('charges 185,000 per kg with a 500 g minimum, no taxes', () => {
    const at = (grams: number) =>
      priceLine(line({ marketplace: '1688', weightGrams: grams, lengthCm: 0, widthCm: 0, heightCm: 0 }), CONTEXT);
    expect(at(499)).toMatchObject({ chargedGrams: 500, allIn: 92_500, freight: 0 });
    expect(at(500)).toMatchObject({ chargedGrams: 500, allIn: 92_500 });
    expect(at(501)).toMatchObject({ chargedGrams: 1000, allIn: 185_000 });
    expect(at(2_100)).toMatchObject({ chargedGrams: 3000, allIn: 555_000, allInBasis: 'wholesale' });
    expect(at(2_100)).toMatchObject({ taxesApplied: false, totalTax: 0 });
  });
  it("takes the product type's freight_air_1688 over 185,000", () => {
    const priced = priceLine(line({ marketplace: '1688', productType: { freightAir1688: 160_000 } }), CONTEXT);
    expect(priced.allIn).toBe(160_000);
  });
  it('keeps the transaction fee and the additional transaction price', () => {
    const priced = priceLine(line({ marketplace: '1688' }), CONTEXT);
    expect(priced.transactionFee).toBe(25_000);
    expect(priced.additionalTransaction).toBe(8_000);
  });
});

describe('importer mode', () => {
  it('uses 1688 rules by air', () => {
    const priced = priceLine(line({ importerMode: true, marketplace: 'taobao' }), CONTEXT);
    expect(priced).toMatchObject({ allInBasis: 'wholesale', allIn: 185_000, freight: 0, totalTax: 0 });
  });
  it('sets sea freight to zero', () => {
    const priced = priceLine(line({ importerMode: true, marketplace: '1688', track: 'laut' }), CONTEXT);
    expect(priced).toMatchObject({ track: 'laut', freight: 0, allIn: 0, volumeCbm: 0.1, totalTax: 0 });
  });
});

describe('all-in countries and items', () => {
  it('prices an all-in country with its per-kg rate: no taxes, no transaction fee', () => {
    const priced = priceLine(line({ country: 'hongkong', currency: 'HKD', price: 400 }), {
      ...CONTEXT,
      billing: allInHongKong,
    });
    expect(priced).toMatchObject({ allInBasis: 'country', allIn: 200_000, freight: 0 });
    expect(priced).toMatchObject({ taxesApplied: false, totalTax: 0, transactionFee: 0, additionalTransaction: 0 });
  });
  it('prices an all-in item the same way with its country rate', () => {
    const priced = priceLine(line({ isAllInPrice: true }), CONTEXT);
    expect(priced).toMatchObject({ allInBasis: 'item', allIn: 185_000, totalTax: 0, transactionFee: 0 });
    expect(priced.additionalTransaction).toBe(0);
  });
  it('honours the rules flags is_all_in and is_all_in_price', () => {
    expect(priceLine(line(), { ...CONTEXT, rules: { isAllIn: true } }).allInBasis).toBe('country');
    expect(priceLine(line(), { ...CONTEXT, rules: { isAllInPrice: true } }).allInBasis).toBe('item');
  });
  it('waives the transaction fee of an all-in item shipped by sea', () => {
    const priced = priceLine(line({ isAllInPrice: true, track: 'laut' }), CONTEXT);
    expect(priced).toMatchObject({ track: 'laut', allInBasis: null, allInPrice: true, freight: 500_000 });
    expect(priced).toMatchObject({ transactionFee: 0, additionalTransaction: 0 });
  });
  it('still charges insurance, packing and shipping to warehouse', () => {
    const priced = priceLine(line({ isAllInPrice: true, useInsurance: true, quantity: 2 }), CONTEXT);
    expect(priced).toMatchObject({ insurance: 12_800, packingFee: 4_500, shippingToWarehouse: 18_000 });
  });
});

describe('line components', () => {
  it('adds the additional transaction price to China and US lines only', () => {
    expect(priceLine(line({ country: 'uk', currency: 'GBP', price: 30 }), CONTEXT).additionalTransaction).toBe(0);
    expect(priceLine(line({ country: 'us' }), CONTEXT).additionalTransaction).toBe(8_000);
  });
  it('adds the country shipping to warehouse, or the line override', () => {
    expect(priceLine(line(), CONTEXT).shippingToWarehouse).toBe(18_000);
    const own = line({ shippingToWarehouse: { amount: 0, currency: 'CNY' } });
    expect(priceLine(own, CONTEXT).shippingToWarehouse).toBe(0);
  });
  it('defines subtotal as goods value + US tax + shipping to warehouse', () => {
    const priced = priceLine(line({ country: 'us' }), { ...CONTEXT, rules: { usTax: 10 } });
    expect(priced.usTax).toBe(64_000);
    expect(priced.subtotal).toBe(640_000 + 64_000 + 0);
  });
  it('echoes the id and prices an empty line (quantity 0) as nothing but nothing', () => {
    const priced = priceLine(line({ id: 'CD-1', quantity: 0 }), CONTEXT);
    expect(priced.id).toBe('CD-1');
    expect(priced).toMatchObject({ total: 0, chargedGrams: 0, freight: 0, transactionFee: 0 });
  });
});

describe('invalid input', () => {
  it.each([
    ['a negative price', { price: -1 }],
    ['a fractional quantity', { quantity: 1.5 }],
    ['a NaN weight', { weightGrams: Number.NaN }],
    ['a negative dimension', { heightCm: -2 }],
    ['an unknown track', { track: 'darat' as 'udara' }],
  ])('throws pricing.invalid_input for %s', (_, overrides) => {
    expect(() => priceLine(line(overrides), CONTEXT)).toThrow(
      expect.objectContaining({ code: 'pricing.invalid_input' }),
    );
  });
  it('throws pricing.unknown_currency and pricing.unknown_country', () => {
    expect(() => priceLine(line({ currency: 'EUR' }), CONTEXT)).toThrow(
      expect.objectContaining({ code: 'pricing.unknown_currency' }),
    );
    expect(() => priceLine(line({ country: 'japan' as 'china' }), { exchangeRates: RATES })).toThrow(
      expect.objectContaining({ code: 'pricing.unknown_country' }),
    );
  });
});
