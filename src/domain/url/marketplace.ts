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

const DIGITS = /^\d{1,20}$/;

function digitsParam(url: URL, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = url.searchParams.get(name) ?? '';
    if (DIGITS.test(value)) return value;
  }
  return undefined;
}

/**
 * Product id of a marketplace URL (digits only), or undefined. Every form a customer pastes:
 * - 1688: /offer/{id}.html (detail., m., www.), query offerId / offer_id / offerid (mobile and app
 *   pages, dj.1688.com, air.1688.com);
 * - taobao / tmall: query id (item.taobao.com, detail.tmall.com, detail.m.tmall.com,
 *   h5.m.taobao.com, market.m.taobao.com ...), path /i{id}.htm (a.m.taobao.com), /item/{id}.htm
 *   (world.taobao.com, world.tmall.com), query itemId / item_id / num_iid.
 * Tracking parameters (spm, skuId, scm, pvid, ...) are ignored. Short links (m.tb.cn,
 * qr.1688.com) carry no id: isShortProductLink, then the link's target.
 */
export function extractProductId(url: string): string | undefined {
  const parsed = parseLoose(url);
  if (parsed === undefined) return undefined;
  const market = detectMarketplace(parsed.hostname);
  if (market === '1688') {
    const fromPath = /\/offer\/(\d{1,20})\.html?$/i.exec(parsed.pathname)?.[1];
    return fromPath ?? digitsParam(parsed, 'offerId', 'offer_id', 'offerid');
  }
  if (market === 'taobao' || market === 'tmall') {
    const fromQuery = digitsParam(parsed, 'id', 'itemId', 'item_id', 'num_iid');
    if (fromQuery !== undefined) return fromQuery;
    return /\/(?:item\/|i)(\d{1,20})\.html?$/i.exec(parsed.pathname)?.[1];
  }
  return undefined;
}

/** Hosts of the marketplaces' short and share links: they redirect to an item page. */
export const SHORT_LINK_HOSTS = ['m.tb.cn', 'e.tb.cn', 's.tb.cn', 'tb.cn', 'qr.1688.com', 's.click.taobao.com'] as const;

/** True for a short or share link of a marketplace (m.tb.cn/h.xxxx, qr.1688.com/s/xxxx): it names no id itself. */
export function isShortProductLink(url: string): boolean {
  const parsed = parseLoose(url);
  if (parsed === undefined) return false;
  const host = normalizeHost(parsed.hostname);
  return SHORT_LINK_HOSTS.some((h) => host === h) && parsed.pathname.length > 1 && extractProductId(parsed.href) === undefined;
}

/** Characters that end a link inside shared text (Chinese brackets and punctuation included). */
const LINK_IN_TEXT = /https?:\/\/[^\s"'<>「」『』【】（）()，,；;。！!、]+/i;

/**
 * The first http(s) link in a pasted text, or undefined. Marketplace apps share text such as
 * '【淘宝】https://m.tb.cn/h.5abc?tk=XYZ CZ3457 「户外冲锋衣」 点击链接直接打开': the link is taken,
 * the rest ignored.
 */
export function findLinkInText(text: string): string | undefined {
  return LINK_IN_TEXT.exec(text)?.[0];
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

/** The search flag a pasted link's marketplace selects: 1688 => '1688', Taobao and Tmall => 'taobao', other stores none. */
export function searchFlagForMarketplace(marketplace: Marketplace): SearchFlag | undefined {
  if (marketplace === 'other') return undefined;
  return marketplace === '1688' ? '1688' : 'taobao';
}

export function toggleSearchFlag(flag: SearchFlag): SearchFlag {
  return flag === '1688' ? 'taobao' : '1688';
}
