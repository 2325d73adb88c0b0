// The job port (docs/architecture.md "Jobs"): every piece of background work of the server is a job
// on a queue kept in the database, never a timer or a promise held in memory. A job is enqueued with
// the transaction of the change that calls for it, so it exists exactly when that change committed:
// nothing is sent for a rolled-back change, nothing is lost with a process that dies after the commit.
// Two adapters (server/jobs/compose.ts picks one):
//  - graphile-worker on PostgreSQL (graphile-queue.ts): LISTEN/NOTIFY wakes workers, SKIP LOCKED
//    hands each job to one of them;
//  - a small queue table polled in-process on the embedded PGlite (table-queue.ts), which has no
//    socket and one connection, so graphile-worker cannot run there.
// Both run the same handlers with the same guarantees: each job runs once across all workers at a
// time, a failed one is retried with an exponential backoff up to its attempts, a job whose worker
// died is retried once its lock is older than JOB_LOCK_TIMEOUT_MS. "Once" is at least once when a
// worker dies between doing the work and recording it: handlers are written to change nothing twice.
import type { Db } from '../db/database.ts';

export type JobPayload = Record<string, unknown>;

/**
 * What an enqueue with a job key does when a job with that key exists:
 *  - replace: the waiting job takes the new payload and run time; a running one keeps running and
 *    a new job is added (the running one lost the key and is not retried);
 *  - dedupe: nothing, whether the existing job waits or runs (a recurring task's "make sure it exists");
 *    only a job that used up its attempts gives its key up to the new one.
 */
export type JobKeyMode = 'replace' | 'dedupe';

export interface EnqueueOptions {
  /** Run no earlier than this many milliseconds from now (by the database's clock). */
  delayMs?: number;
  jobKey?: string;
  keyMode?: JobKeyMode;
  /** Attempts before the job is left failed in the table; default the definition's, else 10. */
  maxAttempts?: number;
}

export interface JobRef {
  readonly id: string;
}

export interface JobRun {
  id: string;
  name: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
}

export interface RecurringOptions {
  first?: 'now' | 'after-interval';
}

/** A handler throws to have the job retried. */
export type JobHandler = (payload: JobPayload, run: JobRun) => Promise<void>;

/** How the first attempt of a job went, seen after the enqueuing transaction committed. */
export type FirstAttempt = 'done' | 'failed' | 'pending';

export interface JobQueue {
  readonly kind: 'table' | 'graphile';
  /** Registers the handler of a job name (every process registers them all: a web process enqueues with the defaults). */
  define(name: string, handler: JobHandler, options?: { maxAttempts?: number }): void;
  /**
   * A recurring task: `intervalMs` after each run ended, across all workers; 0 disables it. The first
   * run: when the first worker starts (`first: 'now'`, default) or one interval later.
   */
  every(name: string, intervalMs: number, run: () => Promise<void>, options?: RecurringOptions): void;
  /** Adds a job inside the caller's transaction (`db` is the transaction) or, given the database, on its own. */
  enqueue(db: Db, name: string, payload: JobPayload, options?: EnqueueOptions): Promise<JobRef>;
  /**
   * After the commit: waits (at most `timeoutMs`) for the job's first attempt. For a call whose answer
   * says whether something was sent (a one-time code, a payout): 'pending' means no worker took it
   * in time; it stays queued.
   */
  firstAttempt(ref: JobRef, timeoutMs: number): Promise<FirstAttempt>;
  /** Removes a job no worker holds (a code the answer said could not be sent); false when it runs or is gone. */
  cancel(ref: JobRef): Promise<boolean>;
  /** Starts the worker of this process (roles worker and all). */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  stop(): Promise<void>;
  /** Tests: until no job is due nor running (this process's worker runs them), at most `timeoutMs`. */
  drain(timeoutMs?: number): Promise<void>;
  /** Jobs due and waiting for a worker (not running, attempts left): the `job_queue_depth` metric. */
  waiting(): Promise<number>;
}

/** Attempts of a job whose definition says nothing: the nine waits between them add up to about 3.5 hours. */
export const DEFAULT_MAX_ATTEMPTS = 10;

/** The backoff before attempt n + 1 after n failed: e^min(n, 10) seconds (graphile-worker's own formula). */
export function backoffMs(attempts: number): number {
  return Math.round(Math.exp(Math.min(attempts, 10)) * 1000);
}

/** How often a worker releases the locks of jobs older than the lock timeout. */
export function reapIntervalMs(lockTimeoutMs: number): number {
  return Math.max(250, Math.min(60_000, Math.floor(lockTimeoutMs / 4)));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => { setTimeout(resolve, ms).unref(); });
