// The customer's calls (docs/api/ops.md "The customer's side"): the decision and the cancel of a
// line, the notifications of the bell, and the QC photos (owner and staff only).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import '../payments/tables.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import type { DecisionChoice } from '../../../src/domain/fulfilment/index.ts';
import { customerActor } from './audit.ts';
import { orderFulfilment } from './customer-view.ts';
import { materializeLine, runAction, type OpsEnv } from './env.ts';
import { cancelLine, decideLine, type ActionResult } from './line-actions.ts';
import { validPhotoSignature } from './photos.ts';
import * as s from './schemas.ts';
import { requireIdempotencyKey, staffOf } from './staff-auth.ts';
import { NOTIFICATION_KINDS, notificationText, opsText, type NotificationKind } from './texts.ts';
import { settlementWire } from './views.ts';

export const NOTIFICATIONS_PER_PAGE = 20;

export async function customerRoutes(app: FastifyInstance, env: OpsEnv): Promise<void> {
  const { db } = env;

  async function lineAnswer(result: ActionResult, lang: 'id' | 'en') {
    const order = await db.selectFrom('orders').select(['id', 'customer_id']).where('id', '=', result.line.order_id).executeTakeFirstOrThrow();
    const f = await orderFulfilment(env, order, { now: env.now().getTime(), lang });
    const line = f?.lines.find((l) => l.line_id === result.line.order_line_id) ?? null;
    const settlement = result.settlement ? settlementWire({ ...result.settlement, invoice_code: result.invoiceCode, invoice_status: result.invoiceCode ? 'pending' : null }, lang) : null;
    return { line, settlement };
  }

  app.post<{ Params: { line_id: number }; Body: { choice: DecisionChoice } }>('/order-lines/:line_id/decision', {
    preHandler: async (request) => { requireCustomer(request); requireIdempotencyKey(request); },
    schema: { params: s.lineParam, body: s.decisionBody },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    await materializeLine(env, request.params.line_id, customerId);
    const result = await runAction(env, (trx, after) => decideLine(trx, after, env, customerActor(customerId), customerId, request.params.line_id, request.body.choice, lang));
    const answer = await lineAnswer(result, lang);
    return ok(reply, { data: answer.line }, opsText(lang, 'ok'));
  });

  app.post<{ Params: { line_id: number } }>('/order-lines/:line_id/cancel', {
    preHandler: async (request) => { requireCustomer(request); requireIdempotencyKey(request); },
    schema: { params: s.lineParam },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    await materializeLine(env, request.params.line_id, customerId);
    const result = await runAction(env, (trx, after) => cancelLine(trx, after, env, customerActor(customerId), customerId, request.params.line_id, lang));
    return ok(reply, { data: await lineAnswer(result, lang) }, opsText(lang, 'ok'));
  });

  // ------------------------------------------------------------------------ notifications

  // The wallet credits of settlements, newest 50, each with the wallet entry it wrote (its note
  // `settlement:<id>`) and its explanation, so the wallet page can say why (docs/settlement.md).
  app.get('/wallet/credits', async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    const rows = await db.selectFrom('settlements')
      .innerJoin('orders', 'orders.id', 'settlements.order_id')
      .innerJoin('wallet_entries', (j) => j.onRef('wallet_entries.customer_id', '=', 'settlements.customer_id')
        .on('wallet_entries.note', '=', sql<string>`'settlement:' || settlements.id`))
      .selectAll('settlements').select(['orders.order_code', 'wallet_entries.id as wallet_entry_id'])
      .where('settlements.customer_id', '=', customerId).where('settlements.outcome', '=', 'credit')
      .orderBy('settlements.id', 'desc').limit(50).execute();
    return ok(reply, {
      data: rows.map((r) => ({
        wallet_entry_id: r.wallet_entry_id, order_code: r.order_code,
        settlement: settlementWire({ ...r, invoice_code: null, invoice_status: null }, lang),
      })),
    }, opsText(lang, 'ok'));
  });

  app.get<{ Querystring: { page: number } }>('/customer/notifications', { schema: { querystring: s.pageQuery } }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    const page = request.query.page ?? 1;
    const base = db.selectFrom('customer_notifications').where('customer_id', '=', customerId);
    const [rows, total, unread] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(NOTIFICATIONS_PER_PAGE).offset((page - 1) * NOTIFICATIONS_PER_PAGE).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).where('read_at', 'is', null).executeTakeFirstOrThrow(),
    ]);
    return ok(reply, {
      data: rows.map((r) => {
        const kind = (NOTIFICATION_KINDS as readonly string[]).includes(r.kind) ? r.kind as NotificationKind : 'paid';
        const text = notificationText(kind, r.params, lang);
        return { id: r.id, kind: r.kind, title: text.title, body: text.body, order_code: r.order_code, line_id: r.line_id, invoice_code: r.invoice_code, read: r.read_at !== null, created_at: new Date(r.created_at).toISOString() };
      }),
      meta: { page, per_page: NOTIFICATIONS_PER_PAGE, total: Number(total.n), unread: Number(unread.n) },
    });
  });

  app.post<{ Body: { ids?: number[] } }>('/customer/notifications/read', { schema: { body: s.readBody } }, async (request, reply) => {
    const customerId = requireCustomer(request);
    let q = db.updateTable('customer_notifications').set({ read_at: env.now() }).where('customer_id', '=', customerId).where('read_at', 'is', null);
    if (request.body?.ids) q = q.where('id', 'in', request.body.ids.length ? request.body.ids : [0]);
    await q.execute();
    const unread = await db.selectFrom('customer_notifications').select((eb) => eb.fn.countAll<string>().as('n')).where('customer_id', '=', customerId).where('read_at', 'is', null).executeTakeFirstOrThrow();
    return ok(reply, { data: { unread: Number(unread.n) } });
  });

  // ------------------------------------------------------------------------------- photos

  app.get<{ Params: { photo_id: number }; Querystring: { exp?: number; sig?: string } }>('/media/qc/:photo_id', {
    schema: { params: s.photoParams, querystring: s.photoQuery },
  }, async (request, reply) => {
    const photo = await db.selectFrom('qc_photos').innerJoin('fulfilment_lines', 'fulfilment_lines.id', 'qc_photos.line_id')
      .select(['qc_photos.id', 'qc_photos.storage_key', 'qc_photos.content_type', 'fulfilment_lines.customer_id'])
      .where('qc_photos.id', '=', request.params.photo_id).executeTakeFirst();
    const now = env.now();
    const { exp, sig } = request.query;
    let allowed = photo !== undefined && exp !== undefined && sig !== undefined && validPhotoSignature(env.config.appSecret, photo.id, exp, sig, now.getTime());
    if (photo && !allowed) allowed = request.caller.customerId === photo.customer_id || (await staffOf(request, db, now)) !== null;
    const data = photo && allowed ? await env.storage.get(photo.storage_key) : null;
    if (!photo || !data) throw new AppError('NOT_FOUND');
    return reply.header('content-type', photo.content_type).header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'").send(data);
  });

}
