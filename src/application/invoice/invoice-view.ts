/**
 * What the invoice screens derive from an invoice (docs/api/orders.md 'GET invoices/{code}'):
 * the payment state ('Menunggu Pembayaran' with the due date until the payment is issued, then
 * the instructions), the recipients and the lines over every order and shipment.
 */
import { effectiveInvoiceStatus, isInvoiceStatus } from '../../domain/order';
import type { ShipmentAddress, ShipmentLine } from '../ports/checkout-api.port';
import type { InvoiceDetail } from '../ports/order-api.port';

export type PaymentState = 'awaiting_payment' | 'instructions' | 'paid' | 'expired' | 'cancelled' | 'refunded' | 'other';

const parseTime = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isFinite(t) ? t : null;
};

/** The invoice status at `now`: a pending invoice past its due date reads as expired. */
export function invoiceStatusAt(detail: Pick<InvoiceDetail, 'status' | 'dueDate'>, now: number): string {
  return isInvoiceStatus(detail.status) ? effectiveInvoiceStatus(detail.status, parseTime(detail.dueDate), now) : detail.status;
}

export function paymentStateOf(detail: Pick<InvoiceDetail, 'status' | 'dueDate' | 'paymentInstructions'>, now: number): PaymentState {
  const status = invoiceStatusAt(detail, now);
  switch (status) {
    case 'pending':
      return detail.paymentInstructions ? 'instructions' : 'awaiting_payment';
    case 'paid':
    case 'expired':
    case 'cancelled':
    case 'refunded':
      return status;
    default:
      return 'other';
  }
}

/** Every delivery address of the invoice, once each (order of first appearance). */
export function recipientsOf(detail: Pick<InvoiceDetail, 'orders' | 'carts'>): ShipmentAddress[] {
  const seen = new Map<string, ShipmentAddress>();
  for (const order of detail.orders) for (const s of order.shipments) if (!seen.has(s.address.addressId)) seen.set(s.address.addressId, s.address);
  if (seen.size > 0) return [...seen.values()];
  // An invoice without orders (top-up, additional): the legacy carts name the recipients.
  return detail.carts.map((c, i) => ({
    addressId: `cart-${i}`, name: c.recipientName, phoneNumber: c.recipientPhoneNumber, address: '', subDistrictId: '',
    subDistrictName: c.subDistrictName, districtName: '', provinceName: '', postalCode: '',
  }));
}

export interface InvoiceLineRow {
  line: ShipmentLine;
  shipmentName: string;
  recipient: string;
}

/** The lines of every shipment, with the shipment's name and recipient. */
export function linesOf(detail: Pick<InvoiceDetail, 'orders'>): InvoiceLineRow[] {
  return detail.orders.flatMap((o) => o.shipments.flatMap((s) => s.lines.map((line) => ({ line, shipmentName: s.name, recipient: s.address.name }))));
}

export const parseIso = parseTime;
