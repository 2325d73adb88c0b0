// The database's tables as Kysely sees them. The core tables live here; each module
// adds its own tables by augmenting `Database` in its own `tables.ts`:
//
//   declare module '../../db/schema.ts' { interface Database { addresses: AddressTable } }
import type { ColumnType, Generated } from 'kysely';

/** A timestamp column; optional on insert (the database defaults it). Do not wrap it in Generated<>. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface CustomerTable {
  id: Generated<number>;
  /** Public, non-guessable key (customer_key in the spec). */
  customer_key: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  password_hash: string | null;
  gender: string | null;
  birthday: string | null;
  avatar: string | null;
  notif_email: Generated<boolean>;
  notif_sms: Generated<boolean>;
  wallet_balance: Generated<string>; // numeric(18,0), integer rupiah, as string on the wire from pg
  has_pin: Generated<boolean>;
  is_affiliate_partner: Generated<boolean>;
  /** 'pending' after mini-register, 'verified' after the code, 'active' after mandatory details. */
  status: string;
  google_sub: string | null;
  created_at: Timestamp;
}

/** Anonymous session tokens (token-access/create). Only a SHA-256 hash is stored. */
export interface AccessTokenTable {
  id: Generated<number>;
  token_hash: string;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
}

/** Login tokens (Authorization: Token ...). Only a SHA-256 hash is stored; logout revokes. */
export interface LoginTokenTable {
  id: Generated<number>;
  customer_id: number;
  token_hash: string;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
}

/** Stored answers of requests that carried an Idempotency-Key. */
export interface IdempotencyTable {
  key: string;
  scope: string; // who sent it: customer or access token
  method: string;
  path: string;
  status: number;
  body: string;
  /** SHA-256 of method, path and body (migration 8000); null on rows stored before it. */
  request_hash: string | null;
  created_at: Timestamp;
}

export interface Database {
  customers: CustomerTable;
  access_tokens: AccessTokenTable;
  login_tokens: LoginTokenTable;
  idempotency_keys: IdempotencyTable;
}
