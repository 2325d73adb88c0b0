/**
 * /token, the spec's access-token page (docs/account-security.md): this device's anonymous session
 * (its access token, shown shortened); a visitor who is not signed in may start a fresh one
 * (SessionViewModel.startFreshVisit: the old session's guest cart and addresses stay behind). A
 * signed-in customer also sees their signed-in sessions (sign-in time, browser, this one marked)
 * and signs one or all the others out.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ACCOUNT_API, type AccountApi, type SignedInSession } from '../ports/account-api.port';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../session/session-view-model';
import { Submission } from './submission';

export const TOKEN_VIEW_MODEL = Symbol.for('account.TokenViewModel');

/** A few characters of each end of a token: enough to tell two apart, not to use one. */
export function shortToken(token: string | null): string | null {
  return token ? `${token.slice(0, 4)}…${token.slice(-4)}` : null;
}

@injectable()
export class TokenViewModel {
  sessions: SignedInSession[] = [];
  loaded = false;
  loadError: unknown = null;
  /** The last action that went through. */
  done: 'fresh' | 'ended' | 'others' | null = null;
  readonly submission = new Submission();

  constructor(
    @inject(ACCOUNT_API) private readonly api: AccountApi,
    @inject(SESSION_VIEW_MODEL) private readonly session: SessionViewModel,
  ) {
    makeAutoObservable<this, 'api' | 'session'>(this, { api: false, session: false, submission: false }, { autoBind: true });
  }

  get signedIn(): boolean {
    return this.session.signedIn;
  }

  get accessToken(): string | null {
    return shortToken(this.session.accessToken);
  }

  get busy(): boolean {
    return this.submission.busy;
  }

  get error(): unknown {
    return this.submission.error;
  }

  get others(): number {
    return this.sessions.filter((s) => !s.current).length;
  }

  /** The signed-in sessions (nothing to load for a visitor). */
  async load(): Promise<void> {
    if (!this.session.signedIn) {
      this.loaded = true;
      return;
    }
    this.loadError = null;
    try {
      const sessions = await this.api.sessions();
      runInAction(() => {
        this.sessions = sessions;
        this.loaded = true;
      });
    } catch (error) {
      runInAction(() => {
        this.loadError = error;
      });
    }
  }

  private async act(kind: 'fresh' | 'ended' | 'others', call: () => Promise<void>): Promise<boolean> {
    this.done = null;
    const ok = await this.submission.run(true, call);
    if (!ok) return false;
    runInAction(() => {
      this.done = kind;
    });
    if (kind !== 'fresh') await this.load();
    return true;
  }

  startFresh(): Promise<boolean> {
    return this.act('fresh', () => this.session.startFreshVisit());
  }

  endSession(id: string): Promise<boolean> {
    return this.act('ended', () => this.api.endSession(id));
  }

  endOthers(): Promise<boolean> {
    return this.act('others', () => this.api.endOtherSessions());
  }
}
