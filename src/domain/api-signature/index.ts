// The request signature of spec section 7, shared by the storefront and the server.
//
//   key       = accessToken + ':' + (loginToken ?? '')
//   canonical = timestamp + '\n' + METHOD + '\n' + canonicalTarget(path) + '\n' + bodySha256Hex
//               (the path in one canonical spelling, without the /api prefix, with the query as sent)
//   signature = lowercase hex HMAC-SHA256(key, canonical), cut to 503 characters
//
// Hashing happens in the adapters (Web Crypto in the browser, node:crypto on the server);
// this module only says which paths are signed and what is signed.

/** Paths (without the /api prefix and leading slash) that carry a signature, as spec section 7 lists them. */
export const SIGNED_PATH_PREFIXES: readonly string[] = [
  'customer/bank-accounts',
  'wallet/withdraw',
  'customer/register/mini',
  'customer/register/resend-code',
  'customer/password/forgot',
  'customer/otp',
  'scrap',
  'product/1688',
  'product/taobao',
  'product/tmall',
  'cart/checkout-consolidate',
  'gmap/geocode',
];

export const SIGNATURE_HEADER = 'tb-signature';
export const TIMESTAMP_HEADER = 'tb-timestamp';
export const SIGNATURE_MAX_LENGTH = 503;
/** A timestamp further than this from the server's clock is stale. */
export const SIGNATURE_MAX_SKEW_MS = 5 * 60 * 1000;

function normalise(path: string): string {
  return path.replace(/^\/+/, '').replace(/^api\//, '');
}

const SIGNED_EXACT: ReadonlySet<string> = new Set(SIGNED_PATH_PREFIXES);
/** The prefixes whose sub-paths are signed too (not 'scrap'), with their slash. */
const SIGNED_UNDER: readonly string[] = SIGNED_PATH_PREFIXES.filter((prefix) => prefix !== 'scrap').map((prefix) => prefix + '/');

/** True when the path (with or without /api/ and query) must be signed. 'scrap' does not match
 * 'scrap/marketplaces'. Asked on every API request: no regular expression, no array built. */
export function isSignedPath(path: string): boolean {
  let start = 0;
  while (path.charCodeAt(start) === 47 /* / */) start++;
  if (path.startsWith('api/', start)) start += 4;
  const query = path.indexOf('?', start);
  const bare = path.slice(start, query === -1 ? path.length : query);
  if (SIGNED_EXACT.has(bare)) return true;
  for (const prefix of SIGNED_UNDER) if (bare.startsWith(prefix)) return true;
  return false;
}

export function signatureKey(accessToken: string, loginToken: string | null | undefined): string {
  return `${accessToken}:${loginToken ?? ''}`;
}

/** A percent-escape's hex digits, or -1. */
function hexValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 70) return code - 55;
  if (code >= 97 && code <= 102) return code - 87;
  return -1;
}

/** Unreserved characters (RFC 3986 section 2.3): an escape of one means the character itself. */
function isUnreserved(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 45 || code === 46 || code === 95 || code === 126;
}

/** Characters a path may carry as they are: unreserved, sub-delims, ':', '@', '/'. */
const PATH_SAFE = new Set("!$&'()*+,;=:@/");

/**
 * The path of a request target in one form, whatever way the client or a proxy spelled it
 * (RFC 3986 section 6.2.2): escapes of unreserved characters decoded ('%61' = 'a', '%2d' = '-'),
 * other escapes in upper case ('%2f' = '%2F', which stays distinct from '/'), characters a path
 * cannot carry as they are encoded as UTF-8 escapes (' ' = '%20', 'é' = '%C3%A9'). The router
 * (find-my-way) treats every spelling this folds together as the same route with the same
 * parameters, so a signature made for one spelling is good for all of them and for nothing else.
 */
export function canonicalPath(path: string): string {
  let out = '';
  for (let i = 0; i < path.length; i++) {
    const code = path.charCodeAt(i);
    if (code === 37 /* % */) {
      const hi = hexValue(path.charCodeAt(i + 1));
      const lo = hexValue(path.charCodeAt(i + 2));
      if (hi >= 0 && lo >= 0) {
        const byte = hi * 16 + lo;
        out += isUnreserved(byte) ? String.fromCharCode(byte) : '%' + path.slice(i + 1, i + 3).toUpperCase();
        i += 2;
      } else {
        out += '%25';
      }
      continue;
    }
    if (isUnreserved(code) || PATH_SAFE.has(path[i] as string)) {
      out += path[i];
      continue;
    }
    // Anything else as UTF-8 escapes (a surrogate pair as one character; a lone one as U+FFFD, as
    // the browser's URL encoder does).
    const point = path.codePointAt(i) as number;
    const char = String.fromCodePoint(point);
    if (point > 0xffff) i++;
    try {
      out += encodeURIComponent(char);
    } catch {
      out += '%EF%BF%BD';
    }
  }
  return out;
}

/**
 * The signed form of a request target: its canonical path (canonicalPath) without the /api prefix,
 * then, when it has one, '?' and the query exactly as sent. The query starts at the first '?' or
 * '#', as the router reads it (a browser never sends a '#').
 */
export function canonicalTarget(url: string): string {
  let end = url.length;
  const q = url.indexOf('?');
  const h = url.indexOf('#');
  if (q !== -1) end = q;
  if (h !== -1 && h < end) end = h;
  const query = url.slice(end + 1);
  return '/' + normalise(canonicalPath(url.slice(0, end))) + (query === '' ? '' : '?' + query);
}

export function canonicalRequest(timestamp: string, method: string, path: string, bodySha256Hex: string): string {
  return `${timestamp}\n${method.toUpperCase()}\n${canonicalTarget(path)}\n${bodySha256Hex}`;
}

export function cutSignature(hex: string): string {
  return hex.toLowerCase().slice(0, SIGNATURE_MAX_LENGTH);
}

export function isFreshTimestamp(timestamp: string, nowMs: number): boolean {
  if (!/^\d{10,16}$/.test(timestamp)) return false;
  return Math.abs(Number(timestamp) - nowMs) <= SIGNATURE_MAX_SKEW_MS;
}
