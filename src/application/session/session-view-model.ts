/**
 * The app-wide session (spec section 3 'Session state', section 4 'Login' and 'Session').
 * A singleton MobX view-model over the SessionStore port (persistence) and the
 * session, auth and profile APIs.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AUTH_API, type AuthApi, type LoginResult, type MandatoryRegistration } from '../ports/auth-api.port';
import { CART_API, type CartApi } from '../ports/cart-api.port';
import { GUEST_ADDRESS_STORE, type GuestAddressStore } from '../ports/guest-address-store.port';
import { GUEST_CART_STORE, type GuestCartStore } from '../ports/guest-cart-store.port';
import { PROFILE_API, type ProfileApi } from '../ports/profile-api.port';
import { SESSION_API, type SessionApi } from '../ports/session-api.port';
import { SESSION_STORE, type Customer, type Language, type SessionStore } from '../ports/session-store.port';
import { referralFromSearch } from '../../domain/membership/referral';

export const SESSION_VIEW_MODEL = Symbol.for('session.SessionViewModel');

/** Spec section 9: logout goes to / after 1 second. */
export const LOGOUT_REDIRECT_MS = 1_000;

/** Something that forgets client state on logout (cart, consolidation, checkout ...). */
export type ClientStateReset = () => void;

@injectable()
export class SessionViewModel {
  user: Customer | null = null;
  loginToken: string | null = null;
  accessToken: string | null = null;
  language: Language = 'id';
  walletBalance: number | null = null;
  /** The required-login flag of spec section 4: shows the login modal. */
  loginRequired = false;
  starting = false;
  private readonly resets: ClientStateReset[] = [];

  constructor(
    @inject(SESSION_STORE) private readonly store: SessionStore,
    @inject(SESSION_API) private readonly sessionApi: SessionApi,
    @inject(AUTH_API) private readonly authApi: AuthApi,
    @inject(PROFILE_API) private readonly profileApi: ProfileApi,
    @inject(CART_API) private readonly cartApi: CartApi,
    @inject(GUEST_CART_STORE) private readonly guestCart: GuestCartStore,
    @inject(GUEST_ADDRESS_STORE) private readonly guestAddresses: GuestAddressStore,
  ) {
    makeAutoObservable<this, 'store' | 'sessionApi' | 'authApi' | 'profileApi' | 'cartApi' | 'guestCart' | 'guestAddresses' | 'resets'>(
      this,
      { store: false, sessionApi: false, authApi: false, profileApi: false, cartApi: false, guestCart: false, guestAddresses: false, resets: false },
      { autoBind: true },
    );
    this.readStore();
  }

  get signedIn(): boolean {
    return this.loginToken !== null && this.user !== null;
  }

  get isAffiliatePartner(): boolean {
    return this.user?.isAffiliatePartner === true;
  }

  get firstName(): string {
    return this.user?.firstName ?? '';
  }

  /** Reads the persisted session (after boot or after another tab changed it). */
  readStore(): void {
    const snap = this.store.snapshot();
    this.user = snap.user;
    this.loginToken = snap.loginToken;
    this.accessToken = snap.accessToken;
    this.language = snap.language;
  }

  /**
   * Spec section 3 session state `referral`: a partner's link (`/?ref=CODE`) is remembered (persisted
   * with the session) until registration sends it; a malformed code, or a signed-in visitor, changes nothing.
   */
  rememberReferral(search: string): void {
    const code = referralFromSearch(search);
    if (code !== null && !this.signedIn) this.store.setReferral(code);
  }

  /** Session start: creates the anonymous access token when none exists. */
  async start(): Promise<void> {
    if (this.store.accessToken()) return;
    this.starting = true;
    try {
      await this.ensureAccessToken();
    } finally {
      runInAction(() => {
        this.starting = false;
      });
    }
  }

  private async ensureAccessToken(): Promise<void> {
    if (this.store.accessToken()) return;
    try {
      const token = await this.sessionApi.createAccessToken();
      this.store.setAccessToken(token);
      runInAction(() => {
        this.accessToken = token;
      });
    } catch {
      // A visitor without an access token still browses; the next start retries.
    }
  }

  setLanguage(language: Language): void {
    this.store.setLanguage(language);
    this.language = language;
  }

  requireLogin(): void {
    this.loginRequired = true;
  }

  dismissLogin(): void {
    this.loginRequired = false;
  }

  /** Registers a reset run on logout (the cart store, consolidation, ...). */
  onReset(reset: ClientStateReset): () => void {
    this.resets.push(reset);
    return () => {
      const i = this.resets.indexOf(reset);
      if (i >= 0) this.resets.splice(i, 1);
    };
  }

  /**
   * Password login. Resolves with the server's message; throws the ApiError
   * (its message is the server's) when the login fails.
   */
  async login(identifier: string, password: string): Promise<string> {
    return this.signIn(await this.authApi.login(identifier.trim(), password));
  }

  async googleLogin(oauthToken: string): Promise<string> {
    return this.signIn(await this.authApi.googleLogin(oauthToken));
  }

  /**
   * Google or Facebook sign-in with the token the vendor's SDK gave (docs/account-security.md): the
   * register call signs in the account of that identity or creates it, carrying the referral code
   * the visit came with (spec section 3 session state `referral`). Throws the ApiError when refused.
   */
  async socialSignIn(provider: 'google' | 'facebook', token: string): Promise<string> {
    const referral = this.store.referral();
    const result = provider === 'google'
      ? await this.authApi.googleRegister(token, referral)
      : await this.authApi.facebookRegister(token, referral);
    return this.signIn(result);
  }

  /**
   * Registration's last step (spec section 4): customer/register/mandatory creates the account
   * and logs it in; the customer is then signed in exactly as by a password login, and the
   * registration step (registerRules) is forgotten. Throws the ApiError when it fails.
   */
  async register(input: MandatoryRegistration): Promise<string> {
    const result = await this.authApi.registerMandatory(input);
    this.store.setRegisterRules(null);
    return this.signIn(result);
  }

  /**
   * The one post-login path (spec section 4 'After login'): user and token stored, the modal's
   * flag cleared, access token ensured, guest cart pushed, profile synchronised. The addresses
   * kept on this device stay there: the address page offers them for import into the account.
   */
  private async signIn(result: LoginResult): Promise<string> {
    this.applyLogin(result.token, result.customer);
    await this.afterLogin();
    return result.message;
  }

  private applyLogin(token: string, customer: Customer): void {
    this.store.setLogin(token, customer);
    this.loginToken = token;
    this.user = customer;
    this.loginRequired = false;
  }

  private async afterLogin(): Promise<void> {
    await this.ensureAccessToken();
    await this.pushGuestCart();
    await this.refreshProfile();
  }

  /**
   * Spec section 4 'After login': the device's guest lines move to the account (the server
   * merges them: nothing doubled, nothing lost). The local mirror keeps its multi-address and
   * consolidation state; the cart screen reloads the account's lines. A failure leaves the
   * guest lines where they were (they stay on the server under the access token), never lost.
   */
  private async pushGuestCart(): Promise<void> {
    const codes = this.guestCart.list().map((line) => line.code).filter((code): code is string => Boolean(code));
    if (codes.length === 0) return;
    try {
      await this.cartApi.pushGuestToCustomer(codes);
    } catch {
      // Silent: the next login pushes them again.
    }
  }

  /** Synchronises the user and the wallet balance from customer/profile. */
  async refreshProfile(): Promise<void> {
    if (!this.signedIn) return;
    try {
      const profile = await this.profileApi.get();
      const { walletBalance, ...customer } = profile;
      this.store.setUser(customer);
      runInAction(() => {
        this.user = customer;
        this.walletBalance = walletBalance;
      });
    } catch {
      // Silent (spec section 8: most failed lookups are silent).
    }
  }

  /**
   * Logout (spec section 4): POST customer/logout, destroy the user, reset all
   * client state, create a new anonymous token. The caller goes to / after
   * LOGOUT_REDIRECT_MS.
   */
  async logout(): Promise<void> {
    if (this.loginToken !== null) {
      try {
        await this.authApi.logout();
      } catch {
        // Logging out locally must work even when the server refuses (e.g. after a 401).
      }
    }
    const language = this.store.language();
    this.store.clear();
    this.store.setLanguage(language);
    this.resetClientState();
    runInAction(() => {
      this.user = null;
      this.loginToken = null;
      this.accessToken = null;
      this.walletBalance = null;
      this.loginRequired = false;
    });
    await this.ensureAccessToken();
  }

  /**
   * Spec section 4 'Cart sync': the cart check failed (a 4xx answer). The access token and the user
   * are forgotten (the login token with the user: a session without its user is signed out), with
   * the cart and the checkout's items (the cart's lines, their address quantities and groups: one
   * store) and the registered resets, and a new anonymous access token is created, as after a
   * logout but without calling the server (the session it would end is the one it refused). The
   * language, the referral and the device's addresses stay (the spec does not list them).
   */
  async dropAfterFailedCartCheck(): Promise<void> {
    const language = this.store.language();
    const referral = this.store.referral();
    this.store.clear();
    this.store.setLanguage(language);
    this.store.setReferral(referral);
    this.guestCart.clear();
    this.runResets();
    runInAction(() => {
      this.user = null;
      this.loginToken = null;
      this.accessToken = null;
      this.walletBalance = null;
    });
    await this.ensureAccessToken();
  }

  /**
   * /token (docs/account-security.md): a visitor who is not signed in starts a fresh anonymous
   * session: a new access token, and this device's guest cart, addresses and client state
   * forgotten (what the old token held on the server stays with it). Throws when the token cannot
   * be created (nothing is changed then).
   */
  async startFreshVisit(): Promise<void> {
    if (this.signedIn) return;
    const token = await this.sessionApi.createAccessToken();
    this.resetClientState();
    this.store.setAccessToken(token);
    runInAction(() => {
      this.accessToken = token;
    });
  }

  /** All client state goes (spec section 4): the cart mirror with its consolidation, and the
   * addresses kept on this device — the next person on it must not see them. */
  private resetClientState(): void {
    this.guestCart.clear();
    this.guestAddresses.clear();
    this.runResets();
  }

  private runResets(): void {
    for (const reset of [...this.resets]) {
      try {
        reset();
      } catch {
        // one broken reset must not keep the others from running
      }
    }
  }
}
