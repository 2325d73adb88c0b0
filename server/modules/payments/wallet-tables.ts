// Tables of the wallet's money out: the customer's bank accounts and withdrawals (migration
// 7200_payments_withdrawals). docs/payments.md describes them.
import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/schema.ts';
import type { Numeric } from '../catalog/tables.ts';

export interface BankAccountTable {
  id: Generated<number>;
  customer_id: number;
  bank_code: string;
  bank_name: string;
  bank_branch: string | null;
  number: string;
  owner_name: string;
  /** One main account per customer (a partial unique index backs it). */
  is_main: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type WithdrawalStatus = 'pending' | 'queued' | 'completed' | 'failed';

export interface WithdrawalTable {
  id: Generated<number>;
  customer_id: number;
  /** Null once the account is deleted; the snapshot below stays. */
  bank_account_id: number | null;
  bank_code: string;
  bank_name: string;
  account_number: string;
  holder_name: string;
  amount: Numeric;
  status: WithdrawalStatus;
  /** The payout's reference (unique): its idempotency key at the payout API. */
  reference: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  settled_at: NullableTimestamp;
}

declare module '../../db/schema.ts' {
  interface Database {
    bank_accounts: BankAccountTable;
    withdrawals: WithdrawalTable;
  }
}
