// The table of live server processes (server/shared/process-registry.ts). '7930_' sorts after every
// migration before it.
import { sql, type Kysely, type Migration } from 'kysely';

export const migrations: Record<string, Migration> = {
  '7930_server_processes': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('server_processes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('web', 'boolean', (c) => c.notNull())
        .addColumn('redis', 'boolean', (c) => c.notNull())
        .addColumn('host', 'text', (c) => c.notNull())
        .addColumn('pid', 'integer', (c) => c.notNull())
        .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('heartbeat_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
};
