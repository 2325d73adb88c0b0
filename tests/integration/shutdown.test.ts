// SIGTERM on a real server process (issue 21) with 20 requests in flight: readiness answers 503
// during the drain while new connections are still served, every one of the 20 is answered 2xx (with
// `Connection: close`), each log line of a request names its id, and the process exits 0.
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, type Spawned } from './fixtures/spawned-server.ts';
import { TEST_DB } from './harness.ts';

const SLOW_MS = 2_500;
const DRAIN_MS = 1_200;

let server: Spawned | undefined;
afterAll(async () => server?.cleanup());

describe('SIGTERM', () => {
  it('drains: readiness 503, in-flight requests answered, exit 0', async () => {
    server = await spawnServer('server/main.ts', {
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS), SHUTDOWN_TIMEOUT_MS: '15000', TEST_SLOW_ROUTE: '1', DATABASE_POOL_SIZE: '4', METRICS_TOKEN: 'm',
    });
    const { baseUrl } = server;
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
    // The pool is as configured (PGlite: one connection whatever is asked).
    const metrics = await (await fetch(`${baseUrl}/metrics`, { headers: { authorization: 'Bearer m' } })).text();
    expect(metrics).toContain(`db_pool_connections{state="max",service="main"} ${TEST_DB === 'postgres' ? 4 : 1}`);

    const inFlight = Array.from({ length: 20 }, (_, i) => fetch(`${baseUrl}/__test/slow?ms=${SLOW_MS}`, { headers: { 'x-request-id': `drain-${i}` } })
      .then(async (res) => ({ status: res.status, connection: res.headers.get('connection'), id: res.headers.get('x-request-id'), body: await res.json() })));
    // All 20 have reached the server before the signal.
    const arrived = (line: string) => line.includes('"msg":"incoming request"') && line.includes('/__test/slow');
    const deadline = Date.now() + 20_000;
    while (server.lines.filter(arrived).length < 20) {
      if (Date.now() > deadline) throw new Error('the slow requests did not arrive');
      await new Promise((done) => { setTimeout(done, 20); });
    }
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await server.waitForLine((line) => line.includes('shutting down'));

    // During the drain: readiness says no on a new connection, and an ordinary request is still served.
    const ready = await fetch(`${baseUrl}/readyz`, { headers: { connection: 'close' } });
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ failed: ['draining'] });
    const health = await fetch(`${baseUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('connection')).toBe('close');
    expect(Date.now() - signalledAt).toBeLessThan(DRAIN_MS);

    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.every((a) => a.connection === 'close' && a.body.slept === SLOW_MS)).toBe(true);
    expect(answers.map((a) => a.id).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `drain-${i}`).sort());

    expect(await server.exited).toBe(0);
    // Every log line of a request carries its id.
    const completed = server.lines.filter((line) => line.includes('"msg":"request completed"') && line.includes('"reqId":"drain-'));
    expect(completed).toHaveLength(20);
    expect(server.lines.some((line) => line.includes('"msg":"shut down"'))).toBe(true);
  }, 120_000);
});
