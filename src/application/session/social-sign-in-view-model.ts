/**
 * The Google and Facebook buttons (login modal and /login, /register, /settings' connected accounts;
 * docs/account-security.md "Google and Facebook"). Only the providers the server configured are
 * offered. A press gets the provider's token through the SocialSdk port (the vendor's script loads
 * then, not before), then signs in exactly as a password login does (SessionViewModel.socialSignIn:
 * the register call, with the visit's referral code) or, signed in, connects the provider
 * (SocialAccountApi.connect, then the session's user is synchronised). A customer who closes the provider's pop-up gets no error; a
 * refusal shows the server's message (spec section 8: social login error.message or message).
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  SOCIAL_ACCOUNT_API, SOCIAL_PROVIDERS, SOCIAL_SDK, isSocialSdkError,
  type GoogleButtonRequest, type SocialAccountApi, type SocialProvider, type SocialSdk,
} from '../ports/social-sdk.port';
import type { Customer } from '../ports/session-store.port';
import { serverMessage } from './server-message';
import { SESSION_VIEW_MODEL, type SessionViewModel } from './session-view-model';

export const SOCIAL_SIGN_IN_VIEW_MODEL = Symbol.for('session.SocialSignInViewModel');

/**
 * What went wrong, when the screen shows its own text: 'unavailable' — the provider's script could not
 * be loaded; 'failed' — the server refused without a message of its own.
 */
export type SocialProblem = { provider: SocialProvider; kind: 'unavailable' | 'failed' };

/** Where Google's button goes (the view-model tells the screen when it is shown). */
export type GoogleButtonPlace = Omit<GoogleButtonRequest, 'onShown'>;

@injectable()
export class SocialSignInViewModel {
  /** The provider whose script is loading or whose token is being sent to the server. */
  busy: SocialProvider | null = null;
  /** Google's own button is on the page: the customer presses it to choose an account. */
  googleButtonShown = false;
  /** The server's message of the last refusal, shown as it is. */
  serverError: string | null = null;
  problem: SocialProblem | null = null;
  /** The provider connected by the last `connect` (the settings page announces it). */
  justConnected: SocialProvider | null = null;
  /** The customer as the last `connect` answered it (shown at once; the session's user follows). */
  private connectedCustomer: Customer | null = null;

  constructor(
    @inject(SOCIAL_SDK) private readonly sdk: SocialSdk,
    @inject(SESSION_VIEW_MODEL) private readonly session: SessionViewModel,
    @inject(SOCIAL_ACCOUNT_API) private readonly accounts: SocialAccountApi,
  ) {
    makeAutoObservable<this, 'sdk' | 'session' | 'accounts'>(this, { sdk: false, session: false, accounts: false }, { autoBind: true });
  }

  /** The configured providers, Google first; none: no buttons (and no 'or' divider). */
  get providers(): SocialProvider[] {
    return SOCIAL_PROVIDERS.filter((provider) => this.sdk.available(provider));
  }

  /** Whether the signed-in account has the provider connected (customer.google_connected / facebook_connected). */
  connected(provider: SocialProvider): boolean {
    const user = this.connectedCustomer ?? this.session.user;
    return provider === 'google' ? user?.googleConnected === true : user?.facebookConnected === true;
  }

  /** Signs in (or creates the account) with the provider; resolves the server's message, or null when nothing was signed in. */
  signIn(provider: SocialProvider, google?: GoogleButtonPlace): Promise<string | null> {
    return this.run(provider, google, (token) => this.session.socialSignIn(provider, token));
  }

  /** Connects the provider to the signed-in account; resolves the server's message, or null. */
  async connect(provider: SocialProvider, google?: GoogleButtonPlace): Promise<string | null> {
    this.justConnected = null;
    const message = await this.run(provider, google, async (token) => {
      const { customer, message: said } = await this.accounts.connect(provider, token);
      runInAction(() => { this.connectedCustomer = customer; });
      // The header and the rest of the session take the account as it is now (customer/profile).
      await this.session.refreshProfile();
      return said;
    });
    if (message !== null) runInAction(() => { this.justConnected = provider; });
    return message;
  }

  private async run(provider: SocialProvider, google: GoogleButtonPlace | undefined, send: (token: string) => Promise<string>): Promise<string | null> {
    if (this.busy !== null) return null;
    this.busy = provider;
    this.serverError = null;
    this.problem = null;
    let token: string;
    try {
      token = await this.token(provider, google);
    } catch (error) {
      runInAction(() => {
        if (this.busy === provider) this.busy = null;
        if (provider === 'google') this.googleButtonShown = false;
        // A closed pop-up is the customer's choice: the form is back, nothing to say.
        if (!(isSocialSdkError(error) && error.failure === 'cancelled')) this.problem = { provider, kind: 'unavailable' };
      });
      return null;
    }
    runInAction(() => {
      this.busy = provider;
      this.serverError = null;
      this.problem = null;
      // Google's button answered once; our own button comes back for another try.
      if (provider === 'google') this.googleButtonShown = false;
    });
    try {
      return await send(token);
    } catch (error) {
      runInAction(() => {
        const message = serverMessage(error);
        if (message !== null) this.serverError = message;
        else this.problem = { provider, kind: 'failed' };
      });
      return null;
    } finally {
      runInAction(() => {
        if (this.busy === provider) this.busy = null;
      });
    }
  }

  private token(provider: SocialProvider, google: GoogleButtonPlace | undefined): Promise<string> {
    if (provider === 'facebook') return this.sdk.facebookAccessToken();
    if (!google) return Promise.reject(new Error('googleIdToken: no place for Google\'s button'));
    return this.sdk.googleIdToken({
      ...google,
      onShown: () => runInAction(() => {
        // The library is loaded and Google's button is shown: the wait is now the customer's.
        this.googleButtonShown = true;
        if (this.busy === 'google') this.busy = null;
      }),
    });
  }
}
