// Builds the storefront (npm run build: vite build, precompression) and starts the REAL API server on the port the
// config chose, with a fresh data dir (embedded PGlite), then waits until it answers.
// E2E_SKIP_BUILD=1 reuses dist/ (scripts/test.sh builds it one step earlier).
// Server output goes to test-results/e2e-server.log.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { E2E_STAFF } from './staff.ts';

async function waitFor(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} (see test-results/e2e-server.log)`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms (${last})`);
}

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const root = process.cwd();
  const port = process.env.E2E_PORT;
  if (!port) throw new Error('E2E_PORT is not set (playwright.config.ts chooses it)');

  if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(join(root, 'dist', 'index.html'))) {
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status})`);
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'titip-e2e-'));
  const serverEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_SECRET: 'e2e-secret',
    DATABASE_URL: '',
  };
  // The console's staff account, made by the command as an operator would (docs/operations-console.md).
  const staff = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', 'add', '--email', E2E_STAFF.email, '--name', E2E_STAFF.name, '--role', E2E_STAFF.role], {
    cwd: root, env: { ...serverEnv, STAFF_PASSWORD: E2E_STAFF.password }, stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (staff.status !== 0) throw new Error(`npm run staff -- add failed (exit ${staff.status})`);
  mkdirSync(join(root, 'test-results'), { recursive: true });
  const log = createWriteStream(join(root, 'test-results', 'e2e-server.log'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      // The product journey scrapes a local fixture store on 127.0.0.1 (tests/fixtures/store-server.ts).
      SCRAPE_ALLOW_LOOPBACK: '1',
      // Every journey registers from the same loopback IP (10 a minute in production); CI retries add more.
      AUTH_RATE_LIMIT_PER_MINUTE: '60',
      HOST: '127.0.0.1',
      PORT: port,
      DATA_DIR: dataDir,
      STATIC_DIR: join(root, 'dist'),
      APP_SECRET: 'e2e-secret',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://127.0.0.1:${port}/`, server, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
