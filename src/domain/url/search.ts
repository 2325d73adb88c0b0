/**
 * Search box submit (spec section 4 'Search submit', section 5 'URL check').
 */
import { checkUrl, normalizeUrl, type UrlRejection } from './check-url';
import {
  detectCountry,
  detectMarketplace,
  extractProductId,
  findLinkInText,
  type Marketplace,
  type SourceCountry,
} from './marketplace';
import { DEFAULT_UNSUPPORTED_HOSTS, isUnsupportedHost } from './unsupported';

export type SearchInput =
  /** Nothing typed: the caller clears the search. */
  | { readonly kind: 'empty' }
  /** The URL of the page already shown: ignored. */
  | { readonly kind: 'same'; readonly url: string }
  /** A product link: go to the product page (or the in-page order on home). */
  | {
      readonly kind: 'url';
      readonly url: string;
      readonly host: string;
      readonly marketplace: Marketplace;
      readonly country: SourceCountry | undefined;
      readonly productId: string | undefined;
    }
  /** A link to a site on the unsupported list: show unsupportedSiteMessage(host, ...). */
  | { readonly kind: 'unsupported'; readonly url: string; readonly host: string }
  /** Looks like a link but fails the URL check (private address, bad scheme, bad host). */
  | { readonly kind: 'rejected'; readonly reason: Exclude<UrlRejection, 'empty'> }
  /** Anything else: a text search on the selected marketplace. */
  | { readonly kind: 'text'; readonly query: string };

/** Schemes that are links, never search text, even though they are refused. */
const LINK_LIKE_SCHEMES = /^(?:javascript|data|vbscript|file|blob|about|chrome|view-source):/i;
const EXPLICIT_AUTHORITY = /^[a-z][a-z0-9+.-]*:\/\//i;
/** Bare numbers such as '12345', '1.5' or '2130706433' (but not a dotted quad like '8.8.8.8'). */
const BARE_NUMBER_HOST = /^(?!\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?:[:/?#]|$))[\d.]+(?:[:/?#]|$)/;

/**
 * Rules, in order:
 * 1. blank => empty;
 * 2. without a typed scheme, a bare number ('12345', '3.14', '2130706433')
 *    is text even though the URL parser would read it as an IPv4 address;
 *    a dotted quad ('8.8.8.8') is still an address;
 * 3. passes checkUrl => same (normalised URL equals the normalised currentUrl),
 *    unsupported (host on the list), or url;
 * 4. fails checkUrl but is link-shaped => rejected. Link-shaped means it
 *    starts with 'scheme://', or uses a script/data/file-like scheme, or
 *    (having no whitespace) names a private host such as localhost:3000 or
 *    192.168.1.1;
 * 5. text with whitespace that holds an http(s) link (a marketplace app's share text:
 *    '【淘宝】https://m.tb.cn/h.5abc 「户外冲锋衣」') => the link, classified by rules 3-4;
 * 6. otherwise => text (trimmed, inner spacing kept).
 */
export function classifySearchInput(
  input: string | null | undefined,
  currentUrl?: string,
  unsupportedHosts: readonly string[] = DEFAULT_UNSUPPORTED_HOSTS,
): SearchInput {
  const query = (input ?? '').trim();
  if (query === '') return { kind: 'empty' };
  if (!EXPLICIT_AUTHORITY.test(query) && BARE_NUMBER_HOST.test(query)) return { kind: 'text', query };
  const checked = checkUrl(query);
  if (checked.ok) {
    if (currentUrl !== undefined && normalizeUrl(currentUrl) === checked.url) {
      return { kind: 'same', url: checked.url };
    }
    if (isUnsupportedHost(checked.host, unsupportedHosts)) {
      return { kind: 'unsupported', url: checked.url, host: checked.host };
    }
    return {
      kind: 'url',
      url: checked.url,
      host: checked.host,
      marketplace: detectMarketplace(checked.host),
      country: detectCountry(checked.host),
      productId: extractProductId(checked.url),
    };
  }
  const linkShaped =
    EXPLICIT_AUTHORITY.test(query) ||
    LINK_LIKE_SCHEMES.test(query) ||
    (checked.reason === 'private' && !/\s/.test(query));
  if (linkShaped && checked.reason !== 'empty') return { kind: 'rejected', reason: checked.reason };
  const shared = /\s/.test(query) ? findLinkInText(query) : undefined;
  if (shared !== undefined) return classifySearchInput(shared, currentUrl, unsupportedHosts);
  return { kind: 'text', query };
}
