// The queue table of the in-process job adapter (table-queue.ts, the embedded PGlite). On
// PostgreSQL graphile-worker keeps its own tables in its own schema and this one stays empty.
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../db/schema.ts';

export interface JobQueueTable {
  /** bigserial: read as text. */
  id: ColumnType<string, never, never>;
  name: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  run_at: Timestamp;
  /** Attempts started so far (counted when a worker takes the job). */
  attempts: Generated<number>;
  max_attempts: number;
  last_error: string | null;
  /** Unique while set: one waiting job per key (recurring tasks). */
  key: string | null;
  locked_at: NullableTimestamp;
  locked_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

declare module '../db/schema.ts' {
  interface Database {
    job_queue: JobQueueTable;
  }
}
