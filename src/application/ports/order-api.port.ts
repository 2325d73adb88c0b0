// The customer's invoices and orders, and the public tracking (docs/api/orders.md):
// GET invoices, invoices/{code}, cart/history, cart/history/{code}, cart-or-invoice.
// The bell's pending invoices stay on InvoiceApi.pending (eager, shell); this port is the
// 'checkout' feature's.
import type {
  AppliedVoucher, CheckoutTotals, PriceComponents, ShipmentAddress, ShipmentLine,
} from './checkout-api.port';
import type { LineStatus, OrderFulfilment } from './fulfilment-api.port';
import type { InvoiceSummary, InvoiceType } from './invoice-api.port';
import type { KursEntry } from './rates-api.port';
import type { LartasEntry } from './rates-api.port';
import type { SettlementExplanation } from './settlement-explanation';
import type { NextAction, OrderTab, TabCounts } from '../../domain/order';

export interface Page<T> {
  items: T[];
  page: number;
  perPage: number;
  /** Number of items over every page. */
  total: number;
  /** GET cart/history: how many orders each tab holds (every page carries them). */
  counts?: TabCounts;
}

export interface InvoiceFilter {
  type?: InvoiceType | null;
  /** One of the invoice statuses (pending, paid, expired, cancelled ...). */
  status?: string | null;
  /** 1-based. */
  page?: number;
}

/** A row of GET invoices: the bell's summary of an invoice (InvoiceApi), with its total, orders and recipient. */
export interface InvoiceListItem extends InvoiceSummary {
  total: number;
  orderCodes: string[];
  recipientName: string;
}

/**
 * How to pay, once a charge was made (docs/payments.md, the `payment` object of POST payment/charge
 * and of GET invoices/{code}'s payment_instructions). Only the fields of the method are set.
 */
export interface PaymentInstructions {
  /** The method's code (bca_va, mandiri_bill, qris, credit_card ...). */
  method: string;
  /** 'BCA Virtual Account'. */
  methodName: string | null;
  /** The gateway's order id of this charge (<invoice_code>-<n>). */
  orderId: string | null;
  /** bank_transfer: the virtual account number and its bank. */
  vaNumber: string | null;
  bank: string | null;
  /** Mandiri bill payment (echannel). */
  billerCode: string | null;
  billKey: string | null;
  /** QRIS: the payload the page draws as a QR code. */
  qrString: string | null;
  /** Card 3-D Secure (or a provider's payment page). */
  redirectUrl: string | null;
  /** GoPay: the QR code's image at the gateway (Midtrans); absent: none. */
  qrUrl?: string | null;
  /** GoPay, ShopeePay: the app's deep link (on a phone; ShopeePay's is also drawn as a QR code on a computer). */
  deeplinkUrl?: string | null;
  /** Convenience store (alfamart, indomaret): the code told to the cashier. */
  paymentCode?: string | null;
  store?: string | null;
  /** When the charge lapses (ISO); null: the invoice's due date. */
  expiresAt: string | null;
  /** The charge's status: pending, paid, expired, cancelled, denied ... */
  status: string;
}

export interface InvoiceShipment {
  shipmentCode: string;
  key: string;
  name: string;
  status: string;
  address: ShipmentAddress;
  courier: string | null;
  service: string | null;
  shippingPrice: number;
  lines: ShipmentLine[];
  summary: PriceComponents | null;
}

/** The customer's acknowledgement of the order's restricted goods at checkout. */
export interface OrderLartasAck {
  lartasIds: string[];
  /** The entries as they read when acknowledged. */
  entries: LartasEntry[];
  textVersion: string;
  /** ISO. */
  acknowledgedAt: string;
}

export interface InvoiceOrder {
  orderCode: string;
  status: string;
  shipments: InvoiceShipment[];
  /** null (or left out): the order had no restricted goods. */
  lartasAck?: OrderLartasAck | null;
}

/** The spec's legacy `carts` of an invoice (section 3 'Invoice'): one per recipient. */
export interface InvoiceCart {
  subDistrictName: string;
  recipientName: string;
  recipientPhoneNumber: string;
  details: { name: string; quantity: number; total: number }[];
}

export interface CompanyInfo {
  name: string;
  address: string;
  npwp: string;
  email: string;
  phone: string;
}

export interface InvoiceDetail extends InvoiceSummary {
  paymentMethod: string | null;
  /** The method's name as the customer chose it ('BCA Virtual Account'); null without a method. */
  paymentMethodName: string | null;
  /** null before a charge: the screen offers the methods ('Menunggu Pembayaran' with the due date). */
  paymentInstructions: PaymentInstructions | null;
  /** When the invoice was paid (ISO); null until then. */
  paidAt: string | null;
  /** What is left to pay through the method (the total minus the wallet used). */
  amountDue: number;
  /** Taken from the wallet for this invoice. */
  walletUsed: number;
  amounts: CheckoutTotals;
  voucher: AppliedVoucher | null;
  orders: InvoiceOrder[];
  carts: InvoiceCart[];
  company: CompanyInfo;
  /** The rates the invoice's orders were priced with (kurs_used; docs/api/orders.md); absent or null: not kept (older orders, other invoice types). */
  kursUsed?: KursEntry[] | null;
  /** An additional invoice's explanation (docs/settlement.md); absent or null: none (other invoices, older ones). */
  settlement?: SettlementExplanation | null;
}

export interface OrderFilter {
  status?: string | null;
  /** The marketplace tab (src/domain/order ORDER_TABS). */
  tab?: string | null;
  page?: number;
}

/** An item of an order in the list. */
export interface OrderItem {
  cartCode: string;
  name: string;
  image: string | null;
  quantity: number;
  rated: boolean;
}

export interface OrderSummary {
  code: string;
  invoiceCode: string;
  status: string;
  statusLabel: string;
  createdAt: string;
  total: number;
  itemCount: number;
  firstItem: { name: string; image: string | null } | null;
  /** The tab the order is under (docs/orders.md "Tabs"). */
  tab?: OrderTab;
  /** Paid in the end: its part of the checkout invoice (once paid) + paid additional invoices − wallet credits. */
  totalPaid?: number;
  additionalPaid?: number;
  credited?: number;
  items?: OrderItem[];
  /** The one thing to do next (pay, pay_additional, track, confirm_receipt, rate), or null. */
  nextAction?: NextAction | null;
  /** The invoice `pay` / `pay_additional` pays. */
  payInvoiceCode?: string | null;
  completedAt?: string | null;
  completedBy?: string | null;
  /** Delivered, not confirmed: when it completes by itself. */
  autoCompleteAt?: string | null;
  /** Whole days until it completes by itself (the server's clock), else null. */
  autoCompleteDays?: number | null;
}

/** POST cart/history/{code}/received. */
export interface OrderCompletion {
  code: string;
  completedAt: string;
  completedBy: string;
}

export interface TimelineEntry {
  status: string;
  at: string;
}

export interface OrderDetail extends OrderSummary {
  shipments: InvoiceShipment[];
  timeline: TimelineEntry[];
  /** After payment (docs/api/ops.md): the lines' states, photos, weights, settlements, parcels; null before. */
  fulfilment: OrderFulfilment | null;
  lartasAck?: OrderLartasAck | null;
  /** Delivered and not completed: the customer may confirm receipt. */
  canConfirm?: boolean;
}

export interface TrackedShipment {
  shipmentCode: string;
  status: string;
  timeline: TimelineEntry[];
  itemCount: number;
  /** The owner only. */
  recipient: { name: string; phoneNumber: string; address: string } | null;
  /** The owner only (empty otherwise). */
  lines: ShipmentLine[];
}

export interface TrackedOrder {
  orderCode: string;
  status: string;
  timeline: TimelineEntry[];
  shipments: TrackedShipment[];
  /** Every line's state and dates (anyone; no names, photos or amounts). */
  lines: LineStatus[];
  /** The owner only: the full lines and the parcels (the settlement is on /history); null for anyone else. */
  fulfilment: Omit<OrderFulfilment, 'settlement'> | null;
  /** The owner only: delivered, not completed ('Pesanan Diterima' on /history?order=), and the days left. */
  canConfirm?: boolean;
  autoCompleteDays?: number | null;
}

export interface TrackingResult {
  invoiceCode: string;
  invoiceType: InvoiceType;
  status: string;
  createdAt: string;
  dueDate: string | null;
  /** The signed-in caller owns the invoice: names, addresses, phones and lines are included. */
  owner: boolean;
  orders: TrackedOrder[];
}

export interface OrderApi {
  /** GET invoices: the caller's, newest first, 20 a page. */
  invoices(filter?: InvoiceFilter): Promise<Page<InvoiceListItem>>;
  /** GET invoices/{code}: another's or unknown answers ApiError NOT_FOUND (reason INVOICE_NOT_FOUND). */
  invoice(code: string): Promise<InvoiceDetail>;
  /** GET cart/history: the caller's orders, newest first. */
  orders(filter?: OrderFilter): Promise<Page<OrderSummary>>;
  /** GET cart/history/{code}. */
  order(code: string): Promise<OrderDetail>;
  /** GET cart-or-invoice?code= (public): an invoice code or an order code. Unknown: NOT_FOUND. */
  track(code: string): Promise<TrackingResult>;
  /**
   * POST cart/history/{code}/received ('Pesanan Diterima'): completes a delivered order; again: the
   * same completion. Another's or unknown: NOT_FOUND; not delivered: CONFLICT ORDER_NOT_DELIVERED.
   */
  confirmReceipt(code: string): Promise<OrderCompletion>;
}

export const ORDER_API = Symbol.for('order.OrderApi');
