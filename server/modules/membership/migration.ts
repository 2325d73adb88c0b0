// Migrations of the membership module (docs/membership.md). '7600_' sorts after every migration
// a database may already have run (payments 7100/7200, ops 7300+).
import { sql, type Kysely, type Migration } from 'kysely';

export const migrations: Record<string, Migration> = {
  '7600_membership': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('customers').addColumn('premium_until', 'timestamptz').execute();
      await db.schema.alterTable('customers').addColumn('referral_code', 'text', (c) => c.unique()).execute();
      await db.schema.alterTable('customers').addColumn('referred_by', 'integer', (c) => c.references('customers.id').onDelete('set null')).execute();
      await db.schema.createIndex('customers_referred_by_idx').on('customers').column('referred_by').execute();
      // The account's premium at checkout, so the fulfilment reprices an order as it was sold.
      await db.schema.alterTable('orders').addColumn('premium', 'boolean', (c) => c.notNull().defaultTo(false)).execute();

      await db.schema.createTable('premium_grants')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('invoice_id', 'integer', (c) => c.notNull().unique().references('invoices.id').onDelete('cascade'))
        .addColumn('days', 'integer', (c) => c.notNull().check(sql`days > 0`))
        .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
        .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();

      await db.schema.createTable('membership_applications')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('reseller', 'agent')`))
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'approved', 'rejected')`))
        .addColumn('details', 'jsonb', (c) => c.notNull())
        .addColumn('decision_note', 'text')
        .addColumn('decided_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
        .addColumn('decided_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('membership_applications_customer_idx').on('membership_applications').columns(['customer_id', 'kind', 'id']).execute();
      await db.schema.createIndex('membership_applications_status_idx').on('membership_applications').columns(['status', 'id']).execute();
      // One pending application of a kind per customer, whatever races.
      await sql`create unique index membership_applications_one_pending on membership_applications (customer_id, kind) where status = 'pending'`.execute(db);

      await db.schema.createTable('affiliate_commissions')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('partner_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
        .addColumn('order_code', 'text', (c) => c.notNull())
        .addColumn('base', sql`numeric(18,0)`, (c) => c.notNull().check(sql`base >= 0`))
        .addColumn('percent', sql`numeric(6,3)`, (c) => c.notNull())
        .addColumn('amount', sql`numeric(18,0)`, (c) => c.notNull().check(sql`amount >= 0`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('affiliate_commissions_partner_idx').on('affiliate_commissions').columns(['partner_id', 'id']).execute();

      // The ledger gets a 'commission' kind (money in: an affiliate's commission).
      await sql`alter table wallet_entries drop constraint wallet_entries_kind_check`.execute(db);
      await sql`alter table wallet_entries add constraint wallet_entries_kind_check check (kind in ('topup', 'payment', 'refund', 'withdrawal', 'adjustment', 'commission'))`.execute(db);
    },
  },
};
