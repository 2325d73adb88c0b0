/** Shared inputs of the pricing tests (not part of the public API). */
import type { PriceLineInput, PricingContext } from './types';

/** Rupiah per unit; USD as in customs.md's worked example. */
export const RATES = Object.freeze({ USD: 16_000, CNY: 2_250, GBP: 20_000, HKD: 2_050, SGD: 12_000 });

export const CONTEXT: PricingContext = Object.freeze({ exchangeRates: RATES });

/** A plain 1 kg Taobao line of USD 40 by air, without insurance. */
export function line(overrides: Partial<PriceLineInput> = {}): PriceLineInput {
  return {
    price: 40,
    currency: 'USD',
    quantity: 1,
    weightGrams: 1000,
    lengthCm: 10,
    widthCm: 10,
    heightCm: 10,
    country: 'china',
    marketplace: 'taobao',
    track: 'udara',
    ...overrides,
  };
}
