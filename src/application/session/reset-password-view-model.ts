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
import { makeAutoObservable } from 'mobx';
import { AUTH_API, type AuthApi } from '../ports/auth-api.port';
import { CLOCK, type Clock } from '../shell/app-settings';
import { ResendCountdown } from './countdown';
import { confirmationError, errorsOf, passwordError, required, type ConfirmationError, type PasswordError } from './form-checks';
import { FormState } from './form-state';
import { identifierError, normaliseIdentifier, type IdentifierError } from './identifier';

export const RESET_PASSWORD_VIEW_MODEL = Symbol.for('session.ResetPasswordViewModel');

export type ResetStep = 'request' | 'confirm' | 'done';
export type ResetField = 'code' | 'newPassword' | 'confirmPassword';
export type ResetFieldError = PasswordError | ConfirmationError;
export type ResetFailure = 'send_failed' | 'reset_failed';

const SERVER_FIELDS: Record<string, ResetField> = { token: 'code', new_password: 'newPassword', confirm_password: 'confirmPassword' };
const EMPTY_FORM: Record<ResetField, string> = { code: '', newPassword: '', confirmPassword: '' };

@injectable()
export class ResetPasswordViewModel {
  step: ResetStep = 'request';
  identifier = '';
  /** The identifier the code was sent to. */
  sentTo = '';
  form: Record<ResetField, string> = { ...EMPTY_FORM };
  /** The current step's errors shown, call in flight, notice ('code_sent') and failure. */
  readonly state = new FormState<ResetField | 'identifier', ResetFailure, 'code_sent'>();
  readonly countdown: ResendCountdown;

  constructor(
    @inject(AUTH_API) private readonly auth: AuthApi,
    @inject(CLOCK) clock: Clock,
  ) {
    this.countdown = new ResendCountdown(clock);
    makeAutoObservable<this, 'auth'>(this, { auth: false, state: false, countdown: false }, { autoBind: true });
  }

  /** A code was (re)sent: the notice shows. */
  get codeSent(): boolean { return this.state.notice === 'code_sent'; }
  get failure(): ResetFailure | null { return this.state.failure; }
  get serverMessage(): string | null { return this.state.serverMessage; }

  setIdentifier(value: string): void {
    this.identifier = value;
    this.state.edited('identifier');
  }

  get identifierError(): IdentifierError | null {
    return this.state.shown('identifier', identifierError(this.identifier));
  }

  setField(field: ResetField, value: string): void {
    this.form[field] = value;
    this.state.edited(field);
  }

  get errors(): Partial<Record<ResetField, ResetFieldError>> {
    return errorsOf<ResetField, ResetFieldError>({
      code: required(this.form.code),
      newPassword: passwordError(this.form.newPassword),
      confirmPassword: confirmationError(this.form.newPassword, this.form.confirmPassword),
    });
  }

  fieldError(field: ResetField): ResetFieldError | null {
    return this.state.shown(field, this.errors[field]);
  }

  get canResend(): boolean {
    return !this.state.busy && !this.countdown.running && this.sentTo !== '';
  }

  /** Step 1: asks for a reset code; true when the server took the request. */
  async submitRequest(): Promise<boolean> {
    if (!this.state.submit(identifierError(this.identifier) === null)) return false;
    return this.send(normaliseIdentifier(this.identifier));
  }

  async resend(): Promise<boolean> {
    if (!this.canResend) return false;
    return this.send(this.sentTo);
  }

  private send(to: string): Promise<boolean> {
    return this.state.run('send_failed', () => this.auth.forgotPassword(to), () => {
      this.sentTo = to;
      if (this.step !== 'confirm') this.moveTo('confirm');
      this.state.notice = 'code_sent';
      this.countdown.start();
    });
  }

  /** Step 2: sets the new password with the code; true when it is set. */
  async submitConfirm(): Promise<boolean> {
    if (!this.state.submit(Object.keys(this.errors).length === 0)) return false;
    const { code, newPassword, confirmPassword } = this.form;
    return this.state.run('reset_failed', () => this.auth.confirmForgot({ token: code.trim(), newPassword, confirmPassword }), () => {
      this.moveTo('done');
      this.form = { ...EMPTY_FORM };
      this.countdown.stop();
    }, SERVER_FIELDS);
  }

  /** Back to step 1 (another identifier). */
  startOver(): void {
    this.identifier = this.sentTo || this.identifier;
    this.sentTo = '';
    this.form = { ...EMPTY_FORM };
    this.countdown.stop();
    this.state.notice = null;
    this.moveTo('request');
  }

  private moveTo(step: ResetStep): void {
    this.step = step;
    this.state.restart();
  }
}
