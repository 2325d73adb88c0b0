// Reading and locking a line for an action: its shipment group locked first (FOR UPDATE), then
// every line of the group, so two actions on one group run one after the other and each sees the
// other's result (the loser of a race gets 409 STATE_CONFLICT with the new state).
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Lang } from '../../http/errors.ts';
import {
  FulfilmentTransitionError, isLineState, isRemovedLineState, moveLineThrough, type LineState, type SettlementLine,
} from '../../../src/domain/fulfilment/index.ts';
import type { FulfilmentGroupTable, FulfilmentLineTable } from './tables.ts';
import { opsError, StateConflict } from './texts.ts';
import '../orders/tables.ts';

export type GroupRow = Selectable<FulfilmentGroupTable>;
export type LineRow = Selectable<FulfilmentLineTable>;

export interface LockedLine {
  group: GroupRow;
  /** Every line of the group (locked), the acted-on one included. */
  lines: LineRow[];
  line: LineRow;
  orderCode: string;
  name: string;
}

/** Locks the group of an order line and its lines; 404 LINE_NOT_FOUND (also for another customer's). */
export async function lockLine(trx: Db, orderLineId: number, lang: Lang, customerId?: number): Promise<LockedLine> {
  let q = trx.selectFrom('fulfilment_lines').select(['group_id']).where('order_line_id', '=', orderLineId);
  if (customerId !== undefined) q = q.where('customer_id', '=', customerId);
  const found = await q.executeTakeFirst();
  if (!found) throw opsError('NOT_FOUND', lang, 'lineNotFound', 'LINE_NOT_FOUND');
  const group = await trx.selectFrom('fulfilment_groups').selectAll().where('id', '=', found.group_id).forUpdate().executeTakeFirstOrThrow();
  const lines = await trx.selectFrom('fulfilment_lines').selectAll().where('group_id', '=', group.id).orderBy('id').forUpdate().execute();
  const line = lines.find((l) => l.order_line_id === orderLineId) as LineRow;
  const meta = await trx.selectFrom('order_lines').innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select(['orders.order_code', 'order_lines.name']).where('order_lines.id', '=', orderLineId).executeTakeFirstOrThrow();
  return { group, lines, line, orderCode: meta.order_code, name: meta.name };
}

export function lineStateOf(line: Pick<LineRow, 'state'>): LineState {
  if (!isLineState(line.state)) throw new Error(`unknown line state ${line.state}`);
  return line.state;
}

/** 409 STATE_CONFLICT unless the line is in one of `from`. */
export function expectState(line: Pick<LineRow, 'state'>, from: readonly LineState[], lang: Lang, field?: string): LineState {
  const state = lineStateOf(line);
  if (!from.includes(state)) throw new StateConflict(lang, state, field);
  return state;
}

/** The line as the settlement domain sees it. */
export function settlementLineOf(l: LineRow): SettlementLine {
  const n = (v: string | null) => (v === null ? null : Number(v));
  return {
    key: String(l.order_line_id),
    description: l.description,
    facts: l.facts,
    active: !isRemovedLineState(lineStateOf(l)),
    pricePaid: n(l.price_paid),
    sellerShipping: n(l.seller_shipping),
    quantityBought: l.quantity_bought,
    // Sizes left empty at receiving (NULL) are the estimated ones (docs/settlement.md).
    measured: l.measured_weight_grams === null ? null : l.measured_length_cm === null || l.measured_width_cm === null || l.measured_height_cm === null ? {
      weightGrams: l.measured_weight_grams,
      lengthCm: l.description.lengthCm ?? 0,
      widthCm: l.description.widthCm ?? 0,
      heightCm: l.description.heightCm ?? 0,
    } : {
      weightGrams: l.measured_weight_grams,
      lengthCm: Number(l.measured_length_cm),
      widthCm: Number(l.measured_width_cm),
      heightCm: Number(l.measured_height_cm),
    },
  };
}

/**
 * Moves the line through `path` (checked by the domain: 409 with the current state otherwise),
 * writes its new state, the other columns given, and one timeline entry per step.
 */
export async function recordLine(
  trx: Db, line: LineRow, path: readonly LineState[], at: Date, opts: { note?: string | null; staffId?: number | null; set?: Partial<Omit<LineRow, 'id'>>; lang: Lang },
): Promise<LineRow> {
  const from = lineStateOf(line);
  let moved;
  try {
    moved = moveLineThrough({ state: from, timeline: [{ state: from, at: new Date(line.state_at).getTime() }] }, path, at.getTime(), opts.note ?? null);
  } catch (err) {
    if (err instanceof FulfilmentTransitionError) throw new StateConflict(opts.lang, from);
    throw err;
  }
  const entries = moved.timeline.slice(1);
  const last = entries.at(-1);
  const stateAt = new Date(last?.at ?? at.getTime());
  const set = { ...(opts.set ?? {}), state: moved.state, state_at: stateAt, updated_at: at };
  const row = await trx.updateTable('fulfilment_lines').set(set as never).where('id', '=', line.id).returningAll().executeTakeFirstOrThrow();
  await trx.insertInto('fulfilment_events').values(entries.map((e) => ({
    line_id: line.id, parcel_id: null, state: e.state, at: new Date(e.at), note: e.note ?? null, staff_id: opts.staffId ?? null,
  }))).execute();
  return row;
}
