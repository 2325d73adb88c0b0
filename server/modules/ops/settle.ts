// Money after payment: the domain's settlement of a shipment group's change (src/domain/fulfilment
// settle) written down in the action's transaction: the settlements row, then either an
// `additional` invoice (paid through payment/charge like any invoice) or a wallet credit (a
// `refund` ledger row through the payments module's moveWallet), never a negative amount.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Lang } from '../../http/errors.ts';
import { AppError } from '../../http/errors.ts';
import { formatRupiah } from '../../../src/domain/format/index.ts';
import { PricingError } from '../../../src/domain/pricing/index.ts';
import { refundableOf, settle, SettlementError, type SettlementLine } from '../../../src/domain/fulfilment/index.ts';
import { moveWallet, walletHeldBy } from '../payments/ledger.ts';
import { newCode } from '../orders/codes.ts';
import type { GroupRow } from './line-lock.ts';
import { notify, type AfterCommit } from './notify.ts';
import { additionalAmounts, explainSettlement } from './settlement-explain.ts';
import type { SettlementTable } from './tables.ts';
import '../payments/tables.ts';

export type SettlementRow = Selectable<SettlementTable>;
export type SettlementKind = 'purchase' | 'receive' | 'cancel' | 'out_of_stock' | 'decision_refund' | 'returned' | 'ticket';

/** Days an additional invoice stays payable. */
export const ADDITIONAL_DUE_DAYS = 7;

/** What can still be credited for an order: paid (checkout + additional) minus credited. */
export async function refundableFor(trx: Db, orderId: number): Promise<number> {
  const order = await trx.selectFrom('orders').innerJoin('invoices', 'invoices.id', 'orders.invoice_id')
    .select(['invoices.total', 'invoices.status']).where('orders.id', '=', orderId).executeTakeFirstOrThrow();
  const paid = order.status === 'paid' ? Number(order.total) : 0;
  const additional = await trx.selectFrom('settlements').innerJoin('invoices', 'invoices.id', 'settlements.invoice_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('invoices.total'), eb.val('0')).as('sum'))
    .where('settlements.order_id', '=', orderId).where('invoices.status', '=', 'paid').executeTakeFirstOrThrow();
  const credited = await trx.selectFrom('settlements')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('sum'))
    .where('order_id', '=', orderId).where('outcome', '=', 'credit').executeTakeFirstOrThrow();
  return refundableOf(paid, Number(additional.sum), Number(credited.sum));
}

/** Additional invoices of lines not paid (pending or expired), by line id. */
export async function unpaidAdditionalOf(db: Db, lineIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (lineIds.length === 0) return out;
  const rows = await db.selectFrom('settlements').innerJoin('invoices', 'invoices.id', 'settlements.invoice_id')
    .select(['settlements.line_id', 'invoices.total']).where('settlements.line_id', 'in', [...lineIds])
    .where('invoices.status', 'in', ['pending', 'expired']).execute();
  for (const r of rows) if (r.line_id !== null) out.set(r.line_id, (out.get(r.line_id) ?? 0) + Number(r.total));
  return out;
}

/**
 * A line leaving the goods: its pending additional invoices cancelled (wallet money they held given
 * back), answering the unpaid amount (pending and expired) the credit must not include.
 */
export async function cancelUnpaidAdditional(trx: Db, lineId: number, customerId: number, now: Date): Promise<number> {
  const rows = await trx.selectFrom('settlements').innerJoin('invoices', 'invoices.id', 'settlements.invoice_id')
    .select(['invoices.id', 'invoices.total', 'invoices.status']).where('settlements.line_id', '=', lineId)
    .where('invoices.status', 'in', ['pending', 'expired']).execute();
  let unpaid = 0;
  for (const r of rows) {
    unpaid += Number(r.total);
    if (r.status !== 'pending') continue;
    const locked = await trx.selectFrom('invoices').select('status').where('id', '=', r.id).forUpdate().executeTakeFirstOrThrow();
    if (locked.status !== 'pending') continue;
    await trx.updateTable('invoices').set({ status: 'cancelled', updated_at: now }).where('id', '=', r.id).execute();
    await trx.updateTable('payments').set({ status: 'cancelled', updated_at: now }).where('invoice_id', '=', r.id).where('status', '=', 'pending').execute();
    const held = await walletHeldBy(trx, r.id);
    if (held > 0) await moveWallet(trx, { customerId, kind: 'refund', amount: held, invoiceId: r.id, note: 'additional_cancelled', now });
  }
  return unpaid;
}

async function freshInvoiceCode(trx: Db, at: Date): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = newCode('INV', at);
    if (!await trx.selectFrom('invoices').select('id').where('invoice_code', '=', code).executeTakeFirst()) return code;
  }
  throw new Error('no free invoice code');
}

export interface SettleRequest {
  group: GroupRow;
  /** The acted-on line (null for an order-level ticket refund). */
  lineId: number | null;
  orderLineId: number | null;
  orderCode: string;
  itemName: string;
  kind: SettlementKind;
  before: readonly SettlementLine[];
  after: readonly SettlementLine[];
  unpaidAdditional?: number;
  staffId: number | null;
  now: Date;
  lang: Lang;
  afterCommit: AfterCommit;
  /** No price_difference notification (the action tells the customer itself, e.g. `refunded`). */
  silent?: boolean;
  /** The measured dimensions were left empty: the estimated ones stand in (said in the explanation). */
  dimensionsEstimated?: boolean;
}

/** Runs the domain's settlement and writes it down (invoice or credit). */
export async function applySettlement(trx: Db, r: SettleRequest): Promise<{ row: SettlementRow; invoiceCode: string | null }> {
  const refundable = await refundableFor(trx, r.group.order_id);
  let s;
  try {
    s = settle(r.before, r.after, r.group.context, { shippingPrice: Number(r.group.shipping_price), refundable, unpaidAdditional: r.unpaidAdditional ?? 0 });
  } catch (err) {
    if (err instanceof PricingError || err instanceof SettlementError) throw new AppError('UNPROCESSABLE', { reason: err.code, message: err.message });
    throw err;
  }
  const explanation = explainSettlement({
    orderCode: r.orderCode, orderLineId: r.orderLineId, itemName: r.itemName, kind: r.kind, before: r.before, after: r.after,
    context: r.group.context, settlement: s, shippingPrice: Number(r.group.shipping_price), dimensionsEstimated: r.dimensionsEstimated ?? false,
  });
  let invoiceId: number | null = null;
  let invoiceCode: string | null = null;
  if (s.outcome === 'additional_invoice') {
    const due = new Date(r.now.getTime() + ADDITIONAL_DUE_DAYS * 86_400_000);
    const inv = await trx.insertInto('invoices').values({
      customer_id: r.group.customer_id, invoice_code: await freshInvoiceCode(trx, r.now), invoice_type: 'additional', status: 'pending',
      message: `Tagihan tambahan ${r.orderCode}: selisih harga ${r.itemName}`, total: String(s.amount), due_date: due, created_at: r.now, updated_at: r.now,
      amounts: JSON.stringify(additionalAmounts(explanation, { kind: r.kind, order_code: r.orderCode, line_id: r.orderLineId })),
      payment_method: null, voucher_id: null, voucher_code: null, voucher_discount: '0', paid_at: null,
    }).returning(['id', 'invoice_code']).executeTakeFirstOrThrow();
    invoiceId = inv.id;
    invoiceCode = inv.invoice_code;
  }
  const row = await trx.insertInto('settlements').values({
    line_id: r.lineId, order_id: r.group.order_id, customer_id: r.group.customer_id, kind: r.kind,
    before_total: s.beforeTotal, after_total: s.afterTotal, shipping_refund: s.shippingRefund, difference: s.difference,
    outcome: s.outcome, amount: s.amount, invoice_id: invoiceId, ticket_id: null, staff_id: r.staffId, created_at: r.now,
    explanation: JSON.stringify(explanation),
  }).returningAll().executeTakeFirstOrThrow();
  if (s.outcome === 'credit') {
    await moveWallet(trx, { customerId: r.group.customer_id, kind: 'refund', amount: s.amount, note: `settlement:${row.id}`, now: r.now });
  }
  if (s.outcome !== 'none' && !r.silent) {
    await notify(trx, r.afterCommit, {
      customerId: r.group.customer_id,
      kind: 'price_difference',
      params: { item: r.itemName, amount: formatRupiah(s.amount), outcome: s.outcome, order: r.orderCode },
      orderCode: r.orderCode, lineId: r.orderLineId, invoiceCode,
    }, r.now);
  }
  return { row, invoiceCode };
}

/**
 * An `additional` invoice that expired unpaid, issued again (docs/operations-console.md, "Settlement"):
 * the same amount and figures under a new code, payable for ADDITIONAL_DUE_DAYS more; the line's
 * settlement points at the new invoice (the expired one stays in the history) and the customer is
 * told. Runs in the expiry's transaction (payments/service.ts), the expired invoice locked there.
 * Only lines still in the goods have pending additional invoices (a line leaving them cancels its
 * own: cancelUnpaidAdditional), so every expired one is issued again until it is paid or the line
 * leaves. Answers the new code, or null when the invoice has no settlement.
 */
export async function reissueExpiredAdditional(trx: Db, invoiceId: number, now: Date, after: AfterCommit): Promise<string | null> {
  const old = await trx.selectFrom('invoices').select(['id', 'invoice_code', 'customer_id', 'total', 'message', 'amounts', 'status', 'invoice_type'])
    .where('id', '=', invoiceId).executeTakeFirst();
  if (!old || old.invoice_type !== 'additional' || old.status !== 'expired') return null;
  const settlements = await trx.selectFrom('settlements').innerJoin('fulfilment_lines', 'fulfilment_lines.id', 'settlements.line_id')
    .innerJoin('order_lines', 'order_lines.id', 'fulfilment_lines.order_line_id').innerJoin('orders', 'orders.id', 'settlements.order_id')
    .select(['settlements.id', 'settlements.line_id', 'fulfilment_lines.order_line_id', 'order_lines.name', 'orders.order_code'])
    .where('settlements.invoice_id', '=', invoiceId).execute();
  if (settlements.length === 0) return null;
  const amounts = typeof old.amounts === 'string' ? JSON.parse(old.amounts) as Record<string, unknown> : (old.amounts ?? {}) as Record<string, unknown>;
  const fresh = await trx.insertInto('invoices').values({
    customer_id: old.customer_id, invoice_code: await freshInvoiceCode(trx, now), invoice_type: 'additional', status: 'pending',
    message: old.message, total: String(old.total), due_date: new Date(now.getTime() + ADDITIONAL_DUE_DAYS * 86_400_000), created_at: now, updated_at: now,
    amounts: JSON.stringify({ ...amounts, reissued_from: old.invoice_code }),
    payment_method: null, voucher_id: null, voucher_code: null, voucher_discount: '0', paid_at: null,
  }).returning(['id', 'invoice_code']).executeTakeFirstOrThrow();
  await trx.updateTable('settlements').set({ invoice_id: fresh.id }).where('invoice_id', '=', invoiceId).execute();
  for (const s of settlements) {
    await notify(trx, after, {
      customerId: old.customer_id, kind: 'price_difference',
      params: { item: s.name, amount: formatRupiah(Number(old.total)), outcome: 'additional_invoice', order: s.order_code },
      orderCode: s.order_code, lineId: s.order_line_id, invoiceCode: fresh.invoice_code,
    }, now);
  }
  return fresh.invoice_code;
}
