// Builds the storefront (npm run build: vite build, precompression) and starts the REAL API server on the port the
// config chose, with a fresh data dir (embedded PGlite), then waits until it answers.
// E2E_SKIP_BUILD=1 reuses dist/ (scripts/test.sh builds it one step earlier).
// Server output goes to test-results/e2e-server.log.
// The course service (services/course/main.ts) is started too on a free port (E2E_COURSE_PORT to
// choose one), with the same data dir and COURSE_SERVICE_KEY as the main server, which is told its
// address; its output goes to test-results/e2e-course.log and the journeys find it in E2E_COURSE_URL.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, type WriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { E2E_STAFF, enrolStaff } from './staff.ts';
import { startFakeOnebound } from '../fixtures/fake-onebound.ts';
import { startFakeDeepl } from '../fixtures/fake-deepl.ts';
import { pixelEnv, startFakePixels } from '../fixtures/fake-pixels.ts';

const COURSE_ENTRY = 'services/course/main.ts';
/** The secret the main server and the course service share in the journeys. */
const COURSE_SERVICE_KEY = 'e2e-course-key';

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function stopProcess(child: ChildProcess, log: WriteStream): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
  log.end();
}

async function waitFor(url: string, server: ChildProcess, timeoutMs: number, logName = 'e2e-server.log'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`${url}: the process exited with code ${server.exitCode} (see test-results/${logName})`);
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
  if (!existsSync(join(root, COURSE_ENTRY))) throw new Error(`${COURSE_ENTRY} is missing: the journeys need the course service`);
  const coursePort = process.env.E2E_COURSE_PORT ?? String(await freePort());
  const courseUrl = coursePort ? `http://127.0.0.1:${coursePort}` : null;
  const log = createWriteStream(join(root, 'test-results', 'e2e-server.log'));
  // The three analytics pixels pointed at a stand-in on loopback (tests/fixtures/fake-pixels.ts;
  // docs/privacy.md). Nothing loads without consent; the fixtures store a refusal for every journey
  // but the privacy one (tests/e2e/fixtures.ts), so the banner stays out of their way.
  const pixels = await startFakePixels();
  process.env.E2E_PIXEL_URL = pixels.url;
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
      COURSE_SERVICE_KEY,
      ...(courseUrl ? { COURSE_SERVICE_URL: courseUrl, COURSE_PUBLIC_URL: courseUrl } : {}),
      ...pixelEnv(pixels.url),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  // The course service (docs/api/courses.md).
  let course: { process: ChildProcess; log: WriteStream } | null = null;
  if (coursePort && courseUrl) {
    const courseLog = createWriteStream(join(root, 'test-results', 'e2e-course.log'));
    const child = spawn(process.execPath, ['--import', 'tsx', COURSE_ENTRY], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        COURSE_PORT: coursePort,
        COURSE_PUBLIC_URL: courseUrl,
        MAIN_API_URL: `http://127.0.0.1:${port}`,
        COURSE_SERVICE_KEY,
        COURSE_ALLOWED_ORIGINS: `http://127.0.0.1:${port}`,
        COURSE_DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(courseLog);
    child.stderr?.pipe(courseLog);
    course = { process: child, log: courseLog };
  }

  // A second storefront server with a marketplace data provider (docs/marketplace.md): the Onebound
  // and DeepL fakes (tests/fixtures) stand for the real services; marketplace.spec.ts uses it. Its
  // own data dir and port (E2E_PROVIDER_PORT, chosen by playwright.config.ts).
  const providerPort = process.env.E2E_PROVIDER_PORT;
  if (!providerPort) throw new Error('E2E_PROVIDER_PORT is not set (playwright.config.ts chooses it)');
  const [onebound, deepl] = await Promise.all([startFakeOnebound(), startFakeDeepl()]);
  const providerDir = mkdtempSync(join(tmpdir(), 'titip-e2e-provider-'));
  const providerLog = createWriteStream(join(root, 'test-results', 'e2e-provider-server.log'));
  const provider = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test', HOST: '127.0.0.1', PORT: providerPort, DATA_DIR: providerDir, STATIC_DIR: join(root, 'dist'),
      APP_SECRET: 'e2e-provider-secret', COURSE_SERVICE_KEY, DATABASE_URL: '', PAYMENT_EXPIRY_SWEEP_MS: '0',
      MARKETPLACE_PROVIDER: 'onebound', ONEBOUND_API_URL: onebound.url, ONEBOUND_API_KEY: onebound.key, ONEBOUND_API_SECRET: onebound.secret,
      TRANSLATION_PROVIDER: 'deepl', DEEPL_API_KEY: deepl.key, DEEPL_API_URL: deepl.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  provider.stdout?.pipe(providerLog);
  provider.stderr?.pipe(providerLog);

  const stop = async () => {
    await Promise.all([
      stopProcess(server, log), course ? stopProcess(course.process, course.log) : null, stopProcess(provider, providerLog),
    ]);
    await Promise.all([onebound.close(), deepl.close(), pixels.close()]);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(providerDir, { recursive: true, force: true });
  };
  // E2E_START_TIMEOUT_MS: a machine under load (several runs sharing two cores) may need longer than a minute.
  const startTimeout = Number(process.env.E2E_START_TIMEOUT_MS) || 60_000;
  try {
    await Promise.all([
      waitFor(`http://127.0.0.1:${port}/`, server, startTimeout),
      waitFor(`http://127.0.0.1:${providerPort}/`, provider, startTimeout, 'e2e-provider-server.log'),
      course && courseUrl ? waitFor(`${courseUrl}/api/health`, course.process, startTimeout, 'e2e-course.log') : null,
    ]);
    // The admin's second factor, enrolled once; the workers compute its codes (staff.ts).
    process.env.E2E_STAFF_TOTP_SECRET = await enrolStaff(`http://127.0.0.1:${port}`);
    if (courseUrl) process.env.E2E_COURSE_URL = courseUrl;
    else delete process.env.E2E_COURSE_URL;
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
