// The job queue (server/jobs, docs/architecture.md "Jobs") on the database of the run: graphile-worker
// on PostgreSQL, the queue table on PGlite. A job enqueued in a transaction that rolls back never
// runs, one in a transaction that commits runs once, a failing one is retried, a job whose worker
// died is retried after the lock timeout; the expiry sweep and the rate import are recurring jobs;
// a change's e-mail is a job of its transaction (sent when it commits, retried when the mail port
// fails, never sent when it rolls back).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from './harness.ts';
import { dropTestQueue, queuedJobs, testQueue, waitFor } from './fixtures/jobs.ts';
import { newShopper } from './fixtures/checkout.ts';
import { createTestCustomer } from './fixtures/customers.ts';
import { startFakeFrankfurter, type FakeFrankfurter } from '../fixtures/fake-frankfurter.ts';
import type { JobQueue } from '../../server/jobs/port.ts';
import type { MailPort } from '../../server/modules/auth/ports.ts';
import { newAfterCommit, notify } from '../../server/modules/ops/notify.ts';
import { createTableQueue } from '../../server/jobs/table-queue.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a job and its transaction', () => {
  let server: TestServer;
  let queue: JobQueue;
  const ran: string[] = [];
  const flaky: number[] = [];
  const keyed: boolean[] = [];

  beforeAll(async () => {
    server = await startTestServer({ seed: false });
    queue = await testQueue(server);
    queue.define('test.record', async (payload) => { ran.push(String(payload.n)); });
    queue.define('test.flaky', async (_payload, run) => {
      flaky.push(run.attempt);
      if (run.attempt === 1) throw new Error('first attempt fails');
    }, { maxAttempts: 3 });
    queue.define('test.keyed', async (payload) => {
      keyed.push(payload.fail === true);
      if (payload.fail === true) throw new Error('fails for good');
    });
    await queue.start();
  });
  afterAll(async () => {
    await queue?.stop();
    if (server) await dropTestQueue(server);
    await server?.close();
  });

  it('rolled back: never runs; committed: runs once', async () => {
    await expect(server.db.transaction().execute(async (trx) => {
      await queue.enqueue(trx, 'test.record', { n: 'rolled-back' });
      throw new Error('the change fails');
    })).rejects.toThrow('the change fails');
    const ref = await server.db.transaction().execute((trx) => queue.enqueue(trx, 'test.record', { n: 'committed' }));
    expect(await queue.firstAttempt(ref, 5_000)).toBe('done');
    await sleep(400);
    await queue.drain();
    expect(ran).toEqual(['committed']);
  });

  it('a failing job is retried (after e^1 s) and then done', async () => {
    const ref = await queue.enqueue(server.db, 'test.flaky', {});
    expect(await queue.firstAttempt(ref, 5_000)).toBe('failed');
    await waitFor(() => flaky.length >= 2, 15_000, 'the retry');
    expect(flaky).toEqual([1, 2]);
    expect(await queue.firstAttempt(ref, 2_000)).toBe('done');
  }, 30_000);

  it('a keyed job that used up its attempts gives its key up (a recurring task\'s chain goes on)', async () => {
    const key = 'recurring:test.keyed';
    const dead = await queue.enqueue(server.db, 'test.keyed', { fail: true }, { jobKey: key, keyMode: 'dedupe', maxAttempts: 1 });
    expect(await queue.firstAttempt(dead, 5_000)).toBe('failed');
    // A live job keeps its key: nothing added.
    const waiting = await queue.enqueue(server.db, 'test.keyed', { fail: false }, { jobKey: 'recurring:test.other', keyMode: 'dedupe', delayMs: 60_000 });
    expect((await queue.enqueue(server.db, 'test.keyed', { fail: false }, { jobKey: 'recurring:test.other', keyMode: 'dedupe' })).id).toBe(waiting.id);
    // The spent one does not: the new job takes the key and runs.
    const fresh = await queue.enqueue(server.db, 'test.keyed', { fail: false }, { jobKey: key, keyMode: 'dedupe' });
    expect(fresh.id).not.toBe(dead.id);
    expect(await queue.firstAttempt(fresh, 5_000)).toBe('done');
    expect(keyed).toEqual([true, false]);
    expect(await queue.cancel(waiting)).toBe(true);
  });

  it('a job nobody holds can be cancelled; a done one cannot', async () => {
    const ref = await queue.enqueue(server.db, 'test.record', { n: 'later' }, { delayMs: 60_000 });
    expect(await queue.cancel(ref)).toBe(true);
    expect(await queue.cancel(ref)).toBe(false);
  });
});

// PostgreSQL: a real worker killed mid-job (jobs-postgres.test.ts). Here, the queue table: a job left
// locked by a worker that is gone is taken again once its lock is older than the timeout, not before.
describe.skipIf(TEST_DB === 'postgres')('a worker that died (queue table)', () => {
  it('its job runs again after JOB_LOCK_TIMEOUT_MS', async () => {
    const server = await startTestServer({ seed: false });
    const queue = createTableQueue({ db: server.db, log: server.app.log, pollIntervalMs: 100, lockTimeoutMs: 1_000, concurrency: 1, exclusive: false });
    const runs: number[] = [];
    queue.define('test.orphan', async (_p, run) => { runs.push(run.attempt); });
    try {
      await server.db.insertInto('job_queue').values({
        name: 'test.orphan', payload: '{}', max_attempts: 5, key: null, last_error: null, attempts: 1,
        locked_at: sql<Date>`now()`, locked_by: 'worker-that-died', run_at: sql<Date>`now()`,
      }).execute();
      await queue.start();
      await sleep(500);
      expect(runs).toEqual([]);
      await waitFor(() => runs.length > 0, 5_000, 'the orphaned job');
      expect(runs).toEqual([2]);
    } finally {
      await queue.stop();
      await server.close();
    }
  }, 30_000);
});

describe('recurring jobs: the expiry sweep and the rate import', () => {
  let server: TestServer;
  let fake: FakeFrankfurter;
  beforeAll(async () => {
    fake = await startFakeFrankfurter({ date: '2026-11-20' });
    server = await startTestServer({
      config: { paymentExpirySweepMs: 200, kursImport: 'frankfurter', kursImportUrl: fake.url, kursImportIntervalMs: 200, jobPollIntervalMs: 100 },
    });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('the sweep closes an overdue invoice by itself (nobody calls payments.sweep)', async () => {
    const shopper = await newShopper(server.baseUrl, server.db);
    const created = await shopper.api('POST', '/api/wallet/topup', { amount: 25_000 }, { 'idempotency-key': randomUUID() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const code: string = created.body.data.invoice_code;
    await server.db.updateTable('invoices').set({ due_date: new Date(Date.now() - 60_000) }).where('invoice_code', '=', code).execute();
    const status = async () => (await server.db.selectFrom('invoices').select('status').where('invoice_code', '=', code).executeTakeFirstOrThrow()).status;
    await waitFor(async () => (await status()) === 'expired', 10_000, 'the sweep');
  }, 30_000);

  it('the import runs when the worker starts and after each interval, one waiting job at a time', async () => {
    await waitFor(() => fake.requests.length >= 3, 10_000, 'three imports');
    const jobs = await queuedJobs(server, 'catalog.kurs-import');
    expect(jobs.filter((j) => j.key === 'recurring:catalog.kurs-import')).toHaveLength(1);
    expect(jobs.length).toBeLessThanOrEqual(2); // the waiting one, and at most the one running that handed it the key
    const usd = await server.db.selectFrom('kurs').select('source').where('code', '=', 'USD').executeTakeFirstOrThrow();
    expect(usd.source).toBe('frankfurter');
  }, 30_000);
});

describe('a change\'s e-mail is a job of its transaction', () => {
  const sent: { to: string; subject: string; messageId?: string }[] = [];
  let failures = 1;
  const mail: MailPort = {
    async send(to, subject, _text, options) {
      if (failures > 0) {
        failures -= 1;
        throw new Error('SMTP down');
      }
      sent.push({ to, subject, messageId: options?.messageId });
    },
  };
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, ports: { mail } });
  });
  afterAll(async () => server?.close());

  it('sent once the change commits (retried past a failing mail port), never for one that rolled back', async () => {
    const committed = await createTestCustomer(server.db, { email: 'commit@example.test' });
    const rolledBack = await createTestCustomer(server.db, { email: 'rollback@example.test' });
    const notice = (customerId: number) => ({ customerId, kind: 'paid' as const, params: { order: 'ORD-JOBS-1' }, orderCode: 'ORD-JOBS-1' });
    await expect(server.db.transaction().execute(async (trx) => {
      await notify(trx, newAfterCommit(server.app.jobs), notice(rolledBack.id), new Date());
      throw new Error('the change fails');
    })).rejects.toThrow();
    await server.db.transaction().execute((trx) => notify(trx, newAfterCommit(server.app.jobs), notice(committed.id), new Date()));

    await waitFor(() => sent.length > 0, 15_000, 'the e-mail after its retry');
    await server.app.jobs.drain();
    expect(sent).toEqual([{ to: 'commit@example.test', subject: 'Titip: Pembayaran diterima', messageId: expect.stringMatching(/^<.+@titip\.notice>$/) }]);
    const bell = await server.db.selectFrom('customer_notifications').select('customer_id').where('customer_id', 'in', [committed.id, rolledBack.id]).execute();
    expect(bell).toEqual([{ customer_id: committed.id }]);
    expect(await queuedJobs(server, 'ops.notice-mail')).toEqual([]);
  }, 30_000);
});
