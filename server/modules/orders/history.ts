// The customer's orders as marketplaces show them (docs/orders.md "Tabs"): the tab of each order as
// seen now (src/domain/order/completion.ts TAB_STATUSES, in SQL so the list filters and counts in
// the database), the counts of every tab in the same call, and per order its items, the total paid
// (its checkout part plus paid additional invoices, minus wallet credits) and the next thing to do.
import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import {
  statusLabel, TAB_STATUSES, autoCompleteAt, daysUntilAutoComplete, deliveredAtOf, emptyTabCounts, isOrderTab, nextActionOf, orderTabOf, totalPaid,
  type OrderStatus, type OrderTab,
} from '../../../src/domain/order/index.ts';
import type { InvoiceRow, OrderGraph } from './views.ts';
import { invoiceStatusOf, orderStatusOf, type Clock } from './views.ts';
import '../ops/tables.ts';

const list = (statuses: readonly OrderStatus[]) => sql.join(statuses.map((s) => sql`${s}`));

/** The order's tab as an SQL expression over orders joined with their invoice. */
export function tabExpression(now: Date): RawBuilder<OrderTab> {
  return sql<OrderTab>`(case
    when orders.status = 'awaiting_payment' and (invoices.due_date is null or invoices.due_date >= ${now}) then 'unpaid'
    when orders.status in (${list(TAB_STATUSES.packing)}) then 'packing'
    when orders.status = 'delivered' and orders.completed_at is not null then 'completed'
    when orders.status in (${list(TAB_STATUSES.shipped)}) then 'shipped'
    else 'cancelled' end)`;
}

export function tabIs(tab: OrderTab, now: Date) {
  return (eb: ExpressionBuilder<Database, 'orders' | 'invoices'>) => eb(tabExpression(now), '=', tab);
}

/** How many of the customer's orders each tab holds. */
export async function tabCounts(db: Db, customerId: number, now: Date): Promise<Record<OrderTab, number>> {
  const inner = db.selectFrom('orders').innerJoin('invoices', 'invoices.id', 'orders.invoice_id')
    .where('orders.customer_id', '=', customerId).select(tabExpression(now).as('tab'));
  const rows = await db.selectFrom(inner.as('t')).select(['t.tab', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('t.tab').execute();
  const counts = emptyTabCounts();
  for (const r of rows) if (isOrderTab(r.tab)) counts[r.tab] = Number(r.n);
  return counts;
}

const ms = (d: Date | string): number => new Date(d).getTime();
const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** What each listed order needs besides its graph: money after checkout, ratings, how many orders share its invoice. */
async function extrasOf(db: Db, customerId: number, graphs: readonly OrderGraph[]) {
  const orderIds = graphs.map((g) => g.row.id);
  const invoiceIds = [...new Set(graphs.map((g) => g.row.invoice_id))];
  const codes = graphs.flatMap((g) => g.shipments.flatMap((s) => s.lines.map((l) => l.cart_detail_code)));
  if (orderIds.length === 0) return { settlements: [], siblings: [], ratings: [], delivered: [] };
  const [settlements, siblings, ratings, delivered] = await Promise.all([
    db.selectFrom('settlements').leftJoin('invoices', 'invoices.id', 'settlements.invoice_id')
      .select(['settlements.order_id', 'settlements.outcome', 'settlements.amount', 'invoices.status as invoice_status', 'invoices.total as invoice_total', 'invoices.invoice_code'])
      .where('settlements.order_id', 'in', orderIds).orderBy('settlements.id').execute(),
    db.selectFrom('orders').select(['invoice_id', (eb) => eb.fn.countAll<string>().as('n')]).where('invoice_id', 'in', invoiceIds).groupBy('invoice_id').execute(),
    codes.length === 0 ? [] : db.selectFrom('ratings').select('cart_detail_code').where('customer_id', '=', customerId).where('cart_detail_code', 'in', codes).execute(),
    db.selectFrom('fulfilment_lines').select(['order_id', 'order_line_id']).where('order_id', 'in', orderIds).where('state', '=', 'delivered').execute(),
  ]);
  return { settlements, siblings, ratings, delivered };
}

/** The rows of GET cart/history. */
export async function historyRows(db: Db, customerId: number, graphs: readonly OrderGraph[], invoices: readonly InvoiceRow[], c: Clock) {
  const x = await extrasOf(db, customerId, graphs);
  const rated = new Set(x.ratings.map((r) => r.cart_detail_code));
  return graphs.map((g) => {
    const invoice = invoices.find((i) => i.id === g.row.invoice_id) as InvoiceRow;
    const tracked = orderStatusOf(g, invoice, c.now);
    const completedAt = g.row.completed_at === null ? null : ms(g.row.completed_at);
    const mine = x.settlements.filter((s) => s.order_id === g.row.id);
    // The order's part of its checkout invoice: the invoice's total when it is the invoice's only order
    // (its voucher and fees included), else the order's own total.
    const alone = Number(x.siblings.find((s) => s.invoice_id === invoice.id)?.n ?? 1) <= 1;
    const original = invoice.status === 'paid' || invoice.status === 'refunded' ? (alone ? Number(invoice.total) : Number(g.row.total)) : 0;
    const additionalPaid = mine.filter((s) => s.invoice_status === 'paid').reduce((n, s) => n + Number(s.invoice_total ?? 0), 0);
    const credited = mine.filter((s) => s.outcome === 'credit').reduce((n, s) => n + Number(s.amount), 0);
    const pendingAdditional = mine.find((s) => s.invoice_status === 'pending' && s.invoice_code !== null);
    const lines = g.shipments.flatMap((s) => s.lines);
    const deliveredLines = new Set(x.delivered.filter((d) => d.order_id === g.row.id).map((d) => d.order_line_id));
    const unrated = lines.some((l) => deliveredLines.has(l.id) && !rated.has(l.cart_detail_code));
    const deliveredAt = tracked.status === 'delivered' ? deliveredAtOf(tracked.timeline) : null;
    const next = nextActionOf({ status: tracked.status, completed: completedAt !== null, additionalPending: pendingAdditional !== undefined, unrated });
    const first = lines[0];
    return {
      order_code: g.row.order_code,
      invoice_code: invoice.invoice_code,
      invoice_status: invoiceStatusOf(invoice, c.now),
      status: tracked.status,
      status_label: statusLabel(tracked.status, c.lang),
      tab: orderTabOf(tracked.status, completedAt !== null),
      created_at: iso(g.row.created_at),
      due_date: iso(invoice.due_date),
      total: Number(g.row.total),
      total_paid: totalPaid({ original, additionalPaid, credited }),
      additional_paid: additionalPaid,
      credited,
      item_count: g.row.item_count,
      shipment_count: g.shipments.length,
      items: lines.map((l) => ({ cart_code: l.cart_detail_code, name: l.name, image: l.image, quantity: l.quantity, rated: rated.has(l.cart_detail_code) })),
      first_item: first ? { name: first.name, image: first.image } : null,
      completed_at: completedAt === null ? null : new Date(completedAt).toISOString(),
      completed_by: g.row.completed_by,
      auto_complete_at: deliveredAt !== null && completedAt === null ? new Date(autoCompleteAt(deliveredAt)).toISOString() : null,
      auto_complete_days: deliveredAt !== null && completedAt === null ? daysUntilAutoComplete(deliveredAt, c.now) : null,
      next_action: next,
      /** The invoice the next action pays: the checkout's, or the pending additional one. */
      pay_invoice_code: next === 'pay' ? invoice.invoice_code : next === 'pay_additional' ? pendingAdditional?.invoice_code ?? null : null,
    };
  });
}
