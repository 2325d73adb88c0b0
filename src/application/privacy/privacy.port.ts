/** The consent choice on this device, and the account's privacy calls (docs/privacy.md). */
import type { ConsentRecord, ConsentSource } from '../../domain/privacy';

/** The device's record (local storage, versioned: an older version reads as none). */
export interface ConsentStore {
  read(): ConsentRecord | null;
  write(record: ConsentRecord): void;
}
export const CONSENT_STORE = Symbol.for('privacy.ConsentStore');

/** The signed-in customer's calls: the consent record kept as evidence, and the data export. */
export interface PrivacyApi {
  /** GET customer/consent (null: never chosen while signed in). */
  consent(): Promise<ConsentRecord | null>;
  /** PUT customer/consent: a new record with its time. */
  saveConsent(record: ConsentRecord, source: ConsentSource): Promise<void>;
  /** GET customer/data-export: everything held about the customer, as the server wrote it. */
  exportData(): Promise<unknown>;
}
export const PRIVACY_API = Symbol.for('privacy.PrivacyApi');
