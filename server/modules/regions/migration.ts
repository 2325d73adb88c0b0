// Migrations of the regions module. Name them '2xxx_regions_...' so they sort after the core.
// The region rows themselves are loaded by seedRegions() in seed.ts (idempotent).
import { sql, type Kysely, type Migration } from 'kysely';

export const migrations: Record<string, Migration> = {
  '2001_regions_tables': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('provinces')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createTable('districts')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('province_id', 'integer', (c) => c.notNull().references('provinces.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('districts_province_idx').on('districts').column('province_id').execute();
      await db.schema.createTable('sub_districts')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
        .addColumn('province_id', 'integer', (c) => c.notNull().references('provinces.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('postal_code', 'text')
        .execute();
      await db.schema.createIndex('sub_districts_district_idx').on('sub_districts').column('district_id').execute();
      await db.schema.createTable('region_meta')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createTable('addresses')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('province_id', 'integer', (c) => c.notNull().references('provinces.id'))
        .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
        .addColumn('sub_district_id', 'integer', (c) => c.notNull().references('sub_districts.id'))
        .addColumn('postal_code', 'text')
        .addColumn('phone_number', 'text', (c) => c.notNull())
        .addColumn('phone_number_2', 'text')
        .addColumn('email', 'text')
        .addColumn('npwp', 'text')
        .addColumn('npwp_file', 'text')
        .addColumn('long', 'double precision')
        .addColumn('lat', 'double precision')
        .addColumn('address_map', 'text')
        .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('addresses_customer_idx').on('addresses').column('customer_id').execute();
      // At most one active (primary) address per customer, enforced by the database.
      await db.schema.createIndex('addresses_one_active_idx').on('addresses').column('customer_id').unique()
        .where(sql.ref('is_active'), '=', true).execute();
    },
  },
  // Issue 23: the kelurahan/desa of an address (a name from the village list, optional).
  '2002_regions_address_village': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('addresses').addColumn('village', 'text').execute();
    },
  },
  // Issue 25: the NPWP document kept with an address (POST cart/upload/npwp): the name it was
  // uploaded under, its size and time, beside npwp_file (the stored file's random name).
  '2003_regions_address_npwp_document': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('addresses').addColumn('npwp_file_name', 'text').execute();
      await db.schema.alterTable('addresses').addColumn('npwp_file_size', 'integer').execute();
      await db.schema.alterTable('addresses').addColumn('npwp_file_at', 'timestamptz').execute();
    },
  },
};
