import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING, DEFAULT_RULES } from './defaults';
import { priceLine } from './group';
import {
  allInPriceFromBilling,
  buildPriceLineInput,
  checkTrack,
  GUEST_FACTS,
  SEA_NOT_AVAILABLE,
  type LineDescription,
  type PricingFacts,
} from './line-input';
import { RATES } from './test-fixtures';
import type { BillingConfig, PricingContext } from './types';

const taxed: PricingContext = { exchangeRates: RATES, rules: { pph: 10, pphNonNpwp: 20 } };

function described(overrides: Partial<LineDescription> = {}): LineDescription {
  return {
    id: 'CD1',
    price: 129,
    currency: 'cny',
    quantity: 2,
    weightGrams: 550,
    lengthCm: 30,
    widthCm: 20,
    heightCm: 5,
    country: 'china',
    marketplace: 'taobao',
    track: 'udara',
    ...overrides,
  };
}

const facts = (overrides: Partial<PricingFacts> = {}): PricingFacts => ({ ...GUEST_FACTS, ...overrides });

describe('buildPriceLineInput', () => {
  it('copies the line and normalises currency, country and marketplace', () => {
    const input = buildPriceLineInput(described({ marketplace: 'shopee', productType: { beaMasuk: 25 }, hsCode: { code: 'x', ppn: 11 } }), GUEST_FACTS);
    expect(input).toEqual({
      id: 'CD1', price: 129, currency: 'CNY', quantity: 2, weightGrams: 550, lengthCm: 30, widthCm: 20, heightCm: 5,
      country: 'china', marketplace: 'other', track: 'udara', productType: { beaMasuk: 25 }, hsCode: { code: 'x', ppn: 11 },
      usingNpwp: false, importerMode: false, isAllInPrice: false, useInsurance: false,
    });
    expect(buildPriceLineInput(described({ country: 'atlantis', lengthCm: undefined, track: undefined }), GUEST_FACTS))
      .toMatchObject({ country: 'china', lengthCm: 0, track: 'udara' });
  });

  it('honours the insurance choice', () => {
    expect(buildPriceLineInput(described({ choices: { useInsurance: true } }), GUEST_FACTS).useInsurance).toBe(true);
    expect(buildPriceLineInput(described({ choices: {} }), GUEST_FACTS).useInsurance).toBe(false);
  });

  it('honours the NPWP choice only with an NPWP on file', () => {
    const asked = described({ choices: { usingNpwp: true } });
    expect(buildPriceLineInput(asked, facts({ hasNpwp: false })).usingNpwp).toBe(false);
    expect(buildPriceLineInput(asked, facts({ hasNpwp: true })).usingNpwp).toBe(true);
    expect(buildPriceLineInput(described(), facts({ hasNpwp: true })).usingNpwp).toBe(false);
    // and it changes the price only then
    const noFile = priceLine(buildPriceLineInput(asked, facts()), taxed);
    const plain = priceLine(buildPriceLineInput(described(), facts()), taxed);
    const onFile = priceLine(buildPriceLineInput(asked, facts({ hasNpwp: true })), taxed);
    expect(noFile).toEqual(plain);
    expect(onFile.incomeTax).toBeLessThan(plain.incomeTax);
  });

  it('takes all-in and importer pricing from the facts only', () => {
    // A line description has no all-in or importer field: whatever a caller spreads in is dropped.
    const claimed = { ...described(), isAllInPrice: true, importerMode: true } as LineDescription;
    expect(buildPriceLineInput(claimed, GUEST_FACTS)).toMatchObject({ isAllInPrice: false, importerMode: false });
    expect(priceLine(buildPriceLineInput(claimed, GUEST_FACTS), taxed)).toEqual(priceLine(buildPriceLineInput(described(), GUEST_FACTS), taxed));
    const server = buildPriceLineInput(described(), facts({ isAllInPrice: true, importerMode: true }));
    expect(server).toMatchObject({ isAllInPrice: true, importerMode: true });
    expect(priceLine(server, taxed).allInBasis).toBe('wholesale');
  });

  it('keeps a per-line warehouse shipping override', () => {
    const input = buildPriceLineInput(described({ shippingToWarehouse: { amount: 2, currency: 'USD' } }), GUEST_FACTS);
    expect(input.shippingToWarehouse).toEqual({ amount: 2, currency: 'USD' });
    expect(buildPriceLineInput(described({ id: undefined }), GUEST_FACTS)).not.toHaveProperty('id');
  });
});

describe('checkTrack', () => {
  it('accepts air everywhere and sea where it is offered', () => {
    expect(checkTrack({ country: 'us', marketplace: 'other', track: 'udara' }, GUEST_FACTS)).toBeNull();
    expect(checkTrack({ country: 'china', marketplace: 'taobao' }, GUEST_FACTS)).toBeNull();
    expect(checkTrack({ country: 'china', marketplace: 'taobao', track: 'laut' }, GUEST_FACTS)).toBeNull();
  });

  it('reports sea where it is not offered instead of switching to air', () => {
    expect(checkTrack({ country: 'us', marketplace: 'other', track: 'laut' }, GUEST_FACTS)).toBe(SEA_NOT_AVAILABLE);
    expect(checkTrack({ country: 'china', marketplace: '1688', track: 'laut' }, GUEST_FACTS)).toBe(SEA_NOT_AVAILABLE);
    expect(checkTrack({ country: 'atlantis', marketplace: 'other', track: 'laut' }, GUEST_FACTS)).toBe(SEA_NOT_AVAILABLE);
  });

  it('lets importers ship 1688 goods by sea from a sea-enabled country', () => {
    expect(checkTrack({ country: 'china', marketplace: '1688', track: 'laut' }, { importerMode: true })).toBeNull();
    expect(checkTrack({ country: 'uk', marketplace: '1688', track: 'laut' }, { importerMode: true })).toBe(SEA_NOT_AVAILABLE);
  });

  it('follows the billing it is given', () => {
    const seaUk: BillingConfig = { ...DEFAULT_BILLING, countries: { ...DEFAULT_BILLING.countries, uk: { ...DEFAULT_BILLING.countries.uk, seaEnabled: true } } };
    expect(checkTrack({ country: 'uk', marketplace: 'other', track: 'laut' }, GUEST_FACTS, seaUk)).toBeNull();
  });
});

describe('allInPriceFromBilling', () => {
  it('is the country billing\'s all-in, or the rules\'', () => {
    expect(allInPriceFromBilling('china', DEFAULT_BILLING)).toBe(false);
    const allInHk: BillingConfig = { ...DEFAULT_BILLING, countries: { ...DEFAULT_BILLING.countries, hongkong: { ...DEFAULT_BILLING.countries.hongkong, isAllIn: true } } };
    expect(allInPriceFromBilling('hongkong', allInHk)).toBe(true);
    expect(allInPriceFromBilling('china', allInHk)).toBe(false);
    expect(allInPriceFromBilling('china', DEFAULT_BILLING, { ...DEFAULT_RULES, isAllInPrice: true })).toBe(true);
    expect(allInPriceFromBilling('china', DEFAULT_BILLING, { isAllIn: true })).toBe(true);
    expect(allInPriceFromBilling('atlantis', DEFAULT_BILLING)).toBe(false);
  });
});
