// Issue 25, spec section 2 (/print-invoice/{id?}, /promo-detail/{id?}, /ticket-detail/{id?},
// /voucher-detail/{id?}): a detail page asked without its id is redirected (302) to its list, the
// query kept; with an id it is the page as before; robots.txt keeps the private ones out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(async () => {
  await server?.close();
});

const get = (path: string) => fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });

describe('a detail page without its id', () => {
  it('redirects to its list, keeping the query', async () => {
    const cases: [string, string][] = [
      ['/print-invoice', '/history-invoice'],
      ['/promo-detail', '/promo'],
      ['/ticket-detail', '/tickets'],
      ['/voucher-detail', '/voucher'],
      ['/promo-detail/', '/promo'],
      ['/promo-detail?lang=en', '/promo?lang=en'],
      ['/print-invoice/?lang=en', '/history-invoice?lang=en'],
    ];
    for (const [from, to] of cases) {
      const res = await get(from);
      expect(res.status, from).toBe(302);
      expect(res.headers.get('location'), from).toBe(to);
    }
  });

  it('does not touch the detail pages with an id, nor the API', async () => {
    expect((await get('/promo-detail/1')).status).not.toBe(302);
    expect((await get('/api/print-invoice')).status).toBe(404);
  });

  it('keeps the private bare paths out of robots.txt', async () => {
    const robots = await (await fetch(`${server.baseUrl}/robots.txt`)).text();
    for (const path of ['/print-invoice', '/ticket-detail', '/voucher-detail']) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).not.toContain('Disallow: /promo-detail');
  });
});
