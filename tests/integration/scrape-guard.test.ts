// The fetch guard on its own: address classification, deadlines, decompression limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchRefused, guardedFetch, isAllowedAddress } from '../../server/modules/catalog/fetch-guard.ts';
import { startStoreServer, type StoreServer } from '../fixtures/store-server.ts';

let store: StoreServer;
beforeAll(async () => {
  store = await startStoreServer();
});
afterAll(async () => store?.close());

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof FetchRefused) return err.reason;
    throw err;
  }
  return 'none';
}

describe('address classification', () => {
  it('allows public unicast only (loopback when asked)', () => {
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) expect(isAllowedAddress(a, false), a).toBe(true);
    for (const a of ['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1',
      '255.255.255.255', '::1', '::', 'fd00::1', 'fc00::1', 'fe80::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1', '64:ff9b::a00:1', 'not-an-ip']) {
      expect(isAllowedAddress(a, false), a).toBe(false);
    }
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('::1', true)).toBe(true);
    expect(isAllowedAddress('10.0.0.1', true)).toBe(false);
  });
});

describe('deadlines and limits', () => {
  it('gives up on a server that does not answer, or stalls the body', async () => {
    expect(await refusal(guardedFetch(store.url('/slow'), { allowLoopback: true, timeoutMs: 300 }))).toBe('timeout');
    expect(await refusal(guardedFetch(store.url('/slow-body'), { allowLoopback: true, timeoutMs: 300 }))).toBe('timeout');
  });

  it('gives up on a slow DNS answer', async () => {
    const slow = () => new Promise<never>(() => undefined);
    expect(await refusal(guardedFetch('http://shop.example.com/', { allowLoopback: false, timeoutMs: 200, resolve: slow }))).toBe('timeout');
  });

  it('decompresses gzip and counts the decompressed size', async () => {
    const page = await guardedFetch(store.url('/gzip.html'), { allowLoopback: true });
    expect(page.body).toContain('Trail Runner 2');
    expect(await refusal(guardedFetch(store.url('/gzip-bomb.html'), { allowLoopback: true }))).toBe('too_large');
  });

  it('refuses user info in URLs', async () => {
    expect(await refusal(guardedFetch(`http://user:pw@127.0.0.1:${store.port}/jsonld.html`, { allowLoopback: true }))).toBe('scheme');
  });
});
