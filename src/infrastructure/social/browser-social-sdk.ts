/**
 * Google Identity Services and the Facebook JS SDK in the browser (docs/account-security.md "Google
 * and Facebook"); its own chunk, imported by ./configured-social-sdk.ts when a button is pressed.
 * Each vendor's script is added to the page once, the first time its provider is asked for a token
 * (a failed or slow load is forgotten, so the next press tries again).
 *
 * Google (https://developers.google.com/identity/gsi/web/reference/js-reference):
 *   google.accounts.id.initialize({ client_id, callback }) once; google.accounts.id.renderButton(host,
 *   options) draws Google's own button (GIS signs in only through its button or One Tap); the
 *   customer's press on it calls `callback` with a CredentialResponse whose `credential` is the ID token.
 * Facebook (https://developers.facebook.com/docs/javascript/quickstart,
 *   https://developers.facebook.com/docs/reference/javascript/FB.login/):
 *   FB.init({ appId, version, cookie: false, xfbml: false }) once; FB.login(callback, { scope:
 *   'public_profile,email' }); a response with status 'connected' carries authResponse.accessToken;
 *   any other (pop-up closed, login refused) is the customer's cancel.
 */
import { SocialSdkError, type GoogleButtonRequest } from '../../application/ports/social-sdk.port';
import type { SocialLoginSettings } from '../../domain/account/social-login';
import { FACEBOOK_SDK_SCRIPT, GOOGLE_GSI_SCRIPT } from '../../domain/account/social-sdk-scripts';
import { loadScriptTag } from '../script-tag';

/** The Facebook JS SDK's version (FB.init `version`): Facebook retires versions after about two years. */
export const FACEBOOK_SDK_VERSION = 'v21.0';
export const FACEBOOK_SCOPE = 'public_profile,email';

/** GIS's CredentialResponse (the fields read). */
export interface GsiCredentialResponse {
  credential?: string;
  select_by?: string;
}

/** window.google.accounts.id (the methods used). */
export interface GoogleAccountsId {
  initialize(config: { client_id: string; callback: (response: GsiCredentialResponse) => void; ux_mode?: 'popup' | 'redirect'; auto_select?: boolean; context?: string }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}

/** FB.login's response (the fields read). */
export interface FacebookLoginResponse {
  status?: string;
  authResponse?: { accessToken?: string; userID?: string } | null;
}

/** window.FB (the methods used). */
export interface FacebookSdk {
  init(params: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options: { scope: string }): void;
}

/** The page the scripts go into: the browser's document and window; a fake in unit tests (no network). */
export interface SocialScriptHost {
  /** window.google.accounts.id once GIS ran. */
  google(): GoogleAccountsId | undefined;
  /** window.FB once the SDK ran. */
  facebook(): FacebookSdk | undefined;
  /** Adds <script id src async> once; resolves on load, rejects when it failed. */
  load(id: string, src: string): Promise<void>;
}

export const browserSocialScriptHost: SocialScriptHost = {
  google: () => (globalThis as { google?: { accounts?: { id?: GoogleAccountsId } } }).google?.accounts?.id,
  facebook: () => (globalThis as { FB?: FacebookSdk }).FB,
  load: (id, src) => loadScriptTag({ id, src }),
};

export interface BrowserSocialSdkOptions {
  host?: SocialScriptHost;
  /** Milliseconds a vendor's script may take to load (default 15 s). */
  loadTimeoutMs?: number;
}

const unavailable = (why: string) => new SocialSdkError('unavailable', why);

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(unavailable(`${what} did not load in time`)), ms);
    work.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error: unknown) => { clearTimeout(timer); reject(error instanceof Error ? error : new Error(String(error))); },
    );
  });
}

interface Waiter {
  resolve(token: string): void;
  reject(error: Error): void;
}

export class BrowserSocialSdk {
  private readonly host: SocialScriptHost;
  private readonly loadTimeoutMs: number;
  private google: Promise<GoogleAccountsId> | null = null;
  private facebook: Promise<FacebookSdk> | null = null;
  /** The press waiting for Google's callback (the last one: an earlier one is cancelled). */
  private googleWaiter: Waiter | null = null;

  constructor(private readonly settings: SocialLoginSettings, options: BrowserSocialSdkOptions = {}) {
    this.host = options.host ?? browserSocialScriptHost;
    this.loadTimeoutMs = options.loadTimeoutMs ?? 15_000;
  }

  /** Loads GIS (once), draws Google's button into `host`, resolves with the ID token of the customer's press on it. */
  async googleIdToken({ host, locale, onShown }: GoogleButtonRequest): Promise<string> {
    const gsi = await this.googleLibrary();
    return new Promise<string>((resolve, reject) => {
      this.googleWaiter?.reject(new SocialSdkError('cancelled', 'replaced by a later press'));
      this.googleWaiter = { resolve, reject };
      try {
        host.replaceChildren();
        gsi.renderButton(host, {
          type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', shape: 'rectangular', logo_alignment: 'left',
          width: Math.min(400, Math.max(200, Math.round(host.clientWidth) || 320)), locale,
        });
      } catch {
        this.googleWaiter = null;
        reject(unavailable('google.accounts.id.renderButton failed'));
        return;
      }
      onShown?.();
    });
  }

  /** Loads the Facebook SDK (once) and opens FB.login's pop-up; resolves with the user access token. */
  async facebookAccessToken(): Promise<string> {
    const fb = await this.facebookLibrary();
    return new Promise<string>((resolve, reject) => {
      try {
        fb.login((response) => {
          const token = response?.authResponse?.accessToken;
          if (response?.status === 'connected' && typeof token === 'string' && token !== '') resolve(token);
          else reject(new SocialSdkError('cancelled', `FB.login: ${response?.status ?? 'no answer'}`));
        }, { scope: FACEBOOK_SCOPE });
      } catch {
        reject(unavailable('FB.login failed'));
      }
    });
  }

  private googleLibrary(): Promise<GoogleAccountsId> {
    const clientId = this.settings.googleClientId;
    if (!clientId) return Promise.reject(unavailable('Google is not configured'));
    if (!this.google) {
      const loading = this.script('titip-google-gsi', GOOGLE_GSI_SCRIPT, () => this.host.google()).then((gsi) => {
        gsi.initialize({ client_id: clientId, callback: (response) => this.onGoogleCredential(response), ux_mode: 'popup', auto_select: false, context: 'signin' });
        return gsi;
      });
      this.google = this.forgetOnFailure(loading, () => { this.google = null; });
    }
    return this.google;
  }

  private facebookLibrary(): Promise<FacebookSdk> {
    const appId = this.settings.facebookAppId;
    if (!appId) return Promise.reject(unavailable('Facebook is not configured'));
    if (!this.facebook) {
      const loading = this.script('titip-facebook-sdk', FACEBOOK_SDK_SCRIPT, () => this.host.facebook()).then((fb) => {
        fb.init({ appId, version: FACEBOOK_SDK_VERSION, cookie: false, xfbml: false });
        return fb;
      });
      this.facebook = this.forgetOnFailure(loading, () => { this.facebook = null; });
    }
    return this.facebook;
  }

  /** The vendor's global, loading its script first when it is not on the page yet. */
  private async script<T>(id: string, src: string, global: () => T | undefined): Promise<T> {
    const present = global();
    if (present) return present;
    try {
      await withTimeout(this.host.load(id, src), this.loadTimeoutMs, src);
    } catch (error) {
      throw error instanceof SocialSdkError ? error : unavailable(`could not load ${src}`);
    }
    const loaded = global();
    if (!loaded) throw unavailable(`${src} loaded without its global`);
    return loaded;
  }

  private forgetOnFailure<T>(loading: Promise<T>, forget: () => void): Promise<T> {
    return loading.catch((error: unknown) => {
      forget();
      throw error instanceof SocialSdkError ? error : unavailable(error instanceof Error ? error.message : 'failed');
    });
  }

  private onGoogleCredential(response: GsiCredentialResponse): void {
    const waiter = this.googleWaiter;
    this.googleWaiter = null;
    if (!waiter) return;
    const token = response?.credential;
    if (typeof token === 'string' && token !== '') waiter.resolve(token);
    else waiter.reject(unavailable('Google answered without a credential'));
  }
}
