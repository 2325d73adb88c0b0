// The browser's Google and Facebook SDK adapter against fake window.google / window.FB (no network:
// the script loader is injected). Real Google and Facebook are not reachable from the test machine.
import 'reflect-metadata';
import { describe, expect, it, vi } from 'vitest';
import { SocialSdkError } from '../../application/ports/social-sdk.port';
import type { SocialLoginSettings } from '../../domain/account/social-login';
import { FACEBOOK_SDK_SCRIPT, GOOGLE_GSI_SCRIPT } from '../../domain/account/social-sdk-scripts';
import {
  BrowserSocialSdk, FACEBOOK_SCOPE, FACEBOOK_SDK_VERSION,
  type FacebookLoginResponse, type FacebookSdk, type GoogleAccountsId, type GsiCredentialResponse, type SocialScriptHost,
} from './browser-social-sdk';
import { ConfiguredSocialSdk } from './configured-social-sdk';

const SETTINGS = { googleClientId: '123-abc.apps.googleusercontent.com', facebookAppId: '1234567890' };

/** A page where loading GIS defines window.google, loading the SDK defines window.FB (each load recorded). */
function fakePage(options: { fbAnswer?: FacebookLoginResponse; failLoad?: boolean; noGlobal?: boolean; neverLoads?: boolean } = {}) {
  const loads: { id: string; src: string }[] = [];
  let callback: ((response: GsiCredentialResponse) => void) | null = null;
  const gsi = {
    initialize: vi.fn((config: Parameters<GoogleAccountsId['initialize']>[0]) => { callback = config.callback; }),
    renderButton: vi.fn(),
  };
  const fb = {
    init: vi.fn(),
    login: vi.fn((cb: (response: FacebookLoginResponse) => void, _opts: { scope: string }) => cb(options.fbAnswer ?? { status: 'connected', authResponse: { accessToken: 'EAAtoken', userID: '77' } })),
  };
  let google: GoogleAccountsId | undefined;
  let facebook: FacebookSdk | undefined;
  let failures = options.failLoad ? 1 : 0;
  const host: SocialScriptHost = {
    google: () => google,
    facebook: () => facebook,
    load: async (id, src) => {
      loads.push({ id, src });
      if (options.neverLoads) return new Promise<void>(() => undefined);
      if (failures > 0) {
        failures -= 1;
        throw new Error('network');
      }
      if (options.noGlobal) return;
      if (src === GOOGLE_GSI_SCRIPT) google = gsi;
      if (src === FACEBOOK_SDK_SCRIPT) facebook = fb;
    },
  };
  return { host, loads, gsi, fb, credential: (response: GsiCredentialResponse) => callback?.(response) };
}

const hostElement = () => ({ clientWidth: 300, replaceChildren: vi.fn() }) as unknown as HTMLElement;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('BrowserSocialSdk: Google Identity Services', () => {
  it('loads GIS once, initialises it with the client id, draws Google\'s button and resolves the credential of its callback', async () => {
    const page = fakePage();
    const sdk = new BrowserSocialSdk(SETTINGS, { host: page.host });
    const element = hostElement();
    const onShown = vi.fn();
    const token = sdk.googleIdToken({ host: element, locale: 'id', onShown });
    await flush();
    expect(page.loads).toEqual([{ id: 'titip-google-gsi', src: 'https://accounts.google.com/gsi/client' }]);
    expect(page.gsi.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: SETTINGS.googleClientId, ux_mode: 'popup', auto_select: false }));
    expect(page.gsi.renderButton).toHaveBeenCalledWith(element, expect.objectContaining({ type: 'standard', locale: 'id', width: 300 }));
    expect(onShown).toHaveBeenCalledTimes(1);
    page.credential({ credential: 'eyJ.google.idtoken', select_by: 'btn' });
    await expect(token).resolves.toBe('eyJ.google.idtoken');

    // A second press re-draws the button without loading or initialising again.
    const again = sdk.googleIdToken({ host: element, locale: 'en' });
    await flush();
    page.credential({ credential: 'eyJ.second' });
    await expect(again).resolves.toBe('eyJ.second');
    expect(page.loads).toHaveLength(1);
    expect(page.gsi.initialize).toHaveBeenCalledTimes(1);
    expect(page.gsi.renderButton).toHaveBeenCalledTimes(2);
  });

  it('a later press cancels the earlier wait; a callback without a credential is "unavailable"', async () => {
    const page = fakePage();
    const sdk = new BrowserSocialSdk(SETTINGS, { host: page.host });
    const first = sdk.googleIdToken({ host: hostElement(), locale: 'id' });
    await flush();
    const second = sdk.googleIdToken({ host: hostElement(), locale: 'id' });
    await expect(first).rejects.toMatchObject({ failure: 'cancelled' });
    await flush();
    page.credential({});
    await expect(second).rejects.toMatchObject({ failure: 'unavailable' });
  });

  it('a script that fails to load is "unavailable" and is tried again on the next press', async () => {
    const page = fakePage({ failLoad: true });
    const sdk = new BrowserSocialSdk(SETTINGS, { host: page.host });
    await expect(sdk.googleIdToken({ host: hostElement(), locale: 'id' })).rejects.toBeInstanceOf(SocialSdkError);
    const retry = sdk.googleIdToken({ host: hostElement(), locale: 'id' });
    await flush();
    page.credential({ credential: 'eyJ.ok' });
    await expect(retry).resolves.toBe('eyJ.ok');
    expect(page.loads).toHaveLength(2);
  });

  it('a script that loads without its global, or never loads, is "unavailable"', async () => {
    const empty = new BrowserSocialSdk(SETTINGS, { host: fakePage({ noGlobal: true }).host });
    await expect(empty.googleIdToken({ host: hostElement(), locale: 'id' })).rejects.toMatchObject({ failure: 'unavailable' });
    const slow = new BrowserSocialSdk(SETTINGS, { host: fakePage({ neverLoads: true }).host, loadTimeoutMs: 5 });
    await expect(slow.facebookAccessToken()).rejects.toMatchObject({ failure: 'unavailable' });
  });
});

describe('BrowserSocialSdk: Facebook JS SDK', () => {
  it('loads the SDK once, FB.init with the app id and version, FB.login with public_profile,email, resolves the access token', async () => {
    const page = fakePage();
    const sdk = new BrowserSocialSdk(SETTINGS, { host: page.host });
    await expect(sdk.facebookAccessToken()).resolves.toBe('EAAtoken');
    await expect(sdk.facebookAccessToken()).resolves.toBe('EAAtoken');
    expect(page.loads).toEqual([{ id: 'titip-facebook-sdk', src: 'https://connect.facebook.net/en_US/sdk.js' }]);
    expect(page.fb.init).toHaveBeenCalledTimes(1);
    expect(page.fb.init).toHaveBeenCalledWith({ appId: SETTINGS.facebookAppId, version: FACEBOOK_SDK_VERSION, cookie: false, xfbml: false });
    expect(FACEBOOK_SDK_VERSION).toBe('v21.0');
    expect(page.fb.login).toHaveBeenCalledWith(expect.any(Function), { scope: FACEBOOK_SCOPE });
    expect(FACEBOOK_SCOPE).toBe('public_profile,email');
  });

  it('a closed pop-up or a refused login (no authResponse) is "cancelled"', async () => {
    for (const fbAnswer of [{ status: 'unknown', authResponse: null }, { status: 'not_authorized' }]) {
      const sdk = new BrowserSocialSdk(SETTINGS, { host: fakePage({ fbAnswer }).host });
      await expect(sdk.facebookAccessToken()).rejects.toMatchObject({ failure: 'cancelled' });
    }
  });

  it('a provider that is not configured loads nothing', async () => {
    const page = fakePage();
    const sdk = new BrowserSocialSdk({}, { host: page.host });
    await expect(sdk.facebookAccessToken()).rejects.toMatchObject({ failure: 'unavailable' });
    await expect(sdk.googleIdToken({ host: hostElement(), locale: 'id' })).rejects.toMatchObject({ failure: 'unavailable' });
    expect(page.loads).toEqual([]);
  });
});

describe('ConfiguredSocialSdk (bound at boot)', () => {
  it('knows the configured providers at once and imports the SDK chunk only on the first press', async () => {
    const page = fakePage();
    const load = vi.fn(async (settings: SocialLoginSettings) => new BrowserSocialSdk(settings, { host: page.host }));
    const sdk = new ConfiguredSocialSdk({ facebookAppId: SETTINGS.facebookAppId }, load);
    expect(sdk.available('facebook')).toBe(true);
    expect(sdk.available('google')).toBe(false);
    expect(load).not.toHaveBeenCalled();
    await expect(sdk.googleIdToken({ host: hostElement(), locale: 'id' })).rejects.toMatchObject({ failure: 'unavailable' });
    expect(load).not.toHaveBeenCalled();
    await expect(sdk.facebookAccessToken()).resolves.toBe('EAAtoken');
    await expect(sdk.facebookAccessToken()).resolves.toBe('EAAtoken');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('none configured: nothing available, nothing loaded', () => {
    const load = vi.fn();
    const sdk = new ConfiguredSocialSdk({}, load);
    expect(sdk.available('google') || sdk.available('facebook')).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('a chunk that failed to load is "unavailable" and is imported again on the next press', async () => {
    const page = fakePage();
    const load = vi.fn()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockImplementation(async () => new BrowserSocialSdk(SETTINGS, { host: page.host }));
    const sdk = new ConfiguredSocialSdk(SETTINGS, load);
    await expect(sdk.facebookAccessToken()).rejects.toMatchObject({ failure: 'unavailable' });
    await expect(sdk.facebookAccessToken()).resolves.toBe('EAAtoken');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
