// Load test (`npm run load`; docs/performance.md, "API under load").
//
// The server under test runs in this process; the load generator (autocannon) runs in a child
// process (scripts/load-worker.ts), so the two never share a thread. In the same run a bare
// Fastify app (one route answering a small JSON) is the reference: it runs before every round of
// the endpoints and once after the last, and each endpoint's throughput in a round is printed as a
// ratio of the bare runs around it; the report gives the median over the rounds. The gate is that
// ratio. The POST endpoints are also given as a ratio of a bare POST route (the same body read,
// parsed and validated, a small JSON answered), run beside the bare GET: the like-for-like figure.
//
//   npm run load                                  # PGlite (embedded, on disk in a temp dir)
//   LOAD_DB=postgres npm run load                 # PostgreSQL: database titip_load on LOAD_DATABASE_URL's server
//
// Environment: LOAD_SECONDS (12 per endpoint in all), LOAD_ROUNDS (3: the runs they are split into),
// LOAD_WARMUP_SECONDS (2, before each endpoint's first run), LOAD_CONNECTIONS (10),
// LOAD_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test: the server; the run uses its own
// database titip_load, created when missing, in a schema dropped before and after the run),
// LOAD_MIN_RATIO_PG / LOAD_MIN_RATIO_PGLITE (percent: exit 1 when a gated endpoint is below),
// LOAD_MAX_P99_MS (exit 1 when a gated endpoint's p99 is above), LOAD_ONLY (a regular expression:
// only the endpoints whose title matches, e.g. LOAD_ONLY=list), LOAD_ACCEPT_ENCODING (sent by
// the API calls, e.g. 'br, gzip' as a browser does: answers of 1 KB and more are then compressed;
// unset: none, as before), LOAD_CHECKOUT_CUSTOMERS (200: the checkout scenario's customers, each
// placing one order, all at once with LOAD_CONNECTIONS in flight; 0 skips it; scripts/load-checkout.ts),
// LOAD_CHECKOUT_MIN_OPS (orders per second: exit 1 below it). The scenario runs after the endpoints;
// any 5xx, any double order or any total other than the previewed one fails the run.
// Traffic goes to loopback only.
import Fastify from 'fastify';
import { fork } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, canonicalRequest, cutSignature, signatureKey } from '../src/domain/api-signature/index.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../server/config.ts';
import { dropSchema, prepareDatabase, type Db } from '../server/db/database.ts';
import { buildApp } from '../server/app.ts';
import { seedDemoData } from '../server/seed.ts';
import { issueLoginToken } from '../server/modules/auth/customers.ts';
import type { Batch, BatchResult, LoadRun, LoadSummary } from './load-worker.ts';
import { runCheckoutScenario, type CheckoutReport } from './load-checkout.ts';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 12);
const ROUNDS = Math.max(1, Math.round(Number(process.env.LOAD_ROUNDS ?? 3)));
/** Each endpoint runs SECONDS in all, split into ROUNDS runs. */
const ROUND_SECONDS = Math.max(1, Math.round(SECONDS / ROUNDS));
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
const CHECKOUT_CUSTOMERS = Math.max(0, Math.round(Number(process.env.LOAD_CHECKOUT_CUSTOMERS ?? 200)));
const CHECKOUT_MIN_OPS = Number(process.env.LOAD_CHECKOUT_MIN_OPS ?? 0);
const PRODUCTS = ['725531908812', '718890012345', '733109876543'].map((id) => `https://item.taobao.com/item.htm?id=${id}`);

// ------------------------------------------------------------------ the generator process

const worker = fork(new URL('./load-worker.ts', import.meta.url), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
let nextId = 0;
function ask<T>(message: { run: LoadRun } | { batch: Batch }, pick: (answer: { summary?: LoadSummary; batch?: BatchResult }) => T | undefined): Promise<T> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const onMessage = (answer: { id: number; summary?: LoadSummary; batch?: BatchResult; error?: string }) => {
      if (answer.id !== id) return;
      worker.off('message', onMessage);
      const value = pick(answer);
      if (value !== undefined) resolve(value);
      else reject(new Error(answer.error ?? 'load worker failed'));
    };
    worker.on('message', onMessage);
    worker.send({ id, ...message });
  });
}
const drive = (run: LoadRun) => ask({ run }, (a) => a.summary);
const sendBatch = (batch: Batch) => ask({ batch }, (a) => a.batch);

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
// The like-for-like reference of the POST endpoints: Fastify reading, parsing and validating a JSON body.
bare.post('/echo', { schema: { body: { type: 'object', required: ['cart_detail_codes'], properties: { cart_detail_codes: { type: 'array', items: { type: 'string' } } } } } },
  async (request) => ({ action: true, message: 'OK', data: { codes: (request.body as { cart_detail_codes: string[] }).cart_detail_codes.length } }));
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

/**
 * The signature headers of a signed call (spec section 7), as the storefront computes them: the
 * product page's POST scrap is signed. Its timestamp is valid for 5 minutes (SIGNATURE_MAX_SKEW_MS),
 * longer than the run; the server checks it on every request, as for a browser's.
 */
function signed(method: string, path: string, body: string, token: string): Record<string, string> {
  const timestamp = String(Date.now());
  const canonical = canonicalRequest(timestamp, method, path, createHash('sha256').update(body).digest('hex'));
  return { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: cutSignature(createHmac('sha256', signatureKey(token, null)).update(canonical).digest('hex')) };
}
const scrapBody = JSON.stringify({ url: PRODUCTS[0], version: 'V2' });

interface Endpoint { title: string; gated: boolean; run: Omit<LoadRun, 'connections' | 'duration'> }
const json = { 'content-type': 'application/json', ...ENCODING };
const endpoints: Endpoint[] = [
  { title: 'POST cart-detail/tax-calculator', gated: true, run: { url: `${base}/cart-detail/tax-calculator`, method: 'POST', headers: { ...guest, ...json }, body: JSON.stringify({ cart_detail_codes: guestCodes }) } },
  { title: 'GET cart-detail/list', gated: true, run: { url: `${base}/cart-detail/list`, headers: { ...guest, ...ENCODING } } },
  { title: 'POST tax-calculator (signed in)', gated: true, run: { url: `${base}/cart-detail/tax-calculator`, method: 'POST', headers: { ...signedIn, ...json }, body: JSON.stringify({ cart_detail_codes: customerCodes }) } },
  { title: 'GET cart-detail/list (signed in)', gated: true, run: { url: `${base}/cart-detail/list`, headers: { ...signedIn, ...ENCODING } } },
  { title: 'POST scrap (product page)', gated: true, run: { url: `${base}/scrap`, method: 'POST', headers: { ...guest, ...json, ...signed('POST', '/api/scrap', scrapBody, accessToken) }, body: scrapBody } },
  { title: 'GET catalog-home', gated: false, run: { url: `${base}/catalog-home`, headers: { ...guest, ...ENCODING } } },
];

async function measure(run: Omit<LoadRun, 'connections' | 'duration'>, warmup: number): Promise<LoadSummary> {
  if (warmup > 0) await drive({ ...run, connections: CONNECTIONS, duration: warmup });
  const cpu = process.cpuUsage();
  const summary = await drive({ ...run, connections: CONNECTIONS, duration: ROUND_SECONDS });
  const used = process.cpuUsage(cpu);
  return { ...summary, cpuMicrosPerRequest: summary.requests > 0 ? (used.user + used.system) / summary.requests : 0 };
}

// Rounds: the bare route, then every endpoint, ROUNDS times, and the bare route once more. An
// endpoint's ratio in a round is to the mean of the bare runs just before and just after it, so a
// slow spell of the machine (seen: the bare route from 6,000 to 30,000 req/s within a minute) weighs
// on both sides of a ratio, and one disturbed round does not decide the result: the median does.
const bareRun = { url: `http://127.0.0.1:${bareAddress.port}/ping` };
const barePostRun = { url: `http://127.0.0.1:${bareAddress.port}/echo`, method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ cart_detail_codes: guestCodes }) };
const chosen = endpoints.filter((e) => !ONLY || ONLY.test(e.title));
const withPost = chosen.some((e) => e.run.method === 'POST');
const bareRuns: LoadSummary[] = [];
const barePostRuns: LoadSummary[] = [];
const rounds = new Map<Endpoint, LoadSummary[]>(chosen.map((e) => [e, []]));
for (let round = 0; round < ROUNDS; round++) {
  const warmup = round === 0 ? WARMUP : 0;
  bareRuns.push(await measure(bareRun, warmup));
  if (withPost) barePostRuns.push(await measure(barePostRun, warmup));
  for (const endpoint of chosen) rounds.get(endpoint)?.push(await measure(endpoint.run, warmup));
}
bareRuns.push(await measure(bareRun, 0));
if (withPost) barePostRuns.push(await measure(barePostRun, 0));

// The checkout scenario (scripts/load-checkout.ts): after the endpoints, so its orders do not change what they read.
const checkout: CheckoutReport | null = CHECKOUT_CUSTOMERS > 0 && (!ONLY || ONLY.test('checkout'))
  ? await runCheckoutScenario({ base, db, customers: CHECKOUT_CUSTOMERS, concurrency: CONNECTIONS, send: sendBatch })
  : null;

worker.disconnect();
await app.close();
await bare.close();
await db.destroy();
if (databaseUrl) await dropSchema(databaseUrl, LOAD_SCHEMA);
rmSync(dataDir, { recursive: true, force: true });

// ------------------------------------------------------------------ the report

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] ?? 0 : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
/** Percent of a bare route around round r (the mean of its runs before and after it). */
const ratioIn = (s: LoadSummary, r: number, reference: LoadSummary[] = bareRuns) => (100 * s.requestsPerSecond) / (((reference[r]?.requestsPerSecond ?? 0) + (reference[r + 1]?.requestsPerSecond ?? 0)) / 2);

interface Row { title: string; gated: boolean; rps: number; p50: number; p99: number; failed: number; ratios: number[]; ratio: number; postRatio: number | null; cpu: number }
const rowOf = (title: string, gated: boolean, runs: LoadSummary[], ratios: number[], postRatios: number[] = []): Row => ({
  title, gated, ratios,
  postRatio: postRatios.length > 0 ? median(postRatios) : null,
  rps: median(runs.map((s) => s.requestsPerSecond)),
  p50: median(runs.map((s) => s.p50)),
  p99: Math.max(...runs.map((s) => s.p99)),
  failed: runs.reduce((n, s) => n + s.errors + s.non2xx, 0),
  ratio: median(ratios),
  cpu: median(runs.map((s) => s.cpuMicrosPerRequest ?? 0)),
});
const results = chosen.map((e) => {
  const runs = rounds.get(e) ?? [];
  return rowOf(e.title, e.gated, runs, runs.map((s, r) => ratioIn(s, r)), e.run.method === 'POST' ? runs.map((s, r) => ratioIn(s, r, barePostRuns)) : []);
});
const bareRow = rowOf(`bare Fastify GET /ping (${bareRuns.length} runs)`, false, bareRuns, []);
// The bare POST as a percentage of the bare GET run just before it.
const barePostRow = withPost
  ? rowOf(`bare Fastify POST /echo (${barePostRuns.length} runs)`, false, barePostRuns, barePostRuns.map((s, r) => (100 * s.requestsPerSecond) / (bareRuns[r]?.requestsPerSecond ?? Number.NaN)))
  : null;

const line = (r: Row, ratio: string, each: string, postRatio = r.postRatio === null ? '' : `${r.postRatio.toFixed(1)}%`) =>
  `| ${r.title.padEnd(34)} | ${r.rps.toFixed(0).padStart(6)} | ${String(r.p50).padStart(3)} | ${String(r.p99).padStart(3)} | ${String(r.failed).padStart(6)} | ${ratio.padStart(9)} | ${postRatio.padStart(14)} | ${each.padEnd(24)} | ${r.cpu.toFixed(1).padStart(10)} |`;
console.log(`\nload: ${DB_KIND === 'postgres' ? `PostgreSQL (${LOAD_DATABASE})` : 'PGlite'}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_SECONDS} s per endpoint after ${WARMUP} s warm-up, generator in its own process${ENCODING['accept-encoding'] ? `, accept-encoding: ${ENCODING['accept-encoding']}` : ''}`);
console.log(`| ${'endpoint'.padEnd(34)} | req/s  | p50 | p99 | errors | % of bare | % of bare POST | ${'each round'.padEnd(24)} | CPU µs/req |`);
console.log(`|${'-'.repeat(36)}|-------:|----:|----:|-------:|----------:|---------------:|${'-'.repeat(26)}|-----------:|`);
console.log(line(bareRow, 'ref', bareRuns.map((s) => s.requestsPerSecond.toFixed(0)).join(' ')));
if (barePostRow) console.log(line(barePostRow, `${barePostRow.ratio.toFixed(1)}%`, barePostRuns.map((s) => s.requestsPerSecond.toFixed(0)).join(' '), 'ref'));
for (const r of results) console.log(line(r, `${r.ratio.toFixed(1)}%`, r.ratios.map((x) => x.toFixed(1)).join(' ')));
console.log(`(req/s, p50 and CPU: median of the rounds; p99: the highest; errors: all rounds. % of bare: the median over the rounds of the ratio to the bare GET runs just before and after (the gate); % of bare POST: the same against the bare route that reads, parses and validates a JSON body, for the POST endpoints; each round: the ratios to bare GET, or for a bare route each run's req/s. CPU µs/req: user + system CPU time of the server's process per request answered.)`);

const failures: string[] = [];
if (checkout) {
  console.log(`\ncheckout: ${checkout.customers} customers placing one order each at once (${checkout.requests} requests with the double taps and second orders), ${CONNECTIONS} in flight`);
  console.log(`| orders placed | orders/s | p50 ms | p99 ms | double taps and second orders refused (409) | failures |`);
  console.log(`|--------------:|---------:|-------:|-------:|--------------------------------------------:|---------:|`);
  console.log(`| ${String(checkout.placed).padStart(13)} | ${checkout.ordersPerSecond.toFixed(1).padStart(8)} | ${String(checkout.p50).padStart(6)} | ${String(checkout.p99).padStart(6)} | ${String(checkout.refusedAsExpected).padStart(43)} | ${String(checkout.failures.length).padStart(8)} |`);
  failures.push(...checkout.failures.slice(0, 20).map((f) => `checkout: ${f}`));
  if (checkout.failures.length > 20) failures.push(`checkout: ${checkout.failures.length - 20} more`);
  if (CHECKOUT_MIN_OPS > 0 && checkout.ordersPerSecond < CHECKOUT_MIN_OPS) failures.push(`checkout: ${checkout.ordersPerSecond.toFixed(1)} orders/s, below ${CHECKOUT_MIN_OPS}`);
}
for (const r of results) {
  if (r.failed > 0) failures.push(`${r.title}: ${r.failed} errors or non-2xx answers`);
  if (!r.gated) continue;
  if (MIN_RATIO > 0 && r.ratio < MIN_RATIO) failures.push(`${r.title}: ${r.ratio.toFixed(1)}% of bare, below ${MIN_RATIO}%`);
  if (MAX_P99 > 0 && r.p99 > MAX_P99) failures.push(`${r.title}: p99 ${r.p99} ms, above ${MAX_P99} ms`);
}
if (failures.length > 0) {
  console.error(`\nFAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
