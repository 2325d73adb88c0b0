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

/** True when the path (with or without /api/ and query) must be signed. 'scrap' does not match 'scrap/marketplaces'. */
export function isSignedPath(path: string): boolean {
  const bare = normalise(path).split('?')[0] ?? '';
  return SIGNED_PATH_PREFIXES.some((prefix) => {
    if (bare === prefix) return true;
    if (prefix === 'scrap') return false;
    return bare.startsWith(prefix + '/');
  });
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
