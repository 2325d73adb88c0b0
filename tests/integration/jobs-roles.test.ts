// Process roles (SERVER_ROLE, docs/operations.md "Process roles"): web serves HTTP and runs no job,
// worker runs the jobs and answers GET /healthz on its port, all does both; anything else refuses to
// start, and so do web and worker on the embedded database (one process does everything there).
// On PostgreSQL, a job enqueued by a web process waits until a worker process's app takes it.
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from './harness.ts';
import { queuedJobs } from './fixtures/jobs.ts';
import { loadConfig } from '../../server/config.ts';
import { buildApp } from '../../server/app.ts';
import { startWorkerHealth } from '../../server/worker-health.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SERVER_ROLE', () => {
  const base = { NODE_ENV: 'test', APP_SECRET: 's', COURSE_SERVICE_KEY: 'k', DATA_DIR: '/tmp/titip-roles' } as NodeJS.ProcessEnv;

  it('is all by default; web and worker need DATABASE_URL; anything else refuses to start', () => {
    expect(loadConfig(base).serverRole).toBe('all');
    expect(() => loadConfig({ ...base, SERVER_ROLE: 'cron' })).toThrow('SERVER_ROLE must be one of web, worker, all, got cron');
    expect(() => loadConfig({ ...base, SERVER_ROLE: 'web' })).toThrow(/SERVER_ROLE=web needs DATABASE_URL/);
    expect(() => loadConfig({ ...base, SERVER_ROLE: 'worker' })).toThrow(/SERVER_ROLE=worker needs DATABASE_URL/);
    expect(loadConfig({ ...base, SERVER_ROLE: 'worker', DATABASE_URL: 'postgres://x@127.0.0.1/db' }).serverRole).toBe('worker');
  });

  it('a worker\'s health answer: GET /healthz 200, anything else 404', async () => {
    const health = await startWorkerHealth('127.0.0.1', 0);
    try {
      const address = health.server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      const base = `http://127.0.0.1:${address.port}`;
      const ok = await fetch(`${base}/healthz`);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ status: 'ok', role: 'worker' });
      expect((await fetch(`${base}/api/kurs`)).status).toBe(404);
    } finally {
      await health.close();
    }
  });
});

describe.skipIf(TEST_DB !== 'postgres')('a web process and a worker process on one database', () => {
  let web: TestServer | undefined;
  afterAll(async () => web?.close());

  it('the web process runs nothing; the worker runs what it enqueued, and schedules the recurring tasks', async () => {
    web = await startTestServer({ seed: false, config: { serverRole: 'web' } });
    const ref = await web.db.transaction().execute((trx) => (web as TestServer).app.jobs.enqueue(trx, 'ops.fulfil-paid', { invoiceId: 0 }));
    await sleep(500);
    expect(await web.app.jobs.firstAttempt(ref, 0)).toBe('pending');
    expect(await queuedJobs(web, 'payments.expiry-sweep')).toEqual([]);

    const worker = await buildApp({ config: { ...web.config, serverRole: 'worker' }, db: web.db });
    try {
      await worker.ready();
      expect(await web.app.jobs.firstAttempt(ref, 10_000)).toBe('done');
      expect(await queuedJobs(web, 'payments.expiry-sweep')).toEqual([{ key: 'recurring:payments.expiry-sweep', attempts: 0 }]);
    } finally {
      await worker.close();
    }
  }, 60_000);
});
