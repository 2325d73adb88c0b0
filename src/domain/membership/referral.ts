/**
 * Referral codes (docs/membership.md): a partner's link is `/?ref=CODE`; the visitor's session
 * keeps the code (session state `referral`) until registration sends it. Codes are 6 to 16
 * characters of A-Z and 2-9 (no 0/O, 1/I confusion), read case-insensitively.
 */

export const REFERRAL_CODE_PATTERN = /^[A-Z2-9]{6,16}$/;
export const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

/** The code as stored (upper case), or null when it cannot be a code. */
export function normaliseReferralCode(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const code = raw.trim().toUpperCase();
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

/** The `ref` parameter of a URL's query string, normalised; null when absent or malformed. */
export function referralFromSearch(search: string): string | null {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  return normaliseReferralCode(params.get('ref'));
}

/** The partner's link on a storefront origin (`https://titip.example`). */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/?ref=${encodeURIComponent(code)}`;
}

/** A new code from random bytes (one byte per character; the caller draws them). */
export function referralCodeFrom(bytes: ArrayLike<number>): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) code += REFERRAL_ALPHABET[(bytes[i] ?? 0) % REFERRAL_ALPHABET.length];
  return code;
}
