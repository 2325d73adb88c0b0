// Where /metrics is answered, only as configured (off by default): on the service's own port to
// `Authorization: Bearer <METRICS_TOKEN>`, and/or on a port of its own (METRICS_PORT, on 127.0.0.1
// unless METRICS_HOST says otherwise; the token is asked there too when one is set). Off, nothing is
// measured either: no hook runs.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './metrics.ts';

export interface MetricsExposure {
  metricsToken?: string;
  metricsPort?: number;
  metricsHost: string;
}

const digest = (s: string): Buffer => createHash('sha256').update(s).digest();

/** A comparison that takes as long whatever the guess (both sides hashed to one length first). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return timingSafeEqual(digest(given), digest(token));
}

export function installMetrics(app: FastifyInstance, metrics: AppMetrics, exposure: MetricsExposure): void {
  const { metricsToken: token, metricsPort: port } = exposure;
  if (!token && port === undefined) return;
  metrics.collectProcessMetrics();
  // A callback, not an async function (docs/performance.md). A route the router did not match (a
  // 404, or a storefront page the not-found handler renders) is one label, so a stranger's URLs
  // cannot make series without end.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observe(request.method, request.routeOptions.url ?? '*', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  if (token) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        return reply.status(401).header('www-authenticate', 'Bearer').header('cache-control', 'no-store').send({ error: 'metrics need the bearer token' });
      }
      const body = await metrics.registry.metrics();
      return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(body);
    });
  }

  if (port !== undefined) {
    const server: Server = createServer((req, res) => {
      const path = (req.url ?? '').split('?')[0];
      if (req.method !== 'GET' || path !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
        return;
      }
      if (token && !bearerMatches(req.headers.authorization, token)) {
        res.writeHead(401, { 'www-authenticate': 'Bearer', 'content-type': 'text/plain' }).end('metrics need the bearer token\n');
        return;
      }
      metrics.registry.metrics().then(
        (body) => res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(body),
        (err: unknown) => {
          app.log.error({ err }, 'metrics could not be collected');
          res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n');
        },
      );
    });
    // Opened with the app and closed with it; a port already taken fails the start.
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, exposure.metricsHost, () => {
          server.off('error', reject);
          resolve();
        });
      });
      const address = server.address();
      app.log.info({ address }, 'metrics listening');
    });
    app.addHook('onClose', async () => {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  }
}
