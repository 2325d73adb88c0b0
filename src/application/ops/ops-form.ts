/**
 * One action form of the console (docs/operations-console.md 'The console's screens'): the raw
 * text of its fields (nothing typed is lost), its photos, the field checks shown after a submit
 * attempt, and the call with its Idempotency-Key: one key per attempt, kept after an answer-less
 * failure so sending again cannot apply the action twice (PaymentAttempt, as the payment does).
 * A failure is classified for the screen (OpsFailure): 409 STATE_CONFLICT (the page reloads and
 * shows the current state), 403 ROLE_FORBIDDEN, 409 SETTLEMENT_UNPAID, a 422 under its field ...
 */
import { actionBound, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ApiError } from '../ports/api-error';
import type { PhotoUpload } from '../ports/ops-api.port';
import { PaymentAttempt } from '../payment/payment-attempt';
import { serverMessage } from '../session/server-message';
import type { FieldProblem } from './ops-rules';

export type OpsFailureKind = 'conflict' | 'forbidden' | 'unauthorized' | 'unpaid' | 'not_found' | 'invalid' | 'too_large' | 'network' | 'other';

export interface OpsFailure {
  kind: OpsFailureKind;
  /** error.reason (STATE_CONFLICT, ROLE_FORBIDDEN, MIXED_SHIPMENTS, REFUND_TOO_LARGE ...), else null. */
  reason: string | null;
  /** The server's own message (null when it sent only the catalogue text). */
  message: string | null;
  /** The request field a 422 names, without 'body.' (price_paid, photos, line_ids.41 ...). */
  field: string | null;
}

export function opsFailureOf(error: unknown): OpsFailure {
  if (!(error instanceof ApiError)) return { kind: 'network', reason: null, message: null, field: null };
  const reason = error.reason ?? null;
  const field = error.field ? error.field.replace(/^body\./, '') : null;
  const message = serverMessage(error);
  const kind: OpsFailureKind =
    reason === 'STATE_CONFLICT' ? 'conflict'
      : reason === 'SETTLEMENT_UNPAID' ? 'unpaid'
        : error.status === 403 ? 'forbidden'
          : error.status === 401 ? 'unauthorized'
            : error.status === 404 ? 'not_found'
              : error.status === 413 ? 'too_large'
                : error.status === 422 || error.status === 400 ? 'invalid'
                  : error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500 ? 'network'
                    : 'other';
  return { kind, reason, message, field };
}

export interface FormSpec<F extends string, Req, Res> {
  initial: Readonly<Record<F, string>>;
  /** Field problems of the current values (and photos). */
  check(values: Readonly<Record<F, string>>, photos: readonly PhotoUpload[]): Partial<Record<F | 'photos', FieldProblem>>;
  /** The request of valid values. */
  request(values: Readonly<Record<F, string>>, photos: readonly PhotoUpload[]): Req;
  send(request: Req, idempotencyKey: string): Promise<Res>;
}

export class OpsForm<F extends string, Req, Res> {
  values: Record<F, string>;
  photos: PhotoUpload[] = [];
  submitted = false;
  busy = false;
  failure: OpsFailure | null = null;
  /** The last answer of a successful submit. */
  done: Res | null = null;
  private readonly attempt: PaymentAttempt<unknown>;

  constructor(
    private readonly spec: FormSpec<F, Req, Res>,
    /** Runs after a success (the page reloads) or a failure (a conflict reloads too). */
    private readonly after?: (outcome: { done: Res } | { failure: OpsFailure }) => void | Promise<void>,
    newKey?: () => string,
  ) {
    this.values = { ...spec.initial };
    this.attempt = new PaymentAttempt<unknown>(newKey);
    makeObservable<this, 'spec' | 'after' | 'attempt'>(this, {
      spec: false, after: false, attempt: false,
      values: observable, photos: observableRef, submitted: observable, busy: observable, failure: observableRef, done: observableRef,
      problems: computed, shown: computed, valid: computed,
      set: actionBound, setPhotos: actionBound, reset: actionBound, submit: actionBound,
    });
  }

  get problems(): Partial<Record<F | 'photos', FieldProblem>> {
    return this.spec.check(this.values, this.photos);
  }

  /** The problems shown: after the first submit attempt. */
  get shown(): Partial<Record<F | 'photos', FieldProblem>> {
    return this.submitted ? this.problems : {};
  }

  get valid(): boolean {
    return Object.values(this.problems).every((p) => !p);
  }

  /** The server's message for a field it named (a 422), shown under that field. */
  serverError(field: string): string | null {
    return this.failure?.kind === 'invalid' && this.failure.field !== null && this.failure.field.split('.')[0] === field ? this.failure.message : null;
  }

  set(field: F, value: string): void {
    this.values[field] = value;
    this.failure = null;
  }

  setPhotos(photos: readonly PhotoUpload[]): void {
    this.photos = [...photos];
    this.failure = null;
  }

  reset(): void {
    this.values = { ...this.spec.initial };
    this.photos = [];
    this.submitted = false;
    this.failure = null;
  }

  /** Validates and sends; the answer, or null when refused (invalid, busy, or the server said no). */
  async submit(): Promise<Res | null> {
    this.submitted = true;
    if (!this.valid || this.busy) return null;
    const request = this.spec.request(this.values, this.photos);
    // The photos' identity, not their bytes, tells one attempt from another.
    const fingerprint = { request, photos: this.photos.map((p) => [p.name, p.blob.size, p.blob.type]) };
    this.busy = true;
    this.failure = null;
    this.done = null;
    try {
      const answer = await this.attempt.send(fingerprint, (key) => this.spec.send(request, key));
      runInAction(() => {
        this.done = answer;
        this.busy = false;
      });
      await this.after?.({ done: answer });
      return answer;
    } catch (error) {
      const failure = opsFailureOf(error);
      runInAction(() => {
        this.failure = failure;
        this.busy = false;
      });
      await this.after?.({ failure });
      return null;
    }
  }
}
