/**
 * Marketplace and source-country detection from a host name, and product id
 * extraction from marketplace URLs.
 */
import { normalizeHost } from './check-url';

export type Marketplace = '1688' | 'taobao' | 'tmall' | 'other';
export type SourceCountry = 'china' | 'us' | 'uk' | 'hongkong' | 'singapore';

/** Registrable domains of each named marketplace; sub-domains match too. */
export const MARKETPLACE_DOMAINS: Readonly<Record<Exclude<Marketplace, 'other'>, readonly string[]>> = {
  '1688': ['1688.com'],
  taobao: ['taobao.com', 'tb.cn'],
  tmall: ['tmall.com', 'tmall.hk'],
};

/** Chinese stores on generic TLDs (checked before the '.com' => us rule). */
export const CHINA_STORE_DOMAINS = [
  'alibaba.com',
  'aliexpress.com',
  'jd.com',
  'pinduoduo.com',
  'yangkeduo.com',
] as const;

/** Stores known to be American; they need no TLD rule but are listed for clarity. */
export const US_STORE_DOMAINS = [
  'amazon.com',
  'ebay.com',
  'walmart.com',
  'bestbuy.com',
  'target.com',
  'costco.com',
  'etsy.com',
  'macys.com',
  'nordstrom.com',
  'newegg.com',
  'bhphotovideo.com',
  'iherb.com',
  'sephora.com',
] as const;

/** Host as typed or parsed, lower-cased, without port, brackets kept. */
function hostOnly(host: string): string {
  const h = normalizeHost(host);
  if (h.startsWith('[')) return h;
  const colon = h.indexOf(':');
  return normalizeHost(colon === -1 ? h : h.slice(0, colon));
}

/** True when `host` is `domain` itself or one of its sub-domains. */
export function hostMatches(host: string, domain: string): boolean {
  const h = hostOnly(host);
  const d = normalizeHost(domain);
  return d !== '' && (h === d || h.endsWith(`.${d}`));
}

const matchesAny = (host: string, domains: readonly string[]): boolean =>
  domains.some((d) => hostMatches(host, d));

/** detail.1688.com => '1688'; item.taobao.com, world.taobao.com => 'taobao'; detail.tmall.hk => 'tmall'. */
export function detectMarketplace(host: string): Marketplace {
  for (const market of ['1688', 'taobao', 'tmall'] as const) {
    if (matchesAny(host, MARKETPLACE_DOMAINS[market])) return market;
  }
  return 'other';
}

function isMarketplace(value: string): value is Exclude<Marketplace, 'other'> {
  return value === '1688' || value === 'taobao' || value === 'tmall';
}

/**
 * Source country, first rule that applies:
 * 1. a marketplace name '1688'/'taobao'/'tmall', or a host of one => china;
 * 2. a known Chinese store (CHINA_STORE_DOMAINS) => china;
 * 3. a known US store (US_STORE_DOMAINS) => us;
 * 4. top-level domain: .uk (incl. .co.uk) => uk, .hk => hongkong,
 *    .sg => singapore, .cn => china, .us => us;
 * 5. .com => us (generic stores are assumed American);
 * 6. anything else (including 'other' and IP literals) => undefined.
 */
export function detectCountry(hostOrMarketplace: string): SourceCountry | undefined {
  const value = hostOnly(hostOrMarketplace);
  if (isMarketplace(value) || detectMarketplace(value) !== 'other') return 'china';
  if (matchesAny(value, CHINA_STORE_DOMAINS)) return 'china';
  if (matchesAny(value, US_STORE_DOMAINS)) return 'us';
  if (value.startsWith('[')) return undefined;
  const tld = value.slice(value.lastIndexOf('.') + 1);
  if (value.indexOf('.') === -1) return undefined;
  switch (tld) {
    case 'uk':
      return 'uk';
    case 'hk':
      return 'hongkong';
    case 'sg':
      return 'singapore';
    case 'cn':
      return 'china';
    case 'us':
    case 'com':
      return 'us';
    default:
      return undefined;
  }
}

function parseLoose(url: string): URL | undefined {
  const text = url.trim();
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text.replace(/^\/\//, '')}`);
  } catch {
    return undefined;
  }
}

const DIGITS = /^\d+$/;

/**
 * Product id of a marketplace URL (digits only), or undefined.
 * - 1688: path /offer/{id}.html, or query offerId={id} (mobile pages);
 * - taobao / tmall: query id={id}, or path /item/{id}.htm(l) (world.taobao.com).
 */
export function extractProductId(url: string): string | undefined {
  const parsed = parseLoose(url);
  if (parsed === undefined) return undefined;
  const market = detectMarketplace(parsed.hostname);
  if (market === '1688') {
    const fromPath = /\/offer\/(\d+)\.html?$/i.exec(parsed.pathname)?.[1];
    if (fromPath !== undefined) return fromPath;
    const fromQuery = parsed.searchParams.get('offerId') ?? '';
    return DIGITS.test(fromQuery) ? fromQuery : undefined;
  }
  if (market === 'taobao' || market === 'tmall') {
    const fromQuery = parsed.searchParams.get('id') ?? '';
    if (DIGITS.test(fromQuery)) return fromQuery;
    return /\/item\/(\d+)\.html?$/i.exec(parsed.pathname)?.[1];
  }
  return undefined;
}

/** Text search marketplace flag (spec section 3 'Search query', section 4). */
export type SearchFlag = '1688' | 'taobao';
export const DEFAULT_SEARCH_FLAG: SearchFlag = '1688';
export const SEARCH_RESULT_PATHS: Readonly<Record<SearchFlag, string>> = {
  '1688': '/1688/result',
  taobao: '/taobao/result',
};

/** 'taobao' when on the taobao result route, otherwise the default '1688'. */
export function searchFlagForPath(pathname: string): SearchFlag {
  const path = pathname.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  return path === SEARCH_RESULT_PATHS.taobao ? 'taobao' : DEFAULT_SEARCH_FLAG;
}

export function toggleSearchFlag(flag: SearchFlag): SearchFlag {
  return flag === '1688' ? 'taobao' : '1688';
}
