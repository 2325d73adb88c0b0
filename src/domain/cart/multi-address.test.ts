import { describe, expect, it } from 'vitest';
import { sumAddressQuantities } from './allocation';
import { addLine, decreaseQuantity, findLine, increaseQuantity, setQuantity } from './cart';
import { EMPTY_CART, type Cart } from './cart-line';
import {
  addLineAddress,
  allLinesAllocated,
  decreaseAddressQuantity,
  increaseAddressQuantity,
  itemsForAddress,
  removeAddressFromCart,
  removeLineAddress,
  setAddressQuantity,
  setMultiAddress,
  toggleMultiAddress,
} from './multi-address';

const single = addLine(EMPTY_CART, {
  id: 'L',
  name: 'Sepatu',
  url: 'https://shop.com/sepatu',
  price: 1,
  quantity: 4,
  maxQuantity: 6,
  packingFeePerUnit: 1,
});
const multi = toggleMultiAddress(single);
const line = (cart: Cart) => findLine(cart, 'L');

describe('mode', () => {
  it('toggles', () => {
    expect(multi.multiAddress).toBe(true);
    expect(toggleMultiAddress(multi).multiAddress).toBe(false);
    expect(setMultiAddress(multi, true)).toBe(multi);
  });

  it('turning it off drops allocations and keeps the total', () => {
    const allocated = setAddressQuantity(addLineAddress(multi, 'L', 'A'), 'L', 'B', 2);
    expect(line(allocated)?.quantity).toBe(6);
    const off = setMultiAddress(allocated, false);
    expect(line(off)).toMatchObject({ quantity: 6, addressQuantities: {} });
  });

  it('address functions do nothing in single mode', () => {
    expect(addLineAddress(single, 'L', 'A')).toBe(single);
    expect(setAddressQuantity(single, 'L', 'A', 2)).toBe(single);
  });
});

describe('allocations', () => {
  it('the first address takes the whole quantity', () => {
    const c = addLineAddress(multi, 'L', 'A');
    expect(line(c)).toMatchObject({ quantity: 4, addressQuantities: { A: 4 } });
    expect(addLineAddress(c, 'L', 'A')).toBe(c);
  });

  it('further addresses start at 1 and raise the total', () => {
    const c = addLineAddress(addLineAddress(multi, 'L', 'A'), 'L', 'B');
    expect(line(c)).toMatchObject({ quantity: 5, addressQuantities: { A: 4, B: 1 }, totalPackingFee: 5 });
  });

  it('an address cannot be added at the max', () => {
    const full = setAddressQuantity(addLineAddress(multi, 'L', 'A'), 'L', 'A', 6);
    expect(addLineAddress(full, 'L', 'B')).toBe(full);
  });

  it('setAddressQuantity clamps to [1, room left under max]', () => {
    let c = addLineAddress(multi, 'L', 'A');
    c = setAddressQuantity(c, 'L', 'B', 5);
    expect(line(c)?.addressQuantities).toEqual({ A: 4, B: 2 });
    c = setAddressQuantity(c, 'L', 'A', 0);
    expect(line(c)?.addressQuantities).toEqual({ A: 1, B: 2 });
    c = setAddressQuantity(c, 'L', 'A', Number.NaN);
    expect(line(c)?.quantity).toBe(3);
    expect(setAddressQuantity(c, 'L', 'B', 2)).toBe(c);
    expect(setAddressQuantity(c, 'nope', 'B', 2)).toBe(c);
  });

  it('per-address steppers stay at least 1', () => {
    let c = setAddressQuantity(multi, 'L', 'A', 2);
    c = decreaseAddressQuantity(c, 'L', 'A');
    expect(line(c)?.addressQuantities).toEqual({ A: 1 });
    expect(decreaseAddressQuantity(c, 'L', 'A')).toBe(c);
    c = increaseAddressQuantity(c, 'L', 'A');
    expect(line(c)?.addressQuantities).toEqual({ A: 2 });
    expect(increaseAddressQuantity(c, 'L', 'Z')).toBe(c);
  });

  it('removing addresses', () => {
    let c = setAddressQuantity(addLineAddress(multi, 'L', 'A'), 'L', 'B', 2);
    c = removeLineAddress(c, 'L', 'A');
    expect(line(c)).toMatchObject({ quantity: 2, addressQuantities: { B: 2 } });
    c = removeLineAddress(c, 'L', 'B');
    expect(line(c)).toMatchObject({ quantity: 2, addressQuantities: {} });
    expect(removeLineAddress(c, 'L', 'B')).toBe(c);
  });

  it('removeAddressFromCart and itemsForAddress', () => {
    let c = addLine(multi, { id: 'M', name: 'Topi', url: 'https://shop.com/topi', price: 1 });
    c = setAddressQuantity(c, 'L', 'A', 3);
    c = setAddressQuantity(c, 'M', 'A', 1);
    c = setAddressQuantity(c, 'M', 'B', 1);
    expect(itemsForAddress(c, 'A')).toEqual({ L: 3, M: 1 });
    expect(allLinesAllocated(c)).toBe(true);
    c = removeAddressFromCart(c, 'A');
    expect(itemsForAddress(c, 'A')).toEqual({});
    expect(findLine(c, 'M')?.addressQuantities).toEqual({ B: 1 });
    expect(allLinesAllocated(c)).toBe(false);
    expect(removeAddressFromCart(c, 'A')).toBe(c);
  });

  it('prototype names are not addresses', () => {
    expect(increaseAddressQuantity(multi, 'L', 'toString')).toBe(multi);
    expect(itemsForAddress(multi, 'constructor')).toEqual({});
  });
});

describe('total changes with allocations', () => {
  const allocated = setAddressQuantity(setAddressQuantity(multi, 'L', 'A', 2), 'L', 'B', 2);

  it('an increase goes to the last address', () => {
    const c = increaseQuantity(allocated, 'L');
    expect(line(c)).toMatchObject({ quantity: 5, addressQuantities: { A: 2, B: 3 } });
  });

  it('a decrease is taken from the last addresses, each keeping 1', () => {
    const c = setQuantity(allocated, 'L', 1);
    expect(line(c)).toMatchObject({ quantity: 2, addressQuantities: { A: 1, B: 1 } });
    expect(decreaseQuantity(c, 'L')).toBe(c);
  });

  it('the sum always equals the total', () => {
    for (const q of [1, 2, 3, 4, 5, 6, 7, 100]) {
      const l = line(setQuantity(allocated, 'L', q));
      expect(sumAddressQuantities(l?.addressQuantities ?? {})).toBe(l?.quantity);
    }
  });
});
