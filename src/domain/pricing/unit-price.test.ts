import { describe, expect, it } from 'vitest';
import { unitPriceForQuantity } from './unit-price';

const tiers = [{ minQuantity: 10, price: 8 }, { minQuantity: 2, price: 10 }, { minQuantity: 50, price: 6 }];

describe('unitPriceForQuantity', () => {
  it('uses the product or option price without tiers', () => {
    expect(unitPriceForQuantity(12, [], null, 5)).toBe(12);
    expect(unitPriceForQuantity(12, [], 15, 5)).toBe(15);
  });
  it('picks the tier of the quantity, the first tier below its minimum', () => {
    expect(unitPriceForQuantity(12, tiers, null, 1)).toBe(10);
    expect(unitPriceForQuantity(12, tiers, null, 9)).toBe(10);
    expect(unitPriceForQuantity(12, tiers, null, 10)).toBe(8);
    expect(unitPriceForQuantity(12, tiers, null, 50)).toBe(6);
  });
  it('adds the option surcharge over the base tier, never below zero', () => {
    expect(unitPriceForQuantity(12, tiers, 13, 10)).toBe(11);
    expect(unitPriceForQuantity(12, tiers, 1, 50)).toBe(0);
  });
});
