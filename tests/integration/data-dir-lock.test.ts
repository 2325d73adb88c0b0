// One process per embedded database (server/db/data-dir-lock.ts, docs/operations.md "One process per
// data directory"): real server processes (`node --import tsx server/main.ts`) on one temporary
// DATA_DIR. A second server is refused with the reason; `npm run staff -- add` goes through the
// running server (the account signs in at once, no restart), then, the server stopped, opens the
// directory itself; a lock left by a dead process is taken over. PGlite only (the PostgreSQL run
// would start the same processes again).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DB } from './harness.ts';
import { jsonClient } from './fixtures/http.ts';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../../server/db/data-dir-lock.ts';

const env = (dataDir: string, port: number) => ({
  ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '0', APP_SECRET: 'lock-test-secret',
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface Run { child: ChildProcess; output: () => string; exited: Promise<number | null> }

function startServer(dataDir: string, port: number): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: process.cwd(), env: env(dataDir, port), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => { output += c.toString(); });
  child.stderr?.on('data', (c: Buffer) => { output += c.toString(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function untilAnswers(run: Run, port: number, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (run.child.exitCode !== null) throw new Error(`the server exited: ${run.output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/openapi.json`).then((r) => r.ok, () => false);
    if (ok) return;
    if (Date.now() > until) throw new Error(`the server did not answer: ${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function staff(dataDir: string, args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], { cwd: process.cwd(), encoding: 'utf8', env: env(dataDir, 0) });
}

const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

describe.skipIf(TEST_DB === 'postgres')('one process per embedded database', () => {
  it('refuses a second server; staff goes through the running one, then opens the directory once it stopped', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'titip-lock-'));
    const port = await freePort();
    const first = startServer(dataDir, port);
    running.push(first.child);
    await untilAnswers(first, port);
    const lock = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8'));
    expect(lock).toMatchObject({ pid: first.child.pid, url: `http://127.0.0.1:${port}` });

    const second = startServer(dataDir, await freePort());
    running.push(second.child);
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(`The embedded database in ${dataDir} is in use by process ${first.child.pid}`);

    const added = staff(dataDir, ['add', '--email', 'gudang@titip.id', '--name', 'Budi', '--role', 'warehouse', '--password', 'rahasia-staf-1']);
    expect(added.status, added.stderr).toBe(0);
    expect(added.stdout).toMatch(/^added staff #\d+ gudang@titip\.id \(warehouse\)$/m);
    expect(added.stderr).toContain(`through the server of process ${first.child.pid}`);
    // Written by the server itself: the account signs in at once.
    const login = await jsonClient(`http://127.0.0.1:${port}`)('POST', '/api/ops/login', { body: { email: 'gudang@titip.id', password: 'rahasia-staf-1' } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    // The internal call wants the key derived from APP_SECRET.
    const forged = await fetch(`http://127.0.0.1:${port}/api/internal/staff`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-internal-key': 'nope' }, body: '{"command":"list"}' });
    expect(forged.status).toBe(401);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    const direct = staff(dataDir, ['add', '--email', 'admin@titip.id', '--name', 'Sari', '--role', 'admin', '--password', 'rahasia-staf-2']);
    expect(direct.status, direct.stderr).toBe(0);
    expect(direct.stderr).not.toContain('through the server');
    const list = staff(dataDir, ['list']);
    expect(list.stdout).toMatch(/gudang@titip\.id\tBudi\twarehouse\tactive/);
    expect(list.stdout).toMatch(/admin@titip\.id\tSari\tadmin\tactive/);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 240_000);

  it('takes over the lock of a process that died; refuses a live one', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'titip-lock-'));
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: Number(dead.stdout) }));
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    release();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);

    writeFileSync(join(dataDir, LOCK_FILE), 'half-written');
    lockDataDir(dataDir)();

    const alive = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    running.push(alive);
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: alive.pid }));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    alive.kill('SIGKILL');
  });
});
