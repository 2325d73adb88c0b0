// What both job adapters share: the handlers by name, and recurring tasks built on the queue itself
// (no timer per process). A recurring task is one job under the key `recurring:<name>`:
//  - every worker, when it starts and then every minute, enqueues it with keyMode 'dedupe': added
//    only when no job holds the key (due at once, or one interval later for a task that waits), so
//    the first worker to start schedules it and the others add nothing;
//  - its run ends by enqueuing the next one, `intervalMs` later, with keyMode 'replace' (the running
//    job gives up the key to its successor): runs never overlap, and a restart does not run it again
//    early (the waiting job keeps its time);
//  - a run that fails is logged and waits for the next one, as the timers did; a worker dying in
//    the middle leaves the job locked with its key, so after JOB_LOCK_TIMEOUT_MS it is retried and
//    the chain goes on.
// Milliseconds, not a crontab: the intervals are configured in milliseconds (PAYMENT_EXPIRY_SWEEP_MS,
// KURS_IMPORT_INTERVAL_MS) and tests use a fraction of a second.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { DEFAULT_MAX_ATTEMPTS, type JobHandler, type JobQueue, type RecurringOptions } from './port.ts';

/** Attempts of a recurring run: enough to survive a few dead workers in a row. */
export const RECURRING_MAX_ATTEMPTS = 5;
/** How often a worker makes sure every recurring task has its job. */
export const RECURRING_ENSURE_MS = 60_000;

export const recurringKey = (name: string) => `recurring:${name}`;

interface Definition {
  handler: JobHandler;
  maxAttempts: number;
}

export class JobRegistry {
  private readonly definitions = new Map<string, Definition>();
  private readonly recurring: { name: string; firstDelayMs: number }[] = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  define(name: string, handler: JobHandler, options: { maxAttempts?: number } = {}): void {
    if (this.definitions.has(name)) throw new Error(`job ${name} is defined twice`);
    this.definitions.set(name, { handler, maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS });
  }

  /** `queue.every`: defines the task's job (nothing when the interval is 0: disabled). */
  every(queue: Pick<JobQueue, 'enqueue'>, db: Db, name: string, intervalMs: number, run: () => Promise<void>, options: RecurringOptions = {}): void {
    if (intervalMs <= 0) return;
    this.recurring.push({ name, firstDelayMs: options.first === 'after-interval' ? intervalMs : 0 });
    this.define(name, async () => {
      try {
        await run();
      } catch (err) {
        this.log.error({ err, job: name }, 'recurring job failed; it runs again at its next time');
      }
      await queue.enqueue(db, name, {}, { delayMs: intervalMs, jobKey: recurringKey(name), keyMode: 'replace', maxAttempts: RECURRING_MAX_ATTEMPTS });
    }, { maxAttempts: RECURRING_MAX_ATTEMPTS });
  }

  /** Adds the job of every recurring task that has none (a worker starting, then every minute). */
  async ensureRecurring(queue: Pick<JobQueue, 'enqueue'>, db: Db): Promise<void> {
    for (const { name, firstDelayMs } of this.recurring) {
      await queue.enqueue(db, name, {}, { delayMs: firstDelayMs, jobKey: recurringKey(name), keyMode: 'dedupe', maxAttempts: RECURRING_MAX_ATTEMPTS });
    }
  }

  names(): string[] {
    return [...this.definitions.keys()];
  }

  get(name: string): Definition | undefined {
    return this.definitions.get(name);
  }

  maxAttemptsOf(name: string, given?: number): number {
    return given ?? this.definitions.get(name)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  }
}
