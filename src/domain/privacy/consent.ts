/**
 * The customer's consent to the analytics pixels (docs/privacy.md): two purposes, each given or not,
 * under a version of the texts the customer saw. A choice of an older version is asked again.
 */
export const CONSENT_VERSION = 1;

export type ConsentPurpose = 'analytics' | 'advertising';
export const CONSENT_PURPOSES: readonly ConsentPurpose[] = ['analytics', 'advertising'];

export interface ConsentChoice {
  analytics: boolean;
  advertising: boolean;
}

/** A choice as stored: the choice, the version of the texts it answered, when (epoch ms). */
export interface ConsentRecord extends ConsentChoice {
  version: number;
  decidedAt: number;
}

export const ACCEPT_ALL: Readonly<ConsentChoice> = Object.freeze({ analytics: true, advertising: true });
export const REJECT_ALL: Readonly<ConsentChoice> = Object.freeze({ analytics: false, advertising: false });

/** Where a choice was made: the first-visit banner, or the privacy page of the account. */
export type ConsentSource = 'banner' | 'settings';

/** A stored record, or null when it is not one of the current version (then the banner asks again). */
export function parseConsentRecord(raw: unknown): ConsentRecord | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (r.version !== CONSENT_VERSION) return null;
  if (typeof r.analytics !== 'boolean' || typeof r.advertising !== 'boolean') return null;
  if (typeof r.decidedAt !== 'number' || !Number.isFinite(r.decidedAt) || r.decidedAt <= 0) return null;
  return { version: r.version, analytics: r.analytics, advertising: r.advertising, decidedAt: r.decidedAt };
}

/** Whether the record allows a purpose (no record: nothing is allowed). */
export function allows(record: ConsentChoice | null, purpose: ConsentPurpose): boolean {
  return record !== null && record[purpose];
}

/** The newer of two records (the device's and the account's); ties keep the first. */
export function newerRecord(a: ConsentRecord | null, b: ConsentRecord | null): ConsentRecord | null {
  if (a === null) return b;
  if (b === null) return a;
  return b.decidedAt > a.decidedAt ? b : a;
}
