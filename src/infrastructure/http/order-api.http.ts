// OrderApi over HTTP (docs/api/orders.md): GET invoices, invoices/{code}, cart/history,
// cart/history/{code}, cart-or-invoice (public tracking).
import { inject, injectable } from 'inversify';
import type { InvoiceSummary, InvoiceType } from '../../application/ports/invoice-api.port';
import type { KursEntry } from '../../application/ports/rates-api.port';
import type {
  CompanyInfo, InvoiceCart, InvoiceDetail, InvoiceFilter, InvoiceListItem, InvoiceOrder, InvoiceShipment, OrderApi, OrderCompletion, OrderDetail,
  OrderFilter, OrderItem, OrderSummary, Page, PaymentInstructions, TimelineEntry, TrackedOrder, TrackedShipment, TrackingResult,
} from '../../application/ports/order-api.port';
import { arr, bool, dataList, isObject, list, malformed, num, obj, optNum, optStr, str, type Json } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';
import { pick } from './mappers';
import { toPriceComponents, toShipmentAddress, toShipmentLine, toTotals, toVoucher } from './checkout-api.http';
import { isOwnersLine, toCustomerLine, toLineStatus, toOrderFulfilment, toParcel } from './fulfilment-mappers';
import { toOrderLartasAck } from './lartas-mappers';
import { toSettlementExplanation } from './settlement-mappers';
import { ORDER_TABS, emptyTabCounts, isOrderTab, type NextAction, type TabCounts } from '../../domain/order';

const PER_PAGE = 20;
const TYPES: readonly InvoiceType[] = ['additional', 'topup', 'checkout', 'premium', 'course'];

function invoiceType(value: unknown, path: string): InvoiceType {
  const type = str(value ?? 'checkout', path);
  return (TYPES as readonly string[]).includes(type) ? (type as InvoiceType) : 'checkout';
}

const text = (row: Json, path: string, ...names: string[]): string => optStr(pick(row, ...names), `${path}.${names[0] ?? ''}`) ?? '';
const amount = (value: unknown, path: string): number => Math.round(optNum(value, path, 0));

/** A list that may be absent (or null): empty then. */
function optList<T>(value: unknown, path: string, item: (entry: unknown, path: string) => T): T[] {
  return value === undefined || value === null ? [] : list(value, path, item);
}

/** What an invoice row and an invoice share (the bell's InvoiceSummary). */
function toInvoiceSummary(row: Json, path: string): InvoiceSummary {
  return {
    code: str(row.invoice_code, `${path}.invoice_code`),
    type: invoiceType(row.invoice_type, `${path}.invoice_type`),
    status: str(row.status ?? 'pending', `${path}.status`),
    statusLabel: text(row, path, 'status_label'),
    message: text(row, path, 'message'),
    createdAt: text(row, path, 'created_at'),
    dueDate: optStr(row.due_date, `${path}.due_date`),
  };
}

function toPage<T>(body: Json, requested: number, item: (value: unknown, path: string) => T): Page<T> {
  const items = dataList(body).map((value, i) => item(value, `data[${i}]`));
  const meta = isObject(body.meta) ? body.meta : isObject(body.data) && isObject(body.data.meta) ? body.data.meta : {};
  return {
    items,
    page: Math.max(1, Math.round(optNum(meta.page, 'meta.page', requested))),
    perPage: Math.max(1, Math.round(optNum(meta.per_page, 'meta.per_page', PER_PAGE))),
    total: Math.max(0, Math.round(optNum(meta.total, 'meta.total', (requested - 1) * PER_PAGE + items.length))),
  };
}

function toInvoiceItem(value: unknown, path: string): InvoiceListItem {
  const row = obj(value, path);
  return {
    ...toInvoiceSummary(row, path),
    total: amount(row.total, `${path}.total`),
    orderCodes: optList(row.order_codes, `${path}.order_codes`, str),
    recipientName: text(row, path, 'recipient_name'),
  };
}

/** A method code the payment answers: letters, digits and _ (bca_va, mandiri_bill, qris ...). */
const METHOD_CODE = /^[a-z0-9_]{1,40}$/;

/** The contract's `payment` object (docs/payments.md); null before a charge. */
export function toPaymentInstructions(value: unknown, path: string): PaymentInstructions | null {
  if (value === undefined || value === null) return null;
  const row = obj(value, path);
  const method = str(row.method, `${path}.method`);
  if (!METHOD_CODE.test(method)) throw malformed(`${path}.method`);
  const expiresAt = optStr(row.expires_at, `${path}.expires_at`);
  if (expiresAt !== null && !Number.isFinite(Date.parse(expiresAt))) throw malformed(`${path}.expires_at`);
  const redirectUrl = optStr(row.redirect_url, `${path}.redirect_url`);
  // An absolute http(s) address, or a path of this site (the embedded gateway's /dev/pay?order_id=).
  if (redirectUrl !== null && !/^(https?:\/\/|\/(?![/\\]))/i.test(redirectUrl)) throw malformed(`${path}.redirect_url`);
  // GoPay's QR image: an http(s) address. A deep link: http(s), a path of this site (the embedded
  // gateway's app page) or the e-wallet app's own scheme (gojek://, shopeeid://); never javascript: or data:.
  const qrUrl = optStr(row.qr_url, `${path}.qr_url`);
  if (qrUrl !== null && !/^https?:\/\//i.test(qrUrl)) throw malformed(`${path}.qr_url`);
  const deeplinkUrl = optStr(row.deeplink_url, `${path}.deeplink_url`);
  if (deeplinkUrl !== null && !/^(https?:\/\/|gojek:\/\/|shopeeid:\/\/|\/(?![/\\]))/i.test(deeplinkUrl)) throw malformed(`${path}.deeplink_url`);
  const paymentCode = optStr(row.payment_code, `${path}.payment_code`);
  const store = optStr(row.store, `${path}.store`);
  return {
    method,
    methodName: optStr(row.method_name, `${path}.method_name`),
    orderId: optStr(row.order_id, `${path}.order_id`),
    vaNumber: optStr(row.va_number, `${path}.va_number`),
    bank: optStr(row.bank, `${path}.bank`),
    billerCode: optStr(row.biller_code, `${path}.biller_code`),
    billKey: optStr(row.bill_key, `${path}.bill_key`),
    qrString: optStr(row.qr_string, `${path}.qr_string`),
    redirectUrl,
    expiresAt,
    status: optStr(row.status, `${path}.status`) ?? 'pending',
    // Only when the charge has them (the e-wallets' and stores' instructions, issue 23).
    ...(qrUrl !== null ? { qrUrl } : {}),
    ...(deeplinkUrl !== null ? { deeplinkUrl } : {}),
    ...(paymentCode !== null ? { paymentCode } : {}),
    ...(store !== null ? { store } : {}),
  };
}

function toInvoiceShipment(value: unknown, path: string): InvoiceShipment {
  const row = obj(value, path);
  return {
    shipmentCode: text(row, path, 'shipment_code', 'code'),
    key: text(row, path, 'key'),
    name: text(row, path, 'name'),
    status: text(row, path, 'status'),
    address: toShipmentAddress(row.address, `${path}.address`),
    courier: optStr(row.courier, `${path}.courier`),
    service: optStr(row.service, `${path}.service`),
    shippingPrice: amount(row.shipping_price, `${path}.shipping_price`),
    lines: optList(row.lines, `${path}.lines`, toShipmentLine),
    summary: row.summary === undefined || row.summary === null ? null : toPriceComponents(row.summary, `${path}.summary`),
  };
}

function toInvoiceOrder(value: unknown, path: string): InvoiceOrder {
  const row = obj(value, path);
  return {
    orderCode: str(row.order_code, `${path}.order_code`),
    status: text(row, path, 'status'),
    shipments: optList(row.shipments, `${path}.shipments`, toInvoiceShipment),
    lartasAck: toOrderLartasAck(row.lartas_ack, `${path}.lartas_ack`),
  };
}

function toInvoiceCart(value: unknown, path: string): InvoiceCart {
  const row = obj(value, path);
  return {
    subDistrictName: text(row, path, 'sub_district_name'),
    recipientName: text(row, path, 'recipient_name'),
    recipientPhoneNumber: text(row, path, 'recipient_phone_number'),
    details: optList(row.details, `${path}.details`, (d, p) => {
      const detail = obj(d, p);
      return {
        name: text(detail, p, 'name', 'product_title'),
        quantity: Math.round(optNum(pick(detail, 'quantity', 'qty'), `${p}.quantity`, 0)),
        total: amount(pick(detail, 'total', 'sub_total_with_tax'), `${p}.total`),
      };
    }),
  };
}

function toCompany(value: unknown, path: string): CompanyInfo {
  const row = isObject(value) ? value : {};
  return {
    name: text(row, path, 'name'),
    address: text(row, path, 'address'),
    npwp: text(row, path, 'npwp'),
    email: text(row, path, 'email'),
    phone: text(row, path, 'phone', 'phone_number'),
  };
}

export function toInvoiceDetail(value: unknown, path = 'data'): InvoiceDetail {
  const row = obj(value, path);
  const amounts = toTotals(row.amounts, `${path}.amounts`);
  const status = str(row.status ?? 'pending', `${path}.status`);
  // wallet_used and amount_due, else what the open charge's amount tells (the rest after the wallet).
  const payment = isObject(row.payment_instructions) ? row.payment_instructions : null;
  const charged = payment && payment.status === 'pending' && payment.amount !== undefined && payment.amount !== null
    ? amount(payment.amount, `${path}.payment_instructions.amount`) : null;
  const walletUsed = Math.max(0, row.wallet_used !== undefined && row.wallet_used !== null
    ? amount(row.wallet_used, `${path}.wallet_used`) : charged !== null ? amounts.total - charged : 0);
  const due = row.amount_due !== undefined && row.amount_due !== null ? amount(row.amount_due, `${path}.amount_due`)
    : status === 'pending' ? charged ?? amounts.total - walletUsed : 0;
  return {
    ...toInvoiceSummary(row, path),
    paymentMethod: optStr(row.payment_method, `${path}.payment_method`),
    paymentMethodName: optStr(row.payment_method_name, `${path}.payment_method_name`) ?? optStr(row.payment_method, `${path}.payment_method`),
    paymentInstructions: toPaymentInstructions(row.payment_instructions, `${path}.payment_instructions`),
    paidAt: optStr(row.paid_at, `${path}.paid_at`),
    amountDue: Math.max(0, due),
    walletUsed,
    amounts,
    voucher: toVoucher(row.voucher, `${path}.voucher`),
    orders: optList(row.orders, `${path}.orders`, toInvoiceOrder),
    carts: optList(row.carts, `${path}.carts`, toInvoiceCart),
    company: toCompany(row.company, `${path}.company`),
    kursUsed: row.kurs_used === undefined || row.kurs_used === null ? null : list(row.kurs_used, `${path}.kurs_used`, toKursEntry),
    ...(isObject(row.amounts) && row.amounts.explanation !== undefined ? { settlement: toSettlementExplanation(row.amounts.explanation, `${path}.amounts.explanation`) } : {}),
  };
}

/** One of an invoice's kept rates: { code, kurs, date, source }. */
function toKursEntry(value: unknown, path: string): KursEntry {
  const row = obj(value, path);
  const date = optStr(row.date, `${path}.date`);
  return {
    code: str(row.code, `${path}.code`).toUpperCase(),
    kurs: num(row.kurs, `${path}.kurs`),
    date: date !== null && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    source: optStr(row.source, `${path}.source`),
  };
}

const NEXT_ACTIONS: readonly string[] = ['pay', 'pay_additional', 'track', 'confirm_receipt', 'rate'];

function toOrderItems(value: unknown, path: string): OrderItem[] {
  return optList(value, path, (entry, p) => {
    const row = obj(entry, p);
    return {
      cartCode: text(row, p, 'cart_code'), name: text(row, p, 'name'), image: optStr(row.image, `${p}.image`),
      quantity: Math.round(optNum(row.quantity, `${p}.quantity`, 1)), rated: row.rated === true,
    };
  });
}

/** The tabs, total paid, items and next action of a history row (absent on older answers). */
function orderListExtras(row: Json, path: string): Partial<OrderSummary> {
  const out: Partial<OrderSummary> = {};
  if (isOrderTab(row.tab)) out.tab = row.tab;
  if (row.total_paid !== undefined) out.totalPaid = amount(row.total_paid, `${path}.total_paid`);
  if (row.additional_paid !== undefined) out.additionalPaid = amount(row.additional_paid, `${path}.additional_paid`);
  if (row.credited !== undefined) out.credited = amount(row.credited, `${path}.credited`);
  if (row.items !== undefined) out.items = toOrderItems(row.items, `${path}.items`);
  if ('next_action' in row) out.nextAction = typeof row.next_action === 'string' && NEXT_ACTIONS.includes(row.next_action) ? row.next_action as NextAction : null;
  if ('pay_invoice_code' in row) out.payInvoiceCode = optStr(row.pay_invoice_code, `${path}.pay_invoice_code`);
  if ('completed_at' in row) out.completedAt = optStr(row.completed_at, `${path}.completed_at`);
  if ('completed_by' in row) out.completedBy = optStr(row.completed_by, `${path}.completed_by`);
  if ('auto_complete_at' in row) out.autoCompleteAt = optStr(row.auto_complete_at, `${path}.auto_complete_at`);
  if ('auto_complete_days' in row) out.autoCompleteDays = typeof row.auto_complete_days === 'number' ? row.auto_complete_days : null;
  return out;
}

function toTabCounts(value: unknown): TabCounts | undefined {
  if (!isObject(value)) return undefined;
  const counts = emptyTabCounts();
  for (const tab of ORDER_TABS) counts[tab] = Math.max(0, Math.round(optNum(value[tab], `meta.counts.${tab}`, 0)));
  return counts;
}

function toOrderSummary(value: unknown, path: string): OrderSummary {
  const row = obj(value, path);
  const first = pick(row, 'first_item');
  return {
    ...orderListExtras(row, path),
    code: str(row.order_code, `${path}.order_code`),
    invoiceCode: text(row, path, 'invoice_code'),
    status: text(row, path, 'status'),
    statusLabel: text(row, path, 'status_label'),
    createdAt: text(row, path, 'created_at'),
    total: amount(row.total, `${path}.total`),
    itemCount: Math.round(optNum(row.item_count, `${path}.item_count`, 0)),
    firstItem: isObject(first)
      ? { name: text(first, `${path}.first_item`, 'name'), image: optStr(pick(first, 'image', 'image_url'), `${path}.first_item.image`) }
      : null,
  };
}

function toTimeline(value: unknown, path: string): TimelineEntry[] {
  return optList(value, path, (entry, p) => {
    const row = obj(entry, p);
    return { status: str(row.status, `${p}.status`), at: str(pick(row, 'at', 'created_at', 'date'), `${p}.at`) };
  });
}

function toOrderDetail(value: unknown, path = 'data'): OrderDetail {
  const row = obj(value, path);
  const shipments = optList(row.shipments, `${path}.shipments`, toInvoiceShipment);
  const summary = toOrderSummary(row, path);
  const lines = shipments.flatMap((s) => s.lines);
  const first = lines[0];
  return {
    ...summary,
    itemCount: summary.itemCount || lines.reduce((n, l) => n + l.quantity, 0),
    firstItem: summary.firstItem ?? (first ? { name: first.name, image: first.image } : null),
    shipments,
    timeline: toTimeline(row.timeline, `${path}.timeline`),
    fulfilment: toOrderFulfilment(row.fulfilment, `${path}.fulfilment`),
    lartasAck: toOrderLartasAck(row.lartas_ack, `${path}.lartas_ack`),
    canConfirm: row.can_confirm === true,
  };
}

function toTrackedShipment(value: unknown, path: string): TrackedShipment {
  const row = obj(value, path);
  const address = row.address;
  let recipient: TrackedShipment['recipient'] = null;
  if (isObject(address)) {
    recipient = {
      name: text(address, `${path}.address`, 'name', 'recipient_name'),
      phoneNumber: text(address, `${path}.address`, 'phone_number', 'recipient_phone_number'),
      address: [text(address, `${path}.address`, 'address', 'full_address'), text(address, `${path}.address`, 'sub_district_name'),
        text(address, `${path}.address`, 'district_name'), text(address, `${path}.address`, 'province_name'), text(address, `${path}.address`, 'postal_code')]
        .filter(Boolean).join(', '),
    };
  } else if (typeof address === 'string') {
    recipient = { name: text(row, path, 'recipient_name'), phoneNumber: text(row, path, 'recipient_phone_number', 'phone_number'), address };
  }
  const lines = optList(row.lines, `${path}.lines`, toShipmentLine);
  return {
    shipmentCode: text(row, path, 'shipment_code', 'code'),
    status: text(row, path, 'status'),
    timeline: toTimeline(row.timeline, `${path}.timeline`),
    itemCount: Math.round(optNum(row.item_count, `${path}.item_count`, lines.reduce((n, l) => n + l.quantity, 0))),
    recipient,
    lines,
  };
}

function toTrackedOrder(value: unknown, path: string): TrackedOrder {
  const row = obj(value, path);
  const rawLines = row.lines === undefined || row.lines === null ? [] : arr(row.lines, `${path}.lines`);
  // The owner gets the full customerLine (docs/api/ops.md 'GET cart-or-invoice (extended)') and the parcels.
  const owners = rawLines.length > 0 && rawLines.every(isOwnersLine);
  const lines = owners ? rawLines.map((l, i) => toCustomerLine(l, `${path}.lines[${i}]`)) : null;
  return {
    orderCode: str(row.order_code, `${path}.order_code`),
    status: text(row, path, 'status'),
    timeline: toTimeline(row.timeline, `${path}.timeline`),
    shipments: optList(row.shipments, `${path}.shipments`, toTrackedShipment),
    lines: lines ?? rawLines.map((l, i) => toLineStatus(l, `${path}.lines[${i}]`)),
    fulfilment: lines ? { lines, parcels: optList(row.parcels, `${path}.parcels`, toParcel) } : null,
    canConfirm: row.can_confirm === true,
    autoCompleteDays: typeof row.auto_complete_days === 'number' ? row.auto_complete_days : null,
  };
}

export function toTracking(value: unknown, path = 'data'): TrackingResult {
  const row = obj(value, path);
  return {
    invoiceCode: str(row.invoice_code, `${path}.invoice_code`),
    invoiceType: invoiceType(row.invoice_type, `${path}.invoice_type`),
    status: text(row, path, 'status'),
    createdAt: text(row, path, 'created_at'),
    dueDate: optStr(row.due_date, `${path}.due_date`),
    owner: bool(row.owner, `${path}.owner`),
    orders: optList(row.orders, `${path}.orders`, toTrackedOrder),
  };
}

const pageOf = (page: number | undefined): number => (page !== undefined && Number.isInteger(page) && page > 0 ? page : 1);

@injectable()
export class HttpOrderApi implements OrderApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async invoices(filter: InvoiceFilter = {}): Promise<Page<InvoiceListItem>> {
    const page = pageOf(filter.page);
    const query = { invoice_type: filter.type ?? undefined, status: filter.status || undefined, page };
    return toPage(envelope(await this.http.get('invoices', { query })), page, toInvoiceItem);
  }

  async invoice(code: string): Promise<InvoiceDetail> {
    const body = envelope(await this.http.get(`invoices/${encodeURIComponent(code)}`));
    return toInvoiceDetail(body.data);
  }

  async orders(filter: OrderFilter = {}): Promise<Page<OrderSummary>> {
    const page = pageOf(filter.page);
    const query = { status: filter.status || undefined, tab: filter.tab || undefined, page };
    const body = envelope(await this.http.get('cart/history', { query }));
    const counts = toTabCounts(isObject(body.meta) ? body.meta.counts : undefined);
    return { ...toPage(body, page, toOrderSummary), ...(counts ? { counts } : {}) };
  }

  async confirmReceipt(code: string): Promise<OrderCompletion> {
    const body = envelope(await this.http.post(`cart/history/${encodeURIComponent(code)}/received`, { idempotent: true }));
    const row = obj(body.data, 'data');
    return { code: text(row, 'data', 'order_code'), completedAt: text(row, 'data', 'completed_at'), completedBy: text(row, 'data', 'completed_by') };
  }

  async order(code: string): Promise<OrderDetail> {
    const body = envelope(await this.http.get(`cart/history/${encodeURIComponent(code)}`));
    return toOrderDetail(body.data);
  }

  async track(code: string): Promise<TrackingResult> {
    const body = envelope(await this.http.get('cart-or-invoice', { query: { code: code.trim(), page: 1 } }));
    return toTracking(body.data);
  }
}
