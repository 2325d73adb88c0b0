// The console's answers built from the in-memory world (ops-world.memory.ts), in the port's
// shapes (what the HTTP adapter maps the server's answers to).
import {
  DEFAULT_FREE_STORAGE_DAYS, LINE_STATE_LABELS, aggregateStatus, isLineState, orderStatusOfLine, storageCountdown,
} from '../../domain/fulfilment';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../domain/order';
import type {
  AuditEntry, OpsLine, OpsOrder, OpsOrderLine, OpsParcel, TimelineEntry,
} from '../../application/ports/ops-api.port';
import type { MemEntry, MemLine, MemOrder, MemParcel, OpsWorld } from './ops-world.memory';

const isoOf = (ms: number): string => new Date(ms).toISOString();

export const stateLabel = (state: string): string => (isLineState(state) ? LINE_STATE_LABELS[state].id : state);

function entry(e: MemEntry): TimelineEntry {
  return { state: e.state, at: isoOf(e.at), note: e.note, staffName: e.staffName };
}

export function orderOf(world: OpsWorld, orderCode: string): MemOrder | undefined {
  return world.orders.find((o) => o.orderCode === orderCode);
}

/** What can still be credited back for the order. */
export function refundableOf(order: MemOrder): number {
  return Math.max(0, order.total + order.additionalPaid - order.credited);
}

export function lineView(world: OpsWorld, line: MemLine, now: number): OpsLine {
  const order = orderOf(world, line.orderCode);
  const shipment = order?.shipments.find((s) => s.shipmentCode === line.shipmentCode);
  const last = line.timeline.at(-1);
  const storage = line.arrivedAt !== null && (line.state === 'at_warehouse' || line.state === 'needs_decision')
    ? storageCountdown(line.arrivedAt, DEFAULT_FREE_STORAGE_DAYS, now)
    : null;
  return {
    lineId: line.lineId, orderCode: line.orderCode, invoiceCode: order?.invoiceCode ?? '', shipmentCode: line.shipmentCode,
    shipmentName: shipment?.name ?? '', consolidated: shipment?.consolidated ?? false,
    customer: order ? { customerId: order.customer.customerId, name: order.customer.name, email: order.customer.email } : { customerId: '', name: '', email: '' },
    cartDetailCode: line.cartDetailCode, name: line.name, image: line.image, url: line.url, marketplace: line.marketplace,
    country: line.country, currency: line.currency, quantity: line.quantity, size: line.size, color: line.color, catatan: line.catatan,
    state: line.state, stateLabel: stateLabel(line.state), stateAt: last ? isoOf(last.at) : '',
    lineTotal: line.lineTotal, unitPrice: line.priceEstimated,
    purchase: line.purchase && {
      sellerOrderNumber: line.purchase.sellerOrderNumber, priceEstimated: line.priceEstimated, pricePaid: line.purchase.pricePaid,
      quantityBought: line.purchase.quantityBought ?? null, sellerShipping: line.purchase.sellerShipping, currency: line.currency, at: isoOf(line.purchase.at),
    },
    measured: line.measured && { ...line.measured, at: isoOf(line.measured.at) },
    estimated: { weightGrams: line.estimatedGrams, lengthCm: 0, widthCm: 0, heightCm: 0 },
    storage: storage && line.arrivedAt !== null
      ? { arrivedAt: isoOf(line.arrivedAt), freeDays: DEFAULT_FREE_STORAGE_DAYS, freeUntil: isoOf(storage.freeUntil), daysLeft: storage.daysLeft, ended: storage.ended }
      : null,
    problem: line.problem && { ...line.problem },
    parcelCode: line.parcelCode,
    settlementUnpaid: [...world.unpaidInvoices.values()].includes(line.lineId),
  };
}

export function parcelView(world: OpsWorld, parcel: MemParcel): OpsParcel {
  const order = orderOf(world, parcel.orderCode);
  const shipment = order?.shipments.find((s) => s.shipmentCode === parcel.shipmentCode);
  const last = parcel.timeline.at(-1);
  return {
    parcelCode: parcel.parcelCode, orderCode: parcel.orderCode, shipmentCode: parcel.shipmentCode,
    state: parcel.state, stateLabel: stateLabel(parcel.state), stateAt: last ? isoOf(last.at) : '',
    weightGrams: parcel.weightGrams, lengthCm: parcel.lengthCm, widthCm: parcel.widthCm, heightCm: parcel.heightCm,
    carrier: parcel.carrier, trackingNumber: parcel.trackingNumber, customsHoldReason: parcel.customsHoldReason,
    domesticCourier: parcel.domesticCourier, domesticTrackingNumber: parcel.domesticTrackingNumber,
    lineIds: [...parcel.lineIds], timeline: parcel.timeline.map(entry), address: shipment ? { ...shipment.address } : null,
  };
}

/** The order's status: its least advanced live line (docs/api/ops.md 'States'). */
export function orderStatus(world: OpsWorld, orderCode: string): OrderStatus {
  const lines = world.lines.filter((l) => l.orderCode === orderCode);
  return aggregateStatus(lines.map((l) => orderStatusOfLine(l.state))) ?? 'paid';
}

export function orderView(world: OpsWorld, order: MemOrder, audit: readonly (AuditEntry & { orderCode: string })[], now: number): OpsOrder {
  const status = orderStatus(world, order.orderCode);
  const lines = world.lines.filter((l) => l.orderCode === order.orderCode);
  const latest = Math.max(order.paidAt, ...lines.map((l) => l.timeline.at(-1)?.at ?? 0));
  return {
    orderCode: order.orderCode, invoiceCode: order.invoiceCode, invoiceStatus: 'paid', status, statusLabel: ORDER_STATUS_LABELS[status].id,
    createdAt: isoOf(order.createdAt), paidAt: isoOf(order.paidAt), total: order.total,
    customer: { ...order.customer },
    shipments: order.shipments.map((s) => {
      const shipmentStatus = aggregateStatus(lines.filter((l) => l.shipmentCode === s.shipmentCode).map((l) => orderStatusOfLine(l.state))) ?? 'paid';
      return {
      shipmentCode: s.shipmentCode, name: s.name, consolidated: s.consolidated,
      status: shipmentStatus, statusLabel: ORDER_STATUS_LABELS[shipmentStatus].id, address: { ...s.address }, courier: s.courier, service: s.service,
      lines: lines.filter((l) => l.shipmentCode === s.shipmentCode).map((l): OpsOrderLine => ({
        ...lineView(world, l, now), timeline: l.timeline.map(entry), photos: [...l.photos], settlements: [...l.settlements],
      })),
      parcels: world.parcels.filter((p) => p.shipmentCode === s.shipmentCode).map((p) => parcelView(world, p)),
      };
    }),
    timeline: status === 'paid' ? [{ status: 'paid', at: isoOf(order.paidAt) }] : [{ status: 'paid', at: isoOf(order.paidAt) }, { status, at: isoOf(latest) }],
    refundable: refundableOf(order),
    lartasAck: order.lartasAck ?? null,
    audit: audit.filter((a) => a.orderCode === order.orderCode).slice(0, 100).map(({ orderCode: _o, ...a }) => a),
  };
}
