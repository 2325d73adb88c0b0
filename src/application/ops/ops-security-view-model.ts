/**
 * /ops/security: one's own second factor (docs/operations-console.md "Second factor"). Off: start
 * (a new secret to scan or type), confirm with its first code, see the recovery codes once. On: an
 * admin keeps it (required for the role); another role may turn it off with a current code. The
 * state comes from GET ops/me (OpsSession's profile), reloaded after each change.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../ports/api-error';
import { OPS_API, type OpsApi } from '../ports/ops-api.port';
import { OPS_SESSION, OpsSession } from './ops-session';

export const OPS_SECURITY_VIEW_MODEL = Symbol.for('ops.OpsSecurityViewModel');

export type OpsSecurityFailure = 'code_invalid' | 'other';
export type OpsSecurityDone = 'enabled' | 'disabled';

@injectable()
export class OpsSecurityViewModel {
  /** The secret being set up (until confirmed). */
  setup: { secret: string; otpauthUri: string } | null = null;
  code = '';
  submitted = false;
  busy = false;
  failure: OpsSecurityFailure | null = null;
  recoveryCodes: string[] | null = null;
  done: OpsSecurityDone | null = null;

  constructor(
    @inject(OPS_API) private readonly api: OpsApi,
    @inject(OPS_SESSION) private readonly session: OpsSession,
  ) {
    makeAutoObservable<this, 'api' | 'session'>(this, { api: false, session: false }, { autoBind: true });
  }

  get enabled(): boolean {
    return this.session.profile?.secondFactor.enabled ?? false;
  }

  get required(): boolean {
    return this.session.profile?.secondFactor.required ?? false;
  }

  setCode(value: string): void {
    this.code = value;
    this.failure = null;
  }

  codeError(): 'required' | 'format' | null {
    if (!this.submitted) return null;
    const code = this.code.replace(/\s+/g, '');
    if (code === '') return 'required';
    return /^\d{6}$/.test(code) ? null : 'format';
  }

  async start(): Promise<void> {
    await this.run(async () => {
      const setup = await this.api.setupSecondFactor();
      runInAction(() => {
        this.setup = setup;
        this.recoveryCodes = null;
      });
    });
  }

  async confirm(): Promise<void> {
    this.submitted = true;
    if (!this.setup || this.codeError()) return;
    const code = this.code.replace(/\s+/g, '');
    await this.run(async () => {
      const codes = await this.api.confirmSecondFactor(code);
      runInAction(() => {
        this.recoveryCodes = codes;
        this.setup = null;
        this.done = 'enabled';
      });
    });
  }

  async disable(): Promise<void> {
    this.submitted = true;
    if (this.required || this.codeError()) return;
    const code = this.code.replace(/\s+/g, '');
    await this.run(async () => {
      await this.api.disableSecondFactor({ code });
      runInAction(() => {
        this.done = 'disabled';
        this.recoveryCodes = null;
      });
    });
  }

  private async run(call: () => Promise<void>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.failure = null;
    this.done = null;
    try {
      await call();
      runInAction(() => {
        this.code = '';
        this.submitted = false;
      });
      await this.session.loadProfile();
    } catch (error) {
      this.session.handle(error);
      runInAction(() => {
        this.failure = error instanceof ApiError && error.reason === 'SECOND_FACTOR_INVALID' ? 'code_invalid' : 'other';
      });
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
