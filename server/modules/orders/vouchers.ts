// Vouchers in the database: the row as the domain's Voucher, the customer's history the rules
// need, and consuming one use inside the checkout transaction (row lock on the voucher).
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Lang } from '../../http/errors.ts';
import { evaluateVoucher, normalizeVoucherCode, type Voucher } from '../../../src/domain/voucher/index.ts';
import type { VoucherTable } from './tables.ts';
import { voucherError } from './texts.ts';

export type VoucherRow = Selectable<VoucherTable>;

const ms = (d: Date | string | null): number | null => (d === null ? null : new Date(d).getTime());

export function voucherOf(row: VoucherRow): Voucher {
  return {
    code: row.code,
    kind: row.kind,
    value: Number(row.value),
    minSpend: Number(row.min_spend),
    maxDiscount: row.max_discount === null ? null : Number(row.max_discount),
    startsAt: ms(row.starts_at),
    endsAt: ms(row.ends_at),
    usageLimit: row.usage_limit,
    usedCount: row.used_count,
    perCustomerLimit: row.per_customer_limit,
    newCustomerOnly: row.new_customer_only,
  };
}

export interface AppliedVoucher {
  row: VoucherRow;
  discount: number;
}

/**
 * Checks the voucher for this customer on a landed total (preview and checkout alike): it reaches
 * the customer (public or assigned to them), then the domain's rules (window, usage limit, this
 * customer's uses, new customers only, minimum spend); 422 with the reason when it cannot be
 * used. `lock`: read the voucher row FOR UPDATE (checkout), so the use is counted once.
 */
export async function applyVoucher(db: Db, opts: { code: string; customerId: number; base: number; now: Date; lang: Lang; lock: boolean }): Promise<AppliedVoucher> {
  let query = db.selectFrom('vouchers').selectAll().where('code', '=', normalizeVoucherCode(opts.code));
  if (opts.lock) query = query.forUpdate();
  const found = await query.executeTakeFirst();
  // The audience (docs/perks.md): a voucher that is not public reaches only the customers it is
  // assigned to; to anyone else it answers as an unknown code (as GET voucher/{id} answers 404), so
  // a private code cannot be used or confirmed by guessing it. Not public and assigned to nobody:
  // usable by nobody until it is assigned.
  const row = found && (found.is_public || await isAssigned(db, found.id, opts.customerId)) ? found : undefined;
  const uses = row
    ? await db.selectFrom('voucher_uses').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('voucher_id', '=', row.id).where('customer_id', '=', opts.customerId).executeTakeFirstOrThrow()
    : { n: '0' };
  const earlier = await db.selectFrom('invoices').select('id')
    .where('customer_id', '=', opts.customerId).where('invoice_type', '=', 'checkout').limit(1).executeTakeFirst();
  const result = evaluateVoucher(row ? voucherOf(row) : undefined, {
    base: opts.base,
    now: opts.now.getTime(),
    customerUses: Number(uses.n),
    isNewCustomer: earlier === undefined,
  });
  if (!result.ok || !row) throw voucherError(opts.lang, result.ok ? 'VOUCHER_NOT_FOUND' : result.reason, result.ok ? undefined : result.minSpend);
  return { row, discount: result.discount };
}

async function isAssigned(db: Db, voucherId: number, customerId: number): Promise<boolean> {
  const hit = await db.selectFrom('voucher_assignments').select('voucher_id')
    .where('voucher_id', '=', voucherId).where('customer_id', '=', customerId).executeTakeFirst();
  return hit !== undefined;
}

/** Counts one use (guarded by the usage limit in the WHERE) and records it; 422 VOUCHER_USED_UP when none is left. */
export async function consumeVoucher(db: Db, opts: { voucher: AppliedVoucher; customerId: number; invoiceId: number; now: Date; lang: Lang }): Promise<void> {
  const updated = await db.updateTable('vouchers')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', opts.voucher.row.id)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]))
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw voucherError(opts.lang, 'VOUCHER_USED_UP');
  await db.insertInto('voucher_uses').values({
    voucher_id: opts.voucher.row.id,
    customer_id: opts.customerId,
    invoice_id: opts.invoiceId,
    discount: opts.voucher.discount,
    created_at: opts.now,
  }).execute();
}

export function voucherWire(voucher: AppliedVoucher | null, lang: Lang) {
  if (!voucher) return null;
  return {
    code: voucher.row.code,
    discount: voucher.discount,
    description: lang === 'en' ? voucher.row.description_en || voucher.row.description : voucher.row.description,
  };
}
