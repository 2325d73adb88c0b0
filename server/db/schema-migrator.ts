// Kysely's Migrator over one schema, for the server's and the course service's migrations.
import { Migrator, sql, type DatabaseIntrospector, type Kysely, type MigrationProvider, type TableMetadata } from 'kysely';

/**
 * What the Migrator asks the database (whether a schema and its migration tables exist), asked of
 * our schema alone. Kysely's own introspector lists every table of the database with
 * pg_get_serial_sequence() on each column, which fails ('schema "t_…" does not exist', 'column
 * "job_count" of relation "job_queues" does not exist') when another process creates, alters or
 * drops tables of another schema at that moment: other deployments' or test files' schemas on the
 * same PostgreSQL, or graphile-worker migrating its own (docs/testing.md 'How long the tests take').
 */
function schemaIntrospector(db: Kysely<unknown>, schema: string | undefined): DatabaseIntrospector {
  const getTables = async (): Promise<TableMetadata[]> => {
    const { rows } = await sql<{ name: string; schema: string; is_view: boolean }>`
      select c.relname as name, n.nspname as schema, c.relkind = 'v' as is_view
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v') and n.nspname = coalesce(${schema ?? null}::text, current_schema())`.execute(db);
    return rows.map((r) => ({ name: r.name, schema: r.schema, isView: r.is_view, columns: [] }));
  };
  return {
    getSchemas: async () => (await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(db)).rows,
    getTables,
    getMetadata: async () => ({ tables: await getTables() }),
  };
}

/** `db` with its introspection scoped to `schema` (everything else is the same instance's). */
function scopedToSchema(db: Kysely<unknown>, schema: string | undefined): Kysely<unknown> {
  const introspection = schemaIntrospector(db, schema);
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** A Migrator of `provider`'s migrations whose tables (and questions) are in `schema` (none: the current schema). */
export function schemaMigrator(db: Kysely<unknown>, provider: MigrationProvider, schema?: string): Migrator {
  return new Migrator({ db: scopedToSchema(db, schema), provider, ...(schema ? { migrationTableSchema: schema } : {}) });
}
