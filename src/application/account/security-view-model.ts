/**
 * /edit-password (docs/account-security.md): two forms.
 * - The password: the current one, the new one (8 or more characters) and its confirmation, checked
 *   before sending (POST customer/password/change); the server signs every other session out. A
 *   refusal shows 'Cannot update your password at this time' (the server's message).
 * - The wallet PIN (POST customer/reset/pin): 6 digits, not a repeat or a straight run (domain
 *   rule), confirmed, and the account password. The session's user learns `hasPin`.
 * A failure keeps what was typed.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { pinProblem, type PinProblem } from '../../domain/account';
import { ACCOUNT_API, type AccountApi } from '../ports/account-api.port';
import { AUTH_API, type AuthApi } from '../ports/auth-api.port';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../session/session-view-model';
import { Submission } from './submission';

export const SECURITY_VIEW_MODEL = Symbol.for('account.SecurityViewModel');

export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordProblems {
  oldPassword?: 'required';
  newPassword?: 'required' | 'short';
  confirmPassword?: 'mismatch';
}

export interface PinProblems {
  password?: 'required';
  pin?: 'required' | PinProblem;
  confirmPin?: 'mismatch';
}

@injectable()
export class SecurityViewModel {
  oldPassword = '';
  newPassword = '';
  confirmPassword = '';
  readonly passwordForm = new Submission();

  pinPassword = '';
  pin = '';
  confirmPin = '';
  readonly pinForm = new Submission();

  constructor(
    @inject(AUTH_API) private readonly auth: AuthApi,
    @inject(ACCOUNT_API) private readonly account: AccountApi,
    @inject(SESSION_VIEW_MODEL) private readonly session: SessionViewModel,
  ) {
    makeAutoObservable<this, 'auth' | 'account' | 'session'>(this, { auth: false, account: false, session: false, passwordForm: false, pinForm: false }, { autoBind: true });
  }

  /** Whether the customer already has a wallet PIN (the form then changes it). */
  get hasPin(): boolean {
    return this.session.user?.hasPin === true;
  }

  get passwordProblems(): PasswordProblems {
    const p: PasswordProblems = {};
    if (this.oldPassword === '') p.oldPassword = 'required';
    if (this.newPassword === '') p.newPassword = 'required';
    else if (this.newPassword.length < PASSWORD_MIN_LENGTH) p.newPassword = 'short';
    if (this.confirmPassword !== this.newPassword) p.confirmPassword = 'mismatch';
    return p;
  }

  get pinProblems(): PinProblems {
    const p: PinProblems = {};
    if (this.pinPassword === '') p.password = 'required';
    const problem = this.pin === '' ? 'required' : pinProblem(this.pin);
    if (problem) p.pin = problem;
    if (this.confirmPin !== this.pin) p.confirmPin = 'mismatch';
    return p;
  }

  setPasswordField(field: 'oldPassword' | 'newPassword' | 'confirmPassword', value: string): void {
    this[field] = value;
    this.passwordForm.edited();
  }

  setPinField(field: 'pinPassword' | 'pin' | 'confirmPin', value: string): void {
    this[field] = value;
    this.pinForm.edited();
  }

  /** Changes the password; every other session of the customer is signed out by the server. */
  async changePassword(): Promise<boolean> {
    const ok = await this.passwordForm.run(Object.keys(this.passwordProblems).length === 0, async () => {
      await this.auth.changePassword({ oldPassword: this.oldPassword, newPassword: this.newPassword, confirmPassword: this.confirmPassword });
    });
    if (ok) {
      runInAction(() => {
        this.oldPassword = '';
        this.newPassword = '';
        this.confirmPassword = '';
      });
    }
    return ok;
  }

  /** Sets or changes the wallet PIN. */
  async savePin(): Promise<boolean> {
    const ok = await this.pinForm.run(Object.keys(this.pinProblems).length === 0, async () => {
      await this.account.setPin({ password: this.pinPassword, pin: this.pin, confirmPin: this.confirmPin });
    });
    if (ok) {
      runInAction(() => {
        this.pinPassword = '';
        this.pin = '';
        this.confirmPin = '';
      });
      await this.session.refreshProfile();
    }
    return ok;
  }
}
