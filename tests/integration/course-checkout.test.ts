// Course checkout over HTTP between the two real services: re-priced from the course service's
// rows with the course voucher to the rupiah, the chosen details out of the cart, idempotent on
// Idempotency-Key (also two at once), the main API's course invoice paid through its real payment
// flow (BCA VA on the embedded gateway, settled on the simulator) and the enrolment that follows:
// by the paid-call, and by order confirm or my-courses when that call could not be made; total 0
// enrols at once; the main API failing at checkout leaves no order and the cart as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payOnSimulator } from './fixtures/membership.ts';
import { jsonClient, type Json } from './fixtures/http.ts';
import { charge } from './fixtures/payments.ts';
import { addToCart, deadUrl, newLearner, startCourseEnv, startCourseService, type CourseTestEnv, type Learner } from './course-harness.ts';

let env: CourseTestEnv;

beforeAll(async () => {
  env = await startCourseEnv();
});
afterAll(async () => env?.close());

const mySlugs = async (learner: Learner): Promise<string[]> => {
  const res = await learner.course('GET', '/api/my-courses');
  expect(res.status).toBe(200);
  return res.body.data.map((c: Json) => c.slug).sort();
};

/**
 * Charged while the course service answers (the main API checks the order behind a course
 * invoice first), then settled while the main API cannot reach it: the paid-call is missed.
 */
async function payWithPaidCallMissed(learner: Learner, invoiceCode: string): Promise<void> {
  const res = await charge(learner, { invoice_code: invoiceCode, payment_method: 'bca_va' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const url = env.main.config.courseServiceUrl;
  env.main.config.courseServiceUrl = await deadUrl();
  try {
    const settled = await jsonClient(env.main.baseUrl)('POST', `/api/dev/pay/${res.body.data.payment.order_id}/settle`);
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    // The paid-call is a job of the payment: its first attempt fails here (its retry comes seconds later).
    await env.main.app.jobs.drain();
  } finally {
    env.main.config.courseServiceUrl = url;
  }
}

const orderRow = (code: string) => env.course.db.selectFrom('orders').selectAll().where('order_code', '=', code).executeTakeFirstOrThrow();

describe('checkout', () => {
  it('prices with the voucher to the rupiah, empties the chosen details and is idempotent', async () => {
    const learner = await newLearner(env);
    const [taobao, harga, bundle] = await addToCart(learner, [{ course_slug: 'sourcing-taobao' }, { course_slug: 'hitung-harga' }, { bundle_slug: 'paket-importir' }]);
    const body = { details: [taobao, harga], voucher_code: ' belajar10 ' };
    // 10% of 350 000 is 35 000, capped at 20 000.
    const preview = await learner.course('POST', '/api/checkout/preview', body);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data).toEqual({ subtotal: 350_000, discount: 20_000, total: 330_000, voucher: { code: 'BELAJAR10', ok: true } });
    // Minimum spend not reached: the preview says why, the checkout refuses.
    const short = await learner.course('POST', '/api/checkout/preview', { details: [harga], voucher_code: 'HEMAT50RB' });
    expect(short.body.data).toEqual({ subtotal: 100_000, discount: 0, total: 100_000, voucher: { code: 'HEMAT50RB', ok: false, reason: 'VOUCHER_MIN_SPEND' } });
    const refused = await learner.course('POST', '/api/checkout', { details: [harga], voucher_code: 'HEMAT50RB' }, { 'idempotency-key': 'k-short' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.reason).toBe('VOUCHER_MIN_SPEND');
    expect((await learner.course('POST', '/api/checkout', body)).status).toBe(422); // no Idempotency-Key
    // Another customer's detail is not the caller's to check out.
    const other = await newLearner(env);
    const foreign = await other.course('POST', '/api/checkout', { details: [taobao] }, { 'idempotency-key': 'k-foreign' });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.reason).toBe('DETAILS_INVALID');

    // The same key twice at once, then once more: one order, one invoice.
    const key = { 'idempotency-key': 'checkout-one' };
    const [a, b] = await Promise.all([learner.course('POST', '/api/checkout', body, key), learner.course('POST', '/api/checkout', body, key)]);
    expect([a.status, b.status].sort(), JSON.stringify([a.body, b.body])).toEqual([200, 201]);
    expect(a.body.data.order_code).toBe(b.body.data.order_code);
    const placed = a.body.data;
    expect(placed).toMatchObject({ total: 330_000, status: 'pending', invoice_code: expect.stringMatching(/^INV-/) });
    const replay = await learner.course('POST', '/api/checkout', body, key);
    expect(replay.status).toBe(200);
    expect(replay.body.data.invoice_code).toBe(placed.invoice_code);
    expect(await env.course.db.selectFrom('orders').select('id').where('customer_id', '=', learner.id).execute()).toHaveLength(1);
    expect(await env.main.db.selectFrom('invoices').select('id').where('customer_id', '=', learner.id).execute()).toHaveLength(1);

    // The bundle stays in the cart; the two courses left it.
    const cart = await learner.course('GET', '/api/order-details');
    expect(cart.body.data.items.map((i: Json) => i.order_detail_id)).toEqual([bundle]);

    const invoice = await learner.course('GET', `/api/invoices/${placed.order_code}`);
    expect(invoice.body.data).toMatchObject({
      order_code: placed.order_code, invoice_code: placed.invoice_code, status: 'pending', subtotal: 350_000, discount: 20_000, voucher_code: 'BELAJAR10', total: 330_000,
      lines: [{ kind: 'course', slug: 'sourcing-taobao', title: 'Sourcing from Taobao', price: 250_000 }, { kind: 'course', slug: 'hitung-harga', title: 'Pricing an import', price: 100_000 }],
      paid_at: null,
    });
    expect((await other.course('GET', `/api/invoices/${placed.order_code}`)).status).toBe(404);
    // The main API's invoice: type course, the course service's total.
    const row = await env.main.db.selectFrom('invoices').selectAll().where('invoice_code', '=', placed.invoice_code).executeTakeFirstOrThrow();
    expect(row.invoice_type).toBe('course');
    expect(Number(row.total)).toBe(330_000);
    const voucher = await env.course.db.selectFrom('vouchers').select('used_count').where('code', '=', 'BELAJAR10').executeTakeFirstOrThrow();
    expect(voucher.used_count).toBeGreaterThanOrEqual(1);
  });

  it('a total of 0 enrols at once without an invoice', async () => {
    const learner = await newLearner(env);
    const details = await addToCart(learner, [{ course_slug: 'hitung-harga' }]);
    const res = await learner.course('POST', '/api/checkout', { details, voucher_code: 'GRATISKURSUS' }, { 'idempotency-key': 'zero' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ total: 0, invoice_code: null, status: 'paid' });
    expect(await mySlugs(learner)).toEqual(['hitung-harga']);
    expect(await env.main.db.selectFrom('invoices').select('id').where('customer_id', '=', learner.id).execute()).toHaveLength(0);
  });

  it('the main API not answering at checkout leaves no order and the cart as it was (503)', async () => {
    const learner = await newLearner(env);
    const details = await addToCart(learner, [{ course_slug: 'sourcing-taobao' }]);
    const failing = await startCourseService({
      mainApiUrl: env.main.baseUrl, key: env.key, db: env.course.db,
      fetch: (url, init) => (url.includes('/course-invoices') ? Promise.reject(new TypeError('fetch failed')) : fetch(url, init)),
    });
    try {
      const res = await fetch(`${failing.baseUrl}/api/checkout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${learner.loginToken}`, 'content-type': 'application/json', 'idempotency-key': 'down-1' },
        body: JSON.stringify({ details, voucher_code: 'BELAJAR10' }),
      });
      expect(res.status).toBe(503);
      expect(((await res.json()) as Json).error.reason).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      await failing.close();
    }
    expect(await env.course.db.selectFrom('orders').select('id').where('customer_id', '=', learner.id).execute()).toHaveLength(0);
    expect((await learner.course('GET', '/api/order-details')).body.data.items.map((i: Json) => i.order_detail_id)).toEqual(details);
    // Once the main API answers, the same key places the order.
    const again = await learner.course('POST', '/api/checkout', { details, voucher_code: 'BELAJAR10' }, { 'idempotency-key': 'down-1' });
    expect(again.status).toBe(201);
    expect(again.body.data.total).toBe(230_000);
  });
});

describe('payment through the main API', () => {
  it('paid on the simulator: the paid-call enrols the order\'s courses (a bundle gives its courses)', async () => {
    const learner = await newLearner(env);
    const details = await addToCart(learner, [{ bundle_slug: 'paket-importir' }]);
    const placed = await learner.course('POST', '/api/checkout', { details, voucher_code: 'HEMAT50RB' }, { 'idempotency-key': 'bundle' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data.total).toBe(250_000);
    const id = { 'tb-language': 'indonesia' };
    const early = await learner.course('POST', `/api/orders/${placed.body.data.order_code}/confirm`, undefined, id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Gagal melakukan konfirmasi pembayaran');
    expect((await learner.course('GET', '/api/courses/sourcing-taobao/lessons/1')).status).toBe(403);

    await payOnSimulator(env.main, learner, placed.body.data.invoice_code);
    // The paid-call came (no heal: read the row directly).
    expect((await orderRow(placed.body.data.order_code)).status).toBe('paid');
    expect(await mySlugs(learner)).toEqual(['hitung-harga', 'sourcing-taobao']);
    const confirm = await learner.course('POST', `/api/orders/${placed.body.data.order_code}/confirm`, undefined, id);
    expect(confirm.status).toBe(200);
    expect(confirm.body.message).toBe('Berhasil melakukan konfirmasi pembayaran');
    const invoice = await learner.course('GET', `/api/invoices/${placed.body.data.order_code}`);
    expect(invoice.body.data.status).toBe('paid');
    expect(invoice.body.data.paid_at).not.toBeNull();
    expect(await env.course.db.selectFrom('enrolments').select('id').where('customer_id', '=', learner.id).execute()).toHaveLength(2);
  });

  it('the paid-call missed (course service unreachable from the main API): order confirm enrols', async () => {
    const learner = await newLearner(env);
    const details = await addToCart(learner, [{ course_slug: 'hitung-harga' }]);
    const placed = await learner.course('POST', '/api/checkout', { details }, { 'idempotency-key': 'missed' });
    expect(placed.status).toBe(201);
    await payWithPaidCallMissed(learner, placed.body.data.invoice_code);
    const paid = await env.main.db.selectFrom('invoices').select('status').where('invoice_code', '=', placed.body.data.invoice_code).executeTakeFirstOrThrow();
    expect(paid.status).toBe('paid');
    expect((await orderRow(placed.body.data.order_code)).status).toBe('pending');
    const confirm = await learner.course('POST', `/api/orders/${placed.body.data.order_code}/confirm`, undefined, { 'tb-language': 'indonesia' });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    expect(confirm.body).toMatchObject({ action: true, message: 'Berhasil melakukan konfirmasi pembayaran' });
    expect((await orderRow(placed.body.data.order_code)).status).toBe('paid');
    expect(await mySlugs(learner)).toEqual(['hitung-harga']);
  });

  it('the paid-call missed: my-courses re-checks the pending order and enrols', async () => {
    const learner = await newLearner(env);
    const details = await addToCart(learner, [{ course_slug: 'sourcing-taobao' }]);
    const placed = await learner.course('POST', '/api/checkout', { details }, { 'idempotency-key': 'heal' });
    await payWithPaidCallMissed(learner, placed.body.data.invoice_code);
    expect((await orderRow(placed.body.data.order_code)).status).toBe('pending');
    expect(await mySlugs(learner)).toEqual(['sourcing-taobao']);
    expect((await orderRow(placed.body.data.order_code)).status).toBe('paid');
  });

  it('an invoice past its due date: the main API sweep expires it, confirm answers 409 and the voucher use is given back', async () => {
    const learner = await newLearner(env);
    const details = await addToCart(learner, [{ course_slug: 'hitung-harga' }]);
    const usedBefore = (await env.course.db.selectFrom('vouchers').select('used_count').where('code', '=', 'BELAJAR10').executeTakeFirstOrThrow()).used_count;
    const placed = await learner.course('POST', '/api/checkout', { details, voucher_code: 'BELAJAR10' }, { 'idempotency-key': 'late' });
    expect(placed.status).toBe(201);
    expect(placed.body.data.total).toBe(90_000);
    await env.main.db.updateTable('invoices').set({ due_date: new Date(Date.now() - 60_000) }).where('invoice_code', '=', placed.body.data.invoice_code).execute();
    await env.main.app.payments.sweep();
    const row = await env.main.db.selectFrom('invoices').select('status').where('invoice_code', '=', placed.body.data.invoice_code).executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
    const confirm = await learner.course('POST', `/api/orders/${placed.body.data.order_code}/confirm`, undefined, { 'tb-language': 'indonesia' });
    expect(confirm.status).toBe(409);
    expect(confirm.body).toMatchObject({ message: 'Gagal melakukan konfirmasi pembayaran', error: { reason: 'INVOICE_EXPIRED' } });
    expect((await orderRow(placed.body.data.order_code)).status).toBe('expired');
    const usedAfter = (await env.course.db.selectFrom('vouchers').select('used_count').where('code', '=', 'BELAJAR10').executeTakeFirstOrThrow()).used_count;
    expect(usedAfter).toBe(usedBefore);
    expect(await mySlugs(learner)).toEqual([]);
  });
});

describe('a course invoice is charged only with its course order behind it', () => {
  it('an invoice the course service never recorded is cancelled and refused; nothing is charged', async () => {
    const learner = await newLearner(env);
    // What a checkout leaves when its course transaction failed after the main API made the invoice.
    const made = await jsonClient(env.main.baseUrl)('POST', '/api/internal/course-invoices', {
      body: { customer_id: learner.id, order_code: 'CRS-ORPHAN-1', total: 149_000, description: 'Kursus' }, headers: { 'x-service-key': env.main.config.courseServiceKey },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const code = made.body.data.invoice_code as string;
    const refused = await charge(learner, { invoice_code: code, payment_method: 'bca_va' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'CONFLICT', reason: 'COURSE_ORDER_MISSING' });
    const row = await env.main.db.selectFrom('invoices').select('status').where('invoice_code', '=', code).executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    expect(await env.main.db.selectFrom('payments').innerJoin('invoices', 'invoices.id', 'payments.invoice_id').select('payments.id')
      .where('invoices.invoice_code', '=', code).execute()).toHaveLength(0);
  });

  it('the course service unreachable: the charge waits (503), the invoice stays payable', async () => {
    const learner = await newLearner(env);
    const details = await addToCart(learner, [{ course_slug: 'hitung-harga' }]);
    const placed = await learner.course('POST', '/api/checkout', { details }, { 'idempotency-key': 'guard-down' });
    expect(placed.status).toBe(201);
    const url = env.main.config.courseServiceUrl;
    env.main.config.courseServiceUrl = await deadUrl();
    try {
      const down = await charge(learner, { invoice_code: placed.body.data.invoice_code, payment_method: 'bca_va' });
      expect(down.status).toBe(503);
      expect(down.body.error.reason).toBe('COURSE_SERVICE_UNAVAILABLE');
    } finally {
      env.main.config.courseServiceUrl = url;
    }
    const row = await env.main.db.selectFrom('invoices').select('status').where('invoice_code', '=', placed.body.data.invoice_code).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    await payOnSimulator(env.main, learner, placed.body.data.invoice_code);
    expect(await mySlugs(learner)).toEqual(['hitung-harga']);
  });
});
