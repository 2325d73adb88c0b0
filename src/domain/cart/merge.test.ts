import { describe, expect, it } from 'vitest';
import { addLine } from './cart';
import { EMPTY_CART, type Cart, type CartLineInput } from './cart-line';
import { mergeGuestCart } from './merge';
import { setAddressQuantity, toggleMultiAddress } from './multi-address';

const input = (id: string, extra: Partial<CartLineInput> = {}): CartLineInput => ({
  id,
  name: id,
  url: `https://shop.com/${id}`,
  price: 1,
  ...extra,
});
const cartOf = (...inputs: CartLineInput[]): Cart => inputs.reduce(addLine, EMPTY_CART);
const summary = (cart: Cart) => cart.lines.map((l) => [l.id, l.quantity]);

describe('mergeGuestCart', () => {
  it('keeps account lines first and appends new guest lines', () => {
    const merged = mergeGuestCart(cartOf(input('a'), input('b')), cartOf(input('c'), input('d')));
    expect(summary(merged)).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 1],
      ['d', 1],
    ]);
  });

  it('the same record keeps the larger quantity', () => {
    const merged = mergeGuestCart(
      cartOf(input('a', { code: 'CA', quantity: 2 })),
      cartOf(input('g', { code: 'CA', url: 'https://other.com/x', quantity: 5 })),
    );
    expect(summary(merged)).toEqual([['a', 5]]);
    expect(summary(mergeGuestCart(cartOf(input('a', { quantity: 4 })), cartOf(input('a', { quantity: 1 }))))).toEqual([
      ['a', 4],
    ]);
  });

  it('the same product under another record adds up, capped at max', () => {
    const account = cartOf(input('a', { quantity: 3 }));
    const guest = cartOf(input('g', { url: 'https://shop.com/a', quantity: 4 }));
    expect(summary(mergeGuestCart(account, guest))).toEqual([['a', 7]]);
    const big = cartOf(input('g', { url: 'https://shop.com/a', quantity: 9 }));
    expect(summary(mergeGuestCart(account, big))).toEqual([['a', 10]]);
  });

  it('merging into an empty cart or with an empty guest cart', () => {
    const cart = cartOf(input('a'));
    expect(summary(mergeGuestCart(EMPTY_CART, cart))).toEqual([['a', 1]]);
    expect(summary(mergeGuestCart(cart, EMPTY_CART))).toEqual([['a', 1]]);
  });

  it('keeps the account mode and drops guest allocations when it is off', () => {
    const guest = setAddressQuantity(toggleMultiAddress(cartOf(input('g', { quantity: 2 }))), 'g', 'X', 2);
    const merged = mergeGuestCart(cartOf(input('a')), guest);
    expect(merged.multiAddress).toBe(false);
    expect(merged.lines[1]?.addressQuantities).toEqual({});
    const multi = mergeGuestCart(toggleMultiAddress(cartOf(input('a'))), guest);
    expect(multi.lines[1]?.addressQuantities).toEqual({ X: 2 });
  });

  it('merging keeps the allocation sum equal to the total', () => {
    const account = setAddressQuantity(toggleMultiAddress(cartOf(input('a', { quantity: 2 }))), 'a', 'X', 2);
    const merged = mergeGuestCart(account, cartOf(input('g', { url: 'https://shop.com/a', quantity: 3 })));
    expect(merged.lines[0]).toMatchObject({ quantity: 5, addressQuantities: { X: 5 } });
  });
});
