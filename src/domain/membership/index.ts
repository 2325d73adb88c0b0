/** Public API of the membership domain: premium, applications, referral codes, commission (docs/membership.md). */
export {
  APPLICATION_KINDS, APPLICATION_STATUSES, EMPTY_AGENT_FORM, EMPTY_RESELLER_FORM, SALES_CHANNELS,
  agentDetails, checkAgentForm, checkResellerForm, normaliseWhatsapp, parseMonthlyOrders, resellerDetails,
} from './applications';
export type { AgentForm, ApplicationKind, ApplicationStatus, FieldProblem, FieldProblems, ResellerForm, SalesChannel } from './applications';
export { DEFAULT_COMMISSION_PERCENT, commissionAmount, parseCommissionPercent } from './commission';
export { REFERRAL_CODE_PATTERN, normaliseReferralCode, referralCodeFrom, referralFromSearch, referralLink } from './referral';
export { PREMIUM_DAYS, PREMIUM_PRICE, isPremiumAt, premiumEndsAt } from './premium';
