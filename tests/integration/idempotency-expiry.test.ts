// Issue 22: an Idempotency-Key stands for one request (hash of method, path and body) for 24 hours.
// The same request replays the first answer; another body under the same key answers 422
// IDEMPOTENCY_KEY_REUSED; after 24 hours the key is a new request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { MENTENG, newShopper, type Shopper } from './fixtures/checkout.ts';

const HOUR = 3_600_000;
let clock = Date.now();
let server: TestServer;
let s: Shopper;

beforeAll(async () => {
  server = await startTestServer({ ports: { now: () => new Date(clock) } });
  s = await newShopper(server.baseUrl, server.db);
});
afterAll(async () => server?.close());

const address = (name: string) => ({ name, address: 'Jl. Teuku Umar No. 1', sub_district_id: MENTENG, phone_number: '081234567890', postal_code: '10310' });
const post = (key: string, body: unknown) => s.api('POST', '/api/customer/address', body, { 'idempotency-key': key });

async function addressCount(): Promise<number> {
  const row = await server.db.selectFrom('addresses').select((eb) => eb.fn.countAll<string>().as('n')).where('customer_id', '=', s.id).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('Idempotency-Key: the request it stands for, for 24 hours', () => {
  it('the same body replays (field order aside); another body under the key is refused with 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const before = await addressCount();
    const first = await post('addr-1', address('Budi'));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const { name, ...rest } = address('Budi');
    const again = await post('addr-1', { ...rest, name });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);

    const other = await post('addr-1', address('Siti'));
    expect(other.status, JSON.stringify(other.body)).toBe(422);
    expect(other.body.error).toMatchObject({ reason: 'IDEMPOTENCY_KEY_REUSED', field: 'headers.idempotency-key' });
    expect(other.body.error.message).toContain('already used for another request');
    const indonesian = await s.api('POST', '/api/customer/address', address('Siti'), { 'idempotency-key': 'addr-1', 'tb-language': 'indonesia' });
    expect(indonesian.body.error.message).toContain('sudah dipakai untuk permintaan lain');
    expect(await addressCount()).toBe(before + 1);
  });

  it('kept 24 hours: replayed just before, a new request after', async () => {
    const before = await addressCount();
    const first = await post('addr-2', address('Andi'));
    expect(first.status).toBe(201);
    clock += 24 * HOUR - 1000;
    const kept = await post('addr-2', address('Andi'));
    expect(kept.body).toEqual(first.body);
    expect(await addressCount()).toBe(before + 1);

    clock += 2000;
    const fresh = await post('addr-2', address('Andi'));
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(201);
    expect(fresh.body.data.address_id).not.toBe(first.body.data.address_id);
    expect(await addressCount()).toBe(before + 2);
    // The new request holds the key now: it replays, and another body is refused again.
    const replay = await post('addr-2', address('Andi'));
    expect(replay.body).toEqual(fresh.body);
    expect((await post('addr-2', address('Rina'))).status).toBe(422);
  });
});
