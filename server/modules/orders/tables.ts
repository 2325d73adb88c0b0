// Tables of the orders module: invoices, orders with their shipments, lines and timeline
// (order_events), vouchers and their uses. docs/api/orders.md describes them.
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/schema.ts';
import type { Json, Numeric } from '../catalog/tables.ts';
import type { KursUsed } from './kurs-used.ts';

type NullableNumeric = ColumnType<string | null, string | number | null | undefined, string | number | null>;
/** A jsonb column read back as T (written as JSON text). */
type JsonColumn<T> = Json<T>;

/** Amounts of an order or invoice on the wire (totals of docs/api/orders.md), integer rupiah. */
export type TotalsWire = Record<string, number>;

export interface InvoiceTable {
  id: Generated<number>;
  customer_id: number;
  invoice_code: string;
  invoice_type: 'additional' | 'topup' | 'checkout' | 'premium' | 'course';
  /** pending, paid, expired, cancelled, refunded (src/domain/order). */
  status: string;
  message: string | null;
  total: Generated<string>;
  due_date: NullableTimestamp;
  created_at: Timestamp;
  /** The order's totals (migration 7003). */
  amounts: ColumnType<TotalsWire, string | undefined, string>;
  payment_method: string | null;
  voucher_id: number | null;
  voucher_code: string | null;
  voucher_discount: ColumnType<string, string | number | undefined, string | number>;
  paid_at: NullableTimestamp;
  updated_at: Timestamp;
}

export interface OrderTable {
  id: Generated<number>;
  order_code: string;
  customer_id: number;
  invoice_id: number;
  /** src/domain/order OrderStatus. */
  status: string;
  consolidated: boolean;
  use_insurance: boolean;
  using_npwp: boolean;
  importer_mode: boolean;
  /** The account was premium when the order was placed (membership module; priced with the premium fee). */
  premium: Generated<boolean>;
  amounts: JsonColumn<TotalsWire>;
  total: Numeric;
  item_count: number;
  /** The rates the order was priced with (orders/kurs-used.ts, migration 7811); null for orders placed before. */
  kurs_used: ColumnType<KursUsed[] | null, string | null | undefined, string | null>;
  /** When a delivered order was completed (src/domain/order/completion.ts, migration 7960); null until then. */
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 'customer' (confirmed receipt) or 'auto' (AUTO_COMPLETE_DAYS after delivery); null until completed. */
  completed_by: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The delivery address as it was at checkout. */
export interface AddressSnapshot {
  address_id: number;
  name: string;
  phone_number: string;
  phone_number_2: string | null;
  email: string | null;
  address: string;
  province_id: number;
  province_name: string;
  district_id: number;
  district_name: string;
  sub_district_id: number;
  sub_district_name: string;
  postal_code: string | null;
  /** Issue 25 (absent from orders placed before): the NPWP, its document (stored name and name as
   * uploaded; staff read it through a signed link) and the map pin. */
  npwp?: string | null;
  npwp_file?: string | null;
  npwp_file_name?: string | null;
  lat?: number | null;
  long?: number | null;
  address_map?: string | null;
}

export interface OrderShipmentTable {
  id: Generated<number>;
  order_id: number;
  shipment_code: string;
  /** 'g<i>:<address_id>' or 'u:<address_id>'. */
  shipment_key: string;
  name: string | null;
  consolidated: boolean;
  position: number;
  status: string;
  address_id: number | null;
  address: JsonColumn<AddressSnapshot>;
  courier: string;
  service: string;
  service_description: string;
  etd: string;
  shipping_price: Numeric;
  charged_weight: number;
  /** groupWire of the shipment (its sub-groups summed). */
  summary: JsonColumn<Record<string, unknown>>;
  /** [{is_all_in_price, summary}] */
  sub_groups: JsonColumn<unknown[]>;
  total: Numeric;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderLineTable {
  id: Generated<number>;
  order_id: number;
  shipment_id: number;
  position: number;
  cart_detail_code: string;
  name: string;
  image: string;
  url: string;
  marketplace: string;
  quantity: number;
  is_all_in_price: boolean;
  /** The cart line as it was (product fields, variant, measures, choices). */
  item: JsonColumn<Record<string, unknown>>;
  /** lineWire of the line at this shipment's quantity. */
  breakdown: JsonColumn<Record<string, unknown>>;
  total: Numeric;
  created_at: Timestamp;
}

/** Timeline entries of an order (shipment_id null) or of one of its shipments. */
export interface OrderEventTable {
  id: Generated<number>;
  order_id: number;
  shipment_id: number | null;
  status: string;
  at: Timestamp;
  note: string | null;
}

export interface VoucherTable {
  id: Generated<number>;
  /** Upper case. */
  code: string;
  description: string;
  description_en: string;
  kind: 'percentage' | 'fixed';
  /** Percent or rupiah. */
  value: Numeric;
  min_spend: ColumnType<string, string | number | undefined, string | number>;
  max_discount: NullableNumeric;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  usage_limit: number | null;
  per_customer_limit: number | null;
  new_customer_only: Generated<boolean>;
  used_count: Generated<number>;
  created_at: Timestamp;
  /** Offered to every customer (false: only to the customers in voucher_assignments). */
  is_public: Generated<boolean>;
}

/** A voucher given to one customer (a non-public voucher reaches only them). */
export interface VoucherAssignmentTable {
  voucher_id: number;
  customer_id: number;
  created_at: Timestamp;
}

export interface VoucherUseTable {
  id: Generated<number>;
  voucher_id: number;
  customer_id: number;
  invoice_id: number;
  discount: Numeric;
  created_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface Database {
    invoices: InvoiceTable;
    orders: OrderTable;
    order_shipments: OrderShipmentTable;
    order_lines: OrderLineTable;
    order_events: OrderEventTable;
    vouchers: VoucherTable;
    voucher_uses: VoucherUseTable;
    voucher_assignments: VoucherAssignmentTable;
  }
}
