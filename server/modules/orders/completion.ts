// Completing an order after delivery (docs/orders.md "Completion"): the customer confirms receipt
// (POST cart/history/{code}/received, owner only) or the recurring job completes what was delivered
// AUTO_COMPLETE_DAYS ago. Both go through completeInTransaction: the order row locked, the domain's
// guard (src/domain/order/completion.ts), then in the same transaction the referrer's commission
// (membership module) and the customer's notice (bell and e-mail). Ratings open once completed.
import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/port.ts';
import type { ModuleDeps } from '../../ports.ts';
import {
  AUTO_COMPLETE_DAYS, completeOrder, isOrderStatus, type Completion, type CompletionBy, type ReceiptDecision,
} from '../../../src/domain/order/index.ts';
import { creditCommission } from '../membership/affiliate.ts';
import { newAfterCommit, notify } from '../ops/notify.ts';
import './tables.ts';

export const AUTO_COMPLETE_JOB = 'orders.auto-complete';
/** Orders completed by one run of the job at most (the next run takes the rest). */
export const AUTO_COMPLETE_BATCH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

export function completionOf(row: { completed_at: Date | string | null; completed_by: string | null }): Completion | null {
  if (row.completed_at === null) return null;
  return { at: new Date(row.completed_at).getTime(), by: row.completed_by === 'auto' ? 'auto' : 'customer' };
}

/**
 * In the caller's transaction: locks the order, asks the domain, and on completion writes it, credits
 * the referrer's commission (once per order) and notifies the customer. Answers the domain's decision.
 */
export async function completeInTransaction(trx: Db, jobs: JobQueue | null, orderId: number, now: Date, by: CompletionBy): Promise<ReceiptDecision> {
  const order = await trx.selectFrom('orders').select(['id', 'order_code', 'customer_id', 'status', 'completed_at', 'completed_by'])
    .where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
  const status = isOrderStatus(order.status) ? order.status : 'awaiting_payment';
  const decision = completeOrder(status, completionOf(order), now.getTime(), by);
  if (decision.outcome !== 'complete') return decision;
  await trx.updateTable('orders').set({ completed_at: now, completed_by: by, updated_at: now }).where('id', '=', orderId).execute();
  await creditCommission(trx, orderId, now);
  await notify(trx, newAfterCommit(jobs), {
    customerId: order.customer_id, kind: by === 'auto' ? 'completed_auto' : 'completed', params: { order: order.order_code }, orderCode: order.order_code,
  }, now);
  return decision;
}

/** Delivered orders, not completed, whose order-level delivery is at least `days` before `now`. */
export async function dueForAutoCompletion(db: Db, now: Date, days = AUTO_COMPLETE_DAYS, limit = AUTO_COMPLETE_BATCH): Promise<number[]> {
  const before = new Date(now.getTime() - days * DAY_MS);
  const rows = await db.selectFrom('orders')
    .innerJoin('order_events', (j) => j.onRef('order_events.order_id', '=', 'orders.id').on('order_events.shipment_id', 'is', null).on('order_events.status', '=', 'delivered'))
    .select('orders.id')
    .where('orders.status', '=', 'delivered').where('orders.completed_at', 'is', null)
    .groupBy('orders.id')
    .having((eb) => eb.fn.max('order_events.at'), '<=', before)
    .orderBy('orders.id').limit(limit).execute();
  return rows.map((r) => r.id);
}

/** One run of the job: each due order completed in a transaction of its own. Answers how many were completed. */
export async function autoCompleteDue(deps: Pick<ModuleDeps, 'db' | 'jobs' | 'ports'>): Promise<number> {
  const now = deps.ports.now();
  let done = 0;
  for (const id of await dueForAutoCompletion(deps.db, now)) {
    const decision = await deps.db.transaction().execute((trx) => completeInTransaction(trx, deps.jobs, id, now, 'auto'));
    if (decision.outcome === 'complete') done += 1;
  }
  return done;
}

/** The recurring job (server/jobs/registry.ts): every ORDER_AUTO_COMPLETE_SWEEP_MS; 0 disables it. */
export function defineAutoCompleteJob(deps: ModuleDeps): void {
  deps.jobs.every(AUTO_COMPLETE_JOB, deps.config.orderAutoCompleteSweepMs, async () => { await autoCompleteDue(deps); }, { first: 'after-interval' });
}
