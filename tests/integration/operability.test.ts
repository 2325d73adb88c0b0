// Operability of the main server (issue 21): /healthz, /readyz and its checks (503 naming the failed
// one: the database, or draining), the answers while draining, request ids taken or generated, and
// /metrics only as configured. The SIGTERM sequence of a real process: shutdown.test.ts.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainAndClose } from '../../server/operability/shutdown.ts';
import { startTestServer, type TestServer } from './harness.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no address');
  return address.port;
}

// `server` has the defaults (metrics off); `second`, a metrics token. The drain test closes `server`: it runs last.
let server: TestServer;
let second: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
  second = await startTestServer({ seed: false, config: { metricsToken: 'scrape-secret' } });
});
afterAll(async () => {
  await server?.close();
  await second?.close();
});

describe('health and readiness', () => {
  it('/healthz answers 200 while the process lives; /readyz 200 with each check', async () => {
    const health = await fetch(`${server.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(health.headers.get('cache-control')).toBe('no-store');
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { draining: 'ok', database: 'ok' }, failed: [] });
  });

  it('/readyz answers 503 naming a check that fails or takes too long (the registry others add to)', async () => {
    server.app.readiness.add('flaky', async () => { throw new Error('down'); });
    server.app.readiness.add('slow', () => new Promise((resolve) => { setTimeout(resolve, 500); }), { timeoutMs: 50 });
    const res = await fetch(`${server.baseUrl}/readyz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', checks: { draining: 'ok', database: 'ok', flaky: 'failed', slow: 'timeout' }, failed: ['flaky', 'slow'] });
    expect(() => server.app.readiness.add('database', async () => undefined)).toThrow(/exists/);
  });

  it('/readyz answers 503 naming the database when it cannot be reached; /healthz still 200', async () => {
    const other = await startTestServer({ seed: false });
    try {
      await other.db.destroy();
      const res = await fetch(`${other.baseUrl}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'unavailable', checks: { database: 'failed' }, failed: ['database'] });
      expect((await fetch(`${other.baseUrl}/healthz`)).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('request ids', () => {
  it('passes a valid x-request-id through, replaces an invalid one, and sends one on every answer', async () => {
    const given = await fetch(`${server.baseUrl}/healthz`, { headers: { 'x-request-id': 'lb-7f3a:42' } });
    expect(given.headers.get('x-request-id')).toBe('lb-7f3a:42');
    const long = await fetch(`${server.baseUrl}/healthz`, { headers: { 'x-request-id': 'x'.repeat(129) } });
    expect(long.headers.get('x-request-id')).toMatch(UUID);
    const tab = await fetch(`${server.baseUrl}/healthz`, { headers: { 'x-request-id': 'a\tb' } });
    expect(tab.headers.get('x-request-id')).toMatch(UUID);
    expect((await fetch(`${server.baseUrl}/healthz`, { headers: { 'x-request-id': 'y'.repeat(128) } })).headers.get('x-request-id')).toBe('y'.repeat(128));
    // Errors and pages the router does not know carry it too.
    const missing = await fetch(`${server.baseUrl}/api/no-such-call`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toMatch(UUID);
    const invalid = await fetch(`${server.baseUrl}/api/media/avatars/nope`, { headers: { 'x-request-id': 'trace-1' } });
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get('x-request-id')).toBe('trace-1');
  });

  it('generates ids unique across two server instances', async () => {
    const ids = await Promise.all([server, second].flatMap((s) => Array.from({ length: 25 }, async () => (await fetch(`${s.baseUrl}/healthz`)).headers.get('x-request-id'))));
    expect(ids.every((id) => id !== null && UUID.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(50);
  });
});

describe('metrics', () => {
  it('are off by default: no /metrics', async () => {
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(404);
  });

  it('METRICS_TOKEN: refused without the bearer token, Prometheus text with it', async () => {
    expect((await fetch(`${second.baseUrl}/metrics`)).status).toBe(401);
    expect((await fetch(`${second.baseUrl}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    await fetch(`${second.baseUrl}/api/no-such-call`);
    // Three jobs due that no worker here knows (they wait): the depth is read from the queue at the scrape.
    for (let n = 0; n < 3; n += 1) await second.app.jobs.enqueue(second.db, 'test.nobody-runs-this', { n }, { maxAttempts: 1 });
    const res = await fetch(`${second.baseUrl}/metrics`, { headers: { authorization: 'Bearer scrape-secret' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('http_requests_total{method="GET",route="/healthz",status="200",service="main"} 25');
    expect(text).toContain('http_requests_total{method="GET",route="*",status="404",service="main"} 1');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",service="main",method="GET",route="\/healthz",status="200"\} \d/);
    expect(text).toContain('http_requests_total{method="GET",route="/metrics",status="401",service="main"} 2');
    expect(text).toContain('db_pool_connections{state="max",service="main"}');
    expect(text).toContain('job_queue_depth{queue="default",service="main"} 3');
    expect(text).toContain('server_draining{service="main"} 0');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('METRICS_PORT: on a port of its own, not on the service port', async () => {
    const port = await freePort();
    const other = await startTestServer({ seed: false, config: { metricsPort: port, metricsHost: '127.0.0.1' } });
    try {
      expect((await fetch(`${other.baseUrl}/metrics`)).status).toBe(404);
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('http_request_duration_seconds');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await other.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});

describe('draining (last: it closes the shared server)', () => {
  it('readiness 503 at once, onShutdown hooks run, requests still served with Connection: close, then closed', async () => {
    let hookRan = false;
    server.app.onShutdown.push(async () => { hookRan = true; });
    const closing = drainAndClose(server.app, { shutdownDrainMs: 400, shutdownTimeoutMs: 5_000 });
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', checks: { draining: 'failed' }, failed: ['draining'] });
    const served = await fetch(`${server.baseUrl}/api/kurs`, { headers: { 'tb-language': 'english' } });
    expect(served.status).toBe(200);
    expect(served.headers.get('connection')).toBe('close');
    expect(hookRan).toBe(true);
    await closing;
    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
  });
});
