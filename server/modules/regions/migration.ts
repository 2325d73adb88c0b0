// Migrations of the regions module. Name them '2xxx_regions_...' so they sort after the core.
import type { Migration } from 'kysely';

export const migrations: Record<string, Migration> = {};
