// The health answer of a worker process (SERVER_ROLE=worker, docs/operations.md "Process roles"): a
// worker serves no API, so a process manager or orchestrator checks it here, on PORT.
// Deliberately small: `GET /healthz` answers 200 while the process runs, `GET /readyz` the app's
// readiness (database, Redis, not draining: server/operability/readiness.ts); anything else 404.
import { createServer, type Server } from 'node:http';

export interface WorkerHealth {
  server: Server;
  close(): Promise<void>;
}

export async function startWorkerHealth(host: string, port: number, readiness?: () => Promise<{ ready: boolean; failed: string[] }>): Promise<WorkerHealth> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method === 'GET' && path === '/readyz' && readiness) {
      readiness().then((report) => {
        response.writeHead(report.ready ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        response.end(JSON.stringify({ status: report.ready ? 'ready' : 'not_ready', failed: report.failed, role: 'worker' }));
      }, () => {
        response.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        response.end('{"status":"not_ready","role":"worker"}');
      });
      return;
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && path === '/healthz') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : '{"status":"ok","role":"worker"}');
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end('{"status":"not_found"}');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return { server, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
