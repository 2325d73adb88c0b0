// Migrations beside other schemas' DDL (PostgreSQL): several deployments or test files share one
// PostgreSQL, each in a schema of its own, and a server migrates (at every start) while other
// processes create and drop tables elsewhere (graphile-worker migrating its own schema, a test file
// dropping its schema). Kysely's own introspection read every table of the database, calling
// pg_get_serial_sequence() on each column, and failed on a table dropped while it read ('schema
// "t_…" does not exist', 'column "job_count" of relation "job_queues" does not exist': two integration
// files at once on PostgreSQL); server/db/schema-migrator.ts asks about our schema alone.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, TEST_DB } from './harness.ts';
import { dropSchema, openDatabase, prepareDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrations.ts';
import type { Kysely } from 'kysely';

/** Creates schemas of tables with serial columns and drops them again, until stopped. */
function churn(): { stop: () => Promise<number> } {
  let stopped = false;
  let rounds = 0;
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  const running = (async () => {
    await client.connect();
    while (!stopped) {
      const other = `c_${randomBytes(5).toString('hex')}`;
      await client.query(`CREATE SCHEMA "${other}"`);
      for (let i = 0; i < 10; i++) await client.query(`CREATE TABLE "${other}".t${i} (id serial primary key, a text, b integer)`);
      await client.query(`DROP SCHEMA "${other}" CASCADE`);
      rounds++;
    }
    await client.end();
  })();
  return { stop: async () => { stopped = true; await running; return rounds; } };
}

describe.skipIf(TEST_DB !== 'postgres')('migrations beside other schemas\' DDL', () => {
  it('a start\'s migration check never fails on tables other connections create and drop meanwhile', async () => {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    await (await prepareDatabase({ databaseUrl: TEST_DATABASE_URL, schema })).destroy();
    const churners = [churn(), churn(), churn()];
    const db = openDatabase({ databaseUrl: TEST_DATABASE_URL, schema });
    void db.catch(() => undefined);
    const failures: string[] = [];
    try {
      // What each start of a process does on a migrated schema: ask whether the tables exist.
      for (let i = 0; i < 60; i++) {
        await migrateToLatest((await db) as unknown as Kysely<unknown>, schema).catch((err: unknown) => failures.push(String(err)));
      }
    } finally {
      const rounds = await Promise.all(churners.map((c) => c.stop()));
      await (await db).destroy();
      await dropSchema(TEST_DATABASE_URL, schema);
      expect(Math.min(...rounds), 'other schemas came and went meanwhile').toBeGreaterThan(0);
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
