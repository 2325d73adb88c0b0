/**
 * The staff session of the console (one per app: a singleton of opsModule): who is signed in (the
 * StaffSessionStore, its own storage key, apart from the customer's session), what they may do
 * (GET ops/me `permissions`), login and logout. Any console call that answers 401 ends the staff
 * session (`expire`): the layout then sends the console to /ops/login, never to the customer's
 * /logout; a 403 ROLE_FORBIDDEN reloads the permissions (the role may have changed).
 */
import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ApiError } from '../ports/api-error';
import {
  OPS_API, STAFF_SESSION_STORE,
  type OpsApi, type OpsPermission, type StaffMember, type StaffProfile, type StaffSession, type StaffSessionStore,
} from '../ports/ops-api.port';

export const OPS_SESSION = Symbol.for('ops.OpsSession');

@injectable()
export class OpsSession {
  session: StaffSession | null;
  profile: StaffProfile | null = null;
  /** The staff session ended under the console (a 401): the login page says so. */
  expired = false;
  profileFailed = false;

  constructor(
    @inject(OPS_API) private readonly api: OpsApi,
    @inject(STAFF_SESSION_STORE) private readonly store: StaffSessionStore,
  ) {
    this.session = store.current();
    makeObservable<this, 'api' | 'store'>(this, {
      api: false, store: false,
      session: observableRef, profile: observableRef, expired: observable, profileFailed: observable,
      signedIn: computed, staff: computed, permissions: computed,
      signIn: actionBound, expire: actionBound, loadProfile: actionBound, logout: actionBound, sync: actionBound,
    });
  }

  get signedIn(): boolean {
    return this.session !== null;
  }

  get staff(): StaffMember | null {
    return this.profile ?? this.session?.staff ?? null;
  }

  get permissions(): readonly string[] {
    return this.profile?.permissions ?? [];
  }

  /** Whether the signed-in staff may do it (nothing before GET ops/me answered). */
  can(permission: OpsPermission): boolean {
    return this.permissions.includes(permission);
  }

  /** Re-reads the store (another tab logged out, or the adapter cleared it on a 401). */
  sync(): void {
    const current = this.store.current();
    if (current?.token !== this.session?.token) {
      this.session = current;
      if (!current) this.profile = null;
    }
  }

  signIn(session: StaffSession): void {
    this.store.set(session);
    this.session = session;
    this.profile = null;
    this.expired = false;
  }

  /** The staff session is over (401): forgotten here and on the device. */
  expire(): void {
    this.store.clear();
    if (this.session) this.expired = true;
    this.session = null;
    this.profile = null;
  }

  /**
   * What every console view-model does with a failed call: a 401 ends the staff session, a 403
   * reloads the permissions. Returns the error for the caller to keep.
   */
  handle(error: unknown): unknown {
    if (error instanceof ApiError && error.status === 401) this.expire();
    else if (error instanceof ApiError && error.status === 403 && error.reason === 'ROLE_FORBIDDEN') void this.loadProfile();
    return error;
  }

  /** GET ops/me: the name, role and permissions. */
  async loadProfile(): Promise<void> {
    if (!this.session) return;
    try {
      const profile = await this.api.me();
      runInAction(() => {
        this.profile = profile;
        this.profileFailed = false;
      });
    } catch (error) {
      this.handle(error);
      runInAction(() => {
        this.profileFailed = true;
      });
    }
  }

  /** POST ops/logout (revokes the token; a failure still signs out here). */
  async logout(): Promise<void> {
    try {
      if (this.session) await this.api.logout();
    } catch {
      // the token is forgotten anyway
    }
    runInAction(() => {
      this.store.clear();
      this.session = null;
      this.profile = null;
      this.expired = false;
    });
  }
}
