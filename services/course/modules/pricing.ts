// Pricing of a course checkout from the service's own rows: the chosen cart details at today's
// prices, and the course voucher (src/domain/voucher evaluateVoucher) on their subtotal.
import { sql } from 'kysely';
import { AppError, type Lang } from '../../../server/http/errors.ts';
import { evaluateVoucher, normalizeVoucherCode, type Voucher, type VoucherResult } from '../../../src/domain/voucher/index.ts';
import type { CourseDb } from '../db/schema.ts';
import { text } from '../http/texts.ts';
import { cartItems, type CartItem } from './cart.ts';
import type { CourseDeps } from './context.ts';

export interface Priced {
  items: CartItem[];
  subtotal: number;
  discount: number;
  total: number;
  voucher: { id: number; code: string; ok: boolean; reason?: string } | null;
}

/** The chosen details, all the caller's, or 422 DETAILS_INVALID. `lock`: rows locked for the checkout. */
export async function priceCheckout(deps: CourseDeps, db: CourseDb, input: { customerId: number; details: number[]; voucherCode?: string; lock: boolean }, l: Lang): Promise<Priced> {
  const ids = [...new Set(input.details)];
  if (input.lock) {
    await db.selectFrom('order_details').select('id').where('customer_id', '=', input.customerId).where('id', 'in', ids).forUpdate().execute();
  }
  const items = await cartItems(deps, db, input.customerId, l, ids);
  if (items.length !== ids.length || items.length === 0) {
    throw new AppError('UNPROCESSABLE', { reason: 'DETAILS_INVALID', field: 'body.details', message: text(l, 'detailsInvalid') });
  }
  const subtotal = items.reduce((s, i) => s + i.price, 0);
  const code = input.voucherCode ? normalizeVoucherCode(input.voucherCode) : '';
  if (!code) return { items, subtotal, discount: 0, total: subtotal, voucher: null };
  let query = db.selectFrom('vouchers').selectAll().where('code', '=', code);
  if (input.lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  const voucher: Voucher | undefined = row && {
    code: row.code, kind: row.kind, value: row.value, minSpend: row.min_spend, maxDiscount: row.max_discount,
    startsAt: row.starts_at ? new Date(row.starts_at).getTime() : null, endsAt: row.ends_at ? new Date(row.ends_at).getTime() : null,
    usageLimit: row.usage_limit, usedCount: row.used_count, perCustomerLimit: row.per_customer_limit, newCustomerOnly: false,
  };
  const uses = row
    ? Number((await db.selectFrom('voucher_uses').select(sql<string>`count(*)`.as('n')).where('voucher_id', '=', row.id).where('customer_id', '=', input.customerId).executeTakeFirstOrThrow()).n)
    : 0;
  const result: VoucherResult = evaluateVoucher(voucher, { base: subtotal, now: deps.now().getTime(), customerUses: uses, isNewCustomer: true });
  if (!result.ok) return { items, subtotal, discount: 0, total: subtotal, voucher: { id: row?.id ?? 0, code, ok: false, reason: result.reason } };
  return { items, subtotal, discount: result.discount, total: subtotal - result.discount, voucher: { id: row?.id ?? 0, code, ok: true } };
}
