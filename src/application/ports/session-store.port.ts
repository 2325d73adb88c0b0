// Client-side session state (spec section 3, "Session state"): the anonymous access token,
// the login token, the user, the language, the referral and the registration step.

export type Language = 'id' | 'en';

export interface Customer {
  customerKey: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** The phone number was proved by an SMS code (withdrawal codes go only to a verified number); absent: unknown. */
  phoneVerified?: boolean;
  gender: string | null;
  birthday: string | null;
  avatar: string | null;
  notifEmail: boolean;
  notifSms: boolean;
  hasPin: boolean;
  isAffiliatePartner: boolean;
  /** A Google / Facebook account signs in to this one (docs/account-security.md); absent: unknown. */
  googleConnected?: boolean;
  facebookConnected?: boolean;
}

/** registerRules of the spec: which registration step the visitor is on. */
export interface RegisterRules {
  step: number;
  userId: string;
}

export interface SessionSnapshot {
  accessToken: string | null;
  loginToken: string | null;
  user: Customer | null;
  language: Language;
  referral: string | null;
  registerRules: RegisterRules | null;
}

export interface SessionStore {
  snapshot(): SessionSnapshot;
  accessToken(): string | null;
  setAccessToken(token: string | null): void;
  loginToken(): string | null;
  user(): Customer | null;
  /** Stores the login token and the user together. */
  setLogin(token: string, user: Customer): void;
  setUser(user: Customer): void;
  language(): Language;
  setLanguage(language: Language): void;
  referral(): string | null;
  setReferral(referral: string | null): void;
  registerRules(): RegisterRules | null;
  setRegisterRules(rules: RegisterRules | null): void;
  /** Logout: forgets the login token, the user and the registration step (language and referral stay). */
  clearLogin(): void;
  /** Forgets everything but the language. */
  clear(): void;
}

export const SESSION_STORE = Symbol.for('session.SessionStore');
