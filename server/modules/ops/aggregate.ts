// The order's and its shipments' status (src/domain/order, read by cart/history and tracking)
// follow their lines: the least advanced live line (src/domain/fulfilment aggregateStatus), moved
// forward one step of the chain at a time with a timeline entry (order_events) each.
import type { Db } from '../../db/database.ts';
import { isOrderStatus, type OrderStatus, type Tracked } from '../../../src/domain/order/index.ts';
import { advanceTo, aggregateStatus, isLineState, orderStatusOfLine } from '../../../src/domain/fulfilment/index.ts';
import '../orders/tables.ts';
import './tables.ts';

export async function syncOrderStatus(trx: Db, orderId: number, at: Date): Promise<void> {
  const order = await trx.selectFrom('orders').select(['id', 'status']).where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
  const [shipments, events, lines] = await Promise.all([
    trx.selectFrom('order_shipments').select(['id', 'status']).where('order_id', '=', orderId).orderBy('position').execute(),
    trx.selectFrom('order_events').select(['shipment_id', 'status', 'at']).where('order_id', '=', orderId).orderBy('at').orderBy('id').execute(),
    trx.selectFrom('fulfilment_lines').innerJoin('order_lines', 'order_lines.id', 'fulfilment_lines.order_line_id')
      .select(['order_lines.shipment_id', 'fulfilment_lines.state']).where('fulfilment_lines.order_id', '=', orderId).execute(),
  ]);
  const trackOf = (status: string, shipmentId: number | null): Tracked | null => {
    if (!isOrderStatus(status)) return null;
    const timeline = events.filter((e) => e.shipment_id === shipmentId)
      .flatMap((e) => (isOrderStatus(e.status) ? [{ status: e.status, at: new Date(e.at).getTime() }] : []));
    return { status, timeline };
  };
  const move = async (current: Tracked, target: OrderStatus | null, shipmentId: number | null): Promise<OrderStatus> => {
    if (target === null) return current.status;
    const next = advanceTo(current, target, at.getTime());
    const added = next.timeline.slice(current.timeline.length);
    if (added.length === 0) return current.status;
    if (shipmentId === null) await trx.updateTable('orders').set({ status: next.status, updated_at: at }).where('id', '=', orderId).execute();
    else await trx.updateTable('order_shipments').set({ status: next.status, updated_at: at }).where('id', '=', shipmentId).execute();
    await trx.insertInto('order_events').values(added.map((e) => ({ order_id: orderId, shipment_id: shipmentId, status: e.status, at: new Date(e.at), note: null }))).execute();
    return next.status;
  };

  const shipmentStatuses: (OrderStatus | null)[] = [];
  for (const s of shipments) {
    const current = trackOf(s.status, s.id);
    if (!current) continue;
    const mine = lines.filter((l) => l.shipment_id === s.id).map((l) => (isLineState(l.state) ? orderStatusOfLine(l.state) : null));
    const status = await move(current, aggregateStatus(mine), s.id);
    shipmentStatuses.push(status === 'refunded' ? null : status);
  }
  const current = trackOf(order.status, null);
  if (current) await move(current, aggregateStatus(shipmentStatuses), null);
}
