// `npm start`: the storefront + API (server/main.ts, PORT 8080) and the course service
// (services/course/main.ts, COURSE_PORT 8081) as two child processes with one environment
// (docs/operations.md). Their output is prefixed [main] / [course]; SIGINT and SIGTERM are passed
// on; when either stops, the other is stopped and the launcher exits with the first one's code.
//
// What both get (each only when not already set):
//   NODE_ENV=development, DATA_DIR=./.data (absolute), PORT=8080, COURSE_PORT=8081,
//   COURSE_SERVICE_KEY   read from or generated into DATA_DIR/course-service-key before either
//                        starts, so both hold the same secret (server/config.ts reads the same file),
//   COURSE_SERVICE_URL   http://127.0.0.1:COURSE_PORT (how the main API reaches the course service),
//   COURSE_PUBLIC_URL    http://localhost:COURSE_PORT (how a browser does; config.json's courseBaseUrl),
//   MAIN_API_URL         http://127.0.0.1:PORT (how the course service reaches the main API),
//   COURSE_ALLOWED_ORIGINS  http://localhost:PORT,http://127.0.0.1:PORT (the storefront's origins).
// COURSE_ENTRY names another course service entry (a stub in a test); default services/course/main.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { secretFrom } from '../server/config.ts';

const ROOT = resolve(import.meta.dirname, '..');
// A child's shutdown drains for SHUTDOWN_DRAIN_MS first (0 unless set; server/operability/shutdown.ts).
const STOP_GRACE_MS = 5_000 + (Number(process.env.SHUTDOWN_DRAIN_MS) || 0);

export function launchEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const dataDir = resolve(ROOT, env.DATA_DIR || './.data');
  const port = env.PORT || '8080';
  const coursePort = env.COURSE_PORT || '8081';
  return {
    ...env,
    NODE_ENV: env.NODE_ENV || 'development',
    DATA_DIR: dataDir,
    PORT: port,
    COURSE_PORT: coursePort,
    COURSE_SERVICE_KEY: secretFrom(dataDir, env.COURSE_SERVICE_KEY, 'course-service-key'),
    COURSE_SERVICE_URL: env.COURSE_SERVICE_URL || `http://127.0.0.1:${coursePort}`,
    COURSE_PUBLIC_URL: env.COURSE_PUBLIC_URL || `http://localhost:${coursePort}`,
    MAIN_API_URL: env.MAIN_API_URL || `http://127.0.0.1:${port}`,
    COURSE_ALLOWED_ORIGINS: env.COURSE_ALLOWED_ORIGINS || `http://localhost:${port},http://127.0.0.1:${port}`,
  };
}

interface Child {
  name: string;
  process: ChildProcess;
}

function prefixLines(stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream, prefix: string): void {
  if (!stream) return;
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${prefix} ${line}\n`));
}

function start(name: string, entry: string, env: NodeJS.ProcessEnv, color: string): Child {
  const tag = name.padEnd(6);
  const prefix = process.stdout.isTTY ? `\x1b[${color}m[${tag}]\x1b[0m` : `[${tag}]`;
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  prefixLines(child.stdout, process.stdout, prefix);
  prefixLines(child.stderr, process.stderr, prefix);
  return { name, process: child };
}

function main(): void {
  const mainEntry = resolve(ROOT, 'server/main.ts');
  const courseEntry = resolve(ROOT, process.env.COURSE_ENTRY || 'services/course/main.ts');
  for (const [what, entry] of [['the storefront and API', mainEntry], ['the course service', courseEntry]] as const) {
    if (!existsSync(entry)) {
      console.error(`npm start: ${what} cannot start: ${entry} does not exist.`);
      if (entry === courseEntry) {
        console.error('The course service (services/course/, docs/courses.md) is not in this tree yet. To run the storefront alone:\n  NODE_ENV=development node --import tsx server/main.ts');
      }
      process.exit(1);
    }
  }

  const env = launchEnv(process.env);
  console.log(`npm start: storefront + API on http://localhost:${env.PORT}, course service on ${env.COURSE_PUBLIC_URL} (data in ${env.DATA_DIR})`);
  const children = [start('main', mainEntry, env, '36'), start('course', courseEntry, env, '35')];

  let stopping = false;
  let exitCode: number | null = null;
  const stopAll = (signal: NodeJS.Signals) => {
    for (const { process: child } of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    }
    setTimeout(() => {
      for (const { process: child } of children) {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
    }, STOP_GRACE_MS).unref();
  };

  for (const { name, process: child } of children) {
    child.on('error', (error) => {
      console.error(`npm start: ${name} could not start: ${error.message}`);
      exitCode ??= 1;
      stopping = true;
      stopAll('SIGTERM');
    });
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(`npm start: ${name} stopped (${signal ?? `exit code ${code}`}); stopping the other`);
        exitCode ??= code ?? 1;
        stopping = true;
        stopAll('SIGTERM');
      }
      if (children.every(({ process: c }) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode ?? 0);
    });
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      exitCode ??= 0;
      stopAll(signal);
    });
  }
}

main();
