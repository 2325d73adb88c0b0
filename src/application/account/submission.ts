/**
 * One form's call on the account pages: whether it was submitted (its fields then show their
 * problems), busy while the call runs, done when it went through, and the failure (an ApiError: the
 * screen shows the server's message). A failure keeps what was typed: nothing here clears a field.
 */
import { makeAutoObservable, runInAction } from 'mobx';

export class Submission {
  submitted = false;
  busy = false;
  done = false;
  error: unknown = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** A field changed: the last outcome goes. */
  edited(): void {
    this.done = false;
    this.error = null;
  }

  /** Runs `call` when `valid` and nothing is in flight; true when it went through. */
  async run(valid: boolean, call: () => Promise<void>): Promise<boolean> {
    this.submitted = true;
    if (!valid || this.busy) return false;
    this.busy = true;
    this.done = false;
    this.error = null;
    try {
      await call();
      runInAction(() => {
        this.done = true;
        this.submitted = false;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = error;
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
