// The queue table of the in-process job adapter (docs/architecture.md "Jobs").
import { sql, type Kysely, type Migration } from 'kysely';

export const migrations: Record<string, Migration> = {
  '7900_jobs_queue': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('job_queue')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('payload', 'jsonb', (c) => c.notNull())
        .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull().check(sql`max_attempts >= 1`))
        .addColumn('last_error', 'text')
        .addColumn('key', 'text', (c) => c.unique())
        .addColumn('locked_at', 'timestamptz')
        .addColumn('locked_by', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // What a worker looks for: the available jobs by time.
      await sql`create index job_queue_due_idx on job_queue (run_at, id) where locked_at is null and attempts < max_attempts`.execute(db);
    },
  },
};
