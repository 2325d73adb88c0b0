// The in-process job adapter (docs/architecture.md "Jobs"), for the embedded PGlite: one process,
// one connection, no socket, so graphile-worker cannot run there. Jobs live in the `job_queue` table,
// written in the caller's transaction like any other row; the process's worker polls it (every
// JOB_POLL_INTERVAL_MS, and at once after an enqueue), takes a due job with FOR UPDATE SKIP LOCKED,
// runs its handler, then deletes it, or on failure records the error and sets it due again after
// e^attempts seconds, up to its attempts. The same semantics as graphile-worker's (port.ts), so the
// handlers cannot tell them apart; the SQL is plain PostgreSQL and would be as safe with several
// processes, but on PGlite only one process may open the data directory (server/db/data-dir-lock.ts).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { backoffMs, reapIntervalMs, sleep, type EnqueueOptions, type FirstAttempt, type JobPayload, type JobQueue, type JobRef } from './port.ts';
import { JobRegistry, RECURRING_ENSURE_MS } from './registry.ts';
import './tables.ts';

export interface TableQueueOptions {
  db: Db;
  log: FastifyBaseLogger;
  pollIntervalMs: number;
  lockTimeoutMs: number;
  concurrency: number;
  /** The only process on this database (PGlite): locks left by an earlier process are released at start, without waiting for the timeout. */
  exclusive: boolean;
}

interface Claimed { id: string; name: string; payload: JobPayload; attempts: number; max_attempts: number }

const STOP_WAIT_MS = 10_000;
const WAIT_STEP_MS = 20;

export function createTableQueue(opts: TableQueueOptions): JobQueue {
  const { db, log } = opts;
  const registry = new JobRegistry(log);
  const workerId = `table-${process.pid}-${randomBytes(4).toString('hex')}`;
  let running = false;
  let pumping = false;
  let pumpAgain = false;
  let inFlight = 0;
  const idle: (() => void)[] = [];
  const timers: NodeJS.Timeout[] = [];

  const msInterval = (ms: number) => sql`(${String(Math.max(0, Math.round(ms)))} || ' milliseconds')::interval`;

  async function claim(): Promise<Claimed | undefined> {
    const names = registry.names();
    if (names.length === 0) return undefined;
    const { rows } = await sql<Claimed>`
      update job_queue set locked_at = now(), locked_by = ${workerId}, attempts = attempts + 1, updated_at = now()
      where id = (
        select id from job_queue
        where locked_at is null and attempts < max_attempts and run_at <= now() and name in (${sql.join(names)})
        order by run_at, id limit 1
        for update skip locked
      )
      returning id::text as id, name, payload, attempts, max_attempts`.execute(db);
    return rows[0];
  }

  async function execute(job: Claimed): Promise<void> {
    const definition = registry.get(job.name);
    try {
      if (!definition) throw new Error(`no handler for job ${job.name}`);
      await definition.handler(job.payload, { id: job.id, name: job.name, attempt: job.attempts, maxAttempts: job.max_attempts });
      await db.deleteFrom('job_queue').where('id', '=', job.id as never).where('locked_by', '=', workerId).execute();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const last = job.attempts >= job.max_attempts;
      log[last ? 'error' : 'warn']({ err, job: job.name, jobId: job.id, attempt: job.attempts }, last ? 'job failed for good (left in job_queue)' : 'job failed; retried later');
      await sql`update job_queue set locked_at = null, locked_by = null, last_error = ${message.slice(0, 2000)},
        run_at = now() + ${msInterval(backoffMs(job.attempts))}, updated_at = now()
        where id = ${job.id} and locked_by = ${workerId}`.execute(db)
        .catch((e: unknown) => log.error({ err: e, jobId: job.id }, 'could not record a job failure; its lock times out'));
    }
  }

  /** Takes due jobs until `concurrency` run or none is due. */
  async function pump(force = false): Promise<void> {
    if (!running && !force) return;
    if (pumping) {
      pumpAgain = true;
      return;
    }
    pumping = true;
    try {
      while (inFlight < opts.concurrency) {
        const job = await claim();
        if (!job) {
          if (running) await wakeForNext();
          break;
        }
        inFlight += 1;
        void execute(job).finally(() => {
          inFlight -= 1;
          if (inFlight === 0) idle.splice(0).forEach((resolve) => resolve());
          void pump(force).catch((err: unknown) => log.error({ err }, 'job poll failed'));
        });
      }
    } finally {
      pumping = false;
    }
    if (pumpAgain) {
      pumpAgain = false;
      await pump(force);
    }
  }

  /** A job due before the next poll (a retry, a recurring task's next run) wakes the worker on time. */
  let wake: NodeJS.Timeout | null = null;
  async function wakeForNext(): Promise<void> {
    if (registry.names().length === 0) return;
    const { rows } = await sql<{ ms: number | null }>`select (extract(epoch from min(run_at) - now()) * 1000)::float8 as ms from job_queue
      where locked_at is null and attempts < max_attempts and name in (${sql.join(registry.names())})`.execute(db);
    const ms = rows[0]?.ms;
    if (ms === null || ms === undefined || ms >= opts.pollIntervalMs) return;
    if (wake) clearTimeout(wake);
    wake = setTimeout(() => { wake = null; poll(); }, Math.max(0, Math.ceil(ms)));
    wake.unref();
  }

  const poll = () => { void pump().catch((err: unknown) => log.error({ err }, 'job poll failed')); };

  /** Locks older than the timeout belong to a worker that died (or, exclusive, to any earlier process). */
  async function reap(all: boolean): Promise<void> {
    const stale = all ? sql`locked_by <> ${workerId}` : sql`locked_at < now() - ${msInterval(opts.lockTimeoutMs)}`;
    const res = await sql`update job_queue set locked_at = null, locked_by = null, run_at = greatest(run_at, now()), updated_at = now()
      where locked_at is not null and ${stale}`.execute(db);
    const n = Number(res.numAffectedRows ?? 0);
    if (n > 0) log.warn({ released: n }, 'jobs of a worker that stopped are released for a retry');
  }

  async function dueOrRunning(): Promise<boolean> {
    if (registry.names().length === 0) return false;
    const row = await sql<{ n: number }>`select count(*)::int as n from job_queue
      where ((locked_at is null and attempts < max_attempts and run_at <= now()) or locked_by = ${workerId}) and name in (${sql.join(registry.names())})`.execute(db);
    return (row.rows[0]?.n ?? 0) > 0;
  }

  async function waiting(): Promise<number> {
    const row = await sql<{ n: number }>`select count(*)::int as n from job_queue
      where locked_at is null and attempts < max_attempts and run_at <= now()`.execute(db);
    return row.rows[0]?.n ?? 0;
  }

  const queue: JobQueue = {
    kind: 'table',
    waiting,
    define: (name, handler, options) => registry.define(name, handler, options),
    every: (name, intervalMs, run, options) => registry.every(queue, db, name, intervalMs, run, options),

    async enqueue(target: Db, name: string, payload: JobPayload, options: EnqueueOptions = {}): Promise<JobRef> {
      const maxAttempts = registry.maxAttemptsOf(name, options.maxAttempts);
      const runAt = sql<Date>`now() + ${msInterval(options.delayMs ?? 0)}`;
      const values = { name, payload: JSON.stringify(payload), run_at: runAt, max_attempts: maxAttempts, key: options.jobKey ?? null };
      let id: string | undefined;
      if (!options.jobKey) {
        id = (await target.insertInto('job_queue').values(values).returning(sql<string>`id::text`.as('id')).executeTakeFirstOrThrow()).id;
      } else if (options.keyMode === 'dedupe') {
        // A job that used up its attempts holds the key no more (a recurring task's chain goes on).
        await target.deleteFrom('job_queue').where('key', '=', options.jobKey).where('locked_at', 'is', null)
          .where((eb) => eb('attempts', '>=', eb.ref('max_attempts'))).execute();
        id = (await target.insertInto('job_queue').values(values).onConflict((oc) => oc.column('key').doNothing())
          .returning(sql<string>`id::text`.as('id')).executeTakeFirst())?.id;
      } else {
        // A running job with the key keeps running without it (and is not retried); the new one waits.
        await target.updateTable('job_queue').set((eb) => ({ key: null, attempts: eb.ref('max_attempts'), updated_at: sql`now()` }))
          .where('key', '=', options.jobKey).where('locked_at', 'is not', null).execute();
        id = (await target.insertInto('job_queue').values(values).onConflict((oc) => oc.column('key').doUpdateSet({
          payload: (eb) => eb.ref('excluded.payload'), run_at: (eb) => eb.ref('excluded.run_at'), max_attempts: (eb) => eb.ref('excluded.max_attempts'),
          attempts: 0, last_error: null, updated_at: sql`now()`,
        }).where('job_queue.locked_at', 'is', null)).returning(sql<string>`id::text`.as('id')).executeTakeFirst())?.id;
      }
      id ??= (await target.selectFrom('job_queue').select(sql<string>`id::text`.as('id')).where('key', '=', options.jobKey ?? '').executeTakeFirst())?.id ?? '0';
      // On PGlite this poll waits for the connection, so it runs once the enqueuing transaction ended.
      setImmediate(poll);
      return { id };
    },

    async firstAttempt(ref, timeoutMs): Promise<FirstAttempt> {
      const deadline = Date.now() + timeoutMs;
      poll();
      for (;;) {
        const row = await db.selectFrom('job_queue').select(['attempts', 'last_error', 'locked_at']).where('id', '=', ref.id as never).executeTakeFirst();
        if (!row) return 'done';
        if (row.attempts > 0 && row.locked_at === null && row.last_error !== null) return 'failed';
        if (Date.now() >= deadline) return 'pending';
        await sleep(WAIT_STEP_MS);
      }
    },

    async cancel(ref) {
      const res = await db.deleteFrom('job_queue').where('id', '=', ref.id as never).where('locked_at', 'is', null).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    async start() {
      if (running) return;
      running = true;
      await reap(opts.exclusive);
      await registry.ensureRecurring(queue, db);
      const every = (ms: number, fn: () => Promise<void>) => {
        const t = setInterval(() => { void fn().catch((err: unknown) => log.error({ err }, 'job housekeeping failed')); }, ms);
        t.unref();
        timers.push(t);
      };
      every(opts.pollIntervalMs, () => pump());
      every(reapIntervalMs(opts.lockTimeoutMs), () => reap(false));
      every(RECURRING_ENSURE_MS, () => registry.ensureRecurring(queue, db));
      poll();
    },

    async stop() {
      running = false;
      timers.splice(0).forEach(clearInterval);
      if (wake) clearTimeout(wake);
      if (inFlight === 0) return;
      const done = new Promise<void>((resolve) => idle.push(resolve));
      await Promise.race([done, sleep(STOP_WAIT_MS)]);
      if (inFlight > 0) log.warn({ running: inFlight }, 'jobs still running at stop; their locks are released at the next start');
    },

    async drain(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await pump(true);
        if (inFlight === 0 && !(await dueOrRunning())) return;
        if (Date.now() >= deadline) throw new Error('jobs still due or running when the drain timed out');
        await sleep(WAIT_STEP_MS);
      }
    },
  };
  return queue;
}
