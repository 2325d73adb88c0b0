import { describe, expect, it } from 'vitest';
import { applicableLartas, applicableLartasId, lartasGroups, lartasLookup, type LartasLookup } from './lartas';

// The server's seed in small: kosmetik (type 6) -> bpom-kosmetik; a phone's HS code -> telekomunikasi;
// a bag's HS code and type link to nothing.
const tables = {
  productTypes: [
    { id: 1, lartasId: null },
    { id: 6, lartasId: 'bpom-kosmetik' },
    { id: 12, lartasId: 'telekomunikasi' },
    { id: 7, lartasId: '' },
  ],
  hsCodes: [
    { code: '3304.99.30', lartasId: 'bpom-kosmetik' },
    { code: '8517.13.00', lartasId: 'telekomunikasi' },
    { code: '4202.22.00', lartasId: null },
    { code: '9503.00.70' },
  ],
};
const lookup = lartasLookup(tables);
const entries = [
  { id: 'bpom-kosmetik', name: 'Kosmetik' },
  { id: 'telekomunikasi', name: 'Alat telekomunikasi' },
];

describe('applicableLartasId', () => {
  it('answers the HS code’s entry before the product type’s', () => {
    expect(applicableLartasId({ productTypeId: 6, hsCode: '8517.13.00' }, lookup)).toBe('telekomunikasi');
    expect(applicableLartasId({ productTypeId: 12, hsCode: '3304.99.30' }, lookup)).toBe('bpom-kosmetik');
  });

  it('falls back to the product type when the HS code links to nothing or is unknown', () => {
    expect(applicableLartasId({ productTypeId: 6, hsCode: '4202.22.00' }, lookup)).toBe('bpom-kosmetik');
    expect(applicableLartasId({ productTypeId: 6, hsCode: '9503.00.70' }, lookup)).toBe('bpom-kosmetik');
    expect(applicableLartasId({ productTypeId: '6', hsCode: '0000.00.00' }, lookup)).toBe('bpom-kosmetik');
  });

  it('reads product type ids as the server (numbers) and the storefront (strings) give them', () => {
    expect(applicableLartasId({ productTypeId: 12 }, lookup)).toBe('telekomunikasi');
    expect(applicableLartasId({ productTypeId: '12' }, lookup)).toBe('telekomunikasi');
  });

  it('answers null without a link, an unknown type, an empty link or nothing to go on', () => {
    expect(applicableLartasId({ productTypeId: 1, hsCode: '4202.22.00' }, lookup)).toBeNull();
    expect(applicableLartasId({ productTypeId: 99 }, lookup)).toBeNull();
    expect(applicableLartasId({ productTypeId: 7 }, lookup)).toBeNull();
    expect(applicableLartasId({ productTypeId: null, hsCode: null }, lookup)).toBeNull();
    expect(applicableLartasId({ productTypeId: '', hsCode: '' }, lookup)).toBeNull();
    expect(applicableLartasId({}, lookup)).toBeNull();
  });

  it('an HS code alone decides too', () => {
    expect(applicableLartasId({ hsCode: '3304.99.30' }, lookup)).toBe('bpom-kosmetik');
  });

  it('does not ask the product type when the HS code decides', () => {
    const asked: string[] = [];
    const spy: LartasLookup = {
      productType: (id) => { asked.push(`type:${id}`); return 'bpom-kosmetik'; },
      hsCode: (code) => { asked.push(`hs:${code}`); return 'telekomunikasi'; },
    };
    expect(applicableLartasId({ productTypeId: 6, hsCode: '8517.13.00' }, spy)).toBe('telekomunikasi');
    expect(asked).toEqual(['hs:8517.13.00']);
  });
});

describe('applicableLartas', () => {
  it('answers the entry of the list', () => {
    expect(applicableLartas({ productTypeId: '6' }, lookup, entries)).toEqual({ id: 'bpom-kosmetik', name: 'Kosmetik' });
  });

  it('answers null when the line is not restricted or the entry is not in the list', () => {
    expect(applicableLartas({ productTypeId: '1' }, lookup, entries)).toBeNull();
    expect(applicableLartas({ productTypeId: '6' }, lookup, [])).toBeNull();
  });
});

describe('lartasGroups', () => {
  it('groups the restricted lines by entry, in the order of each entry’s first line', () => {
    const lines = [
      { code: 'A', productTypeId: 1 },
      { code: 'B', productTypeId: 12 },
      { code: 'C', hsCode: '3304.99.30' },
      { code: 'D', productTypeId: 12, hsCode: '4202.22.00' },
    ];
    expect(lartasGroups(lines, lookup).map((g) => [g.lartasId, g.lines.map((l) => l.code)])).toEqual([
      ['telekomunikasi', ['B', 'D']],
      ['bpom-kosmetik', ['C']],
    ]);
  });

  it('is empty when no line is restricted', () => {
    expect(lartasGroups([{ productTypeId: 1 }, {}], lookup)).toEqual([]);
  });
});
