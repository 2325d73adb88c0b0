// Registration, login, passwords and social login (spec section 7, "Auth and profile").
import type { Customer } from './session-store.port';

export interface LoginResult {
  token: string;
  customer: Customer;
  message: string;
}

export interface MandatoryRegistration {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
  referral?: string | null;
}

export interface ConfirmForgotInput {
  token: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Every call resolves with the server's message or throws ApiError. */
export interface AuthApi {
  /** Sends a one-time code to the e-mail or phone number. */
  registerMini(userId: string): Promise<string>;
  verifyCode(userId: string, code: string): Promise<string>;
  /** Creates the account and logs it in. */
  registerMandatory(input: MandatoryRegistration): Promise<LoginResult>;
  resendCode(userId: string): Promise<string>;
  /** identifier: e-mail or phone number. */
  login(identifier: string, password: string): Promise<LoginResult>;
  /** POST customer/logout (204). */
  logout(): Promise<void>;
  forgotPassword(emailOrPhone: string): Promise<string>;
  confirmForgot(input: ConfirmForgotInput): Promise<string>;
  changePassword(input: ChangePasswordInput): Promise<string>;
  googleLogin(oauthToken: string): Promise<LoginResult>;
  /** oauth2/google/register: signs in, creating the account when missing (with the visit's referral code). */
  googleRegister(oauthToken: string, referral?: string | null): Promise<LoginResult>;
  /** oauth2/facebook/register {access_token}: as googleRegister, with a Facebook user access token. */
  facebookRegister(accessToken: string, referral?: string | null): Promise<LoginResult>;
}

export const AUTH_API = Symbol.for('auth.AuthApi');
