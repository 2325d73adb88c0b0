import { describe, expect, it } from 'vitest';
import type { LartasEntry, RatesApi } from '../ports/rates-api.port';
import { lartasEntryOf, lartasLookupOfMaps, loadLartasEntries } from './lartas-entries';
import { localizedLartas } from './lartas-text';
import { applicableLartasId } from '../../domain/lartas';

const KOSMETIK: LartasEntry = { id: 'bpom-kosmetik', name: 'Kosmetik', nameEn: 'Cosmetics', description: 'Wajib notifikasi BPOM.', descriptionEn: 'Must be notified to BPOM.' };
const TELEKOM: LartasEntry = { id: 'telekomunikasi', name: 'Alat telekomunikasi', description: 'Wajib bersertifikat.' };
const tables = {
  productTypes: [{ id: '5', lartasId: 'bpom-kosmetik' }, { id: '1', lartasId: null }, { id: '9' }],
  hsCodes: [{ code: '8518.30.10', lartasId: 'telekomunikasi' }],
  entries: [KOSMETIK, TELEKOM],
};

describe('lartasEntryOf', () => {
  it('answers the entry of the product type, or of the HS code first', () => {
    expect(lartasEntryOf({ productTypeId: '5' }, tables)).toBe(KOSMETIK);
    expect(lartasEntryOf({ productTypeId: '5', hsCode: '8518.30.10' }, tables)).toBe(TELEKOM);
  });

  it('answers null for an unrestricted or unknown type, and without the list', () => {
    expect(lartasEntryOf({ productTypeId: '1' }, tables)).toBeNull();
    expect(lartasEntryOf({ productTypeId: '9' }, tables)).toBeNull();
    expect(lartasEntryOf({ productTypeId: '' }, tables)).toBeNull();
    expect(lartasEntryOf({ productTypeId: '5' }, { ...tables, entries: [] })).toBeNull();
  });

  it('the keyed lookup (the cart’s tables) gives the same answers', () => {
    const lookup = lartasLookupOfMaps(new Map(tables.productTypes.map((t) => [t.id, t])), new Map(tables.hsCodes.map((h) => [h.code, h])));
    expect(applicableLartasId({ productTypeId: '5', hsCode: '8518.30.10' }, lookup)).toBe('telekomunikasi');
    expect(applicableLartasId({ productTypeId: '5' }, lookup)).toBe('bpom-kosmetik');
    expect(applicableLartasId({ productTypeId: '1' }, lookup)).toBeNull();
  });
});

describe('loadLartasEntries', () => {
  it('answers the list, or none when it cannot be loaded', async () => {
    expect(await loadLartasEntries({ lartas: async () => [KOSMETIK] } as Pick<RatesApi, 'lartas'>)).toEqual([KOSMETIK]);
    expect(await loadLartasEntries({ lartas: async () => { throw new Error('offline'); } })).toEqual([]);
  });
});

describe('localizedLartas', () => {
  it('Indonesian, else English when given', () => {
    expect(localizedLartas(KOSMETIK, 'id')).toEqual({ name: 'Kosmetik', description: 'Wajib notifikasi BPOM.' });
    expect(localizedLartas(KOSMETIK, 'en')).toEqual({ name: 'Cosmetics', description: 'Must be notified to BPOM.' });
    expect(localizedLartas(TELEKOM, 'en')).toEqual({ name: 'Alat telekomunikasi', description: 'Wajib bersertifikat.' });
  });
});
