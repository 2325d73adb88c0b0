// Readiness: a small registry of named checks (the database here; Redis where it is used) and the
// draining flag set on SIGTERM. GET /readyz runs them; a balancer sends traffic only on 200.
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';

export type ReadinessCheck = () => Promise<unknown>;

export interface ReadinessReport {
  ready: boolean;
  /** Each check's outcome, `draining` first. */
  checks: Record<string, 'ok' | 'failed' | 'timeout'>;
  /** The names of the checks that did not pass. */
  failed: string[];
}

const DEFAULT_TIMEOUT_MS = 2_000;

export class Readiness {
  readonly #checks = new Map<string, { check: ReadinessCheck; timeoutMs: number }>();
  #draining = false;

  /** True from the shutdown's first step: every answer then closes its connection. */
  get draining(): boolean {
    return this.#draining;
  }

  startDraining(): void {
    this.#draining = true;
  }

  /** Adds a check; it passes when its promise resolves within timeoutMs (default 2 s). */
  add(name: string, check: ReadinessCheck, options: { timeoutMs?: number } = {}): void {
    if (name === 'draining' || this.#checks.has(name)) throw new Error(`readiness check ${name} exists`);
    this.#checks.set(name, { check, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS });
  }

  /** Runs every check at once. While draining nothing else is asked: the answer is no either way. */
  async report(log?: FastifyBaseLogger): Promise<ReadinessReport> {
    if (this.#draining) return { ready: false, checks: { draining: 'failed' }, failed: ['draining'] };
    const checks: ReadinessReport['checks'] = { draining: 'ok' };
    await Promise.all([...this.#checks].map(async ([name, { check, timeoutMs }]) => {
      checks[name] = await outcome(name, check, timeoutMs, log);
    }));
    const failed = Object.keys(checks).filter((name) => checks[name] !== 'ok');
    return { ready: failed.length === 0, checks, failed };
  }
}

async function outcome(name: string, check: ReadinessCheck, timeoutMs: number, log?: FastifyBaseLogger): Promise<'ok' | 'failed' | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timeout'>((resolve) => { timer = setTimeout(() => resolve('timeout'), timeoutMs); });
  try {
    const result = await Promise.race([Promise.resolve().then(check).then(() => 'ok' as const), late]);
    if (result === 'timeout') log?.warn({ check: name, timeoutMs }, 'readiness check timed out');
    return result;
  } catch (err) {
    // Logged, not answered: an error's text may name hosts and users.
    log?.warn({ err, check: name }, 'readiness check failed');
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/** The database answers a query. */
export function databaseCheck<DB>(db: Kysely<DB>): ReadinessCheck {
  return () => sql`select 1`.execute(db);
}
