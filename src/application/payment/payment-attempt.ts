/**
 * The Idempotency-Key of a charge (docs/payments.md: POST payment/charge requires one): one key per
 * attempt, kept until a definite answer, as the checkout's OrderAttempt does for placing an order.
 * The same charge sent again (a double click, 'Bayar' after no answer) carries the same key, so the
 * server answers the same charge and never charges twice; another method or wallet choice is a new
 * attempt with a new key.
 */
import { isUncertain } from '../checkout/checkout-failure';
import { newIdempotencyKey } from '../checkout/idempotency-key';

export class PaymentAttempt<R> {
  private current: { key: string; fingerprint: string } | null = null;

  constructor(private readonly newKey: () => string = newIdempotencyKey) {}

  /** The key of this request: the pending attempt's when it is the same request, else a new one. */
  keyFor(request: R): string {
    const fingerprint = JSON.stringify(request);
    if (!this.current || this.current.fingerprint !== fingerprint) this.current = { key: this.newKey(), fingerprint };
    return this.current.key;
  }

  /** The attempt was answered (error: how it failed); the key is kept only while the outcome is unknown. */
  answered(error?: unknown): void {
    if (error === undefined || !isUncertain(error)) this.current = null;
  }
}
