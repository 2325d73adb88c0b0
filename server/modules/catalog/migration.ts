// Migrations of the catalog module. Name them '3xxx_catalog_...' so they sort after the core.
// 3002 inserts the reference data pricing needs (kurs, billing, rules, product types, HS
// codes, lartas) so a server without demo data still prices; the demo products are seeded
// by seedCatalog (seed.ts). 7810 (named after every migration a database may have run, 7700_...)
// gives each rate its effective date and source and starts its history (docs/operations-console.md).
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
  '7810_catalog_kurs_sources': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('kurs')
        .addColumn('rate_date', 'date', (c) => c.notNull().defaultTo(sql`current_date`))
        .addColumn('source', 'text', (c) => c.notNull().defaultTo('seed'))
        .addColumn('updated_by_staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
        .execute();
      // The rows there are (seeded, or edited by hand before this migration) are dated by their last change.
      await sql`update kurs set rate_date = updated_at::date`.execute(db);
      await db.schema.createTable('kurs_history')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('kurs', sql`numeric(18,4)`, (c) => c.notNull().check(sql`kurs > 0`))
        .addColumn('rate_date', 'date', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
        .addColumn('note', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('kurs_history_code_idx').on('kurs_history').columns(['code', 'id']).execute();
      await sql`insert into kurs_history (code, kurs, rate_date, source, note, created_at)
        select code, kurs, rate_date, source, null, updated_at from kurs order by code`.execute(db);
    },
  },
};
