import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addLine, applyRemovals, decreaseQuantity, increaseQuantity, removeLine, setQuantity } from './cart';
import { EMPTY_CART, isSameProduct, packingFeeTotal, type Cart, type CartLineInput } from './cart-line';
import { mergeGuestCart } from './merge';
import {
  addLineAddress,
  removeAddressFromCart,
  removeLineAddress,
  setAddressQuantity,
  toggleMultiAddress,
} from './multi-address';

const lineId = fc.constantFrom('1', '2', '3', '4');
const addressId = fc.constantFrom('A', 'B', 'C', '10', '2');
const quantity = fc.oneof(fc.integer({ min: -5, max: 30 }), fc.constant(Number.NaN), fc.double());

const lineInput: fc.Arbitrary<CartLineInput> = fc.record({
  id: lineId,
  code: fc.constantFrom('', '', 'C1', 'C2', 'C3'),
  name: fc.constant('Produk'),
  url: fc.constantFrom('https://shop.com/a', 'https://shop.com/b', 'shop.com/a', 'https://item.taobao.com/item.htm?id=9', ''),
  size: fc.constantFrom('', 'M', 'L'),
  price: fc.constant(1),
  marketplace: fc.constantFrom('1688', 'taobao', 'other'),
  quantity,
  maxQuantity: fc.option(fc.integer({ min: -1, max: 12 }), { nil: undefined }),
  packingFeePerUnit: fc.constantFrom(0, 0.1, 2.5, 1000),
});

type Op = (cart: Cart) => Cart;
const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: lineInput.map((i): Op => (c) => addLine(c, i)), weight: 5 },
  lineId.map((id): Op => (c) => increaseQuantity(c, id)),
  lineId.map((id): Op => (c) => decreaseQuantity(c, id)),
  fc.tuple(lineId, quantity).map(([id, q]): Op => (c) => setQuantity(c, id, q)),
  lineId.map((id): Op => (c) => removeLine(c, id)),
  fc.array(fc.constantFrom('1', '2', 'C1', 'x'), { maxLength: 3 }).map((ids): Op => (c) => applyRemovals(c, ids)),
  { arbitrary: fc.constant<Op>(toggleMultiAddress), weight: 1 },
  { arbitrary: fc.tuple(lineId, addressId).map(([id, a]): Op => (c) => addLineAddress(c, id, a)), weight: 6 },
  fc.tuple(lineId, addressId).map(([id, a]): Op => (c) => removeLineAddress(c, id, a)),
  { arbitrary: fc.tuple(lineId, addressId, quantity).map(([id, a, q]): Op => (c) => setAddressQuantity(c, id, a, q)), weight: 6 },
  addressId.map((a): Op => (c) => removeAddressFromCart(c, a)),
);

const startArb = fc.boolean().map((multiAddress): Cart => ({ ...EMPTY_CART, multiAddress }));
const opsArb = fc.array(op, { minLength: 5, maxLength: 50 });
const cartArb = fc.tuple(startArb, opsArb).map(([start, ops]) => ops.reduce((c, f) => f(c), start));

function assertInvariants(cart: Cart): void {
  cart.lines.forEach((line, i) => {
    expect(Number.isInteger(line.quantity)).toBe(true);
    expect(line.quantity).toBeGreaterThanOrEqual(1);
    expect(line.quantity).toBeLessThanOrEqual(line.maxQuantity);
    expect(line.totalPackingFee).toBe(packingFeeTotal(line.packingFeePerUnit, line.quantity));
    const allocations = Object.values(line.addressQuantities);
    if (!cart.multiAddress) expect(allocations).toEqual([]);
    if (allocations.length > 0) {
      expect(allocations.reduce((a, b) => a + b, 0)).toBe(line.quantity);
      for (const q of allocations) {
        expect(Number.isInteger(q)).toBe(true);
        expect(q).toBeGreaterThanOrEqual(1);
      }
    }
    for (const other of cart.lines.slice(i + 1)) expect(isSameProduct(line, other)).toBe(false);
  });
}

describe('cart properties', () => {
  it('the generated carts exercise multi-address allocations', () => {
    const carts = fc.sample(cartArb, { numRuns: 300, seed: 42 });
    const withAddresses = (n: number) =>
      carts.filter((c) => c.lines.some((l) => Object.keys(l.addressQuantities).length >= n)).length;
    expect(withAddresses(1)).toBeGreaterThan(30);
    expect(withAddresses(2)).toBeGreaterThan(5);
  });

  it('quantity stays within [1, max], allocations sum to the total, no duplicate lines', () => {
    fc.assert(
      fc.property(startArb, opsArb, (start, ops) => {
        let cart = start;
        for (const f of ops) {
          cart = f(cart);
          assertInvariants(cart);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('operations never mutate their input', () => {
    fc.assert(
      fc.property(cartArb, op, (cart, f) => {
        const before = JSON.stringify(cart);
        f(cart);
        expect(JSON.stringify(cart)).toBe(before);
      }),
    );
  });

  it('merge never loses or doubles a line and keeps the invariants', () => {
    fc.assert(
      fc.property(cartArb, cartArb, (account, guest) => {
        const merged = mergeGuestCart(account, guest);
        assertInvariants(merged);
        for (const line of [...account.lines, ...guest.lines]) {
          expect(merged.lines.some((m) => isSameProduct(m, line))).toBe(true);
        }
        for (const line of account.lines) {
          expect(merged.lines.filter((m) => m.id === line.id)).toHaveLength(1);
        }
        expect(merged.lines.length).toBeLessThanOrEqual(account.lines.length + guest.lines.length);
        expect(merged.lines.length).toBeGreaterThanOrEqual(account.lines.length);
        for (const line of merged.lines) {
          const source = account.lines.find((a) => a.id === line.id);
          if (source !== undefined) expect(line.quantity).toBeGreaterThanOrEqual(source.quantity);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('merging a cart with itself changes no quantity', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const merged = mergeGuestCart(cart, cart);
        expect(merged.lines.map((l) => [l.id, l.quantity])).toEqual(cart.lines.map((l) => [l.id, l.quantity]));
      }),
    );
  });
});
