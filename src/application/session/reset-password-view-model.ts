/**
 * /reset-password (spec sections 2, 5, 7): forgot password, then the reset code with a new
 * password, then a link to log in.
 *  1. request: the phone number or e-mail -> AuthApi.forgotPassword (the server answers the same
 *     whether or not the account exists);
 *  2. confirm: the code, the new password and its confirmation -> confirmForgot; a failure says
 *     'The reset code you entered is invalid or the password is not match';
 *  3. done: the password is set; the screen links to /login.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AUTH_API, type AuthApi } from '../ports/auth-api.port';
import { CLOCK, type Clock } from '../shell/app-settings';
import { ResendCountdown } from './countdown';
import { identifierError, normaliseIdentifier, PASSWORD_MIN_LENGTH, type IdentifierError } from './identifier';
import { errorField, serverMessage } from './server-message';

export const RESET_PASSWORD_VIEW_MODEL = Symbol.for('session.ResetPasswordViewModel');

export type ResetStep = 'request' | 'confirm' | 'done';
export type ResetField = 'code' | 'newPassword' | 'confirmPassword';
export type ResetFieldError = 'required' | 'password_short' | 'password_mismatch';
export type ResetFailure = 'send_failed' | 'reset_failed';

const SERVER_FIELDS: Record<string, ResetField> = { token: 'code', new_password: 'newPassword', confirm_password: 'confirmPassword' };

@injectable()
export class ResetPasswordViewModel {
  step: ResetStep = 'request';
  identifier = '';
  /** The identifier the code was sent to. */
  sentTo = '';
  form: Record<ResetField, string> = { code: '', newPassword: '', confirmPassword: '' };
  showPassword = false;
  submitted = false;
  touched: Partial<Record<ResetField | 'identifier', boolean>> = {};
  busy = false;
  /** A code was (re)sent: the notice shows. */
  codeSent = false;
  failure: ResetFailure | null = null;
  serverMessage: string | null = null;
  serverFieldErrors: Partial<Record<ResetField, string>> = {};
  readonly countdown: ResendCountdown;

  constructor(
    @inject(AUTH_API) private readonly auth: AuthApi,
    @inject(CLOCK) clock: Clock,
  ) {
    this.countdown = new ResendCountdown(clock);
    makeAutoObservable<this, 'auth'>(this, { auth: false, countdown: false }, { autoBind: true });
  }

  setIdentifier(value: string): void {
    this.identifier = value;
    this.clearFailure();
  }

  get identifierError(): IdentifierError | null {
    if (!this.submitted && !this.touched.identifier) return null;
    return identifierError(this.identifier);
  }

  setField(field: ResetField, value: string): void {
    this.form[field] = value;
    const { [field]: _cleared, ...others } = this.serverFieldErrors;
    this.serverFieldErrors = others;
    this.clearFailure();
  }

  touch(field: ResetField | 'identifier'): void {
    this.touched[field] = true;
  }

  toggleShowPassword(): void {
    this.showPassword = !this.showPassword;
  }

  get errors(): Partial<Record<ResetField, ResetFieldError>> {
    const errors: Partial<Record<ResetField, ResetFieldError>> = {};
    if (this.form.code.trim() === '') errors.code = 'required';
    if (this.form.newPassword === '') errors.newPassword = 'required';
    else if (this.form.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = 'password_short';
    if (this.form.confirmPassword === '') errors.confirmPassword = 'required';
    else if (this.form.confirmPassword !== this.form.newPassword) errors.confirmPassword = 'password_mismatch';
    return errors;
  }

  fieldError(field: ResetField): ResetFieldError | null {
    if (!this.submitted && !this.touched[field]) return null;
    return this.errors[field] ?? null;
  }

  get canResend(): boolean {
    return !this.busy && !this.countdown.running && this.sentTo !== '';
  }

  /** Step 1: asks for a reset code; true when the server took the request. */
  async submitRequest(): Promise<boolean> {
    this.submitted = true;
    if (identifierError(this.identifier) || this.busy) return false;
    return this.send(normaliseIdentifier(this.identifier));
  }

  async resend(): Promise<boolean> {
    if (!this.canResend) return false;
    return this.send(this.sentTo);
  }

  private async send(to: string): Promise<boolean> {
    this.begin();
    try {
      await this.auth.forgotPassword(to);
      runInAction(() => {
        this.sentTo = to;
        if (this.step !== 'confirm') this.moveTo('confirm');
        this.codeSent = true;
        this.countdown.start();
      });
      return true;
    } catch (error) {
      runInAction(() => this.fail('send_failed', error));
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** Step 2: sets the new password with the code; true when it is set. */
  async submitConfirm(): Promise<boolean> {
    this.submitted = true;
    if (Object.keys(this.errors).length > 0 || this.busy) return false;
    this.begin();
    try {
      await this.auth.confirmForgot({ token: this.form.code.trim(), newPassword: this.form.newPassword, confirmPassword: this.form.confirmPassword });
      runInAction(() => {
        this.moveTo('done');
        this.form = { code: '', newPassword: '', confirmPassword: '' };
        this.countdown.stop();
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.fail('reset_failed', error);
        const field = SERVER_FIELDS[errorField(error) ?? ''];
        if (field && this.serverMessage) this.serverFieldErrors[field] = this.serverMessage;
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** Back to step 1 (another identifier). */
  startOver(): void {
    this.identifier = this.sentTo || this.identifier;
    this.sentTo = '';
    this.form = { code: '', newPassword: '', confirmPassword: '' };
    this.countdown.stop();
    this.codeSent = false;
    this.moveTo('request');
  }

  private moveTo(step: ResetStep): void {
    this.step = step;
    this.submitted = false;
    this.touched = {};
    this.serverFieldErrors = {};
    this.clearFailure();
  }

  private begin(): void {
    this.busy = true;
    this.codeSent = false;
    this.clearFailure();
  }

  private clearFailure(): void {
    this.failure = null;
    this.serverMessage = null;
  }

  private fail(failure: ResetFailure, error: unknown): void {
    this.failure = failure;
    this.serverMessage = serverMessage(error);
  }
}
