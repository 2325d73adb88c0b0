// The customer's account security (docs/account-security.md; feature 'account'): the wallet PIN
// (POST customer/reset/pin), the withdrawal one-time code (GET customer/otp?ref=CO, POST
// customer/otp/verify), deactivation (POST customer/deactivate) and the signed-in sessions of
// /token (GET customer/sessions, DELETE customer/sessions/{id}, POST customer/sessions/revoke-others).
// Every call throws ApiError; `reason` carries the server's code (PIN_INVALID, PASSWORD_INVALID,
// OTP_WRONG, OTP_EXPIRED, PHONE_NOT_VERIFIED (withdrawal codes need a verified phone number), OTP_TOO_MANY_ATTEMPTS, WALLET_NOT_EMPTY, NO_PASSWORD ...).

export interface PinInput {
  password: string;
  pin: string;
  confirmPin: string;
}

export interface SignedInSession {
  id: string;
  /** ISO time of the sign-in. */
  createdAt: string;
  /** The browser's User-Agent at sign-in, when known. */
  device: string | null;
  /** The session making the call (this browser). */
  current: boolean;
}

export interface AccountApi {
  /** Sets or changes the wallet PIN, confirmed with the account password. */
  setPin(input: PinInput): Promise<void>;
  /** Sends a withdrawal code; answers where it went (masked: 'b***@example.com'). */
  requestOtp(): Promise<string[]>;
  /** Verifies the code of this session: one withdrawal of this session within 10 minutes. */
  verifyOtp(code: string): Promise<void>;
  /** Sends a verification code by SMS to the number on the account; answers where it went (masked). */
  requestPhoneCode(): Promise<string[]>;
  /** Verifies the number with the SMS code (PHONE_CODE_WRONG, PHONE_CODE_EXPIRED, PHONE_CODE_TOO_MANY_ATTEMPTS). */
  verifyPhone(code: string): Promise<void>;
  /** Closes the account (password confirmed): every session ends, the data is kept. */
  deactivate(password: string): Promise<void>;
  sessions(): Promise<SignedInSession[]>;
  /** Signs one session out (another customer's: NOT_FOUND). */
  endSession(id: string): Promise<void>;
  /** Signs every session but this one out. */
  endOtherSessions(): Promise<void>;
}

export const ACCOUNT_API = Symbol.for('account.AccountApi');
