// The job adapter on PostgreSQL (docs/architecture.md "Jobs"): graphile-worker 0.17 (0.18 needs
// Node 22) in its own schema (JOB_SCHEMA; graphile_worker, or graphile_worker_<DATABASE_SCHEMA> so
// two apps or two test servers in one database never take each other's jobs).
//  - enqueue calls its add_job() SQL function with the caller's Kysely transaction: the job exists
//    only if that transaction commits, and its insert trigger NOTIFYs the workers, which LISTEN;
//  - workers take jobs with SKIP LOCKED (each job runs on one worker at a time), retry a failed one
//    after e^attempts seconds, and delete it when done;
//  - its crontab is not used: recurring tasks are keyed jobs (registry.ts), because their intervals
//    are milliseconds, not crontab minutes;
//  - a worker that dies mid-job leaves the job locked; graphile-worker itself frees such locks only
//    after 4 hours (hard-coded), so each worker here also frees locks older than JOB_LOCK_TIMEOUT_MS
//    (the same UPDATE graphile-worker runs, on its private table, with our timeout). That timeout
//    must stay above the longest job, or a slow job would be run a second time beside itself.
import { sql } from 'kysely';
import pg from 'pg';
import { Logger, run, runMigrations, type Runner, type TaskList } from 'graphile-worker';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { reapIntervalMs, sleep, type EnqueueOptions, type FirstAttempt, type JobPayload, type JobQueue, type JobRef } from './port.ts';
import { JobRegistry, RECURRING_ENSURE_MS } from './registry.ts';

export interface GraphileQueueOptions {
  /** The app's database, for the recurring tasks' own enqueues. */
  db: Db;
  connectionString: string;
  schema: string;
  log: FastifyBaseLogger;
  pollIntervalMs: number;
  lockTimeoutMs: number;
  concurrency: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const WAIT_STEP_MS = 25;

/** graphile-worker's messages in the server log; never its `job` meta: the payload may hold a one-time code. */
function loggerFor(log: FastifyBaseLogger): Logger {
  return new Logger((scope) => (level, message, meta) => {
    const fields = { scope: { label: scope.label, jobId: scope.jobId, taskIdentifier: scope.taskIdentifier }, ...(meta?.error ? { err: meta.error } : {}) };
    if (level === 'error') log.error(fields, message);
    else if (level === 'warning') log.warn(fields, message);
    else if (level === 'info') log.info(fields, message);
    else log.debug(fields, message);
  });
}

/**
 * graphile-worker announces each breaking migration on a database-wide channel (`worker:migrate`),
 * and every worker listening in the database, whatever its schema, shuts down on it (exit code 57).
 * That guards old workers of the same schema during an upgrade; but a fresh install has no old
 * workers, and its announcements would stop the workers of every other schema in the database (other
 * apps, the other test servers). So a schema that does not exist yet is installed on a connection that
 * keeps those announcements to itself; an existing one is migrated as graphile-worker does.
 */
async function installOrMigrate(connectionString: string, schema: string, pool: pg.Pool, logger: Logger): Promise<void> {
  const exists = await pool.query<{ ok: boolean }>('select to_regclass($1) is not null as ok', [`"${schema}".migrations`]);
  if (exists.rows[0]?.ok) {
    await runMigrations({ pgPool: pool, schema, logger });
    return;
  }
  const quiet = new pg.Pool({ connectionString, max: 1 });
  quiet.on('error', () => { /* an idle install connection dropping: nothing to do */ });
  quiet.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const [text, values] = args;
      if (text === 'select pg_notify($1, $2)' && Array.isArray(values) && values[0] === 'worker:migrate') return Promise.resolve({ rows: [], rowCount: 0 });
      return query(...args);
    };
  });
  try {
    await runMigrations({ pgPool: quiet, schema, logger });
  } finally {
    await quiet.end();
  }
}

/** Installs (or updates) graphile-worker's schema, then answers the queue; its worker starts with start(). */
export async function createGraphileQueue(opts: GraphileQueueOptions): Promise<JobQueue> {
  const { db, log, schema } = opts;
  if (!SCHEMA_NAME.test(schema)) throw new Error(`JOB_SCHEMA must be a lower-case PostgreSQL name, got ${schema}`);
  const registry = new JobRegistry(log);
  const logger = loggerFor(log);
  // Its own small pool: the LISTEN connection and the workers' fetches never wait behind the requests'
  // pool. Jobs hold no connection while they run (their queries use the app's pool), so three more suffice.
  const pool = new pg.Pool({ connectionString: opts.connectionString, max: 4, application_name: `titip-jobs-${process.pid}` });
  pool.on('error', (err) => log.error({ err }, 'job queue: an idle database connection failed'));
  // A checked-out connection failing (the LISTEN one, a database restart): logged; graphile-worker reconnects.
  pool.on('connect', (client) => { client.on('error', (err) => log.error({ err }, 'job queue: a database connection failed')); });
  await installOrMigrate(opts.connectionString, schema, pool, logger);

  const q = (name: string) => `"${schema}".${name}`;
  let runner: Runner | null = null;
  let ended = false;
  const timers: NodeJS.Timeout[] = [];

  async function reap(): Promise<void> {
    const res = await pool.query(`update ${q('_private_jobs')} set locked_at = null, locked_by = null, run_at = greatest(run_at, now())
      where locked_at < now() - ($1::text || ' milliseconds')::interval`, [String(opts.lockTimeoutMs)]);
    if ((res.rowCount ?? 0) > 0) log.warn({ released: res.rowCount }, 'jobs of a worker that stopped are released for a retry');
  }

  async function dueOrRunning(): Promise<boolean> {
    const res = await pool.query<{ n: number }>(`select count(*)::int as n from ${q('_private_jobs')} j join ${q('_private_tasks')} t on t.id = j.task_id
      where t.identifier = any($1::text[]) and ((j.locked_at is null and j.attempts < j.max_attempts and j.run_at <= now()) or j.locked_at is not null)`, [registry.names()]);
    return (res.rows[0]?.n ?? 0) > 0;
  }

  async function waiting(): Promise<number> {
    const res = await pool.query<{ n: number }>(`select count(*)::int as n from ${q('_private_jobs')}
      where locked_at is null and attempts < max_attempts and run_at <= now()`);
    return res.rows[0]?.n ?? 0;
  }

  const queue: JobQueue = {
    kind: 'graphile',
    waiting,
    define: (name, handler, options) => registry.define(name, handler, options),
    every: (name, intervalMs, runTask, options) => registry.every(queue, db, name, intervalMs, runTask, options),

    async enqueue(target: Db, name: string, payload: JobPayload, options: EnqueueOptions = {}): Promise<JobRef> {
      const mode = options.jobKey ? (options.keyMode === 'dedupe' ? 'unsafe_dedupe' : 'replace') : null;
      if (mode === 'unsafe_dedupe') {
        // A job that used up its attempts holds the key no more (a recurring task's chain goes on).
        await sql`delete from ${sql.id(schema, '_private_jobs')} where key = ${options.jobKey} and locked_at is null and attempts >= max_attempts`.execute(target);
      }
      const { rows } = await sql<{ id: string }>`select id::text as id from ${sql.id(schema, 'add_job')}(
        identifier => ${name}, payload => ${JSON.stringify(payload)}::json,
        run_at => now() + (${String(Math.max(0, Math.round(options.delayMs ?? 0)))} || ' milliseconds')::interval,
        max_attempts => ${registry.maxAttemptsOf(name, options.maxAttempts)}::int,
        job_key => ${options.jobKey ?? null}::text, job_key_mode => ${mode ?? 'replace'}::text)`.execute(target);
      return { id: rows[0]?.id ?? '0' };
    },

    async firstAttempt(ref, timeoutMs): Promise<FirstAttempt> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const res = await pool.query<{ attempts: number; last_error: string | null; locked_at: Date | null }>(
          `select attempts, last_error, locked_at from ${q('_private_jobs')} where id = $1::bigint`, [ref.id]);
        const row = res.rows[0];
        if (!row) return 'done';
        if (row.attempts > 0 && row.locked_at === null && row.last_error !== null) return 'failed';
        if (Date.now() >= deadline) return 'pending';
        await sleep(WAIT_STEP_MS);
      }
    },

    async cancel(ref) {
      const res = await pool.query(`delete from ${q('_private_jobs')} where id = $1::bigint and locked_at is null`, [ref.id]);
      return (res.rowCount ?? 0) > 0;
    },

    async start() {
      if (runner) return;
      const taskList: TaskList = {};
      for (const name of registry.names()) {
        const definition = registry.get(name);
        if (!definition) continue;
        taskList[name] = async (payload, helpers) => {
          const job = helpers.job;
          await definition.handler((payload ?? {}) as JobPayload, { id: String(job.id), name, attempt: job.attempts, maxAttempts: job.max_attempts });
        };
      }
      runner = await run({
        pgPool: pool, schema, logger, taskList, concurrency: opts.concurrency, pollInterval: opts.pollIntervalMs,
        // The process's own SIGTERM handling stops the worker (app.close), not graphile-worker's.
        noHandleSignals: true,
      }, undefined, []);
      await reap();
      await registry.ensureRecurring(queue, db);
      const every = (ms: number, fn: () => Promise<void>) => {
        const t = setInterval(() => { void fn().catch((err: unknown) => log.error({ err }, 'job housekeeping failed')); }, ms);
        t.unref();
        timers.push(t);
      };
      every(reapIntervalMs(opts.lockTimeoutMs), reap);
      every(RECURRING_ENSURE_MS, () => registry.ensureRecurring(queue, db));
    },

    async stop() {
      timers.splice(0).forEach(clearInterval);
      const stopping = runner;
      runner = null;
      // Graceful: running jobs finish (graphile-worker aborts them after 5 s and unlocks them for a retry).
      if (stopping) await stopping.stop().catch((err: unknown) => log.error({ err }, 'job worker did not stop cleanly'));
      if (!ended) {
        ended = true;
        await pool.end();
      }
    },

    async drain(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (await dueOrRunning()) {
        if (Date.now() >= deadline) throw new Error('jobs still due or running when the drain timed out');
        await sleep(WAIT_STEP_MS);
      }
    },
  };
  return queue;
}
