// Tables of the auth module: one-time codes (registration and password reset) and the
// mail outbox of the default mail adapter.
import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/schema.ts';

/** A one-time code. Only an HMAC of the code is stored. */
export interface AuthCodeTable {
  id: Generated<number>;
  customer_id: number;
  /** 'register' (6 digits, checked against one customer) or 'reset' (8 characters, looked up by hash). */
  purpose: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  /** Registration: when the code was entered correctly, and by which access token. */
  verified_at: NullableTimestamp;
  access_token_id: number | null;
  /** Withdrawal code ('otp'): the login token of the session that asked for it. Added by 7400. */
  login_token_id: Generated<number | null>;
  /** Used up (registration finished, password reset) or replaced by a newer code. */
  consumed_at: NullableTimestamp;
  created_at: Timestamp;
}

/** Messages of the default mail adapter (read by GET /api/dev/outbox outside production). */
export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  created_at: Timestamp;
}

declare module '../../db/schema.ts' {
  /** Added by migration 7001_auth_customers_is_importer. */
  interface CustomerTable {
    /** Importer status (importer pricing: 1688 rules, zero sea freight); set by the operator only. */
    is_importer: Generated<boolean>;
  }
  /** Added by migration 7400_account_security (docs/account-security.md). */
  interface CustomerTable {
    /** scrypt hash of the wallet PIN (has_pin says whether one is set). */
    pin_hash: string | null;
    /** Wrong PINs in a row since the last right one or the last lock. */
    pin_attempts: Generated<number>;
    /** PIN use is refused until then. */
    pin_locked_until: NullableTimestamp;
    /** Set with status 'deactivated' (POST customer/deactivate); the row and its data are kept. */
    deactivated_at: NullableTimestamp;
  }
  /** Added by migration 8002_auth_phone_verified (docs/account-security.md "Phone verification"). */
  interface CustomerTable {
    /** When phone_number was proved by a code sent to it; null: not verified (cleared when it changes). */
    phone_verified_at: NullableTimestamp;
  }
  /** Added by migration 8610_auth_facebook_id (docs/account-security.md "Google and Facebook"). */
  interface CustomerTable {
    /** The app-scoped Facebook user id the account signs in with (like google_sub); null: not connected. */
    facebook_id: string | null;
  }
  interface LoginTokenTable {
    /** The browser's User-Agent at sign-in (cut to 200 characters), shown on /token. */
    user_agent: string | null;
  }
  interface Database {
    auth_codes: AuthCodeTable;
    mail_outbox: MailOutboxTable;
  }
}
