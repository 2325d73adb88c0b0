import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  createCartLine,
  isSameProduct,
  isSameRecord,
  maxQuantityFor,
  packingFeeTotal,
  variantKey,
} from './cart-line';

const base = { id: 'a', name: 'Tas', url: 'https://item.taobao.com/item.htm?id=1', price: 10 };

describe('maxQuantityFor', () => {
  it('defaults to 10, and to 1,000,000 on the wholesale marketplace', () => {
    expect(maxQuantityFor(undefined)).toBe(10);
    expect(maxQuantityFor('taobao')).toBe(10);
    expect(maxQuantityFor('1688')).toBe(1_000_000);
    expect(maxQuantityFor(' 1688 ')).toBe(1_000_000);
  });

  it('uses a scraped maximum when it is usable', () => {
    expect(maxQuantityFor('taobao', 25)).toBe(25);
    expect(maxQuantityFor('1688', 500)).toBe(500);
    expect(maxQuantityFor('other', 7.9)).toBe(7);
    expect(maxQuantityFor('other', 1)).toBe(1);
  });

  it('ignores unusable scraped maxima', () => {
    expect(maxQuantityFor('taobao', 0)).toBe(10);
    expect(maxQuantityFor('taobao', -3)).toBe(10);
    expect(maxQuantityFor('taobao', 0.5)).toBe(10);
    expect(maxQuantityFor('1688', Number.NaN)).toBe(1_000_000);
    expect(maxQuantityFor('1688', Number.POSITIVE_INFINITY)).toBe(1_000_000);
  });
});

describe('clampQuantity', () => {
  it.each([
    [0, 10, 1],
    [-5, 10, 1],
    [1, 10, 1],
    [10, 10, 10],
    [11, 10, 10],
    [3.7, 10, 3],
    [Number.NaN, 10, 1],
    [Number.POSITIVE_INFINITY, 10, 10],
    [Number.NEGATIVE_INFINITY, 10, 1],
    [5, 0, 1],
    [5, Number.NaN, 1],
  ])('clampQuantity(%s, %s) = %s', (q, max, expected) => {
    expect(clampQuantity(q, max)).toBe(expected);
  });
});

describe('packingFeeTotal', () => {
  it('multiplies without float noise', () => {
    expect(packingFeeTotal(0.1, 3)).toBe(0.3);
    expect(packingFeeTotal(2500, 4)).toBe(10000);
    expect(packingFeeTotal(0, 4)).toBe(0);
    expect(packingFeeTotal(Number.NaN, 4)).toBe(0);
  });
});

describe('createCartLine', () => {
  it('fills the spec defaults', () => {
    const line = createCartLine(base);
    expect(line).toMatchObject({
      code: '',
      quantity: 1,
      maxQuantity: 10,
      weight: 1000,
      packageTrack: 'udara',
      currency: 'USD',
      marketplace: 'other',
      dimensions: { length: 0, width: 0, height: 0 },
      packingFeePerUnit: 0,
      totalPackingFee: 0,
      disabled: false,
      addressQuantities: {},
      note: '',
    });
  });

  it('clamps quantity to the max and computes the packing fee', () => {
    const line = createCartLine({ ...base, marketplace: 'taobao', quantity: 50, packingFeePerUnit: 1.5 });
    expect(line.quantity).toBe(10);
    expect(line.totalPackingFee).toBe(15);
    expect(createCartLine({ ...base, marketplace: '1688', quantity: 500 }).quantity).toBe(500);
    expect(createCartLine({ ...base, quantity: 0 }).quantity).toBe(1);
  });

  it('cleans bad numbers', () => {
    const line = createCartLine({
      ...base,
      weight: Number.NaN,
      packingFeePerUnit: -1,
      dimensions: { length: -1, width: Number.NaN, height: 3 },
    });
    expect(line.weight).toBe(1000);
    expect(line.packingFeePerUnit).toBe(0);
    expect(line.dimensions).toEqual({ length: 0, width: 0, height: 3 });
    expect(createCartLine({ ...base, weight: 0 }).weight).toBe(0);
  });
});

describe('identity', () => {
  it('variantKey normalises url and variant case', () => {
    const a = createCartLine({ ...base, url: 'HTTPS://Item.Taobao.com/item.htm?id=1', size: ' XL ', color: 'Red' });
    const b = createCartLine({ ...base, id: 'b', size: 'xl', color: 'red' });
    expect(variantKey(a)).toBe(variantKey(b));
    expect(isSameProduct(a, b)).toBe(true);
  });

  it('different variants of one product are different lines', () => {
    const a = createCartLine({ ...base, size: 'M' });
    const b = createCartLine({ ...base, id: 'b', size: 'L' });
    expect(isSameProduct(a, b)).toBe(false);
  });

  it('lines without a url are only the same by id or code', () => {
    const a = createCartLine({ ...base, url: '' });
    const b = createCartLine({ ...base, id: 'b', url: '' });
    expect(variantKey(a)).toBe('');
    expect(isSameProduct(a, b)).toBe(false);
    expect(isSameProduct(a, { ...b, code: 'X' })).toBe(false);
    expect(isSameProduct({ ...a, code: 'X' }, { ...b, code: 'X' })).toBe(true);
  });

  it('isSameRecord ignores empty codes', () => {
    const a = createCartLine({ ...base, url: 'https://a.com/1' });
    const b = createCartLine({ ...base, id: 'b', url: 'https://a.com/2' });
    expect(isSameRecord(a, b)).toBe(false);
    expect(isSameRecord(a, { ...b, id: 'a' })).toBe(true);
  });
});
