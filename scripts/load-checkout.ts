// The checkout scenario of `npm run load` (scripts/load.ts; docs/performance.md, "Checkout under load"):
// many signed-in customers place their orders at once, the call that earns the money.
//
// Set-up (not measured): LOAD_CHECKOUT_CUSTOMERS customers, each with an address and two cart lines
// (POST cart/add-to-cart-manual), previewed once for the total they confirm (expected_total).
// Measured: one POST cart/checkout per customer, each with its own Idempotency-Key, sent by the
// generator process with LOAD_CONNECTIONS in flight. Mixed in, as a phone on a bad network does:
// every tenth customer taps twice with the same key (the second answers the first's reply, or 409
// while it runs), and every tenth other customer sends two orders of the same lines with two keys
// (one is placed, the other finds its lines gone).
// Checked afterwards, in the database: exactly one order and one invoice per customer, every order's
// total the previewed one, no 5xx, no network failure. Reported: orders per second, p50 and p99.
import { randomUUID } from 'node:crypto';
import type { Db } from '../server/db/database.ts';
import { issueLoginToken } from '../server/modules/auth/customers.ts';
import type { Batch, BatchAnswer, BatchRequest, BatchResult } from './load-worker.ts';

const MENTENG = 317106; // Kota Jakarta Pusat (a seeded sub-district, zone 1)

export interface CheckoutScenario {
  base: string;
  db: Db;
  customers: number;
  concurrency: number;
  send: (batch: Batch) => Promise<BatchResult>;
}

export interface CheckoutReport {
  customers: number;
  requests: number;
  placed: number;
  ordersPerSecond: number;
  p50: number;
  p99: number;
  /** Answers of the double taps and the second orders that are what the server must answer (replay, 409, or the lines gone). */
  refusedAsExpected: number;
  failures: string[];
}

interface Shopper { id: number; headers: Record<string, string>; body: Record<string, unknown> }

async function call(base: string, path: string, headers: Record<string, string>, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function shopper(base: string, db: Db, n: number): Promise<Shopper> {
  const row = await db.insertInto('customers').values({
    customer_key: `load-checkout-${n}`, first_name: 'Pembeli', last_name: String(n), email: `checkout-${n}@example.test`, phone_number: null,
    password_hash: null, gender: null, birthday: null, avatar: null, status: 'active', google_sub: null,
  }).returning('id').executeTakeFirstOrThrow();
  const { access_token: accessToken } = (await call(base, 'token-access/create', {}, { mode: 'create_token' })) as { access_token: string };
  const headers = { AccessToken: accessToken, authorization: `Token ${await issueLoginToken(db, row.id)}` };
  const address = (await call(base, 'customer/address', headers, {
    name: `Pembeli ${n}`, address: 'Jl. Teuku Umar No. 1', sub_district_id: MENTENG, phone_number: '081234567890', postal_code: '10310',
  })).data as { address_id: number };
  const codes: string[] = [];
  for (const [name, price, quantity, weight] of [['Jaket Gunung', 389, 1 + (n % 3), 950], ['Kaos Polos', 45.5, 2, 220]] as const) {
    const added = await call(base, 'cart/add-to-cart-manual', headers, {
      name, price_original: price, currency: 'CNY', country: 'china', quantity, weight, url: `https://item.taobao.com/item.htm?id=${7_000_000 + n * 10 + codes.length}`,
    });
    codes.push(String(added.cart_detail_code));
  }
  const body = { cart_detail_codes: codes, addresses: [{ address_id: address.address_id }] };
  const preview = (await call(base, 'cart/checkout/preview', headers, body)).data as { totals: { total: number } };
  return { id: row.id, headers, body: { ...body, payment_method: 'bca_va', expected_total: preview.totals.total } };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function runCheckoutScenario({ base, db, customers, concurrency, send }: CheckoutScenario): Promise<CheckoutReport> {
  const shoppers: Shopper[] = [];
  for (let n = 0; n < customers; n++) shoppers.push(await shopper(base, db, n));

  // Who sends what: [shopper, kind]; duplicates sit right after their first request, so both are in flight together.
  const plan: Array<{ who: Shopper; kind: 'first' | 'same-key' | 'other-key'; request: BatchRequest }> = [];
  shoppers.forEach((who, n) => {
    const key = randomUUID();
    const request = (k: string): BatchRequest => ({
      url: `${base}/cart/checkout`, headers: { 'content-type': 'application/json', 'idempotency-key': k, ...who.headers }, body: JSON.stringify(who.body),
    });
    plan.push({ who, kind: 'first', request: request(key) });
    if (n % 10 === 3) plan.push({ who, kind: 'same-key', request: request(key) });
    if (n % 10 === 7) plan.push({ who, kind: 'other-key', request: request(randomUUID()) });
  });
  const result = await send({ requests: plan.map((p) => p.request), concurrency });

  const failures: string[] = [];
  const twinned = new Set(plan.filter((p) => p.kind !== 'first').map((p) => p.who));
  let refusedAsExpected = 0;
  const placedBy = new Map<number, BatchAnswer[]>();
  plan.forEach(({ who, kind }, i) => {
    const answer = result.answers[i];
    if (!answer) { failures.push(`request ${i}: no answer`); return; }
    if (answer.status === 0 || answer.status >= 500) failures.push(`customer ${who.id} (${kind}): ${answer.status} ${answer.body.slice(0, 200)}`);
    else if (answer.status === 201) placedBy.set(who.id, [...(placedBy.get(who.id) ?? []), answer]);
    // 409: a double tap while the first runs (IDEMPOTENCY_IN_PROGRESS), or the twin order whose lines the other took (CART_CHANGED).
    else if (answer.status === 409 && (kind !== 'first' || twinned.has(who))) refusedAsExpected += 1;
    else failures.push(`customer ${who.id} (${kind}): ${answer.status} ${answer.body.slice(0, 200)}`);
  });
  for (const who of shoppers) {
    // A same-key replay is a second 201 with the same invoice; two different invoices are a double order.
    const invoices = new Set((placedBy.get(who.id) ?? []).map((a) => (JSON.parse(a.body) as { data: { invoice_code: string } }).data.invoice_code));
    if (invoices.size !== 1) failures.push(`customer ${who.id}: ${invoices.size} invoices answered`);
  }

  const ids = shoppers.map((s) => s.id);
  const orders = await db.selectFrom('orders').innerJoin('invoices', 'invoices.id', 'orders.invoice_id')
    .select(['orders.customer_id', 'invoices.total']).where('orders.customer_id', 'in', ids).execute();
  const invoiceRows = await db.selectFrom('invoices').select('customer_id').where('customer_id', 'in', ids).execute();
  const count = (rows: Array<{ customer_id: number }>) => rows.reduce((m, r) => m.set(r.customer_id, (m.get(r.customer_id) ?? 0) + 1), new Map<number, number>());
  const orderCount = count(orders);
  const invoiceCount = count(invoiceRows);
  for (const who of shoppers) {
    if (orderCount.get(who.id) !== 1) failures.push(`customer ${who.id}: ${orderCount.get(who.id) ?? 0} orders in the database`);
    if (invoiceCount.get(who.id) !== 1) failures.push(`customer ${who.id}: ${invoiceCount.get(who.id) ?? 0} invoices in the database`);
    const total = orders.find((o) => o.customer_id === who.id)?.total;
    if (total !== undefined && Number(total) !== who.body.expected_total) failures.push(`customer ${who.id}: invoice total ${String(total)}, previewed ${String(who.body.expected_total)}`);
  }

  const times = result.answers.map((a) => a.ms).sort((a, b) => a - b);
  return {
    customers,
    requests: plan.length,
    placed: orderCount.size,
    ordersPerSecond: orderCount.size / result.seconds,
    p50: Math.round(percentile(times, 50)),
    p99: Math.round(percentile(times, 99)),
    refusedAsExpected,
    failures,
  };
}
