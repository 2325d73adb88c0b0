// The request signature of spec section 7, shared by the storefront and the server.
//
//   key       = accessToken + ':' + (loginToken ?? '')
//   canonical = timestamp + '\n' + METHOD + '\n' + path (with query, without /api prefix) + '\n' + bodySha256Hex
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

export function canonicalRequest(timestamp: string, method: string, path: string, bodySha256Hex: string): string {
  return `${timestamp}\n${method.toUpperCase()}\n${'/' + normalise(path)}\n${bodySha256Hex}`;
}

export function cutSignature(hex: string): string {
  return hex.toLowerCase().slice(0, SIGNATURE_MAX_LENGTH);
}

export function isFreshTimestamp(timestamp: string, nowMs: number): boolean {
  if (!/^\d{10,16}$/.test(timestamp)) return false;
  return Math.abs(Number(timestamp) - nowMs) <= SIGNATURE_MAX_SKEW_MS;
}
