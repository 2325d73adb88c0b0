// Tickets on both sides (docs/api/ops.md "Tickets"): the customer's refund/request calls and the
// console's list, detail, answer and resolve.
import type { FastifyInstance } from 'fastify';
import { ok, requestLang } from '../../http/envelope.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import { customerActor, staffActor } from './audit.ts';
import { runAction, type OpsEnv } from './env.ts';
import * as s from './schemas.ts';
import { requireIdempotencyKey, requireStaff } from './staff-auth.ts';
import {
  customerReply, lockTicket, openTicket, staffAnswer, staffResolve, ticketWire, withdrawTicket, type NewTicket, type Resolution,
} from './tickets.ts';
import { opsError, opsText } from './texts.ts';

export const TICKETS_PER_PAGE = 20;

export async function customerTicketRoutes(app: FastifyInstance, env: OpsEnv): Promise<void> {
  const { db } = env;

  app.post<{ Body: NewTicket }>('/refund/request', { schema: { body: s.refundBody } }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    const t = await openTicket(db, customerActor(customerId), customerId, request.body, env.now(), lang);
    return ok(reply, { data: await ticketWire(db, t, true) }, opsText(lang, 'ok'), 201);
  });

  app.get<{ Querystring: { page: number } }>('/refund/request/history', { schema: { querystring: s.pageQuery } }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const page = request.query.page ?? 1;
    const base = db.selectFrom('tickets').where('customer_id', '=', customerId).where('deleted_at', 'is', null);
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(TICKETS_PER_PAGE).offset((page - 1) * TICKETS_PER_PAGE).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const data = [];
    for (const r of rows) data.push(await ticketWire(db, r, false));
    return ok(reply, { data, meta: { page, per_page: TICKETS_PER_PAGE, total: Number(total.n) } });
  });

  app.get<{ Params: { ticket_id: number } }>('/refund/request/:ticket_id', { schema: { params: s.ticketParam } }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const t = await db.selectFrom('tickets').selectAll().where('id', '=', request.params.ticket_id).where('customer_id', '=', customerId).where('deleted_at', 'is', null).executeTakeFirst();
    if (!t) throw opsError('NOT_FOUND', requestLang(request), 'ticketNotFound', 'TICKET_NOT_FOUND');
    return ok(reply, { data: await ticketWire(db, t, true) });
  });

  app.post<{ Params: { ticket_id: number }; Body: { message: string } }>('/refund/request/:ticket_id/reply', { schema: { params: s.ticketParam, body: s.answerBody } }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    const t = await runAction(env, (trx) => customerReply(trx, customerActor(customerId), customerId, request.params.ticket_id, request.body.message, env.now(), lang));
    return ok(reply, { data: await ticketWire(db, t, true) }, opsText(lang, 'ok'));
  });

  app.post<{ Body: { ticket_id: number } }>('/refund/request/delete', { schema: { body: s.deleteTicketBody } }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    await runAction(env, (trx) => withdrawTicket(trx, customerActor(customerId), customerId, request.body.ticket_id, env.now(), lang));
    return ok(reply, { data: { ticket_id: request.body.ticket_id, deleted: true } }, opsText(lang, 'ok'));
  });
}

export async function staffTicketRoutes(ops: FastifyInstance, env: OpsEnv): Promise<void> {
  const { db } = env;

  ops.get<{ Querystring: { status?: string; page: number } }>('/tickets', { schema: { querystring: s.ticketsQuery } }, async (request, reply) => {
    requireStaff(request, 'read');
    const { status, page } = request.query;
    let base = db.selectFrom('tickets').where('deleted_at', 'is', null);
    if (status) base = base.where('status', '=', status);
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('id').limit(TICKETS_PER_PAGE).offset((page - 1) * TICKETS_PER_PAGE).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const data = [];
    for (const r of rows) data.push(await ticketWire(db, r, false));
    return ok(reply, { data, meta: { page, per_page: TICKETS_PER_PAGE, total: Number(total.n) } });
  });

  ops.get<{ Params: { ticket_id: number } }>('/tickets/:ticket_id', { schema: { params: s.ticketParam } }, async (request, reply) => {
    requireStaff(request, 'read');
    const lang = requestLang(request);
    const t = await db.transaction().execute((trx) => lockTicket(trx, request.params.ticket_id, lang));
    const c = await db.selectFrom('customers').select(['id', 'first_name', 'last_name', 'email']).where('id', '=', t.customer_id).executeTakeFirstOrThrow();
    return ok(reply, { data: { ...await ticketWire(db, t, true), customer: { customer_id: c.id, name: `${c.first_name} ${c.last_name}`.trim(), email: c.email } } });
  });

  ops.post<{ Params: { ticket_id: number }; Body: { message: string } }>('/tickets/:ticket_id/answer', {
    preHandler: async (request) => { requireStaff(request, 'tickets'); requireIdempotencyKey(request); },
    schema: { params: s.ticketParam, body: s.answerBody },
  }, async (request, reply) => {
    const staff = requireStaff(request, 'tickets');
    const lang = requestLang(request);
    const t = await runAction(env, (trx, after) => staffAnswer(trx, after, staffActor(staff.id), request.params.ticket_id, request.body.message, env.now(), lang));
    return ok(reply, { data: await ticketWire(db, t, true) }, opsText(lang, 'ok'));
  });

  ops.post<{ Params: { ticket_id: number }; Body: Resolution }>('/tickets/:ticket_id/resolve', {
    preHandler: async (request) => { requireStaff(request, 'tickets'); requireIdempotencyKey(request); },
    schema: { params: s.ticketParam, body: s.resolveBody },
  }, async (request, reply) => {
    const staff = requireStaff(request, 'tickets');
    const lang = requestLang(request);
    const t = await runAction(env, (trx, after) => staffResolve(trx, after, staffActor(staff.id), request.params.ticket_id, request.body, env.now(), lang));
    return ok(reply, { data: await ticketWire(db, t, true) }, opsText(lang, 'ok'));
  });
}
