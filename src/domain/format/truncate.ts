/**
 * Text truncation by Unicode code points (a surrogate pair is never split).
 *
 * Rules (spec sections 2, 5 and 9):
 * - A text of at most `max` code points is returned unchanged.
 * - A longer text keeps its first `max` code points, drops trailing
 *   whitespace of that cut, and gets the suffix ('...' by default). The suffix
 *   is NOT counted in `max` (a 70-limit yields at most 73 characters).
 * - `max` is floored; Infinity disables truncation; NaN or negative count as 0.
 * - null/undefined text is treated as ''.
 */

export const ELLIPSIS = '...';
/** Default cut (spec section 5). */
export const TRUNCATE_DEFAULT = 70;
/** Cart popup item name (spec section 2, 9). */
export const TRUNCATE_CART_POPUP = 30;
/** Home carousel: buyer name. */
export const TRUNCATE_HOME_BUYER_NAME = 15;
/** Home carousel: product title. */
export const TRUNCATE_HOME_PRODUCT_TITLE = 20;
/** Flash-sale product titles are cut to this many words. */
export const FLASH_SALE_TITLE_WORDS = 4;

function normalizeLimit(max: number): number {
  if (max === Number.POSITIVE_INFINITY) return max;
  if (!Number.isFinite(max) || max < 0) return 0;
  return Math.floor(max);
}

/** Number of Unicode code points in `text`. */
export function codePointLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

export function truncate(
  text: string | null | undefined,
  max: number = TRUNCATE_DEFAULT,
  suffix: string = ELLIPSIS,
): string {
  const source = text ?? '';
  const limit = normalizeLimit(max);
  if (limit === Number.POSITIVE_INFINITY) return source;
  const points: string[] = [];
  for (const point of source) {
    if (points.length === limit) return points.join('').trimEnd() + suffix;
    points.push(point);
  }
  return source;
}

/**
 * Keeps the first `words` whitespace-separated words.
 * More words than that: the kept words joined by one space, then the suffix
 * with no space before it ('Tas Wanita Kulit Asli...').
 * At most that many words: the text trimmed, its inner spacing untouched,
 * and no suffix.
 */
export function truncateWords(
  text: string | null | undefined,
  words: number = FLASH_SALE_TITLE_WORDS,
  suffix: string = ELLIPSIS,
): string {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return '';
  const limit = normalizeLimit(words);
  const parts = trimmed.split(/\s+/u);
  if (parts.length <= limit) return trimmed;
  return parts.slice(0, limit).join(' ') + suffix;
}
