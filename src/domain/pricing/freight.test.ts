import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING } from './defaults';
import {
  chargedGrams,
  countryBilling,
  freightByVolume,
  freightByWeight,
  isSeaAvailable,
  lineGrams,
  lineVolumeCbm,
  seaRatePerCbm,
  volumetricGrams,
  wholesaleAirRate,
} from './freight';
import { priceLine } from './group';
import { CONTEXT, line } from './test-fixtures';
import type { BillingConfig } from './types';

describe('air charged weight', () => {
  it('charges at most 500 g as 500 g (499 / 500 / 501 g boundary)', () => {
    expect(chargedGrams(0)).toBe(500);
    expect(chargedGrams(499)).toBe(500);
    expect(chargedGrams(500)).toBe(500);
    expect(chargedGrams(501)).toBe(1000);
  });
  it('rounds anything above 500 g up to whole kilograms', () => {
    expect(chargedGrams(999)).toBe(1000);
    expect(chargedGrams(1000)).toBe(1000);
    expect(chargedGrams(1001)).toBe(2000);
    expect(chargedGrams(2500)).toBe(3000);
  });
  it('ignores unit-conversion noise at a boundary', () => {
    expect(chargedGrams((2.2 / 2.2) * 1000 + 1e-9)).toBe(1000);
  });
  it('uses volumetric weight L x W x H / 5 when it is heavier', () => {
    expect(volumetricGrams(30, 20, 10)).toBe(1200);
    expect(lineGrams({ weightGrams: 300, quantity: 1, lengthCm: 30, widthCm: 20, heightCm: 10 })).toBe(1200);
    expect(lineGrams({ weightGrams: 1500, quantity: 1, lengthCm: 30, widthCm: 20, heightCm: 10 })).toBe(1500);
  });
  it('multiplies both actual and volumetric weight by the quantity', () => {
    expect(lineGrams({ weightGrams: 300, quantity: 3 })).toBe(900);
    expect(lineGrams({ weightGrams: 100, quantity: 2, lengthCm: 10, widthCm: 10, heightCm: 10 })).toBe(400);
  });
  it('prices rate per kg x charged kg', () => {
    expect(freightByWeight(128_000, 500)).toBe(64_000);
    expect(freightByWeight(128_001, 500)).toBe(64_001); // 64,000.5 half up
    expect(freightByWeight(128_000, 3000)).toBe(384_000);
  });
  it('prices the 499 / 500 / 501 g boundary through priceLine', () => {
    const at = (grams: number) =>
      priceLine(line({ weightGrams: grams, lengthCm: 0, widthCm: 0, heightCm: 0 }), CONTEXT);
    expect(at(499)).toMatchObject({ chargedGrams: 500, freight: 64_000 });
    expect(at(500)).toMatchObject({ chargedGrams: 500, freight: 64_000 });
    expect(at(501)).toMatchObject({ chargedGrams: 1000, freight: 128_000 });
  });
});

describe('sea volume and freight', () => {
  it('is L x W x H x quantity / 1,000,000 with a 0.1 m3 minimum', () => {
    expect(lineVolumeCbm({ quantity: 1, lengthCm: 10, widthCm: 10, heightCm: 10 })).toBe(0.1);
    expect(lineVolumeCbm({ quantity: 1, lengthCm: 100, widthCm: 100, heightCm: 10 })).toBe(0.1);
    expect(lineVolumeCbm({ quantity: 3, lengthCm: 100, widthCm: 100, heightCm: 10 })).toBeCloseTo(0.3, 12);
    expect(lineVolumeCbm({ quantity: 1 })).toBe(0.1);
  });
  it('prices rate per m3 x volume', () => {
    expect(freightByVolume(5_000_000, 0.1)).toBe(500_000);
    expect(freightByVolume(5_000_000, 0.3)).toBe(1_500_000);
    expect(freightByVolume(5_000_000, 0.1234567)).toBe(617_284); // 617,283.5
  });
  it('takes the product type sea rate for the country over the country rate', () => {
    const china = countryBilling(DEFAULT_BILLING, 'china');
    expect(seaRatePerCbm('china', china, null)).toBe(5_000_000);
    expect(seaRatePerCbm('china', china, { seaRates: { china: 4_200_000 } })).toBe(4_200_000);
    expect(seaRatePerCbm('china', china, { seaRates: { us: 1 } })).toBe(5_000_000);
  });
});

describe('isSeaAvailable', () => {
  it('is true for non-1688 items from a sea-enabled country (China)', () => {
    expect(isSeaAvailable({ country: 'china', marketplace: 'taobao' })).toBe(true);
    expect(isSeaAvailable({ country: 'china', marketplace: 'tmall' })).toBe(true);
    expect(isSeaAvailable({ country: 'china', marketplace: 'other' })).toBe(true);
  });
  it('is false for 1688 items and for countries without sea', () => {
    expect(isSeaAvailable({ country: 'china', marketplace: '1688' })).toBe(false);
    for (const country of ['us', 'uk', 'hongkong', 'singapore'] as const) {
      expect(isSeaAvailable({ country, marketplace: 'other' })).toBe(false);
    }
  });
  it('is true for importers from a sea-enabled country, even for 1688', () => {
    expect(isSeaAvailable({ country: 'china', marketplace: '1688', importerMode: true })).toBe(true);
    expect(isSeaAvailable({ country: 'us', marketplace: 'other', importerMode: true })).toBe(false);
  });
  it('follows the billing config', () => {
    const billing: BillingConfig = {
      ...DEFAULT_BILLING,
      countries: { ...DEFAULT_BILLING.countries, us: { ...DEFAULT_BILLING.countries.us, seaEnabled: true } },
    };
    expect(isSeaAvailable({ country: 'us', marketplace: 'other' }, billing)).toBe(true);
  });
  it('throws pricing.unknown_country for a country without billing', () => {
    expect(() => countryBilling(DEFAULT_BILLING, 'japan')).toThrow(
      expect.objectContaining({ code: 'pricing.unknown_country' }),
    );
  });
});

describe('wholesale air rate', () => {
  it('is 185,000 per kg unless the product type sets freight_air_1688', () => {
    expect(wholesaleAirRate(DEFAULT_BILLING, null)).toBe(185_000);
    expect(wholesaleAirRate(DEFAULT_BILLING, { freightAir1688: 150_000 })).toBe(150_000);
    expect(wholesaleAirRate(DEFAULT_BILLING, { freightAir1688: null })).toBe(185_000);
  });
});
