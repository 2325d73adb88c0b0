// Checkout of the course cart (preview; checkout with Idempotency-Key), the order's invoice, order
// confirm and the main API's paid-call. docs/courses.md explains the transaction around the
// main API's invoice.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ok } from '../../../server/http/envelope.ts';
import { AppError, type Lang } from '../../../server/http/errors.ts';
import { checkServiceKey } from '../http/service-key.ts';
import { text } from '../http/texts.ts';
import { enrol } from './cart.ts';
import { iso, lang, pick, type CourseDeps } from './context.ts';
import { priceCheckout } from './pricing.ts';
import { markOrderPaid, newOrderCode, orderCourseIds, refreshOrder } from './settle.ts';

interface CheckoutBody { voucher_code?: string; details: number[] }

const checkoutSchema = {
  body: {
    type: 'object', additionalProperties: false, required: ['details'],
    properties: {
      voucher_code: { type: 'string', maxLength: 40 },
      details: { type: 'array', minItems: 1, maxItems: 50, items: { type: 'integer', minimum: 1, maximum: 2 ** 31 - 1 } },
    },
  },
};

/** Namespace of the per-customer checkout lock (pg_advisory_xact_lock(ns, customer_id)). */
const CHECKOUT_LOCK = 4131;

export function idempotencyKey(request: FastifyRequest): string {
  const raw = request.headers['idempotency-key'];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (key.length === 0 || key.length > 128) {
    throw new AppError('UNPROCESSABLE', { field: 'headers.idempotency-key', reason: 'IDEMPOTENCY_KEY_REQUIRED', message: 'idempotency-key: required, 1 to 128 characters' });
  }
  return key;
}

const voucherError = (l: Lang, reason: string) => new AppError('UNPROCESSABLE', { field: 'body.voucher_code', reason, message: text(l, 'voucherInvalid') });

export async function checkoutRoutes(app: FastifyInstance, deps: CourseDeps): Promise<void> {
  const { db } = deps;

  app.post<{ Body: CheckoutBody }>('/api/checkout/preview', { schema: checkoutSchema }, async (request, reply) => {
    const l = lang(request);
    const owner = await deps.auth.require(request);
    const priced = await priceCheckout(deps, db, { customerId: owner.customer_id, details: request.body.details, voucherCode: request.body.voucher_code, lock: false }, l);
    const voucher = priced.voucher ? { code: priced.voucher.code, ok: priced.voucher.ok, ...(priced.voucher.reason ? { reason: priced.voucher.reason } : {}) } : null;
    return ok(reply, { data: { subtotal: priced.subtotal, discount: priced.discount, total: priced.total, voucher } });
  });

  app.post<{ Body: CheckoutBody }>('/api/checkout', { schema: checkoutSchema }, async (request, reply) => {
    const l = lang(request);
    const key = idempotencyKey(request);
    const owner = await deps.auth.require(request);
    const customerId = owner.customer_id;
    const outcome = await db.transaction().execute(async (trx) => {
      // One checkout of a customer at a time: a replayed key waits for the first and finds its order.
      await sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK}, ${customerId})`.execute(trx);
      const earlier = await trx.selectFrom('orders').selectAll().where('customer_id', '=', customerId).where('idempotency_key', '=', key).executeTakeFirst();
      if (earlier) return { order: earlier, replay: true };
      const priced = await priceCheckout(deps, trx, { customerId, details: request.body.details, voucherCode: request.body.voucher_code, lock: true }, l);
      if (priced.voucher && !priced.voucher.ok) throw voucherError(l, priced.voucher.reason ?? 'VOUCHER_NOT_FOUND');
      const courseIds = priced.items.flatMap((i) => (i.course_id !== null ? [i.course_id] : []));
      if (courseIds.length > 0) {
        const owned = await trx.selectFrom('enrolments').select('course_id').where('customer_id', '=', customerId).where('course_id', 'in', courseIds).executeTakeFirst();
        if (owned) throw new AppError('CONFLICT', { reason: 'ALREADY_OWNED', message: text(l, 'alreadyOwned') });
      }
      const now = deps.now();
      const free = priced.total === 0;
      const order = await trx.insertInto('orders').values({
        order_code: newOrderCode(now), customer_id: customerId, idempotency_key: key, status: free ? 'paid' : 'pending',
        subtotal: priced.subtotal, discount: priced.discount, total: priced.total, voucher_code: priced.voucher?.code ?? null,
        invoice_code: null, due_date: null, created_at: now, paid_at: free ? now : null,
      }).returningAll().executeTakeFirstOrThrow();
      const titles = await trx.selectFrom('order_details')
        .leftJoin('courses', 'courses.id', 'order_details.course_id').leftJoin('bundles', 'bundles.id', 'order_details.bundle_id')
        .select(['order_details.id', 'courses.title as course_title', 'bundles.title as bundle_title'])
        .where('order_details.id', 'in', priced.items.map((i) => i.order_detail_id)).execute();
      for (const item of priced.items) {
        const names = titles.find((t) => t.id === item.order_detail_id);
        const title = (item.kind === 'course' ? names?.course_title : names?.bundle_title) ?? { id: item.title, en: item.title };
        await trx.insertInto('order_lines').values({
          order_id: order.id, kind: item.kind, course_id: item.course_id, bundle_id: item.bundle_id, slug: item.slug, title: JSON.stringify(title), price: item.price,
        }).execute();
      }
      if (priced.voucher?.ok && priced.voucher.id > 0) {
        await trx.insertInto('voucher_uses').values({ voucher_id: priced.voucher.id, order_id: order.id, customer_id: customerId, created_at: now }).execute();
        await trx.updateTable('vouchers').set((eb) => ({ used_count: eb('used_count', '+', 1) })).where('id', '=', priced.voucher.id).execute();
      }
      await trx.deleteFrom('order_details').where('customer_id', '=', customerId).where('id', 'in', priced.items.map((i) => i.order_detail_id)).execute();
      if (free) {
        await enrol(trx, customerId, await orderCourseIds(trx, order.id), 'order', order.id, now);
        return { order, replay: false };
      }
      // The main API's invoice, asked inside the transaction: when it does not answer, nothing of the
      // order stays (rollback, 503). It is idempotent on order_code, so a retry after a lost answer
      // gets the same invoice; an invoice whose order rolled back is never paid (no order shows it).
      const description = priced.items.map((i) => i.title).join(', ').slice(0, 200);
      const invoice = await deps.main.createInvoice({ customer_id: customerId, order_code: order.order_code, total: priced.total, description });
      const placed = await trx.updateTable('orders').set({ invoice_code: invoice.invoice_code, due_date: invoice.due_date ? new Date(invoice.due_date) : null })
        .where('id', '=', order.id).returningAll().executeTakeFirstOrThrow();
      return { order: placed, replay: false };
    });
    const { order } = outcome;
    return ok(reply, {
      data: { order_code: order.order_code, invoice_code: order.invoice_code, total: order.total, due_date: iso(order.due_date), status: order.status },
    }, text(l, 'checkoutDone'), outcome.replay ? 200 : 201);
  });

  async function ownOrder(request: FastifyRequest, code: string) {
    const l = lang(request);
    const owner = await deps.auth.require(request);
    const order = await db.selectFrom('orders').selectAll().where('order_code', '=', code).where('customer_id', '=', owner.customer_id).executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND', { reason: 'ORDER_NOT_FOUND', message: text(l, 'orderNotFound') });
    return order;
  }

  app.get<{ Params: { order_code: string } }>('/api/invoices/:order_code', async (request, reply) => {
    const l = lang(request);
    let order = await ownOrder(request, request.params.order_code);
    if (order.status === 'pending') {
      // Cheap and bounded: one call for this one order; a main API that does not answer leaves the kept state.
      const status = await refreshOrder(deps, order).catch(() => order.status);
      if (status !== order.status) order = await db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    }
    const lines = await db.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
    return ok(reply, {
      data: {
        order_code: order.order_code, invoice_code: order.invoice_code, status: order.status, subtotal: order.subtotal, discount: order.discount,
        voucher_code: order.voucher_code, total: order.total, due_date: iso(order.due_date),
        lines: lines.map((x) => ({ kind: x.kind, slug: x.slug, title: pick(x.title, l), price: x.price })),
        created_at: iso(order.created_at), paid_at: iso(order.paid_at),
      },
    });
  });

  app.post<{ Params: { order_code: string } }>('/api/orders/:order_code/confirm', async (request, reply) => {
    const l = lang(request);
    const order = await ownOrder(request, request.params.order_code);
    let status: string;
    try {
      status = await refreshOrder(deps, order);
    } catch (err) {
      if (err instanceof AppError && err.code === 'UNAVAILABLE') {
        throw new AppError('UNAVAILABLE', { reason: 'UPSTREAM_UNAVAILABLE', message: text(l, 'confirmFailed') });
      }
      throw err;
    }
    if (status !== 'paid') throw new AppError('CONFLICT', { reason: status === 'expired' ? 'INVOICE_EXPIRED' : 'INVOICE_NOT_PAID', message: text(l, 'confirmFailed') });
    return ok(reply, { data: { order_code: order.order_code, status: 'paid' } }, text(l, 'confirmed'));
  });

  // The main API asks before it charges a course invoice: is there an order behind it?
  app.get<{ Params: { invoice_code: string } }>('/internal/invoices/:invoice_code', async (request, reply) => {
    checkServiceKey(request, deps.config.serviceKey);
    const order = await db.selectFrom('orders').select(['order_code', 'status']).where('invoice_code', '=', request.params.invoice_code).executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND', { reason: 'ORDER_NOT_FOUND' });
    return ok(reply, { data: { order_code: order.order_code, status: order.status } });
  });

  app.post<{ Params: { invoice_code: string } }>('/internal/invoices/:invoice_code/paid', async (request, reply) => {
    checkServiceKey(request, deps.config.serviceKey);
    const order = await db.selectFrom('orders').select(['id', 'status', 'customer_id', 'invoice_code']).where('invoice_code', '=', request.params.invoice_code).executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND', { reason: 'ORDER_NOT_FOUND' });
    const changed = await markOrderPaid(db, order.id, deps.now());
    return ok(reply, { data: { order_status: 'paid', changed } });
  });
}
