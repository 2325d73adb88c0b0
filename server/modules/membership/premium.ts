// Premium (docs/membership.md): the price (a server constant), the premium invoice (type
// 'premium', paid like any invoice: gateway on /dev/pay or the wallet), and the grant written by
// payments/service.ts payInvoice in the paying transaction: one premium_grants row per invoice
// (unique), so a replayed notification or a second payment path never extends twice.
import type { Db } from '../../db/database.ts';
import { dueDateOf } from '../../../src/domain/order/index.ts';
import { PREMIUM_DAYS, PREMIUM_PRICE, premiumEndsAt } from '../../../src/domain/membership/index.ts';
import { transactionPricePercent, withRules } from '../../../src/domain/pricing/index.ts';
import { loadPricingContext } from '../catalog/rates.ts';
import { newCode } from '../orders/codes.ts';
import './tables.ts';
import '../orders/tables.ts';

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export interface PremiumState { premiumUntil: string | null; isPremium: boolean }

export async function premiumState(db: Db, customerId: number, now: Date): Promise<PremiumState> {
  const row = await db.selectFrom('customers').select('premium_until').where('id', '=', customerId).executeTakeFirst();
  const until = row?.premium_until ? new Date(row.premium_until) : null;
  return { premiumUntil: iso(until), isPremium: until !== null && until.getTime() > now.getTime() };
}

/** GET customer/upgrade-premium-price: the price, the period and what it changes (the fee percents of the rules). */
export async function premiumOffer(db: Db, customerId: number, now: Date) {
  const [context, state] = await Promise.all([loadPricingContext(db), premiumState(db, customerId, now)]);
  const rules = withRules(context.rules);
  return {
    price: PREMIUM_PRICE,
    period_days: PREMIUM_DAYS,
    transaction_price: transactionPricePercent(rules, false),
    transaction_price_premium: transactionPricePercent(rules, true),
    is_premium: state.isPremium,
    premium_until: state.premiumUntil,
  };
}

/**
 * POST customer/upgrade-premium: the customer's pending premium invoice when one is still open
 * (two taps, two tabs: one invoice), else a new one of PREMIUM_PRICE. Customer row locked.
 */
export async function premiumInvoice(db: Db, customerId: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().executeTakeFirstOrThrow();
    const open = await trx.selectFrom('invoices').select(['invoice_code', 'total', 'due_date'])
      .where('customer_id', '=', customerId).where('invoice_type', '=', 'premium').where('status', '=', 'pending')
      .where('due_date', '>', now).orderBy('id', 'desc').executeTakeFirst();
    if (open) return { invoice_code: open.invoice_code, total: Number(open.total), due_date: iso(open.due_date), created: false };
    let code = newCode('INV', now);
    while (await trx.selectFrom('invoices').select('id').where('invoice_code', '=', code).executeTakeFirst()) code = newCode('INV', now);
    const row = await trx.insertInto('invoices').values({
      customer_id: customerId, invoice_code: code, invoice_type: 'premium', status: 'pending', message: null,
      total: String(PREMIUM_PRICE), due_date: new Date(dueDateOf(now.getTime())), created_at: now, updated_at: now,
      amounts: JSON.stringify({ total: PREMIUM_PRICE }), payment_method: null, voucher_id: null, voucher_code: null, voucher_discount: '0', paid_at: null,
    }).returning(['invoice_code', 'total', 'due_date']).executeTakeFirstOrThrow();
    return { invoice_code: row.invoice_code, total: Number(row.total), due_date: iso(row.due_date), created: true };
  });
}

/**
 * A premium invoice paid (inside the paying transaction): one period more, from the current end
 * when still premium, else from the payment. Idempotent per invoice (premium_grants.invoice_id is
 * unique): answers false when the invoice had already been granted.
 */
export async function grantPremium(trx: Db, input: { customerId: number; invoiceId: number; at: Date }): Promise<boolean> {
  const customer = await trx.selectFrom('customers').select('premium_until').where('id', '=', input.customerId).forUpdate().executeTakeFirstOrThrow();
  const current = customer.premium_until ? new Date(customer.premium_until).getTime() : null;
  const ends = new Date(premiumEndsAt(current, input.at.getTime(), PREMIUM_DAYS));
  const inserted = await trx.insertInto('premium_grants').values({
    customer_id: input.customerId, invoice_id: input.invoiceId, days: PREMIUM_DAYS, starts_at: input.at, ends_at: ends, created_at: input.at,
  }).onConflict((oc) => oc.column('invoice_id').doNothing()).returning('id').executeTakeFirst();
  if (!inserted) return false;
  await trx.updateTable('customers').set({ premium_until: ends }).where('id', '=', input.customerId).execute();
  return true;
}
