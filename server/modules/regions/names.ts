// Turning the dataset's upper-case names into display names.
const KEEP_UPPER = new Set(['DKI']);
const KEEP_LOWER = new Set(['dan']);

/** 'DAERAH ISTIMEWA YOGYAKARTA' -> 'Daerah Istimewa Yogyakarta'; 'DKI JAKARTA' -> 'DKI Jakarta'. */
export function titleCase(upper: string): string {
  return upper.trim().split(/\s+/).map((word, i) => {
    if (KEEP_UPPER.has(word)) return word;
    const lower = word.toLowerCase();
    if (i > 0 && KEEP_LOWER.has(lower)) return lower;
    return lower.replace(/(^|[-'])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
  }).join(' ');
}

export interface ParsedRegency { kind: 'kabupaten' | 'kota'; name: string }

/**
 * 'KABUPATEN ACEH SELATAN' -> kabupaten 'Aceh Selatan'; 'KOTA ADMINISTRASI JAKARTA PUSAT' ->
 * kota 'Kota Jakarta Pusat'. Regencies are stored without their 'Kabupaten' word so that the
 * spec's display rule ('Kab.' before names not starting with 'Kota') gives 'Kab. Aceh Selatan'.
 */
export function parseRegencyName(raw: string): ParsedRegency {
  const upper = raw.trim().toUpperCase();
  const kota = /^KOTA\s+(?:ADMINISTRASI\s+)?(.+)$/.exec(upper);
  if (kota?.[1]) return { kind: 'kota', name: `Kota ${titleCase(kota[1])}` };
  const kab = /^KABUPATEN\s+(?:ADMINISTRASI\s+)?(.+)$/.exec(upper);
  return { kind: 'kabupaten', name: titleCase(kab?.[1] ?? upper) };
}

