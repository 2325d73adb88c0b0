// Migrations of the auth module. Name them '1xxx_auth_...' so they sort after the core.
import type { Migration } from 'kysely';

export const migrations: Record<string, Migration> = {};
