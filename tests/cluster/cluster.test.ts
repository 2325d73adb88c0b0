// Many processes, one shop (issue 21; docs/deploy.md, docs/operations.md "Several processes"): two
// web processes and two workers of server/main.ts on one fresh PostgreSQL schema and one Redis, the
// uploads on an S3-compatible stand-in, and this test as the round-robin balancer: every call of a
// customer's journey alternates between the web processes. Run by `npm test` when PostgreSQL and
// Redis answer on loopback (scripts/test.sh), as the PostgreSQL integration step.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema, openDatabase, type Db } from '../../server/db/database.ts';
import { spawnServer, type Spawned } from '../integration/fixtures/spawned-server.ts';
import { startS3StandIn, type S3StandIn } from '../integration/fixtures/s3-stand-in.ts';
import { signatureHeaders } from '../integration/fixtures/sign.ts';
import { seedWallet, expectLedgerConsistent } from '../integration/fixtures/payments.ts';
import { PNG } from '../integration/fixtures/ops.ts';
import { MENTENG } from '../integration/fixtures/checkout.ts';
import type { Json } from '../integration/fixtures/http.ts';

const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SCHEMA = `cluster_${randomBytes(5).toString('hex')}`;
const PASSWORD = 'rahasia123';
const JOB_LOG = join(mkdtempSync(join(tmpdir(), 'titip-cluster-')), 'jobs.log');

let s3: S3StandIn;
let db: Db;
let web: Spawned[] = [];
const workers: Spawned[] = [];
let turn = 0;
/** The balancer: the next web process, in turn. */
const next = () => web[turn++ % web.length] as Spawned;

interface Session { access: string; login?: string; ip: string }

/** One call through the balancer (or to a given process), signed as the storefront signs, from the customer's address. */
async function call(session: Session, method: string, path: string, body?: unknown, to: Spawned = next(), extra: Record<string, string> = {}) {
  const headers: Record<string, string> = {
    'tb-language': 'english', accesstoken: session.access, 'x-forwarded-for': session.ip, ...extra,
    ...signatureHeaders({ method, path, body, accessToken: session.access, loginToken: session.login ?? null }),
  };
  if (session.login) headers.authorization = `Token ${session.login}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(to.baseUrl + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Json };
}

async function guest(ip: string): Promise<Session> {
  const res = await fetch(`${next().baseUrl}/api/token-access/create`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ mode: 'create_token' }),
  });
  const body = await res.json() as { access_token: string };
  return { access: body.access_token, ip };
}

/** Polls `check` on the process given until it holds, at most `ms`: the time another process takes to see a change. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => { setTimeout(resolve, 50); });
  }
}

const idem = () => ({ 'idempotency-key': randomUUID() });

beforeAll(async () => {
  s3 = await startS3StandIn();
  const s = s3.settings('cluster/');
  const common: Record<string, string> = {
    DATABASE_URL, DATABASE_SCHEMA: SCHEMA, REDIS_URL, REDIS_KEY_PREFIX: `test:cluster:${randomBytes(4).toString('hex')}:`,
    APP_SECRET: 'cluster-secret', COURSE_SERVICE_KEY: 'cluster-key', TRUST_PROXY: 'loopback',
    FILE_STORAGE: 's3', S3_ENDPOINT: s.endpoint, S3_BUCKET: s.bucket, S3_REGION: s.region, S3_ACCESS_KEY_ID: s.accessKeyId,
    S3_SECRET_ACCESS_KEY: s.secretAccessKey, S3_PREFIX: 'cluster/',
    // A job's lock older than 3 s is a dead worker's (the test job runs 1.5 s).
    TEST_SLOW_ROUTE: '1', TEST_JOB_LOG: JOB_LOG, JOB_LOCK_TIMEOUT_MS: '3000', JOB_POLL_INTERVAL_MS: '200',
    PAYMENT_EXPIRY_SWEEP_MS: '500', SHUTDOWN_DRAIN_MS: '1500', SEED_DEMO: '0',
  };
  // The first migrates the schema; the others start on it at once.
  workers.push(await spawnServer('server/main.ts', { ...common, SERVER_ROLE: 'worker' }));
  const [a, b, w2] = await Promise.all([
    spawnServer('server/main.ts', { ...common, SERVER_ROLE: 'web' }),
    spawnServer('server/main.ts', { ...common, SERVER_ROLE: 'web' }),
    spawnServer('server/main.ts', { ...common, SERVER_ROLE: 'worker' }),
  ]);
  web = [a, b];
  workers.push(w2);
  db = await openDatabase({ databaseUrl: DATABASE_URL, schema: SCHEMA });
}, 180_000);

afterAll(async () => {
  await Promise.all([...web, ...workers].map((p) => p.cleanup()));
  await db?.destroy();
  await dropSchema(DATABASE_URL, SCHEMA);
  await dropSchema(DATABASE_URL, `graphile_worker_${SCHEMA}`).catch(() => undefined);
  await s3?.close();
});

describe('a customer whose every call goes to the other process', () => {
  let customer: Session;
  let email: string;

  it('registers with a code sent by one process and checked by the other', async () => {
    customer = await guest('203.0.113.10');
    email = `cluster.${randomUUID().slice(0, 8)}@example.com`;
    expect((await call(customer, 'POST', '/api/customer/register/mini', { user_id: email })).status).toBe(200);
    // The code was sent by a worker's job; the outbox is the database's.
    const outbox = await (await fetch(`${next().baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json() as { messages: { text: string }[] };
    const code = outbox.messages[0]?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect((await call(customer, 'POST', '/api/customer/register/verify-code', { user_id: email, code })).status).toBe(200);
    const done = await call(customer, 'POST', '/api/customer/register/mandatory', {
      user_id: email, first_name: 'Rani', last_name: 'Kluster', email, phone_number: `0813${String(Date.now()).slice(-8)}`, password: PASSWORD, confirm_password: PASSWORD,
    }, next(), idem());
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    customer.login = done.body.token;
  });

  it('checks out, pays and tracks its order, alternating; a cart change is seen by the other within 1 s', async () => {
    const address = await call(customer, 'POST', '/api/customer/address', {
      name: 'Rani Kluster', address: 'Jl. Teuku Umar No. 1', sub_district_id: MENTENG, phone_number: '081234567890', postal_code: '10310',
    }, next(), idem());
    expect(address.status, JSON.stringify(address.body)).toBe(201);
    const [a, b] = web as [Spawned, Spawned];
    const added = await call(customer, 'POST', '/api/cart/add-to-cart-manual', {
      name: 'Tas Kanvas', price_original: 120, currency: 'CNY', country: 'china', quantity: 1, weight: 600, url: 'https://item.taobao.com/item.htm?id=600000000001',
    }, a, idem());
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const code: string = added.body.cart_detail_code;
    // B has the cart cached, then A changes it: B shows the change within 1 s.
    expect((await call(customer, 'GET', '/api/cart-detail/list', undefined, b)).body.data.map((l: Json) => l.qty)).toEqual([1]);
    expect((await call(customer, 'PUT', '/api/cart-detail/edit-manual', { cart_detail_code: code, quantity: 3 }, a)).status).toBe(200);
    const seen = await within(1_000, async () => (await call(customer, 'GET', '/api/cart-detail/list', undefined, b)).body.data[0]?.qty === 3);
    expect(seen).toBeLessThanOrEqual(1_000);

    const body = { cart_detail_codes: [code], addresses: [{ address_id: address.body.data.address_id }] };
    const preview = await call(customer, 'POST', '/api/cart/checkout/preview', body);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const placed = await call(customer, 'POST', '/api/cart/checkout', { ...body, payment_method: 'bca_va', expected_total: preview.body.data.totals.total }, next(), idem());
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const invoice: string = placed.body.data.invoice_code;
    const charged = await call(customer, 'POST', '/api/payment/charge', { invoice_code: invoice, payment_method: 'bca_va' }, next(), idem());
    expect(charged.status, JSON.stringify(charged.body)).toBe(200);
    expect((await fetch(`${next().baseUrl}/api/dev/pay/${charged.body.data.payment.order_id}/settle`, { method: 'POST' })).status).toBe(200);
    // Paid on one process, tracked through the other; the fulfilment follows as a worker's job.
    await within(10_000, async () => {
      const tracked = await call(customer, 'GET', `/api/cart-or-invoice?code=${invoice}&page=1`);
      return tracked.status === 200 && JSON.stringify(tracked.body).includes('"paid"');
    });
  });

  it('an avatar uploaded through one process is served by both', async () => {
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
    const [a, b] = web as [Spawned, Spawned];
    const res = await fetch(`${a.baseUrl}/api/customer/avatar/upload`, { method: 'POST', body: form, headers: { authorization: `Token ${customer.login}`, accesstoken: customer.access } });
    const uploaded = await res.json() as { avatar_url: string };
    expect(res.status).toBe(201);
    for (const p of [a, b]) {
      const served = await fetch(p.baseUrl + uploaded.avatar_url);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    }
  });

  it('a password change through one process ends the other sessions on the other within 1 s; a logout likewise', async () => {
    const [a, b] = web as [Spawned, Spawned];
    const second: Session = { ...(await guest('203.0.113.11')) };
    const login = await call(second, 'POST', '/api/customer/login', { username: email, password: PASSWORD }, b);
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    second.login = login.body.token;
    expect((await call(second, 'GET', '/api/customer/profile', undefined, b)).status).toBe(200);
    expect((await call(customer, 'POST', '/api/customer/password/change', { old_password: PASSWORD, new_password: 'baru-sekali-1', confirm_password: 'baru-sekali-1' }, a)).status).toBe(200);
    await within(1_000, async () => (await call(second, 'GET', '/api/customer/profile', undefined, b)).status === 401);
    // The logout through B; A had the token cached a moment ago.
    expect((await call(customer, 'GET', '/api/customer/profile', undefined, a)).status).toBe(200);
    expect((await call(customer, 'POST', '/api/customer/logout', {}, b)).status).toBe(204);
    await within(1_000, async () => (await call(customer, 'GET', '/api/customer/profile', undefined, a)).status === 401);
  });
});

describe('limits hold across both processes (one customer\'s address behind the balancer)', () => {
  it('tracking: the 61st in a minute is refused, wherever it lands; another customer is not', async () => {
    const visitor = await guest('198.51.100.20');
    const statuses: number[] = [];
    for (let n = 0; n < 61; n += 1) statuses.push((await call(visitor, 'GET', '/api/cart-or-invoice?code=INV-20990101-AAAAAA&page=1')).status);
    expect(statuses.slice(0, 60).every((s) => s !== 429)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await call(await guest('198.51.100.21'), 'GET', '/api/cart-or-invoice?code=INV-20990101-AAAAAA&page=1')).status).not.toBe(429);
  });

  it('login: the 11th guess in a minute is refused', async () => {
    const attacker = await guest('198.51.100.30');
    const statuses: number[] = [];
    for (let n = 0; n < 11; n += 1) statuses.push((await call(attacker, 'POST', '/api/customer/login', { username: `nobody-${n}@example.com`, password: `tebak-${n}` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('jobs across workers', () => {
  it('N overdue invoices expire once each, each returning its wallet money once', async () => {
    const owner = await guest('203.0.113.40');
    const mail = `dompet.${randomUUID().slice(0, 8)}@example.com`;
    expect((await call(owner, 'POST', '/api/customer/register/mini', { user_id: mail })).status).toBe(200);
    const outbox = await (await fetch(`${next().baseUrl}/api/dev/outbox?to=${encodeURIComponent(mail)}`)).json() as { messages: { text: string }[] };
    expect((await call(owner, 'POST', '/api/customer/register/verify-code', { user_id: mail, code: outbox.messages[0]?.text.match(/\b(\d{6})\b/)?.[1] })).status).toBe(200);
    const made = await call(owner, 'POST', '/api/customer/register/mandatory', {
      user_id: mail, first_name: 'Dewi', last_name: 'Dompet', email: mail, phone_number: `0814${String(Date.now()).slice(-8)}`, password: PASSWORD, confirm_password: PASSWORD,
    }, next(), idem());
    owner.login = made.body.token;
    const id = (await db.selectFrom('customers').select('id').where('email', '=', mail).executeTakeFirstOrThrow()).id;
    const address = await call(owner, 'POST', '/api/customer/address', { name: 'Dewi', address: 'Jl. Sabang 2', sub_district_id: MENTENG, phone_number: '081234567891', postal_code: '10310' }, next(), idem());
    const N = 4;
    const invoices: string[] = [];
    for (let n = 0; n < N; n += 1) {
      const line = await call(owner, 'POST', '/api/cart/add-to-cart-manual', {
        name: `Barang ${n}`, price_original: 50, currency: 'CNY', country: 'china', quantity: 1, weight: 300, url: `https://item.taobao.com/item.htm?id=70000000000${n}`,
      }, next(), idem());
      const body = { cart_detail_codes: [line.body.cart_detail_code], addresses: [{ address_id: address.body.data.address_id }] };
      const preview = await call(owner, 'POST', '/api/cart/checkout/preview', body);
      const placed = await call(owner, 'POST', '/api/cart/checkout', { ...body, payment_method: 'bca_va', expected_total: preview.body.data.totals.total }, next(), idem());
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      // 20,000 in the wallet before each charge: it pays that part, the rest stays pending by VA.
      await seedWallet(db, id, 20_000);
      const paid = await call(owner, 'POST', '/api/payment/charge', { invoice_code: placed.body.data.invoice_code, payment_method: 'bca_va', use_wallet: true }, next(), idem());
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      invoices.push(placed.body.data.invoice_code);
    }
    expect(await expectLedgerConsistent(db, id)).toBe(0);
    await db.updateTable('invoices').set({ due_date: new Date(Date.now() - 3_600_000) }).where('invoice_code', 'in', invoices).execute();
    // The recurring sweep (every 500 ms, one run at a time across both workers) expires them.
    await within(20_000, async () => (await db.selectFrom('invoices').select('status').where('invoice_code', 'in', invoices).execute()).every((i) => i.status === 'expired'));
    await new Promise((resolve) => { setTimeout(resolve, 1_500); }); // more sweeps: nothing more happens
    // Each invoice: its wallet payment and one refund of it, never two.
    const rows = await db.selectFrom('wallet_entries').innerJoin('invoices', 'invoices.id', 'wallet_entries.invoice_id')
      .select(['invoices.invoice_code as code', 'wallet_entries.kind', 'wallet_entries.amount']).where('wallet_entries.customer_id', '=', id).execute();
    for (const code of invoices) {
      const kinds = rows.filter((r) => r.code === code).map((r) => r.kind).sort();
      expect(kinds, code).toEqual(['payment', 'refund']);
    }
    expect(await expectLedgerConsistent(db, id)).toBe(N * 20_000);
  });

  it('a worker killed with SIGKILL in the middle of a job: the other worker does it, once', async () => {
    writeFileSync(JOB_LOG, '');
    const key = `kill-${randomBytes(3).toString('hex')}`;
    const res = await fetch(`${next().baseUrl}/__test/job`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key, sleep_ms: 1_500 }) });
    expect(res.status).toBe(200);
    await within(10_000, async () => readFileSync(JOB_LOG, 'utf8').includes(`started ${key} `));
    const pid = Number(readFileSync(JOB_LOG, 'utf8').match(new RegExp(`started ${key} (\\d+)`))?.[1]);
    const victim = workers.find((w) => w.child.pid === pid);
    expect(victim, `the worker that took the job (pid ${pid})`).toBeDefined();
    victim?.child.kill('SIGKILL');
    await victim?.exited;
    const survivor = workers.find((w) => w !== victim) as Spawned;
    await within(30_000, async () => readFileSync(JOB_LOG, 'utf8').includes(`done ${key} `));
    const lines = readFileSync(JOB_LOG, 'utf8').split('\n').filter((l) => l.includes(` ${key} `));
    expect(lines.filter((l) => l.startsWith('done '))).toEqual([`done ${key} ${survivor.child.pid}`]);
    expect(lines.filter((l) => l.startsWith('started ')).length).toBe(2);
  });
});

describe('shutdown', () => {
  it('a SIGTERM during 20 in-flight requests answers every one of them, while the other process goes on', async () => {
    const [a, b] = web as [Spawned, Spawned];
    const inFlight = Array.from({ length: 20 }, () => fetch(`${a.baseUrl}/__test/slow?ms=1200`).then(async (r) => ({ status: r.status, body: await r.text() })));
    await new Promise((resolve) => { setTimeout(resolve, 200); });
    a.child.kill('SIGTERM');
    await new Promise((resolve) => { setTimeout(resolve, 100); });
    expect((await fetch(`${a.baseUrl}/readyz`)).status).toBe(503);
    expect((await fetch(`${b.baseUrl}/readyz`)).status).toBe(200);
    const answers = await Promise.all(inFlight);
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await a.exited).toBe(0);
    expect((await fetch(`${b.baseUrl}/api/kurs`)).status).toBe(200);
  });
});
