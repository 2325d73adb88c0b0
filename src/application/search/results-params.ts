/**
 * The results page's state in its URL (/1688/result, /taobao/result), so back/forward and
 * reload keep it: q, category (repeated), startPrice, endPrice, sort (omitted for relevance),
 * page (1-based, omitted on 1) and image_url (repeated: the uploaded images of an image search).
 */
import { SEARCH_RESULT_PATHS, type SearchFlag } from '../../domain/url';
import { SEARCH_SORTS, type SearchSort } from '../ports/search-api.port';

export interface ResultsParams {
  flag: SearchFlag;
  q: string;
  categories: string[];
  /** Raw text of the price range as in the URL ('' = no bound). */
  startPrice: string;
  endPrice: string;
  sort: SearchSort;
  page: number;
  imageUrls: string[];
}

export function parseResultsParams(flag: SearchFlag, search: URLSearchParams | string): ResultsParams {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const page = Number(p.get('page'));
  return {
    flag,
    q: (p.get('q') ?? '').trim(),
    categories: p.getAll('category').filter(Boolean),
    startPrice: (p.get('startPrice') ?? '').trim(),
    endPrice: (p.get('endPrice') ?? '').trim(),
    sort: SEARCH_SORTS.find((s) => s === p.get('sort')) ?? 'relevance',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    imageUrls: p.getAll('image_url').filter(Boolean),
  };
}

/** The path of a results state (the inverse of parseResultsParams). */
export function resultsHref(params: ResultsParams): string {
  const p = new URLSearchParams();
  if (params.q) p.set('q', params.q);
  for (const c of params.categories) p.append('category', c);
  if (params.startPrice) p.set('startPrice', params.startPrice);
  if (params.endPrice) p.set('endPrice', params.endPrice);
  if (params.sort !== 'relevance') p.set('sort', params.sort);
  for (const u of params.imageUrls) p.append('image_url', u);
  if (params.page > 1) p.set('page', String(params.page));
  const qs = p.toString();
  return qs ? `${SEARCH_RESULT_PATHS[params.flag]}?${qs}` : SEARCH_RESULT_PATHS[params.flag];
}

/** The image-search results path of uploaded image URLs. */
export function imageResultsHref(flag: SearchFlag, imageUrls: readonly string[]): string {
  return resultsHref({ flag, q: '', categories: [], startPrice: '', endPrice: '', sort: 'relevance', page: 1, imageUrls: [...imageUrls] });
}

export type PriceError = 'not_a_number' | 'negative' | 'start_after_end';

export interface PriceRange {
  start?: number;
  end?: number;
}

/** Whole rupiah; '.' thousands separators are allowed ('150.000'). */
function parsePrice(text: string): number | undefined | 'nan' | 'negative' {
  const t = text.trim();
  if (t === '') return undefined;
  if (!/^-?\d{1,3}(\.\d{3})*$|^-?\d+$/.test(t)) return 'nan';
  const n = Number(t.replace(/\./g, ''));
  if (!Number.isSafeInteger(n)) return 'nan';
  return n < 0 ? 'negative' : n;
}

/** Validates the price range in rupiah (whole numbers, not negative, start <= end). */
export function validatePriceRange(start: string, end: string): { ok: true; range: PriceRange } | { ok: false; field: 'start' | 'end'; error: PriceError } {
  const s = parsePrice(start);
  const e = parsePrice(end);
  if (s === 'nan') return { ok: false, field: 'start', error: 'not_a_number' };
  if (s === 'negative') return { ok: false, field: 'start', error: 'negative' };
  if (e === 'nan') return { ok: false, field: 'end', error: 'not_a_number' };
  if (e === 'negative') return { ok: false, field: 'end', error: 'negative' };
  if (s !== undefined && e !== undefined && s > e) return { ok: false, field: 'end', error: 'start_after_end' };
  return { ok: true, range: { start: s, end: e } };
}
