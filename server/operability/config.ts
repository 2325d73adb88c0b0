// The operability variables (docs/operations.md "Health, shutdown, request ids, metrics"), shared by
// the main server (loadConfig) and the course service (loadCourseConfig), each with its own names
// for what two processes on one machine cannot share (a metrics port, a pool size).

export interface OperabilityConfig {
  /** SHUTDOWN_DRAIN_MS: after SIGTERM, how long readiness answers 503 while requests are still served. */
  shutdownDrainMs: number;
  /** SHUTDOWN_TIMEOUT_MS: how long closing may take after the drain before the process exits 1. */
  shutdownTimeoutMs: number;
  /** METRICS_TOKEN: /metrics on the service's own port, for `Authorization: Bearer <token>` only. */
  metricsToken?: string;
  /** METRICS_PORT (COURSE_METRICS_PORT): /metrics on a port of its own at metricsHost. */
  metricsPort?: number;
  /** METRICS_HOST: where the metrics port listens (default 127.0.0.1, the machine itself). */
  metricsHost: string;
  /** DATABASE_POOL_SIZE (COURSE_DATABASE_POOL_SIZE): PostgreSQL connections at most; PGlite has one. */
  databasePoolSize: number;
  /** NODE_ENV=test with TEST_SLOW_ROUTE=1 only: GET /__test/slow?ms= (the shutdown test's in-flight requests). */
  testSlowRoute: boolean;
}

export interface OperabilityNames {
  metricsPort: string;
  poolSize: string;
}

const MAIN_NAMES: OperabilityNames = { metricsPort: 'METRICS_PORT', poolSize: 'DATABASE_POOL_SIZE' };

function int(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${value}`);
  return n;
}

export function operabilityFromEnv(env: NodeJS.ProcessEnv, mode: 'production' | 'development' | 'test', names: OperabilityNames = MAIN_NAMES): OperabilityConfig {
  const port = env[names.metricsPort];
  return {
    // A few seconds for a balancer to see readiness fail (a few of its probe intervals); none outside
    // production, where Ctrl+C should stop at once and the launcher kills what lingers (scripts/start.ts).
    shutdownDrainMs: int('SHUTDOWN_DRAIN_MS', env.SHUTDOWN_DRAIN_MS, mode === 'production' ? 5_000 : 0, 0, 600_000),
    shutdownTimeoutMs: int('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 15_000, 1, 600_000),
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsPort: port ? int(names.metricsPort, port, 0, 1, 65_535) : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    databasePoolSize: int(names.poolSize, env[names.poolSize], 10, 1, 1_000),
    testSlowRoute: mode === 'test' && env.TEST_SLOW_ROUTE === '1',
  };
}
