// Paying an invoice (docs/payments.md): POST payment/charge (signed-in, Idempotency-Key),
// GET payment/status/{invoice_code} (the invoice page's polling), GET wallet; the wallet's top-up
// (POST wallet/topup) and withdrawals (POST/GET wallet/withdraw, signed). The 'checkout'
// feature's. Every amount is integer rupiah.
import type { BankAccount } from './bank-account-api.port';
import type { PaymentInstructions } from './order-api.port';

export interface ChargeOptions {
  /** Take min(balance, amount) from the wallet first; the rest goes through the method. */
  useWallet: boolean;
  /** The card's one-time token from the gateway's client library (credit_card only). */
  cardToken?: string;
  /** A saved card of the customer's (SavedCardApi; credit_card only, instead of cardToken): charged with its saved token, 3-D Secure still applies. */
  savedCardId?: string;
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

export type WalletEntryKind = 'topup' | 'payment' | 'refund' | 'withdrawal' | 'adjustment' | 'commission';

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

/** POST wallet/topup: a pending invoice of type 'topup', paid like any invoice (not from the wallet). */
export interface TopUpInvoice {
  invoiceCode: string;
  total: number;
  dueDate: string;
}

export type WithdrawalStatus = 'pending' | 'queued' | 'completed' | 'failed';

export interface Withdrawal {
  id: string;
  /** A WithdrawalStatus (other statuses are passed through as sent). */
  status: string;
  amount: number;
  /** The account as it was when the withdrawal was asked (no isMain, no branch). */
  /** The account as it was when withdrawn; `id` is null once the account is deleted. */
  bankAccount: Pick<BankAccount, 'bank' | 'bankCode' | 'number' | 'ownerName'> & { id: string | null };
  createdAt: string | null;
  settledAt: string | null;
}

export interface WithdrawRequest {
  amount: number;
  bankAccountId: string;
  /** The wallet PIN (docs/account-security.md); the session must have verified a one-time code first (AccountApi). */
  pin: string;
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
  /** POST wallet/topup (Idempotency-Key): 10,000 to 50,000,000 (else 422 TOPUP_AMOUNT_INVALID). */
  topUp(amount: number, idempotencyKey: string): Promise<TopUpInvoice>;
  /** GET wallet/withdraw: the caller's withdrawals, newest first. */
  withdrawals(): Promise<Withdrawal[]>;
  /**
   * POST wallet/withdraw (signed, Idempotency-Key): 422 WITHDRAW_AMOUNT_INVALID (below 10,000),
   * PIN_NOT_SET, PIN_WRONG, INSUFFICIENT_BALANCE; 429 PIN_LOCKED; 400 OTP_REQUIRED (no code verified in
   * this session); the amount leaves the balance at once.
   */
  withdraw(request: WithdrawRequest, idempotencyKey: string): Promise<Withdrawal>;
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
