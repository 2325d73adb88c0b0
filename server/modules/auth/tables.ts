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
  interface Database {
    auth_codes: AuthCodeTable;
    mail_outbox: MailOutboxTable;
  }
}
