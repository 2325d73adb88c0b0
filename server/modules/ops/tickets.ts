// Refund requests and tickets (docs/api/ops.md "Tickets"): the customer opens, replies, withdraws;
// staff answer and resolve; an approved refund credits the wallet through the ledger (a
// `ticket` settlement and a `refund` row), never above what is left to give back for the order.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Lang } from '../../http/errors.ts';
import { formatRupiah } from '../../../src/domain/format/index.ts';
import { moveWallet } from '../payments/ledger.ts';
import { audit, changed, type Actor } from './audit.ts';
import { notify, type AfterCommit } from './notify.ts';
import { refundableFor } from './settle.ts';
import type { TicketTable } from './tables.ts';
import { opsError, StateConflict } from './texts.ts';
import '../orders/tables.ts';

export type TicketRow = Selectable<TicketTable>;
export const TICKET_OPEN_STATES = ['open', 'answered'] as const;

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export async function ticketWire(db: Db, t: TicketRow, withMessages: boolean) {
  const order = await db.selectFrom('orders').select('order_code').where('id', '=', t.order_id).executeTakeFirst();
  const base = {
    ticket_id: t.id, order_code: order?.order_code ?? null, line_id: t.order_line_id, reason: t.reason, status: t.status,
    amount_requested: t.amount_requested === null ? null : Number(t.amount_requested),
    amount_refunded: t.amount_refunded === null ? null : Number(t.amount_refunded),
    created_at: iso(t.created_at), updated_at: iso(t.updated_at),
  };
  if (!withMessages) return base;
  const messages = await db.selectFrom('ticket_messages').leftJoin('staff', 'staff.id', 'ticket_messages.staff_id')
    .select(['ticket_messages.author', 'ticket_messages.message', 'ticket_messages.at', 'staff.name as staff_name'])
    .where('ticket_id', '=', t.id).orderBy('ticket_messages.id').execute();
  return { ...base, messages: messages.map((m) => ({ author: m.author, name: m.author === 'staff' ? (m.staff_name ?? 'Titip') : null, message: m.message, at: iso(m.at) })) };
}

export interface NewTicket { order_code: string; line_id?: number; reason: string; message: string; amount_requested?: number }

export async function openTicket(db: Db, actor: Actor, customerId: number, body: NewTicket, now: Date, lang: Lang): Promise<TicketRow> {
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').innerJoin('invoices', 'invoices.id', 'orders.invoice_id')
      .select(['orders.id', 'invoices.status']).where('orders.customer_id', '=', customerId).where('orders.order_code', '=', body.order_code.trim().toUpperCase()).executeTakeFirst();
    if (!order) throw opsError('NOT_FOUND', lang, 'orderNotFound', 'ORDER_NOT_FOUND', 'body.order_code');
    if (order.status !== 'paid') throw opsError('CONFLICT', lang, 'orderNotPaid', 'ORDER_NOT_PAID', 'body.order_code');
    if (body.line_id !== undefined) {
      const line = await trx.selectFrom('order_lines').select('id').where('id', '=', body.line_id).where('order_id', '=', order.id).executeTakeFirst();
      if (!line) throw opsError('NOT_FOUND', lang, 'lineNotFound', 'LINE_NOT_FOUND', 'body.line_id');
    }
    const t = await trx.insertInto('tickets').values({
      customer_id: customerId, order_id: order.id, order_line_id: body.line_id ?? null, reason: body.reason, status: 'open',
      amount_requested: body.amount_requested ?? null, amount_refunded: null, deleted_at: null, created_at: now, updated_at: now,
    }).returningAll().executeTakeFirstOrThrow();
    await trx.insertInto('ticket_messages').values({ ticket_id: t.id, author: 'customer', staff_id: null, message: body.message.trim(), at: now }).execute();
    await audit(trx, actor, { action: 'ticket_open', entityType: 'ticket', entityId: t.id, before: null, after: { status: 'open', reason: t.reason, order_id: t.order_id } }, now);
    return t;
  });
}

/** Locks a ticket (the customer's own when customerId is given); 404 otherwise, withdrawn included. */
export async function lockTicket(trx: Db, id: number, lang: Lang, customerId?: number): Promise<TicketRow> {
  let q = trx.selectFrom('tickets').selectAll().where('id', '=', id).where('deleted_at', 'is', null);
  if (customerId !== undefined) q = q.where('customer_id', '=', customerId);
  const t = await q.forUpdate().executeTakeFirst();
  if (!t) throw opsError('NOT_FOUND', lang, 'ticketNotFound', 'TICKET_NOT_FOUND');
  return t;
}

function expectOpen(t: TicketRow, lang: Lang): void {
  if (!(TICKET_OPEN_STATES as readonly string[]).includes(t.status)) throw new StateConflict(lang, t.status);
}

export async function customerReply(trx: Db, actor: Actor, customerId: number, id: number, message: string, now: Date, lang: Lang): Promise<TicketRow> {
  const t = await lockTicket(trx, id, lang, customerId);
  expectOpen(t, lang);
  await trx.insertInto('ticket_messages').values({ ticket_id: t.id, author: 'customer', staff_id: null, message: message.trim(), at: now }).execute();
  const updated = await trx.updateTable('tickets').set({ status: 'open', updated_at: now }).where('id', '=', t.id).returningAll().executeTakeFirstOrThrow();
  await audit(trx, actor, { action: 'ticket_reply', entityType: 'ticket', entityId: t.id, ...changed({ status: t.status }, { status: updated.status }) }, now);
  return updated;
}

export async function withdrawTicket(trx: Db, actor: Actor, customerId: number, id: number, now: Date, lang: Lang): Promise<void> {
  const t = await lockTicket(trx, id, lang, customerId);
  expectOpen(t, lang);
  await trx.updateTable('tickets').set({ deleted_at: now, updated_at: now }).where('id', '=', t.id).execute();
  await audit(trx, actor, { action: 'ticket_delete', entityType: 'ticket', entityId: t.id, before: { status: t.status }, after: { deleted: true } }, now);
}

export async function staffAnswer(trx: Db, after: AfterCommit, actor: Actor, id: number, message: string, now: Date, lang: Lang): Promise<TicketRow> {
  const t = await lockTicket(trx, id, lang);
  expectOpen(t, lang);
  await trx.insertInto('ticket_messages').values({ ticket_id: t.id, author: 'staff', staff_id: actor.staffId, message: message.trim(), at: now }).execute();
  const updated = await trx.updateTable('tickets').set({ status: 'answered', updated_at: now }).where('id', '=', t.id).returningAll().executeTakeFirstOrThrow();
  await notify(trx, after, { customerId: t.customer_id, kind: 'ticket_answered', params: { ticket: String(t.id) } }, now);
  await audit(trx, actor, { action: 'ticket_answer', entityType: 'ticket', entityId: t.id, ...changed({ status: t.status }, { status: updated.status }) }, now);
  return updated;
}

export interface Resolution { outcome: 'approved' | 'rejected'; amount?: number; message?: string | null }

export async function staffResolve(trx: Db, after: AfterCommit, actor: Actor, id: number, r: Resolution, now: Date, lang: Lang): Promise<TicketRow> {
  const t = await lockTicket(trx, id, lang);
  expectOpen(t, lang);
  let refunded: number | null = null;
  if (r.outcome === 'approved') {
    if (r.amount === undefined) throw opsError('UNPROCESSABLE', lang, 'invalid', 'VALIDATION', 'body.amount');
    const refundable = await refundableFor(trx, t.order_id);
    if (r.amount > refundable) throw opsError('UNPROCESSABLE', lang, 'refundTooLarge', 'REFUND_TOO_LARGE', 'body.amount');
    const line = t.order_line_id === null ? undefined
      : await trx.selectFrom('fulfilment_lines').select('id').where('order_line_id', '=', t.order_line_id).executeTakeFirst();
    const s = await trx.insertInto('settlements').values({
      line_id: line?.id ?? null, order_id: t.order_id, customer_id: t.customer_id, kind: 'ticket', before_total: 0, after_total: 0, shipping_refund: 0,
      difference: -r.amount, outcome: 'credit', amount: r.amount, invoice_id: null, ticket_id: t.id, staff_id: actor.staffId, created_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    await moveWallet(trx, { customerId: t.customer_id, kind: 'refund', amount: r.amount, note: `ticket:${t.id}:settlement:${s.id}`, now });
    refunded = r.amount;
  }
  if (r.message?.trim()) await trx.insertInto('ticket_messages').values({ ticket_id: t.id, author: 'staff', staff_id: actor.staffId, message: r.message.trim(), at: now }).execute();
  const updated = await trx.updateTable('tickets').set({ status: r.outcome, amount_refunded: refunded, updated_at: now }).where('id', '=', t.id).returningAll().executeTakeFirstOrThrow();
  await notify(trx, after, { customerId: t.customer_id, kind: 'ticket_resolved', params: { ticket: String(t.id), outcome: r.outcome, amount: formatRupiah(refunded ?? 0) } }, now);
  await audit(trx, actor, { action: `ticket_${r.outcome}`, entityType: 'ticket', entityId: t.id, before: { status: t.status, amount_refunded: null }, after: { status: updated.status, amount_refunded: refunded } }, now);
  return updated;
}
