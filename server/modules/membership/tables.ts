// Tables of the membership module (docs/membership.md): premium grants (one per paid premium
// invoice), reseller and agent applications, affiliate commissions (one per order), and the
// columns it adds to customers (premium_until, referral_code, referred_by).
import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/schema.ts';
import type { Json, Numeric } from '../catalog/tables.ts';

export type ApplicationKind = 'reseller' | 'agent';
export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

/** One paid premium invoice = one period; unique invoice_id makes a replayed payment a no-op. */
export interface PremiumGrantTable {
  id: Generated<number>;
  customer_id: number;
  invoice_id: number;
  days: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
  created_at: Timestamp;
}

export interface MembershipApplicationTable {
  id: Generated<number>;
  customer_id: number;
  kind: ApplicationKind;
  status: ApplicationStatus;
  /** The form's fields as validated by the server (snake_case). */
  details: Json<Record<string, unknown>>;
  /** The admin's note with the decision (shown to the customer). */
  decision_note: string | null;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
}

/** The commission of one delivered order to the partner who referred its customer (once per order). */
export interface AffiliateCommissionTable {
  id: Generated<number>;
  partner_id: number;
  customer_id: number;
  order_id: number;
  order_code: string;
  /** Goods value of the order's delivered lines, integer rupiah. */
  base: Numeric;
  /** Percent applied (the configuration at delivery time). */
  percent: Numeric;
  amount: Numeric;
  created_at: Timestamp;
}

declare module '../../db/schema.ts' {
  /** Added by migration 7600_membership. */
  interface CustomerTable {
    /** Premium until this instant (null: never premium). */
    premium_until: NullableTimestamp;
    /** The partner's referral code (set when the customer becomes an affiliate partner). */
    referral_code: string | null;
    /** The partner whose referral link the customer registered through. */
    referred_by: number | null;
  }
  interface Database {
    premium_grants: PremiumGrantTable;
    membership_applications: MembershipApplicationTable;
    affiliate_commissions: AffiliateCommissionTable;
  }
}
