// Load test (`npm run load`; docs/performance.md, "API under load").
//
// The server under test runs in this process; the load generator (autocannon) runs in a child
// process (scripts/load-worker.ts), so the two never share a thread. In the same run a bare
// Fastify app (one route answering a small JSON) is measured first and last with the same
// connection count; every endpoint's throughput is printed as a ratio of that reference.
//
//   npm run load                                  # PGlite (embedded, on disk in a temp dir)
//   LOAD_DB=postgres npm run load                 # PostgreSQL: database titip_load on LOAD_DATABASE_URL's server
//
// Environment: LOAD_SECONDS (10 per endpoint), LOAD_WARMUP_SECONDS (2), LOAD_CONNECTIONS (10),
// LOAD_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test: the server; the run uses its own
// database titip_load, created when missing, in a schema dropped before and after the run),
// LOAD_MIN_RATIO_PG / LOAD_MIN_RATIO_PGLITE (percent: exit 1 when a gated endpoint is below),
// LOAD_MAX_P99_MS (exit 1 when a gated endpoint's p99 is above), LOAD_ONLY (a regular expression:
// only the endpoints whose title matches, e.g. LOAD_ONLY=list), LOAD_ACCEPT_ENCODING (sent by
// the API calls, e.g. 'br, gzip' as a browser does: answers of 1 KB and more are then compressed;
// unset: none, as before). Traffic goes to loopback only.
import Fastify from 'fastify';
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../server/config.ts';
import { dropSchema, prepareDatabase, type Db } from '../server/db/database.ts';
import { buildApp } from '../server/app.ts';
import { seedDemoData } from '../server/seed.ts';
import { issueLoginToken } from '../server/modules/auth/customers.ts';
import type { LoadRun, LoadSummary } from './load-worker.ts';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const WARMUP = Number(process.env.LOAD_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 10);
const DB_KIND = process.env.LOAD_DB === 'postgres' ? 'postgres' : 'pglite';
const SERVER_URL = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LOAD_DATABASE = 'titip_load';
const LOAD_SCHEMA = 'load_run';
const MIN_RATIO = Number((DB_KIND === 'postgres' ? process.env.LOAD_MIN_RATIO_PG : process.env.LOAD_MIN_RATIO_PGLITE) ?? 0);
const MAX_P99 = Number(process.env.LOAD_MAX_P99_MS ?? 0);
const ONLY = process.env.LOAD_ONLY ? new RegExp(process.env.LOAD_ONLY, 'i') : null;
const ENCODING: Record<string, string> = process.env.LOAD_ACCEPT_ENCODING ? { 'accept-encoding': process.env.LOAD_ACCEPT_ENCODING } : {};
const PRODUCTS = ['725531908812', '718890012345', '733109876543'].map((id) => `https://item.taobao.com/item.htm?id=${id}`);

// ------------------------------------------------------------------ the generator process

const worker = fork(new URL('./load-worker.ts', import.meta.url), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
let nextId = 0;
function drive(run: LoadRun): Promise<LoadSummary> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const onMessage = (message: { id: number; summary?: LoadSummary; error?: string }) => {
      if (message.id !== id) return;
      worker.off('message', onMessage);
      if (message.summary) resolve(message.summary);
      else reject(new Error(message.error ?? 'load worker failed'));
    };
    worker.on('message', onMessage);
    worker.send({ id, run });
  });
}

// ------------------------------------------------------------------ the database

async function postgresDatabaseUrl(): Promise<string> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [LOAD_DATABASE]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${LOAD_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${LOAD_DATABASE}`;
  return url.toString();
}

const dataDir = mkdtempSync(join(tmpdir(), 'titip-load-'));
const databaseUrl = DB_KIND === 'postgres' ? await postgresDatabaseUrl() : undefined;
if (databaseUrl) await dropSchema(databaseUrl, LOAD_SCHEMA);
const db: Db = await prepareDatabase(databaseUrl ? { databaseUrl, schema: LOAD_SCHEMA } : { dataDir: join(dataDir, 'db') });

// ------------------------------------------------------------------ the servers

const bare = Fastify({ logger: false });
bare.get('/ping', async () => ({ action: true, message: 'OK', data: { pong: true } }));
await bare.listen({ host: '127.0.0.1', port: 0 });
const bareAddress = bare.server.address();
if (!bareAddress || typeof bareAddress === 'string') throw new Error('no address');

const config = loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv, { dataDir, appSecret: 'load', host: '127.0.0.1', port: 0, staticDir: undefined, paymentExpirySweepMs: 0 });
await seedDemoData(db, config);
const app = await buildApp({ config, db });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no address');
const base = `http://127.0.0.1:${address.port}/api`;

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** 5 adds of 3 products (a repeat raises a line's quantity): 3 lines. */
async function fillCart(headers: Record<string, string>): Promise<string[]> {
  const codes = new Set<string>();
  for (let i = 0; i < 5; i++) {
    const added = await post('cart/add-to-cart', { url: PRODUCTS[i % PRODUCTS.length], quantity: 1 + i, package_track: 'udara' }, headers);
    codes.add(String(added.cart_detail_code));
  }
  return [...codes];
}

// A guest (AccessToken) and a signed-in customer (Authorization: Token), each with a 3-line cart.
const { access_token: accessToken } = (await post('token-access/create', { mode: 'create_token' })) as { access_token: string };
const guest = { AccessToken: accessToken };
const guestCodes = await fillCart(guest);
const customer = await db.insertInto('customers').values({
  customer_key: 'load-customer', first_name: 'Load', last_name: 'Test', email: 'load@example.test', phone_number: null,
  password_hash: null, gender: null, birthday: null, avatar: null, status: 'active', google_sub: null,
}).returning('id').executeTakeFirstOrThrow();
const signedIn = { ...guest, authorization: `Token ${await issueLoginToken(db, customer.id)}` };
const customerCodes = await fillCart(signedIn);

// ------------------------------------------------------------------ the runs

interface Endpoint { title: string; gated: boolean; run: Omit<LoadRun, 'connections' | 'duration'> }
const json = { 'content-type': 'application/json', ...ENCODING };
const endpoints: Endpoint[] = [
  { title: 'POST cart-detail/tax-calculator', gated: true, run: { url: `${base}/cart-detail/tax-calculator`, method: 'POST', headers: { ...guest, ...json }, body: JSON.stringify({ cart_detail_codes: guestCodes }) } },
  { title: 'GET cart-detail/list', gated: true, run: { url: `${base}/cart-detail/list`, headers: { ...guest, ...ENCODING } } },
  { title: 'POST tax-calculator (signed in)', gated: true, run: { url: `${base}/cart-detail/tax-calculator`, method: 'POST', headers: { ...signedIn, ...json }, body: JSON.stringify({ cart_detail_codes: customerCodes }) } },
  { title: 'GET cart-detail/list (signed in)', gated: true, run: { url: `${base}/cart-detail/list`, headers: { ...signedIn, ...ENCODING } } },
  { title: 'GET catalog-home', gated: false, run: { url: `${base}/catalog-home`, headers: { ...guest, ...ENCODING } } },
];

async function measure(run: Omit<LoadRun, 'connections' | 'duration'>): Promise<LoadSummary> {
  if (WARMUP > 0) await drive({ ...run, connections: CONNECTIONS, duration: WARMUP });
  return drive({ ...run, connections: CONNECTIONS, duration: SECONDS });
}

const bareRun = { url: `http://127.0.0.1:${bareAddress.port}/ping` };
const results: { title: string; gated: boolean; summary: LoadSummary }[] = [];
const before = await measure(bareRun);
for (const endpoint of endpoints.filter((e) => !ONLY || ONLY.test(e.title))) results.push({ title: endpoint.title, gated: endpoint.gated, summary: await measure(endpoint.run) });
const after = await measure(bareRun);
// The reference is the mean of the bare route measured first and last (the machine drifts).
const reference = (before.requestsPerSecond + after.requestsPerSecond) / 2;

worker.disconnect();
await app.close();
await bare.close();
await db.destroy();
if (databaseUrl) await dropSchema(databaseUrl, LOAD_SCHEMA);
rmSync(dataDir, { recursive: true, force: true });

// ------------------------------------------------------------------ the report

const pct = (s: LoadSummary) => (100 * s.requestsPerSecond) / reference;
const row = (title: string, s: LoadSummary, ratio: string) =>
  `| ${title.padEnd(34)} | ${s.requestsPerSecond.toFixed(0).padStart(6)} | ${String(s.p50).padStart(3)} | ${String(s.p99).padStart(3)} | ${String(s.errors + s.non2xx).padStart(6)} | ${ratio.padStart(8)} |`;
console.log(`\nload: ${DB_KIND === 'postgres' ? `PostgreSQL (${LOAD_DATABASE})` : 'PGlite'}, ${CONNECTIONS} connections, ${SECONDS} s per endpoint after ${WARMUP} s warm-up, generator in its own process${ENCODING['accept-encoding'] ? `, accept-encoding: ${ENCODING['accept-encoding']}` : ''}`);
console.log(`| ${'endpoint'.padEnd(34)} | req/s  | p50 | p99 | errors | % of bare |`);
console.log(`|${'-'.repeat(36)}|-------:|----:|----:|-------:|---------:|`);
console.log(row('bare Fastify GET /ping (first)', before, 'ref'));
for (const r of results) console.log(row(r.title, r.summary, `${pct(r.summary).toFixed(1)}%`));
console.log(row('bare Fastify GET /ping (last)', after, 'ref'));
console.log(`(p50/p99 in ms; errors = connection errors + non-2xx; reference = ${reference.toFixed(0)} req/s, the mean of first and last)`);

const failures: string[] = [];
for (const r of results) {
  if (r.summary.errors > 0 || r.summary.non2xx > 0) failures.push(`${r.title}: ${r.summary.errors} errors, ${r.summary.non2xx} non-2xx`);
  if (!r.gated) continue;
  if (MIN_RATIO > 0 && pct(r.summary) < MIN_RATIO) failures.push(`${r.title}: ${pct(r.summary).toFixed(1)}% of bare, below ${MIN_RATIO}%`);
  if (MAX_P99 > 0 && r.summary.p99 > MAX_P99) failures.push(`${r.title}: p99 ${r.summary.p99} ms, above ${MAX_P99} ms`);
}
if (failures.length > 0) {
  console.error(`\nFAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
