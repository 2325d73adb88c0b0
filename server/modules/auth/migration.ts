// Migrations of the auth module. Name them '1xxx_auth_...' so they sort after the core.
// Kysely refuses a new migration that sorts before one a database has already run, so a
// migration added later sorts after every module's (6000_content_...): '7xxx_auth_...'.
import { sql, type Kysely, type Migration } from 'kysely';

export const migrations: Record<string, Migration> = {
  '1001_auth_codes_and_outbox': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('auth_codes')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('verified_at', 'timestamptz')
        .addColumn('access_token_id', 'integer')
        .addColumn('consumed_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('auth_codes_customer_idx').on('auth_codes').columns(['customer_id', 'purpose']).execute();
      await db.schema.createIndex('auth_codes_hash_idx').on('auth_codes').column('code_hash').execute();
      await db.schema.createTable('mail_outbox')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('mail_outbox_recipient_idx').on('mail_outbox').column('recipient').execute();
    },
  },
  '7001_auth_customers_is_importer': {
    async up(db: Kysely<unknown>) {
      // Importer status (spec section 4: importer mode): set by the operator, never by the customer.
      await db.schema.alterTable('customers')
        .addColumn('is_importer', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
    },
  },
  '7400_account_security': {
    async up(db: Kysely<unknown>) {
      // Issue 12 (docs/account-security.md): the wallet PIN and its lock, deactivation, the device
      // label of a login token, and the session a withdrawal one-time code was verified in.
      await db.schema.alterTable('customers')
        .addColumn('pin_hash', 'text')
        .addColumn('pin_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pin_locked_until', 'timestamptz')
        .addColumn('deactivated_at', 'timestamptz')
        .execute();
      await db.schema.alterTable('login_tokens').addColumn('user_agent', 'text').execute();
      await db.schema.alterTable('auth_codes').addColumn('login_token_id', 'integer').execute();
    },
  },
  '8002_auth_phone_verified': {
    async up(db: Kysely<unknown>) {
      // Issue 22 (docs/account-security.md "Phone verification"): when the number on the account was
      // proved by a code sent to it. Null for every number stored before: it is verified once
      // (POST customer/phone/verify) before withdrawal codes go to it again.
      await db.schema.alterTable('customers').addColumn('phone_verified_at', 'timestamptz').execute();
    },
  },
  '8610_auth_facebook_id': {
    async up(db: Kysely<unknown>) {
      // Issue 25 (docs/account-security.md "Google and Facebook"): the Facebook user id (app-scoped)
      // an account signs in with, beside google_sub; one account per Facebook user.
      await db.schema.alterTable('customers').addColumn('facebook_id', 'text', (c) => c.unique()).execute();
    },
  },
};
