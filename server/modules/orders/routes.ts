// The orders module: checkout (routes-checkout.ts), payment methods, invoices, order history and
// public tracking. docs/api/orders.md is the contract.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import type { ModuleDeps } from '../../ports.ts';
import type { Database } from '../../db/schema.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import type { InvoiceStatus, OrderStatus, OrderTab } from '../../../src/domain/order/index.ts';
import { completeInTransaction, defineAutoCompleteJob } from './completion.ts';
import { historyRows, tabCounts, tabIs } from './history.ts';
import { COMPANY_BLOCK } from './company.ts';
import { paymentGroupsWire, paymentMethodName } from './payment.ts';
import { currentPayment, invoicePaymentWire } from '../payments/wire.ts';
import { checkoutRoutes } from './routes-checkout.ts';
import { voucherRoutes } from './routes-vouchers.ts';
import { shippingV2Routes } from './routes-shipping.ts';
import { codeParam, historyQuery, invoicesQuery, paymentGroupsQuery, trackingQuery } from './schemas.ts';
import { orderError, orderText } from './texts.ts';
import {
  PER_PAGE, cartsWire, invoiceHeadWire, invoiceKursUsed, loadOrderGraphs, orderWire, ownerTrackingOrderWire, publicOrderWire,
  type Clock,
} from './views.ts';
import { envOf, orderFulfilment, trackingLines } from '../ops/customer-view.ts';
import './tables.ts';

/** Public tracking calls per IP and minute. */
export const TRACKING_PER_MINUTE = 60;

type InvoiceEb = ExpressionBuilder<Database, 'invoices'>;

/** Invoices whose status, as seen at `now`, is `status` (a pending one past due reads as expired). */
function invoiceStatusIs(status: InvoiceStatus, now: Date) {
  return (eb: InvoiceEb) => {
    const overdue = eb.and([eb('invoices.status', '=', 'pending'), eb('invoices.due_date', 'is not', null), eb('invoices.due_date', '<', now)]);
    if (status === 'pending') return eb.and([eb('invoices.status', '=', 'pending'), eb.not(overdue)]);
    if (status === 'expired') return eb.or([eb('invoices.status', '=', 'expired'), overdue]);
    return eb('invoices.status', '=', status);
  };
}

/** Orders whose status, as seen at `now`, is `status` (awaiting payment past the invoice's due date reads as expired). */
function orderStatusIs(status: OrderStatus, now: Date) {
  return (eb: ExpressionBuilder<Database, 'orders' | 'invoices'>) => {
    const overdue = eb.and([eb('orders.status', '=', 'awaiting_payment'), eb('invoices.due_date', 'is not', null), eb('invoices.due_date', '<', now)]);
    if (status === 'awaiting_payment') return eb.and([eb('orders.status', '=', 'awaiting_payment'), eb.not(overdue)]);
    if (status === 'expired') return eb.or([eb('orders.status', '=', 'expired'), overdue]);
    return eb('orders.status', '=', status);
  };
}

export async function ordersRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db } = deps;
  const clock = (request: FastifyRequest): Clock => ({ now: deps.ports.now().getTime(), lang: requestLang(request) });
  const signedIn = async (request: FastifyRequest) => { requireCustomer(request); };

  await checkoutRoutes(app, deps);
  await voucherRoutes(app, deps);
  await shippingV2Routes(app, deps);
  defineAutoCompleteJob(deps);

  app.get('/payment-groups', { schema: { querystring: paymentGroupsQuery } }, async (request, reply) => {
    const lang = requestLang(request);
    return ok(reply, { data: paymentGroupsWire(lang, app.payments.offers) }, orderText(lang, 'paymentGroups'));
  });

  app.get<{ Querystring: { invoice_type?: ('additional' | 'topup' | 'checkout' | 'premium' | 'course')[]; status?: InvoiceStatus; page?: number } }>('/invoices', {
    preValidation: signedIn,
    schema: { querystring: invoicesQuery },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const c = clock(request);
    const { invoice_type: types, status, page = 1 } = request.query;
    let query = db.selectFrom('invoices').where('customer_id', '=', customerId);
    if (types && types.length > 0) query = query.where('invoice_type', 'in', types);
    if (status) query = query.where(invoiceStatusIs(status, new Date(c.now)));
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(PER_PAGE).offset((page - 1) * PER_PAGE).execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const ids = rows.map((r) => r.id);
    const orders = ids.length === 0 ? [] : await db.selectFrom('orders')
      .leftJoin('order_shipments', (j) => j.onRef('order_shipments.order_id', '=', 'orders.id').on('order_shipments.position', '=', 0))
      .select(['orders.invoice_id', 'orders.order_code', 'order_shipments.address'])
      .where('orders.invoice_id', 'in', ids).orderBy('orders.id').execute();
    return ok(reply, {
      data: rows.map((r) => {
        const mine = orders.filter((o) => o.invoice_id === r.id);
        return { ...invoiceHeadWire(r, c), order_codes: mine.map((o) => o.order_code), recipient_name: mine[0]?.address?.name ?? null };
      }),
      meta: { page, per_page: PER_PAGE, total: Number(count.n) },
    }, orderText(c.lang, 'invoices'));
  });

  app.get<{ Params: { code: string } }>('/invoices/:code', { preValidation: signedIn, schema: { params: codeParam } }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const c = clock(request);
    const invoice = await db.selectFrom('invoices').selectAll()
      .where('customer_id', '=', customerId).where('invoice_code', '=', request.params.code).executeTakeFirst();
    if (!invoice) throw orderError('NOT_FOUND', c.lang, 'invoiceNotFound', 'INVOICE_NOT_FOUND');
    const orderIds = await db.selectFrom('orders').select('id').where('invoice_id', '=', invoice.id).orderBy('id').execute();
    const graphs = await loadOrderGraphs(db, orderIds.map((o) => o.id));
    const head = invoiceHeadWire(invoice, c);
    const payment = await invoicePaymentWire(db, invoice, head.status, await currentPayment(db, invoice.id));
    const voucher = invoice.voucher_id === null ? undefined
      : await db.selectFrom('vouchers').select(['description', 'description_en']).where('id', '=', invoice.voucher_id).executeTakeFirst();
    return ok(reply, {
      data: {
        ...head,
        payment_method: invoice.payment_method,
        payment_method_name: paymentMethodName(invoice.payment_method),
        payment_instructions: payment.payment,
        wallet_used: payment.wallet_used,
        amount_due: payment.amount_due,
        paid_at: invoice.paid_at === null ? null : new Date(invoice.paid_at).toISOString(),
        amounts: invoice.amounts,
        voucher: invoice.voucher_code === null ? null : {
          code: invoice.voucher_code,
          discount: Number(invoice.voucher_discount),
          description: voucher ? (c.lang === 'en' ? voucher.description_en || voucher.description : voucher.description) : '',
        },
        orders: graphs.map((g) => orderWire(g, invoice, c)),
        kurs_used: invoiceKursUsed(graphs),
        carts: cartsWire(graphs),
        company: COMPANY_BLOCK,
      },
    }, orderText(c.lang, 'invoice'));
  });

  app.get<{ Querystring: { status?: OrderStatus; tab?: OrderTab; page?: number } }>('/cart/history', {
    preValidation: signedIn,
    schema: { querystring: historyQuery },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const c = clock(request);
    const now = new Date(c.now);
    const { status, tab, page = 1 } = request.query;
    let query = db.selectFrom('orders').innerJoin('invoices', 'invoices.id', 'orders.invoice_id').where('orders.customer_id', '=', customerId);
    if (status) query = query.where(orderStatusIs(status, now));
    if (tab) query = query.where(tabIs(tab, now));
    const [rows, count, counts] = await Promise.all([
      query.select('orders.id').orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').limit(PER_PAGE).offset((page - 1) * PER_PAGE).execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      tabCounts(db, customerId, now),
    ]);
    const graphs = await loadOrderGraphs(db, rows.map((r) => r.id));
    const invoices = graphs.length === 0 ? [] : await db.selectFrom('invoices').selectAll().where('id', 'in', graphs.map((g) => g.row.invoice_id)).execute();
    return ok(reply, {
      data: await historyRows(db, customerId, graphs, invoices, c),
      // The counts of every tab come with any page (docs/orders.md "Tabs").
      meta: { page, per_page: PER_PAGE, total: Number(count.n), tab: tab ?? null, counts },
    }, orderText(c.lang, 'history'));
  });

  // The customer confirms receipt ('Pesanan Diterima', docs/orders.md "Completion"): owner only (404
  // for anyone else), 409 before delivery, the same answer when already completed.
  app.post<{ Params: { code: string } }>('/cart/history/:code/received', {
    preValidation: signedIn,
    schema: { params: codeParam },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const c = clock(request);
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key.trim() === '') throw orderError('UNPROCESSABLE', c.lang, 'idempotencyRequired', 'IDEMPOTENCY_KEY_REQUIRED', 'headers.idempotency-key');
    const order = await db.selectFrom('orders').select('id')
      .where('customer_id', '=', customerId).where('order_code', '=', request.params.code).executeTakeFirst();
    if (!order) throw orderError('NOT_FOUND', c.lang, 'orderNotFound', 'ORDER_NOT_FOUND');
    const decision = await db.transaction().execute((trx) => completeInTransaction(trx, deps.jobs, order.id, new Date(c.now), 'customer'));
    if (decision.outcome === 'refused') throw orderError('CONFLICT', c.lang, 'notDelivered', 'ORDER_NOT_DELIVERED');
    return ok(reply, {
      data: {
        order_code: request.params.code, status: 'delivered', tab: 'completed',
        completed_at: new Date(decision.completion.at).toISOString(), completed_by: decision.completion.by,
      },
    }, orderText(c.lang, 'received'));
  });

  app.get<{ Params: { code: string } }>('/cart/history/:code', { preValidation: signedIn, schema: { params: codeParam } }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const c = clock(request);
    const order = await db.selectFrom('orders').select(['id', 'invoice_id'])
      .where('customer_id', '=', customerId).where('order_code', '=', request.params.code).executeTakeFirst();
    if (!order) throw orderError('NOT_FOUND', c.lang, 'orderNotFound', 'ORDER_NOT_FOUND');
    const [graph] = await loadOrderGraphs(db, [order.id]);
    const invoice = await db.selectFrom('invoices').selectAll().where('id', '=', order.invoice_id).executeTakeFirstOrThrow();
    if (!graph) throw orderError('NOT_FOUND', c.lang, 'orderNotFound', 'ORDER_NOT_FOUND');
    // After payment: every line's state, photos, weights, storage and settlement (docs/api/ops.md).
    const fulfilment = await orderFulfilment(envOf(deps, request.log), { id: order.id, customer_id: customerId }, c);
    return ok(reply, { data: { ...orderWire(graph, invoice, c), fulfilment } }, orderText(c.lang, 'order'));
  });

  // Public tracking by invoice or order code. Anyone: statuses and dates; the owner: also
  // recipients, addresses and items.
  app.get<{ Querystring: { code: string; page?: number } }>('/cart-or-invoice', {
    // Public: limited per IP so invoice numbers cannot be walked through.
    config: { rateLimit: { max: TRACKING_PER_MINUTE, timeWindow: 60_000 } },
    schema: { querystring: trackingQuery },
  }, async (request, reply) => {
    const c = clock(request);
    const code = request.query.code.trim().toUpperCase();
    let invoice = await db.selectFrom('invoices').selectAll().where('invoice_code', '=', code).executeTakeFirst();
    if (!invoice) {
      const order = await db.selectFrom('orders').select('invoice_id').where('order_code', '=', code).executeTakeFirst();
      if (order) invoice = await db.selectFrom('invoices').selectAll().where('id', '=', order.invoice_id).executeTakeFirst();
    }
    if (!invoice) throw orderError('NOT_FOUND', c.lang, 'invoiceNotFound', 'INVOICE_NOT_FOUND');
    const found = invoice;
    const owner = request.caller.customerId !== null && request.caller.customerId === found.customer_id;
    const orderIds = await db.selectFrom('orders').select('id').where('invoice_id', '=', found.id).orderBy('id').execute();
    const graphs = await loadOrderGraphs(db, orderIds.map((o) => o.id));
    const head = invoiceHeadWire(found, c);
    return ok(reply, {
      data: {
        invoice_code: head.invoice_code,
        invoice_type: head.invoice_type,
        status: head.status,
        status_label: head.status_label,
        created_at: head.created_at,
        due_date: head.due_date,
        owner,
        ...(owner ? { total: head.total } : {}),
        // With each line's state timeline after payment (docs/api/ops.md); the owner's details only to the owner.
        orders: await trackingLines(envOf(deps, request.log), graphs.map((g) => (owner ? ownerTrackingOrderWire(g, found, c) : publicOrderWire(g, found, c))),
          owner ? { id: found.customer_id } : null, c),
      },
    }, orderText(c.lang, 'tracking'));
  });

}
