// The process registry (server/shared/process-registry.ts, docs/operations.md "Several processes"):
// on PostgreSQL a web process refuses to start while another live web process runs on the same
// database and REDIS_URL is unset (the logout, cart and rate-limit faults of issue 21 otherwise);
// the row goes on a clean exit, and a stale row or one of a process gone from this host is ignored.
//
// PostgreSQL only (PGlite opens its directory in one process anyway); the start with Redis when a
// Redis answers at 127.0.0.1:6379.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASE_URL, TEST_DB, type TestServer } from './harness.ts';
import { dropSchema } from '../../server/db/database.ts';
import { jsonClient } from './fixtures/http.ts';
import { freshPrefix, redisAdmin, redisAnswers, TEST_REDIS_URL } from './fixtures/redis.ts';
import { registerProcess, StartRefused } from '../../server/shared/process-registry.ts';

const REDIS = await redisAnswers();
const quiet = { warn: () => undefined, error: () => undefined };
const options = { seed: false, config: { paymentExpirySweepMs: 0 } };

describe.skipIf(TEST_DB !== 'postgres')('a second web process without REDIS_URL', () => {
  let first: TestServer;
  beforeAll(async () => {
    first = await startTestServer(options);
  });
  afterAll(async () => first?.close());

  const rows = () => first.db.selectFrom('server_processes').selectAll().execute();

  it('registers the running process', async () => {
    const [row] = await rows();
    expect(row).toMatchObject({ role: 'all', web: true, redis: false, host: hostname(), pid: process.pid });
  });

  it('is refused at start, with the reason and what to do', async () => {
    const second = startTestServer({ ...options, schema: first.schema });
    await expect(second).rejects.toBeInstanceOf(StartRefused);
    await expect(second).rejects.toThrow(/another web process \(host .+, pid \d+, seen \d+ s ago\) runs on this database and REDIS_URL is not set.*set REDIS_URL on every one of them/);
    expect(await rows()).toHaveLength(1);
    // The first keeps answering.
    expect((await jsonClient(first.baseUrl)('GET', '/api/kurs')).status).toBe(200);
  });

  it('starts once the other exited cleanly (its row removed)', async () => {
    const owner = await startTestServer(options);
    try {
      await expect(startTestServer({ ...options, schema: owner.schema })).rejects.toBeInstanceOf(StartRefused);
      // A clean exit of the first (its database stays, as another process's would).
      await owner.app.close();
      expect(await owner.db.selectFrom('server_processes').selectAll().execute()).toEqual([]);
      const next = await startTestServer({ ...options, schema: owner.schema });
      await next.close();
    } finally {
      await owner.db.destroy();
      if (owner.schema) await dropSchema(TEST_DATABASE_URL, owner.schema);
    }
  });

  it('ignores (and removes) a row whose heartbeat is stale, or whose process is gone from this host', async () => {
    const owner = await startTestServer(options);
    await owner.app.close();
    const stale = { id: randomUUID(), role: 'all', web: true, redis: false, host: 'elsewhere', pid: 4242 };
    const gone = { id: randomUUID(), role: 'all', web: true, redis: false, host: hostname(), pid: 2 ** 22 + 7 };
    await owner.db.insertInto('server_processes').values([
      { ...stale, heartbeat_at: sql<Date>`now() - interval '1 minute'` },
      { ...gone, heartbeat_at: sql<Date>`now()` },
    ]).execute();
    const next = await startTestServer({ ...options, schema: owner.schema });
    try {
      const ids = (await next.db.selectFrom('server_processes').select('id').execute()).map((r) => r.id);
      expect(ids).toHaveLength(1);
      expect(ids).not.toContain(stale.id);
      expect(ids).not.toContain(gone.id);
    } finally {
      await next.close();
      await owner.db.destroy();
      if (owner.schema) await dropSchema(TEST_DATABASE_URL, owner.schema);
    }
  });

  it('does not count a worker, beats while it runs and leaves on stop', async () => {
    const worker = await registerProcess(first.db, { role: 'worker', web: false, redis: false, log: quiet, heartbeatMs: 50 });
    const beatOf = async () => new Date((await first.db.selectFrom('server_processes').select('heartbeat_at').where('id', '=', worker.id).executeTakeFirstOrThrow()).heartbeat_at).getTime();
    const before = await beatOf();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await beatOf()).toBeGreaterThan(before);
    // A worker may run beside the web process; a second web process still may not.
    const another = await registerProcess(first.db, { role: 'worker', web: false, redis: false, log: quiet });
    await another.stop();
    await expect(registerProcess(first.db, { role: 'web', web: true, redis: false, log: quiet })).rejects.toBeInstanceOf(StartRefused);
    await worker.stop();
    expect((await rows()).map((r) => r.id)).not.toContain(worker.id);
  });
});

describe.skipIf(TEST_DB !== 'postgres' || !REDIS)('web processes with REDIS_URL', () => {
  const prefix = freshPrefix('start');
  const withRedis = { seed: false, config: { paymentExpirySweepMs: 0, redisUrl: TEST_REDIS_URL, redisKeyPrefix: prefix } };
  afterAll(async () => {
    const admin = redisAdmin();
    await admin.clean(prefix);
    await admin.close();
  });

  it('start side by side; one with REDIS_URL beside one without is refused', async () => {
    const a = await startTestServer(withRedis);
    try {
      const b = await startTestServer({ ...withRedis, schema: a.schema });
      expect((await a.db.selectFrom('server_processes').select('redis').execute()).map((r) => r.redis)).toEqual([true, true]);
      await b.close();
    } finally {
      await a.close();
    }
    const plain = await startTestServer(options);
    try {
      const shared = await startTestServer({ ...withRedis, schema: plain.schema }).catch((err: unknown) => err);
      expect(shared).toBeInstanceOf(StartRefused);
      expect((shared as Error).message).toMatch(/runs on this database without REDIS_URL/);
    } finally {
      await plain.close();
    }
  });
});
