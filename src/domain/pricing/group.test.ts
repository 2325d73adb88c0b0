import { describe, expect, it } from 'vitest';
import { priceGroup, priceLine } from './group';
import { CONTEXT, line } from './test-fixtures';

describe('priceGroup', () => {
  it('sums every component of its lines as integers', () => {
    const lines = [line({ id: 'a' }), line({ id: 'b', price: 12, quantity: 3, useInsurance: true }), line({ id: 'c', track: 'laut' })];
    const group = priceGroup(lines, CONTEXT);
    expect(group.lines.map((l) => l.id)).toEqual(['a', 'b', 'c']);
    for (const key of ['goodsValue', 'insurance', 'freight', 'importDuty', 'vat', 'transactionFee', 'total'] as const) {
      expect(group[key]).toBe(group.lines.reduce((sum, l) => sum + l[key], 0));
    }
    expect(group.volumeCbm).toBeCloseTo(0.1, 12);
  });
  it('tests the USD 3 de minimis on the whole shipment', () => {
    const cheap = line({ price: 2 });
    expect(priceLine(cheap, CONTEXT).taxesApplied).toBe(false);
    const group = priceGroup([cheap, line({ price: 1.5 })], CONTEXT); // USD 3.50 together
    expect(group.taxesApplied).toBe(true);
    expect(group.taxableValueUsd).toBeCloseTo(3.5, 12);
    expect(group.lines.every((l) => l.taxesApplied)).toBe(true);
    expect(priceGroup([cheap, line({ price: 1 })], CONTEXT).taxesApplied).toBe(false); // exactly USD 3
  });
  it('counts only air lines that are not all-in towards the de minimis', () => {
    const group = priceGroup([line({ price: 2 }), line({ price: 50, track: 'laut' }), line({ price: 50, marketplace: '1688' })], CONTEXT);
    expect(group.taxableValueUsd).toBeCloseTo(2, 12);
    expect(group.taxesApplied).toBe(false);
  });
  it('applies the 25,000 minimum once per group and spreads it over the lines', () => {
    // subtotals 50,000 and 34,000: fees 1,500 + 1,020 = 2,520 -> 25,000
    const group = priceGroup([line({ price: 2 }), line({ price: 1 })], CONTEXT);
    expect(group.transactionFeeMinimumApplied).toBe(true);
    expect(group.transactionFee).toBe(25_000);
    expect(group.lines.map((l) => l.transactionFee)).toEqual([14_881, 10_119]);
  });
  it('prices every line all-in when the group is all-in (is_all_in_price)', () => {
    const group = priceGroup([line(), line({ price: 10 })], CONTEXT, { isAllInPrice: true });
    expect(group.lines.every((l) => l.allInBasis === 'item')).toBe(true);
    expect(group).toMatchObject({ totalTax: 0, transactionFee: 0, freight: 0, allIn: 370_000 });
  });
  it('prices an empty group as zero', () => {
    const group = priceGroup([], CONTEXT);
    expect(group).toMatchObject({ lines: [], total: 0, taxesApplied: false, transactionFeeMinimumApplied: false });
  });
  it('prices a single line as a group of one', () => {
    const single = line({ useInsurance: true });
    expect(priceGroup([single], CONTEXT).lines[0]).toEqual(priceLine(single, CONTEXT));
  });
});
