/**
 * One Idempotency-Key per attempt of a request the server must not apply twice: a charge
 * (docs/payments.md: POST payment/charge requires one), an order, a top-up, a withdrawal, premium, a
 * course order, a line's refund or cancellation. The key is kept until a definite answer: the same
 * request sent again (a double click, 'Bayar' after no answer) carries the same key, so the server
 * answers the same charge or order and never applies it twice; a changed request (another method or
 * wallet choice, another total) is a new attempt with a new key. Every view-model that submits money
 * sends through here: PaymentAttempt.send, and submitWithKey for the submitting/error state around it.
 */
import { runInAction } from 'mobx';
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

  /**
   * Sends `request` through `call` with its key (keyFor) and records how `call` was answered
   * (answered): the answer is returned, a failure thrown again.
   */
  async send<T>(request: R, call: (key: string) => Promise<T>): Promise<T> {
    const key = this.keyFor(request);
    try {
      const answer = await call(key);
      this.answered();
      return answer;
    } catch (error) {
      this.answered(error);
      throw error;
    }
  }
}

/** What a view-model that submits money shows of it: busy while it sends, the failure after. */
export interface Submitting {
  submitting: boolean;
  error: unknown;
}

/**
 * The submit of a view-model that sends money (a course order, a wallet top-up, premium, a
 * withdrawal): nothing while one is on its way (null); else `submitting` until it is answered,
 * `ready` first when given (a step before sending, such as the withdrawal's one-time code; false:
 * nothing is sent), then the request sent with its attempt's Idempotency-Key (PaymentAttempt.send).
 * The answer, or null with the failure in `error`.
 */
export async function submitWithKey<R, T>(
  state: Submitting,
  attempt: PaymentAttempt<R>,
  request: R,
  call: (key: string) => Promise<T>,
  options: { ready?: () => Promise<boolean> } = {},
): Promise<T | null> {
  if (state.submitting) return null;
  runInAction(() => {
    state.submitting = true;
    state.error = null;
  });
  try {
    if (options.ready && !await options.ready()) return null;
    return await attempt.send(request, call);
  } catch (error) {
    runInAction(() => {
      state.error = error;
    });
    return null;
  } finally {
    runInAction(() => {
      state.submitting = false;
    });
  }
}
