// The core of the console's memory adapter (ops.memory.ts): the seeded world, staff tokens and
// roles (401 / 403 ROLE_FORBIDDEN), Idempotency-Key replays, line moves by the state machine of
// src/domain/fulfilment (409 STATE_CONFLICT naming the current state), audit rows, a rough
// settlement (memory kurs and freight per gram, not the domain's pricing), photo checks.
// Test hooks: loseNextAnswer(), payInvoice(code).
import { ApiError } from '../../application/ports/api-error';
import type {
  AuditEntry, LineActionResult, OpsPermission, Paged, PhotoUpload, Settlement, StaffMember, StaffSessionStore,
} from '../../application/ports/ops-api.port';
import type { Clock } from '../../application/shell/app-settings';
import { ROLE_PERMISSIONS, canMoveLine, isStaffRole, type LineState } from '../../domain/fulfilment';
import { seedOpsWorld, TINY_PNG, type MemLine, type MemParcel, type OpsWorld } from './ops-world.memory';
import { lineView, orderOf, refundableOf, stateLabel } from './ops-views.memory';

const PER_PAGE = 20;

export const conflict = (current: string, field?: string) =>
  new ApiError('CONFLICT', { status: 409, reason: 'STATE_CONFLICT', message: `Status saat ini: ${stateLabel(current)} (${current}).`, ...(field ? { field } : {}) });
export const invalid = (field: string, message = 'Data tidak valid.', reason = 'VALIDATION') =>
  new ApiError('UNPROCESSABLE', { status: 422, reason, field, message });
export const notFound = (reason: string) => new ApiError('NOT_FOUND', { status: 404, reason });

export function page<T>(items: T[], at: number): Paged<T> {
  const p = Math.max(1, at);
  return { items: items.slice((p - 1) * PER_PAGE, p * PER_PAGE), page: p, perPage: PER_PAGE, total: items.length };
}

export function checkText(value: string, field: string, max: number): string {
  const text = value.trim();
  if (text.length < 1 || text.length > max) throw invalid(field);
  return text;
}

export class MemoryOpsCore {
  private state: OpsWorld | null = null;
  protected readonly tokens = new Map<string, StaffMember>();
  private readonly replays = new Map<string, unknown>();
  protected readonly audit: (AuditEntry & { orderCode: string })[] = [];
  private loseAnswers = 0;

  constructor(
    protected readonly staff: StaffSessionStore,
    private readonly clock?: Clock,
  ) {}

  protected now(): number {
    return this.clock ? this.clock.now() : Date.now();
  }

  /** The world, seeded on first use (the clock may be bound after the adapter). */
  get world(): OpsWorld {
    this.state ??= seedOpsWorld(this.now());
    return this.state;
  }

  /** Test hook: the next action is applied but its answer is lost (NETWORK). */
  loseNextAnswer(): void {
    this.loseAnswers += 1;
  }

  /** Test hook: the customer paid an additional invoice. */
  payInvoice(invoiceCode: string): void {
    const lineId = this.world.unpaidInvoices.get(invoiceCode);
    if (lineId === undefined) return;
    this.world.unpaidInvoices.delete(invoiceCode);
    const line = this.line(lineId);
    const settlement = line.settlements.find((s) => s.invoiceCode === invoiceCode);
    if (settlement) settlement.invoiceStatus = 'paid';
    const order = orderOf(this.world, line.orderCode);
    if (order && settlement) order.additionalPaid += settlement.amount;
  }

  protected caller(permission: OpsPermission): StaffMember {
    const session = this.staff.current();
    if (!session) throw new ApiError('UNAUTHORIZED', { status: 401, reason: 'STAFF_LOGIN_REQUIRED' });
    const member = this.tokens.get(session.token);
    if (!member) {
      this.staff.clear();
      throw new ApiError('UNAUTHORIZED', { status: 401, reason: 'STAFF_SESSION_INVALID' });
    }
    if (!isStaffRole(member.role) || !ROLE_PERMISSIONS[member.role].includes(permission)) {
      throw new ApiError('FORBIDDEN', { status: 403, reason: 'ROLE_FORBIDDEN', message: 'Peran Anda tidak boleh melakukan tindakan ini.' });
    }
    return member;
  }

  /** One action under its Idempotency-Key: the same key answers the first answer again. */
  protected async once<T>(key: string, permission: OpsPermission, run: (who: StaffMember) => T): Promise<T> {
    const who = this.caller(permission);
    if (!key) throw invalid('headers.idempotency-key', 'Idempotency-Key required', 'IDEMPOTENCY_KEY_REQUIRED');
    await Promise.resolve();
    let result: T;
    if (this.replays.has(key)) result = this.replays.get(key) as T;
    else {
      result = run(who);
      this.replays.set(key, result);
    }
    if (this.loseAnswers > 0) {
      this.loseAnswers -= 1;
      throw new ApiError('NETWORK');
    }
    return structuredClone(result);
  }

  protected line(lineId: number): MemLine {
    const line = this.world.lines.find((l) => l.lineId === lineId);
    if (!line) throw notFound('LINE_NOT_FOUND');
    return line;
  }

  protected parcel(code: string): MemParcel {
    const parcel = this.world.parcels.find((p) => p.parcelCode === code);
    if (!parcel) throw notFound('PARCEL_NOT_FOUND');
    return parcel;
  }

  protected write(who: StaffMember, orderCode: string, action: string, entityType: string, entityId: string, before: string, after: string): void {
    this.world.seq.audit += 1;
    this.audit.unshift({
      id: String(this.world.seq.audit), orderCode, staff: { staffId: who.staffId, name: who.name, role: who.role }, action, entityType, entityId,
      before: { state: before }, after: { state: after }, at: new Date(this.now()).toISOString(),
    });
  }

  /** Moves a line through `path` (each step must be allowed from where it stands). */
  protected move(who: StaffMember, line: MemLine, path: LineState[], action: string, note: string | null = null): void {
    const from = line.state;
    for (const to of path) {
      if (!canMoveLine(line.state, to)) throw conflict(from);
    }
    for (const to of path) {
      line.state = to;
      line.timeline.push({ state: to, at: this.now(), note, staffName: who.name });
    }
    this.write(who, line.orderCode, action, 'line', String(line.lineId), from, line.state);
  }

  /** Settles a change of the line's total by `difference` rupiah (memory pricing). */
  protected settle(line: MemLine, kind: string, difference: number): Settlement | null {
    const order = orderOf(this.world, line.orderCode);
    if (!order) return null;
    const group = this.world.lines.filter((l) => l.shipmentCode === line.shipmentCode && l.state !== 'refunded');
    const before = group.reduce((sum, l) => sum + l.lineTotal, 0) + (line.state === 'refunded' ? line.lineTotal : 0);
    const credit = difference < 0 ? Math.min(-difference, refundableOf(order)) : 0;
    const outcome = difference > 0 ? 'additional_invoice' : credit > 0 ? 'credit' : 'none';
    this.world.seq.settlement += 1;
    let invoiceCode: string | null = null;
    if (outcome === 'additional_invoice') {
      this.world.seq.invoice += 1;
      invoiceCode = `INV-20240301-${String(this.world.seq.invoice).padStart(6, '0')}`;
      this.world.unpaidInvoices.set(invoiceCode, line.lineId);
    }
    if (outcome === 'credit') order.credited += credit;
    line.lineTotal = Math.max(0, line.lineTotal + difference);
    const settlement: Settlement = {
      settlementId: String(this.world.seq.settlement), kind, beforeTotal: before, afterTotal: before + difference, difference, outcome,
      amount: outcome === 'additional_invoice' ? difference : credit, invoiceCode, invoiceStatus: invoiceCode ? 'pending' : null,
      createdAt: new Date(this.now()).toISOString(),
    };
    line.settlements.push(settlement);
    return settlement;
  }

  protected result(line: MemLine, settlement: Settlement | null): LineActionResult {
    return { line: lineView(this.world, line, this.now()), settlement };
  }

  protected photos(files: readonly PhotoUpload[]) {
    if (files.length === 0) throw invalid('body.photos', 'Foto wajib diunggah.', 'PHOTOS_REQUIRED');
    if (files.length > 10) throw new ApiError('PAYLOAD_TOO_LARGE', { status: 413, field: 'body.photos' });
    if (files.some((f) => !/^image\/(jpeg|png|webp|gif)$/.test(f.blob.type))) throw invalid('body.photos', 'Berkas bukan gambar.', 'UNSUPPORTED_IMAGE');
    return files.map((f) => {
      this.world.seq.photo += 1;
      const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(f.blob) : TINY_PNG;
      return { photoId: String(this.world.seq.photo), url, contentType: f.blob.type, createdAt: new Date(this.now()).toISOString() };
    });
  }
}
