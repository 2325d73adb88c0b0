// ConsentStore over local storage: the choice under 'titip.consent' as { version, analytics,
// advertising, decidedAt }; a record of another version, or not one at all, reads as none (and is removed).
import { inject, injectable } from 'inversify';
import { parseConsentRecord, type ConsentRecord } from '../../domain/privacy';
import type { ConsentStore } from '../../application/privacy/privacy.port';
import { BROWSER_STORAGE, safeRemove, type KeyValueStorage } from './browser-storage';

export const CONSENT_KEY = 'titip.consent';

@injectable()
export class LocalConsentStore implements ConsentStore {
  constructor(@inject(BROWSER_STORAGE) private readonly storage: KeyValueStorage) {}

  read(): ConsentRecord | null {
    let raw: string | null;
    try {
      raw = this.storage.getItem(CONSENT_KEY);
    } catch {
      return null;
    }
    if (raw === null) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
    const record = parseConsentRecord(parsed);
    if (record === null) safeRemove(this.storage, CONSENT_KEY);
    return record;
  }

  write(record: ConsentRecord): void {
    try {
      this.storage.setItem(CONSENT_KEY, JSON.stringify(record));
    } catch {
      // storage full or refused: the choice holds for this visit only
    }
  }
}
