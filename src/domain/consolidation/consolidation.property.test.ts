import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EMPTY_CART, addLine, removeLine } from '../cart';
import {
  EMPTY_CONSOLIDATION,
  applyCartRemovals,
  dissolveGroup,
  joinGroup,
  leaveGroup,
  removeCartLine,
  resetConsolidation,
  syncConsolidation,
  type CartState,
} from './consolidation';

const lineId = fc.constantFrom('1', '2', '3', '4', '5');
const groupId = fc.constantFrom('g1', 'g2', 'g3');

type Op = (s: CartState) => CartState;
const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.tuple(lineId, groupId, fc.constantFrom('Kiriman', '', ' ')).map(
      ([l, g, name]): Op => (s) => joinGroup(s, l, { id: g, name }),
    ), weight: 5 },
  lineId.map((l): Op => (s) => leaveGroup(s, l)),
  groupId.map((g): Op => (s) => dissolveGroup(s, g)),
  fc.constant<Op>(resetConsolidation),
  lineId.map((l): Op => (s) => removeCartLine(s, l)),
  fc.array(lineId, { maxLength: 2 }).map((ids): Op => (s) => applyCartRemovals(s, ids)),
  lineId.map((l): Op => (s) => ({
    ...s,
    cart: addLine(s.cart, { id: l, name: l, url: `https://s.com/${l}`, price: 1 }),
  })),
  // A cart change made without the consolidation, repaired by syncConsolidation.
  lineId.map((l): Op => (s) => syncConsolidation({ ...s, cart: removeLine(s.cart, l) })),
);

const initial: CartState = {
  cart: ['1', '2', '3', '4'].reduce(
    (c, id) => addLine(c, { id, name: id, url: `https://s.com/${id}`, price: 1 }),
    EMPTY_CART,
  ),
  consolidation: EMPTY_CONSOLIDATION,
};

function assertInvariants(s: CartState): void {
  const all = s.consolidation.groups.flatMap((g) => g.lineIds);
  expect(new Set(all).size).toBe(all.length); // at most one group per line
  const inCart = new Set(s.cart.lines.map((l) => l.id));
  for (const id of all) expect(inCart.has(id)).toBe(true);
  for (const g of s.consolidation.groups) {
    expect(g.lineIds.length).toBeGreaterThan(0);
    expect(g.name.trim()).not.toBe('');
  }
  expect(new Set(s.consolidation.groups.map((g) => g.id)).size).toBe(s.consolidation.groups.length);
  for (const line of s.cart.lines) expect(line.disabled).toBe(all.includes(line.id));
}

describe('consolidation properties', () => {
  it('a line is in at most one group and disabled exactly when grouped', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        let s = initial;
        for (const f of ops) {
          s = f(s);
          assertInvariants(s);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reset always gives an all-enabled cart with the same lines', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        const s = ops.reduce((acc, f) => f(acc), initial);
        const reset = resetConsolidation(s);
        expect(reset.consolidation.groups).toEqual([]);
        expect(reset.cart.lines.every((l) => !l.disabled)).toBe(true);
        expect(reset.cart.lines.map((l) => l.id)).toEqual(s.cart.lines.map((l) => l.id));
      }),
    );
  });
});
