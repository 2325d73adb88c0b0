// The metrics registry of one process (prom-client): HTTP requests, latency and errors by route and
// status, the database pool, draining, and the job queue's depth, read from the queue when scraped
// (`app.metrics.jobQueueDepthFrom(() => jobs.waiting())`).
//
// A registry per app (not prom-client's global one) so two apps in one test process do not collide.
// Exposed on /metrics only when configured (metrics-http.ts).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../db/database.ts';

type Labels = 'method' | 'route' | 'status';

export interface AppMetrics {
  readonly registry: Registry;
  /** Jobs due and waiting for a worker, by queue (read from `jobQueueDepthFrom`'s source when scraped). */
  readonly jobQueueDepth: Gauge<'queue'>;
  /** Where the job queue's depth is read at each scrape (the queue is the database's: every process sees it). */
  jobQueueDepthFrom(source: () => Promise<number>): void;
  /** One answered request (the onResponse hook, when metrics are on). */
  observe(method: string, route: string, status: number, seconds: number): void;
  /** Process metrics (CPU, memory, event loop, GC): started only when metrics are exposed. */
  collectProcessMetrics(): void;
}

export interface MetricsSources {
  /** 'main' or 'course': a label on every series, so one dashboard can hold both services. */
  service: string;
  pool: () => PoolStats | undefined;
  draining: () => boolean;
}

export function createMetrics(sources: MetricsSources): AppMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: sources.service });
  const registers = [registry];
  const requests = new Counter<Labels>({ name: 'http_requests_total', help: 'Requests answered, by method, route and status', labelNames: ['method', 'route', 'status'], registers });
  const errors = new Counter<Labels>({ name: 'http_request_errors_total', help: 'Requests answered with a server error (5xx), by method, route and status', labelNames: ['method', 'route', 'status'], registers });
  const duration = new Histogram<Labels>({
    name: 'http_request_duration_seconds', help: 'Time from the request to the end of its answer, by method, route and status',
    labelNames: ['method', 'route', 'status'], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers,
  });
  let depthSource: (() => Promise<number>) | null = null;
  const jobQueueDepth = new Gauge<'queue'>({
    name: 'job_queue_depth', help: 'Jobs due and waiting for a worker, by queue', labelNames: ['queue'], registers,
    async collect() {
      if (depthSource) this.set({ queue: 'default' }, await depthSource().catch(() => NaN));
    },
  });
  new Gauge<'state'>({
    name: 'db_pool_connections', help: 'Database connections by state (total, idle) and requests waiting for one (waiting); max is the pool size',
    labelNames: ['state'], registers,
    collect() {
      const stats = sources.pool();
      if (!stats) return;
      this.set({ state: 'max' }, stats.max);
      this.set({ state: 'total' }, stats.total);
      if (stats.idle !== undefined) this.set({ state: 'idle' }, stats.idle);
      if (stats.waiting !== undefined) this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'server_draining', help: '1 from SIGTERM on (readiness answers 503), else 0', registers,
    collect() { this.set(sources.draining() ? 1 : 0); },
  });

  // The labelled children of each method, route and status, made once: the per-request cost is a
  // string, a map lookup and three additions.
  const children = new Map<string, { requests: Counter.Internal; duration: Histogram.Internal<Labels>; errors: Counter.Internal | null }>();
  let processMetrics = false;
  return {
    registry,
    jobQueueDepth,
    jobQueueDepthFrom(source) {
      depthSource = source;
    },
    observe(method, route, status, seconds) {
      const key = `${method} ${status} ${route}`;
      let child = children.get(key);
      if (!child) {
        const labels = { method, route, status: String(status) };
        child = { requests: requests.labels(labels), duration: duration.labels(labels), errors: status >= 500 ? errors.labels(labels) : null };
        children.set(key, child);
      }
      child.requests.inc();
      child.duration.observe(seconds);
      child.errors?.inc();
    },
    collectProcessMetrics() {
      if (processMetrics) return;
      processMetrics = true;
      collectDefaultMetrics({ register: registry });
    },
  };
}
