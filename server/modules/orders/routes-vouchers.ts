// The signed-in customer's vouchers (docs/api/orders.md "The customer's vouchers"; docs/perks.md):
//   GET voucher          the vouchers the customer has: public or assigned to them, and usable now by
//                        the domain's rules (voucherAvailability: started, not ended, not used up,
//                        not used up by this customer, new-customer ones only for a new customer)
//   GET voucher/{id}     one of them with its conditions; an unknown id, a voucher that does not
//                        reach the customer, or one they can no longer use: 404
// "New customer" is the checkout's own rule (applyVoucher): no earlier checkout invoice.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import { AppError, t, type Lang } from '../../http/errors.ts';
import { customerHasVoucher } from '../../../src/domain/voucher/index.ts';
import { voucherOf, type VoucherRow } from './vouchers.ts';
import './tables.ts';

const TEXTS = {
  list: { id: 'Voucher kamu', en: 'Your vouchers' },
  detail: { id: 'Detail voucher', en: 'Voucher details' },
  notFound: { id: 'Voucher tidak ditemukan', en: 'Voucher not found' },
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function voucherWireFull(row: VoucherRow, assigned: boolean, lang: Lang) {
  return {
    id: row.id, code: row.code,
    description: lang === 'en' ? row.description_en || row.description : row.description,
    kind: row.kind, value: Number(row.value), min_spend: Number(row.min_spend),
    max_discount: row.max_discount === null ? null : Number(row.max_discount),
    starts_at: iso(row.starts_at), ends_at: iso(row.ends_at),
    per_customer_limit: row.per_customer_limit, new_customer_only: row.new_customer_only, assigned,
  };
}

/** The customer's vouchers (optionally one id), usable now, newest end first (open-ended last). */
async function customerVouchers(db: Db, customerId: number, now: Date, id?: number) {
  let query = db.selectFrom('vouchers').selectAll('vouchers')
    .select((eb) => eb.exists(eb.selectFrom('voucher_assignments').select('voucher_assignments.voucher_id')
      .whereRef('voucher_assignments.voucher_id', '=', 'vouchers.id').where('voucher_assignments.customer_id', '=', customerId)).as('assigned'));
  if (id !== undefined) query = query.where('vouchers.id', '=', id);
  const rows = await query.orderBy('vouchers.id').execute();
  const uses = await db.selectFrom('voucher_uses').select(['voucher_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('customer_id', '=', customerId).groupBy('voucher_id').execute();
  const usesOf = new Map(uses.map((u) => [u.voucher_id, Number(u.n)]));
  const earlier = await db.selectFrom('invoices').select('id')
    .where('customer_id', '=', customerId).where('invoice_type', '=', 'checkout').limit(1).executeTakeFirst();
  const history = { now: now.getTime(), isNewCustomer: earlier === undefined };
  return rows
    .map(({ assigned, ...row }) => ({ row, assigned: Boolean(assigned) }))
    .filter(({ row, assigned }) => customerHasVoucher(voucherOf(row), { isPublic: row.is_public, assigned }, { ...history, customerUses: usesOf.get(row.id) ?? 0 }))
    .sort((a, b) => (a.row.ends_at === null ? 1 : 0) - (b.row.ends_at === null ? 1 : 0)
      || new Date(a.row.ends_at ?? 0).getTime() - new Date(b.row.ends_at ?? 0).getTime() || a.row.id - b.row.id);
}

export async function voucherRoutes(app: FastifyInstance, { db, ports }: ModuleDeps): Promise<void> {
  const tags = ['orders'];
  app.get('/voucher', { schema: { tags } }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    const list = await customerVouchers(db, customerId, ports.now());
    return ok(reply, { data: list.map((v) => voucherWireFull(v.row, v.assigned, lang)) }, t(lang, TEXTS.list));
  });

  app.get<{ Params: { id: number } }>('/voucher/:id', {
    schema: { tags, params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    const [hit] = await customerVouchers(db, customerId, ports.now(), request.params.id);
    if (!hit) throw new AppError('NOT_FOUND', { reason: 'VOUCHER_NOT_FOUND', message: t(lang, TEXTS.notFound) });
    return ok(reply, { data: voucherWireFull(hit.row, hit.assigned, lang) }, t(lang, TEXTS.detail));
  });
}
