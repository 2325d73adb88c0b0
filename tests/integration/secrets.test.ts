// Secrets (issue 21): in production on PostgreSQL a missing APP_SECRET or COURSE_SERVICE_KEY refuses
// the start (both services), since a secret generated per data directory differs between processes;
// a generated secret file is created atomically, so processes starting at once end with one secret.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, secretFrom } from '../../server/config.ts';
import { loadCourseConfig } from '../../services/course/config.ts';
import { ROOT, spawnServer } from './fixtures/spawned-server.ts';

const PG = 'postgres://titip@127.0.0.1:5432/titip';
const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;
const tmp = () => mkdtempSync(join(tmpdir(), 'titip-secret-'));

describe('production on PostgreSQL needs the secrets in the environment', () => {
  it('the main server refuses to start without APP_SECRET and COURSE_SERVICE_KEY, and names what is missing', () => {
    const dataDir = tmp();
    expect(() => loadConfig(env({ NODE_ENV: 'production', DATABASE_URL: PG }), { dataDir })).toThrow(/Refusing to start: .*APP_SECRET and COURSE_SERVICE_KEY must be set/);
    expect(() => loadConfig(env({ DATABASE_URL: PG, APP_SECRET: 'a' }), { dataDir })).toThrow(/COURSE_SERVICE_KEY must be set/);
    expect(() => loadConfig(env({ DATABASE_URL: PG, COURSE_SERVICE_KEY: 'k' }), { dataDir })).toThrow(/APP_SECRET must be set/);
    expect(readdirSync(dataDir)).toEqual([]); // nothing generated on the way
    expect(loadConfig(env({ DATABASE_URL: PG, APP_SECRET: 'a', COURSE_SERVICE_KEY: 'k' }), { dataDir })).toMatchObject({ appSecret: 'a', courseServiceKey: 'k' });
    // PGlite (one process) and development keep generating them.
    expect(loadConfig(env({ NODE_ENV: 'production' }), { dataDir }).appSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig(env({ NODE_ENV: 'development', DATABASE_URL: PG }), { dataDir: tmp() }).appSecret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the course service refuses to start on PostgreSQL without COURSE_SERVICE_KEY', () => {
    const dataDir = tmp();
    expect(() => loadCourseConfig(env({ NODE_ENV: 'production', COURSE_DATABASE_URL: PG }), { dataDir })).toThrow(/Refusing to start: .*COURSE_SERVICE_KEY must be set/);
    expect(loadCourseConfig(env({ COURSE_DATABASE_URL: PG, COURSE_SERVICE_KEY: 'k' }), { dataDir }).serviceKey).toBe('k');
    expect(loadCourseConfig(env({ NODE_ENV: 'production' }), { dataDir }).serviceKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the processes exit 1 with the message', async () => {
    const main = await spawnServer('server/main.ts', { NODE_ENV: 'production', DATABASE_URL: PG, APP_SECRET: '', COURSE_SERVICE_KEY: '' }, { ready: false });
    const course = await spawnServer('services/course/main.ts', { NODE_ENV: 'production', COURSE_DATABASE_URL: PG, COURSE_SERVICE_KEY: '' }, { ready: false, portVariable: 'COURSE_PORT' });
    try {
      expect(await main.exited).toBe(1);
      expect(main.lines.join('\n')).toMatch(/Refusing to start: in production on PostgreSQL \(DATABASE_URL\) APP_SECRET and COURSE_SERVICE_KEY must be set/);
      expect(await course.exited).toBe(1);
      expect(course.lines.join('\n')).toMatch(/Refusing to start: in production on PostgreSQL \(COURSE_DATABASE_URL\) COURSE_SERVICE_KEY must be set/);
    } finally {
      await main.cleanup();
      await course.cleanup();
    }
  }, 60_000);
});

describe('a generated secret file', () => {
  it('is one secret when several processes start at once on an empty directory', async () => {
    const base = tmp();
    const dataDir = join(base, 'data');
    const racers = Array.from({ length: 5 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/fixtures/secret-race.ts', dataDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      const ready = new Promise<void>((done) => child.stdout.on('data', (c: Buffer) => { out += c.toString(); if (out.includes('ready')) done(); }));
      const secret = new Promise<string>((done, fail) => child.on('exit', (code) => (code === 0 ? done(out.match(/secret (\S+)/)?.[1] ?? '') : fail(new Error(`exit ${code}`)))));
      return { ready, secret };
    });
    await Promise.all(racers.map((r) => r.ready));
    writeFileSync(join(base, 'go'), '');
    const secrets = await Promise.all(racers.map((r) => r.secret));
    const file = join(dataDir, 'app-secret');
    expect(secrets[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(secrets)).toEqual(new Set([readFileSync(file, 'utf8')]));
    expect(readdirSync(dataDir)).toEqual(['app-secret']); // no temporary file left behind
    expect(statSync(file).mode & 0o777).toBe(0o600);
  }, 60_000);

  it('is read back, never replaced; an empty one (a crash of an older writer) is an error that says what to do', () => {
    const dataDir = tmp();
    const first = secretFrom(dataDir, undefined, 'course-service-key');
    expect(secretFrom(dataDir, undefined, 'course-service-key')).toBe(first);
    expect(secretFrom(dataDir, 'given', 'course-service-key')).toBe('given');
    writeFileSync(join(dataDir, 'app-secret'), '');
    expect(() => secretFrom(dataDir, undefined)).toThrow(/app-secret is empty: delete it/);
  });
});
