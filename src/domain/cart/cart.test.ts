import { describe, expect, it } from 'vitest';
import { EMPTY_CART, createCartLine, type Cart, type CartLineInput } from './cart-line';
import {
  addLine,
  applyRemovals,
  decreaseQuantity,
  enabledLines,
  findLine,
  increaseQuantity,
  lineCount,
  removeLine,
  setQuantity,
  totalQuantity,
  updateLine,
} from './cart';

const input = (id: string, extra: Partial<CartLineInput> = {}): CartLineInput => ({
  id,
  name: `Produk ${id}`,
  url: `https://item.taobao.com/item.htm?id=${id}`,
  price: 10,
  marketplace: 'taobao',
  ...extra,
});

const cartOf = (...inputs: CartLineInput[]): Cart => inputs.reduce(addLine, EMPTY_CART);

describe('addLine', () => {
  it('appends a new product', () => {
    const cart = cartOf(input('1'), input('2'));
    expect(cart.lines.map((l) => l.id)).toEqual(['1', '2']);
    expect(EMPTY_CART.lines).toHaveLength(0);
  });

  it('adding the same product and variant again increases its quantity', () => {
    const cart = cartOf(input('1', { quantity: 2 }), input('1b', { url: input('1').url, quantity: 3 }));
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]?.quantity).toBe(5);
    expect(cart.lines[0]?.id).toBe('1');
  });

  it('caps the combined quantity at the max', () => {
    const cart = cartOf(input('1', { quantity: 8 }), input('1', { quantity: 8 }));
    expect(cart.lines[0]?.quantity).toBe(10);
  });

  it('matches by code and keeps other variants apart', () => {
    const cart = cartOf(
      input('1', { code: 'C1', size: 'M' }),
      input('x', { code: 'C1', url: 'https://other.com/p' }),
      input('2', { url: input('1').url, size: 'L' }),
    );
    expect(cart.lines.map((l) => [l.id, l.quantity])).toEqual([
      ['1', 2],
      ['2', 1],
    ]);
  });

  it('does not mutate the given cart', () => {
    const before = cartOf(input('1'));
    const snapshot = JSON.stringify(before);
    addLine(before, input('1'));
    addLine(before, input('2'));
    expect(JSON.stringify(before)).toBe(snapshot);
  });
});

describe('quantity steps', () => {
  const cart = cartOf(input('1', { quantity: 9, packingFeePerUnit: 2 }));

  it('increase by one, capped at max', () => {
    const once = increaseQuantity(cart, '1');
    expect(findLine(once, '1')?.quantity).toBe(10);
    expect(findLine(once, '1')?.totalPackingFee).toBe(20);
    const twice = increaseQuantity(once, '1');
    expect(findLine(twice, '1')?.quantity).toBe(10);
    expect(twice).toBe(once);
  });

  it('decrease never below 1', () => {
    let c = setQuantity(cart, '1', 2);
    c = decreaseQuantity(c, '1');
    expect(findLine(c, '1')?.quantity).toBe(1);
    expect(decreaseQuantity(c, '1')).toBe(c);
  });

  it('setQuantity clamps and updates the packing fee', () => {
    expect(findLine(setQuantity(cart, '1', 4), '1')).toMatchObject({ quantity: 4, totalPackingFee: 8 });
    expect(findLine(setQuantity(cart, '1', 0), '1')).toMatchObject({ quantity: 1, totalPackingFee: 2 });
    expect(findLine(setQuantity(cart, '1', 99), '1')).toMatchObject({ quantity: 10, totalPackingFee: 20 });
    expect(findLine(setQuantity(cart, '1', Number.NaN), '1')?.quantity).toBe(1);
    expect(findLine(setQuantity(cart, '1', 2.9), '1')?.quantity).toBe(2);
  });

  it('unknown ids leave the cart unchanged', () => {
    expect(increaseQuantity(cart, 'nope')).toBe(cart);
    expect(setQuantity(cart, 'nope', 3)).toBe(cart);
    expect(removeLine(cart, 'nope')).toBe(cart);
  });
});

describe('removal', () => {
  const cart = cartOf(input('1', { code: 'C1' }), input('2', { code: 'C2' }), input('3'));

  it('removeLine', () => {
    expect(removeLine(cart, '2').lines.map((l) => l.id)).toEqual(['1', '3']);
  });

  it('applyRemovals drops lines listed by id or code', () => {
    expect(applyRemovals(cart, ['C1', '3']).lines.map((l) => l.id)).toEqual(['2']);
    expect(applyRemovals(cart, [])).toBe(cart);
    expect(applyRemovals(cart, ['zzz'])).toBe(cart);
    expect(applyRemovals(cart, [''])).toBe(cart);
  });
});

describe('updateLine and queries', () => {
  it('updates fields and recomputes the packing fee', () => {
    const cart = cartOf(input('1', { quantity: 3 }));
    const next = updateLine(cart, '1', { note: 'warna merah', packageTrack: 'laut', packingFeePerUnit: 0.1 });
    expect(findLine(next, '1')).toMatchObject({ note: 'warna merah', packageTrack: 'laut', totalPackingFee: 0.3 });
    expect(findLine(updateLine(cart, '1', { packingFeePerUnit: -4 }), '1')?.totalPackingFee).toBe(0);
  });

  it('counts lines, units and enabled lines', () => {
    const cart = cartOf(input('1', { quantity: 3 }), input('2', { quantity: 2, disabled: true }));
    expect(lineCount(cart)).toBe(2);
    expect(totalQuantity(cart)).toBe(5);
    expect(enabledLines(cart).map((l) => l.id)).toEqual(['1']);
    expect(lineCount(EMPTY_CART)).toBe(0);
  });

  it('createCartLine is what addLine stores', () => {
    expect(cartOf(input('1')).lines[0]).toEqual(createCartLine(input('1')));
  });
});
