import { describe, expect, it } from 'vitest';
import { formatDistrictName } from './district';

describe('formatDistrictName', () => {
  it.each([
    ['Bandung', 'Kab. Bandung'],
    ['Kota Bandung', 'Kota Bandung'],
    ['KOTA BANDUNG', 'KOTA BANDUNG'],
    ['kota bandung', 'kota bandung'],
    ['Kota', 'Kota'],
    ['Kab. Bogor', 'Kab. Bogor'],
    ['Kab.Bogor', 'Kab. Bogor'],
    ['Kab Bogor', 'Kab. Bogor'],
    ['KAB. BOGOR', 'Kab. BOGOR'],
    ['Kabupaten Bogor', 'Kab. Bogor'],
    ['KABUPATEN BOGOR', 'Kab. BOGOR'],
    ['Kotawaringin Barat', 'Kab. Kotawaringin Barat'],
    ['Kotabaru', 'Kab. Kotabaru'],
    ['Kabanjahe', 'Kab. Kabanjahe'],
    ['  Sleman  ', 'Kab. Sleman'],
    ['Kepulauan   Seribu', 'Kab. Kepulauan Seribu'],
    ['Kab.', 'Kab.'],
    ['', ''],
    ['   ', ''],
  ])('%j => %j', (input, expected) => {
    expect(formatDistrictName(input)).toBe(expected);
  });

  it('handles missing names and is idempotent', () => {
    expect(formatDistrictName(null)).toBe('');
    expect(formatDistrictName(undefined)).toBe('');
    for (const name of ['Bandung', 'Kota Bandung', 'Kabupaten Bogor', 'Kotabaru']) {
      expect(formatDistrictName(formatDistrictName(name))).toBe(formatDistrictName(name));
    }
  });
});
