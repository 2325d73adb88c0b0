// Which job adapter a server runs (docs/architecture.md "Jobs"): graphile-worker on PostgreSQL,
// the in-process queue table on the embedded PGlite.
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createGraphileQueue } from './graphile-queue.ts';
import type { JobQueue } from './port.ts';
import { createTableQueue } from './table-queue.ts';

/** graphile-worker's schema: JOB_SCHEMA, else one beside DATABASE_SCHEMA's, else graphile_worker. */
export function jobSchemaOf(config: Pick<ServerConfig, 'jobSchema' | 'databaseSchema'>): string {
  return config.jobSchema ?? (config.databaseSchema ? `graphile_worker_${config.databaseSchema}` : 'graphile_worker');
}

export async function createJobQueue(config: ServerConfig, db: Db, log: FastifyBaseLogger): Promise<JobQueue> {
  const common = { db, log, pollIntervalMs: config.jobPollIntervalMs, lockTimeoutMs: config.jobLockTimeoutMs, concurrency: config.jobConcurrency };
  if (config.databaseUrl) return createGraphileQueue({ ...common, connectionString: config.databaseUrl, schema: jobSchemaOf(config) });
  // PGlite: this process is the only one on the directory (server/db/data-dir-lock.ts).
  return createTableQueue({ ...common, exclusive: true });
}
