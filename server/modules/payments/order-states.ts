// Moving an invoice's orders and shipments through src/domain/order's state machine, with a
// timeline entry (order_events) for each move. Rows the machine does not allow to move are left.
import type { Db } from '../../db/database.ts';
import { canTransition, isOrderStatus, transition, type OrderStatus, type Tracked } from '../../../src/domain/order/index.ts';
import '../orders/tables.ts';

export async function moveInvoiceOrders(trx: Db, invoiceId: number, to: OrderStatus, at: Date, note: string | null = null): Promise<void> {
  const orders = await trx.selectFrom('orders').select(['id', 'status']).where('invoice_id', '=', invoiceId).forUpdate().execute();
  if (orders.length === 0) return;
  const orderIds = orders.map((o) => o.id);
  const [shipments, events] = await Promise.all([
    trx.selectFrom('order_shipments').select(['id', 'order_id', 'status']).where('order_id', 'in', orderIds).execute(),
    trx.selectFrom('order_events').select(['order_id', 'shipment_id', 'status', 'at']).where('order_id', 'in', orderIds).orderBy('at').orderBy('id').execute(),
  ]);
  const move = (status: string, orderId: number, shipmentId: number | null): Tracked | null => {
    if (!isOrderStatus(status) || !canTransition(status, to)) return null;
    const timeline = events.filter((e) => e.order_id === orderId && e.shipment_id === shipmentId)
      .flatMap((e) => (isOrderStatus(e.status) ? [{ status: e.status, at: new Date(e.at).getTime() }] : []));
    const last = timeline.at(-1)?.at ?? Number.NEGATIVE_INFINITY;
    return transition({ status, timeline }, to, Math.max(at.getTime(), last));
  };
  for (const o of orders) {
    const next = move(o.status, o.id, null);
    if (next) {
      const entry = next.timeline.at(-1);
      await trx.updateTable('orders').set({ status: next.status, updated_at: at }).where('id', '=', o.id).execute();
      await trx.insertInto('order_events').values({ order_id: o.id, shipment_id: null, status: next.status, at: new Date(entry?.at ?? at.getTime()), note }).execute();
    }
  }
  for (const s of shipments) {
    const next = move(s.status, s.order_id, s.id);
    if (next) {
      const entry = next.timeline.at(-1);
      await trx.updateTable('order_shipments').set({ status: next.status, updated_at: at }).where('id', '=', s.id).execute();
      await trx.insertInto('order_events').values({ order_id: s.order_id, shipment_id: s.id, status: next.status, at: new Date(entry?.at ?? at.getTime()), note }).execute();
    }
  }
}
