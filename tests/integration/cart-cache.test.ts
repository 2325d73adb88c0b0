// The cart's read cache (server/modules/cart/line-cache.ts) over the write watch
// (server/db/write-watch.ts): a repeated read of an unchanged cart is served without the database,
// and no write can leave it stale: the owner's own edits, a write outside any customer's request
// (here the test writing the database directly, as a payment notification or a staff action
// would), a write inside a transaction that a read races, a change to the account's pricing facts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from './harness.ts';
import { customerSession, guestSession, type Client } from '../fixtures/cart-session.ts';
import type { Json } from './fixtures/http.ts';
import { lineCacheStats } from '../../server/modules/cart/line-cache.ts';
import { WriteWatch } from '../../server/db/write-watch.ts';
import { acceptedCoding } from '../../server/http/compression.ts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/** A GET whose body is left as sent (fetch would decode it). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const stats = () => {
  const s = lineCacheStats(server.db);
  if (!s) throw new Error('the test database has no line cache');
  return s;
};

async function addManual(api: Client, quantity = 1): Promise<string> {
  const res = await api('POST', '/api/cart/add-to-cart-manual', { name: 'Tas kulit', price_original: 20, currency: 'USD', country: 'us', quantity, weight: 800 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.cart_detail_code as string;
}

async function quantities(api: Client): Promise<number[]> {
  const res = await api('GET', '/api/cart-detail/list');
  expect(res.status).toBe(200);
  return (res.body.data as Json[]).map((item) => Number(item.quantity));
}

describe('the write watch', () => {
  it('keeps a read only when nothing of its owner or everyone started or ended since it began', () => {
    const watch = new WriteWatch();
    const start = watch.now();
    expect(watch.isFresh('c:1', start)).toBe(true);
    const ticket = watch.begin(['c:1']);
    expect(watch.isFresh('c:1', start)).toBe(false); // written since
    expect(watch.isFresh('c:1', watch.now())).toBe(false); // in flight: a read now could see the old rows
    expect(watch.isFresh('c:2', watch.now())).toBe(true); // another owner is not concerned
    watch.end(ticket);
    expect(watch.isFresh('c:1', watch.now())).toBe(true);
    const everyone = watch.begin(null);
    expect(watch.isFresh('c:2', watch.now())).toBe(false);
    watch.end(everyone);
    const after = watch.now();
    expect(watch.isFresh('c:2', after)).toBe(true);
  });
});

describe('the cart read cache', () => {
  it('answers a repeated read of an unchanged cart from the cache, and the owner\'s edit at once', async () => {
    const { api } = await guestSession(server.baseUrl, server.db);
    const code = await addManual(api, 2);
    expect(await quantities(api)).toEqual([2]);
    const before = stats();
    expect(await quantities(api)).toEqual([2]);
    const tax = await api('POST', '/api/cart-detail/tax-calculator', { cart_detail_codes: [code] });
    expect(tax.status).toBe(200);
    expect(stats().hits - before.hits).toBe(2);

    const edit = await api('PUT', '/api/cart-detail/edit-manual', { cart_detail_code: code, quantity: 5 });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await quantities(api)).toEqual([5]);
    const del = await api('DELETE', '/api/cart-detail/delete', { cart_detail_codes: [code] });
    expect(del.status).toBe(204);
    expect(await quantities(api)).toEqual([]);
  });

  it('sees a write made outside any customer\'s request', async () => {
    const { api } = await guestSession(server.baseUrl, server.db);
    const code = await addManual(api, 1);
    expect(await quantities(api)).toEqual([1]);
    expect(await quantities(api)).toEqual([1]); // cached now
    await server.db.updateTable('cart_details').set({ quantity: 7 }).where('code', '=', code).execute();
    expect(await quantities(api)).toEqual([7]);
    await sql`update cart_details set quantity = 8 where code = ${code}`.execute(server.db);
    expect(await quantities(api)).toEqual([8]);
  });

  it('never keeps a read that raced an uncommitted write, and sees the write once committed', async () => {
    const { api } = await guestSession(server.baseUrl, server.db);
    const code = await addManual(api, 1);
    expect(await quantities(api)).toEqual([1]);
    let racing: Promise<number[]> | undefined;
    await server.db.transaction().execute(async (trx) => {
      await trx.updateTable('cart_details').set({ quantity: 3 }).where('code', '=', code).execute();
      // A read while the write is uncommitted: PostgreSQL answers the old row at once, PGlite
      // waits for the transaction; either way what it read must not be kept.
      racing = quantities(api);
      await new Promise((r) => setTimeout(r, 50));
    });
    const raced = await racing;
    expect([[1], [3]]).toContainEqual(raced);
    expect(await quantities(api)).toEqual([3]);
    expect(await quantities(api)).toEqual([3]);
  });

  it('re-prices a cached cart when the account\'s pricing facts change', async () => {
    const { api, customer } = await customerSession(server.baseUrl, server.db);
    const code = await addManual(api, 1);
    const taxOf = async () => {
      const res = await api('POST', '/api/cart-detail/tax-calculator', { cart_detail_codes: [code] });
      expect(res.status).toBe(200);
      return res.body as Json;
    };
    const normal = await taxOf();
    expect(await taxOf()).toEqual(normal); // cached
    await server.db.updateTable('customers').set({ is_importer: true }).where('id', '=', customer.id).execute();
    const importer = await taxOf();
    expect(importer).not.toEqual(normal);
    await server.db.updateTable('customers').set({ is_importer: false }).where('id', '=', customer.id).execute();
    expect(await taxOf()).toEqual(normal);
  });

  it('keeps one owner\'s cache when another owner writes', async () => {
    const a = await guestSession(server.baseUrl, server.db);
    const b = await guestSession(server.baseUrl, server.db);
    const mine = await addManual(a.api, 1);
    expect(await quantities(a.api)).toEqual([1]);
    const theirs = await addManual(b.api, 4);
    const before = stats();
    expect(await quantities(a.api)).toEqual([1]);
    expect(stats().hits - before.hits).toBe(1);
    // Answered from the kept rows, another owner's line is still not found.
    const foreign = await a.api('POST', '/api/cart-detail/tax-calculator', { cart_detail_codes: [mine, theirs] });
    expect(foreign.status).toBe(404);
    expect(stats().hits - before.hits).toBe(2);
  });
});

describe('the prepared answers, compressed once', () => {
  it('negotiates br before gzip, honours q=0, and answers identity without an accepted coding', () => {
    expect(acceptedCoding('gzip, deflate, br')).toBe('br');
    expect(acceptedCoding('br;q=0.5, gzip')).toBe('gzip');
    expect(acceptedCoding('br;q=0, gzip;q=0')).toBeNull();
    expect(acceptedCoding('x-gzip')).toBe('gzip');
    expect(acceptedCoding('identity')).toBeNull();
    expect(acceptedCoding(undefined)).toBeNull();
  });

  it('sends the same JSON compressed as the browser accepts, with vary, again and again', async () => {
    const { access, api } = await guestSession(server.baseUrl, server.db);
    const guest = { AccessToken: access.token };
    for (let i = 0; i < 3; i++) await addManual(api, i + 1);
    const plain = await rawGet('/api/cart-detail/list', guest);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const text = plain.body.toString('utf8');
    expect(JSON.parse(text).count).toBe(3);
    for (const [coding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await rawGet('/api/cart-detail/list', { ...guest, 'accept-encoding': coding });
        expect(res.headers['content-encoding']).toBe(coding);
        expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
        expect(decode(res.body).toString('utf8')).toBe(text);
      }
    }
  });
});
