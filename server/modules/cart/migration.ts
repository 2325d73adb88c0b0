// Migrations of the cart module. Name them '4xxx_cart_...' so they sort after the core.
// Kysely refuses a new migration that sorts before one a database has already run, so a
// migration added later sorts after every module's (6000_content_...): '7xxx_cart_...'.
import { sql, type Kysely, type Migration } from 'kysely';

export const migrations: Record<string, Migration> = {
  '4001_cart_details': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('cart_details')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
        .addColumn('access_token_id', 'integer', (c) => c.references('access_tokens.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('flag_scrapped', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('marketplace', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text')
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('price_original', sql`numeric(18,4)`, (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('max_quantity', 'integer', (c) => c.notNull())
        .addColumn('size', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('color', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sku_id', 'text')
        .addColumn('variant', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .addColumn('weight', sql`numeric(12,2)`, (c) => c.notNull())
        .addColumn('dimension_length', sql`numeric(10,2)`, (c) => c.notNull().defaultTo(0))
        .addColumn('dimension_width', sql`numeric(10,2)`, (c) => c.notNull().defaultTo(0))
        .addColumn('dimension_height', sql`numeric(10,2)`, (c) => c.notNull().defaultTo(0))
        .addColumn('package_track', 'text', (c) => c.notNull().defaultTo('udara'))
        .addColumn('product_type_id', 'integer', (c) => c.references('product_types.id').onDelete('set null'))
        .addColumn('hscode', 'text', (c) => c.references('hs_codes.code').onDelete('set null'))
        .addColumn('catatan', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('using_npwp', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('is_all_in_price', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('product', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addCheckConstraint('cart_details_owner', sql`customer_id is not null or access_token_id is not null`)
        .addCheckConstraint('cart_details_quantity', sql`quantity >= 1 and quantity <= max_quantity`)
        .execute();
      await db.schema.createIndex('cart_details_customer_idx').on('cart_details').column('customer_id').execute();
      await db.schema.createIndex('cart_details_access_token_idx').on('cart_details').column('access_token_id').execute();
    },
  },
  '7002_cart_details_use_insurance': {
    async up(db: Kysely<unknown>) {
      // The customer's insurance choice, kept on the line like using_npwp.
      await db.schema.alterTable('cart_details')
        .addColumn('use_insurance', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
    },
  },
};
