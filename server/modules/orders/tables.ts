import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/schema.ts';

export interface InvoiceTable {
  id: Generated<number>;
  customer_id: number;
  invoice_code: string;
  invoice_type: 'additional' | 'topup' | 'checkout';
  status: string;
  message: string | null;
  total: Generated<string>;
  due_date: NullableTimestamp;
  created_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface Database {
    invoices: InvoiceTable;
  }
}
