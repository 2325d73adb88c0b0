// Migrations of the cart module. Name them '4xxx_cart_...' so they sort after the core.
import type { Migration } from 'kysely';

export const migrations: Record<string, Migration> = {};
