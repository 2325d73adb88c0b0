/**
 * District (kota / kabupaten) display names (spec section 5): names not
 * starting with 'Kota' are prefixed 'Kab.'.
 *
 * - 'Kota' must be a whole word, case-insensitive ('Kota Bandung',
 *   'KOTA BANDUNG'); 'Kotawaringin Barat' and 'Kotabaru' are regencies and
 *   get the prefix.
 * - An existing regency prefix is not doubled but normalised to 'Kab. ':
 *   'Kab. Bogor', 'Kab Bogor', 'Kab.Bogor', 'Kabupaten Bogor' and
 *   'KABUPATEN BOGOR' all give 'Kab. Bogor' / 'Kab. BOGOR'.
 * - Surrounding whitespace is trimmed and inner runs collapsed; '' stays ''.
 */
export const REGENCY_PREFIX = 'Kab.';

const CITY = /^kota(?:\s|$)/i;
const REGENCY = /^(?:kabupaten(?=\s|$)|kab\.|kab(?=\s|$))\s*/i;

export function formatDistrictName(name: string | null | undefined): string {
  const clean = (name ?? '').trim().replace(/\s+/g, ' ');
  if (clean === '' || CITY.test(clean)) return clean;
  const rest = clean.replace(REGENCY, '');
  return rest === '' ? REGENCY_PREFIX : `${REGENCY_PREFIX} ${rest}`;
}
