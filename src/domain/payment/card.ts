/**
 * A payment card as the customer types it, checked before it goes to the gateway's client library
 * (which tokenises it; our server only ever sees the token). Nothing here stores a card.
 */
export type CardBrand = 'visa' | 'mastercard' | 'jcb' | 'amex' | 'unknown';
export type CardErrorCode = 'required' | 'invalid' | 'expired';
export type CardField = 'number' | 'expiry' | 'cvv';

export interface CardInput {
  number: string;
  expMonth: string;
  expYear: string;
  cvv: string;
}

export type CardCheck =
  | { ok: true; number: string; expMonth: string; expYear: string; cvv: string; brand: CardBrand }
  | { ok: false; errors: Partial<Record<CardField, CardErrorCode>> };

/** The digits of a typed card number (spaces and dashes dropped); null when anything else is in it. */
function digitsOf(number: string): string | null {
  const compact = number.replace(/[\s-]/g, '');
  return /^\d*$/.test(compact) ? compact : null;
}

/** The Luhn (mod 10) check of a card number's digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The network by the number's prefix (IIN ranges). */
export function cardBrand(number: string): CardBrand {
  const d = digitsOf(number) ?? '';
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(d)) return 'mastercard';
  if (/^35(2[89]|[3-8]\d)/.test(d)) return 'jcb';
  if (/^3[47]/.test(d)) return 'amex';
  return 'unknown';
}

/** '4811111111111114' -> '4811 1111 1111 1114' (Amex 4-6-5). */
export function formatCardNumber(number: string): string {
  const d = (digitsOf(number) ?? number.replace(/\D/g, '')).slice(0, 19);
  if (cardBrand(d) === 'amex') return [d.slice(0, 4), d.slice(4, 10), d.slice(10, 15)].filter(Boolean).join(' ');
  return d.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '•••• 1114': what a page may show of a card. */
export function maskCard(number: string): string {
  const d = digitsOf(number) ?? '';
  return `•••• ${d.slice(-4)}`;
}

/** Checks the card at `now` (the expiry month counts until its last day). */
export function validateCard(input: CardInput, now: Date): CardCheck {
  const errors: Partial<Record<CardField, CardErrorCode>> = {};
  const number = digitsOf(input.number.trim());
  const brand = cardBrand(number ?? '');
  if (input.number.trim() === '') errors.number = 'required';
  else if (number === null || number.length < 13 || number.length > 19 || !luhnValid(number)) errors.number = 'invalid';

  const monthText = input.expMonth.trim();
  const yearText = input.expYear.trim();
  let expMonth = '';
  let expYear = '';
  if (monthText === '' || yearText === '') errors.expiry = 'required';
  else if (!/^\d{1,2}$/.test(monthText) || !/^(\d{2}|\d{4})$/.test(yearText)) errors.expiry = 'invalid';
  else {
    const month = Number(monthText);
    const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
    if (month < 1 || month > 12) errors.expiry = 'invalid';
    else {
      expMonth = String(month).padStart(2, '0');
      expYear = String(year);
      const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
      if (year * 12 + (month - 1) < current) errors.expiry = 'expired';
      else if (year * 12 + (month - 1) > current + 20 * 12) errors.expiry = 'invalid';
    }
  }

  const cvv = input.cvv.trim();
  if (cvv === '') errors.cvv = 'required';
  else if (!(brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(cvv)) errors.cvv = 'invalid';

  if (Object.keys(errors).length > 0 || number === null) return { ok: false, errors };
  return { ok: true, number, expMonth, expYear, cvv, brand };
}
