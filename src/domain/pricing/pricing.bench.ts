import { bench, describe } from 'vitest';
import { priceGroup } from './group';
import { CONTEXT } from './test-fixtures';
import type { PriceLineInput } from './types';

const COUNTRIES = ['china', 'us', 'uk', 'hongkong', 'singapore'] as const;
const CURRENCY = { china: 'CNY', us: 'USD', uk: 'GBP', hongkong: 'HKD', singapore: 'SGD' } as const;
const MARKETS = ['taobao', 'tmall', '1688', 'other'] as const;

/** A deterministic 1,000-line cart mixing countries, tracks, marketplaces and flags. */
const cart: PriceLineInput[] = Array.from({ length: 1_000 }, (_, i) => {
  const country = COUNTRIES[i % COUNTRIES.length] ?? 'china';
  return {
    id: `line-${i}`,
    price: 1 + ((i * 37) % 500) / 7,
    currency: CURRENCY[country],
    quantity: 1 + (i % 7),
    weightGrams: 50 + ((i * 131) % 3000),
    lengthCm: 5 + (i % 40),
    widthCm: 5 + ((i * 3) % 30),
    heightCm: 2 + ((i * 7) % 25),
    country,
    marketplace: MARKETS[i % MARKETS.length] ?? 'other',
    track: i % 3 === 0 ? 'laut' : 'udara',
    usingNpwp: i % 2 === 0,
    useInsurance: i % 4 === 0,
    isAllInPrice: i % 11 === 0,
    productType: i % 5 === 0 ? { beaMasuk: 15, pph: 7.5, pphNonNpwp: 15 } : null,
    hsCode: i % 13 === 0 ? { beaMasuk: 25, ppn: 11 } : null,
  };
});

describe('priceGroup', () => {
  bench(
    '1,000-line cart',
    () => {
      priceGroup(cart, CONTEXT);
    },
    { warmupIterations: 50, time: 2_000 },
  );
});
