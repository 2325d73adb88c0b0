// The wallet ledger in the database: one movement = one wallet_entries row written in the caller's
// transaction with the customer row locked (FOR UPDATE), the balance recomputed as the sum of the
// entries and copied to customers.wallet_balance (the profile reads it). A movement that would take
// the balance below zero is refused (src/domain/payment applyMovement; a CHECK backs it up).
import { AppError } from '../../http/errors.ts';
import type { Db } from '../../db/database.ts';
import { applyMovement, type LedgerKind } from '../../../src/domain/payment/index.ts';
import './tables.ts';

/** The customer's balance: the sum of the ledger. */
export async function ledgerBalance(db: Db, customerId: number): Promise<number> {
  const row = await db.selectFrom('wallet_entries').select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('sum'))
    .where('customer_id', '=', customerId).executeTakeFirstOrThrow();
  return Number(row.sum);
}

/** Locks the customer row and answers the balance (call inside a transaction). */
export async function lockWallet(trx: Db, customerId: number): Promise<number> {
  await trx.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().executeTakeFirstOrThrow();
  return ledgerBalance(trx, customerId);
}

export interface Movement {
  customerId: number;
  kind: LedgerKind;
  /** Magnitude for topup/payment/refund/withdrawal; signed for an adjustment. */
  amount: number;
  invoiceId?: number | null;
  paymentId?: number | null;
  note?: string | null;
  now: Date;
}

/** Writes one movement (inside a transaction); 422 INSUFFICIENT_BALANCE when it would go below zero. */
export async function moveWallet(trx: Db, m: Movement): Promise<number> {
  const balance = await lockWallet(trx, m.customerId);
  const result = applyMovement(balance, m.kind, m.amount);
  if (!result.ok) throw new AppError('UNPROCESSABLE', { reason: result.reason, message: result.reason === 'INSUFFICIENT_BALANCE' ? 'Saldo tidak mencukupi' : 'Jumlah tidak valid' });
  await trx.insertInto('wallet_entries').values({
    customer_id: m.customerId,
    kind: m.kind,
    amount: result.entry.amount,
    invoice_id: m.invoiceId ?? null,
    payment_id: m.paymentId ?? null,
    note: m.note ?? null,
    created_at: m.now,
  }).execute();
  await trx.updateTable('customers').set({ wallet_balance: String(result.balance) }).where('id', '=', m.customerId).execute();
  return result.balance;
}

/** Wallet money currently held by an invoice (paid from the wallet, not yet returned). */
export async function walletHeldBy(db: Db, invoiceId: number): Promise<number> {
  const row = await db.selectFrom('wallet_entries').select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('sum'))
    .where('invoice_id', '=', invoiceId).where('payment_id', 'is', null).where('kind', 'in', ['payment', 'refund'])
    .executeTakeFirstOrThrow();
  return Math.max(0, -Number(row.sum));
}
