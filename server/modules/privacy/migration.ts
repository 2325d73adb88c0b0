// Migrations of the privacy module (docs/privacy.md). '8500_' sorts after every migration a database
// may already have run.
import { sql, type Kysely, type Migration } from 'kysely';

export const migrations: Record<string, Migration> = {
  '8500_privacy': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('consents')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('analytics', 'boolean', (c) => c.notNull())
        .addColumn('advertising', 'boolean', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('banner', 'settings')`))
        .addColumn('decided_at', 'timestamptz', (c) => c.notNull())
        .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema.createIndex('consents_customer_idx').on('consents').columns(['customer_id', 'id']).execute();
      await db.schema.alterTable('customers').addColumn('erased_at', 'timestamptz').execute();
      // The retention job's scans.
      await sql`create index customers_deactivated_idx on customers (deactivated_at) where erased_at is null`.execute(db);
      await db.schema.createIndex('customer_notifications_created_idx').on('customer_notifications').column('created_at').execute();
    },
  },
};
