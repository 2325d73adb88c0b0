// Readers for the loosely typed values of Onebound's answers. The documentation types a field as
// Float or Int while its own examples send "25.80", 25.8, "200" and 0 for the same fields, and
// sales as "2000+": every reader accepts a finite number or a numeric string and answers null for
// anything else, so a caller can refuse the answer (MarketplaceError 'malformed') or fall back,
// never use a half-read value.
export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A finite number from a number or a numeric string ("25.80", " 7 "); null otherwise. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!NUMERIC.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** A price: a finite number >= 0, kept to 2 decimals (CNY fen), never rounded to a whole yuan. */
export function toPrice(value: unknown): number | null {
  const n = toNumber(value);
  if (n === null || n < 0) return null;
  return Math.round(n * 100) / 100;
}

/** A count (stock, minimum order): a whole number >= 0; null otherwise. */
export function toCount(value: unknown): number | null {
  const n = toNumber(value);
  if (n === null || n < 0) return null;
  return Math.floor(n);
}

/** A non-empty trimmed text (numbers are written out: ids come as either); null otherwise. */
export function toText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

/**
 * Units sold as the marketplaces print them: 890, "890", "2000+", "1万+", "1.5万" (万 = 10 000).
 * Null when absent or unreadable: sales are shown as information only.
 */
export function toSales(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(万|w)?\s*\+?\s*$/i.exec(value);
  if (!match?.[1]) return null;
  const n = Number(match[1]) * (match[2] ? 10_000 : 1);
  return Number.isFinite(n) ? Math.floor(n) : null;
}

/**
 * An absolute https URL for a picture or a page: protocol-relative (//img.alicdn.com/...) and
 * http:// become https://; the doubled form some examples show ("//https://img...") is
 * repaired; anything else (data:, javascript:, relative paths, other schemes) is null.
 */
export function httpsUrl(value: unknown): string | null {
  const raw = toText(value);
  if (raw === null) return null;
  let text = raw.replace(/^\/\/(?=https?:\/\/)/i, '');
  if (text.startsWith('//')) text = `https:${text}`;
  else if (/^http:\/\//i.test(text)) text = `https://${text.slice(7)}`;
  if (!/^https:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '') return null;
    return url.toString();
  } catch {
    return null;
  }
}

/** The elements of a list Onebound may send as an array, a keyed object ({"0": ..}) or nothing. */
export function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (isObject(value)) return Object.values(value);
  return [];
}
