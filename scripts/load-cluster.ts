// Two web processes against one (`npm run load:cluster`; docs/performance.md "Several processes").
//
// The same server, `node --import tsx server/main.ts` with SERVER_ROLE=web, on one PostgreSQL schema
// and one Redis (as in production: docs/deploy.md), measured two ways in each round: one process
// under LOAD_CONNECTIONS connections, then two processes under half of them each at the same time
// (the balancer's round robin, as two generators). The report gives each endpoint's requests per
// second both ways and their ratio (the median over the rounds). Every generator is a process of its
// own (scripts/load-worker.ts). Traffic goes to loopback only.
//
// Environment: LOAD_SECONDS (8 per run), LOAD_ROUNDS (3), LOAD_CONNECTIONS (20), LOAD_DATABASE_URL
// (postgres://postgres@127.0.0.1:5432/test: the run uses database titip_load, schema load_cluster,
// dropped before and after), LOAD_REDIS_URL (redis://127.0.0.1:6379).
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { dropSchema } from '../server/db/database.ts';
import type { LoadRun, LoadSummary } from './load-worker.ts';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 8);
const ROUNDS = Math.max(1, Math.round(Number(process.env.LOAD_ROUNDS ?? 3)));
const CONNECTIONS = Math.max(2, Number(process.env.LOAD_CONNECTIONS ?? 20));
const SERVER_URL = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.LOAD_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SCHEMA = 'load_cluster';
const ROOT = resolve(import.meta.dirname, '..');
const PRODUCTS = ['725531908812', '718890012345', '733109876543'].map((id) => `https://item.taobao.com/item.htm?id=${id}`);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  if (!address || typeof address === 'string') throw new Error('no address');
  return address.port;
}

async function loadDatabaseUrl(): Promise<string> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', ['titip_load']);
    if (found.rowCount === 0) await admin.query('CREATE DATABASE titip_load');
  } finally {
    await admin.end();
  }
  const url = new URL(SERVER_URL);
  url.pathname = '/titip_load';
  return url.toString();
}

const databaseUrl = await loadDatabaseUrl();
await dropSchema(databaseUrl, SCHEMA);

async function startWeb(seed: boolean): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '', NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), SERVER_ROLE: 'web',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'titip-load-cluster-')), STATIC_DIR: join(ROOT, 'no-storefront'), SEED_DEMO: seed ? '1' : '0',
      DATABASE_URL: databaseUrl, DATABASE_SCHEMA: SCHEMA, REDIS_URL, REDIS_KEY_PREFIX: 'load:cluster:',
      APP_SECRET: 'load-cluster', COURSE_SERVICE_KEY: 'load-cluster', PAYMENT_EXPIRY_SWEEP_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (!(await fetch(`${base}/readyz`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the web process on ${port} did not start`);
    await new Promise((done) => { setTimeout(done, 250); });
  }
  return { child, base };
}

const one = await startWeb(true);
const two = await startWeb(false);

async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

// A guest with a 3-line cart, made through the first process; both serve it (one database, one Redis).
const { access_token: accessToken } = (await post(one.base, 'token-access/create', { mode: 'create_token' })) as { access_token: string };
const guest = { AccessToken: accessToken };
const codes = new Set<string>();
for (let i = 0; i < 5; i++) codes.add(String((await post(two.base, 'cart/add-to-cart', { url: PRODUCTS[i % PRODUCTS.length], quantity: 1 + i }, guest)).cart_detail_code));

const generators = [0, 1].map(() => fork(new URL('./load-worker.ts', import.meta.url), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' }));
let nextId = 0;
function drive(generator: ChildProcess, run: LoadRun): Promise<LoadSummary> {
  const id = nextId++;
  return new Promise((done, fail) => {
    const onMessage = (message: { id: number; summary?: LoadSummary; error?: string }) => {
      if (message.id !== id) return;
      generator.off('message', onMessage);
      if (message.summary) done(message.summary);
      else fail(new Error(message.error ?? 'load worker failed'));
    };
    generator.on('message', onMessage);
    generator.send({ id, run });
  });
}

interface Endpoint { title: string; run: (base: string) => Omit<LoadRun, 'connections' | 'duration'> }
const endpoints: Endpoint[] = [
  { title: 'GET cart-detail/list', run: (base) => ({ url: `${base}/api/cart-detail/list`, headers: guest }) },
  {
    title: 'POST cart-detail/tax-calculator',
    run: (base) => ({ url: `${base}/api/cart-detail/tax-calculator`, method: 'POST', headers: { ...guest, 'content-type': 'application/json' }, body: JSON.stringify({ cart_detail_codes: [...codes] }) }),
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const [g1, g2] = generators as [ChildProcess, ChildProcess];
const rows: string[] = [];
for (const endpoint of endpoints) {
  // Warm both processes.
  await Promise.all([drive(g1, { ...endpoint.run(one.base), connections: 4, duration: 2 }), drive(g2, { ...endpoint.run(two.base), connections: 4, duration: 2 })]);
  const single: LoadSummary[] = [];
  const pair: LoadSummary[][] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    single.push(await drive(g1, { ...endpoint.run(one.base), connections: CONNECTIONS, duration: SECONDS }));
    pair.push(await Promise.all([
      drive(g1, { ...endpoint.run(one.base), connections: CONNECTIONS / 2, duration: SECONDS }),
      drive(g2, { ...endpoint.run(two.base), connections: CONNECTIONS / 2, duration: SECONDS }),
    ]));
  }
  const bad = [...single, ...pair.flat()].reduce((n, s) => n + s.errors + s.non2xx, 0);
  const oneRps = median(single.map((s) => s.requestsPerSecond));
  const twoRps = median(pair.map((p) => p.reduce((n, s) => n + s.requestsPerSecond, 0)));
  const ratios = pair.map((p, i) => p.reduce((n, s) => n + s.requestsPerSecond, 0) / (single[i]?.requestsPerSecond || 1));
  rows.push(`${endpoint.title.padEnd(34)} ${Math.round(oneRps).toString().padStart(8)} ${Math.round(twoRps).toString().padStart(8)} ${median(ratios).toFixed(2).padStart(6)} ${median(single.map((s) => s.p99)).toString().padStart(5)} ${median(pair.map((p) => Math.max(...p.map((s) => s.p99)))).toString().padStart(5)} ${String(bad).padStart(6)}`);
}

console.log(`\nnpm run load:cluster: ${ROUNDS} round(s) of ${SECONDS} s, ${CONNECTIONS} connections, ${cpus().length} CPU cores, PostgreSQL and Redis on loopback`);
console.log(`${'endpoint'.padEnd(34)} ${'1 proc'.padStart(8)} ${'2 procs'.padStart(8)} ${'ratio'.padStart(6)} ${'p99'.padStart(5)} ${'p99x2'.padStart(5)} ${'errors'.padStart(6)}`);
for (const row of rows) console.log(row);

for (const g of generators) g.disconnect();
for (const p of [one, two]) p.child.kill('SIGTERM');
await Promise.all([one, two].map((p) => new Promise((done) => p.child.once('exit', done))));
await dropSchema(databaseUrl, SCHEMA);
await dropSchema(databaseUrl, `graphile_worker_${SCHEMA}`).catch(() => undefined);
process.exit(0);
