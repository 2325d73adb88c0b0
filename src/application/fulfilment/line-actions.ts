/**
 * What the customer may do to a line after payment (docs/api/ops.md): answer a problem found at the
 * warehouse (accept, return to the seller, refund) and cancel a paid line before the purchase. Each
 * asks for a confirmation first; confirmed, it is POSTed with one Idempotency-Key per attempt (kept
 * while the outcome is unknown, so 'Konfirmasi' again after no answer is answered once), the line
 * moves at once from the answer and the host reloads the order quietly (settlement, wallet). A
 * refused move (409 STATE_CONFLICT: staff moved the line meanwhile) reloads the order and says so.
 * Owned by the order history and the owner's tracking.
 */
import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import { ApiError } from '../ports/api-error';
import type { CustomerLine, DecisionChoice, FulfilmentApi } from '../ports/fulfilment-api.port';
import { PaymentAttempt } from '../payment/payment-attempt';

export type LinePrompt = { kind: 'decide'; lineId: string; choice: DecisionChoice } | { kind: 'cancel'; lineId: string };

export type LineActionError = 'conflict' | 'not_found' | 'failed';

export type LineActionDone =
  | { kind: 'decided'; lineId: string; choice: DecisionChoice; credited: number }
  | { kind: 'cancelled'; lineId: string; credited: number };

export interface LineActionsHost {
  /** The answer's line replaces the shown one. */
  lineChanged(line: CustomerLine): void;
  /** The line's order again (quietly: the page stays as it is meanwhile). */
  reload(lineId: string): Promise<void>;
}

export class LineActions {
  /** The confirmation on screen. */
  prompt: LinePrompt | null = null;
  busy = false;
  error: { lineId: string; error: LineActionError } | null = null;
  done: LineActionDone | null = null;
  private readonly attempt = new PaymentAttempt<LinePrompt>();

  constructor(private readonly api: FulfilmentApi | null, private readonly host: LineActionsHost) {
    makeObservable<this, 'attempt' | 'api' | 'host'>(this, {
      attempt: false, api: false, host: false,
      prompt: observable, busy: observable, error: observable, done: observable,
      available: computed, ask: actionBound, dismiss: actionBound, confirm: actionBound,
    });
  }

  /** The port is bound (memory mode and the checkout feature): the buttons show. */
  get available(): boolean {
    return this.api !== null;
  }

  ask(prompt: LinePrompt): void {
    this.prompt = prompt;
    this.error = null;
    this.done = null;
  }

  dismiss(): void {
    if (!this.busy) this.prompt = null;
  }

  errorOf(lineId: string): LineActionError | null {
    return this.error?.lineId === lineId ? this.error.error : null;
  }

  doneOf(lineId: string): LineActionDone | null {
    return this.done?.lineId === lineId ? this.done : null;
  }

  /** Sends the confirmed choice (a second call while one is on its way sends nothing). */
  async confirm(): Promise<void> {
    const prompt = this.prompt;
    if (!prompt || this.busy || !this.api) return;
    const api = this.api;
    this.busy = true;
    this.error = null;
    try {
      const { line, credited } = await this.attempt.send(prompt, async (key) => {
        if (prompt.kind === 'decide') {
          const decided = await api.decide(prompt.lineId, prompt.choice, key);
          return { line: decided, credited: prompt.choice === 'refund' ? latestCredit(decided, 'decision_refund') : 0 };
        }
        const answer = await api.cancel(prompt.lineId, key);
        return { line: answer.line, credited: answer.settlement?.outcome === 'credit' ? answer.settlement.amount : latestCredit(answer.line, 'cancel') };
      });
      runInAction(() => {
        this.busy = false;
        this.prompt = null;
        this.done = prompt.kind === 'decide'
          ? { kind: 'decided', lineId: prompt.lineId, choice: prompt.choice, credited }
          : { kind: 'cancelled', lineId: prompt.lineId, credited };
        this.host.lineChanged(line);
      });
      await this.host.reload(prompt.lineId);
    } catch (error) {
      const kind: LineActionError = error instanceof ApiError && error.status === 409 && error.reason !== 'IDEMPOTENCY_IN_PROGRESS'
        ? 'conflict' : error instanceof ApiError && error.status === 404 ? 'not_found' : 'failed';
      runInAction(() => {
        this.busy = false;
        this.error = { lineId: prompt.lineId, error: kind };
        if (kind !== 'failed') this.prompt = null;
      });
      if (kind === 'conflict') await this.host.reload(prompt.lineId);
    }
  }
}

/** The newest credit of a kind on a line (what a refund or a cancel put in the wallet). */
function latestCredit(line: CustomerLine, kind: string): number {
  const credits = line.settlements.filter((s) => s.kind === kind && s.outcome === 'credit');
  return credits.at(-1)?.amount ?? 0;
}
