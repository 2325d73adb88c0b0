/**
 * A charge at the gateway (a `payments` row) and what a gateway notification does to it and to
 * its invoice. Pure: the caller reads the rows, asks `decideNotification`, writes the answer.
 */
import { canTransitionInvoice, type InvoiceStatus } from '../order';
import type { GatewayOutcome } from './status';

export const PAYMENT_STATUSES = ['pending', 'paid', 'expired', 'cancelled', 'denied', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Allowed moves of a charge. A cancelled or expired charge may still turn `paid`: the customer
 * paid an old virtual account the gateway had not closed yet. That money is never lost (the
 * invoice is paid with it, or it is credited to the wallet).
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['paid', 'expired', 'cancelled', 'denied'],
  paid: ['refunded'],
  expired: ['paid'],
  cancelled: ['paid'],
  denied: [],
  refunded: [],
};

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

export function canTransitionPayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

export class PaymentTransitionError extends Error {
  constructor(readonly from: string, readonly to: string) {
    super(`payment.forbidden_transition: ${from} -> ${to}`);
    this.name = 'PaymentTransitionError';
  }
}

export function transitionPayment(from: PaymentStatus, to: PaymentStatus): PaymentStatus {
  if (!canTransitionPayment(from, to)) throw new PaymentTransitionError(from, to);
  return to;
}

const OUTCOME_STATUS: Partial<Record<GatewayOutcome, PaymentStatus>> = {
  paid: 'paid',
  pending: 'pending',
  expired: 'expired',
  cancelled: 'cancelled',
  denied: 'denied',
  refunded: 'refunded',
};

/** What a notification changes. `outcome` is recorded with the notification. */
export interface NotificationDecision {
  /** The charge's new status, or null when it stays as it is. */
  payment: PaymentStatus | null;
  /** The invoice's new status, or null. */
  invoice: InvoiceStatus | null;
  /** The charge's amount goes to the wallet (a `refund` ledger row): paid after its invoice closed. */
  creditWallet: boolean;
  outcome: 'paid' | 'credited_to_wallet' | 'closed' | 'refunded' | 'duplicate' | 'ignored';
}

/**
 * Applies a mapped gateway status to a charge and its invoice.
 * - a repeat of the charge's current status changes nothing (`duplicate`);
 * - paid while the invoice is pending: the charge and the invoice are paid;
 * - paid while the invoice is anything else (expired, cancelled, paid by another charge): the
 *   charge is paid and its amount credited to the wallet;
 * - expire/cancel/deny close the charge, the invoice stays (the expiry job closes it when due);
 * - refund of the charge that paid the invoice refunds the invoice;
 * - any move the charge's table does not allow (out of order, unknown) is `ignored`.
 */
export function decideNotification(payment: PaymentStatus, invoice: InvoiceStatus, mapped: GatewayOutcome, paidInvoice: boolean): NotificationDecision {
  const target = OUTCOME_STATUS[mapped];
  const none: NotificationDecision = { payment: null, invoice: null, creditWallet: false, outcome: 'ignored' };
  if (target === undefined) return none;
  if (target === payment) return { ...none, outcome: 'duplicate' };
  if (!canTransitionPayment(payment, target)) return none;
  if (target === 'paid') {
    if (invoice === 'pending') return { payment: 'paid', invoice: 'paid', creditWallet: false, outcome: 'paid' };
    return { payment: 'paid', invoice: null, creditWallet: true, outcome: 'credited_to_wallet' };
  }
  if (target === 'refunded') {
    const refundInvoice = paidInvoice && canTransitionInvoice(invoice, 'refunded');
    return { payment: 'refunded', invoice: refundInvoice ? 'refunded' : null, creditWallet: false, outcome: 'refunded' };
  }
  return { payment: target, invoice: null, creditWallet: false, outcome: 'closed' };
}
