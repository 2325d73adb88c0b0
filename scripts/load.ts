// Load test (`npm run load`): starts the real server on 127.0.0.1 with a fresh embedded database,
// adds 5 demo products to a guest cart (3 lines: a repeat raises a line's quantity), then drives cart-detail/tax-calculator and
// cart-detail/list with autocannon for a bounded time each. Traffic goes to loopback only.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../server/config.ts';
import { prepareDatabase } from '../server/db/database.ts';
import { buildApp } from '../server/app.ts';
import { seedDemoData } from '../server/seed.ts';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 10);
const PRODUCTS = ['725531908812', '718890012345', '733109876543'].map((id) => `https://item.taobao.com/item.htm?id=${id}`);

const dataDir = mkdtempSync(join(tmpdir(), 'titip-load-'));
const config = loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv, { dataDir, appSecret: 'load', host: '127.0.0.1', port: 0, staticDir: undefined });
const db = await prepareDatabase({ dataDir: join(dataDir, 'db') });
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

const { access_token: accessToken } = (await post('token-access/create', { mode: 'create_token' })) as { access_token: string };
const auth = { AccessToken: accessToken };
const codes = new Set<string>();
for (let i = 0; i < 5; i++) {
  const added = await post('cart/add-to-cart', { url: PRODUCTS[i % PRODUCTS.length], quantity: 1 + i, package_track: 'udara' }, auth);
  codes.add(String(added.cart_detail_code));
}
const taxBody = JSON.stringify({ cart_detail_codes: [...codes] });

async function run(title: string, opts: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts });
  const line = `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors}   non-2xx ${result.non2xx}`;
  console.log(line);
  return result;
}

console.log(`load: ${CONNECTIONS} connections, ${SECONDS} s per endpoint, PGlite, ${codes.size} cart lines`);
const results = [
  await run('POST cart-detail/tax-calculator', { url: `${base}/cart-detail/tax-calculator`, method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: taxBody }),
  await run('GET cart-detail/list', { url: `${base}/cart-detail/list`, headers: auth }),
];
await app.close();
await db.destroy();
rmSync(dataDir, { recursive: true, force: true });
if (results.some((r) => r.non2xx > 0 || r.errors > 0)) process.exit(1);
