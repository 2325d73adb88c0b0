import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING, TRANSACTION_FEE_MINIMUM } from './defaults';
import { AMOUNT_KEYS, priceGroup, priceLine } from './group';
import { componentsOf } from './line';
import { RATES } from './test-fixtures';
import {
  COUNTRY_CODES,
  MARKETPLACES,
  type AmountComponents,
  type BillingConfig,
  type LineBreakdown,
  type PriceLineInput,
  type PricingContext,
} from './types';

const CURRENCIES = ['USD', 'CNY', 'GBP', 'HKD', 'SGD', 'IDR'] as const;
const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
const percent = fc.option(fc.integer({ min: 0, max: 3000 }).map((p) => p / 100), { nil: undefined });

const lineArb: fc.Arbitrary<PriceLineInput> = fc.record({
  price: cents(5_000),
  currency: fc.constantFrom(...CURRENCIES),
  quantity: fc.integer({ min: 0, max: 60 }),
  weightGrams: cents(20_000),
  lengthCm: cents(150),
  widthCm: cents(150),
  heightCm: cents(150),
  country: fc.constantFrom(...COUNTRY_CODES),
  marketplace: fc.constantFrom(...MARKETPLACES),
  track: fc.constantFrom('udara' as const, 'laut' as const),
  usingNpwp: fc.boolean(),
  importerMode: fc.boolean(),
  isAllInPrice: fc.boolean(),
  useInsurance: fc.boolean(),
  productType: fc.option(fc.record({ beaMasuk: percent, ppn: percent, pph: percent, pphNonNpwp: percent }), {
    nil: undefined,
  }),
  hsCode: fc.option(fc.record({ beaMasuk: percent, ppn: percent, pph: percent }), { nil: undefined }),
});

const contextArb: fc.Arbitrary<PricingContext> = fc
  .record({
    transactionPrice: fc.integer({ min: 0, max: 1000 }).map((p) => p / 100),
    transactionFreight: fc.integer({ min: 0, max: 500 }).map((p) => p / 100),
    insurance: fc.integer({ min: 0, max: 500 }).map((p) => p / 100),
    insuranceMin: fc.integer({ min: 0, max: 20_000 }),
    usTax: fc.integer({ min: 0, max: 1000 }).map((p) => p / 100),
    ppnLowerLimit: fc.integer({ min: 0, max: 100 }),
    allInCountry: fc.constantFrom(...COUNTRY_CODES),
    allInOn: fc.boolean(),
  })
  .map(({ allInCountry, allInOn, ...rules }) => {
    const billing: BillingConfig = {
      ...DEFAULT_BILLING,
      countries: {
        ...DEFAULT_BILLING.countries,
        [allInCountry]: { ...DEFAULT_BILLING.countries[allInCountry], isAllIn: allInOn },
      },
    };
    return { exchangeRates: RATES, rules, billing };
  });

const AMOUNT_FIELDS = AMOUNT_KEYS;

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

function expectWellFormed(priced: LineBreakdown | (AmountComponents & Record<(typeof AMOUNT_FIELDS)[number], number>)) {
  for (const field of AMOUNT_FIELDS) {
    expect(Number.isSafeInteger(priced[field]), field).toBe(true);
    expect(priced[field], field).toBeGreaterThanOrEqual(0);
  }
  expect(priced.total).toBe(sum(componentsOf(priced)));
  expect(priced.totalTax).toBe(priced.importDuty + priced.vat + priced.incomeTax);
  expect(priced.importDuty % 1000).toBe(0);
}

describe('pricing invariants (fast-check)', () => {
  it('every amount of a line is a non-negative integer and the total is the sum of its components', () => {
    fc.assert(
      fc.property(lineArb, contextArb, (input, ctx) => {
        const priced = priceLine(input, ctx);
        expectWellFormed(priced);
        if (priced.track === 'laut' || priced.allInBasis !== null) expect(priced.totalTax).toBe(0);
        if (priced.allIn > 0) expect(priced.freight).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('a group total equals the sum of its line totals, and so does every component', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 12 }), contextArb, fc.boolean(), (lines, ctx, allIn) => {
        const group = priceGroup(lines, ctx, { isAllInPrice: allIn });
        expectWellFormed(group);
        for (const field of AMOUNT_FIELDS) {
          expect(group[field], field).toBe(sum(group.lines.map((l) => l[field])));
        }
        expect(group.transactionFee === 0 || group.transactionFee >= TRANSACTION_FEE_MINIMUM).toBe(true);
        group.lines.forEach((l) => expectWellFormed(l));
      }),
      { numRuns: 200 },
    );
  });

  it('freight (air, sea or all-in) never falls when the weight rises', () => {
    fc.assert(
      fc.property(lineArb, contextArb, cents(20_000), cents(5_000), (input, ctx, weight, extra) => {
        const light = priceLine({ ...input, weightGrams: weight }, ctx);
        const heavy = priceLine({ ...input, weightGrams: weight + extra }, ctx);
        expect(heavy.freight + heavy.allIn).toBeGreaterThanOrEqual(light.freight + light.allIn);
        expect(heavy.chargedGrams).toBeGreaterThanOrEqual(light.chargedGrams);
      }),
      { numRuns: 500 },
    );
  });

  it('charged grams are 500 or whole kilograms, never below the line weight', () => {
    fc.assert(
      fc.property(lineArb, (input) => {
        const priced = priceLine({ ...input, track: 'udara', quantity: Math.max(1, input.quantity) }, { exchangeRates: RATES });
        const grams = priced.chargedGrams;
        expect(grams === 500 || (grams >= 1000 && grams % 1000 === 0)).toBe(true);
        expect(grams + 1e-6).toBeGreaterThanOrEqual(Math.max(1, input.quantity) * input.weightGrams);
      }),
      { numRuns: 300 },
    );
  });

  it('is pure: the same input gives the same output and is not modified', () => {
    fc.assert(
      fc.property(lineArb, contextArb, (input, ctx) => {
        const frozen = Object.freeze(structuredClone(input));
        expect(priceLine(frozen, ctx)).toEqual(priceLine(frozen, ctx));
        expect(frozen).toEqual(input);
      }),
      { numRuns: 100 },
    );
  });
});
