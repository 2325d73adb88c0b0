// graphile-worker with several workers (PostgreSQL only; docs/operations.md "Jobs"): two workers on
// one schema run each job once; a worker killed in the middle of a job (a process of its own,
// SIGKILL) leaves the job locked, and another worker runs it again once the lock is older than
// JOB_LOCK_TIMEOUT_MS (short here), never before.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASE_URL, TEST_DB, type TestServer } from './harness.ts';
import { dropTestQueue, testJobSchema, testQueue, waitFor } from './fixtures/jobs.ts';
import type { JobQueue } from '../../server/jobs/port.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when the child prints a line matching `pattern`. */
function lineFrom(child: ChildProcess, pattern: RegExp, timeoutMs = 30_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => reject(new Error(`no line ${String(pattern)} from the worker; it said: ${buffered}`)), timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((l) => pattern.test(l));
      if (line) {
        clearTimeout(timer);
        resolve(line);
      }
    });
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`the worker exited (${code}): ${buffered}`)); });
  });
}

describe.skipIf(TEST_DB !== 'postgres')('graphile-worker: several workers on one queue', () => {
  let server: TestServer;
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(async () => {
    for (const q of queues) await q.stop().catch(() => undefined);
    if (server) {
      await dropTestQueue(server, 'two');
      await dropTestQueue(server, 'kill');
    }
    await server?.close();
  });

  it('two workers run each job once', async () => {
    const ran = new Map<number, string[]>();
    for (const name of ['a', 'b']) {
      const q = await testQueue(server, { suffix: 'two', concurrency: 1 });
      q.define('test.once', async (payload) => {
        await sleep(30);
        const n = Number(payload.n);
        ran.set(n, [...(ran.get(n) ?? []), name]);
      });
      queues.push(q);
    }
    for (const q of queues) await q.start();
    const [first] = queues;
    if (!first) throw new Error('no queue');
    await server.db.transaction().execute(async (trx) => {
      for (let n = 0; n < 20; n += 1) await first.enqueue(trx, 'test.once', { n });
    });
    await waitFor(() => [...ran.values()].flat().length >= 20, 20_000, 'twenty jobs');
    await sleep(500);
    expect([...ran.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect([...ran.values()].every((by) => by.length === 1)).toBe(true);
    // Both took some: the jobs were shared, not merely run by one of them.
    expect(new Set([...ran.values()].flat()).size).toBe(2);
  }, 60_000);

  it('a recurring task runs on one worker at a time, at its interval, whatever the number of workers', async () => {
    let active = 0;
    let most = 0;
    const runs: string[] = [];
    const workers: JobQueue[] = [];
    for (const name of ['a', 'b', 'c']) {
      const q = await testQueue(server, { suffix: 'two', concurrency: 2 });
      q.every('test.tick', 250, async () => {
        active += 1;
        most = Math.max(most, active);
        runs.push(name);
        await sleep(50);
        active -= 1;
      });
      workers.push(q);
      queues.push(q);
    }
    for (const q of workers) await q.start();
    await sleep(2_000);
    for (const q of workers) await q.stop();
    expect(most).toBe(1);
    // About 2000 / (250 + 50) runs: never one per worker per tick (that would be three times as many).
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(8);
  }, 60_000);

  it('a worker killed mid-job: another runs the job again after the lock timeout', async () => {
    const survivor = await testQueue(server, { suffix: 'kill', lockTimeoutMs: 1_500, concurrency: 1 });
    queues.push(survivor);
    const attempts: number[] = [];
    survivor.define('test.hang', async (_payload, run) => { attempts.push(run.attempt); });

    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/job-worker.ts'], {
      cwd: process.cwd(), env: { ...process.env, JOB_TEST_URL: TEST_DATABASE_URL, JOB_TEST_SCHEMA: testJobSchema(server, 'kill') }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      await lineFrom(child, /^ready$/);
      const started = lineFrom(child, /^started 1$/);
      const ref = await survivor.enqueue(server.db, 'test.hang', { n: 1 });
      await started;
      const lockedSince = Date.now();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;

      await survivor.start();
      await waitFor(() => attempts.length > 0, 20_000, 'the retry on the surviving worker');
      expect(attempts).toEqual([2]);
      expect(Date.now() - lockedSince).toBeGreaterThanOrEqual(1_400);
      expect(await survivor.firstAttempt(ref, 5_000)).toBe('done');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 90_000);
});
