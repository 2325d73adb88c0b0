// Migrations of the orders module ('5xxx_orders_...').
import { sql, type Kysely, type Migration } from 'kysely';

export const migrations: Record<string, Migration> = {
  '5000_orders_invoices': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('invoices')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('invoice_code', 'text', (c) => c.notNull().unique())
        .addColumn('invoice_type', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('message', 'text')
        .addColumn('total', sql`numeric(18,0)`, (c) => c.notNull().defaultTo(0))
        .addColumn('due_date', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('invoices_customer_idx').on('invoices').columns(['customer_id', 'status']).execute();
    },
  },
};
