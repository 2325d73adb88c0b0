/**
 * /register (spec sections 2, 3, 4, 5, 8): three steps.
 *  1. mini-register: a phone number or e-mail -> AuthApi.registerMini sends a one-time code;
 *  2. verification: the code (its length is not shown) -> verifyCode; a new code after a 60 s countdown;
 *  3. mandatory details (the identifier of step 1 prefilled and locked) -> SessionViewModel.register,
 *     which creates the account and signs the customer in exactly as a login does.
 * The step and the identifier are kept in the session's registerRules, so a reload resumes the
 * step; they are cleared at the end (or when the visitor starts over with another identifier).
 * The password is never stored.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AUTH_API, type AuthApi } from '../ports/auth-api.port';
import { SESSION_STORE, type SessionStore } from '../ports/session-store.port';
import { CLOCK, type Clock } from '../shell/app-settings';
import { ResendCountdown } from './countdown';
import {
  identifierError, identifierKind, isEmail, isPhone, normaliseIdentifier, PASSWORD_MIN_LENGTH,
  type IdentifierError, type IdentifierKind,
} from './identifier';
import { errorField, serverMessage } from './server-message';
import { SESSION_VIEW_MODEL, type SessionViewModel } from './session-view-model';

export const REGISTER_VIEW_MODEL = Symbol.for('session.RegisterViewModel');

export type RegisterStep = 'identify' | 'verify' | 'details';
const STEP_NUMBER: Record<RegisterStep, number> = { identify: 1, verify: 2, details: 3 };

export type DetailsField = 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'password' | 'confirmPassword';
export type DetailsError = 'required' | 'email' | 'phone' | 'password_short' | 'password_mismatch';
export type DetailsForm = Record<DetailsField, string>;

/** What the last successful call said (localised by the screen). */
export type RegisterNotice = 'code_sent' | 'code_resent' | 'verified';
/** What failed; `serverMessage` holds the server's own text when it sent one. */
export type RegisterFailure = 'send_failed' | 'verify_failed' | 'register_failed';

const EMPTY_DETAILS: DetailsForm = { firstName: '', lastName: '', email: '', phoneNumber: '', password: '', confirmPassword: '' };

const SERVER_FIELDS: Record<string, DetailsField> = {
  first_name: 'firstName', last_name: 'lastName', email: 'email', phone_number: 'phoneNumber', password: 'password', confirm_password: 'confirmPassword',
};

export function validateDetails(form: DetailsForm): Partial<Record<DetailsField, DetailsError>> {
  const errors: Partial<Record<DetailsField, DetailsError>> = {};
  if (form.firstName.trim() === '') errors.firstName = 'required';
  if (form.email.trim() === '') errors.email = 'required';
  else if (!isEmail(form.email)) errors.email = 'email';
  if (form.phoneNumber.trim() === '') errors.phoneNumber = 'required';
  else if (!isPhone(form.phoneNumber)) errors.phoneNumber = 'phone';
  if (form.password === '') errors.password = 'required';
  else if (form.password.length < PASSWORD_MIN_LENGTH) errors.password = 'password_short';
  if (form.confirmPassword === '') errors.confirmPassword = 'required';
  else if (form.confirmPassword !== form.password) errors.confirmPassword = 'password_mismatch';
  return errors;
}

@injectable()
export class RegisterViewModel {
  step: RegisterStep = 'identify';
  /** Step 1's input. */
  identifier = '';
  /** The identifier the code was sent to (normalised); locked from step 2 on. */
  userId = '';
  code = '';
  details: DetailsForm = { ...EMPTY_DETAILS };
  showPassword = false;
  /** The current step's form was submitted: every invalid field shows its error. */
  submitted = false;
  touched: Partial<Record<DetailsField | 'identifier' | 'code', boolean>> = {};
  busy = false;
  notice: RegisterNotice | null = null;
  failure: RegisterFailure | null = null;
  serverMessage: string | null = null;
  /** A 422's message shown under the field it names, until the field changes. */
  serverFieldErrors: Partial<Record<DetailsField, string>> = {};
  /** Registration finished: the customer is signed in. */
  done = false;
  readonly countdown: ResendCountdown;

  constructor(
    @inject(AUTH_API) private readonly auth: AuthApi,
    @inject(SESSION_STORE) private readonly store: SessionStore,
    @inject(SESSION_VIEW_MODEL) private readonly session: SessionViewModel,
    @inject(CLOCK) clock: Clock,
  ) {
    this.countdown = new ResendCountdown(clock);
    makeAutoObservable<this, 'auth' | 'store' | 'session'>(
      this,
      { auth: false, store: false, session: false, countdown: false },
      { autoBind: true },
    );
    this.resume();
  }

  /** After a reload: the step and identifier kept in registerRules. */
  private resume(): void {
    const rules = this.store.registerRules();
    if (!rules || !rules.userId || rules.step < 2) return;
    this.userId = rules.userId;
    this.identifier = rules.userId;
    if (rules.step >= 3) this.enterDetails();
    else this.step = 'verify';
  }

  get stepNumber(): number {
    return STEP_NUMBER[this.step];
  }

  /** 'email' or 'phone': where the code went, which field of step 3 is locked. */
  get userIdKind(): IdentifierKind | null {
    return this.userId ? identifierKind(this.userId) : null;
  }

  // ---- step 1 -------------------------------------------------------------------------------

  setIdentifier(value: string): void {
    this.identifier = value;
    this.clearFailure();
  }

  get identifierError(): IdentifierError | null {
    if (!this.submitted && !this.touched.identifier) return null;
    return identifierError(this.identifier);
  }

  /** Sends the one-time code; true when it went out (step 2 shows). */
  async submitIdentifier(): Promise<boolean> {
    this.submitted = true;
    if (identifierError(this.identifier) || this.busy) return false;
    const userId = normaliseIdentifier(this.identifier);
    this.begin();
    try {
      await this.auth.registerMini(userId);
      runInAction(() => {
        this.userId = userId;
        this.code = '';
        this.moveTo('verify');
        this.notice = 'code_sent';
        this.countdown.start();
      });
      this.store.setRegisterRules({ step: 2, userId });
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

  // ---- step 2 -------------------------------------------------------------------------------

  setCode(value: string): void {
    this.code = value;
    this.clearFailure();
  }

  get codeError(): 'required' | null {
    if (!this.submitted && !this.touched.code) return null;
    return this.code.trim() === '' ? 'required' : null;
  }

  get canResend(): boolean {
    return !this.busy && !this.countdown.running;
  }

  async resend(): Promise<boolean> {
    if (!this.canResend || !this.userId) return false;
    this.begin();
    try {
      await this.auth.resendCode(this.userId);
      runInAction(() => {
        this.notice = 'code_resent';
        this.code = '';
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

  async submitCode(): Promise<boolean> {
    this.submitted = true;
    if (this.code.trim() === '' || this.busy) return false;
    this.begin();
    try {
      await this.auth.verifyCode(this.userId, this.code.trim());
      runInAction(() => {
        this.enterDetails();
        this.notice = 'verified';
      });
      this.store.setRegisterRules({ step: 3, userId: this.userId });
      return true;
    } catch (error) {
      runInAction(() => this.fail('verify_failed', error));
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  // ---- step 3 -------------------------------------------------------------------------------

  private enterDetails(): void {
    this.moveTo('details');
    this.countdown.stop();
    const kind = identifierKind(this.userId);
    this.details = {
      ...this.details,
      email: kind === 'email' ? this.userId : this.details.email,
      phoneNumber: kind === 'phone' ? this.userId : this.details.phoneNumber,
    };
  }

  /** The field holding the identifier of step 1 cannot be changed. */
  isLocked(field: DetailsField): boolean {
    const kind = this.userIdKind;
    return (field === 'email' && kind === 'email') || (field === 'phoneNumber' && kind === 'phone');
  }

  setDetail(field: DetailsField, value: string): void {
    if (this.isLocked(field)) return;
    this.details[field] = value;
    const { [field]: _cleared, ...others } = this.serverFieldErrors;
    this.serverFieldErrors = others;
    this.clearFailure();
  }

  touch(field: DetailsField | 'identifier' | 'code'): void {
    this.touched[field] = true;
  }

  toggleShowPassword(): void {
    this.showPassword = !this.showPassword;
  }

  get detailErrors(): Partial<Record<DetailsField, DetailsError>> {
    return validateDetails(this.details);
  }

  detailError(field: DetailsField): DetailsError | null {
    if (!this.submitted && !this.touched[field]) return null;
    return this.detailErrors[field] ?? null;
  }

  /** Creates the account; true once the customer is signed in (the screen then leaves). */
  async submitDetails(): Promise<boolean> {
    this.submitted = true;
    if (Object.keys(this.detailErrors).length > 0 || this.busy) return false;
    this.begin();
    this.serverFieldErrors = {};
    const referral = this.store.referral();
    try {
      await this.session.register({
        userId: this.userId,
        firstName: this.details.firstName.trim(),
        lastName: this.details.lastName.trim(),
        email: this.details.email.trim(),
        phoneNumber: this.details.phoneNumber.trim(),
        password: this.details.password,
        confirmPassword: this.details.confirmPassword,
        ...(referral ? { referral } : {}),
      });
      runInAction(() => {
        this.done = true;
        this.details = { ...this.details, password: '', confirmPassword: '' };
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.fail('register_failed', error);
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

  // ---- shared -------------------------------------------------------------------------------

  /** Back to step 1 with another identifier: the kept step is forgotten. */
  startOver(): void {
    this.store.setRegisterRules(null);
    this.identifier = this.userId || this.identifier;
    this.userId = '';
    this.code = '';
    this.details = { ...EMPTY_DETAILS };
    this.countdown.stop();
    this.moveTo('identify');
    this.notice = null;
  }

  dismissNotice(): void {
    this.notice = null;
  }

  private moveTo(step: RegisterStep): void {
    this.step = step;
    this.submitted = false;
    this.touched = {};
    this.serverFieldErrors = {};
    this.clearFailure();
  }

  private begin(): void {
    this.busy = true;
    this.notice = null;
    this.clearFailure();
  }

  private clearFailure(): void {
    this.failure = null;
    this.serverMessage = null;
  }

  private fail(failure: RegisterFailure, error: unknown): void {
    this.failure = failure;
    this.serverMessage = serverMessage(error);
  }
}
