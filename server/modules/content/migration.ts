// Migrations of the content module ('6xxx_content_...').
import type { Migration } from 'kysely';

export const migrations: Record<string, Migration> = {};
