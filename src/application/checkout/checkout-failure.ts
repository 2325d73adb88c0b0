/**
 * A failed checkout call as the screen shows it (docs/api/orders.md, section-8 reasons): a known
 * reason (localised by the screen), else the server's message.
 */
import { ApiError } from '../ports/api-error';

export interface CheckoutFailure {
  /** ApiError.reason (VOUCHER_*, PRICE_CHANGED, CART_CHANGED, SEA_NOT_AVAILABLE, ALLOCATION_MISMATCH ...), 'NETWORK' for no answer, or null. */
  reason: string | null;
  message: string;
  /** The line code or body field the server named. */
  field: string | null;
}

/** What keeps the order from being placed (shown after the first attempt). */
export type CheckoutProblem = 'select_lines' | 'no_address' | 'allocation_incomplete' | 'payment_required' | 'lartas_ack_required' | 'preview_pending';

export type VoucherProblem = CheckoutFailure | { reason: 'VOUCHER_REQUIRED'; message: ''; field: null };

export function failureOf(error: unknown): CheckoutFailure {
  if (error instanceof ApiError) {
    const noAnswer = error.status === 0 || error.code === 'NETWORK' || error.code === 'TIMEOUT' || error.status >= 500;
    return { reason: error.reason ?? (noAnswer ? 'NETWORK' : null), message: error.message, field: error.field ?? null };
  }
  return { reason: 'NETWORK', message: '', field: null };
}

/** No definite answer: the attempt may have gone through, so its key is kept for the retry. */
export function isUncertain(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.reason === 'IDEMPOTENCY_IN_PROGRESS') return true; // the first request with this key is still running
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

export const isVoucherReason = (reason: string | null | undefined): boolean => typeof reason === 'string' && reason.startsWith('VOUCHER_');

/** The cart changed under the screen (lines checked out elsewhere): reload it and preview again. */
export const isCartChanged = (reason: string | null): boolean => reason === 'CART_CHANGED' || reason === 'CART_DETAIL_NOT_FOUND';
