import { describe, expect, it } from 'vitest';
import { decimal, emptyManualOrder, validateManualOrder } from './manual-order-form';

describe('manual order form', () => {
  it('refuses an empty form with the required codes', () => {
    const errors = validateManualOrder(emptyManualOrder());
    expect(errors).toMatchObject({ title: 'required', price: 'required', weight: 'required' });
    expect(errors.url).toBeUndefined();
    expect(errors.quantity).toBeUndefined();
  });

  it('names the failed constraint of bad values', () => {
    const errors = validateManualOrder({ ...emptyManualOrder(), title: 'Jaket', price: '12,5', weight: 'abc', quantity: '0', url: 'ftp://x', length: '1x' });
    expect(errors).toEqual({ weight: 'not_a_number', quantity: 'positive', url: 'url', length: 'not_a_number' });
  });

  it('accepts a complete form', () => {
    expect(validateManualOrder({ ...emptyManualOrder(), title: 'Jaket', price: '19.99', weight: '1.5', weightUnit: 'kg', url: 'https://shop.example.com/p/1' })).toEqual({});
  });

  it('reads decimals with a dot or a comma', () => {
    expect(decimal('12,5')).toBe(12.5);
    expect(decimal('12.25')).toBe(12.25);
    expect(decimal('1e3')).toBeNaN();
  });
});
