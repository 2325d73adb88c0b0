// Migrations of the orders module ('5xxx_orders_...'). Kysely refuses a new migration that sorts
// before one a database has already run (6000_content_...), so migrations added later are
// named '7xxx_orders_...'.
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
  '7003_orders_checkout': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('vouchers')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('code', 'text', (c) => c.notNull().unique().check(sql`code = upper(code) and length(code) between 1 and 32`))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('percentage', 'fixed')`))
        .addColumn('value', sql`numeric(18,2)`, (c) => c.notNull().check(sql`value >= 0`))
        .addColumn('min_spend', sql`numeric(18,0)`, (c) => c.notNull().defaultTo(0))
        .addColumn('max_discount', sql`numeric(18,0)`)
        .addColumn('starts_at', 'timestamptz')
        .addColumn('ends_at', 'timestamptz')
        .addColumn('usage_limit', 'integer')
        .addColumn('per_customer_limit', 'integer')
        .addColumn('new_customer_only', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addCheckConstraint('vouchers_used_count', sql`used_count >= 0 and (usage_limit is null or used_count <= usage_limit)`)
        .execute();

      await db.schema.alterTable('invoices')
        .addColumn('amounts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .addColumn('payment_method', 'text')
        .addColumn('voucher_id', 'integer', (c) => c.references('vouchers.id').onDelete('set null'))
        .addColumn('voucher_code', 'text')
        .addColumn('voucher_discount', sql`numeric(18,0)`, (c) => c.notNull().defaultTo(0))
        .addColumn('paid_at', 'timestamptz')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('invoices_customer_created_idx').on('invoices').columns(['customer_id', 'created_at']).execute();

      await db.schema.createTable('orders')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('order_code', 'text', (c) => c.notNull().unique())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('consolidated', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('use_insurance', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('using_npwp', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('importer_mode', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('amounts', 'jsonb', (c) => c.notNull())
        .addColumn('total', sql`numeric(18,0)`, (c) => c.notNull())
        .addColumn('item_count', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('orders_customer_idx').on('orders').columns(['customer_id', 'created_at']).execute();
      await db.schema.createIndex('orders_invoice_idx').on('orders').column('invoice_id').execute();

      await db.schema.createTable('order_shipments')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('shipment_code', 'text', (c) => c.notNull().unique())
        .addColumn('shipment_key', 'text', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('consolidated', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('address_id', 'integer', (c) => c.references('addresses.id').onDelete('set null'))
        .addColumn('address', 'jsonb', (c) => c.notNull())
        .addColumn('courier', 'text', (c) => c.notNull())
        .addColumn('service', 'text', (c) => c.notNull())
        .addColumn('service_description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('etd', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('shipping_price', sql`numeric(18,0)`, (c) => c.notNull())
        .addColumn('charged_weight', 'integer', (c) => c.notNull())
        .addColumn('summary', 'jsonb', (c) => c.notNull())
        .addColumn('sub_groups', 'jsonb', (c) => c.notNull())
        .addColumn('total', sql`numeric(18,0)`, (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('order_shipments_key', ['order_id', 'shipment_key'])
        .execute();

      await db.schema.createTable('order_lines')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('shipment_id', 'integer', (c) => c.notNull().references('order_shipments.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('cart_detail_code', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('marketplace', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
        .addColumn('is_all_in_price', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('item', 'jsonb', (c) => c.notNull())
        .addColumn('breakdown', 'jsonb', (c) => c.notNull())
        .addColumn('total', sql`numeric(18,0)`, (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('order_lines_order_idx').on('order_lines').column('order_id').execute();
      await db.schema.createIndex('order_lines_cart_detail_idx').on('order_lines').column('cart_detail_code').execute();

      await db.schema.createTable('order_events')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('shipment_id', 'integer', (c) => c.references('order_shipments.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('at', 'timestamptz', (c) => c.notNull())
        .addColumn('note', 'text')
        .execute();
      await db.schema.createIndex('order_events_order_idx').on('order_events').columns(['order_id', 'at']).execute();

      await db.schema.createTable('voucher_uses')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('voucher_id', 'integer', (c) => c.notNull().references('vouchers.id').onDelete('cascade'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('invoice_id', 'integer', (c) => c.notNull().unique().references('invoices.id').onDelete('cascade'))
        .addColumn('discount', sql`numeric(18,0)`, (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('voucher_uses_voucher_customer_idx').on('voucher_uses').columns(['voucher_id', 'customer_id']).execute();
    },
  },
  // Who a voucher reaches (issue 12, /voucher): public ones, or assigned to customers.
  '7500_orders_voucher_audience': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('vouchers').addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(true)).execute();
      await db.schema.createTable('voucher_assignments')
        .addColumn('voucher_id', 'integer', (c) => c.notNull().references('vouchers.id').onDelete('cascade'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('voucher_assignments_pk', ['voucher_id', 'customer_id'])
        .execute();
      await db.schema.createIndex('voucher_assignments_customer_idx').on('voucher_assignments').columns(['customer_id']).execute();
    },
  },
  // The exchange rates an order was priced with (docs/checkout.md "An order keeps its rates"); null before 7811.
  '7811_orders_kurs_snapshot': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').addColumn('kurs_used', 'jsonb').execute();
    },
  },
  // The customer's acknowledgement of restricted goods (lartas) at checkout: lartas-tables.ts.
  '7820_orders_lartas_ack': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('order_lartas_acks')
        .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('lartas_ids', 'jsonb', (c) => c.notNull())
        .addColumn('entries', 'jsonb', (c) => c.notNull())
        .addColumn('text_version', 'text', (c) => c.notNull())
        .addColumn('acknowledged_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_lartas_acks_customer_idx').on('order_lartas_acks').column('customer_id').execute();
    },
  },
  // An order's completion after delivery (docs/orders.md "Completion"): confirmed by the customer or
  // automatically; '7960_' sorts after every migration before it.
  '7960_orders_completion': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('orders')
        .addColumn('completed_at', 'timestamptz')
        .addColumn('completed_by', 'text', (c) => c.check(sql`completed_by in ('customer', 'auto')`))
        .execute();
      // The job's search: delivered orders not completed yet (a partial index stays as small as they are few).
      await db.schema.createIndex('orders_delivered_open_idx').on('orders').column('id')
        .where(sql<boolean>`status = 'delivered' and completed_at is null`).execute();
    },
  },
};
