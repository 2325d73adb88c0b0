/**
 * The login form (modal and /login page). Identifier (phone number or e-mail)
 * and password are both required (spec section 5); a failed login shows the
 * server's message (spec section 8).
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SESSION_VIEW_MODEL, SessionViewModel } from './session-view-model';

export const LOGIN_VIEW_MODEL = Symbol.for('session.LoginViewModel');

export type LoginField = 'identifier' | 'password';

@injectable()
export class LoginViewModel {
  identifier = '';
  password = '';
  showPassword = false;
  submitted = false;
  submitting = false;
  /** The server's message of the last failed login. */
  serverError: string | null = null;

  constructor(@inject(SESSION_VIEW_MODEL) private readonly session: SessionViewModel) {
    makeAutoObservable<this, 'session'>(this, { session: false }, { autoBind: true });
  }

  setIdentifier(value: string): void {
    this.identifier = value;
    this.serverError = null;
  }

  setPassword(value: string): void {
    this.password = value;
    this.serverError = null;
  }

  toggleShowPassword(): void {
    this.showPassword = !this.showPassword;
  }

  /** 'required' for an empty field once the form was submitted. */
  error(field: LoginField): 'required' | null {
    if (!this.submitted) return null;
    return this[field].trim() === '' ? 'required' : null;
  }

  get valid(): boolean {
    return this.identifier.trim() !== '' && this.password !== '';
  }

  /** Resolves true on success (the modal closes), false otherwise. */
  async submit(): Promise<boolean> {
    this.submitted = true;
    if (!this.valid || this.submitting) return false;
    this.submitting = true;
    this.serverError = null;
    try {
      await this.session.login(this.identifier, this.password);
      runInAction(() => {
        this.password = '';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.serverError = error instanceof Error && error.message ? error.message : 'Network Error.';
      });
      return false;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }
}
