// An order's payment as the course service learns it: the main API's paid-call, order confirm,
// and the cheap re-check of pending orders on my-courses and dashboard (a missed paid-call heals).
import { randomBytes } from 'node:crypto';
import { toWibParts } from '../../../src/domain/format/index.ts';
import type { CourseDb } from '../db/schema.ts';
import { enrol } from './cart.ts';
import type { CourseDeps } from './context.ts';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** CRS-YYYYMMDD-XXXXXX (the date in WIB), like the main API's codes. */
export function newOrderCode(at: Date): string {
  const parts = toWibParts(at.getTime());
  const date = parts ? `${parts.year}${String(parts.month).padStart(2, '0')}${String(parts.day).padStart(2, '0')}` : '00000000';
  let random = '';
  for (const b of randomBytes(6)) random += BASE32[b & 31];
  return `CRS-${date}-${random}`;
}

/** The courses an order's lines give (a bundle line gives its courses). */
export async function orderCourseIds(db: CourseDb, orderId: number): Promise<number[]> {
  const lines = await db.selectFrom('order_lines').select(['course_id', 'bundle_id']).where('order_id', '=', orderId).execute();
  const ids = lines.flatMap((l) => (l.course_id !== null ? [l.course_id] : []));
  const bundleIds = lines.flatMap((l) => (l.bundle_id !== null ? [l.bundle_id] : []));
  if (bundleIds.length > 0) {
    const rows = await db.selectFrom('bundle_courses').select('course_id').where('bundle_id', 'in', bundleIds).execute();
    ids.push(...rows.map((r) => r.course_id));
  }
  return [...new Set(ids)];
}

/** The order paid (once): pending -> paid and its courses enrolled, in one transaction with the order row locked. */
export async function markOrderPaid(db: CourseDb, orderId: number, at: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select(['id', 'status', 'customer_id']).where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!order || order.status === 'paid') return false;
    await trx.updateTable('orders').set({ status: 'paid', paid_at: at }).where('id', '=', orderId).execute();
    await enrol(trx, order.customer_id, await orderCourseIds(trx, orderId), 'order', orderId, at);
    return true;
  });
}

/** The order's invoice expired at the main API: the order expired and its voucher use given back. */
export async function markOrderExpired(db: CourseDb, orderId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select(['id', 'status']).where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!order || order.status !== 'pending') return;
    await trx.updateTable('orders').set({ status: 'expired' }).where('id', '=', orderId).execute();
    const use = await trx.deleteFrom('voucher_uses').where('order_id', '=', orderId).returning('voucher_id').executeTakeFirst();
    if (use) await trx.updateTable('vouchers').set((eb) => ({ used_count: eb('used_count', '-', 1) })).where('id', '=', use.voucher_id).where('used_count', '>', 0).execute();
  });
}

/**
 * Asks the main API the state of a pending order's invoice and applies it. Answers the order's
 * status afterwards; throws UPSTREAM_UNAVAILABLE when the main API does not answer.
 */
export async function refreshOrder(deps: CourseDeps, order: { id: number; customer_id: number; status: string; invoice_code: string | null }): Promise<string> {
  if (order.status !== 'pending' || !order.invoice_code) return order.status;
  const state = await deps.main.invoiceState(order.invoice_code);
  if (!state || state.customer_id !== order.customer_id) return order.status;
  if (state.status === 'paid') {
    await markOrderPaid(deps.db, order.id, state.paid_at ? new Date(state.paid_at) : deps.now());
    return 'paid';
  }
  if (state.status === 'expired' || state.status === 'cancelled') {
    await markOrderExpired(deps.db, order.id);
    return 'expired';
  }
  return order.status;
}

/** At most this many of a customer's pending orders are re-checked per my-courses or dashboard call. */
export const HEAL_MAX_ORDERS = 3;

/** Re-checks the customer's newest pending orders (best effort: a main API that does not answer is skipped). */
export async function healPendingOrders(deps: CourseDeps, customerId: number): Promise<void> {
  const pending = await deps.db.selectFrom('orders').select(['id', 'customer_id', 'status', 'invoice_code'])
    .where('customer_id', '=', customerId).where('status', '=', 'pending').where('invoice_code', 'is not', null)
    .orderBy('id', 'desc').limit(HEAL_MAX_ORDERS).execute();
  for (const order of pending) {
    try {
      await refreshOrder(deps, order);
    } catch (err) {
      deps.log.warn({ err, orderId: order.id }, 'course: could not re-check a pending order');
      return;
    }
  }
}
