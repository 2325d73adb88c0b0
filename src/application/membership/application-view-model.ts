/**
 * /join-reseller and /register-agent (docs/membership.md): the customer's latest application of
 * the kind (GET customer/membership) and, when there is none pending or approved, the form. The
 * domain's checks show under the fields after the first submit; the server's 422 names a field;
 * 409 (one pending at a time) shows the server's message. After sending: the thanks message.
 */
import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  EMPTY_AGENT_FORM, EMPTY_RESELLER_FORM, checkAgentForm, checkResellerForm,
  type AgentForm, type ApplicationKind, type FieldProblem, type ResellerForm,
} from '../../domain/membership';
import { isApiError } from '../ports/api-error';
import { MEMBERSHIP_API, type Application, type MembershipApi } from '../ports/membership-api.port';
import { loadInto } from '../payment/load-state';

export const APPLICATION_VIEW_MODEL = Symbol.for('membership.ApplicationViewModel');

type AnyForm = ResellerForm | AgentForm;

@injectable()
export class ApplicationViewModel {
  kind: ApplicationKind = 'reseller';
  form: Record<string, string> = { ...EMPTY_RESELLER_FORM };
  existing: Application | null = null;
  /** The application just sent (the thanks message shows). */
  sent: Application | null = null;
  loaded = false;
  loading = false;
  loadError: unknown = null;
  submitted = false;
  submitting = false;
  error: unknown = null;
  private serverField: string | null = null;

  constructor(@inject(MEMBERSHIP_API) private readonly api: MembershipApi) {
    makeObservable<this, 'api' | 'serverField'>(this, {
      api: false,
      kind: observable, form: observable, existing: observableRef, sent: observableRef, loaded: observable, loading: observable,
      loadError: observableRef, submitted: observable, submitting: observable, error: observableRef, serverField: observable,
      problems: computed, canApply: computed,
      start: actionBound, load: actionBound, setField: actionBound, submit: actionBound,
    });
  }

  /** The page's kind; the form starts empty. */
  start(kind: ApplicationKind): void {
    this.kind = kind;
    this.form = { ...(kind === 'reseller' ? EMPTY_RESELLER_FORM : EMPTY_AGENT_FORM) };
  }

  async load(): Promise<void> {
    await loadInto(this, () => this.api.status(), (status) => {
      this.existing = status.applications[this.kind];
      this.loaded = true;
    });
  }

  /** A new application may be sent: none, or the latest one was rejected. */
  get canApply(): boolean {
    return this.sent === null && (this.existing === null || this.existing.status === 'rejected');
  }

  get problems(): Partial<Record<string, FieldProblem>> {
    return this.kind === 'reseller' ? checkResellerForm(this.form as unknown as ResellerForm) : checkAgentForm(this.form as unknown as AgentForm);
  }

  /** A field's problem once the customer tried to send (the domain's, else the server's 'invalid'). */
  problemOf(field: string): FieldProblem | null {
    if (!this.submitted) return null;
    return this.problems[field] ?? (this.serverField === field ? 'invalid' : null);
  }

  setField(field: string, value: string): void {
    this.form = { ...this.form, [field]: value };
    if (this.serverField === field) this.serverField = null;
    this.error = null;
  }

  /** Sends the application; true once it is accepted. */
  async submit(): Promise<boolean> {
    this.submitted = true;
    if (this.submitting || Object.keys(this.problems).length > 0) return false;
    this.submitting = true;
    this.error = null;
    try {
      const form = this.form as unknown as AnyForm;
      const sent = await this.api.apply(this.kind === 'reseller' ? { kind: 'reseller', form: form as ResellerForm } : { kind: 'agent', form: form as AgentForm });
      runInAction(() => {
        this.sent = sent;
        this.existing = sent;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        const field = isApiError(error) && error.field?.startsWith('body.') ? error.field.slice('body.'.length) : null;
        if (field !== null && field in this.form) this.serverField = field;
        else this.error = error;
      });
      return false;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }
}
