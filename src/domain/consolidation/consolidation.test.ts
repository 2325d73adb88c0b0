import { describe, expect, it } from 'vitest';
import { EMPTY_CART, addLine, type Cart } from '../cart';
import {
  EMPTY_CONSOLIDATION,
  applyCartRemovals,
  dissolveGroup,
  groupLines,
  groupOfLine,
  joinGroup,
  leaveGroup,
  removeCartLine,
  removeFromGroup,
  resetConsolidation,
  syncConsolidation,
  ungroupedLines,
  updateGroup,
  type CartState,
} from './consolidation';

const cart: Cart = ['1', '2', '3'].reduce(
  (c, id) => addLine(c, { id, code: `C${id}`, name: id, url: `https://s.com/${id}`, price: 1 }),
  EMPTY_CART,
);
const start: CartState = { cart, consolidation: EMPTY_CONSOLIDATION };
const disabled = (s: CartState) => s.cart.lines.filter((l) => l.disabled).map((l) => l.id);
const groups = (s: CartState) => s.consolidation.groups.map((g) => [g.id, g.name, [...g.lineIds]]);

describe('joinGroup', () => {
  it('creates a named group and disables the line', () => {
    const s = joinGroup(start, '1', { id: 'g1', name: ' Kiriman 1 ', ecommerce: 'taobao' });
    expect(groups(s)).toEqual([['g1', 'Kiriman 1', ['1']]]);
    expect(s.consolidation.groups[0]?.ecommerce).toBe('taobao');
    expect(disabled(s)).toEqual(['1']);
  });

  it('adds to an existing group, keeping its name', () => {
    let s = joinGroup(start, '1', { id: 'g1', name: 'A' });
    s = joinGroup(s, '2', { id: 'g1', name: 'ignored' });
    expect(groups(s)).toEqual([['g1', 'A', ['1', '2']]]);
    expect(disabled(s)).toEqual(['1', '2']);
  });

  it('moves a line between groups and drops the emptied group', () => {
    let s = joinGroup(start, '1', { id: 'g1', name: 'A' });
    s = joinGroup(s, '1', { id: 'g2', name: 'B' });
    expect(groups(s)).toEqual([['g2', 'B', ['1']]]);
    expect(disabled(s)).toEqual(['1']);
  });

  it('refuses unknown lines, empty names and repeats', () => {
    expect(joinGroup(start, 'x', { id: 'g1', name: 'A' })).toBe(start);
    expect(joinGroup(start, '1', { id: 'g1', name: '   ' })).toBe(start);
    const s = joinGroup(start, '1', { id: 'g1', name: 'A' });
    expect(joinGroup(s, '1', { id: 'g1', name: 'A' })).toBe(s);
  });

  it('does not mutate its input', () => {
    const snapshot = JSON.stringify(start);
    joinGroup(start, '1', { id: 'g1', name: 'A' });
    expect(JSON.stringify(start)).toBe(snapshot);
  });
});

describe('leaving and dissolving', () => {
  const two = joinGroup(joinGroup(start, '1', { id: 'g1', name: 'A' }), '2', { id: 'g1', name: 'A' });

  it('leaving enables the line; the last one leaving removes the group', () => {
    const once = leaveGroup(two, '1');
    expect(groups(once)).toEqual([['g1', 'A', ['2']]]);
    expect(disabled(once)).toEqual(['2']);
    const twice = removeFromGroup(once, '2');
    expect(groups(twice)).toEqual([]);
    expect(disabled(twice)).toEqual([]);
    expect(leaveGroup(twice, '2')).toBe(twice);
  });

  it('dissolveGroup enables every line of the group', () => {
    const s = dissolveGroup(joinGroup(two, '3', { id: 'g2', name: 'B' }), 'g1');
    expect(groups(s)).toEqual([['g2', 'B', ['3']]]);
    expect(disabled(s)).toEqual(['3']);
    expect(dissolveGroup(s, 'nope')).toBe(s);
  });

  it('resetConsolidation returns to the default: no groups, all enabled', () => {
    const s = resetConsolidation(joinGroup(two, '3', { id: 'g2', name: 'B' }));
    expect(s.consolidation).toEqual(EMPTY_CONSOLIDATION);
    expect(disabled(s)).toEqual([]);
    expect(resetConsolidation(start).cart).toBe(start.cart);
  });
});

describe('cart changes', () => {
  const s = joinGroup(joinGroup(start, '1', { id: 'g1', name: 'A' }), '2', { id: 'g2', name: 'B' });

  it('removing a cart line removes it from its group', () => {
    const next = removeCartLine(s, '1');
    expect(groups(next)).toEqual([['g2', 'B', ['2']]]);
    expect(next.cart.lines.map((l) => l.id)).toEqual(['2', '3']);
  });

  it('server removals prune the groups', () => {
    const next = applyCartRemovals(s, ['C2']);
    expect(groups(next)).toEqual([['g1', 'A', ['1']]]);
  });

  it('syncConsolidation repairs a broken state', () => {
    const broken: CartState = {
      cart,
      consolidation: {
        groups: [
          { id: 'a', name: 'A', lineIds: ['1', 'ghost', '1'], ecommerce: undefined, type: undefined, packagePrice: undefined, isAllInPrice: undefined, totalFreight: undefined },
          { id: 'b', name: 'B', lineIds: ['1'], ecommerce: undefined, type: undefined, packagePrice: undefined, isAllInPrice: undefined, totalFreight: undefined },
        ],
      },
    };
    const fixed = syncConsolidation(broken);
    expect(groups(fixed)).toEqual([['a', 'A', ['1']]]);
    expect(disabled(fixed)).toEqual(['1']);
    expect(syncConsolidation(fixed)).toBe(fixed);
  });
});

describe('queries and updates', () => {
  const s = joinGroup(joinGroup(start, '2', { id: 'g1', name: 'A' }), '1', { id: 'g1', name: 'A' });

  it('groupOfLine, groupLines and ungroupedLines', () => {
    expect(groupOfLine(s.consolidation, '1')?.id).toBe('g1');
    expect(groupOfLine(s.consolidation, '3')).toBeUndefined();
    expect(groupLines(s, 'g1').map((l) => l.id)).toEqual(['2', '1']);
    expect(groupLines(s, 'zz')).toEqual([]);
    expect(ungroupedLines(s).map((l) => l.id)).toEqual(['3']);
  });

  it('updateGroup renames and stores server details', () => {
    const next = updateGroup(s, 'g1', { name: ' Baru ', packagePrice: 150000, totalFreight: 20000 });
    expect(next.consolidation.groups[0]).toMatchObject({ name: 'Baru', packagePrice: 150000, totalFreight: 20000 });
    expect(updateGroup(s, 'g1', { name: '' })).toBe(s);
    expect(updateGroup(s, 'nope', { name: 'x' })).toBe(s);
    expect(updateGroup(s, 'g1', { isAllInPrice: true }).consolidation.groups[0]?.name).toBe('A');
  });
});
