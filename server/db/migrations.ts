// Every migration of the server, in order. Each module owns its migrations in
// modules/<name>/migration.ts; names are prefixed so they sort in dependency order.
import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { schemaMigrator } from './schema-migrator.ts';
import { migrations as authMigrations } from '../modules/auth/migration.ts';
import { migrations as regionMigrations } from '../modules/regions/migration.ts';
import { migrations as catalogMigrations } from '../modules/catalog/migration.ts';
import { migrations as marketplaceMigrations } from '../modules/catalog/migration-marketplace.ts';
import { migrations as cartMigrations } from '../modules/cart/migration.ts';
import { migrations as orderMigrations } from '../modules/orders/migration.ts';
import { migrations as contentMigrations } from '../modules/content/migration.ts';
import { migrations as paymentMigrations } from '../modules/payments/migration.ts';
import { migrations as opsMigrations } from '../modules/ops/migration.ts';
import { migrations as membershipMigrations } from '../modules/membership/migration.ts';
import { migrations as courseMigrations } from '../modules/courses/migration.ts';
import { migrations as sharedMigrations } from '../shared/migration.ts';
import { migrations as jobMigrations } from '../jobs/migration.ts';
import { migrations as hardeningMigrations } from './hardening-migration.ts';
import { migrations as privacyMigrations } from '../modules/privacy/migration.ts';

const core: Record<string, Migration> = {
  '0001_core': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('customers')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('customer_key', 'text', (c) => c.notNull().unique())
        .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'text', (c) => c.unique())
        .addColumn('phone_number', 'text', (c) => c.unique())
        .addColumn('password_hash', 'text')
        .addColumn('gender', 'text')
        .addColumn('birthday', 'text')
        .addColumn('avatar', 'text')
        .addColumn('notif_email', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('notif_sms', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('wallet_balance', sql`numeric(18,0)`, (c) => c.notNull().defaultTo(0))
        .addColumn('has_pin', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('is_affiliate_partner', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('google_sub', 'text', (c) => c.unique())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createTable('access_tokens')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('revoked_at', 'timestamptz')
        .execute();
      await db.schema.createTable('login_tokens')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('revoked_at', 'timestamptz')
        .execute();
      await db.schema.createTable('idempotency_keys')
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
        .execute();
    },
  },
};

export const allMigrations: Record<string, Migration> = {
  ...core,
  ...authMigrations,
  ...regionMigrations,
  ...catalogMigrations,
  ...cartMigrations,
  ...orderMigrations,
  ...contentMigrations,
  ...paymentMigrations,
  ...opsMigrations,
  ...membershipMigrations,
  ...courseMigrations,
  ...marketplaceMigrations,
  ...sharedMigrations,
  ...jobMigrations,
  ...hardeningMigrations,
  ...privacyMigrations,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return allMigrations;
  }
}

/** Runs every pending migration. `schema`: the PostgreSQL schema the tables live in (so that
 * another schema's migration tables in the same database are never mistaken for ours). */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<void> {
  const migrator = schemaMigrator(db, new StaticProvider(), schema);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
