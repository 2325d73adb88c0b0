// Migrations of the marketplace data (docs/marketplace.md): when each kept product was fetched
// from its provider (texts and prices apart), kept search answers, kept translations, and the
// estimated-weight mark of cart lines. '7800_' sorts after every migration before it.
import { sql, type Kysely, type Migration } from 'kysely';

export const migrations: Record<string, Migration> = {
  '7800_catalog_marketplace': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('scraped_products')
        .addColumn('provider', 'text')
        .addColumn('fetched_at', 'timestamptz')
        .addColumn('prices_fetched_at', 'timestamptz')
        .execute();
      await db.schema.createTable('marketplace_searches')
        .addColumn('key_hash', 'text', (c) => c.primaryKey())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('query', 'jsonb', (c) => c.notNull())
        .addColumn('data', 'jsonb', (c) => c.notNull())
        .addColumn('fetched_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createTable('translations')
        .addColumn('source_hash', 'text', (c) => c.notNull())
        .addColumn('source_lang', 'text', (c) => c.notNull())
        .addColumn('target_lang', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('engine', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('translations_pk', ['source_hash', 'source_lang', 'target_lang'])
        .execute();
      await db.schema.alterTable('cart_details')
        .addColumn('weight_estimated', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
    },
  },
};
