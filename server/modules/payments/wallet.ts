// Money into and out of the wallet (docs/payments.md, "Top-up, bank accounts and withdrawals"):
// a top-up invoice (paid through payment/charge; service.ts payInvoice writes the `topup` row),
// the customer's bank accounts, and withdrawals (a `withdrawal` ledger row held at once, the payout
// port asked by a job of that transaction, its outcome applied once: `failed` gives the money back).
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Lang } from '../../http/errors.ts';
import { dueDateOf } from '../../../src/domain/order/index.ts';
import { newCode } from '../orders/codes.ts';
import { bankByCode } from './banks.ts';
import { lockWallet, moveWallet } from './ledger.ts';
import type { PayoutPort } from './payout.ts';
import type { JobQueue } from '../../jobs/port.ts';
import { paymentError } from './texts.ts';
import type { BankAccountTable, WithdrawalStatus, WithdrawalTable } from './wallet-tables.ts';
import '../orders/tables.ts';
import './tables.ts';
import './wallet-tables.ts';

export const TOPUP_MIN = 10_000;
export const TOPUP_MAX = 50_000_000;
export const WITHDRAW_MIN = 10_000;

type BankAccountRow = Selectable<BankAccountTable>;
type WithdrawalRow = Selectable<WithdrawalTable>;

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export function bankAccountWire(a: BankAccountRow) {
  return { bank_account_id: a.id, bank: a.bank_name, bank_code: a.bank_code, bank_branch: a.bank_branch, number: a.number, owner_name: a.owner_name, is_main: a.is_main };
}

export function withdrawalWire(w: WithdrawalRow) {
  return {
    withdrawal_id: w.id, status: w.status, amount: Number(w.amount), reference: w.reference,
    bank_account: { bank_account_id: w.bank_account_id, bank: w.bank_name, bank_code: w.bank_code, number: w.account_number, owner_name: w.holder_name },
    created_at: iso(w.created_at), settled_at: iso(w.settled_at),
  };
}

export interface WithdrawAuthorisation {
  before(): Promise<void>;
  inside(trx: Db, now: Date): Promise<void>;
}

export interface WalletOptions { db: Db; now: () => Date; payout: PayoutPort; log: FastifyBaseLogger; jobs: JobQueue }

export const PAYOUT_JOB = 'payments.payout';
/** How long the withdrawal call waits for the payout's first attempt before answering `pending`. */
export const PAYOUT_ANSWER_WAIT_MS = 10_000;

export function createWallet(opts: WalletOptions) {
  const { db, log } = opts;

  async function freshInvoiceCode(trx: Db, at: Date): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = newCode('INV', at);
      if (!await trx.selectFrom('invoices').select('id').where('invoice_code', '=', code).executeTakeFirst()) return code;
    }
    throw new Error('could not draw a free invoice code');
  }

  async function topup(customerId: number, amount: number, lang: Lang) {
    if (!Number.isSafeInteger(amount) || amount < TOPUP_MIN || amount > TOPUP_MAX) {
      throw paymentError('UNPROCESSABLE', lang, 'topupAmountInvalid', 'TOPUP_AMOUNT_INVALID', 'body.amount');
    }
    const now = opts.now();
    const due = new Date(dueDateOf(now.getTime()));
    const invoice = await db.insertInto('invoices').values({
      customer_id: customerId, invoice_code: await freshInvoiceCode(db, now), invoice_type: 'topup', status: 'pending', message: null,
      total: String(amount), due_date: due, created_at: now, updated_at: now, amounts: JSON.stringify({ total: amount }),
      payment_method: null, voucher_id: null, voucher_code: null, voucher_discount: '0', paid_at: null,
    }).returning(['invoice_code', 'total', 'due_date']).executeTakeFirstOrThrow();
    return { invoice_code: invoice.invoice_code, total: Number(invoice.total), due_date: iso(invoice.due_date) };
  }

  // ------------------------------------------------------------------ bank accounts

  async function listAccounts(customerId: number) {
    const rows = await db.selectFrom('bank_accounts').selectAll().where('customer_id', '=', customerId).orderBy('is_main', 'desc').orderBy('id').execute();
    return rows.map(bankAccountWire);
  }

  async function ownAccount(trx: Db, customerId: number, id: number, lang: Lang, lock = false): Promise<BankAccountRow> {
    let q = trx.selectFrom('bank_accounts').selectAll().where('id', '=', id).where('customer_id', '=', customerId);
    if (lock) q = q.forUpdate();
    const row = await q.executeTakeFirst();
    if (!row) throw paymentError('NOT_FOUND', lang, 'bankAccountNotFound', 'BANK_ACCOUNT_NOT_FOUND');
    return row;
  }

  async function addAccount(customerId: number, body: { bank_code: string; number: string; owner_name: string; bank_branch?: string | null }, lang: Lang) {
    const bank = bankByCode(body.bank_code);
    if (!bank) throw paymentError('UNPROCESSABLE', lang, 'bankUnknown', 'BANK_UNKNOWN', 'body.bank_code');
    const number = body.number.replace(/[\s-]/g, '');
    if (!/^\d{6,20}$/.test(number)) throw paymentError('UNPROCESSABLE', lang, 'accountNumberInvalid', 'ACCOUNT_NUMBER_INVALID', 'body.number');
    return db.transaction().execute(async (trx) => {
      const now = opts.now();
      // The customer row locked: two first accounts at once still give one main.
      await trx.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().executeTakeFirstOrThrow();
      const hasMain = await trx.selectFrom('bank_accounts').select('id').where('customer_id', '=', customerId).where('is_main', '=', true).executeTakeFirst();
      const row = await trx.insertInto('bank_accounts').values({
        customer_id: customerId, bank_code: bank.bank_code, bank_name: bank.name, bank_branch: body.bank_branch?.trim() || null,
        number, owner_name: body.owner_name.trim(), is_main: !hasMain, created_at: now, updated_at: now,
      }).returningAll().executeTakeFirstOrThrow();
      return bankAccountWire(row);
    });
  }

  async function updateAccount(customerId: number, id: number, body: { owner_name?: string; bank_branch?: string | null; is_main?: boolean }, lang: Lang) {
    return db.transaction().execute(async (trx) => {
      const now = opts.now();
      await trx.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().executeTakeFirstOrThrow();
      await ownAccount(trx, customerId, id, lang, true);
      if (body.is_main === true) {
        await trx.updateTable('bank_accounts').set({ is_main: false, updated_at: now }).where('customer_id', '=', customerId).where('is_main', '=', true).where('id', '!=', id).execute();
      }
      const row = await trx.updateTable('bank_accounts').set({
        updated_at: now,
        ...(body.owner_name !== undefined ? { owner_name: body.owner_name.trim() } : {}),
        ...(body.bank_branch !== undefined ? { bank_branch: body.bank_branch?.trim() || null } : {}),
        ...(body.is_main === true ? { is_main: true } : {}),
      }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      return bankAccountWire(row);
    });
  }

  async function deleteAccount(customerId: number, id: number, lang: Lang): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().executeTakeFirstOrThrow();
      const row = await ownAccount(trx, customerId, id, lang, true);
      await trx.deleteFrom('bank_accounts').where('id', '=', id).execute();
      if (row.is_main) {
        // The oldest remaining account becomes the main one.
        const next = await trx.selectFrom('bank_accounts').select('id').where('customer_id', '=', customerId).orderBy('id').executeTakeFirst();
        if (next) await trx.updateTable('bank_accounts').set({ is_main: true, updated_at: opts.now() }).where('id', '=', next.id).execute();
      }
    });
  }

  // ------------------------------------------------------------------ withdrawals

  /** Applies a payout's outcome once (a pending or queued withdrawal only); `failed` writes the `refund` row. */
  async function settle(withdrawalId: number, outcome: 'completed' | 'failed'): Promise<{ withdrawal: WithdrawalRow; applied: boolean } | null> {
    return db.transaction().execute(async (trx) => {
      const now = opts.now();
      const w = await trx.selectFrom('withdrawals').selectAll().where('id', '=', withdrawalId).forUpdate().executeTakeFirst();
      if (!w) return null;
      if (w.status !== 'pending' && w.status !== 'queued') return { withdrawal: w, applied: false };
      if (outcome === 'failed') {
        await moveWallet(trx, { customerId: w.customer_id, kind: 'refund', amount: Number(w.amount), note: `withdrawal_failed:${w.id}`, now });
      }
      const row = await trx.updateTable('withdrawals').set({ status: outcome, settled_at: now, updated_at: now }).where('id', '=', w.id).returningAll().executeTakeFirstOrThrow();
      return { withdrawal: row, applied: true };
    });
  }

  /**
   * `authorise.before` runs after the amount check and before the transaction (the PIN, whose wrong
   * guesses must count even though nothing is withdrawn); `authorise.inside` runs in the
   * transaction once the money is held (the one-time code used up, rolled back with a refusal).
   */
  async function withdraw(customerId: number, body: { amount: number; bank_account_id: number }, lang: Lang, authorise: WithdrawAuthorisation) {
    if (!Number.isSafeInteger(body.amount) || body.amount < WITHDRAW_MIN) {
      throw paymentError('UNPROCESSABLE', lang, 'withdrawAmountInvalid', 'WITHDRAW_AMOUNT_INVALID', 'body.amount');
    }
    await authorise.before();
    const held = await db.transaction().execute(async (trx) => {
      const now = opts.now();
      // The customer row first (the withdrawals row's foreign key would otherwise share-lock it before moveWallet's FOR UPDATE: a deadlock of two racing withdrawals).
      await lockWallet(trx, customerId);
      const account = await ownAccount(trx, customerId, body.bank_account_id, lang);
      const reference = `WD-${randomBytes(10).toString('hex').toUpperCase()}`;
      const w = await trx.insertInto('withdrawals').values({
        customer_id: customerId, bank_account_id: account.id, bank_code: account.bank_code, bank_name: account.bank_name,
        account_number: account.number, holder_name: account.owner_name, amount: body.amount, status: 'pending', reference,
        created_at: now, updated_at: now, settled_at: null,
      }).returningAll().executeTakeFirstOrThrow();
      // Customer row locked, balance recomputed: 422 INSUFFICIENT_BALANCE rolls the withdrawal row back too.
      await moveWallet(trx, { customerId, kind: 'withdrawal', amount: body.amount, note: `withdrawal:${w.id}`, now });
      await authorise.inside(trx, now);
      // The payout request: a job of this transaction, so a committed withdrawal always reaches the payout API.
      return { w, job: await opts.jobs.enqueue(trx, PAYOUT_JOB, { withdrawalId: w.id }) };
    });
    // The answer tells the payout's first outcome, as when the port was asked in the request.
    await opts.jobs.firstAttempt(held.job, PAYOUT_ANSWER_WAIT_MS);
    const current = await db.selectFrom('withdrawals').selectAll().where('id', '=', held.w.id).executeTakeFirst();
    return withdrawalWire(current ?? held.w);
  }

  /**
   * The payout job: asks the payout port for a pending withdrawal and applies its answer. Once: a
   * withdrawal no longer pending was asked before; a retry after a lost answer carries the same
   * reference, the payout's idempotency key. A port that throws leaves it pending (money held) and
   * the job retried; after its last attempt it waits for an operator.
   */
  async function requestPayout(withdrawalId: number): Promise<void> {
    const w = await db.selectFrom('withdrawals').selectAll().where('id', '=', withdrawalId).executeTakeFirst();
    if (!w || w.status !== 'pending') return;
    let result;
    try {
      result = await opts.payout.send({ reference: w.reference, bankCode: w.bank_code, accountNumber: w.account_number, holderName: w.holder_name, amount: Number(w.amount) });
    } catch (err) {
      log.error({ withdrawalId: w.id, reference: w.reference, err }, 'payout: the request failed; the withdrawal stays pending and is asked again');
      throw err;
    }
    if (result.status === 'queued') {
      await db.updateTable('withdrawals').set({ status: 'queued', updated_at: opts.now() }).where('id', '=', w.id).where('status', '=', 'pending').execute();
    } else {
      await settle(w.id, result.status);
    }
  }
  opts.jobs.define(PAYOUT_JOB, (payload) => requestPayout(Number(payload.withdrawalId)));

  async function listWithdrawals(customerId: number) {
    const rows = await db.selectFrom('withdrawals').selectAll().where('customer_id', '=', customerId).orderBy('id', 'desc').limit(50).execute();
    return rows.map(withdrawalWire);
  }

  return { topup, listAccounts, addAccount, updateAccount, deleteAccount, withdraw, listWithdrawals, settle };
}

export type Wallet = ReturnType<typeof createWallet>;
export type { WithdrawalStatus };
