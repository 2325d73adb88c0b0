/**
 * /ops/login: e-mail and password (both required), POST ops/login; then, when the server asks, the
 * second factor (docs/operations-console.md "Second factor"): a `code` step (a 6-digit code from
 * the authenticator app, or a recovery code), or an `enrol` step (an admin without one: the secret
 * to scan or type, confirmed by its first code, after which the recovery codes are shown once and
 * acknowledged before the console opens). The session is kept by OpsSession (its own storage key)
 * and the permissions loaded. Refusals: 401 LOGIN_FAILED (one answer for a wrong e-mail, a wrong
 * password or a disabled account), 401 SECOND_FACTOR_INVALID (wrong or used code), 401
 * CHALLENGE_INVALID (the step expired: back to the password), 429 (too many attempts for the
 * account or the address), no answer.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../ports/api-error';
import { OPS_API, type OpsApi, type SecondFactorAnswer, type StaffSession } from '../ports/ops-api.port';
import { OPS_SESSION, OpsSession } from './ops-session';

export const OPS_LOGIN_VIEW_MODEL = Symbol.for('ops.OpsLoginViewModel');

export type OpsLoginFailure = 'login_failed' | 'code_invalid' | 'challenge_expired' | 'too_many' | 'network' | 'other';
export type OpsLoginStep = 'password' | 'code' | 'enrol' | 'recovery';

function failureOf(error: unknown): OpsLoginFailure {
  if (!(error instanceof ApiError)) return 'network';
  if (error.status === 401 && error.reason === 'SECOND_FACTOR_INVALID') return 'code_invalid';
  if (error.status === 401 && error.reason === 'CHALLENGE_INVALID') return 'challenge_expired';
  if (error.status === 401) return 'login_failed';
  if (error.status === 429) return 'too_many';
  return error.status === 0 || error.status >= 500 ? 'network' : 'other';
}

@injectable()
export class OpsLoginViewModel {
  step: OpsLoginStep = 'password';
  email = '';
  password = '';
  /** The 6-digit code, or the recovery code when `useRecoveryCode`. */
  code = '';
  useRecoveryCode = false;
  /** The enrolment's secret: base32 text and the otpauth:// URI (for the QR code). */
  enrolment: { secret: string; otpauthUri: string } | null = null;
  /** Shown once after an enrolment, until acknowledged. */
  recoveryCodes: string[] | null = null;
  submitted = false;
  submitting = false;
  failure: OpsLoginFailure | null = null;
  private challenge: string | null = null;
  private pending: StaffSession | null = null;

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

  setCode(value: string): void {
    this.code = value;
    this.failure = null;
  }

  /** Between the app's code and a recovery code (the code step only). */
  toggleRecoveryCode(): void {
    if (this.step !== 'code') return;
    this.useRecoveryCode = !this.useRecoveryCode;
    this.code = '';
    this.failure = null;
  }

  error(field: 'email' | 'password' | 'code'): 'required' | 'format' | null {
    if (!this.submitted) return null;
    if (field !== 'code') return this[field].trim() === '' ? 'required' : null;
    const code = this.code.replace(/\s+/g, '');
    if (code === '') return 'required';
    return this.useRecoveryCode || /^\d{6}$/.test(code) ? null : 'format';
  }

  /** Back to the e-mail and password (a new sign-in). */
  restart(): void {
    this.step = 'password';
    this.challenge = null;
    this.enrolment = null;
    this.code = '';
    this.useRecoveryCode = false;
    this.submitted = false;
  }

  /** The step's form: true once signed in (the page then goes to the redirect or /ops). */
  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    if (this.step === 'recovery') return this.finish();
    this.submitted = true;
    if (this.step === 'password') return this.submitPassword();
    return this.submitCode();
  }

  private async submitPassword(): Promise<boolean> {
    if (this.email.trim() === '' || this.password === '') return false;
    this.submitting = true;
    this.failure = null;
    try {
      const step = await this.api.login(this.email.trim(), this.password);
      if (step.kind === 'session') {
        runInAction(() => {
          this.pending = step.session;
        });
        return await this.finish();
      }
      runInAction(() => {
        this.step = step.kind;
        this.challenge = step.challenge;
        this.enrolment = step.kind === 'enrol' ? { secret: step.secret, otpauthUri: step.otpauthUri } : null;
        this.password = '';
        this.code = '';
        this.submitted = false;
        this.submitting = false;
      });
      return false;
    } catch (error) {
      return this.fail(error);
    }
  }

  private async submitCode(): Promise<boolean> {
    if (this.error('code') !== null || !this.challenge) return false;
    const code = this.code.replace(/\s+/g, '');
    const answer: SecondFactorAnswer = this.useRecoveryCode ? { recoveryCode: code } : { code };
    this.submitting = true;
    this.failure = null;
    try {
      const result = await this.api.secondFactor(this.challenge, answer);
      runInAction(() => {
        this.pending = result.session;
      });
      if (result.recoveryCodes) {
        runInAction(() => {
          this.recoveryCodes = result.recoveryCodes;
          this.step = 'recovery';
          this.enrolment = null;
          this.submitting = false;
        });
        return false;
      }
      return await this.finish();
    } catch (error) {
      const failure = failureOf(error);
      if (failure === 'challenge_expired') this.restart();
      runInAction(() => {
        this.code = '';
      });
      return this.fail(error);
    }
  }

  private async finish(): Promise<boolean> {
    const session = this.pending;
    if (!session) return false;
    this.submitting = true;
    this.session.signIn(session);
    await this.session.loadProfile();
    runInAction(() => {
      this.pending = null;
      this.password = '';
      this.code = '';
      this.recoveryCodes = null;
      this.submitting = false;
    });
    return true;
  }

  private fail(error: unknown): false {
    runInAction(() => {
      this.failure = failureOf(error);
      this.submitting = false;
    });
    return false;
  }
}
