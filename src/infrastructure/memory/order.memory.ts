// The in-memory OrderApi: the invoices and orders the memory checkout wrote (MemoryOrderStore),
// plus the bell's seeded pending invoices (MemoryBackend.invoices) as bare invoices; tracking by
// invoice or order code for anyone, with names, addresses and lines for the owner only.
import { inject, injectable, optional } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import type { InvoiceSummary } from '../../application/ports/invoice-api.port';
import type {
  InvoiceDetail, InvoiceFilter, InvoiceListItem, OrderApi, OrderCompletion, OrderDetail, OrderFilter, OrderSummary, Page, TrackingResult,
} from '../../application/ports/order-api.port';
import {
  autoCompleteAt, daysUntilAutoComplete, deliveredAtOf, emptyTabCounts, isOrderStatus, nextActionOf, orderTabOf, totalPaid, type OrderTab,
} from '../../domain/order';
import { SESSION_STORE, type SessionStore } from '../../application/ports/session-store.port';
import { MEMORY_BACKEND, type MemoryBackend } from './memory-backend';
import { MEMORY_FULFILMENT_STORE, type MemoryFulfilmentStore } from './fulfilment-store.memory';
import { copy, requireCustomer } from './memory-helpers';
import { DEMO_COMPANY, MEMORY_ORDER_STORE, type MemoryInvoiceRecord, type MemoryOrderStore } from './order-store.memory';

const PER_PAGE = 20;

function page<T>(all: T[], requested: number | undefined): Page<T> {
  const p = requested !== undefined && Number.isInteger(requested) && requested > 0 ? requested : 1;
  return { items: copy(all.slice((p - 1) * PER_PAGE, p * PER_PAGE)), page: p, perPage: PER_PAGE, total: all.length };
}

const NO_AMOUNTS: InvoiceDetail['amounts'] = {
  goodsValue: 0, usTax: 0, shippingToWarehouse: 0, packingFee: 0, additionalTransaction: 0, insurance: 0, freight: 0, allIn: 0,
  importDuty: 0, vat: 0, incomeTax: 0, transactionFee: 0, totalTax: 0, total: 0, landed: 0, domesticShipping: 0, voucherDiscount: 0,
};

/** A seeded bell invoice (no order behind it) as a bare invoice. */
function bareInvoice(summary: InvoiceSummary): InvoiceDetail {
  return {
    code: summary.code, type: summary.type, status: summary.status, statusLabel: summary.statusLabel, message: summary.message,
    createdAt: summary.createdAt, dueDate: summary.dueDate, paymentMethod: null, paymentMethodName: null, paymentInstructions: null,
    paidAt: null, amountDue: 0, walletUsed: 0, amounts: NO_AMOUNTS,
    voucher: null, orders: [], carts: [], company: DEMO_COMPANY,
  };
}

function listItem(record: { detail: InvoiceDetail; orders: OrderDetail[] }): InvoiceListItem {
  const d = record.detail;
  return {
    code: d.code, type: d.type, status: d.status, statusLabel: d.statusLabel, message: d.message, total: d.amounts.total,
    dueDate: d.dueDate, createdAt: d.createdAt, orderCodes: record.orders.map((o) => o.code),
    recipientName: d.carts.map((c) => c.recipientName).join(', '),
  };
}

/** The tab of an order as the server puts it (src/domain/order ORDER_TABS). */
function tabOf(order: OrderDetail): OrderTab {
  return isOrderStatus(order.status) ? orderTabOf(order.status, Boolean(order.completedAt)) : 'cancelled';
}

/** When the order was delivered (its timeline), or null. */
function deliveredAt(order: OrderDetail): number | null {
  if (order.status !== 'delivered') return null;
  return deliveredAtOf(order.timeline.flatMap((e) => (isOrderStatus(e.status) ? [{ status: e.status, at: Date.parse(e.at) }] : [])));
}

/** The list's row as the server answers it: tab, items, total paid, next action (docs/orders.md). */
function summaryOf(order: OrderDetail, invoicePaid: boolean, fulfilment: OrderDetail['fulfilment'], now: number): OrderSummary {
  const { shipments, timeline: _timeline, fulfilment: _fulfilment, canConfirm: _c, ...summary } = order;
  const lines = fulfilment?.lines ?? [];
  const settlement = fulfilment?.settlement;
  const completed = Boolean(order.completedAt);
  const status = isOrderStatus(order.status) ? order.status : 'awaiting_payment';
  const delivered = deliveredAt(order);
  const nextAction = nextActionOf({
    status, completed, additionalPending: (settlement?.additionalDue ?? 0) > 0, unrated: lines.some((l) => l.state === 'delivered' && l.rating === null),
  });
  const additionalPaid = settlement?.additionalPaid ?? 0;
  const credited = settlement?.credited ?? 0;
  return {
    ...summary,
    tab: tabOf(order),
    items: shipments.flatMap((s) => s.lines).map((l) => ({ cartCode: l.cartDetailCode, name: l.name, image: l.image, quantity: l.quantity, rated: lines.some((c) => c.cartDetailCode === l.cartDetailCode && c.rating !== null) })),
    totalPaid: totalPaid({ original: invoicePaid ? order.total : 0, additionalPaid, credited }),
    additionalPaid,
    credited,
    nextAction,
    payInvoiceCode: nextAction === 'pay' ? order.invoiceCode : nextAction === 'pay_additional' ? settlement?.invoices.find((i) => i.status === 'pending')?.invoiceCode ?? null : null,
    completedAt: order.completedAt ?? null,
    completedBy: order.completedBy ?? null,
    autoCompleteAt: delivered !== null && !completed ? new Date(autoCompleteAt(delivered)).toISOString() : null,
    autoCompleteDays: delivered !== null && !completed ? daysUntilAutoComplete(delivered, now) : null,
  };
}

@injectable()
export class MemoryOrderApi implements OrderApi {
  constructor(
    @inject(MEMORY_BACKEND) private readonly backend: MemoryBackend,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(MEMORY_ORDER_STORE) private readonly store: MemoryOrderStore,
    @inject(MEMORY_FULFILMENT_STORE) @optional() private readonly fulfilment?: MemoryFulfilmentStore,
  ) {}

  /** The caller's invoices, newest first: the written ones and the seeded bell ones. */
  private mine(): { detail: InvoiceDetail; orders: OrderDetail[] }[] {
    const customerKey = requireCustomer(this.backend, this.session).customer.customerKey;
    const written = this.store.invoices.filter((r) => r.customerKey === customerKey);
    const codes = new Set(written.map((r) => r.detail.code));
    const seeded = (this.backend.invoices.get(customerKey) ?? []).filter((s) => !codes.has(s.code)).map((s) => ({ detail: bareInvoice(s), orders: [] }));
    return [...written, ...seeded].sort((a, b) => Date.parse(b.detail.createdAt) - Date.parse(a.detail.createdAt));
  }

  async invoices(filter: InvoiceFilter = {}): Promise<Page<InvoiceListItem>> {
    const rows = this.mine()
      .filter((r) => !filter.type || r.detail.type === filter.type)
      .filter((r) => !filter.status || r.detail.status === filter.status)
      .map(listItem);
    return page(rows, filter.page);
  }

  async invoice(code: string): Promise<InvoiceDetail> {
    const hit = this.mine().find((r) => r.detail.code.toUpperCase() === code.trim().toUpperCase());
    if (!hit) throw new ApiError('NOT_FOUND', { reason: 'INVOICE_NOT_FOUND', message: 'Invoice not found' });
    return copy(hit.detail);
  }

  async orders(filter: OrderFilter = {}): Promise<Page<OrderSummary>> {
    const all = this.mine().flatMap((r) => r.orders.map((o) => ({ o, r })));
    const counts = emptyTabCounts();
    for (const { o } of all) counts[tabOf(o)] += 1;
    const rows = all
      .filter(({ o }) => !filter.status || o.status === filter.status)
      .filter(({ o }) => !filter.tab || tabOf(o) === filter.tab)
      .map(({ o, r }) => {
        const record = this.store.byOrder(o.code);
        return summaryOf(o, r.detail.status === 'paid', record ? this.fulfilment?.fulfilmentOf(record, o) ?? null : null, this.now());
      });
    return { ...page(rows, filter.page), counts };
  }

  /** The story's clock when the fulfilment store has one. */
  private now(): number {
    return this.fulfilment?.now() ?? Date.now();
  }

  async confirmReceipt(code: string): Promise<OrderCompletion> {
    const hit = this.mine().flatMap((r) => r.orders).find((o) => o.code.toUpperCase() === code.trim().toUpperCase());
    if (!hit) throw new ApiError('NOT_FOUND', { reason: 'ORDER_NOT_FOUND', message: 'Order not found' });
    if (!hit.completedAt) {
      if (hit.status !== 'delivered') {
        throw new ApiError('CONFLICT', { reason: 'ORDER_NOT_DELIVERED', message: 'The order has not been delivered yet; receipt can be confirmed once the parcel has arrived' });
      }
      Object.assign(hit, { completedAt: new Date(this.now()).toISOString(), completedBy: 'customer', canConfirm: false, autoCompleteAt: null, autoCompleteDays: null, tab: 'completed' });
    }
    return { code: hit.code, completedAt: hit.completedAt ?? '', completedBy: hit.completedBy ?? 'customer' };
  }

  async order(code: string): Promise<OrderDetail> {
    const hit = this.mine().flatMap((r) => r.orders).find((o) => o.code.toUpperCase() === code.trim().toUpperCase());
    const record = hit ? this.store.byOrder(hit.code) : undefined;
    if (!hit || !record) throw new ApiError('NOT_FOUND', { reason: 'ORDER_NOT_FOUND', message: 'Order not found' });
    const delivered = deliveredAt(hit);
    const open = delivered !== null && !hit.completedAt;
    return copy({
      ...hit, fulfilment: this.fulfilment?.fulfilmentOf(record, hit) ?? null,
      canConfirm: open, autoCompleteDays: open ? daysUntilAutoComplete(delivered, this.now()) : null,
    });
  }

  async track(code: string): Promise<TrackingResult> {
    const record: MemoryInvoiceRecord | undefined = this.store.byInvoice(code) ?? this.store.byOrder(code);
    if (!record) throw new ApiError('NOT_FOUND', { reason: 'INVOICE_NOT_FOUND', message: 'Invoice not found' });
    const token = this.session.loginToken();
    const owner = token !== null && this.backend.loginTokens.get(token) === record.customerKey;
    const d = record.detail;
    return copy({
      invoiceCode: d.code,
      invoiceType: d.type,
      status: d.status,
      createdAt: d.createdAt,
      dueDate: d.dueDate,
      owner,
      orders: record.orders.map((o) => {
        const fulfilment = this.fulfilment?.fulfilmentOf(record, o) ?? null;
        const lines = fulfilment?.lines ?? [];
        return {
          orderCode: o.code,
          status: o.status,
          timeline: o.timeline,
          // Anyone: each line's state and dates; the owner: the full lines and the parcels.
          lines: lines.map((l) => ({ lineId: l.lineId, state: l.state, stateLabel: l.stateLabel, timeline: l.timeline.map((t) => ({ ...t, note: null })), parcelCode: l.parcelCode })),
          fulfilment: owner && fulfilment ? { lines: fulfilment.lines, parcels: fulfilment.parcels } : null,
          shipments: o.shipments.map((s) => ({
            shipmentCode: s.shipmentCode,
            status: s.status,
            timeline: o.timeline,
            itemCount: s.lines.reduce((n, l) => n + l.quantity, 0),
            recipient: owner
              ? {
                  name: s.address.name,
                  phoneNumber: s.address.phoneNumber,
                  address: [s.address.address, s.address.subDistrictName, s.address.districtName, s.address.provinceName, s.address.postalCode].filter(Boolean).join(', '),
                }
              : null,
            lines: owner ? s.lines : [],
          })),
        };
      }),
    });
  }
}
