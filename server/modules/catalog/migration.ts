// Migrations of the catalog module. Name them '3xxx_catalog_...' so they sort after the core.
// 3002 inserts the reference data pricing needs (kurs, billing, rules, product types, HS
// codes, lartas) so a server without demo data still prices; the demo products are seeded
// by seedCatalog (seed.ts).
import { sql, type Kysely, type Migration } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { insertReferenceData } from './reference-insert.ts';

export const migrations: Record<string, Migration> = {
  '3001_catalog_tables': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('kurs')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('kurs', sql`numeric(18,4)`, (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createTable('country_billing')
        .addColumn('slug', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('currency_code', 'text', (c) => c.notNull())
        .addColumn('is_all_in', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('all_in_rate_per_kg', sql`numeric(18,2)`, (c) => c.notNull())
        .addColumn('air_rate_per_kg', sql`numeric(18,2)`, (c) => c.notNull())
        .addColumn('sea_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('sea_rate_per_cbm', sql`numeric(18,2)`, (c) => c.notNull())
        .addColumn('packing_fee', sql`numeric(18,4)`, (c) => c.notNull())
        .addColumn('packing_fee_currency', 'text', (c) => c.notNull())
        .addColumn('shipping_to_warehouse', sql`numeric(18,4)`, (c) => c.notNull())
        .addColumn('shipping_to_warehouse_currency', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createTable('catalog_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'jsonb', (c) => c.notNull())
        .execute();
      await db.schema.createTable('lartas')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('category_en', 'text', (c) => c.notNull())
        .addColumn('authority', 'text', (c) => c.notNull())
        .addColumn('regulation', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('description_en', 'text', (c) => c.notNull())
        .addColumn('hs_prefixes', 'jsonb', (c) => c.notNull())
        .addColumn('examples', 'jsonb', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createTable('product_types')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('percentage_bea_masuk', sql`numeric(9,4)`, (c) => c.notNull())
        .addColumn('percentage_ppn', sql`numeric(9,4)`, (c) => c.notNull())
        .addColumn('percentage_pph', sql`numeric(9,4)`, (c) => c.notNull())
        .addColumn('percentage_pph_non_npwp', sql`numeric(9,4)`, (c) => c.notNull())
        .addColumn('freight_air_1688', sql`numeric(18,2)`)
        .addColumn('sea_rates', 'jsonb', (c) => c.notNull())
        .addColumn('packing_fees', 'jsonb', (c) => c.notNull())
        .addColumn('lartas_id', 'text', (c) => c.references('lartas.id').onDelete('set null'))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createTable('hs_codes')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('description_en', 'text', (c) => c.notNull())
        .addColumn('bm', sql`numeric(9,4)`, (c) => c.notNull())
        .addColumn('ppn', sql`numeric(9,4)`, (c) => c.notNull())
        .addColumn('pph', sql`numeric(9,4)`, (c) => c.notNull())
        .addColumn('pph_non_npwp', sql`numeric(9,4)`, (c) => c.notNull())
        .addColumn('lartas_id', 'text', (c) => c.references('lartas.id').onDelete('set null'))
        .execute();
      await db.schema.createTable('demo_products')
        .addColumn('marketplace', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('data', 'jsonb', (c) => c.notNull())
        .addPrimaryKeyConstraint('demo_products_pk', ['marketplace', 'product_id'])
        .execute();
      await db.schema.createTable('scraped_products')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('url_hash', 'text', (c) => c.notNull().unique())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('marketplace', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text')
        .addColumn('data', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '3002_catalog_reference_data': {
    async up(db: Kysely<unknown>) {
      await insertReferenceData(db as unknown as Kysely<Database>);
    },
  },
};
