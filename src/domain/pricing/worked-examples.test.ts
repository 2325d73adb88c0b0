/**
 * The worked examples of docs/pricing-examples.md, number for number. Default rules
 * and billing; exchange rates USD 16,000, CNY 2,250 (test-fixtures RATES).
 */
import { describe, expect, it } from 'vitest';
import { priceLine } from './group';
import { CONTEXT } from './test-fixtures';

describe('worked examples (docs/pricing-examples.md)', () => {
  it('worked example: air', () => {
    // customs.md: FOB USD 40, freight USD 8, insurance USD 0.40 at Rp 16,000
    const priced = priceLine(
      {
        price: 40,
        currency: 'USD',
        quantity: 1,
        weightGrams: 1000,
        lengthCm: 20,
        widthCm: 15,
        heightCm: 10,
        country: 'china',
        marketplace: 'taobao',
        track: 'udara',
        useInsurance: true,
        usingNpwp: false,
      },
      CONTEXT,
    );
    expect(priced).toMatchObject({
      track: 'udara',
      taxesApplied: true,
      chargedGrams: 1_000,
      goodsValue: 640_000,
      insurance: 6_400,
      freight: 128_000,
      customsValue: 774_400,
      importDuty: 59_000,
      vat: 91_674,
      incomeTax: 0,
      totalTax: 150_674,
      packingFee: 2_250,
      shippingToWarehouse: 18_000,
      additionalTransaction: 8_000,
      subtotal: 658_000,
      transactionFee: 25_000,
      allIn: 0,
      usTax: 0,
      total: 978_324,
    });
  });

  it('worked example: sea', () => {
    const priced = priceLine(
      {
        price: 100,
        currency: 'CNY',
        quantity: 5,
        weightGrams: 2_000,
        lengthCm: 50,
        widthCm: 40,
        heightCm: 30,
        country: 'china',
        marketplace: 'taobao',
        track: 'laut',
      },
      CONTEXT,
    );
    expect(priced.volumeCbm).toBeCloseTo(0.3, 12);
    expect(priced).toMatchObject({
      track: 'laut',
      taxesApplied: false,
      chargedGrams: 0,
      goodsValue: 1_125_000,
      freight: 1_500_000,
      customsValue: 0,
      totalTax: 0,
      packingFee: 11_250,
      shippingToWarehouse: 18_000,
      additionalTransaction: 8_000,
      subtotal: 1_143_000,
      transactionFee: 34_290,
      insurance: 0,
      total: 2_696_540,
    });
  });

  it('worked example: all-in', () => {
    const priced = priceLine(
      {
        price: 25,
        currency: 'USD',
        quantity: 2,
        weightGrams: 700,
        country: 'us',
        marketplace: 'other',
        track: 'udara',
        isAllInPrice: true,
        useInsurance: true,
      },
      CONTEXT,
    );
    expect(priced).toMatchObject({
      track: 'udara',
      allInBasis: 'item',
      allInPrice: true,
      taxesApplied: false,
      chargedGrams: 2_000,
      goodsValue: 800_000,
      allIn: 700_000,
      freight: 0,
      totalTax: 0,
      insurance: 8_000,
      packingFee: 16_000,
      shippingToWarehouse: 0,
      additionalTransaction: 0,
      transactionFee: 0,
      subtotal: 800_000,
      total: 1_524_000,
    });
  });

  it('worked example: importer', () => {
    const input = {
      price: 12,
      currency: 'CNY',
      quantity: 100,
      weightGrams: 80,
      lengthCm: 10,
      widthCm: 10,
      heightCm: 5,
      country: 'china',
      marketplace: '1688',
      importerMode: true,
    } as const;
    const byAir = priceLine({ ...input, track: 'udara' }, CONTEXT);
    expect(byAir).toMatchObject({
      track: 'udara',
      allInBasis: 'wholesale',
      allInPrice: false,
      taxesApplied: false,
      chargedGrams: 10_000,
      goodsValue: 2_700_000,
      allIn: 1_850_000,
      freight: 0,
      totalTax: 0,
      packingFee: 225_000,
      shippingToWarehouse: 18_000,
      additionalTransaction: 8_000,
      subtotal: 2_718_000,
      transactionFee: 81_540,
      total: 4_882_540,
    });
    const bySea = priceLine({ ...input, track: 'laut' }, CONTEXT);
    expect(bySea).toMatchObject({
      track: 'laut',
      allInBasis: null,
      volumeCbm: 0.1,
      freight: 0,
      allIn: 0,
      totalTax: 0,
      transactionFee: 81_540,
      total: 3_032_540,
    });
  });
});
