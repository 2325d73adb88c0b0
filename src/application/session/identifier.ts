/**
 * The identifier of an account: an e-mail address or a phone number (spec section 5). The same
 * acceptance as the server's (server/modules/auth/identity.ts): Indonesian mobile numbers in any
 * usual form (08..., +628..., 628..., with spaces or dashes), other countries with '+'.
 */

export type IdentifierKind = 'email' | 'phone';
/** 'empty': 'Email or telephone number cannot be empty'; 'invalid': 'Email format or phone number is incorrect'. */
export type IdentifierError = 'empty' | 'invalid';

/** Server passwords: at least 8 characters (docs/api/auth.md). */
export const PASSWORD_MIN_LENGTH = 8;

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isEmail(raw: string): boolean {
  const value = raw.trim();
  return value.length <= 254 && EMAIL.test(value);
}

export function isPhone(raw: string): boolean {
  const compact = compactPhone(raw);
  return /^(?:\+?62|0)8\d{7,12}$/.test(compact) || (/^\+[1-9]\d{7,14}$/.test(compact) && !compact.startsWith('+620'));
}

function compactPhone(raw: string): string {
  return raw.trim().replace(/[\s\-().]/g, '');
}

export function identifierKind(raw: string): IdentifierKind | null {
  if (raw.includes('@')) return isEmail(raw) ? 'email' : null;
  return isPhone(raw) ? 'phone' : null;
}

export function identifierError(raw: string): IdentifierError | null {
  if (raw.trim() === '') return 'empty';
  return identifierKind(raw) ? null : 'invalid';
}

/** What is sent to the server: an e-mail trimmed and lower-cased, a phone number without spaces, dashes or brackets. */
export function normaliseIdentifier(raw: string): string {
  return identifierKind(raw) === 'phone' ? compactPhone(raw) : raw.trim().toLowerCase();
}
