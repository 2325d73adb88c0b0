// Onebound's answer codes (docs/marketplace.md "Error codes"): every answer carries error_code
// ("0000" success) with `error` and `reason` texts, under HTTP 200. The table below is the one
// printed on each API page ("错误码解释"); codes past 4016 were not legible in the copies we had,
// so an unknown code is 'unavailable' (retry later) and is logged with its code.
import { MarketplaceError, type MarketplaceErrorKind } from '../port.ts';

export const SUCCESS = '0000';
/** "Search success but no result": an empty page for a search, no such item for item_get. */
export const NO_RESULT = '2000';

const KIND_BY_CODE: Record<string, MarketplaceErrorKind> = {
  '4000': 'unavailable', // Server internal error
  '4001': 'unavailable', // Network error
  '4002': 'unavailable', // Target server error (the marketplace itself)
  '4003': 'bad_request', // Param error
  '4004': 'auth', // Account not found
  '4005': 'auth', // Invalid authentication credentials
  '4006': 'auth', // API stopped (this API is switched off for the account)
  '4007': 'auth', // Account stopped
  '4008': 'quota', // API rate limit exceeded (concurrency)
  '4009': 'unavailable', // API maintenance
  '4010': 'bad_request', // API not found with these values (a wrong api name: our bug)
  '4012': 'auth', // Please add api first (the API is not enabled on the account)
  '4013': 'quota', // Number of calls exceeded
  '4014': 'bad_request', // Missing url param
  '4015': 'bad_request', // Wrong pageToken
  '4016': 'quota', // Insufficient balance
};

/**
 * Texts that say the item does not exist or is delisted. The documentation prints no dedicated
 * code for it; public clients see error "item-not-found", and Chinese reasons say 不存在 / 下架 /
 * 删除. Consulted only for item_get answers whose code is 2000 or of the 'unavailable' class
 * (4000-4002, unknown): an account error ("用户帐号不存在") must stay an account error.
 */
const NOT_FOUND = /item[-_\s]?not[-_\s]?(found|exist)|delisted|不存在|下架|已删除|被删除/i;

/** '0000' from "0000", 0, "0"; '4005' from 4005: the code as the table writes it. */
export function normaliseCode(value: unknown): string | null {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return String(value).padStart(4, '0');
  if (typeof value === 'string' && /^\d{1,4}$/.test(value.trim())) return value.trim().padStart(4, '0');
  return null;
}

export function kindOfCode(code: string): MarketplaceErrorKind {
  return KIND_BY_CODE[code] ?? 'unavailable';
}

export function saysNotFound(...texts: string[]): boolean {
  return texts.some((t) => NOT_FOUND.test(t));
}

/** The provider's texts, cut short, for a message an operator reads. */
export function providerText(error: string, reason: string): string {
  const text = [error, reason].filter((t) => t !== '').join(': ');
  return (text === '' ? 'no reason given' : text).slice(0, 200);
}

export function errorFor(code: string, api: string, error: string, reason: string): MarketplaceError {
  return new MarketplaceError(kindOfCode(code), `Onebound ${api}: error_code ${code} (${providerText(error, reason)})`, code);
}

/**
 * Removes the secret (as typed and URL-encoded) from a text that may quote the request: the
 * secret travels in the query string, as the API requires, so any message built from an
 * exception or an answer passes through here.
 */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length < 3) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join('***');
  }
  return out;
}
