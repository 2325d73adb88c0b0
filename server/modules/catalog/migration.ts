// Migrations of the catalog module. Name them '3xxx_catalog_...' so they sort after the core.
import type { Migration } from 'kysely';

export const migrations: Record<string, Migration> = {};
