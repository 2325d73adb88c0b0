/**
 * /ops/orders/:code (GET ops/orders/{code}): the order with its shipments, lines (timeline, photos,
 * settlements), parcels and audit, and one open action form at a time. The actions offered follow
 * the line's or parcel's state and the staff's permissions (ops-rules.ts; GET ops/me). After an
 * action the order reloads quietly and `notice` says what happened (the settlement: an additional
 * invoice or a wallet credit); a 409 STATE_CONFLICT reloads too and names the current state.
 */
import { inject, injectable, optional } from 'inversify';
import { actionBound, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ApiError } from '../ports/api-error';
import {
  OPS_API, type LineActionResult, type OpsApi, type OpsOrder, type OpsOrderLine, type OpsParcel, type OpsShipment, type Settlement,
} from '../ports/ops-api.port';
import type { OpsFailure } from './ops-form';
import {
  customsForm, deliveredForm, outForDeliveryForm, outOfStockForm, packForm, photosForm, problemForm, purchaseForm, receiveForm,
  returnedForm, shipForm, anyForm, type AnyOpsForm, type After,
} from './ops-forms';
import { lineActions, parcelActions, type LineAction, type ParcelAction } from './ops-rules';
import { OPS_SESSION, OpsSession } from './ops-session';

export const OPS_ORDER_VIEW_MODEL = Symbol.for('ops.OpsOrderViewModel');
/** Tests: a fixed Idempotency-Key source. */
export const OPS_KEY_SOURCE = Symbol.for('ops.IdempotencyKeySource');

export type OpenAction =
  | { kind: LineAction; lineId: number }
  | { kind: ParcelAction; parcelCode: string }
  | { kind: 'pack'; shipmentCode: string };

export type OpsNotice =
  | { kind: 'done'; action: OpenAction['kind']; settlement: Settlement | null; parcelCode: string | null }
  /** Someone else moved it first: its state now (from the reload), null when it is gone. */
  | { kind: 'conflict'; target: string; state: string | null; stateLabel: string | null };

const LINE_KINDS: readonly string[] = ['purchase', 'out_of_stock', 'receive', 'photos', 'problem', 'returned'];

export function isLineAction(open: OpenAction): open is { kind: LineAction; lineId: number } {
  return LINE_KINDS.includes(open.kind);
}

@injectable()
export class OpsOrderViewModel {
  code: string | null = null;
  order: OpsOrder | null = null;
  loading = false;
  notFound = false;
  failed = false;
  open: OpenAction | null = null;
  form: AnyOpsForm | null = null;
  notice: OpsNotice | null = null;
  private seq = 0;

  constructor(
    @inject(OPS_API) private readonly api: OpsApi,
    @inject(OPS_SESSION) readonly session: OpsSession,
    @inject(OPS_KEY_SOURCE) @optional() private readonly newKey?: () => string,
  ) {
    makeObservable<this, 'api' | 'seq' | 'newKey'>(this, {
      api: false, seq: false, newKey: false, session: false,
      code: observable, order: observableRef, loading: observable, notFound: observable, failed: observable,
      open: observableRef, form: observableRef, notice: observableRef,
      load: actionBound, refresh: actionBound, openAction: actionBound, close: actionBound, togglePackLine: actionBound, dismissNotice: actionBound,
    });
  }

  /** Loads the order (loading state); `quiet` keeps the page as it is while it reloads. */
  async load(code: string, quiet = false): Promise<void> {
    const seq = ++this.seq;
    if (this.code !== code) this.order = null;
    this.code = code;
    if (!quiet) this.loading = true;
    this.notFound = false;
    this.failed = false;
    try {
      const order = await this.api.order(code);
      if (seq !== this.seq) return;
      runInAction(() => {
        this.order = order;
        this.loading = false;
      });
    } catch (error) {
      if (seq !== this.seq) return;
      this.session.handle(error);
      runInAction(() => {
        if (error instanceof ApiError && error.status === 404) this.notFound = true;
        else this.failed = true;
        this.loading = false;
      });
    }
  }

  refresh(): Promise<void> {
    return this.code ? this.load(this.code, true) : Promise.resolve();
  }

  lineActions(line: OpsOrderLine): LineAction[] {
    return lineActions(line.state, (p) => this.session.can(p));
  }

  parcelActions(parcel: OpsParcel): ParcelAction[] {
    return parcelActions(parcel.state, (p) => this.session.can(p));
  }

  /** The shipment's lines that can go into a parcel (at the warehouse). */
  packable(shipment: OpsShipment): OpsOrderLine[] {
    return shipment.lines.filter((l) => l.state === 'at_warehouse');
  }

  canPack(shipment: OpsShipment): boolean {
    return this.session.can('pack') && this.packable(shipment).length > 0;
  }

  isOpen(open: OpenAction): boolean {
    const o = this.open;
    if (!o || o.kind !== open.kind) return false;
    if ('lineId' in o && 'lineId' in open) return o.lineId === open.lineId;
    if ('parcelCode' in o && 'parcelCode' in open) return o.parcelCode === open.parcelCode;
    return 'shipmentCode' in o && 'shipmentCode' in open && o.shipmentCode === open.shipmentCode;
  }

  /** Opens an action's form (a fresh one, with its own Idempotency-Key per attempt). */
  openAction(open: OpenAction): void {
    this.open = open;
    this.notice = null;
    this.form = this.formFor(open);
    if (open.kind === 'pack') {
      const shipment = this.order?.shipments.find((s) => s.shipmentCode === open.shipmentCode);
      this.form.set('lines', (shipment ? this.packable(shipment) : []).filter((l) => !l.settlementUnpaid).map((l) => l.lineId).join(','));
    }
  }

  close(): void {
    this.open = null;
    this.form = null;
  }

  dismissNotice(): void {
    this.notice = null;
  }

  /** The pack form's line choice. */
  togglePackLine(lineId: number): void {
    const form = this.form;
    if (!form || this.open?.kind !== 'pack') return;
    const ids = new Set((form.values.lines ?? '').split(',').filter(Boolean).map(Number));
    if (ids.has(lineId)) ids.delete(lineId);
    else ids.add(lineId);
    form.set('lines', [...ids].sort((a, b) => a - b).join(','));
  }

  packChosen(lineId: number): boolean {
    return this.open?.kind === 'pack' && (this.form?.values.lines ?? '').split(',').includes(String(lineId));
  }

  private formFor(open: OpenAction): AnyOpsForm {
    const api = this.api;
    const key = this.newKey;
    const after: After<LineActionResult | OpsParcel> = this.after(open);
    const forms = (): AnyOpsForm => {
      if ('lineId' in open) {
        const id = open.lineId;
        switch (open.kind) {
          case 'purchase': return anyForm(purchaseForm(api, id, after, key));
          case 'out_of_stock': return anyForm(outOfStockForm(api, id, after, key));
          case 'receive': return anyForm(receiveForm(api, id, after, key));
          case 'photos': return anyForm(photosForm(api, id, after, key));
          case 'problem': return anyForm(problemForm(api, id, after, key));
          default: return anyForm(returnedForm(api, id, after, key));
        }
      }
      if ('shipmentCode' in open) return anyForm(packForm(api, after, key));
      const code = open.parcelCode;
      switch (open.kind) {
        case 'ship': return anyForm(shipForm(api, code, after, key));
        case 'in_customs': case 'held': case 'cleared': return anyForm(customsForm(api, code, open.kind, after, key));
        case 'out_for_delivery': return anyForm(outForDeliveryForm(api, code, after, key));
        default: return anyForm(deliveredForm(api, code, after, key));
      }
    };
    return forms();
  }

  private after(open: OpenAction) {
    return async (outcome: { done: LineActionResult | OpsParcel } | { failure: OpsFailure }) => {
      if ('done' in outcome) {
        const done = outcome.done;
        runInAction(() => {
          this.notice = {
            kind: 'done', action: open.kind,
            settlement: 'settlement' in done ? done.settlement : null,
            parcelCode: 'parcelCode' in done ? done.parcelCode : null,
          };
          this.close();
        });
        await this.refresh();
        return;
      }
      const failure = outcome.failure;
      if (failure.kind === 'unauthorized') this.session.expire();
      if (failure.kind === 'forbidden') void this.session.loadProfile();
      if (failure.kind !== 'conflict') return;
      await this.refresh();
      runInAction(() => {
        this.notice = { kind: 'conflict', target: this.targetOf(open, failure), ...this.stateOf(open, failure) };
        this.close();
      });
    };
  }

  /** The line id, parcel code or (pack) the line the server named. */
  private targetOf(open: OpenAction, failure: OpsFailure): string {
    if ('lineId' in open) return String(open.lineId);
    if ('parcelCode' in open) return open.parcelCode;
    return failure.field?.split('.')[1] ?? open.shipmentCode;
  }

  private stateOf(open: OpenAction, failure: OpsFailure): { state: string | null; stateLabel: string | null } {
    const shipments = this.order?.shipments ?? [];
    const target = this.targetOf(open, failure);
    if ('parcelCode' in open) {
      const parcel = shipments.flatMap((s) => s.parcels).find((p) => p.parcelCode === target);
      return { state: parcel?.state ?? null, stateLabel: parcel?.stateLabel ?? null };
    }
    const line = shipments.flatMap((s) => s.lines).find((l) => String(l.lineId) === target);
    return { state: line?.state ?? null, stateLabel: line?.stateLabel ?? null };
  }
}
