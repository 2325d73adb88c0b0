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
import { makeAutoObservable } from 'mobx';
import { AUTH_API, type AuthApi } from '../ports/auth-api.port';
import { SESSION_STORE, type SessionStore } from '../ports/session-store.port';
import { CLOCK, type Clock } from '../shell/app-settings';
import { ResendCountdown } from './countdown';
import { confirmationError, errorsOf, passwordError, required, type ConfirmationError, type PasswordError } from './form-checks';
import { FormState } from './form-state';
import {
  identifierError, identifierKind, isEmail, isPhone, normaliseIdentifier, type IdentifierError, type IdentifierKind,
} from './identifier';
import { SESSION_VIEW_MODEL, type SessionViewModel } from './session-view-model';

export const REGISTER_VIEW_MODEL = Symbol.for('session.RegisterViewModel');

export type RegisterStep = 'identify' | 'verify' | 'details';
const STEP_NUMBER: Record<RegisterStep, number> = { identify: 1, verify: 2, details: 3 };

export type DetailsField = 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'password' | 'confirmPassword';
export type DetailsError = 'required' | 'email' | 'phone' | PasswordError | ConfirmationError;
export type DetailsForm = Record<DetailsField, string>;
export type RegisterField = DetailsField | 'identifier' | 'code';

/** What the last successful call said (localised by the screen). */
export type RegisterNotice = 'code_sent' | 'code_resent' | 'verified';
/** What failed; `serverMessage` holds the server's own text when it sent one. */
export type RegisterFailure = 'send_failed' | 'verify_failed' | 'register_failed';

const EMPTY_DETAILS: DetailsForm = { firstName: '', lastName: '', email: '', phoneNumber: '', password: '', confirmPassword: '' };

const SERVER_FIELDS: Record<string, DetailsField> = {
  first_name: 'firstName', last_name: 'lastName', email: 'email', phone_number: 'phoneNumber', password: 'password', confirm_password: 'confirmPassword',
};

export function validateDetails(form: DetailsForm): Partial<Record<DetailsField, DetailsError>> {
  return errorsOf<DetailsField, DetailsError>({
    firstName: required(form.firstName),
    email: required(form.email) ?? (isEmail(form.email) ? null : 'email'),
    phoneNumber: required(form.phoneNumber) ?? (isPhone(form.phoneNumber) ? null : 'phone'),
    password: passwordError(form.password),
    confirmPassword: confirmationError(form.password, form.confirmPassword),
  });
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
  /** Registration finished: the customer is signed in. */
  done = false;
  /** The current step's errors shown, call in flight, notice and failure. */
  readonly state = new FormState<RegisterField, RegisterFailure, RegisterNotice>();
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
      { auth: false, store: false, session: false, state: false, countdown: false },
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

  get notice(): RegisterNotice | null { return this.state.notice; }
  get failure(): RegisterFailure | null { return this.state.failure; }
  get serverMessage(): string | null { return this.state.serverMessage; }

  /** 'email' or 'phone': where the code went, which field of step 3 is locked. */
  get userIdKind(): IdentifierKind | null {
    return this.userId ? identifierKind(this.userId) : null;
  }

  // ---- step 1 -------------------------------------------------------------------------------

  setIdentifier(value: string): void {
    this.identifier = value;
    this.state.edited('identifier');
  }

  get identifierError(): IdentifierError | null {
    return this.state.shown('identifier', identifierError(this.identifier));
  }

  /** Sends the one-time code; true when it went out (step 2 shows). */
  async submitIdentifier(): Promise<boolean> {
    if (!this.state.submit(identifierError(this.identifier) === null)) return false;
    const userId = normaliseIdentifier(this.identifier);
    return this.state.run('send_failed', () => this.auth.registerMini(userId), () => {
      this.userId = userId;
      this.code = '';
      this.moveTo('verify');
      this.awaitCode('code_sent');
      this.store.setRegisterRules({ step: 2, userId });
    });
  }

  // ---- step 2 -------------------------------------------------------------------------------

  setCode(value: string): void {
    this.code = value;
    this.state.edited('code');
  }

  get codeError(): 'required' | null {
    return this.state.shown('code', required(this.code));
  }

  get canResend(): boolean {
    return !this.state.busy && !this.countdown.running;
  }

  async resend(): Promise<boolean> {
    if (!this.canResend || !this.userId) return false;
    return this.state.run('send_failed', () => this.auth.resendCode(this.userId), () => this.awaitCode('code_resent'));
  }

  /** A code went out: the notice, an empty code field, the countdown to the next one. */
  private awaitCode(notice: 'code_sent' | 'code_resent'): void {
    this.state.notice = notice;
    this.code = '';
    this.countdown.start();
  }

  async submitCode(): Promise<boolean> {
    if (!this.state.submit(required(this.code) === null)) return false;
    return this.state.run('verify_failed', () => this.auth.verifyCode(this.userId, this.code.trim()), () => {
      this.enterDetails();
      this.state.notice = 'verified';
      this.store.setRegisterRules({ step: 3, userId: this.userId });
    });
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
    this.state.edited(field);
  }

  get detailErrors(): Partial<Record<DetailsField, DetailsError>> {
    return validateDetails(this.details);
  }

  detailError(field: DetailsField): DetailsError | null {
    return this.state.shown(field, this.detailErrors[field]);
  }

  /** Creates the account; true once the customer is signed in (the screen then leaves). */
  async submitDetails(): Promise<boolean> {
    if (!this.state.submit(Object.keys(this.detailErrors).length === 0)) return false;
    this.state.serverFieldErrors = {};
    const referral = this.store.referral();
    const register = () => this.session.register({
      userId: this.userId,
      firstName: this.details.firstName.trim(),
      lastName: this.details.lastName.trim(),
      email: this.details.email.trim(),
      phoneNumber: this.details.phoneNumber.trim(),
      password: this.details.password,
      confirmPassword: this.details.confirmPassword,
      ...(referral ? { referral } : {}),
    });
    return this.state.run('register_failed', register, () => {
      this.done = true;
      this.details = { ...this.details, password: '', confirmPassword: '' };
    }, SERVER_FIELDS);
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
    this.state.notice = null;
  }

  private moveTo(step: RegisterStep): void {
    this.step = step;
    this.state.restart();
  }
}
