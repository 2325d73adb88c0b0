// Paying an invoice (docs/payments.md): POST payment/charge (signed-in, Idempotency-Key),
// GET payment/status/{invoice_code} (the invoice page's polling), GET wallet. The 'checkout'
// feature's. Every amount is integer rupiah.
import type { PaymentInstructions } from './order-api.port';

export interface ChargeOptions {
  /** Take min(balance, amount) from the wallet first; the rest goes through the method. */
  useWallet: boolean;
  /** The card's one-time token from the gateway's client library (credit_card only). */
  cardToken?: string;
}

/** The answer of a charge (`InvoicePayment`). */
export interface InvoicePayment {
  invoiceCode: string;
  /** The invoice's status: 'pending', or 'paid' when the wallet covered everything. */
  status: string;
  amount: number;
  walletUsed: number;
  amountDue: number;
  /** The open charge's instructions; null when nothing is left to pay through a method. */
  payment: PaymentInstructions | null;
}

/** GET payment/status/{invoice_code}: cheap, for polling. */
export interface PaymentStatus {
  status: string;
  paidAt: string | null;
  amountDue: number;
}

export type WalletEntryKind = 'topup' | 'payment' | 'refund' | 'withdrawal' | 'adjustment';

export interface WalletEntry {
  id: string;
  /** A WalletEntryKind (other kinds are passed through as sent). */
  kind: string;
  /** Signed: a payment or a withdrawal is negative. */
  amount: number;
  invoiceCode: string | null;
  createdAt: string;
}

export interface Wallet {
  balance: number;
  /** Newest first, at most 50. */
  entries: WalletEntry[];
}

export interface PaymentApi {
  /**
   * POST payment/charge: the caller's pending invoice (else NOT_FOUND). Another method than the
   * open charge's cancels it first. The same idempotencyKey answers the same charge.
   */
  charge(invoiceCode: string, method: string, options: ChargeOptions, idempotencyKey: string): Promise<InvoicePayment>;
  /** GET payment/status/{invoice_code}: the owner's. */
  status(invoiceCode: string): Promise<PaymentStatus>;
  /** GET wallet: the balance (the sum of the ledger) and the newest entries. */
  wallet(): Promise<Wallet>;
}

export const PAYMENT_API = Symbol.for('payment.PaymentApi');

/**
 * The gateway's simulator (a sandbox's "pay this VA", /dev/pay of the embedded gateway): bound in
 * memory mode only, so stories and tests can pay or expire an open charge.
 */
export interface PaymentSimulator {
  /** The open charges' gateway order ids, newest first. */
  openPayments(): Promise<{ orderId: string; invoiceCode: string; method: string; amount: number }[]>;
  settle(orderId: string): Promise<void>;
  expire(orderId: string): Promise<void>;
}

export const PAYMENT_SIMULATOR = Symbol.for('payment.PaymentSimulator');
