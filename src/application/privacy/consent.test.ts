import { describe, expect, it, vi } from 'vitest';
import { observable, runInAction } from 'mobx';
import { CONSENT_VERSION, parseConsentRecord, type ConsentRecord } from '../../domain/privacy';
import type { AnalyticsEvent, AnalyticsPixel, AnalyticsPixelSource } from './analytics.port';
import { AnalyticsService } from './analytics-service';
import { ConsentViewModel } from './consent-view-model';
import type { ConsentStore, PrivacyApi } from './privacy.port';

function memoryStore(initial: ConsentRecord | null = null): ConsentStore & { saved: ConsentRecord | null } {
  return { saved: initial, read() { return this.saved; }, write(r) { this.saved = r; } };
}

function fakePixel(name: AnalyticsPixel['name'], purpose: AnalyticsPixel['purpose']) {
  const log: string[] = [];
  const pixel: AnalyticsPixel = {
    name, purpose,
    start: (page) => log.push(`start ${page.path}`),
    send: (e: AnalyticsEvent) => log.push(e.type === 'page_view' ? `view ${e.path}` : e.type),
    revoke: () => log.push('revoke'),
  };
  return { pixel, log };
}

function source(pixels: AnalyticsPixel[]): AnalyticsPixelSource & { loads: number } {
  return {
    loads: 0,
    configured: pixels.map((p) => ({ name: p.name, purpose: p.purpose })),
    async load() { this.loads += 1; return pixels; },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the stored consent', () => {
  it('reads a record of the current version only', () => {
    expect(parseConsentRecord({ version: CONSENT_VERSION, analytics: true, advertising: false, decidedAt: 5 })).toEqual({ version: CONSENT_VERSION, analytics: true, advertising: false, decidedAt: 5 });
    expect(parseConsentRecord({ version: CONSENT_VERSION + 1, analytics: true, advertising: false, decidedAt: 5 })).toBeNull();
    expect(parseConsentRecord({ version: CONSENT_VERSION, analytics: 'yes', advertising: false, decidedAt: 5 })).toBeNull();
  });
});

describe('ConsentViewModel', () => {
  it('opens the banner only with a pixel configured and no choice; a choice is stored with its time', () => {
    const none = new ConsentViewModel(memoryStore(), source([]), { now: () => 1 });
    expect(none.bannerOpen).toBe(false);
    const store = memoryStore();
    const vm = new ConsentViewModel(store, source([fakePixel('metaPixel', 'analytics').pixel]), { now: () => 42 });
    expect(vm.bannerOpen).toBe(true);
    vm.openChoices();
    vm.setDraft('analytics', true);
    vm.saveDraft('banner');
    expect(vm.bannerOpen).toBe(false);
    expect(store.saved).toEqual({ version: CONSENT_VERSION, analytics: true, advertising: false, decidedAt: 42 });
  });

  it('signed in: sends a choice to the account, and adopts the account\'s newer record at sign-in', async () => {
    const session = observable({ signedIn: false });
    const api: PrivacyApi = { consent: vi.fn(async () => ({ version: CONSENT_VERSION, analytics: true, advertising: true, decidedAt: 100 })), saveConsent: vi.fn(async () => undefined), exportData: vi.fn() };
    const store = memoryStore({ version: CONSENT_VERSION, analytics: false, advertising: false, decidedAt: 50 });
    const vm = new ConsentViewModel(store, source([fakePixel('googleAds', 'advertising').pixel]), { now: () => 200 }, session, api);
    vm.watchSession();
    expect(api.consent).not.toHaveBeenCalled();
    runInAction(() => { session.signedIn = true; });
    await settle();
    expect(vm.record?.advertising).toBe(true);
    expect(store.saved?.decidedAt).toBe(100);
    vm.rejectAll('settings');
    await settle();
    expect(api.saveConsent).toHaveBeenCalledWith({ version: CONSENT_VERSION, analytics: false, advertising: false, decidedAt: 200 }, 'settings');
  });
});

describe('AnalyticsService', () => {
  it('loads nothing without consent, starts only the accepted purpose\'s pixels, and stops sending on withdrawal', async () => {
    const meta = fakePixel('metaPixel', 'analytics');
    const ads = fakePixel('googleAds', 'advertising');
    const src = source([meta.pixel, ads.pixel]);
    const consent = new ConsentViewModel(memoryStore(), src, { now: () => 1 });
    const analytics = new AnalyticsService(src, consent);
    analytics.watchConsent();
    analytics.pageView({ path: '/', title: 'Titip' });
    analytics.track({ type: 'add_to_cart', currency: 'IDR' });
    await settle();
    expect(src.loads).toBe(0);

    consent.decide({ analytics: true, advertising: false }, 'banner');
    await settle();
    expect(src.loads).toBe(1);
    expect(meta.log).toEqual(['start /']);
    expect(ads.log).toEqual([]);
    analytics.pageView({ path: '/catalog', title: 'Katalog' });
    expect(meta.log).toEqual(['start /', 'view /catalog']);

    consent.rejectAll('settings');
    await settle();
    analytics.pageView({ path: '/cart', title: 'Keranjang' });
    analytics.track({ type: 'add_to_cart', currency: 'IDR' });
    expect(meta.log).toEqual(['start /', 'view /catalog', 'revoke']);
    expect(ads.log).toEqual([]);
  });
});
