// The source countries of the spec (section 1) and a few of their states, as a static list:
// the storefront only needs them to label origin addresses.
export interface Country { id: string; code: string; name: string; name_id: string }
export interface State { id: string; name: string; country_code: string }

export const COUNTRIES: readonly Country[] = [
  { id: 'CN', code: 'CN', name: 'China', name_id: 'Tiongkok' },
  { id: 'US', code: 'US', name: 'United States', name_id: 'Amerika Serikat' },
  { id: 'GB', code: 'GB', name: 'United Kingdom', name_id: 'Inggris' },
  { id: 'HK', code: 'HK', name: 'Hong Kong', name_id: 'Hong Kong' },
  { id: 'SG', code: 'SG', name: 'Singapore', name_id: 'Singapura' },
];

/** Other spellings a client may send for a country (lower case). */
const ALIASES: Record<string, string> = {
  cina: 'CN', china: 'CN', tiongkok: 'CN', usa: 'US', 'amerika': 'US', 'united states of america': 'US',
  uk: 'GB', 'great britain': 'GB', england: 'GB', inggris: 'GB', 'hongkong': 'HK', singapura: 'SG',
};

const STATE_NAMES: Record<string, string[]> = {
  CN: ['Beijing', 'Fujian', 'Guangdong', 'Jiangsu', 'Shanghai', 'Zhejiang'],
  US: ['California', 'Delaware', 'Florida', 'New Jersey', 'New York', 'Oregon', 'Texas', 'Washington'],
  GB: ['England', 'Northern Ireland', 'Scotland', 'Wales'],
  HK: ['Hong Kong Island', 'Kowloon', 'New Territories'],
  SG: ['Central Region', 'East Region', 'North Region', 'North-East Region', 'West Region'],
};

export const STATES: readonly State[] = Object.entries(STATE_NAMES).flatMap(([country, names]) =>
  names.map((name) => ({ id: `${country}-${name.toUpperCase().replace(/[^A-Z]+/g, '-')}`, name, country_code: country })));

/** Countries whose code, English or Indonesian name contains the text (all when empty). */
export function searchCountries(text: string | undefined): Country[] {
  const q = (text ?? '').trim().toLowerCase();
  if (!q) return [...COUNTRIES];
  const alias = ALIASES[q];
  return COUNTRIES.filter((c) => c.code.toLowerCase() === q || c.code === alias
    || c.name.toLowerCase().includes(q) || c.name_id.toLowerCase().includes(q));
}

/** The country a code or a name stands for, if it is one of the five. */
export function resolveCountry(text: string): Country | undefined {
  const q = text.trim().toLowerCase();
  const code = ALIASES[q] ?? q.toUpperCase();
  return COUNTRIES.find((c) => c.code === code || c.name.toLowerCase() === q || c.name_id.toLowerCase() === q);
}

export function statesOf(country: Country): State[] {
  return STATES.filter((s) => s.country_code === country.code);
}
