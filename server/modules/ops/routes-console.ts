// The console's reading calls (docs/api/ops.md; the session is routes-session.ts): queues, lines
// and parcels by state, storage ending, search, the order page, the audit log.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, requestLang } from '../../http/envelope.ts';
import { DAY_MS, PARCEL_STATES, type LineState, type ParcelState } from '../../../src/domain/fulfilment/index.ts';
import { isOrderStatus, statusLabel } from '../../../src/domain/order/index.ts';
import { auditWire } from './audit.ts';
import { materializeAll, type OpsEnv } from './env.ts';
import { opsLinesByIds, opsParcels } from './ops-lines.ts';
import { orderPage } from './order-page.ts';
import * as s from './schemas.ts';
import { requireStaff } from './staff-auth.ts';
import type { ViewClock } from './views.ts';

export const PER_PAGE = 20;
export const AUDIT_PER_PAGE = 50;

export function viewClock(env: OpsEnv, request: FastifyRequest): ViewClock {
  return { now: env.now().getTime(), lang: requestLang(request), secret: env.config.appSecret };
}

export async function consoleRoutes(ops: FastifyInstance, env: OpsEnv): Promise<void> {
  const { db } = env;

  ops.get('/queues', async (request, reply) => {
    requireStaff(request, 'read');
    await materializeAll(env);
    const now = env.now().getTime();
    const [lineCounts, parcelCounts, stored, tickets] = await Promise.all([
      db.selectFrom('fulfilment_lines').select(['state', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('state').execute(),
      db.selectFrom('parcels').select(['state', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('state').execute(),
      db.selectFrom('fulfilment_lines').select(['arrived_at', 'free_storage_days']).where('state', 'in', ['at_warehouse', 'needs_decision']).where('arrived_at', 'is not', null).execute(),
      db.selectFrom('tickets').select((eb) => eb.fn.countAll<string>().as('n')).where('status', 'in', ['open']).where('deleted_at', 'is', null).executeTakeFirstOrThrow(),
    ]);
    const count = (rows: { state: string; n: string }[], state: string) => Number(rows.find((r) => r.state === state)?.n ?? 0);
    const lineStates: LineState[] = ['paid', 'purchased', 'at_warehouse', 'needs_decision', 'return_to_seller'];
    const ending = stored.filter((r) => new Date(r.arrived_at as Date).getTime() + r.free_storage_days * DAY_MS - now <= 7 * DAY_MS).length;
    return ok(reply, {
      data: {
        lines: Object.fromEntries(lineStates.map((st) => [st, count(lineCounts, st)])),
        parcels: Object.fromEntries(PARCEL_STATES.filter((st) => st !== 'delivered').map((st) => [st, count(parcelCounts, st)])),
        storage_ending: ending,
        tickets_open: Number(tickets.n),
      },
    });
  });

  ops.get<{ Querystring: { state: LineState; page: number } }>('/lines', { schema: { querystring: s.linesQuery } }, async (request, reply) => {
    requireStaff(request, 'read');
    await materializeAll(env);
    const { state, page } = request.query;
    const base = db.selectFrom('fulfilment_lines').where('state', '=', state);
    const [rows, total] = await Promise.all([
      base.select('id').orderBy('state_at').orderBy('id').limit(PER_PAGE).offset((page - 1) * PER_PAGE).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const data = await opsLinesByIds(db, rows.map((r) => r.id), viewClock(env, request));
    return ok(reply, { data, meta: { page, per_page: PER_PAGE, total: Number(total.n) } });
  });

  ops.get<{ Querystring: { state: ParcelState; page: number } }>('/parcels', { schema: { querystring: s.parcelsQuery } }, async (request, reply) => {
    requireStaff(request, 'read');
    const { state, page } = request.query;
    const base = db.selectFrom('parcels').where('state', '=', state);
    const [rows, total] = await Promise.all([
      base.select('id').orderBy('state_at').orderBy('id').limit(PER_PAGE).offset((page - 1) * PER_PAGE).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return ok(reply, { data: await opsParcels(db, rows.map((r) => r.id), requestLang(request)), meta: { page, per_page: PER_PAGE, total: Number(total.n) } });
  });

  ops.get<{ Querystring: { within_days: number; page: number } }>('/storage', { schema: { querystring: s.storageQuery } }, async (request, reply) => {
    requireStaff(request, 'read');
    const { within_days: within, page } = request.query;
    const now = env.now().getTime();
    const rows = await db.selectFrom('fulfilment_lines').select(['id', 'arrived_at', 'free_storage_days'])
      .where('state', 'in', ['at_warehouse', 'needs_decision']).where('arrived_at', 'is not', null).execute();
    const ending = rows.map((r) => ({ id: r.id, until: new Date(r.arrived_at as Date).getTime() + r.free_storage_days * DAY_MS }))
      .filter((r) => r.until - now <= within * DAY_MS).sort((a, b) => a.until - b.until || a.id - b.id);
    const slice = ending.slice((page - 1) * PER_PAGE, page * PER_PAGE).map((r) => r.id);
    return ok(reply, { data: await opsLinesByIds(db, slice, viewClock(env, request)), meta: { page, per_page: PER_PAGE, total: ending.length } });
  });

  ops.get<{ Querystring: { q: string } }>('/search', { schema: { querystring: s.searchQuery } }, async (request, reply) => {
    requireStaff(request, 'read');
    await materializeAll(env);
    const q = request.query.q.trim();
    const upper = q.toUpperCase();
    const ids = new Set<number>();
    const add = (rows: { order_id: number }[]) => rows.forEach((r) => ids.add(r.order_id));
    add(await db.selectFrom('orders').select('id as order_id').where('order_code', '=', upper).execute());
    add(await db.selectFrom('orders').innerJoin('invoices', 'invoices.id', 'orders.invoice_id').select('orders.id as order_id').where('invoices.invoice_code', '=', upper).execute());
    add(await db.selectFrom('settlements').innerJoin('invoices', 'invoices.id', 'settlements.invoice_id').select('settlements.order_id').where('invoices.invoice_code', '=', upper).execute());
    add(await db.selectFrom('order_shipments').select('order_id').where('shipment_code', '=', upper).execute());
    add(await db.selectFrom('parcels').select('order_id').where((eb) => eb.or([eb('parcel_code', '=', upper), eb('tracking_number', '=', q), eb('domestic_tracking_number', '=', q)])).execute());
    const lang = requestLang(request);
    const rows = ids.size === 0 ? [] : await db.selectFrom('orders').innerJoin('invoices', 'invoices.id', 'orders.invoice_id').innerJoin('customers', 'customers.id', 'orders.customer_id')
      .select(['orders.order_code', 'invoices.invoice_code', 'customers.first_name', 'customers.last_name', 'orders.status', 'orders.created_at'])
      .where('orders.id', 'in', [...ids]).orderBy('orders.id', 'desc').limit(50).execute();
    return ok(reply, {
      data: rows.map((r) => ({
        order_code: r.order_code, invoice_code: r.invoice_code, customer_name: `${r.first_name} ${r.last_name}`.trim(), status: r.status,
        status_label: isOrderStatus(r.status) ? statusLabel(r.status, lang) : r.status, created_at: new Date(r.created_at).toISOString(),
      })),
    });
  });

  ops.get<{ Params: { order_code: string } }>('/orders/:order_code', { schema: { params: s.orderParam } }, async (request, reply) => {
    requireStaff(request, 'read');
    await materializeAll(env);
    const data = await orderPage(env, request.params.order_code.trim().toUpperCase(), viewClock(env, request));
    return ok(reply, { data });
  });

  ops.get<{ Querystring: { entity_type?: string; entity_id?: string; page: number } }>('/audit', { schema: { querystring: s.auditQuery } }, async (request, reply) => {
    requireStaff(request, 'read');
    const { entity_type: type, entity_id: entityId, page } = request.query;
    let base = db.selectFrom('audit_log');
    if (type) base = base.where('entity_type', '=', type);
    if (entityId) base = base.where('entity_id', '=', entityId);
    const [rows, total] = await Promise.all([
      base.leftJoin('staff', 'staff.id', 'audit_log.staff_id').selectAll('audit_log').select(['staff.name as staff_name', 'staff.role as staff_role'])
        .orderBy('audit_log.id', 'desc').limit(AUDIT_PER_PAGE).offset((page - 1) * AUDIT_PER_PAGE).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return ok(reply, { data: rows.map(auditWire), meta: { page, per_page: AUDIT_PER_PAGE, total: Number(total.n) } });
  });

}
