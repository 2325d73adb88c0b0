/**
 * The SocialSdk of the browser (docs/account-security.md "Google and Facebook"), bound at boot: which
 * providers exist is known at once from the runtime configuration's `social` (only those the server
 * configured); the code that loads Google Identity Services and the Facebook JS SDK
 * (./browser-social-sdk.ts) is its own chunk, imported the first time the customer presses a
 * provider's button — nothing of it, and no vendor script, is in the first page's JavaScript.
 */
import {
  SocialSdkError, type GoogleButtonRequest, type SocialProvider, type SocialSdk,
} from '../../application/ports/social-sdk.port';
import type { SocialLoginSettings } from '../../domain/account/social-login';
import type { BrowserSocialSdk } from './browser-social-sdk';

export type BrowserSocialSdkLoader = (settings: SocialLoginSettings) => Promise<BrowserSocialSdk>;

const loadBrowserSdk: BrowserSocialSdkLoader = async (settings) => {
  const { BrowserSocialSdk: Sdk } = await import('./browser-social-sdk');
  return new Sdk(settings);
};

export class ConfiguredSocialSdk implements SocialSdk {
  private sdk: Promise<BrowserSocialSdk> | null = null;

  constructor(
    private readonly settings: SocialLoginSettings,
    private readonly load: BrowserSocialSdkLoader = loadBrowserSdk,
  ) {}

  available(provider: SocialProvider): boolean {
    return provider === 'google' ? Boolean(this.settings.googleClientId) : Boolean(this.settings.facebookAppId);
  }

  async googleIdToken(request: GoogleButtonRequest): Promise<string> {
    if (!this.available('google')) throw new SocialSdkError('unavailable', 'Google is not configured');
    return (await this.browserSdk()).googleIdToken(request);
  }

  async facebookAccessToken(): Promise<string> {
    if (!this.available('facebook')) throw new SocialSdkError('unavailable', 'Facebook is not configured');
    return (await this.browserSdk()).facebookAccessToken();
  }

  /** The chunk, once (a failed chunk load is forgotten: the next press tries again). */
  private browserSdk(): Promise<BrowserSocialSdk> {
    if (!this.sdk) {
      const loading = this.load(this.settings).catch((error: unknown) => {
        if (this.sdk === loading) this.sdk = null;
        throw new SocialSdkError('unavailable', error instanceof Error ? error.message : undefined);
      });
      this.sdk = loading;
    }
    return this.sdk;
  }
}
