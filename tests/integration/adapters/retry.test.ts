// Retries against a small local HTTP server that fails on purpose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFullHttpContainer } from '../../../src/infrastructure/container/full-http-container';
import { DEFAULT_RUNTIME_CONFIG } from '../../../src/infrastructure/config/runtime-config';
import { MemoryKeyValueStorage } from '../../../src/infrastructure/storage/browser-storage';
import { CART_API, REGIONS_API, type CartApi, type RegionsApi } from '../../../src/application/ports';

let server: Server;
let base = '';
const hits: { method: string; url: string; idempotencyKey: string | undefined }[] = [];
let failuresLeft = 0;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    hits.push({ method: req.method ?? '', url: req.url ?? '', idempotencyKey: req.headers['idempotency-key'] as string | undefined });
    req.resume();
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ action: false, message: 'Service Unavailable', error: { code: 'UNAVAILABLE', message: 'Service Unavailable' } }));
      return;
    }
    if (req.url?.startsWith('/api/address/provinces')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ action: true, message: 'OK', data: [{ id: 31, name: 'DKI Jakarta' }] }));
      return;
    }
    if (req.url?.startsWith('/api/cart/add-to-cart')) {
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ action: true, message: 'OK', cart_detail_id: 5, cart_detail_code: 'CD5' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ action: true, message: 'OK', removeds: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function container() {
  const delays: number[] = [];
  const c = createFullHttpContainer({
    config: { ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: base, scrapeBaseUrl: base },
    storage: new MemoryKeyValueStorage(),
    cookies: null,
    retry: { sleep: async (ms) => { delays.push(ms); } },
  });
  return { delays, regions: c.get<RegionsApi>(REGIONS_API), cart: c.get<CartApi>(CART_API) };
}

describe('retries over real HTTP', () => {
  it('a GET that fails twice with 503 is retried and succeeds', async () => {
    hits.length = 0;
    failuresLeft = 2;
    const { regions, delays } = container();
    expect(await regions.provinces()).toEqual([{ id: '31', name: 'DKI Jakarta' }]);
    expect(hits.map((h) => h.method)).toEqual(['GET', 'GET', 'GET']);
    expect(delays).toHaveLength(2);
    expect(delays.every((d) => d >= 200)).toBe(true);
  });

  it('a POST without Idempotency-Key is not retried', async () => {
    hits.length = 0;
    failuresLeft = 2;
    const { cart } = container();
    await expect(cart.check([1, 2])).rejects.toMatchObject({ code: 'UNAVAILABLE', status: 503 });
    expect(hits).toHaveLength(1);
    expect(hits[0]?.idempotencyKey).toBeUndefined();
  });

  it('a creating POST carries one Idempotency-Key across its retries', async () => {
    hits.length = 0;
    failuresLeft = 2;
    const { cart } = container();
    expect(await cart.addScraped({ url: 'https://detail.1688.com/offer/1.html', quantity: 1 })).toEqual({ id: 5, code: 'CD5' });
    expect(hits).toHaveLength(3);
    const keys = new Set(hits.map((h) => h.idempotencyKey));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
