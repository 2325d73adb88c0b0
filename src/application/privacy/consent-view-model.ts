/**
 * The customer's consent (docs/privacy.md): read from the device, asked by the banner on the first
 * visit when a pixel is configured (accept all, reject all, or per purpose), changed on the privacy
 * page, and for a signed-in customer kept on the server with its time (the newer of the device's and
 * the account's wins when they meet). One per app (singleton).
 */
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import {
  ACCEPT_ALL, CONSENT_VERSION, REJECT_ALL, allows, newerRecord,
  type ConsentChoice, type ConsentPurpose, type ConsentRecord, type ConsentSource,
} from '../../domain/privacy';
import { CLOCK, type Clock } from '../shell/app-settings';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../session/session-view-model';
import { ANALYTICS_PIXEL_SOURCE, type AnalyticsPixelSource } from './analytics.port';
import { CONSENT_STORE, PRIVACY_API, type ConsentStore, type PrivacyApi } from './privacy.port';

export const CONSENT_VIEW_MODEL = Symbol.for('privacy.ConsentViewModel');

@injectable()
export class ConsentViewModel {
  record: ConsentRecord | null;
  /** The banner's "choose" step is open, with its draft. */
  choosing = false;
  draft: ConsentChoice = { ...REJECT_ALL };
  /** The last save to the account failed (the device keeps the choice; the next sign-in sends it again). */
  syncFailed = false;

  constructor(
    @inject(CONSENT_STORE) private readonly store: ConsentStore,
    @inject(ANALYTICS_PIXEL_SOURCE) private readonly pixels: AnalyticsPixelSource,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(SESSION_VIEW_MODEL) @optional() private readonly session?: Pick<SessionViewModel, 'signedIn'>,
    @inject(PRIVACY_API) @optional() private readonly api?: PrivacyApi,
  ) {
    this.record = store.read();
    makeAutoObservable<this, 'store' | 'pixels' | 'clock' | 'session' | 'api'>(this, { store: false, pixels: false, clock: false, session: false, api: false }, { autoBind: true });
  }

  /** Watches the sign-in: a customer who signs in meets the account's record (call once, in the browser). */
  watchSession(): () => void {
    return reaction(() => this.session?.signedIn ?? false, (signedIn) => { if (signedIn) void this.syncWithAccount(); }, { fireImmediately: true });
  }

  /** Whether any pixel is configured: without one there is nothing to consent to. */
  get hasPixels(): boolean {
    return this.pixels.configured.length > 0;
  }

  /** The banner shows until a choice of the current version is made. */
  get bannerOpen(): boolean {
    return this.hasPixels && this.record === null;
  }

  /** Which purposes the configured pixels serve (the choose step offers these). */
  get purposes(): ConsentPurpose[] {
    return [...new Set(this.pixels.configured.map((p) => p.purpose))];
  }

  /** The pixels configured for a purpose (named in the texts). */
  pixelsFor(purpose: ConsentPurpose): string[] {
    return this.pixels.configured.filter((p) => p.purpose === purpose).map((p) => p.name);
  }

  allows(purpose: ConsentPurpose): boolean {
    return allows(this.record, purpose);
  }

  acceptAll(source: ConsentSource = 'banner'): void {
    this.decide(ACCEPT_ALL, source);
  }

  rejectAll(source: ConsentSource = 'banner'): void {
    this.decide(REJECT_ALL, source);
  }

  openChoices(): void {
    this.draft = this.record ? { analytics: this.record.analytics, advertising: this.record.advertising } : { ...REJECT_ALL };
    this.choosing = true;
  }

  setDraft(purpose: ConsentPurpose, value: boolean): void {
    this.draft = { ...this.draft, [purpose]: value };
  }

  saveDraft(source: ConsentSource = 'banner'): void {
    this.decide(this.draft, source);
  }

  /** Records a choice on the device and, signed in, on the account. */
  decide(choice: ConsentChoice, source: ConsentSource): void {
    const record: ConsentRecord = { version: CONSENT_VERSION, analytics: choice.analytics, advertising: choice.advertising, decidedAt: this.clock.now() };
    this.record = record;
    this.choosing = false;
    this.store.write(record);
    if (this.session?.signedIn) void this.push(record, source);
  }

  /** The newer of the device's and the account's record is kept on both. */
  async syncWithAccount(): Promise<void> {
    if (!this.api) return;
    try {
      const remote = await this.api.consent();
      const newer = newerRecord(this.record, remote);
      if (newer !== null && newer === remote && newer !== this.record) {
        runInAction(() => { this.record = newer; });
        this.store.write(newer);
      } else if (newer !== null && (remote === null || newer.decidedAt !== remote.decidedAt)) {
        await this.push(newer, 'banner');
      }
    } catch {
      runInAction(() => { this.syncFailed = true; });
    }
  }

  private async push(record: ConsentRecord, source: ConsentSource): Promise<void> {
    if (!this.api) return;
    try {
      await this.api.saveConsent(record, source);
      runInAction(() => { this.syncFailed = false; });
    } catch {
      runInAction(() => { this.syncFailed = true; });
    }
  }
}
