// MembershipApi (docs/api/membership.md): the premium offer and its invoice, the customer's
// membership status (profile card), reseller and agent applications, the affiliate page.
// Field names of the forms are the wire's (snake_case), checked by src/domain/membership.
import type { AgentForm, ApplicationKind, ApplicationStatus, ResellerForm } from '../../domain/membership';

export const MEMBERSHIP_API = Symbol.for('application.MembershipApi');

/** GET customer/upgrade-premium-price. */
export interface PremiumOffer {
  price: number;
  periodDays: number;
  /** Transaction fee percent on the subtotal: ordinary and premium (the rules'). */
  transactionPrice: number;
  transactionPricePremium: number;
  isPremium: boolean;
  premiumUntil: string | null;
}

/** POST customer/upgrade-premium: the pending premium invoice (paid on /track?nomor=). */
export interface PremiumInvoice {
  invoiceCode: string;
  total: number;
  dueDate: string | null;
}

export interface Application {
  id: number;
  kind: ApplicationKind;
  status: ApplicationStatus;
  decisionNote: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** GET customer/membership. */
export interface MembershipStatus {
  isPremium: boolean;
  premiumUntil: string | null;
  isAffiliatePartner: boolean;
  applications: { reseller: Application | null; agent: Application | null };
}

export interface ReferredCustomer { name: string; registeredAt: string; ordersDelivered: number }
export interface Commission { orderCode: string; base: number; percent: number; amount: number; creditedAt: string }

/** GET affiliate (partners only; 404 otherwise). */
export interface AffiliateOverview {
  referralCode: string;
  /** `/?ref=CODE`, to put after the storefront's origin. */
  referralPath: string;
  commissionPercent: number;
  referred: ReferredCustomer[];
  commissions: Commission[];
  totalCommission: number;
}

export type ApplicationForm = { kind: 'reseller'; form: ResellerForm } | { kind: 'agent'; form: AgentForm };

export interface MembershipApi {
  premiumOffer(): Promise<PremiumOffer>;
  /** One Idempotency-Key per attempt; an open premium invoice is answered again. */
  upgradePremium(idempotencyKey: string): Promise<PremiumInvoice>;
  status(): Promise<MembershipStatus>;
  /** POST join-reseller / agent-register: 201 with the pending application; 409 APPLICATION_PENDING / APPLICATION_APPROVED. */
  apply(application: ApplicationForm): Promise<Application>;
  affiliate(): Promise<AffiliateOverview>;
}
