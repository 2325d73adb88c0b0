// What happens to a memory order after payment (docs/api/ops.md 'The customer's side'), one store
// per container next to the MemoryOrderStore: the order lines (started at `paid` once their invoice
// is paid), parcels, settlements (a wallet credit with its ledger row, or an `additional` invoice in
// the order store, payable on /track like any invoice), the customer's notifications, tickets and
// ratings. The memory FulfilmentApi, the simulator (the console's moves), the memory OrderApi
// (data.fulfilment, the tracked lines) and the aftercare adapters read and write it.
import { inject, injectable, optional } from 'inversify';
import type { CustomerNotification } from '../../application/ports/customer-notification-api.port';
import type {
  CustomerLine, LineSettlement, OrderFulfilment, OrderSettlement, Parcel, SettlementOutcome,
} from '../../application/ports/fulfilment-api.port';
import type { OrderDetail } from '../../application/ports/order-api.port';
import type { Ticket } from '../../application/ports/ticket-api.port';
import { CLOCK, type Clock } from '../../application/shell/app-settings';
import { aggregateStatus, isLineState, LINE_STATE_LABELS, orderStatusOfLine, storageCountdown } from '../../domain/fulfilment';
import { DEMO_PRODUCTS } from './demo-data';
import { MEMORY_BACKEND, type MemoryBackend } from './memory-backend';
import { copy } from './memory-helpers';
import { DEMO_COMPANY, MEMORY_ORDER_STORE, type MemoryInvoiceRecord, type MemoryOrderStore } from './order-store.memory';

export const MEMORY_FULFILMENT_STORE = Symbol.for('infrastructure.MemoryFulfilmentStore');

const DAY_MS = 86_400_000;
export const FREE_STORAGE_DAYS = 30;

export interface MemoryLine {
  line: CustomerLine;
  orderCode: string;
  customerKey: string;
  /** The line's share of the order (rupiah): what a cancel or refund credits. */
  lineTotal: number;
  /** The unit price in the line's currency the cart estimated (the product's). */
  unitPrice: number;
  productUrl: string | null;
}

export interface MemoryRating {
  customerKey: string;
  cartCode: string;
  productUrl: string | null;
  name: string;
  stars: number;
  text: string;
  createdAt: string;
}

export const stateLabel = (state: string): string => (isLineState(state) ? LINE_STATE_LABELS[state].id : state);

@injectable()
export class MemoryFulfilmentStore {
  readonly lines: MemoryLine[] = [];
  readonly parcels: { parcel: Parcel; orderCode: string; customerKey: string }[] = [];
  readonly notifications = new Map<string, CustomerNotification[]>();
  readonly tickets: { ticket: Ticket; customerKey: string }[] = [];
  readonly ratings: MemoryRating[] = [];
  /** Idempotency-Key -> the first answer of a decision, cancel or ticket. */
  readonly attempts = new Map<string, { customerKey: string; fingerprint: string; result: unknown }>();
  private seq = 0;

  constructor(
    @inject(MEMORY_ORDER_STORE) readonly orders: MemoryOrderStore,
    @inject(MEMORY_BACKEND) readonly backend: MemoryBackend,
    @inject(CLOCK) @optional() private readonly clock?: Clock,
  ) {}

  now(): number {
    return this.clock ? this.clock.now() : Date.now();
  }

  nowIso(): string {
    return new Date(this.now()).toISOString();
  }

  next(): number {
    this.seq += 1;
    return this.seq;
  }

  /** The lines of an order, started at `paid` the first time its invoice reads paid. */
  linesOf(record: MemoryInvoiceRecord, order: OrderDetail): MemoryLine[] {
    const existing = this.lines.filter((l) => l.orderCode === order.code);
    if (existing.length > 0 || record.detail.status !== 'paid') return existing;
    const at = record.detail.paidAt ?? this.nowIso();
    for (const shipment of order.shipments) {
      for (const l of shipment.lines) {
        const product = DEMO_PRODUCTS.find((p) => p.name === l.name);
        const line: CustomerLine = {
          lineId: String(100 + this.next()), state: 'paid', stateLabel: stateLabel('paid'), timeline: [{ state: 'paid', at, note: null }],
          parcelCode: null, shipmentCode: shipment.shipmentCode, cartDetailCode: l.cartDetailCode, name: l.name, image: l.image,
          quantity: l.quantity, currency: product?.currency ?? 'CNY', purchase: null,
          weight: {
            estimatedGrams: product?.weightGrams ?? 1000, measuredGrams: null,
            estimatedDimensions: { lengthCm: product?.lengthCm ?? 0, widthCm: product?.widthCm ?? 0, heightCm: product?.heightCm ?? 0 },
            measuredDimensions: null,
          },
          photos: [], storage: null, problem: null, settlements: [], canCancel: true, canDecide: false, canRate: false, rating: null,
        };
        this.lines.push({ line, orderCode: order.code, customerKey: record.customerKey, lineTotal: l.total, unitPrice: product?.price ?? Math.round(l.total / Math.max(1, l.quantity) / 25) / 100, productUrl: product?.url ?? null });
      }
    }
    return this.lines.filter((l) => l.orderCode === order.code);
  }

  /** Every order line of every paid order, started (the simulator's and the API's lookups). */
  startAll(): void {
    for (const record of this.orders.invoices) for (const order of record.orders) this.linesOf(record, order);
  }

  line(lineId: string): MemoryLine | undefined {
    this.startAll();
    return this.lines.find((l) => l.line.lineId === lineId);
  }

  /** The line as the customer reads it now: the settlement invoices' status, the storage countdown, the flags. */
  view(entry: MemoryLine): CustomerLine {
    const line = copy(entry.line);
    for (const s of line.settlements) {
      if (s.invoiceCode) s.invoiceStatus = this.orders.byInvoice(s.invoiceCode)?.detail.status ?? s.invoiceStatus;
    }
    if (line.storage) {
      const countdown = storageCountdown(Date.parse(line.storage.arrivedAt), line.storage.freeDays, this.now());
      line.storage = { ...line.storage, daysLeft: countdown.daysLeft, ended: countdown.ended };
    }
    line.canCancel = line.state === 'paid';
    line.canDecide = line.state === 'needs_decision';
    line.canRate = line.state === 'delivered' && !this.ratings.some((r) => r.customerKey === entry.customerKey && r.cartCode === line.cartDetailCode);
    const rated = this.ratings.find((r) => r.customerKey === entry.customerKey && r.cartCode === line.cartDetailCode);
    line.rating = rated ? { stars: rated.stars, text: rated.text, createdAt: rated.createdAt } : null;
    return line;
  }

  /** data.fulfilment of an order (null before its invoice is paid). */
  fulfilmentOf(record: MemoryInvoiceRecord, order: OrderDetail): OrderFulfilment | null {
    const lines = this.linesOf(record, order).map((l) => this.view(l));
    if (lines.length === 0) return null;
    const parcels = this.parcels.filter((p) => p.orderCode === order.code).map((p) => copy(p.parcel));
    return { lines, parcels, settlement: this.settlementOf(lines) };
  }

  settlementOf(lines: CustomerLine[]): OrderSettlement {
    const all = lines.flatMap((l) => l.settlements);
    const invoices = all.filter((s) => s.outcome === 'additional_invoice' && s.invoiceCode).map((s) => {
      const detail = this.orders.byInvoice(s.invoiceCode ?? '')?.detail;
      return { invoiceCode: s.invoiceCode ?? '', status: detail?.status ?? 'pending', total: s.amount, dueDate: detail?.dueDate ?? null };
    });
    return {
      credited: all.filter((s) => s.outcome === 'credit').reduce((n, s) => n + s.amount, 0),
      additionalDue: invoices.filter((i) => i.status === 'pending').reduce((n, i) => n + i.total, 0),
      additionalPaid: invoices.filter((i) => i.status === 'paid').reduce((n, i) => n + i.total, 0),
      invoices,
    };
  }

  /** Moves a line (a timeline entry), and the order's status after its lines. */
  move(entry: MemoryLine, state: string, note: string | null = null): void {
    entry.line.state = state;
    entry.line.stateLabel = stateLabel(state);
    entry.line.timeline.push({ state, at: this.nowIso(), note });
    const record = this.orders.byOrder(entry.orderCode);
    const order = record?.orders.find((o) => o.code === entry.orderCode);
    if (!order) return;
    const parts = this.lines.filter((l) => l.orderCode === entry.orderCode).map((l) => (isLineState(l.line.state) ? orderStatusOfLine(l.line.state) : null));
    const status = aggregateStatus(parts);
    if (status && status !== order.status) {
      order.status = status;
      order.statusLabel = '';
      order.timeline.push({ status, at: this.nowIso() });
      for (const s of order.shipments) s.status = status;
    }
  }

  /** Settles a difference on a line: a credit to the wallet (a refund ledger row) or an additional invoice. */
  settle(entry: MemoryLine, kind: string, difference: number): LineSettlement {
    const outcome: SettlementOutcome = difference > 0 ? 'additional_invoice' : difference < 0 ? 'credit' : 'none';
    const amount = Math.abs(difference);
    let invoiceCode: string | null = null;
    if (outcome === 'credit') this.credit(entry.customerKey, amount);
    if (outcome === 'additional_invoice') invoiceCode = this.additionalInvoice(entry.customerKey, amount);
    const settlement: LineSettlement = {
      id: String(this.next()), kind, beforeTotal: entry.lineTotal, afterTotal: entry.lineTotal + difference, difference, outcome, amount,
      invoiceCode, invoiceStatus: invoiceCode ? 'pending' : null, createdAt: this.nowIso(),
    };
    entry.lineTotal += difference;
    entry.line.settlements.push(settlement);
    if (outcome !== 'none') {
      this.notify(entry.customerKey, 'price_difference', 'Selisih harga', outcome === 'credit'
        ? `Rp ${amount.toLocaleString('id-ID')} dikembalikan ke saldo Anda.` : `Tagihan tambahan Rp ${amount.toLocaleString('id-ID')} menunggu pembayaran.`,
      { orderCode: entry.orderCode, lineId: entry.line.lineId, invoiceCode });
    }
    return settlement;
  }

  credit(customerKey: string, amount: number): void {
    const account = this.backend.accounts.get(customerKey);
    if (account) account.walletBalance += amount;
    const entries = this.orders.walletEntries.get(customerKey) ?? [];
    this.orders.walletEntries.set(customerKey, [
      { id: `W-${entries.length + 1}`, kind: 'refund', amount, invoiceCode: null, createdAt: this.nowIso() }, ...entries,
    ]);
  }

  /** A pending `additional` invoice of `amount`, due in 7 days, on the bell and payable like any invoice. */
  additionalInvoice(customerKey: string, amount: number): string {
    const now = this.now();
    const day = new Date(now).toISOString().slice(0, 10).replace(/-/g, '');
    const code = `INV-${day}-${String(this.orders.next()).padStart(6, '0')}`;
    const createdAt = new Date(now).toISOString();
    const dueDate = new Date(now + 7 * DAY_MS).toISOString();
    const message = 'Tagihan tambahan selisih harga';
    this.orders.invoices.unshift({
      customerKey,
      orders: [],
      detail: {
        code, type: 'additional', status: 'pending', statusLabel: 'Menunggu Pembayaran', message, createdAt, dueDate,
        paymentMethod: null, paymentMethodName: null, paymentInstructions: null, paidAt: null, amountDue: amount, walletUsed: 0,
        amounts: {
          goodsValue: 0, usTax: 0, shippingToWarehouse: 0, packingFee: 0, additionalTransaction: 0, insurance: 0, freight: 0, allIn: 0,
          importDuty: 0, vat: 0, incomeTax: 0, transactionFee: 0, totalTax: 0, landed: amount, domesticShipping: 0, voucherDiscount: 0, total: amount,
        },
        voucher: null, orders: [], carts: [], company: DEMO_COMPANY,
      },
    });
    const bell = this.backend.invoices.get(customerKey) ?? [];
    this.backend.invoices.set(customerKey, [{ code, type: 'additional', status: 'pending', statusLabel: 'Menunggu Pembayaran', message, createdAt, dueDate }, ...bell]);
    return code;
  }

  notify(customerKey: string, kind: string, title: string, body: string, refs: { orderCode?: string | null; lineId?: string | null; invoiceCode?: string | null } = {}): void {
    const list = this.notifications.get(customerKey) ?? [];
    list.unshift({
      id: String(this.next()), kind, title, body, orderCode: refs.orderCode ?? null, lineId: refs.lineId ?? null, invoiceCode: refs.invoiceCode ?? null,
      read: false, createdAt: this.nowIso(),
    });
    this.notifications.set(customerKey, list);
  }

  /** An answer already given for this key (the same caller and request), or undefined. */
  replay<T>(key: string, customerKey: string, fingerprint: string): T | undefined {
    const hit = this.attempts.get(key);
    return hit && hit.customerKey === customerKey && hit.fingerprint === fingerprint ? (copy(hit.result) as T) : undefined;
  }

  remember(key: string, customerKey: string, fingerprint: string, result: unknown): void {
    this.attempts.set(key, { customerKey, fingerprint, result: copy(result) });
  }
}
