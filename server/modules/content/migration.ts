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
  // Featured images (issue 25, docs/banners.md): the home's header banners and the announcement
  // pop-up, edited by operators in the console. The promotions marked for them before become rows
  // linking to their promotion, and the promotions lose the two flags.
  '8600_content_featured_images': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('content_featured_images')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('placement', 'text', (c) => c.notNull().check(sql`placement in ('header', 'pop_up')`))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('title_en', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('summary_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image_url', 'text')
        .addColumn('image_width', 'integer')
        .addColumn('image_height', 'integer')
        .addColumn('link', 'text')
        .addColumn('action_label', 'text')
        .addColumn('action_label_en', 'text')
        .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addCheckConstraint('content_featured_images_picture', sql`image_url is null or (image_width between 1 and 4000 and image_height between 1 and 4000)`)
        .execute();
      await db.schema.createIndex('content_featured_images_placement_idx').on('content_featured_images').columns(['placement', 'active', 'sort']).execute();
      await sql`insert into content_featured_images (placement, title, title_en, summary, summary_en, image_url, image_width, image_height, link, sort)
        select p.placement, c.title, c.title_en, c.summary, c.summary_en, c.image_url, 400, 400, '/promo-detail/' || c.id, c.sort
        from content_promotions c
        join (select 'header' as placement union all select 'pop_up') p
          on (p.placement = 'header' and c.in_header) or (p.placement = 'pop_up' and c.in_pop_up)
        order by c.sort, c.id`.execute(db);
      await db.schema.alterTable('content_promotions').dropColumn('in_header').execute();
      await db.schema.alterTable('content_promotions').dropColumn('in_pop_up').execute();
    },
  },
};
