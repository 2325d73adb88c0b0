// Migrations of the courses bridge (docs/courses.md): which main-API invoice belongs to which
// course-service order. '7700_' sorts after every migration before it.
import { sql, type Kysely, type Migration } from 'kysely';

export const migrations: Record<string, Migration> = {
  '7700_course_invoice_refs': {
    async up(db: Kysely<unknown>) {
      // One invoice per course order, whatever is retried: the row is claimed first (order_code
      // unique), the invoice written, then linked, in one transaction.
      await db.schema.createTable('course_invoice_refs')
        .addColumn('order_code', 'text', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('invoice_id', 'integer', (c) => c.unique().references('invoices.id').onDelete('cascade'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
};
