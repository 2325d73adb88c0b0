// The console's membership calls (docs/api/membership.md, admin role only): the applications
// queue with approve/reject, and the affiliate partner flag of a customer (by e-mail).
import type { ApplicationKind, ApplicationStatus } from '../../domain/membership';

export const OPS_MEMBERSHIP_API = Symbol.for('ops.OpsMembershipApi');

export interface StaffApplication {
  id: number;
  kind: ApplicationKind;
  status: ApplicationStatus;
  /** The form's fields as the server stored them (snake_case keys). */
  details: Record<string, string | number | null>;
  decisionNote: string | null;
  createdAt: string;
  customer: { name: string; email: string | null; phoneNumber: string | null };
}

export interface PartnerResult { email: string | null; isAffiliatePartner: boolean; referralCode: string | null }

export interface OpsMembershipApi {
  applications(status: ApplicationStatus): Promise<StaffApplication[]>;
  decide(id: number, decision: 'approve' | 'reject', note: string | null, idempotencyKey: string): Promise<StaffApplication['status']>;
  setPartner(email: string, partner: boolean, idempotencyKey: string): Promise<PartnerResult>;
}
