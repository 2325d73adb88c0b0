/**
 * An invoice looked up by its code (/print-invoice/:id: GET invoices/{code}; /track?nomor=:
 * GET cart-or-invoice): loading, then found, not found (404) or failed (the screen offers a retry);
 * a later lookup wins over an earlier one still answering. Statuses are read at the clock's now: a
 * pending invoice past its due date reads as expired. InvoiceDetailViewModel and TrackViewModel
 * extend it.
 */
import { actionBound, makeObservable, observable, runInAction } from 'mobx';
import { ApiError } from '../ports/api-error';
import type { Clock } from '../shell/app-settings';

export class InvoiceLookup {
  loading = false;
  notFound = false;
  failed = false;
  private seq = 0;

  constructor(private readonly clock?: Clock) {
    makeObservable<this, 'seq' | 'clock' | 'lookUp' | 'stop'>(this, {
      loading: observable, notFound: observable, failed: observable, seq: false, clock: false, lookUp: actionBound, stop: actionBound,
    });
  }

  protected now(): number {
    return this.clock ? this.clock.now() : Date.now();
  }

  /** Runs a lookup: `settle` takes the answer, null when none came (in an action), unless a newer lookup started since. */
  protected async lookUp<T>(fetch: () => Promise<T>, settle: (answer: T | null) => void): Promise<void> {
    const seq = this.stop();
    this.loading = true;
    try {
      const value = await fetch();
      if (seq !== this.seq) return;
      runInAction(() => {
        settle(value);
        this.loading = false;
      });
    } catch (error) {
      if (seq !== this.seq) return;
      runInAction(() => {
        settle(null);
        if (error instanceof ApiError && error.status === 404) this.notFound = true;
        else this.failed = true;
        this.loading = false;
      });
    }
  }

  /** Drops the lookup on its way (its answer is ignored) and clears the outcome; the new lookup's number. */
  protected stop(): number {
    this.loading = false;
    this.notFound = false;
    this.failed = false;
    return ++this.seq;
  }
}
