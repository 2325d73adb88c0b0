/**
 * The state the account forms (/register, /reset-password) share, one step at a time: which
 * fields show their errors (after blur or submit), the call in flight, the notice of the last
 * call that succeeded, and the last failure with the server's own message (spec section 8) and a
 * 422's message under the field it names.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { errorField, serverMessage } from './server-message';

export class FormState<Field extends string, Failure extends string, Notice extends string> {
  /** The step's form was submitted: every invalid field shows its error. */
  submitted = false;
  touched: Partial<Record<Field, boolean>> = {};
  busy = false;
  /** What the last successful call said (localised by the screen). */
  notice: Notice | null = null;
  /** What failed; `serverMessage` holds the server's own text when it sent one. */
  failure: Failure | null = null;
  serverMessage: string | null = null;
  /** A 422's message shown under the field it names, until the field changes. */
  serverFieldErrors: Partial<Record<Field, string>> = {};
  showPassword = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  touch(field: Field): void {
    this.touched[field] = true;
  }

  /** A field's error, once the field was left or its step submitted. */
  shown<E>(field: Field, error: E | null | undefined): E | null {
    return this.submitted || this.touched[field] ? (error ?? null) : null;
  }

  /** A field changed: its server message and the last failure go. */
  edited(field: Field): void {
    const { [field]: _cleared, ...others } = this.serverFieldErrors;
    this.serverFieldErrors = others as Partial<Record<Field, string>>;
    this.clearFailure();
  }

  toggleShowPassword(): void {
    this.showPassword = !this.showPassword;
  }

  /** Marks the step submitted; true when it may call the server (valid, nothing in flight). */
  submit(valid: boolean): boolean {
    this.submitted = true;
    return valid && !this.busy;
  }

  /** A new step: nothing submitted, touched or failed yet (the notice stays). */
  restart(): void {
    this.submitted = false;
    this.touched = {};
    this.serverFieldErrors = {};
    this.clearFailure();
  }

  clearFailure(): void {
    this.failure = null;
    this.serverMessage = null;
  }

  /**
   * One call to the server: busy meanwhile, the notice and failure cleared at the start; `done`
   * runs (in an action) when it succeeded, else `failure` with the server's message, shown under
   * the field a 422 names when `fields` maps that request field. True when it succeeded.
   */
  async run(failure: Failure, call: () => Promise<unknown>, done: () => void, fields?: Readonly<Record<string, Field>>): Promise<boolean> {
    this.busy = true;
    this.notice = null;
    this.clearFailure();
    try {
      await call();
      runInAction(done);
      return true;
    } catch (error) {
      runInAction(() => {
        this.failure = failure;
        this.serverMessage = serverMessage(error);
        const field = fields?.[errorField(error) ?? ''];
        if (field && this.serverMessage) this.serverFieldErrors[field] = this.serverMessage;
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
