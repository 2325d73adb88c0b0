// Tables of the courses bridge (migration 7700): course_invoice_refs.
import type { Timestamp } from '../../db/schema.ts';

export interface CourseInvoiceRefTable {
  /** The course service's order code (CRS-...). */
  order_code: string;
  customer_id: number;
  /** Null only inside the transaction that claims the row. */
  invoice_id: number | null;
  created_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface Database {
    course_invoice_refs: CourseInvoiceRefTable;
  }
}
