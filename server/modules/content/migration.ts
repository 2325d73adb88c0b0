// Migrations of the content module ('6xxx_content_...').
import { sql, type Kysely, type Migration } from 'kysely';

export const migrations: Record<string, Migration> = {
  '6000_content_tables': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('content_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'jsonb', (c) => c.notNull())
        .execute();
      await db.schema.createTable('content_catalog_entries')
        .addColumn('catalog_type', 'text', (c) => c.notNull())
        .addColumn('product_key', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('content_catalog_entries_pk', ['catalog_type', 'sort'])
        .execute();
      await db.schema.createTable('content_flash_sales')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('title_en', 'text', (c) => c.notNull())
        .addColumn('cycle', 'text', (c) => c.notNull())
        .addColumn('items', 'jsonb', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().unique())
        .execute();
      await db.schema.createTable('content_reviews')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('product_title', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().unique())
        .execute();
      await db.schema.createTable('content_transactions')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('buyer_name', 'text', (c) => c.notNull())
        .addColumn('product_title', 'text', (c) => c.notNull())
        .addColumn('total_bill', sql`numeric(18,0)`, (c) => c.notNull())
        .addColumn('minutes_ago', 'integer', (c) => c.notNull().unique())
        .execute();
      await db.schema.createTable('content_support_topics')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('topic_en', 'text', (c) => c.notNull())
        .addColumn('icon', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().unique())
        .execute();
      await db.schema.createTable('bookmarks')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('object_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('bookmarks_owner_object_uq', ['customer_id', 'type', 'object_id'])
        .execute();
    },
  },
  // Promotions (issue 12): /promo, /promo-detail, /promonewcustomer and featured-images. Kysely
  // refuses a migration that sorts before one already run (7300_ops), hence '7500_'.
  '7500_content_promotions': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('content_promotions')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('title_en', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('summary_en', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('body_en', 'text', (c) => c.notNull())
        .addColumn('image_url', 'text', (c) => c.notNull())
        .addColumn('voucher_code', 'text')
        .addColumn('audience', 'text', (c) => c.notNull().check(sql`audience in ('all', 'new_customer')`))
        .addColumn('in_header', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('in_pop_up', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('starts_at', 'timestamptz')
        .addColumn('ends_at', 'timestamptz')
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
};
