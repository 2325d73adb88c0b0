// OrderApi over HTTP (docs/api/orders.md): GET invoices, invoices/{code}, cart/history,
// cart/history/{code}, cart-or-invoice (public tracking).
import { inject, injectable } from 'inversify';
import type { InvoiceSummary, InvoiceType } from '../../application/ports/invoice-api.port';
import type {
  CompanyInfo, InvoiceCart, InvoiceDetail, InvoiceFilter, InvoiceListItem, InvoiceOrder, InvoiceShipment, OrderApi, OrderDetail,
  OrderFilter, OrderSummary, Page, PaymentInstructions, TimelineEntry, TrackedOrder, TrackedShipment, TrackingResult,
} from '../../application/ports/order-api.port';
import { arr, bool, dataList, isObject, list, obj, optNum, optStr, str, type Json } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';
import { pick } from './mappers';
import { toPriceComponents, toShipmentAddress, toShipmentLine, toTotals, toVoucher } from './checkout-api.http';

const PER_PAGE = 20;
const TYPES: readonly InvoiceType[] = ['additional', 'topup', 'checkout'];

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

function toSteps(value: unknown, path: string): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return value.split('\n').map((s) => s.trim()).filter(Boolean);
  return arr(value, path).flatMap((step, i) => {
    if (isObject(step)) {
      const title = optStr(pick(step, 'title', 'name'), `${path}[${i}].title`);
      const inner = toSteps(pick(step, 'steps', 'instructions', 'text'), `${path}[${i}].steps`);
      return title ? [title, ...inner] : inner;
    }
    return [str(step, `${path}[${i}]`)];
  });
}

/** The provider's instructions: a text, or an object with a reference, QR, link and steps. */
export function toPaymentInstructions(value: unknown, path: string): PaymentInstructions | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return { reference: null, provider: null, qr: null, url: null, steps: toSteps(value, path), expiresAt: null };
  const row = obj(value, path);
  return {
    reference: optStr(pick(row, 'va_number', 'account_number', 'bill_key', 'payment_code', 'reference'), `${path}.reference`),
    provider: optStr(pick(row, 'bank', 'provider', 'biller_code', 'name'), `${path}.provider`),
    qr: optStr(pick(row, 'qr_string', 'qr_url', 'qr'), `${path}.qr`),
    url: optStr(pick(row, 'url', 'redirect_url', 'deeplink', 'payment_url'), `${path}.url`),
    steps: toSteps(pick(row, 'steps', 'instructions'), `${path}.steps`),
    expiresAt: optStr(pick(row, 'expires_at', 'expired_at', 'expiry'), `${path}.expires_at`),
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
  return {
    ...toInvoiceSummary(row, path),
    paymentMethod: optStr(row.payment_method, `${path}.payment_method`),
    paymentMethodName: optStr(row.payment_method_name, `${path}.payment_method_name`) ?? optStr(row.payment_method, `${path}.payment_method`),
    paymentInstructions: toPaymentInstructions(row.payment_instructions, `${path}.payment_instructions`),
    amounts: toTotals(row.amounts, `${path}.amounts`),
    voucher: toVoucher(row.voucher, `${path}.voucher`),
    orders: optList(row.orders, `${path}.orders`, toInvoiceOrder),
    carts: optList(row.carts, `${path}.carts`, toInvoiceCart),
    company: toCompany(row.company, `${path}.company`),
  };
}

function toOrderSummary(value: unknown, path: string): OrderSummary {
  const row = obj(value, path);
  const first = pick(row, 'first_item');
  return {
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
  return {
    orderCode: str(row.order_code, `${path}.order_code`),
    status: text(row, path, 'status'),
    timeline: toTimeline(row.timeline, `${path}.timeline`),
    shipments: optList(row.shipments, `${path}.shipments`, toTrackedShipment),
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
    const query = { status: filter.status || undefined, page };
    return toPage(envelope(await this.http.get('cart/history', { query })), page, toOrderSummary);
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
