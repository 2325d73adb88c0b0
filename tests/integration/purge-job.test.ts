// Issue 22: the purge job deletes, in bounded batches, ended access tokens, Idempotency-Key rows
// older than 24 hours and used or expired one-time codes (an hour after), and leaves everything
// still in use. It runs by itself as a recurring job on the worker.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { createTestCustomer } from './fixtures/customers.ts';
import { waitFor } from './fixtures/jobs.ts';
import { purgeExpired } from '../../server/jobs/purge.ts';
import type { Db } from '../../server/db/database.ts';

const HOUR = 3_600_000;
const NOW = new Date('2026-11-20T10:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

async function accessToken(db: Db, revokedAt: Date | null): Promise<number> {
  return (await db.insertInto('access_tokens').values({ token_hash: randomBytes(16).toString('hex'), revoked_at: revokedAt }).returning('id').executeTakeFirstOrThrow()).id;
}

async function idemKey(db: Db, key: string, createdAt: Date): Promise<void> {
  await db.insertInto('idempotency_keys').values({ key, scope: 'test:purge', method: 'POST', path: '/api/x', status: 201, body: '{}', request_hash: null, created_at: createdAt }).execute();
}

async function code(db: Db, customerId: number, v: { expires: Date; consumed?: Date | null; verified?: Date | null }): Promise<number> {
  return (await db.insertInto('auth_codes').values({
    customer_id: customerId, purpose: 'otp', code_hash: randomBytes(8).toString('hex'), expires_at: v.expires,
    verified_at: v.verified ?? null, access_token_id: null, login_token_id: null, consumed_at: v.consumed ?? null,
  }).returning('id').executeTakeFirstOrThrow()).id;
}

const ids = async (db: Db, table: 'access_tokens' | 'auth_codes', among: number[]) =>
  (await db.selectFrom(table).select('id').where('id', 'in', among).orderBy('id').execute()).map((r) => r.id);

describe('purgeExpired', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, config: { purgeIntervalMs: 0 } });
  });
  afterAll(async () => server?.close());

  it('deletes what ended and keeps what is still in use', async () => {
    const db = server.db;
    const { id: customerId } = await createTestCustomer(db);
    const revoked = await accessToken(db, ago(HOUR));
    const live = await accessToken(db, null);
    await idemKey(db, 'old', ago(24 * HOUR + 1));
    await idemKey(db, 'fresh', ago(23 * HOUR));
    const consumed = await code(db, customerId, { expires: ago(0), consumed: ago(2 * HOUR) });
    const expired = await code(db, customerId, { expires: ago(2 * HOUR) });
    const justConsumed = await code(db, customerId, { expires: new Date(NOW.getTime() + 60_000), consumed: ago(60_000) });
    // Expired ten minutes ago but verified: a registration code is still honoured for 30 minutes.
    const verified = await code(db, customerId, { expires: ago(10 * 60_000), verified: ago(15 * 60_000) });
    const open = await code(db, customerId, { expires: new Date(NOW.getTime() + 60_000) });

    const counts = await purgeExpired(db, { now: NOW, batchSize: 2 });
    expect(counts).toEqual({ accessTokens: 1, idempotencyKeys: 1, authCodes: 2 });
    expect(await ids(db, 'access_tokens', [revoked, live])).toEqual([live]);
    const keys = await db.selectFrom('idempotency_keys').select('key').where('scope', '=', 'test:purge').execute();
    expect(keys.map((k) => k.key)).toEqual(['fresh']);
    expect(await ids(db, 'auth_codes', [consumed, expired, justConsumed, verified, open])).toEqual([justConsumed, verified, open]);
  });

  it('works in bounded batches: a run stops after its batches, the next one goes on', async () => {
    const db = server.db;
    for (let i = 0; i < 7; i++) await idemKey(db, `batch-${i}`, ago(48 * HOUR));
    expect((await purgeExpired(db, { now: NOW, batchSize: 2, maxBatches: 2 })).idempotencyKeys).toBe(4);
    expect((await purgeExpired(db, { now: NOW, batchSize: 2, maxBatches: 2 })).idempotencyKeys).toBe(3);
    expect((await purgeExpired(db, { now: NOW, batchSize: 2, maxBatches: 2 })).idempotencyKeys).toBe(0);
  });
});

describe('the recurring purge job', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, config: { purgeIntervalMs: 200, jobPollIntervalMs: 100 } });
  });
  afterAll(async () => server?.close());

  it('runs on the worker by itself: an ended access token and an expired key disappear', async () => {
    const revoked = await accessToken(server.db, new Date(Date.now() - HOUR));
    const live = await accessToken(server.db, null);
    await idemKey(server.db, 'by-itself', new Date(Date.now() - 25 * HOUR));
    await waitFor(async () => (await ids(server.db, 'access_tokens', [revoked])).length === 0, 15_000, 'the purge');
    await waitFor(async () => (await server.db.selectFrom('idempotency_keys').select('key').where('key', '=', 'by-itself').execute()).length === 0, 15_000, 'the purge of keys');
    expect(await ids(server.db, 'access_tokens', [live])).toEqual([live]);
  }, 30_000);
});
