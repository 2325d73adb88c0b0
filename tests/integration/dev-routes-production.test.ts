// In production the development conveniences do not exist: the payment simulator page, its
// settle/expire calls, the payout settle calls and the one-time-code outbox all answer 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { env: 'production' }, seed: false });
});
afterAll(async () => server?.close());

describe('development routes in production', () => {
  it('are not there', async () => {
    expect(server.config.env).toBe('production');
    const page = await fetch(`${server.baseUrl}/dev/pay`);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('Bayar');
    for (const path of ['/api/dev/pay/INV-1-1/settle', '/api/dev/pay/INV-1-1/expire', '/api/dev/payout/1/complete', '/api/dev/payout/1/fail']) {
      expect((await fetch(`${server.baseUrl}${path}`, { method: 'POST' })).status, path).toBe(404);
    }
    expect((await fetch(`${server.baseUrl}/api/dev/outbox`)).status).toBe(404);
  });
});
