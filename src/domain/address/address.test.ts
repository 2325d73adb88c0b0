import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  activeAddress,
  addAddress,
  createAddress,
  findAddress,
  normalizeActive,
  removeAddress,
  setActive,
  updateAddress,
  type Address,
} from './address';

const a = (id: string, active = false) => ({ id, name: `Nama ${id}`, address: `Jl. ${id}`, active });
const activeIds = (list: readonly Address[]) => list.filter((x) => x.active).map((x) => x.id);

describe('createAddress', () => {
  it('fills defaults', () => {
    expect(createAddress(a('1'))).toMatchObject({ provinceId: '', phoneNumber2: '', npwp: '', latitude: undefined, active: false });
  });
});

describe('addAddress', () => {
  it('the first address becomes active, later ones do not', () => {
    let list = addAddress([], a('1'));
    expect(activeIds(list)).toEqual(['1']);
    list = addAddress(list, a('2', true));
    expect(activeIds(list)).toEqual(['1']);
    expect(list.map((x) => x.id)).toEqual(['1', '2']);
  });

  it('an existing id is replaced in place and keeps its active flag', () => {
    let list = addAddress(addAddress([], a('1')), a('2'));
    list = addAddress(list, { ...a('1'), name: 'Baru', active: false });
    expect(list.map((x) => [x.id, x.name, x.active])).toEqual([
      ['1', 'Baru', true],
      ['2', 'Nama 2', false],
    ]);
  });

  it('does not mutate the input', () => {
    const list = addAddress([], a('1'));
    const snapshot = JSON.stringify(list);
    addAddress(list, a('2'));
    setActive(list, '1');
    removeAddress(list, '1');
    expect(JSON.stringify(list)).toBe(snapshot);
  });
});

describe('setActive', () => {
  const list = ['1', '2', '3'].reduce<readonly Address[]>((l, id) => addAddress(l, a(id)), []);

  it('marks exactly one active', () => {
    expect(activeIds(setActive(list, '3'))).toEqual(['3']);
    expect(activeAddress(setActive(list, '2'))?.id).toBe('2');
  });

  it('unknown ids and the current one change nothing', () => {
    expect(setActive(list, 'x')).toBe(list);
    expect(setActive(list, '1')).toBe(list);
  });
});

describe('removeAddress', () => {
  const list = setActive(['1', '2', '3'].reduce<readonly Address[]>((l, id) => addAddress(l, a(id)), []), '2');

  it('removing the active one activates the first remaining', () => {
    expect(activeIds(removeAddress(list, '2'))).toEqual(['1']);
    expect(activeIds(removeAddress(setActive(list, '1'), '1'))).toEqual(['2']);
  });

  it('removing an inactive one keeps the active one', () => {
    expect(activeIds(removeAddress(list, '3'))).toEqual(['2']);
  });

  it('removing the last one gives an empty list; unknown ids change nothing', () => {
    expect(removeAddress(addAddress([], a('1')), '1')).toEqual([]);
    expect(removeAddress(list, 'x')).toBe(list);
  });
});

describe('normalizeActive, updateAddress, findAddress', () => {
  it('normalizeActive fixes none or several active', () => {
    const none = [createAddress(a('1')), createAddress(a('2'))];
    expect(activeIds(normalizeActive(none))).toEqual(['1']);
    const many = [createAddress(a('1')), createAddress(a('2', true)), createAddress(a('3', true))];
    expect(activeIds(normalizeActive(many))).toEqual(['2']);
    expect(normalizeActive([])).toEqual([]);
    const ok = normalizeActive(none);
    expect(normalizeActive(ok)).toBe(ok);
  });

  it('updateAddress edits fields but never id or active', () => {
    const list = addAddress(addAddress([], a('1')), a('2'));
    const next = updateAddress(list, '2', { postalCode: '40111', districtName: 'Kota Bandung' });
    expect(findAddress(next, '2')).toMatchObject({ postalCode: '40111', districtName: 'Kota Bandung', active: false });
    const sneaky = updateAddress(list, '2', { active: true, id: '9' } as never);
    expect(activeIds(sneaky)).toEqual(['1']);
    expect(findAddress(sneaky, '2')).toBeDefined();
    expect(updateAddress(list, 'x', { name: 'y' })).toBe(list);
  });
});

describe('property: exactly one active', () => {
  const id = fc.constantFrom('1', '2', '3', '4', '5');
  type Op = (l: readonly Address[]) => readonly Address[];
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.tuple(id, fc.boolean()).map(([i, act]): Op => (l) => addAddress(l, a(i, act))),
    id.map((i): Op => (l) => setActive(l, i)),
    id.map((i): Op => (l) => removeAddress(l, i)),
    id.map((i): Op => (l) => updateAddress(l, i, { name: 'x' })),
  );

  it('after any sequence on a non-empty list exactly one address is active', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 50 }), (ops) => {
        let list: readonly Address[] = [];
        for (const f of ops) {
          list = f(list);
          expect(activeIds(list)).toHaveLength(list.length === 0 ? 0 : 1);
          expect(new Set(list.map((x) => x.id)).size).toBe(list.length);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('setActive(id) makes that id the active one', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 20 }), id, (ops, target) => {
        const list = ops.reduce((l, f) => f(l), addAddress([], a(target)) as readonly Address[]);
        const next = setActive(list, target);
        if (findAddress(next, target) !== undefined) expect(activeAddress(next)?.id).toBe(target);
      }),
    );
  });
});
