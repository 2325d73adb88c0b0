// The in-memory FulfilmentApi (the customer's decision and cancel, docs/api/ops.md) and the
// FulfilmentSimulator (what staff do in the console: purchase, receive with photos, a problem,
// ship, customs, delivery, tickets), over the MemoryFulfilmentStore.
import { inject, injectable } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import type {
  CancelledLine, CustomerLine, DecisionChoice, FulfilmentApi, FulfilmentSimulator, LineSettlement, QcPhoto,
} from '../../application/ports/fulfilment-api.port';
import { DECISION_CHOICES } from '../../application/ports/fulfilment-api.port';
import { SESSION_STORE, type SessionStore } from '../../application/ports/session-store.port';
import { requireCustomer } from './memory-helpers';
import { FREE_STORAGE_DAYS, MEMORY_FULFILMENT_STORE, stateLabel, type MemoryFulfilmentStore, type MemoryLine } from './fulfilment-store.memory';
import { courierTrackingUrl } from '../../domain/order';

const conflict = (current: string) => new ApiError('CONFLICT', { reason: 'STATE_CONFLICT', message: `The line is ${current}` });
const lineNotFound = () => new ApiError('NOT_FOUND', { reason: 'LINE_NOT_FOUND', message: 'Line not found' });

const PHOTO_COLOURS = ['#f4a261', '#2a9d8f', '#e76f51', '#264653', '#8ab17d', '#e9c46a'];

/** A QC photo for the stories: an SVG drawn in place (no network). */
function demoPhoto(id: string, n: number, at: string): QcPhoto {
  const colour = PHOTO_COLOURS[n % PHOTO_COLOURS.length] ?? '#999';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="${colour}"/>`
    + `<text x="320" y="250" font-size="64" text-anchor="middle" fill="#fff" font-family="sans-serif">QC ${n + 1}</text></svg>`;
  return { id, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, contentType: 'image/svg+xml', createdAt: at };
}

@injectable()
export class MemoryFulfilmentApi implements FulfilmentApi {
  constructor(
    @inject(MEMORY_FULFILMENT_STORE) private readonly store: MemoryFulfilmentStore,
    @inject(SESSION_STORE) private readonly session: SessionStore,
  ) {}

  private mine(lineId: string): MemoryLine {
    const customerKey = requireCustomer(this.store.backend, this.session).customer.customerKey;
    const entry = this.store.line(lineId);
    if (!entry || entry.customerKey !== customerKey) throw lineNotFound();
    return entry;
  }

  async decide(lineId: string, choice: DecisionChoice, idempotencyKey: string): Promise<CustomerLine> {
    if (!idempotencyKey) throw new ApiError('UNPROCESSABLE', { reason: 'IDEMPOTENCY_KEY_REQUIRED', field: 'headers.idempotency-key' });
    if (!(DECISION_CHOICES as readonly string[]).includes(choice)) throw new ApiError('UNPROCESSABLE', { reason: 'VALIDATION', field: 'body.choice' });
    const entry = this.mine(lineId);
    const fingerprint = `decide:${lineId}:${choice}`;
    const replayed = this.store.replay<CustomerLine>(idempotencyKey, entry.customerKey, fingerprint);
    if (replayed) return replayed;
    if (entry.line.state !== 'needs_decision' || !entry.line.problem) throw conflict(entry.line.state);
    entry.line.problem = { ...entry.line.problem, decision: choice, decidedAt: this.store.nowIso() };
    if (choice === 'accept') this.store.move(entry, 'at_warehouse');
    else if (choice === 'return_to_seller') this.store.move(entry, 'return_to_seller');
    else {
      this.store.settle(entry, 'decision_refund', -entry.lineTotal);
      this.store.move(entry, 'refunded');
    }
    const answer = this.store.view(entry);
    this.store.remember(idempotencyKey, entry.customerKey, fingerprint, answer);
    return answer;
  }

  async cancel(lineId: string, idempotencyKey: string): Promise<CancelledLine> {
    if (!idempotencyKey) throw new ApiError('UNPROCESSABLE', { reason: 'IDEMPOTENCY_KEY_REQUIRED', field: 'headers.idempotency-key' });
    const entry = this.mine(lineId);
    const fingerprint = `cancel:${lineId}`;
    const replayed = this.store.replay<CancelledLine>(idempotencyKey, entry.customerKey, fingerprint);
    if (replayed) return replayed;
    if (entry.line.state !== 'paid') throw conflict(entry.line.state);
    this.store.move(entry, 'cancelled');
    const settlement = this.store.settle(entry, 'cancel', -entry.lineTotal);
    this.store.move(entry, 'refunded');
    this.store.notify(entry.customerKey, 'refunded', 'Dana dikembalikan', `${entry.line.name} dibatalkan; dana masuk ke saldo Anda.`, { orderCode: entry.orderCode, lineId });
    const answer: CancelledLine = { line: this.store.view(entry), settlement };
    this.store.remember(idempotencyKey, entry.customerKey, fingerprint, answer);
    return answer;
  }
}

@injectable()
export class MemoryFulfilmentSimulator implements FulfilmentSimulator {
  constructor(@inject(MEMORY_FULFILMENT_STORE) private readonly store: MemoryFulfilmentStore) {}

  private entry(lineId: string, from: readonly string[]): MemoryLine {
    const entry = this.store.line(lineId);
    if (!entry) throw lineNotFound();
    if (!from.includes(entry.line.state)) throw conflict(entry.line.state);
    return entry;
  }

  lines(orderCode: string): CustomerLine[] {
    this.store.startAll();
    return this.store.lines.filter((l) => l.orderCode === orderCode).map((l) => this.store.view(l));
  }

  purchase(lineId: string, pricePaid?: number): LineSettlement | null {
    const entry = this.entry(lineId, ['paid']);
    const estimated = entry.unitPrice;
    const paid = pricePaid ?? estimated;
    entry.line.purchase = { sellerOrderNumber: `TB${entry.line.lineId}77`, priceEstimated: estimated, pricePaid: paid, quantityBought: null, at: this.store.nowIso() };
    this.store.move(entry, 'purchased');
    this.store.notify(entry.customerKey, 'purchased', 'Sudah dibelikan', `${entry.line.name} sudah kami beli dari penjual.`, { orderCode: entry.orderCode, lineId });
    // Rp 2.500 per unit of the line's currency (the memory's stand-in for the kurs and the domain's re-pricing).
    const difference = Math.round((paid - estimated) * 2500 * entry.line.quantity);
    return difference === 0 ? null : this.store.settle(entry, 'purchase', difference);
  }

  receive(lineId: string, options: { measuredGrams: number; photos?: number; problem?: string }): LineSettlement | null {
    const entry = this.entry(lineId, ['purchased']);
    const at = this.store.nowIso();
    const line = entry.line;
    line.weight = { ...line.weight, measuredGrams: options.measuredGrams, measuredDimensions: { lengthCm: 30, widthCm: 20, heightCm: 12 } };
    line.photos = Array.from({ length: options.photos ?? 3 }, (_, i) => demoPhoto(String(this.store.next()), i, at));
    line.storage = {
      arrivedAt: at, freeDays: FREE_STORAGE_DAYS, freeUntil: new Date(this.store.now() + FREE_STORAGE_DAYS * 86_400_000).toISOString(),
      daysLeft: FREE_STORAGE_DAYS, ended: false,
    };
    this.store.move(entry, 'at_warehouse');
    this.store.notify(entry.customerKey, 'arrived', 'Tiba di gudang', `${line.name} tiba di gudang; lihat foto QC.`, { orderCode: entry.orderCode, lineId });
    // Rp 60 per gram of difference per unit (the memory's stand-in for the domain's re-pricing).
    const difference = (options.measuredGrams - line.weight.estimatedGrams) * line.quantity * 60;
    const settlement = difference === 0 ? null : this.store.settle(entry, 'receive', difference);
    if (options.problem) {
      line.problem = { reason: options.problem, choices: ['accept', 'return_to_seller', 'refund'], decision: null, decidedAt: null };
      this.store.move(entry, 'needs_decision');
      this.store.notify(entry.customerKey, 'decision_needed', 'Menunggu keputusan Anda', options.problem, { orderCode: entry.orderCode, lineId });
    }
    return settlement;
  }

  ship(lineIds: string[], carrier: string, trackingNumber: string): string {
    const entries = lineIds.map((id) => this.entry(id, ['at_warehouse']));
    const first = entries[0];
    if (!first) throw new ApiError('UNPROCESSABLE', { field: 'body.line_ids' });
    const day = new Date(this.store.now()).toISOString().slice(0, 10).replace(/-/g, '');
    const parcelCode = `PCL-${day}-${String(this.store.next()).padStart(6, '0')}`;
    const at = this.store.nowIso();
    for (const e of entries) {
      e.line.parcelCode = parcelCode;
      e.line.storage = null;
      this.store.move(e, 'packed');
      this.store.move(e, 'shipped');
    }
    this.store.parcels.push({
      orderCode: first.orderCode, customerKey: first.customerKey,
      parcel: {
        parcelCode, state: 'shipped', stateLabel: stateLabel('shipped'),
        timeline: [{ state: 'packed', at, note: null }, { state: 'shipped', at, note: null }],
        carrier, trackingNumber, customsHoldReason: null, domesticCourier: null, domesticTrackingNumber: null, lineIds: [...lineIds],
      },
    });
    this.store.notify(first.customerKey, 'shipped', 'Dikirim', `Paket ${parcelCode} dikirim dengan ${carrier} ${trackingNumber}.`, { orderCode: first.orderCode });
    return parcelCode;
  }

  advance(parcelCode: string, state: string, options: { reason?: string; courier?: string; trackingNumber?: string } = {}): void {
    const held = this.store.parcels.find((p) => p.parcel.parcelCode === parcelCode);
    if (!held) throw new ApiError('NOT_FOUND', { reason: 'PARCEL_NOT_FOUND' });
    const parcel = held.parcel;
    parcel.state = state;
    parcel.stateLabel = stateLabel(state);
    parcel.timeline.push({ state, at: this.store.nowIso(), note: options.reason ?? null });
    if (state === 'customs_held') parcel.customsHoldReason = options.reason ?? null;
    if (state === 'out_for_delivery') {
      parcel.domesticCourier = options.courier ?? 'JNE';
      parcel.domesticTrackingNumber = options.trackingNumber ?? 'JNE0012345678';
      parcel.domesticTrackingUrl = courierTrackingUrl(parcel.domesticCourier);
    }
    for (const id of parcel.lineIds) {
      const entry = this.store.line(id);
      if (entry) this.store.move(entry, state, options.reason ?? null);
    }
    const kinds: Record<string, [string, string]> = {
      customs_held: ['customs_held', 'Tertahan di Bea Cukai'],
      delivered: ['delivered', 'Pesanan diterima; beri nilai barang Anda.'],
    };
    const kind = kinds[state];
    if (kind) this.store.notify(held.customerKey, kind[0], stateLabel(state), kind[1], { orderCode: held.orderCode });
  }

  answerTicket(ticketId: string, message: string): void {
    const held = this.ticket(ticketId, ['open', 'answered']);
    held.ticket.messages.push({ author: 'staff', name: 'Tim Titip', message, at: this.store.nowIso() });
    held.ticket.status = 'answered';
    held.ticket.updatedAt = this.store.nowIso();
    this.store.notify(held.customerKey, 'ticket_answered', 'Tiket dijawab', message, { orderCode: held.ticket.orderCode });
  }

  resolveTicket(ticketId: string, outcome: 'approved' | 'rejected', amount?: number): void {
    const held = this.ticket(ticketId, ['open', 'answered']);
    held.ticket.status = outcome;
    held.ticket.updatedAt = this.store.nowIso();
    if (outcome === 'approved') {
      const credit = amount ?? held.ticket.amountRequested ?? 0;
      held.ticket.amountRefunded = credit;
      if (credit > 0) this.store.credit(held.customerKey, credit);
    }
    this.store.notify(held.customerKey, 'ticket_resolved', 'Tiket selesai', outcome === 'approved' ? 'Pengembalian dana disetujui.' : 'Pengembalian dana ditolak.', { orderCode: held.ticket.orderCode });
  }

  private ticket(ticketId: string, from: readonly string[]) {
    const held = this.store.tickets.find((t) => t.ticket.id === ticketId);
    if (!held) throw new ApiError('NOT_FOUND', { reason: 'TICKET_NOT_FOUND' });
    if (!from.includes(held.ticket.status)) throw conflict(held.ticket.status);
    return held;
  }
}
