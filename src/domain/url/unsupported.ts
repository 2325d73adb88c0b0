/**
 * Sites the service does not buy from (spec section 5). The list is empty by
 * default; entries are registrable domains and match their sub-domains.
 */
import { hostMatches } from './marketplace';

export const DEFAULT_UNSUPPORTED_HOSTS: readonly string[] = [];

/** Verbatim spec text; '{host}' is replaced, the sister service name is appended. */
export const UNSUPPORTED_SITE_TEXT =
  'Mohon maaf, saat ini kami belum dapat melayani pembelian produk dari {host}, silakan gunakan platform';

export function isUnsupportedHost(
  host: string,
  list: readonly string[] = DEFAULT_UNSUPPORTED_HOSTS,
): boolean {
  return list.some((domain) => hostMatches(host, domain));
}

/**
 * 'Mohon maaf, saat ini kami belum dapat melayani pembelian produk dari
 * amazon.com, silakan gunakan platform Kirimin' (one space before the
 * service name, no trailing punctuation; an empty name leaves the spec text as is).
 */
export function unsupportedSiteMessage(host: string, sisterServiceName: string): string {
  const text = UNSUPPORTED_SITE_TEXT.replace('{host}', () => host);
  const name = sisterServiceName.trim();
  return name === '' ? text : `${text} ${name}`;
}
