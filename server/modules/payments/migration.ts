// Migrations of the payments module. Kysely refuses a new migration that sorts before one a
// database has already run (7003_orders_checkout), hence '7100_...'.
import { sql, type Kysely, type Migration } from 'kysely';

export const migrations: Record<string, Migration> = {
  '7100_payments': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('payments')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('gateway', 'text', (c) => c.notNull())
        .addColumn('order_id', 'text', (c) => c.notNull().unique())
        .addColumn('transaction_id', 'text')
        .addColumn('amount', sql`numeric(18,0)`, (c) => c.notNull().check(sql`amount > 0`))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('instructions', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .addColumn('expires_at', 'timestamptz')
        .addColumn('paid_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('payments_invoice_idx').on('payments').columns(['invoice_id', 'id']).execute();
      // At most one open charge per invoice, whatever races.
      await sql`create unique index payments_one_open on payments (invoice_id) where status = 'pending'`.execute(db);

      await db.schema.createTable('payment_notifications')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('order_id', 'text', (c) => c.notNull())
        .addColumn('payment_id', 'integer', (c) => c.references('payments.id').onDelete('set null'))
        .addColumn('transaction_status', 'text', (c) => c.notNull())
        .addColumn('raw_body', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('payment_notifications_order_idx').on('payment_notifications').column('order_id').execute();

      await db.schema.createTable('wallet_entries')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('topup', 'payment', 'refund', 'withdrawal', 'adjustment')`))
        .addColumn('amount', sql`numeric(18,0)`, (c) => c.notNull().check(sql`amount <> 0`))
        .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('set null'))
        .addColumn('payment_id', 'integer', (c) => c.references('payments.id').onDelete('set null'))
        .addColumn('note', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('wallet_entries_customer_idx').on('wallet_entries').columns(['customer_id', 'id']).execute();
      await db.schema.createIndex('wallet_entries_invoice_idx').on('wallet_entries').column('invoice_id').execute();
      // A late gateway payment is credited once.
      await sql`create unique index wallet_entries_payment_once on wallet_entries (payment_id) where payment_id is not null`.execute(db);

      await sql`alter table customers add constraint customers_wallet_balance_not_negative check (wallet_balance >= 0)`.execute(db);
    },
  },
  // Top-up uses the invoices table (type 'topup'); money out: bank accounts and withdrawals.
  '7200_payments_withdrawals': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('bank_accounts')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('bank_code', 'text', (c) => c.notNull())
        .addColumn('bank_name', 'text', (c) => c.notNull())
        .addColumn('bank_branch', 'text')
        .addColumn('number', 'text', (c) => c.notNull())
        .addColumn('owner_name', 'text', (c) => c.notNull())
        .addColumn('is_main', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('bank_accounts_customer_idx').on('bank_accounts').columns(['customer_id', 'id']).execute();
      // One main account per customer.
      await sql`create unique index bank_accounts_one_main on bank_accounts (customer_id) where is_main`.execute(db);

      await db.schema.createTable('withdrawals')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('bank_account_id', 'integer', (c) => c.references('bank_accounts.id').onDelete('set null'))
        .addColumn('bank_code', 'text', (c) => c.notNull())
        .addColumn('bank_name', 'text', (c) => c.notNull())
        .addColumn('account_number', 'text', (c) => c.notNull())
        .addColumn('holder_name', 'text', (c) => c.notNull())
        .addColumn('amount', sql`numeric(18,0)`, (c) => c.notNull().check(sql`amount > 0`))
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'queued', 'completed', 'failed')`))
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('settled_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('withdrawals_customer_idx').on('withdrawals').columns(['customer_id', 'id']).execute();
    },
  },
  // Saved cards (issue 12): tokens and masked numbers only.
  '7500_payments_saved_cards': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('saved_cards')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('gateway', 'text', (c) => c.notNull())
        .addColumn('saved_token_id', 'text', (c) => c.notNull())
        .addColumn('masked_card', 'text', (c) => c.notNull().check(sql`masked_card ~ '^[0-9]{6}-[0-9]{4}$'`))
        .addColumn('brand', 'text', (c) => c.notNull())
        .addColumn('exp_month', 'integer', (c) => c.notNull().check(sql`exp_month between 1 and 12`))
        .addColumn('exp_year', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('saved_cards_customer_card_uq', ['customer_id', 'masked_card', 'exp_month', 'exp_year'])
        .execute();
    },
  },
};
