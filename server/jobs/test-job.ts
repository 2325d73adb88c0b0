// A job for the tests of several processes only (NODE_ENV=test with TEST_SLOW_ROUTE=1, as the slow
// route of server/operability): `POST /__test/job {key, sleep_ms}` enqueues `test.record`, which
// writes "started <key> <pid>" to TEST_JOB_LOG, waits, then writes "done <key> <pid>". The cluster
// test kills the worker that started it (SIGKILL) and reads that another one finished it, once.
import { appendFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { JobQueue } from './port.ts';

export const TEST_RECORD_JOB = 'test.record';

export function installTestJob(app: FastifyInstance, db: Db, jobs: JobQueue, logFile: string): void {
  const write = (line: string) => appendFileSync(logFile, `${line}\n`);
  jobs.define(TEST_RECORD_JOB, async (payload) => {
    const key = String(payload.key);
    write(`started ${key} ${process.pid}`);
    await new Promise((resolve) => { setTimeout(resolve, Math.min(Number(payload.sleepMs) || 0, 60_000)); });
    write(`done ${key} ${process.pid}`);
  }, { maxAttempts: 3 });
  app.post<{ Body: { key: string; sleep_ms?: number } }>('/__test/job', {
    schema: { hide: true, body: { type: 'object', required: ['key'], properties: { key: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' }, sleep_ms: { type: 'integer', minimum: 0 } } } },
  }, async (request) => {
    const ref = await jobs.enqueue(db, TEST_RECORD_JOB, { key: request.body.key, sleepMs: request.body.sleep_ms ?? 0 });
    return { id: ref.id };
  });
}
