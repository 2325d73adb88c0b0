import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceGroup } from '../pricing';
import { CONTEXT, line } from '../pricing/test-fixtures';
import { chooseShipping, combineGroups, orderTotals, priceShipment } from './pricing';
import { planShipments, shipmentKey, type CheckoutLine } from './shipments';

const LINES: CheckoutLine[] = [
  { code: 'A', quantity: 3 },
  { code: 'B', quantity: 1 },
  { code: 'C', quantity: 2 },
];

describe('planShipments', () => {
  it('one address without items: every line whole, one ungrouped shipment', () => {
    expect(planShipments(LINES, [{ addressId: 12 }])).toEqual({
      ok: true,
      shipments: [{ key: 'u:12', name: null, consolidated: false, groupIndex: null, addressId: 12, lines: [{ code: 'A', quantity: 3 }, { code: 'B', quantity: 1 }, { code: 'C', quantity: 2 }] }],
    });
  });

  it('several addresses and a group: one shipment per group and address, then the ungrouped per address', () => {
    const plan = planShipments(
      LINES,
      [{ addressId: 12, items: { A: 2, B: 1 } }, { addressId: 13, items: { A: 1, C: 2 } }],
      [{ name: ' Kiriman 1 ', codes: ['A', 'C'] }],
    );
    expect(plan).toEqual({
      ok: true,
      shipments: [
        { key: 'g0:12', name: 'Kiriman 1', consolidated: true, groupIndex: 0, addressId: 12, lines: [{ code: 'A', quantity: 2 }] },
        { key: 'g0:13', name: 'Kiriman 1', consolidated: true, groupIndex: 0, addressId: 13, lines: [{ code: 'A', quantity: 1 }, { code: 'C', quantity: 2 }] },
        { key: 'u:12', name: null, consolidated: false, groupIndex: null, addressId: 12, lines: [{ code: 'B', quantity: 1 }] },
      ],
    });
  });

  it('one address with items is checked like several', () => {
    expect(planShipments(LINES, [{ addressId: 1, items: { A: 3, B: 1, C: 2 } }]).ok).toBe(true);
    expect(planShipments(LINES, [{ addressId: 1, items: { A: 2, B: 1, C: 2 } }])).toEqual({ ok: false, error: { reason: 'ALLOCATION_MISMATCH', field: 'addresses.items.A' } });
  });

  it('refuses allocations that do not add up or are not whole and positive', () => {
    const two = (a: Record<string, number>, b: Record<string, number>) => planShipments(LINES, [{ addressId: 1, items: a }, { addressId: 2, items: b }]);
    expect(two({ A: 2, B: 1, C: 1 }, { A: 1 })).toMatchObject({ ok: false, error: { reason: 'ALLOCATION_MISMATCH', field: 'addresses.items.C' } });
    expect(two({ A: 4, B: 1, C: 2 }, { A: -1 })).toMatchObject({ ok: false, error: { field: 'addresses[1].items.A' } });
    expect(two({ A: 3, B: 1, C: 2 }, { A: 0 })).toMatchObject({ ok: false, error: { field: 'addresses[1].items.A' } });
    expect(two({ A: 2.5, B: 1, C: 2 }, { A: 0.5 })).toMatchObject({ ok: false, error: { field: 'addresses[0].items.A' } });
    expect(two({ A: 3, B: 1, C: 2, Z: 1 }, { B: 1 })).toMatchObject({ ok: false, error: { field: 'addresses[0].items.Z' } });
    expect(two({ A: 3, B: 1, C: 2 }, {})).toMatchObject({ ok: false, error: { field: 'addresses[1].items' } });
    expect(planShipments(LINES, [{ addressId: 1 }, { addressId: 2, items: { A: 3 } }])).toMatchObject({ ok: false, error: { field: 'addresses[0].items' } });
    expect(planShipments(LINES, [{ addressId: 1 }, { addressId: 1 }])).toMatchObject({ ok: false, error: { field: 'addresses[1].address_id' } });
    expect(planShipments(LINES, [])).toMatchObject({ ok: false, error: { reason: 'ALLOCATION_MISMATCH' } });
    expect(planShipments([{ code: 'toString', quantity: 1 }], [{ addressId: 1, items: {} }])).toMatchObject({ ok: false });
  });

  it('refuses bad groups', () => {
    const one = [{ addressId: 1 }];
    expect(planShipments(LINES, one, [{ name: 'X', codes: ['A'] }, { name: 'Y', codes: ['A', 'B'] }])).toEqual({ ok: false, error: { reason: 'CONSOLIDATION_INVALID', field: 'consolidations[1].cart_detail_codes' } });
    expect(planShipments(LINES, one, [{ name: 'X', codes: ['A', 'A'] }])).toMatchObject({ ok: false, error: { reason: 'CONSOLIDATION_INVALID' } });
    expect(planShipments(LINES, one, [{ name: 'X', codes: ['Q'] }])).toMatchObject({ ok: false, error: { reason: 'CONSOLIDATION_INVALID' } });
    expect(planShipments(LINES, one, [{ name: '  ', codes: ['A'] }])).toMatchObject({ ok: false, error: { field: 'consolidations[0].name' } });
    expect(planShipments(LINES, one, [{ name: 'X', codes: [] }])).toMatchObject({ ok: false, error: { field: 'consolidations[0].cart_detail_codes' } });
  });

  it('property: every unit of every line lands in exactly one shipment, keys unique', () => {
    fc.assert(fc.property(
      fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 6 }),
      fc.integer({ min: 1, max: 3 }),
      fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 6, maxLength: 6 }),
      fc.infiniteStream(fc.integer({ min: 0, max: 100 })),
      (quantities, addressCount, groupOf, random) => {
        const lines = quantities.map((q, i) => ({ code: `L${i}`, quantity: q }));
        // Spread each line's quantity over the addresses (each share >= 1).
        const items: Array<Record<string, number>> = Array.from({ length: addressCount }, () => ({}));
        const it = random[Symbol.iterator]();
        for (const l of lines) {
          const shares = Math.min(l.quantity, 1 + ((it.next().value as number) % addressCount));
          let left = l.quantity;
          for (let s = 0; s < shares; s += 1) {
            const q = s === shares - 1 ? left : 1;
            const target = items[(s + ((it.next().value as number) % addressCount)) % addressCount] ?? {};
            target[l.code] = (target[l.code] ?? 0) + q;
            left -= q;
          }
        }
        const addresses = items.map((m, i) => ({ addressId: 100 + i, items: m })).filter((a) => Object.keys(a.items).length > 0);
        const groups = [0, 1, 2]
          .map((g) => ({ name: `G${g}`, codes: lines.filter((_, i) => groupOf[i] === g + 1).map((l) => l.code) }))
          .filter((g) => g.codes.length > 0);
        const plan = planShipments(lines, addresses, groups);
        expect(plan.ok).toBe(true);
        if (!plan.ok) return;
        const keys = plan.shipments.map((s) => s.key);
        expect(new Set(keys).size).toBe(keys.length);
        for (const l of lines) {
          const total = plan.shipments.flatMap((s) => s.lines).filter((x) => x.code === l.code).reduce((sum, x) => sum + x.quantity, 0);
          expect(total).toBe(l.quantity);
        }
        for (const s of plan.shipments) expect(s.key).toBe(shipmentKey(s.groupIndex, s.addressId));
      },
    ));
  });
});

describe('priceShipment', () => {
  it('equals priceGroup when no line is all-in', () => {
    const inputs = [line({ id: 'a' }), line({ id: 'b', price: 12, quantity: 3 })];
    const priced = priceShipment(inputs, CONTEXT);
    const group = priceGroup(inputs, CONTEXT);
    expect(priced.summary.total).toBe(group.total);
    expect(priced.summary).toMatchObject({ goodsValue: group.goodsValue, transactionFee: group.transactionFee, chargedGrams: group.chargedGrams });
    expect(priced.subGroups).toHaveLength(1);
    expect(priced.lines.map((l) => l.id)).toEqual(['a', 'b']);
    expect(priced.chargedGrams).toBe(group.chargedGrams);
  });

  it('prices all-in lines as their own sub-group and keeps the input order', () => {
    const inputs = [line({ id: 'x', isAllInPrice: true }), line({ id: 'y' }), line({ id: 'z', isAllInPrice: true, price: 5 })];
    const priced = priceShipment(inputs, CONTEXT);
    const plain = priceGroup([inputs[1] ?? line()], CONTEXT, { isAllInPrice: false });
    const allIn = priceGroup([inputs[0] ?? line(), inputs[2] ?? line()], CONTEXT, { isAllInPrice: true });
    expect(priced.subGroups.map((g) => g.isAllInPrice)).toEqual([false, true]);
    expect(priced.summary.total).toBe(plain.total + allIn.total);
    expect(priced.summary.allIn).toBe(plain.allIn + allIn.allIn);
    expect(priced.lines.map((l) => l.id)).toEqual(['x', 'y', 'z']);
  });

  it('charges sea lines by their own weight for the domestic courier', () => {
    const sea = line({ id: 's', track: 'laut', weightGrams: 1200, quantity: 2 });
    const priced = priceShipment([sea, line({ id: 'a', weightGrams: 300 })], CONTEXT);
    expect(priced.lines[0]?.chargedGrams).toBe(0);
    expect(priced.chargedGrams).toBe(3000 + 500);
  });
});

describe('combineGroups', () => {
  it('sums amounts and ORs the flags', () => {
    const a = priceGroup([line({ price: 1 })], CONTEXT);
    const b = priceGroup([line({ price: 100 })], CONTEXT);
    const c = combineGroups([a, b]);
    expect(c.total).toBe(a.total + b.total);
    expect(c.taxesApplied).toBe(a.taxesApplied || b.taxesApplied);
    expect(c.lines).toHaveLength(2);
    expect(combineGroups([]).total).toBe(0);
  });
});

describe('chooseShipping', () => {
  const options = [
    { courier: 'JNE', service: 'REG', description: '', price: 10_000, etd: '1-2' },
    { courier: 'JNE', service: 'YES', description: '', price: 18_000, etd: '1' },
    { courier: 'J&T', service: 'EZ', description: '', price: 9_000, etd: '2-3' },
  ];
  it('takes the choice, else the cheapest', () => {
    expect(chooseShipping(options)?.service).toBe('EZ');
    expect(chooseShipping(options, { courier: 'jne', service: 'yes' })?.price).toBe(18_000);
    expect(chooseShipping(options, { courier: 'JNE', service: 'OKE' })).toBeUndefined();
    expect(chooseShipping([])).toBeUndefined();
  });
});

describe('orderTotals', () => {
  it('adds shipping, takes off the voucher, never below 0', () => {
    const s1 = priceGroup([line({ id: 'a' })], CONTEXT);
    const s2 = priceGroup([line({ id: 'b', price: 10 })], CONTEXT);
    const totals = orderTotals([{ summary: s1, shippingPrice: 10_000 }, { summary: s2, shippingPrice: 9_000 }], 5_000);
    expect(totals.landed).toBe(s1.total + s2.total);
    expect(totals.domesticShipping).toBe(19_000);
    expect(totals.voucherDiscount).toBe(5_000);
    expect(totals.total).toBe(s1.total + s2.total + 19_000 - 5_000);
    expect(totals.goodsValue).toBe(s1.goodsValue + s2.goodsValue);
    expect(totals.totalTax).toBe(s1.totalTax + s2.totalTax);
    const free = orderTotals([{ summary: s1, shippingPrice: 0 }], s1.total + 1);
    expect(free.voucherDiscount).toBe(s1.total);
    expect(free.total).toBe(0);
  });
});
