/**
 * Footer rule (spec section 2 'Footer'): outside the Jakarta time zone the
 * footer shows 'Kerjasama' and a partner link instead of 'Transaksi'.
 */
export const JAKARTA_TIME_ZONE = 'Asia/Jakarta';

/** Where the visitor's time zone comes from; injected so stories and tests can fix it. */
export interface TimeZoneProvider {
  timeZone(): string;
}

export function isJakartaTimeZone(timeZone: string | null | undefined): boolean {
  return (timeZone ?? '').trim().toLowerCase() === JAKARTA_TIME_ZONE.toLowerCase();
}
