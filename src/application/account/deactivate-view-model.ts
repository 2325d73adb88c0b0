/**
 * /deactive-account (docs/account-security.md): the customer confirms with the password and ticks
 * that they understood what is kept (orders, invoices and payments for the legal retention period);
 * POST customer/deactivate ends every session on the server. `done` tells the screen to go to
 * /logout, which forgets this device's session as any sign-out does.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ACCOUNT_API, type AccountApi } from '../ports/account-api.port';

export const DEACTIVATE_VIEW_MODEL = Symbol.for('account.DeactivateViewModel');

export interface DeactivateProblems {
  password?: 'required';
  understood?: 'required';
}

@injectable()
export class DeactivateViewModel {
  password = '';
  understood = false;
  submitted = false;
  busy = false;
  done = false;
  error: unknown = null;

  constructor(@inject(ACCOUNT_API) private readonly api: AccountApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  get problems(): DeactivateProblems {
    const p: DeactivateProblems = {};
    if (this.password === '') p.password = 'required';
    if (!this.understood) p.understood = 'required';
    return p;
  }

  get shownProblems(): DeactivateProblems {
    return this.submitted ? this.problems : {};
  }

  setPassword(password: string): void {
    this.password = password;
    this.error = null;
  }

  setUnderstood(on: boolean): void {
    this.understood = on;
    this.error = null;
  }

  async deactivate(): Promise<boolean> {
    this.submitted = true;
    if (Object.keys(this.problems).length > 0 || this.busy) return false;
    this.busy = true;
    this.error = null;
    try {
      await this.api.deactivate(this.password);
      runInAction(() => {
        this.done = true;
        this.password = '';
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
