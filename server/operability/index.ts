// What every service process answers besides its API (main server and course service): GET /healthz
// (alive), GET /readyz (the readiness checks, 503 naming the failed ones), the request id on every
// answer, `Connection: close` while draining, /metrics as configured, and in tests a slow route.
// Installed first in buildApp / buildCourseApp, so its hooks see every request.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { poolStatsOf } from '../db/database.ts';
import type { OperabilityConfig } from './config.ts';
import { createMetrics, type AppMetrics } from './metrics.ts';
import { installMetrics } from './metrics-http.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';
import { Readiness, databaseCheck } from './readiness.ts';
import type { ShutdownHook } from './shutdown.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The readiness checks: `app.readiness.add('redis', () => redis.ping())`. */
    readiness: Readiness;
    /** Run when the process starts draining (shutdown.ts step 2), awaited before the server closes:
     * background work stops taking new jobs here (`app.onShutdown.push(() => jobs.stop())`). */
    onShutdown: ShutdownHook[];
    /** This process's metrics (metrics.ts): the job queue's depth is read from `jobQueueDepthFrom`'s source. */
    metrics: AppMetrics;
  }
}

export interface OperabilityOptions<DB> {
  service: string;
  config: OperabilityConfig;
  db: Kysely<DB>;
}

const NO_STORE = 'no-store';

export function installOperability<DB>(app: FastifyInstance, options: OperabilityOptions<DB>): void {
  const readiness = new Readiness();
  readiness.add('database', databaseCheck(options.db));
  const metrics = createMetrics({ service: options.service, pool: () => poolStatsOf(options.db), draining: () => readiness.draining });
  app.decorate('readiness', readiness);
  app.decorate('onShutdown', [] as ShutdownHook[]);
  app.decorate('metrics', metrics);

  // One callback on every answer (docs/performance.md): the request id, and while draining the end of
  // the keep-alive connection, so a client's next request opens a new one the balancer sends elsewhere.
  // The build's immutable files (/assets/) carry no id back: the same bytes for everyone, 40-odd of
  // them per page on a phone, where 50 bytes of header each are 2 KB (their log lines keep the id).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.url.startsWith('/assets/')) reply.header(REQUEST_ID_HEADER, request.id);
    if (readiness.draining) reply.header('connection', 'close');
    done(null, payload);
  });

  app.get('/healthz', { schema: { hide: true }, logLevel: 'warn' }, (_request, reply) => {
    reply.header('cache-control', NO_STORE).send({ status: 'ok' });
  });
  app.get('/readyz', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const report = await readiness.report(request.log);
    return reply.status(report.ready ? 200 : 503).header('cache-control', NO_STORE)
      .send({ status: report.ready ? 'ready' : 'unavailable', checks: report.checks, failed: report.failed });
  });

  installMetrics(app, metrics, options.config);

  if (options.config.testSlowRoute) {
    app.get<{ Querystring: { ms?: string } }>('/__test/slow', { schema: { hide: true } }, async (request) => {
      const ms = Math.min(Number(request.query.ms ?? 500) || 0, 30_000);
      await new Promise((resolve) => { setTimeout(resolve, ms); });
      return { slept: ms };
    });
  }
}
