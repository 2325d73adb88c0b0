/**
 * /deactive-account (docs/account-security.md): the customer confirms with the password and ticks
 * that they understood what is kept (orders, invoices and payments for the legal retention period);
 * POST customer/deactivate ends every session on the server. `submission.done` tells the screen to go to
 * /logout, which forgets this device's session as any sign-out does.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ACCOUNT_API, type AccountApi } from '../ports/account-api.port';
import { Submission } from './submission';

export const DEACTIVATE_VIEW_MODEL = Symbol.for('account.DeactivateViewModel');

export interface DeactivateProblems {
  password?: 'required';
  understood?: 'required';
}

@injectable()
export class DeactivateViewModel {
  password = '';
  understood = false;
  readonly submission = new Submission();

  constructor(@inject(ACCOUNT_API) private readonly api: AccountApi) {
    makeAutoObservable<this, 'api'>(this, { api: false, submission: false }, { autoBind: true });
  }

  get problems(): DeactivateProblems {
    const p: DeactivateProblems = {};
    if (this.password === '') p.password = 'required';
    if (!this.understood) p.understood = 'required';
    return p;
  }

  get shownProblems(): DeactivateProblems {
    return this.submission.submitted ? this.problems : {};
  }

  setPassword(password: string): void {
    this.password = password;
    this.submission.edited();
  }

  setUnderstood(on: boolean): void {
    this.understood = on;
    this.submission.edited();
  }

  /** True when the account is closed (`submission.done`: the screen goes to /logout). */
  async deactivate(): Promise<boolean> {
    return this.submission.run(Object.keys(this.problems).length === 0, () => this.api.deactivate(this.password));
  }
}
