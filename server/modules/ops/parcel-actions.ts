// Parcels (docs/api/ops.md): packing arrived lines of one order shipment into a parcel, then the
// parcel's moves (ship, customs, out for delivery, delivered), its lines moving with it. Locks:
// the shipment group, then the parcel, then its lines; every move checked by the domain.
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Lang } from '../../http/errors.ts';
import { toWibParts } from '../../../src/domain/format/index.ts';
import { FulfilmentTransitionError, isParcelState, moveLine, type ParcelState } from '../../../src/domain/fulfilment/index.ts';
import { syncOrderStatus } from './aggregate.ts';
import { audit, changed, type Actor } from './audit.ts';
import type { OpsEnv } from './env.ts';
import { expectState, recordLine } from './line-lock.ts';
import { notify, type AfterCommit } from './notify.ts';
import { unpaidAdditionalOf } from './settle.ts';
import type { ParcelTable } from './tables.ts';
import { opsError, StateConflict } from './texts.ts';

export type ParcelRow = Selectable<ParcelTable>;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const PARCEL_CODE_PATTERN = '^PCL-[0-9]{8}-[A-Z2-7]{6}$';

export function newParcelCode(at: Date): string {
  const p = toWibParts(at.getTime());
  const date = p ? `${p.year}${String(p.month).padStart(2, '0')}${String(p.day).padStart(2, '0')}` : '00000000';
  let random = '';
  for (const b of randomBytes(6)) random += BASE32[b & 31];
  return `PCL-${date}-${random}`;
}

export interface PackInput { line_ids: number[]; weight_grams: number; length_cm: number; width_cm: number; height_cm: number }

export async function packParcel(trx: Db, after: AfterCommit, env: OpsEnv, actor: Actor, input: PackInput, lang: Lang): Promise<ParcelRow> {
  const now = env.now();
  const ids = [...new Set(input.line_ids)];
  const found = await trx.selectFrom('fulfilment_lines').select(['order_line_id', 'group_id']).where('order_line_id', 'in', ids).execute();
  for (const id of ids) {
    if (!found.some((f) => f.order_line_id === id)) throw opsError('NOT_FOUND', lang, 'lineNotFound', 'LINE_NOT_FOUND', `body.line_ids.${id}`);
  }
  const groupIds = new Set(found.map((f) => f.group_id));
  if (groupIds.size !== 1) throw opsError('UNPROCESSABLE', lang, 'mixedShipments', 'MIXED_SHIPMENTS', 'body.line_ids');
  const groupId = found[0]?.group_id as number;
  const group = await trx.selectFrom('fulfilment_groups').selectAll().where('id', '=', groupId).forUpdate().executeTakeFirstOrThrow();
  const lines = await trx.selectFrom('fulfilment_lines').selectAll().where('order_line_id', 'in', ids).orderBy('id').forUpdate().execute();
  for (const l of lines) expectState(l, ['at_warehouse'], lang, `body.line_ids.${l.order_line_id}`);
  const unpaid = await unpaidAdditionalOf(trx, lines.map((l) => l.id));
  for (const l of lines) {
    if ((unpaid.get(l.id) ?? 0) > 0) throw opsError('CONFLICT', lang, 'settlementUnpaid', 'SETTLEMENT_UNPAID', `body.line_ids.${l.order_line_id}`);
  }
  const shipment = await trx.selectFrom('order_shipments').select(['id']).where('id', '=', group.order_shipment_id).executeTakeFirstOrThrow();
  const parcel = await trx.insertInto('parcels').values({
    parcel_code: newParcelCode(now), group_id: group.id, order_id: group.order_id, order_shipment_id: shipment.id, customer_id: group.customer_id,
    state: 'packed', state_at: now, weight_grams: input.weight_grams, length_cm: input.length_cm, width_cm: input.width_cm, height_cm: input.height_cm,
    carrier: null, tracking_number: null, customs_hold_reason: null, domestic_courier: null, domestic_tracking_number: null, created_at: now, updated_at: now,
  }).returningAll().executeTakeFirstOrThrow();
  await trx.insertInto('fulfilment_events').values({ line_id: null, parcel_id: parcel.id, state: 'packed', at: now, note: null, staff_id: actor.staffId }).execute();
  for (const l of lines) {
    await recordLine(trx, l, ['packed'], now, { staffId: actor.staffId, lang, note: parcel.parcel_code, set: { parcel_id: parcel.id } });
  }
  await syncOrderStatus(trx, group.order_id, now);
  const order = await trx.selectFrom('orders').select('order_code').where('id', '=', group.order_id).executeTakeFirstOrThrow();
  await notify(trx, after, { customerId: group.customer_id, kind: 'packed', params: { parcel: parcel.parcel_code }, orderCode: order.order_code }, now);
  await audit(trx, actor, {
    action: 'pack', entityType: 'parcel', entityId: parcel.parcel_code, before: null,
    after: { state: 'packed', line_ids: lines.map((l) => l.order_line_id), weight_grams: input.weight_grams, length_cm: input.length_cm, width_cm: input.width_cm, height_cm: input.height_cm },
  }, now);
  return parcel;
}

export type ParcelMove =
  | { action: 'ship'; carrier: string; tracking_number: string }
  | { action: 'customs'; status: 'in_customs' | 'held' | 'cleared'; reason?: string | null }
  | { action: 'out_for_delivery'; courier: string; tracking_number: string }
  | { action: 'delivered' };

function targetOf(move: ParcelMove): ParcelState {
  switch (move.action) {
    case 'ship': return 'shipped';
    case 'customs': return move.status === 'in_customs' ? 'in_customs' : move.status === 'held' ? 'customs_held' : 'customs_cleared';
    case 'out_for_delivery': return 'out_for_delivery';
    case 'delivered': return 'delivered';
  }
}

function fieldsOf(move: ParcelMove): Partial<Pick<ParcelRow, 'carrier' | 'tracking_number' | 'customs_hold_reason' | 'domestic_courier' | 'domestic_tracking_number'>> {
  switch (move.action) {
    case 'ship': return { carrier: move.carrier, tracking_number: move.tracking_number };
    case 'customs': return move.status === 'held' ? { customs_hold_reason: move.reason ?? null } : {};
    case 'out_for_delivery': return { domestic_courier: move.courier, domestic_tracking_number: move.tracking_number };
    case 'delivered': return {};
  }
}

export async function moveParcel(trx: Db, after: AfterCommit, env: OpsEnv, actor: Actor, code: string, move: ParcelMove, lang: Lang): Promise<ParcelRow> {
  const now = env.now();
  const head = await trx.selectFrom('parcels').select(['group_id']).where('parcel_code', '=', code).executeTakeFirst();
  if (!head) throw opsError('NOT_FOUND', lang, 'parcelNotFound', 'PARCEL_NOT_FOUND');
  await trx.selectFrom('fulfilment_groups').select('id').where('id', '=', head.group_id).forUpdate().executeTakeFirstOrThrow();
  const parcel = await trx.selectFrom('parcels').selectAll().where('parcel_code', '=', code).forUpdate().executeTakeFirstOrThrow();
  if (!isParcelState(parcel.state)) throw new Error(`unknown parcel state ${parcel.state}`);
  const to = targetOf(move);
  let moved;
  try {
    moved = moveLine<ParcelState>({ state: parcel.state, timeline: [{ state: parcel.state, at: new Date(parcel.state_at).getTime() }] }, to, now.getTime());
  } catch (err) {
    if (err instanceof FulfilmentTransitionError) throw new StateConflict(lang, parcel.state);
    throw err;
  }
  const at = new Date(moved.timeline.at(-1)?.at ?? now.getTime());
  const fields = fieldsOf(move);
  const updated = await trx.updateTable('parcels').set({ ...fields, state: to, state_at: at, updated_at: now }).where('id', '=', parcel.id).returningAll().executeTakeFirstOrThrow();
  const note = move.action === 'customs' && move.status === 'held' ? move.reason ?? null : 'tracking_number' in move ? move.tracking_number : null;
  await trx.insertInto('fulfilment_events').values({ line_id: null, parcel_id: parcel.id, state: to, at, note, staff_id: actor.staffId }).execute();
  const lines = await trx.selectFrom('fulfilment_lines').selectAll().where('parcel_id', '=', parcel.id).orderBy('id').forUpdate().execute();
  for (const l of lines) await recordLine(trx, l, [to], now, { staffId: actor.staffId, lang, note });
  await syncOrderStatus(trx, parcel.order_id, now);
  // The referrer's commission is credited when the order completes (orders/completion.ts), not at delivery.

  const order = await trx.selectFrom('orders').select('order_code').where('id', '=', parcel.order_id).executeTakeFirstOrThrow();
  const base = { customerId: parcel.customer_id, orderCode: order.order_code };
  if (to === 'shipped') await notify(trx, after, { ...base, kind: 'shipped', params: { parcel: parcel.parcel_code, carrier: updated.carrier ?? '', tracking: updated.tracking_number ?? '' } }, now);
  if (to === 'in_customs' || to === 'customs_cleared') await notify(trx, after, { ...base, kind: to, params: { parcel: parcel.parcel_code } }, now);
  if (to === 'out_for_delivery') await notify(trx, after, { ...base, kind: 'out_for_delivery', params: { parcel: parcel.parcel_code, courier: updated.domestic_courier ?? '', tracking: updated.domestic_tracking_number ?? '' } }, now);
  if (to === 'customs_held') await notify(trx, after, { ...base, kind: 'customs_held', params: { parcel: parcel.parcel_code, reason: updated.customs_hold_reason ?? '' } }, now);
  if (to === 'delivered') await notify(trx, after, { ...base, kind: 'delivered', params: { parcel: parcel.parcel_code } }, now);

  const view = (p: ParcelRow) => ({ state: p.state, ...Object.fromEntries(Object.keys(fields).map((k) => [k, p[k as keyof typeof fields]])) });
  const diff = changed(view(parcel), view(updated));
  await audit(trx, actor, { action: move.action === 'customs' ? `customs_${move.status}` : move.action, entityType: 'parcel', entityId: parcel.parcel_code, before: diff.before, after: diff.after }, now);
  return updated;
}
