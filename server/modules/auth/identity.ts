// User identifiers: an e-mail address or a phone number. Phone numbers are normalised to
// E.164, so 08123456789, +628123456789 and 628123456789 are the same account.

export type Identifier = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function normaliseEmail(raw: string): string | null {
  const value = raw.trim().toLowerCase();
  return value.length <= 254 && EMAIL.test(value) ? value : null;
}

export function normalisePhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s\-().]/g, '');
  const indonesian = compact.match(/^(?:\+?62|0)(8\d{7,12})$/);
  if (indonesian) return `+62${indonesian[1]}`;
  // Other countries: international format with the plus sign only.
  if (/^\+[1-9]\d{7,14}$/.test(compact) && !compact.startsWith('+620')) return compact;
  return null;
}

/** Parses a phone number or e-mail address; null when it is neither. */
export function parseIdentifier(raw: string): Identifier | null {
  if (raw.includes('@')) {
    const email = normaliseEmail(raw);
    return email ? { kind: 'email', value: email } : null;
  }
  const phone = normalisePhone(raw);
  return phone ? { kind: 'phone', value: phone } : null;
}

/** 'YYYY-MM-DD' that is a real date not in the future and not before 1900 (src/domain/account). */
export { isValidBirthday } from '../../../src/domain/account/index.ts';
