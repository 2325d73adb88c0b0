// OpsApi in memory (stories, unit tests, the serverless demo): the console's contract
// (docs/api/ops.md) over the seeded world of ops-world.memory.ts, with the core's staff roles,
// state machine, Idempotency-Key replays and settlement (ops-core.memory.ts). Test hooks:
// loseNextAnswer() (the action is applied, its answer lost: a retry with the same key must not
// apply it twice), payInvoice(code) (the customer paid an additional invoice).
import { inject, injectable, optional } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import {
  OPS_LINE_QUEUES, OPS_PARCEL_QUEUES, STAFF_SESSION_STORE,
  type CustomsStatus, type LineActionResult, type OpsApi, type OpsLine, type OpsOrder, type OpsParcel,
  type OpsQueues, type OpsSearchHit, type PackRequest, type Paged, type PhotoUpload, type PurchaseRequest, type ReceiveRequest,
  type ResolveRequest, type StaffProfile, type StaffSession, type StaffSessionStore, type Ticket,
  type OpsRate, type OpsRateHistoryEntry, type SetRateRequest,
  type SecondFactorAnswer, type SecondFactorResult, type StaffLoginStep, type StaffMember,
} from '../../application/ports/ops-api.port';
import { MemorySecondFactors } from './ops-second-factor.memory';
import { CLOCK, type Clock } from '../../application/shell/app-settings';
import { DEFAULT_FREE_STORAGE_DAYS, ROLE_PERMISSIONS, isStaffRole, storageEndsWithin, type LineState } from '../../domain/fulfilment';
import { ORDER_STATUS_LABELS } from '../../domain/order';
import { MemoryOpsCore, checkText, conflict, invalid, notFound, page } from './ops-core.memory';
import { MEMORY_FREIGHT_PER_GRAM, MEMORY_KURS, OPS_DEMO_PASSWORD, OPS_DEMO_STAFF, type MemLine, type MemParcel } from './ops-world.memory';
import { lineView, orderOf, orderStatus, orderView, parcelView, refundableOf } from './ops-views.memory';
import { memRateHistory, memRates, memSetRate } from './ops-rates.memory';

@injectable()
export class MemoryOpsApi extends MemoryOpsCore implements OpsApi {
  constructor(
    @inject(STAFF_SESSION_STORE) staff: StaffSessionStore,
    @inject(CLOCK) @optional() clock?: Clock,
  ) {
    super(staff, clock);
  }

  private readonly factors = new MemorySecondFactors(() => this.now());

  private openSession(member: StaffMember): StaffSession {
    this.world.seq.token += 1;
    const token = `staff-${member.staffId}-${this.world.seq.token}`;
    this.tokens.set(token, { ...member });
    return { token, expiresAt: new Date(this.now() + 12 * 3_600_000).toISOString(), staff: { ...member } };
  }

  async login(email: string, password: string): Promise<StaffLoginStep> {
    await Promise.resolve();
    const member = OPS_DEMO_STAFF.find((s) => s.email === email.trim().toLowerCase());
    if (!member || password !== OPS_DEMO_PASSWORD) {
      throw new ApiError('UNAUTHORIZED', { status: 401, reason: 'LOGIN_FAILED', message: 'E-mail atau kata sandi salah.' });
    }
    const challenge = this.factors.challenge(member);
    if (!challenge) return { kind: 'session', session: this.openSession(member) };
    return challenge.kind === 'enrol'
      ? { kind: 'enrol', challenge: challenge.challenge, expiresAt: challenge.expiresAt, secret: challenge.secret ?? '', otpauthUri: challenge.otpauthUri ?? '' }
      : { kind: 'code', challenge: challenge.challenge, expiresAt: challenge.expiresAt };
  }

  async secondFactor(challenge: string, answer: SecondFactorAnswer): Promise<SecondFactorResult> {
    await Promise.resolve();
    const { staff, recoveryCodes } = this.factors.answer(challenge, answer);
    return { session: this.openSession(staff), recoveryCodes };
  }

  async setupSecondFactor(): Promise<{ secret: string; otpauthUri: string }> {
    const who = this.caller('read');
    await Promise.resolve();
    return this.factors.setup(who);
  }

  async confirmSecondFactor(code: string): Promise<string[]> {
    const who = this.caller('read');
    await Promise.resolve();
    return this.factors.confirm(who, code);
  }

  async disableSecondFactor(answer: SecondFactorAnswer): Promise<void> {
    const who = this.caller('read');
    await Promise.resolve();
    this.factors.disable(who, answer);
  }

  async logout(): Promise<void> {
    await Promise.resolve();
    const session = this.staff.current();
    if (session) this.tokens.delete(session.token);
  }

  async me(): Promise<StaffProfile> {
    const who = this.caller('read');
    await Promise.resolve();
    return { ...who, permissions: isStaffRole(who.role) ? [...ROLE_PERMISSIONS[who.role]] : ['read'], secondFactor: this.factors.status(who) };
  }

  async queues(): Promise<OpsQueues> {
    this.caller('read');
    await Promise.resolve();
    const { lines, parcels, tickets } = this.world;
    const now = this.now();
    return {
      lines: Object.fromEntries(OPS_LINE_QUEUES.map((s) => [s, lines.filter((l) => l.state === s).length])) as OpsQueues['lines'],
      parcels: Object.fromEntries(OPS_PARCEL_QUEUES.map((s) => [s, parcels.filter((p) => p.state === s).length])) as OpsQueues['parcels'],
      storageEnding: this.storageLines(7, now).length,
      ticketsOpen: tickets.filter((t) => t.status === 'open').length,
    };
  }

  private storageLines(withinDays: number, now: number): MemLine[] {
    return this.world.lines
      .filter((l) => (l.state === 'at_warehouse' || l.state === 'needs_decision') && l.arrivedAt !== null
        && storageEndsWithin(l.arrivedAt, DEFAULT_FREE_STORAGE_DAYS, now, withinDays))
      .sort((a, b) => (a.arrivedAt ?? 0) - (b.arrivedAt ?? 0));
  }

  async lines(state: string, at: number): Promise<Paged<OpsLine>> {
    this.caller('read');
    await Promise.resolve();
    const stamp = (l: MemLine) => l.timeline.at(-1)?.at ?? 0;
    const rows = this.world.lines.filter((l) => l.state === state).sort((a, b) => stamp(a) - stamp(b));
    return page(rows.map((l) => lineView(this.world, l, this.now())), at);
  }

  async parcels(state: string, at: number): Promise<Paged<OpsParcel>> {
    this.caller('read');
    await Promise.resolve();
    return page(this.world.parcels.filter((p) => p.state === state).map((p) => parcelView(this.world, p)), at);
  }

  async storage(withinDays: number, at: number): Promise<Paged<OpsLine>> {
    this.caller('read');
    await Promise.resolve();
    const now = this.now();
    return page(this.storageLines(withinDays, now).map((l) => lineView(this.world, l, now)), at);
  }

  async search(query: string): Promise<OpsSearchHit[]> {
    this.caller('read');
    await Promise.resolve();
    const q = query.trim().toLowerCase();
    if (!q) return [];
    const eq = (v: string | null) => v !== null && v.toLowerCase() === q;
    const codes = new Set<string>();
    for (const o of this.world.orders) {
      if (eq(o.orderCode) || eq(o.invoiceCode) || o.shipments.some((s) => eq(s.shipmentCode))) codes.add(o.orderCode);
    }
    for (const p of this.world.parcels) {
      if (eq(p.parcelCode) || eq(p.trackingNumber) || eq(p.domesticTrackingNumber)) codes.add(p.orderCode);
    }
    return [...codes].map((code) => {
      const o = orderOf(this.world, code);
      const status = orderStatus(this.world, code);
      return {
        orderCode: code, invoiceCode: o?.invoiceCode ?? '', customerName: o?.customer.name ?? '', status,
        statusLabel: ORDER_STATUS_LABELS[status].id, createdAt: new Date(o?.createdAt ?? 0).toISOString(),
      };
    });
  }

  async order(orderCode: string): Promise<OpsOrder> {
    this.caller('read');
    await Promise.resolve();
    const order = this.world.orders.find((o) => o.orderCode.toLowerCase() === orderCode.trim().toLowerCase());
    if (!order) throw notFound('ORDER_NOT_FOUND');
    return orderView(this.world, order, this.audit, this.now());
  }

  purchase(lineId: number, request: PurchaseRequest, key: string): Promise<LineActionResult> {
    return this.once(key, 'purchase', (who) => {
      const line = this.line(lineId);
      const seller = checkText(request.sellerOrderNumber, 'body.seller_order_number', 64);
      const price = request.pricePaid;
      if (!Number.isFinite(price) || price < 0 || Math.round(price * 100) !== price * 100) throw invalid('body.price_paid');
      const shipping = request.sellerShipping ?? null;
      if (shipping !== null && (!Number.isFinite(shipping) || shipping < 0)) throw invalid('body.seller_shipping');
      const bought = request.quantityBought ?? null;
      if (bought !== null && (!Number.isInteger(bought) || bought < 1 || bought > line.quantity)) throw invalid('body.quantity_bought');
      if (line.state !== 'paid') throw conflict(line.state);
      this.move(who, line, ['purchased'], 'purchase', request.note ?? null);
      const quantityBought = bought === null || bought === line.quantity ? null : bought;
      line.purchase = { sellerOrderNumber: seller, pricePaid: price, sellerShipping: shipping, quantityBought, at: this.now() };
      const kurs = MEMORY_KURS[line.currency] ?? 1;
      // The memory world's estimate: goods only (the server re-prices the whole line with the domain).
      const difference = Math.round((price * (quantityBought ?? line.quantity) - line.priceEstimated * line.quantity + (shipping ?? 0)) * kurs);
      return this.result(line, this.settle(line, 'purchase', difference));
    });
  }

  outOfStock(lineId: number, note: string | null, key: string): Promise<LineActionResult> {
    return this.once(key, 'purchase', (who) => {
      const line = this.line(lineId);
      if (line.state !== 'paid' && line.state !== 'purchased') throw conflict(line.state);
      this.move(who, line, ['out_of_stock', 'refunded'], 'out_of_stock', note);
      return this.result(line, this.settle(line, 'out_of_stock', -line.lineTotal));
    });
  }

  receive(lineId: number, request: ReceiveRequest, key: string): Promise<LineActionResult> {
    return this.once(key, 'receive', (who) => {
      const line = this.line(lineId);
      const w = request.weightGrams;
      if (!Number.isInteger(w) || w < 1 || w > 1_000_000) throw invalid('body.weight_grams');
      for (const [field, v] of [['length_cm', request.lengthCm], ['width_cm', request.widthCm], ['height_cm', request.heightCm]] as const) {
        if (!Number.isFinite(v) || v < 0 || v > 1000) throw invalid(`body.${field}`);
      }
      if (line.state !== 'purchased') throw conflict(line.state);
      const photos = this.photos(request.photos);
      const problem = request.problemReason?.trim() || null;
      this.move(who, line, problem ? ['at_warehouse', 'needs_decision'] : ['at_warehouse'], 'receive', request.note ?? null);
      line.arrivedAt = this.now();
      line.measured = { weightGrams: w, lengthCm: request.lengthCm, widthCm: request.widthCm, heightCm: request.heightCm, at: this.now() };
      line.photos.push(...photos);
      if (problem) line.problem = { reason: problem, decision: null, decidedAt: null };
      const difference = (w - line.estimatedGrams) * line.quantity * MEMORY_FREIGHT_PER_GRAM;
      return this.result(line, this.settle(line, 'receive', difference));
    });
  }

  addPhotos(lineId: number, files: readonly PhotoUpload[], key: string): Promise<LineActionResult> {
    return this.once(key, 'receive', () => {
      const line = this.line(lineId);
      if (line.state !== 'at_warehouse' && line.state !== 'needs_decision') throw conflict(line.state);
      line.photos.push(...this.photos(files));
      return this.result(line, null);
    });
  }

  problem(lineId: number, reason: string, key: string): Promise<LineActionResult> {
    return this.once(key, 'receive', (who) => {
      const line = this.line(lineId);
      const text = checkText(reason, 'body.reason', 500);
      if (line.state !== 'at_warehouse') throw conflict(line.state);
      this.move(who, line, ['needs_decision'], 'problem', text);
      line.problem = { reason: text, decision: null, decidedAt: null };
      return this.result(line, null);
    });
  }

  returned(lineId: number, note: string | null, key: string): Promise<LineActionResult> {
    return this.once(key, 'receive', (who) => {
      const line = this.line(lineId);
      if (line.state !== 'return_to_seller') throw conflict(line.state);
      this.move(who, line, ['refunded'], 'returned', note);
      return this.result(line, this.settle(line, 'returned', -line.lineTotal));
    });
  }

  pack(request: PackRequest, key: string): Promise<OpsParcel> {
    return this.once(key, 'pack', (who) => {
      if (request.lineIds.length < 1 || request.lineIds.length > 50) throw invalid('body.line_ids');
      if (!Number.isInteger(request.weightGrams) || request.weightGrams < 1 || request.weightGrams > 1_000_000) throw invalid('body.weight_grams');
      const lines = request.lineIds.map((id) => this.line(id));
      for (const l of lines) if (l.state !== 'at_warehouse') throw conflict(l.state, `body.line_ids.${l.lineId}`);
      const first = lines[0] as MemLine;
      if (lines.some((l) => l.shipmentCode !== first.shipmentCode)) throw invalid('body.line_ids', 'Baris dari kiriman berbeda.', 'MIXED_SHIPMENTS');
      const unpaid = lines.find((l) => [...this.world.unpaidInvoices.values()].includes(l.lineId));
      if (unpaid) throw new ApiError('CONFLICT', { status: 409, reason: 'SETTLEMENT_UNPAID', field: `body.line_ids.${unpaid.lineId}`, message: 'Tagihan tambahan belum dibayar.' });
      this.world.seq.parcel += 1;
      const parcel: MemParcel = {
        parcelCode: `PCL-20240301-${String(this.world.seq.parcel).padStart(6, '0')}`, orderCode: first.orderCode, shipmentCode: first.shipmentCode,
        state: 'packed', timeline: [{ state: 'packed', at: this.now(), note: null, staffName: who.name }],
        weightGrams: request.weightGrams, lengthCm: request.lengthCm, widthCm: request.widthCm, heightCm: request.heightCm,
        carrier: null, trackingNumber: null, customsHoldReason: null, domesticCourier: null, domesticTrackingNumber: null, lineIds: [...request.lineIds],
      };
      this.world.parcels.push(parcel);
      for (const l of lines) {
        this.move(who, l, ['packed'], 'pack');
        l.parcelCode = parcel.parcelCode;
      }
      return parcelView(this.world, parcel);
    });
  }

  private moveParcel(key: string, code: string, to: LineState, from: readonly LineState[], change: (p: MemParcel) => void, note: string | null = null): Promise<OpsParcel> {
    return this.once(key, 'ship', (who) => {
      const parcel = this.parcel(code);
      if (!from.includes(parcel.state)) throw conflict(parcel.state);
      change(parcel);
      const before = parcel.state;
      parcel.state = to;
      parcel.timeline.push({ state: to, at: this.now(), note, staffName: who.name });
      this.write(who, parcel.orderCode, to, 'parcel', parcel.parcelCode, before, to);
      for (const id of parcel.lineIds) {
        const line = this.line(id);
        line.state = to;
        line.timeline.push({ state: to, at: this.now(), note, staffName: who.name });
      }
      return parcelView(this.world, parcel);
    });
  }

  async ship(code: string, carrier: string, tracking: string, key: string): Promise<OpsParcel> {
    const c = checkText(carrier, 'body.carrier', 64);
    const t = checkText(tracking, 'body.tracking_number', 64);
    return this.moveParcel(key, code, 'shipped', ['packed'], (p) => {
      p.carrier = c;
      p.trackingNumber = t;
    });
  }

  async customs(code: string, status: CustomsStatus, reason: string | null, key: string): Promise<OpsParcel> {
    if (status === 'held' && !reason?.trim()) throw invalid('body.reason', 'Alasan wajib diisi.', 'REASON_REQUIRED');
    if (status === 'in_customs') return this.moveParcel(key, code, 'in_customs', ['shipped'], () => undefined);
    if (status === 'held') return this.moveParcel(key, code, 'customs_held', ['in_customs'], (p) => void (p.customsHoldReason = reason?.trim() ?? null), reason);
    return this.moveParcel(key, code, 'customs_cleared', ['in_customs', 'customs_held'], () => undefined);
  }

  async outForDelivery(code: string, courier: string, tracking: string, key: string): Promise<OpsParcel> {
    const c = checkText(courier, 'body.courier', 64);
    const t = checkText(tracking, 'body.tracking_number', 64);
    return this.moveParcel(key, code, 'out_for_delivery', ['customs_cleared'], (p) => {
      p.domesticCourier = c;
      p.domesticTrackingNumber = t;
    });
  }

  delivered(code: string, key: string): Promise<OpsParcel> {
    return this.moveParcel(key, code, 'delivered', ['out_for_delivery'], () => undefined);
  }

  private ticketView(id: string, withMessages: boolean): Ticket {
    const t = this.world.tickets.find((x) => x.ticketId === id);
    if (!t) throw notFound('TICKET_NOT_FOUND');
    const order = orderOf(this.world, t.orderCode);
    return {
      ...t, createdAt: new Date(t.createdAt).toISOString(), updatedAt: new Date(t.updatedAt).toISOString(),
      messages: withMessages ? t.messages.map((m) => ({ ...m })) : [],
      customer: order ? { customerId: order.customer.customerId, name: order.customer.name, email: order.customer.email } : null,
    };
  }

  async tickets(status: string | null, at: number): Promise<Paged<Ticket>> {
    this.caller('read');
    await Promise.resolve();
    const rows = this.world.tickets.filter((t) => !status || t.status === status).sort((a, b) => b.createdAt - a.createdAt);
    return page(rows.map((t) => this.ticketView(t.ticketId, false)), at);
  }

  async ticket(ticketId: string): Promise<Ticket> {
    this.caller('read');
    await Promise.resolve();
    return this.ticketView(ticketId, true);
  }

  private openTicket(ticketId: string) {
    const t = this.world.tickets.find((x) => x.ticketId === ticketId);
    if (!t) throw notFound('TICKET_NOT_FOUND');
    if (t.status !== 'open' && t.status !== 'answered') throw conflict(t.status);
    return t;
  }

  async answerTicket(ticketId: string, message: string, key: string): Promise<void> {
    await this.once(key, 'tickets', (who) => {
      const t = this.openTicket(ticketId);
      const text = checkText(message, 'body.message', 2000);
      t.messages.push({ author: 'staff', name: who.name, message: text, at: new Date(this.now()).toISOString() });
      this.write(who, t.orderCode, 'answer', 'ticket', t.ticketId, t.status, 'answered');
      t.status = 'answered';
      t.updatedAt = this.now();
      return true;
    });
  }

  async resolveTicket(ticketId: string, request: ResolveRequest, key: string): Promise<void> {
    await this.once(key, 'tickets', (who) => {
      const t = this.openTicket(ticketId);
      const order = orderOf(this.world, t.orderCode);
      if (request.outcome === 'approved') {
        const amount = request.amount ?? 0;
        if (!Number.isInteger(amount) || amount < 1) throw invalid('body.amount');
        if (!order || amount > refundableOf(order)) throw invalid('body.amount', 'Jumlah melebihi yang dapat dikembalikan.', 'REFUND_TOO_LARGE');
        order.credited += amount;
        t.amountRefunded = amount;
      }
      if (request.message?.trim()) t.messages.push({ author: 'staff', name: who.name, message: request.message.trim(), at: new Date(this.now()).toISOString() });
      this.write(who, t.orderCode, 'resolve', 'ticket', t.ticketId, t.status, request.outcome);
      t.status = request.outcome;
      t.updatedAt = this.now();
      return true;
    });
  }

  async rates(): Promise<OpsRate[]> {
    this.caller('read');
    await Promise.resolve();
    return memRates(this.world);
  }

  async rateHistory(code: string): Promise<OpsRateHistoryEntry[]> {
    this.caller('read');
    await Promise.resolve();
    return memRateHistory(this.world, code);
  }

  setRate(code: string, request: SetRateRequest, idempotencyKey: string): Promise<{ rate: OpsRate; history: OpsRateHistoryEntry }> {
    return this.once(idempotencyKey, 'rates', (who) => memSetRate(this.world, who, code, request, this.now()));
  }
}
