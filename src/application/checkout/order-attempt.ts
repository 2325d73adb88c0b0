/**
 * The Idempotency-Key of placing an order (docs/api/orders.md 'Idempotency'): one key per attempt,
 * kept until a definite answer. The same request sent again (a double click, a retry after no
 * answer) carries the same key, so the server answers with the same invoice; a changed request
 * (another total after PRICE_CHANGED, other choices) gets a new key.
 */
import { isUncertain } from './checkout-failure';
import { newIdempotencyKey } from './idempotency-key';
import type { PlaceOrderRequest } from '../ports/checkout-api.port';

export class OrderAttempt {
  private current: { key: string; fingerprint: string } | null = null;

  constructor(private readonly newKey: () => string = newIdempotencyKey) {}

  /** The key of this request: the pending attempt's when it is the same request, else a new one. */
  keyFor(request: PlaceOrderRequest): string {
    const fingerprint = JSON.stringify(request);
    if (!this.current || this.current.fingerprint !== fingerprint) this.current = { key: this.newKey(), fingerprint };
    return this.current.key;
  }

  /** The attempt was answered (error: how it failed); the key is kept only while the outcome is unknown. */
  answered(error?: unknown): void {
    if (error === undefined || !isUncertain(error)) this.current = null;
  }
}
