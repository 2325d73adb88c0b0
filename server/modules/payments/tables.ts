// Tables of the payments module: charges at the gateway (payments), every notification received
// (payment_notifications) and the wallet ledger (wallet_entries). docs/payments.md describes them.
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/schema.ts';
import type { Json, Numeric } from '../catalog/tables.ts';

/** What the customer needs to pay a charge (the answer of the gateway's charge call). */
export interface PaymentInstructions {
  va_number: string | null;
  bank: string | null;
  biller_code: string | null;
  bill_key: string | null;
  qr_string: string | null;
  redirect_url: string | null;
  /** GoPay: the QR code's image at the gateway (rows written before issue 23 lack the four below: read them as null). */
  qr_url?: string | null;
  /** GoPay, ShopeePay: the app's deep link. */
  deeplink_url?: string | null;
  /** Convenience store: the code told to the cashier, and the store (alfamart, indomaret). */
  payment_code?: string | null;
  store?: string | null;
}

export interface PaymentTable {
  id: Generated<number>;
  invoice_id: number;
  customer_id: number;
  /** The storefront's method code (bca_va, mandiri_bill, qris, gopay, shopeepay, alfamart, indomaret, credit_card). */
  method: string;
  /** 'embedded' or 'midtrans'. */
  gateway: string;
  /** The gateway order id, `<invoice_code>-<n>`: unique, the charge's idempotency key. */
  order_id: string;
  transaction_id: string | null;
  amount: Numeric;
  /** src/domain/payment PaymentStatus. */
  status: string;
  instructions: Json<PaymentInstructions>;
  expires_at: NullableTimestamp;
  paid_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PaymentNotificationTable {
  id: Generated<number>;
  order_id: string;
  payment_id: number | null;
  transaction_status: string;
  /** The body exactly as received. */
  raw_body: string;
  /** paid, credited_to_wallet, closed, refunded, duplicate, ignored, unknown_order, amount_mismatch. */
  outcome: string;
  received_at: Timestamp;
}

export type WalletKind = 'topup' | 'payment' | 'refund' | 'withdrawal' | 'adjustment' | 'commission';

export interface WalletEntryTable {
  id: Generated<number>;
  customer_id: number;
  kind: WalletKind;
  /** Signed integer rupiah: money in > 0, out < 0. */
  amount: ColumnType<string, string | number, string | number>;
  invoice_id: number | null;
  /** The charge whose money this is (a late gateway payment credited to the wallet); null otherwise. */
  payment_id: number | null;
  note: string | null;
  created_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface Database {
    payments: PaymentTable;
    payment_notifications: PaymentNotificationTable;
    wallet_entries: WalletEntryTable;
  }
}
