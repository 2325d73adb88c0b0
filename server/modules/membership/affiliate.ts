// Affiliate partners (docs/membership.md): the partner flag and referral code (set by an admin in
// the console or by `npm run staff -- partner`), the referral attached at registration (unknown
// code or self-referral ignored), and the commission of a referred customer's delivered order:
// COMMISSION_PERCENT of the goods value of its delivered lines, credited to the partner's wallet
// ledger (kind 'commission') in the transaction that delivers the order's last parcel, once per
// order (affiliate_commissions.order_id is unique).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { Lang } from '../../http/errors.ts';
import {
  commissionAmount, DEFAULT_COMMISSION_PERCENT, normaliseReferralCode, parseCommissionPercent, referralCodeFrom,
} from '../../../src/domain/membership/index.ts';
import { audit, type Actor } from '../ops/audit.ts';
import { moveWallet } from '../payments/ledger.ts';
import { memberError } from './texts.ts';
import './tables.ts';
import '../orders/tables.ts';
import '../ops/tables.ts';

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** AFFILIATE_COMMISSION_PERCENT (0 to 50, three decimals at most), else DEFAULT_COMMISSION_PERCENT. */
export function commissionPercentFrom(env: NodeJS.ProcessEnv): number {
  return parseCommissionPercent(env.AFFILIATE_COMMISSION_PERCENT) ?? DEFAULT_COMMISSION_PERCENT;
}

/** Registration: the customer was referred by the partner of `raw` (ignored when unknown, not a partner, or the customer). */
export async function attachReferral(trx: Db, customerId: number, raw: unknown): Promise<number | null> {
  const code = normaliseReferralCode(raw);
  if (!code) return null;
  const partner = await trx.selectFrom('customers').select('id').where('referral_code', '=', code).where('is_affiliate_partner', '=', true).executeTakeFirst();
  if (!partner || partner.id === customerId) return null;
  const set = await trx.updateTable('customers').set({ referred_by: partner.id })
    .where('id', '=', customerId).where('referred_by', 'is', null).returning('id').executeTakeFirst();
  return set ? partner.id : null;
}

/** Makes a customer (by e-mail) an affiliate partner or not; a new partner gets a referral code. Audited. */
export async function setPartner(trx: Db, actor: Actor, input: { email: string; partner: boolean; lang: Lang; now: Date }) {
  const customer = await trx.selectFrom('customers').select(['id', 'is_affiliate_partner', 'referral_code', 'status'])
    .where('email', '=', input.email.trim().toLowerCase()).forUpdate().executeTakeFirst();
  if (!customer || customer.status !== 'active') throw memberError('NOT_FOUND', input.lang, 'customerNotFound', 'CUSTOMER_NOT_FOUND', 'body.email');
  let code = customer.referral_code;
  for (let attempt = 0; input.partner && code === null && attempt < 5; attempt += 1) {
    const candidate = referralCodeFrom(randomBytes(8));
    const taken = await trx.selectFrom('customers').select('id').where('referral_code', '=', candidate).executeTakeFirst();
    if (!taken) code = candidate;
  }
  if (input.partner && code === null) throw new Error('could not draw a free referral code');
  const updated = await trx.updateTable('customers').set({ is_affiliate_partner: input.partner, referral_code: code })
    .where('id', '=', customer.id).returning(['id', 'email', 'is_affiliate_partner', 'referral_code']).executeTakeFirstOrThrow();
  if (updated.is_affiliate_partner !== customer.is_affiliate_partner) {
    await audit(trx, actor, {
      action: input.partner ? 'make_partner' : 'end_partner', entityType: 'customer', entityId: customer.id,
      before: { is_affiliate_partner: customer.is_affiliate_partner }, after: { is_affiliate_partner: updated.is_affiliate_partner, referral_code: updated.referral_code },
    }, input.now);
  }
  return { customer_id: updated.id, email: updated.email, is_affiliate_partner: updated.is_affiliate_partner, referral_code: updated.referral_code };
}

export interface Credited { partnerId: number; amount: number }

/**
 * Called by the order's completion (orders/completion.ts), in its transaction: when the order is
 * delivered and completed (receipt confirmed, or automatically) and its customer was referred by a (still) partner,
 * the commission is recorded and credited once. Null when nothing is owed or it was already paid.
 */
export async function creditCommission(trx: Db, orderId: number, at: Date, percent = commissionPercentFrom(process.env)): Promise<Credited | null> {
  const order = await trx.selectFrom('orders').innerJoin('customers', 'customers.id', 'orders.customer_id')
    .select(['orders.id', 'orders.order_code', 'orders.status', 'orders.completed_at', 'orders.customer_id', 'customers.referred_by'])
    .where('orders.id', '=', orderId).executeTakeFirst();
  if (!order || order.status !== 'delivered' || order.completed_at === null || order.referred_by === null) return null;
  const partner = await trx.selectFrom('customers').select(['id', 'is_affiliate_partner']).where('id', '=', order.referred_by).executeTakeFirst();
  if (!partner?.is_affiliate_partner) return null;
  const delivered = await trx.selectFrom('fulfilment_lines').innerJoin('order_lines', 'order_lines.id', 'fulfilment_lines.order_line_id')
    .select('order_lines.breakdown').where('fulfilment_lines.order_id', '=', orderId).where('fulfilment_lines.state', '=', 'delivered').execute();
  const base = delivered.reduce((sum, l) => sum + Math.max(0, Math.round(Number(l.breakdown.goods_value ?? 0))), 0);
  const amount = commissionAmount(base, percent);
  const inserted = await trx.insertInto('affiliate_commissions').values({
    partner_id: partner.id, customer_id: order.customer_id, order_id: order.id, order_code: order.order_code,
    base: String(base), percent: String(percent), amount: String(amount), created_at: at,
  }).onConflict((oc) => oc.column('order_id').doNothing()).returning('id').executeTakeFirst();
  if (!inserted) return null;
  if (amount > 0) await moveWallet(trx, { customerId: partner.id, kind: 'commission', amount, note: `commission:${order.order_code}`, now: at });
  return { partnerId: partner.id, amount };
}

/** GET affiliate: the partner's code, the customers referred, the commissions (the payout history). 404 for anyone else. */
export async function affiliateOverview(db: Db, customerId: number, lang: Lang, percent = commissionPercentFrom(process.env)) {
  const me = await db.selectFrom('customers').select(['is_affiliate_partner', 'referral_code']).where('id', '=', customerId).executeTakeFirst();
  if (!me?.is_affiliate_partner || !me.referral_code) throw memberError('NOT_FOUND', lang, 'notPartner', 'NOT_AFFILIATE_PARTNER');
  const [referred, commissions] = await Promise.all([
    db.selectFrom('customers').select(['id', 'first_name', 'last_name', 'created_at']).where('referred_by', '=', customerId).orderBy('id', 'desc').limit(200).execute(),
    db.selectFrom('affiliate_commissions').selectAll().where('partner_id', '=', customerId).orderBy('id', 'desc').limit(200).execute(),
  ]);
  const wire = commissions.map((c) => ({
    order_code: c.order_code, base: Number(c.base), percent: Number(c.percent), amount: Number(c.amount), credited_at: iso(c.created_at),
  }));
  return {
    referral_code: me.referral_code,
    referral_path: `/?ref=${me.referral_code}`,
    commission_percent: percent,
    // Only a first name and an initial: the partner sees who joined, not their contact details.
    referred: referred.map((r) => ({
      name: `${r.first_name} ${r.last_name.charAt(0)}`.trim() + (r.last_name ? '.' : ''),
      registered_at: iso(r.created_at),
      orders_delivered: commissions.filter((c) => c.customer_id === r.id).length,
    })),
    commissions: wire,
    total_commission: wire.reduce((sum, c) => sum + c.amount, 0),
  };
}
