// Tables of the ops module (docs/operations-console.md): staff and their sessions, the audit log,
// the lines' and parcels' fulfilment (with the pricing snapshot of each shipment group), QC photos,
// settlements, customer notifications, ratings and tickets.
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/schema.ts';
import type { Json, Numeric } from '../catalog/tables.ts';
import type { SettlementExplanation } from './settlement-explain.ts';
import type { LineDescription, PricingContext, PricingFacts } from '../../../src/domain/pricing/index.ts';

type NullableNumeric = ColumnType<string | null, string | number | null | undefined, string | number | null>;
type NullableJson<T> = ColumnType<T | null, string | null, string | null>;

export interface StaffTable {
  id: Generated<number>;
  /** Lower case. */
  email: string;
  name: string;
  /** operator, warehouse, admin (src/domain/fulfilment roles). */
  role: string;
  password_hash: string;
  disabled_at: NullableTimestamp;
  created_at: Timestamp;
  /** The TOTP secret, encrypted (staff-totp.ts); null while not enrolled. */
  totp_secret: string | null;
  /** A secret being set up from the console, encrypted, until its first code confirms it. */
  totp_pending_secret: string | null;
  totp_enabled_at: NullableTimestamp;
  /** The last TOTP time step accepted: a code of it or an earlier step is refused. */
  totp_last_step: string | number | null;
}

export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
}

/** Between a right password and the second factor (or the enrolment): 5 minutes, 5 wrong codes. */
export interface StaffChallengeTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  /** code: answer with a code or recovery code; enrol: confirm `secret` with its first code. */
  kind: string;
  secret: string | null;
  failures: Generated<number>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface StaffSessionTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  /** The session's last use (idle timeout); null until first used. */
  last_seen_at: NullableTimestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** staff, customer or system. */
  actor_type: string;
  staff_id: number | null;
  customer_id: number | null;
  action: string;
  /** line, parcel, ticket, staff_session. */
  entity_type: string;
  entity_id: string;
  before: NullableJson<Record<string, unknown>>;
  after: NullableJson<Record<string, unknown>>;
  at: Timestamp;
}

/** One per order shipment once paid: the pricing context its settlements use. */
export interface FulfilmentGroupTable {
  id: Generated<number>;
  order_shipment_id: number;
  order_id: number;
  customer_id: number;
  context: Json<Required<PricingContext>>;
  shipping_price: Numeric;
  created_at: Timestamp;
}

export interface FulfilmentLineTable {
  id: Generated<number>;
  order_line_id: number;
  group_id: number;
  order_id: number;
  customer_id: number;
  /** src/domain/fulfilment LineState. */
  state: string;
  state_at: Timestamp;
  description: Json<LineDescription>;
  facts: Json<PricingFacts>;
  seller_order_number: string | null;
  price_paid: NullableNumeric;
  /** Fewer bought than ordered (null: all). */
  quantity_bought: number | null;
  seller_shipping: NullableNumeric;
  purchased_at: NullableTimestamp;
  measured_weight_grams: number | null;
  measured_length_cm: NullableNumeric;
  measured_width_cm: NullableNumeric;
  measured_height_cm: NullableNumeric;
  arrived_at: NullableTimestamp;
  free_storage_days: number;
  problem_reason: string | null;
  decision: string | null;
  decided_at: NullableTimestamp;
  parcel_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ParcelTable {
  id: Generated<number>;
  parcel_code: string;
  group_id: number;
  order_id: number;
  order_shipment_id: number;
  customer_id: number;
  state: string;
  state_at: Timestamp;
  weight_grams: number;
  length_cm: Numeric;
  width_cm: Numeric;
  height_cm: Numeric;
  carrier: string | null;
  tracking_number: string | null;
  customs_hold_reason: string | null;
  domestic_courier: string | null;
  domestic_tracking_number: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Timeline of a line (line_id) or of a parcel (parcel_id). */
export interface FulfilmentEventTable {
  id: Generated<number>;
  line_id: number | null;
  parcel_id: number | null;
  state: string;
  at: Timestamp;
  note: string | null;
  staff_id: number | null;
}

export interface QcPhotoTable {
  id: Generated<number>;
  line_id: number;
  storage_key: string;
  content_type: string;
  bytes: number;
  staff_id: number | null;
  created_at: Timestamp;
}

export interface SettlementTable {
  id: Generated<number>;
  line_id: number | null;
  order_id: number;
  customer_id: number;
  /** purchase, receive, cancel, out_of_stock, decision_refund, returned, ticket. */
  kind: string;
  before_total: Numeric;
  after_total: Numeric;
  shipping_refund: Numeric;
  /** Signed. */
  difference: Numeric;
  /** additional_invoice, credit, none. */
  outcome: string;
  /** Never negative. */
  amount: Numeric;
  invoice_id: number | null;
  ticket_id: number | null;
  staff_id: number | null;
  created_at: Timestamp;
  /** What the settlement was made of, for the screens (settlement-explain.ts); null for older rows and tickets. */
  explanation: ColumnType<SettlementExplanation | null, string | null | undefined, string | null>;
}

export interface CustomerNotificationTable {
  id: Generated<number>;
  customer_id: number;
  kind: string;
  params: Json<Record<string, string>>;
  order_code: string | null;
  line_id: number | null;
  invoice_code: string | null;
  read_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface RatingTable {
  id: Generated<number>;
  customer_id: number;
  cart_detail_code: string;
  order_line_id: number;
  product_url: string;
  product_id: string | null;
  product_title: string;
  stars: number;
  text: string;
  created_at: Timestamp;
}

export interface TicketTable {
  id: Generated<number>;
  customer_id: number;
  order_id: number;
  order_line_id: number | null;
  reason: string;
  /** open, answered, approved, rejected. */
  status: string;
  amount_requested: NullableNumeric;
  amount_refunded: NullableNumeric;
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TicketMessageTable {
  id: Generated<number>;
  ticket_id: number;
  /** customer or staff. */
  author: string;
  staff_id: number | null;
  message: string;
  at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface Database {
    staff: StaffTable;
    staff_sessions: StaffSessionTable;
    staff_recovery_codes: StaffRecoveryCodeTable;
    staff_challenges: StaffChallengeTable;
    audit_log: AuditLogTable;
    fulfilment_groups: FulfilmentGroupTable;
    fulfilment_lines: FulfilmentLineTable;
    parcels: ParcelTable;
    fulfilment_events: FulfilmentEventTable;
    qc_photos: QcPhotoTable;
    settlements: SettlementTable;
    customer_notifications: CustomerNotificationTable;
    ratings: RatingTable;
    tickets: TicketTable;
    ticket_messages: TicketMessageTable;
  }
}
