// Actions on a line (docs/api/ops.md): purchase, out of stock, receive (with QC photos), more
// photos, report a problem, return done (staff); the decision and the cancel (customer). Each is one
// transaction: the group and its lines locked, the domain transition checked (409 with the new
// state otherwise), the settlement applied, the order's status followed, audit and notices written.
import type { Db } from '../../db/database.ts';
import type { Lang } from '../../http/errors.ts';
import { formatRupiah } from '../../../src/domain/format/index.ts';
import { decisionTarget, withLine, type DecisionChoice, type LineState, type Measured } from '../../../src/domain/fulfilment/index.ts';
import { syncOrderStatus } from './aggregate.ts';
import { audit, changed, type Actor } from './audit.ts';
import type { OpsEnv } from './env.ts';
import { expectState, lockLine, recordLine, settlementLineOf, type LineRow, type LockedLine } from './line-lock.ts';
import { notify, type AfterCommit } from './notify.ts';
import { invalidField } from './texts.ts';
import { IMAGE_TYPES, storePhotos, type UploadedPhoto } from './photos.ts';
import { applySettlement, cancelUnpaidAdditional, type SettlementKind, type SettlementRow } from './settle.ts';

export interface ActionResult { line: LineRow; settlement: SettlementRow | null; invoiceCode: string | null }

interface Ctx { trx: Db; after: AfterCommit; actor: Actor; now: Date; lang: Lang }

const AUDIT_FIELDS = [
  'state', 'seller_order_number', 'price_paid', 'quantity_bought', 'seller_shipping', 'measured_weight_grams', 'measured_length_cm', 'measured_width_cm',
  'measured_height_cm', 'arrived_at', 'problem_reason', 'decision', 'parcel_id',
] as const;

function auditView(l: LineRow): Record<string, unknown> {
  return Object.fromEntries(AUDIT_FIELDS.map((k) => [k, l[k]]));
}

async function finish(c: Ctx, locked: LockedLine, updated: LineRow, action: string, extra: Record<string, unknown> = {}): Promise<void> {
  await syncOrderStatus(c.trx, locked.group.order_id, c.now);
  const diff = changed(auditView(locked.line), auditView(updated));
  await audit(c.trx, c.actor, { action, entityType: 'line', entityId: locked.line.order_line_id, before: diff.before, after: { ...diff.after, ...extra } }, c.now);
}

/** A line leaving the goods (out of stock, cancelled, refunded by decision, returned): refunded, its share credited. */
async function removeLine(c: Ctx, locked: LockedLine, path: readonly LineState[], kind: SettlementKind, action: string, note: string | null): Promise<ActionResult> {
  const before = locked.lines.map(settlementLineOf);
  const after = withLine(before, String(locked.line.order_line_id), { active: false });
  const unpaid = await cancelUnpaidAdditional(c.trx, locked.line.id, locked.group.customer_id, c.now);
  const updated = await recordLine(c.trx, locked.line, path, c.now, { note, staffId: c.actor.staffId, lang: c.lang });
  await syncOrderStatus(c.trx, locked.group.order_id, c.now);
  const s = await applySettlement(c.trx, {
    group: locked.group, lineId: locked.line.id, orderLineId: locked.line.order_line_id, orderCode: locked.orderCode, itemName: locked.name,
    kind, before, after, unpaidAdditional: unpaid, staffId: c.actor.staffId, now: c.now, lang: c.lang, afterCommit: c.after, silent: true,
  });
  await notify(c.trx, c.after, {
    customerId: locked.group.customer_id, kind: 'refunded', params: { item: locked.name, amount: formatRupiah(Number(s.row.amount)), order: locked.orderCode },
    orderCode: locked.orderCode, lineId: locked.line.order_line_id,
  }, c.now);
  const diff = changed(auditView(locked.line), auditView(updated));
  await audit(c.trx, c.actor, { action, entityType: 'line', entityId: locked.line.order_line_id, before: diff.before, after: { ...diff.after, settlement_id: s.row.id, credited: Number(s.row.amount) } }, c.now);
  return { line: updated, settlement: s.row, invoiceCode: s.invoiceCode };
}

function ctx(trx: Db, after: AfterCommit, actor: Actor, env: OpsEnv, lang: Lang): Ctx {
  return { trx, after, actor, now: env.now(), lang };
}

export interface PurchaseInput { seller_order_number: string; price_paid: number; seller_shipping?: number | null; quantity_bought?: number | null; note?: string | null }

export async function purchaseLine(trx: Db, after: AfterCommit, env: OpsEnv, actor: Actor, lineId: number, input: PurchaseInput, lang: Lang): Promise<ActionResult> {
  const c = ctx(trx, after, actor, env, lang);
  const locked = await lockLine(trx, lineId, lang);
  expectState(locked.line, ['paid'], lang);
  // Fewer than ordered: the rest is not bought (credited by the settlement); all of them is null.
  const ordered = locked.line.description.quantity;
  const bought = input.quantity_bought ?? null;
  if (bought !== null && bought > ordered) throw invalidField(lang, 'body.quantity_bought', `1..${ordered}`);
  const quantityBought = bought === null || bought === ordered ? null : bought;
  const before = locked.lines.map(settlementLineOf);
  const afterLines = withLine(before, String(lineId), {
    pricePaid: input.price_paid, quantityBought,
    ...(input.seller_shipping !== undefined && input.seller_shipping !== null ? { sellerShipping: input.seller_shipping } : {}),
  });
  const updated = await recordLine(trx, locked.line, ['purchased'], c.now, {
    note: input.note ?? null, staffId: actor.staffId, lang,
    set: { seller_order_number: input.seller_order_number, price_paid: String(input.price_paid), quantity_bought: quantityBought, seller_shipping: input.seller_shipping === undefined || input.seller_shipping === null ? null : String(input.seller_shipping), purchased_at: c.now },
  });
  await syncOrderStatus(trx, locked.group.order_id, c.now);
  await notify(trx, after, { customerId: locked.group.customer_id, kind: 'purchased', params: { item: locked.name, order: locked.orderCode }, orderCode: locked.orderCode, lineId }, c.now);
  const s = await applySettlement(trx, {
    group: locked.group, lineId: locked.line.id, orderLineId: lineId, orderCode: locked.orderCode, itemName: locked.name, kind: 'purchase',
    before, after: afterLines, staffId: actor.staffId, now: c.now, lang, afterCommit: after,
  });
  const diff = changed(auditView(locked.line), auditView(updated));
  await audit(trx, actor, { action: 'purchase', entityType: 'line', entityId: lineId, before: diff.before, after: { ...diff.after, settlement_id: s.row.id, settlement: s.row.outcome, amount: Number(s.row.amount) } }, c.now);
  return { line: updated, settlement: s.row, invoiceCode: s.invoiceCode };
}

export async function outOfStockLine(trx: Db, after: AfterCommit, env: OpsEnv, actor: Actor, lineId: number, note: string | null, lang: Lang): Promise<ActionResult> {
  const c = ctx(trx, after, actor, env, lang);
  const locked = await lockLine(trx, lineId, lang);
  expectState(locked.line, ['paid', 'purchased'], lang);
  return removeLine(c, locked, ['out_of_stock', 'refunded'], 'out_of_stock', 'out_of_stock', note);
}

export async function returnedLine(trx: Db, after: AfterCommit, env: OpsEnv, actor: Actor, lineId: number, note: string | null, lang: Lang): Promise<ActionResult> {
  const c = ctx(trx, after, actor, env, lang);
  const locked = await lockLine(trx, lineId, lang);
  expectState(locked.line, ['return_to_seller'], lang);
  return removeLine(c, locked, ['refunded'], 'returned', 'returned', note);
}

/** The measured unit: its weight, and its sizes or none (left empty: null). */
export interface MeasuredInput { weightGrams: number; lengthCm: number | null; widthCm: number | null; heightCm: number | null }

export interface ReceiveInput { measured: MeasuredInput; problemReason: string | null; note: string | null; photos: UploadedPhoto[] }

/** What the settlement measures: the sizes left empty are the estimated ones (docs/settlement.md). */
export function measuredForSettlement(m: MeasuredInput, estimated: { lengthCm?: number; widthCm?: number; heightCm?: number }): { measured: Measured; dimensionsEstimated: boolean } {
  if (m.lengthCm === null || m.widthCm === null || m.heightCm === null) {
    return { measured: { weightGrams: m.weightGrams, lengthCm: estimated.lengthCm ?? 0, widthCm: estimated.widthCm ?? 0, heightCm: estimated.heightCm ?? 0 }, dimensionsEstimated: true };
  }
  return { measured: { weightGrams: m.weightGrams, lengthCm: m.lengthCm, widthCm: m.widthCm, heightCm: m.heightCm }, dimensionsEstimated: false };
}

async function addPhotoRows(trx: Db, after: AfterCommit, env: OpsEnv, line: LineRow, photos: readonly UploadedPhoto[], staffId: number | null, now: Date): Promise<number[]> {
  const stored = await storePhotos(env.storage, line.id, photos);
  after.files.push(...stored.map((s) => s.key));
  const rows = await trx.insertInto('qc_photos').values(stored.map((s) => ({
    line_id: line.id, storage_key: s.key, content_type: IMAGE_TYPES[s.kind], bytes: s.bytes, staff_id: staffId, created_at: now,
  }))).returning('id').execute();
  return rows.map((r) => r.id);
}

const sizeOf = (v: number | null): string | null => (v === null ? null : String(v));

export async function receiveLine(trx: Db, after: AfterCommit, env: OpsEnv, actor: Actor, lineId: number, input: ReceiveInput, lang: Lang): Promise<ActionResult> {
  const c = ctx(trx, after, actor, env, lang);
  const locked = await lockLine(trx, lineId, lang);
  expectState(locked.line, ['purchased'], lang);
  const before = locked.lines.map(settlementLineOf);
  const forSettlement = measuredForSettlement(input.measured, locked.line.description);
  const afterLines = withLine(before, String(lineId), { measured: forSettlement.measured });
  const path: LineState[] = input.problemReason ? ['at_warehouse', 'needs_decision'] : ['at_warehouse'];
  const m = input.measured;
  const updated = await recordLine(trx, locked.line, path, c.now, {
    note: input.problemReason ?? input.note, staffId: actor.staffId, lang,
    set: {
      measured_weight_grams: m.weightGrams, measured_length_cm: sizeOf(m.lengthCm), measured_width_cm: sizeOf(m.widthCm), measured_height_cm: sizeOf(m.heightCm),
      arrived_at: c.now, free_storage_days: env.freeStorageDays, problem_reason: input.problemReason,
    },
  });
  const photoIds = await addPhotoRows(trx, after, env, locked.line, input.photos, actor.staffId, c.now);
  await syncOrderStatus(trx, locked.group.order_id, c.now);
  await notify(trx, after, { customerId: locked.group.customer_id, kind: 'arrived', params: { item: locked.name, order: locked.orderCode }, orderCode: locked.orderCode, lineId }, c.now);
  const s = await applySettlement(trx, {
    group: locked.group, lineId: locked.line.id, orderLineId: lineId, orderCode: locked.orderCode, itemName: locked.name, kind: 'receive',
    before, after: afterLines, staffId: actor.staffId, now: c.now, lang, afterCommit: after, dimensionsEstimated: forSettlement.dimensionsEstimated,
  });
  if (input.problemReason) {
    await notify(trx, after, { customerId: locked.group.customer_id, kind: 'decision_needed', params: { item: locked.name, reason: input.problemReason, order: locked.orderCode }, orderCode: locked.orderCode, lineId }, c.now);
  }
  const diff = changed(auditView(locked.line), auditView(updated));
  await audit(trx, actor, { action: 'receive', entityType: 'line', entityId: lineId, before: diff.before, after: { ...diff.after, photo_ids: photoIds, settlement_id: s.row.id, settlement: s.row.outcome, amount: Number(s.row.amount) } }, c.now);
  return { line: updated, settlement: s.row, invoiceCode: s.invoiceCode };
}

export async function addLinePhotos(trx: Db, after: AfterCommit, env: OpsEnv, actor: Actor, lineId: number, photos: UploadedPhoto[], lang: Lang): Promise<ActionResult> {
  const now = env.now();
  const locked = await lockLine(trx, lineId, lang);
  expectState(locked.line, ['at_warehouse', 'needs_decision'], lang);
  const ids = await addPhotoRows(trx, after, env, locked.line, photos, actor.staffId, now);
  await audit(trx, actor, { action: 'add_photos', entityType: 'line', entityId: lineId, before: null, after: { photo_ids: ids } }, now);
  return { line: locked.line, settlement: null, invoiceCode: null };
}

export async function reportProblem(trx: Db, after: AfterCommit, env: OpsEnv, actor: Actor, lineId: number, reason: string, lang: Lang): Promise<ActionResult> {
  const c = ctx(trx, after, actor, env, lang);
  const locked = await lockLine(trx, lineId, lang);
  expectState(locked.line, ['at_warehouse'], lang);
  const updated = await recordLine(trx, locked.line, ['needs_decision'], c.now, { note: reason, staffId: actor.staffId, lang, set: { problem_reason: reason, decision: null, decided_at: null } });
  await notify(trx, after, { customerId: locked.group.customer_id, kind: 'decision_needed', params: { item: locked.name, reason, order: locked.orderCode }, orderCode: locked.orderCode, lineId }, c.now);
  await finish(c, locked, updated, 'problem');
  return { line: updated, settlement: null, invoiceCode: null };
}

/** The customer's choice on a line needing a decision (404 for another customer's line). */
export async function decideLine(trx: Db, after: AfterCommit, env: OpsEnv, actor: Actor, customerId: number, lineId: number, choice: DecisionChoice, lang: Lang): Promise<ActionResult> {
  const c = ctx(trx, after, actor, env, lang);
  const locked = await lockLine(trx, lineId, lang, customerId);
  expectState(locked.line, ['needs_decision'], lang);
  const set = { decision: choice, decided_at: c.now };
  if (choice === 'refund') {
    await trx.updateTable('fulfilment_lines').set(set).where('id', '=', locked.line.id).execute();
    return removeLine(c, { ...locked, line: { ...locked.line, ...set } }, ['refunded'], 'decision_refund', 'decision_refund', null);
  }
  const updated = await recordLine(trx, locked.line, [decisionTarget(choice)], c.now, { lang, set });
  await finish(c, locked, updated, `decision_${choice}`);
  return { line: updated, settlement: null, invoiceCode: null };
}

/** The customer cancels a paid line before it is bought: refunded, its share back to the wallet. */
export async function cancelLine(trx: Db, after: AfterCommit, env: OpsEnv, actor: Actor, customerId: number, lineId: number, lang: Lang): Promise<ActionResult> {
  const c = ctx(trx, after, actor, env, lang);
  const locked = await lockLine(trx, lineId, lang, customerId);
  expectState(locked.line, ['paid'], lang);
  return removeLine(c, locked, ['cancelled', 'refunded'], 'cancel', 'cancel', null);
}
