import type { Customer } from './session-store.port';

// SocialSdk: a provider's token obtained in the browser (docs/account-security.md "Google and
// Facebook"). Google Identity Services gives an ID token, the Facebook JS SDK a user access token;
// the server checks either (oauth2/google/*, oauth2/facebook/*). Which providers exist is the
// runtime configuration's `social` (only those the server configured); a vendor's script is
// loaded only when the customer presses that provider's button, never on page load.

export type SocialProvider = 'google' | 'facebook';

export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'facebook'];

/**
 * Why no token came: 'cancelled' — the customer closed the provider's pop-up or refused (not an
 * error: the form is simply back); 'unavailable' — the vendor's script could not be loaded or did not
 * answer, or the provider is not configured.
 */
export type SocialSdkFailure = 'cancelled' | 'unavailable';

export class SocialSdkError extends Error {
  constructor(readonly failure: SocialSdkFailure, message?: string) {
    super(message ?? `social sign-in ${failure}`);
    this.name = 'SocialSdkError';
  }
}

export function isSocialSdkError(value: unknown): value is SocialSdkError {
  return value instanceof SocialSdkError;
}

/** Where Google's own sign-in button is drawn and what it is told about the page. */
export interface GoogleButtonRequest {
  /**
   * The element Google's button is rendered into. Google Identity Services signs in only through its
   * own button (or its One Tap prompt): the first press of ours loads the library and shows Google's
   * button here; the customer's press on it gives the ID token.
   */
  host: HTMLElement;
  /** The page's language for the button's text ('id' | 'en'). */
  locale: string;
  /** Called once Google's button is on the page (the screen tells the customer to press it). */
  onShown?: () => void;
}

export interface SocialSdk {
  /** Whether the server configured the provider (synchronous; loads nothing). */
  available(provider: SocialProvider): boolean;
  /**
   * The Google ID token (the `credential` of GIS's callback). Resolves when the customer chose an
   * account on Google's button; stays pending while they have not. Rejects with SocialSdkError.
   */
  googleIdToken(request: GoogleButtonRequest): Promise<string>;
  /**
   * The Facebook user access token (FB.login's `authResponse.accessToken`, scope public_profile,email).
   * Rejects with SocialSdkError ('cancelled' when the pop-up was closed or the login refused).
   */
  facebookAccessToken(): Promise<string>;
}

export const SOCIAL_SDK = Symbol.for('session.SocialSdk');

/** What connecting a provider answers: the customer with its `googleConnected` / `facebookConnected`. */
export interface SocialConnection {
  customer: Customer;
  message: string;
}

/**
 * Connecting a provider to the signed-in account (/settings): the provider's sign-in call made
 * signed in (oauth2/{provider}/login with the login token) links the identity to the caller's
 * account and answers the customer without a new token. Throws ApiError (409 with the server's
 * message when the identity belongs to another account, or another identity of that provider is
 * connected). Bound with the 'social' feature, not at boot.
 */
export interface SocialAccountApi {
  connect(provider: SocialProvider, token: string): Promise<SocialConnection>;
}

export const SOCIAL_ACCOUNT_API = Symbol.for('session.SocialAccountApi');
