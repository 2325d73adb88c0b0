// Customer rows: lookups, the wire shape (never password_hash or internal ids), login tokens.
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CustomerTable } from '../../db/schema.ts';
import { hashToken, newToken } from '../../http/auth-context.ts';
import { forgetCustomerTokens } from '../../http/token-cache.ts';
import type { Identifier } from './identity.ts';

export type CustomerRow = Selectable<CustomerTable>;

export interface CustomerJson {
  customer_key: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  /** The number on the account was proved by a code sent to it (withdrawal codes go only to a verified number). */
  phone_verified: boolean;
  gender: string | null;
  birthday: string | null;
  avatar: string | null;
  notif_email: boolean;
  notif_sms: boolean;
  wallet: { balance: number };
  has_pin: boolean;
  is_affiliate_partner: boolean;
  /** A Google / Facebook account is connected (signs in to this account); docs/account-security.md. */
  google_connected: boolean;
  facebook_connected: boolean;
}

export function customerJson(row: CustomerRow): CustomerJson {
  return {
    customer_key: row.customer_key,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone_number: row.phone_number,
    phone_verified: row.phone_number !== null && row.phone_verified_at !== null,
    gender: row.gender,
    birthday: row.birthday,
    avatar: row.avatar,
    notif_email: row.notif_email,
    notif_sms: row.notif_sms,
    wallet: { balance: Number(row.wallet_balance) },
    has_pin: row.has_pin,
    is_affiliate_partner: row.is_affiliate_partner,
    google_connected: row.google_sub !== null,
    facebook_connected: row.facebook_id !== null,
  };
}

export function newCustomerKey(): string {
  return randomBytes(12).toString('hex');
}

export async function findByIdentifier(db: Db, id: Identifier): Promise<CustomerRow | undefined> {
  const column = id.kind === 'email' ? 'email' : 'phone_number';
  return db.selectFrom('customers').selectAll().where(column, '=', id.value).executeTakeFirst();
}

export async function findById(db: Db, id: number): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Creates a login token (Authorization: Token ...); only its SHA-256 hash is stored, with the
 * browser's User-Agent (cut to 200 characters) to name the session on /token. */
export async function issueLoginToken(db: Db, customerId: number, userAgent?: string | string[]): Promise<string> {
  const token = newToken();
  const agent = (Array.isArray(userAgent) ? userAgent[0] : userAgent)?.trim().slice(0, 200) || null;
  await db.insertInto('login_tokens').values({ customer_id: customerId, token_hash: hashToken(token), revoked_at: null, user_agent: agent }).execute();
  return token;
}

/** Revokes every live login token of a customer, except `keepId` when given (and drops them
 * from the token cache at once; other processes are told when `db` is not a transaction, else the
 * caller forgets again after its commit). */
export async function revokeLoginTokens(db: Db, customerId: number, now: Date, keepId?: number | null): Promise<void> {
  let q = db.updateTable('login_tokens').set({ revoked_at: now }).where('customer_id', '=', customerId).where('revoked_at', 'is', null);
  if (keepId != null) q = q.where('id', '!=', keepId);
  await q.execute();
  forgetCustomerTokens(db, customerId, keepId);
}

/** True for a PostgreSQL unique-constraint violation (pg and PGlite both expose `code`). */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}
