/**
 * URL check (spec section 5): http, https, ftp or no scheme (then https is
 * assumed); private and reserved addresses rejected; a valid host required.
 * Pure: the standard URL parser is used for normalisation, nothing is resolved.
 */
import { isNonPublicIp, parseIpLiteral } from './ip';

export const ALLOWED_SCHEMES = ['http', 'https', 'ftp'] as const;
export type AllowedScheme = (typeof ALLOWED_SCHEMES)[number];
export const DEFAULT_SCHEME: AllowedScheme = 'https';
/** Inputs longer than this are rejected as invalid. */
export const MAX_URL_LENGTH = 8192;

/**
 * Host names that only exist on a local network: the name itself and every
 * sub-domain are treated as private.
 */
export const LOCAL_HOST_SUFFIXES = [
  'localhost',
  'localdomain',
  'local',
  'internal',
  'intranet',
  'lan',
  'home',
  'corp',
  'home.arpa',
] as const;

export type UrlRejection = 'empty' | 'invalid' | 'private' | 'scheme';

export type UrlCheck =
  | { readonly ok: true; readonly url: string; readonly host: string }
  | { readonly ok: false; readonly reason: UrlRejection };

const SCHEME_PATTERN = /^([a-z][a-z0-9+.-]*):(.*)$/is;
/** 'host:port' without scheme, e.g. 'localhost:3000/x' or 'shop.com:8080'. */
const PORT_AFTER_COLON = /^\d+(?:[/?#]|$)/;

/** Trims, lower-cases and strips one trailing dot ('Shop.COM.' -> 'shop.com'); IPv6 brackets stay. */
export function normalizeHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.endsWith('.') && !h.endsWith('..')) h = h.slice(0, -1);
  return h;
}

/** True for 'localhost', '*.localhost' and the other local-only names. */
export function isLocalHostName(host: string): boolean {
  const h = normalizeHost(host);
  return LOCAL_HOST_SUFFIXES.some((suffix) => h === suffix || h.endsWith(`.${suffix}`));
}

/** True for local names and for IP literals outside public unicast space. */
export function isPrivateHost(host: string): boolean {
  const h = normalizeHost(host);
  if (isLocalHostName(h)) return true;
  const ip = parseIpLiteral(h);
  return ip !== undefined && isNonPublicIp(ip);
}

const LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** A DNS name with at least two labels and an alphabetic (or punycode) top-level label. */
export function isValidDomainName(host: string): boolean {
  const h = normalizeHost(host);
  if (h.length === 0 || h.length > 253) return false;
  const labels = h.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (labels.length < 2 || !TLD.test(tld)) return false;
  return labels.every((label) => LABEL.test(label));
}

/**
 * Splits off the scheme. Returns the scheme (lower case, or undefined when
 * none was typed) and the text to parse. 'shop.com:8080/x' has no scheme.
 */
function splitScheme(input: string): { scheme: string | undefined; rest: string } {
  if (input.startsWith('//')) return { scheme: undefined, rest: input.slice(2) };
  const match = SCHEME_PATTERN.exec(input);
  if (match === null) return { scheme: undefined, rest: input };
  const [, scheme = '', after = ''] = match;
  if (!after.startsWith('//') && PORT_AFTER_COLON.test(after)) {
    return { scheme: undefined, rest: input };
  }
  return { scheme: scheme.toLowerCase(), rest: after.replace(/^\/\//, '') };
}

function isAllowedScheme(scheme: string): scheme is AllowedScheme {
  return (ALLOWED_SCHEMES as readonly string[]).includes(scheme);
}

function parse(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/**
 * Checks a pasted or typed URL. Without a scheme, https is assumed and the
 * text must not contain whitespace. URLs carrying user info
 * ('https://user@host') are invalid: product links never have one and it
 * disguises the real host. On success `url` is the normalised href and
 * `host` the lower-case host name without port or trailing dot.
 */
export function checkUrl(input: string | null | undefined): UrlCheck {
  const trimmed = (input ?? '').trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  if (trimmed.length > MAX_URL_LENGTH) return { ok: false, reason: 'invalid' };
  const { scheme, rest } = splitScheme(trimmed);
  if (scheme !== undefined && !isAllowedScheme(scheme)) return { ok: false, reason: 'scheme' };
  if (scheme === undefined && /\s/.test(rest)) return { ok: false, reason: 'invalid' };
  const url = parse(`${scheme ?? DEFAULT_SCHEME}://${rest}`);
  if (url === undefined || url.hostname === '') return { ok: false, reason: 'invalid' };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'invalid' };
  const host = normalizeHost(url.hostname);
  if (isPrivateHost(host)) return { ok: false, reason: 'private' };
  const ip = parseIpLiteral(host);
  if (ip === undefined && !isValidDomainName(host)) return { ok: false, reason: 'invalid' };
  return { ok: true, url: url.href, host };
}

/** Normalised form of a URL for comparisons, or undefined when it does not pass checkUrl. */
export function normalizeUrl(input: string | null | undefined): string | undefined {
  const result = checkUrl(input);
  return result.ok ? result.url : undefined;
}
