/**
 * /ops/login: e-mail and password (both required), POST ops/login; the session is kept by OpsSession
 * (its own storage key) and the permissions loaded. A refusal: 401 LOGIN_FAILED (one answer for a
 * wrong e-mail, a wrong password or a disabled account), 429 (too many attempts), no answer.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../ports/api-error';
import { OPS_API, type OpsApi } from '../ports/ops-api.port';
import { OPS_SESSION, OpsSession } from './ops-session';

export const OPS_LOGIN_VIEW_MODEL = Symbol.for('ops.OpsLoginViewModel');

export type OpsLoginFailure = 'login_failed' | 'too_many' | 'network' | 'other';

@injectable()
export class OpsLoginViewModel {
  email = '';
  password = '';
  submitted = false;
  submitting = false;
  failure: OpsLoginFailure | null = null;

  constructor(
    @inject(OPS_API) private readonly api: OpsApi,
    @inject(OPS_SESSION) private readonly session: OpsSession,
  ) {
    makeAutoObservable<this, 'api' | 'session'>(this, { api: false, session: false }, { autoBind: true });
  }

  setEmail(value: string): void {
    this.email = value;
    this.failure = null;
  }

  setPassword(value: string): void {
    this.password = value;
    this.failure = null;
  }

  error(field: 'email' | 'password'): 'required' | null {
    if (!this.submitted) return null;
    return this[field].trim() === '' ? 'required' : null;
  }

  /** True once signed in (the page then goes to the redirect or /ops). */
  async submit(): Promise<boolean> {
    this.submitted = true;
    if (this.email.trim() === '' || this.password === '' || this.submitting) return false;
    this.submitting = true;
    this.failure = null;
    try {
      const session = await this.api.login(this.email.trim(), this.password);
      this.session.signIn(session);
      await this.session.loadProfile();
      runInAction(() => {
        this.password = '';
        this.submitting = false;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.failure = !(error instanceof ApiError) ? 'network'
          : error.status === 401 ? 'login_failed'
            : error.status === 429 ? 'too_many'
              : error.status === 0 || error.status >= 500 ? 'network' : 'other';
        this.submitting = false;
      });
      return false;
    }
  }
}
