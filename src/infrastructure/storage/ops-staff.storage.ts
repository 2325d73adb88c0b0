// StaffSessionStore over local storage (docs/operations-console.md 'The console's screens'): the
// staff session under its own key, 'titip.ops_staff', apart from the customer's 'titip.session'
// (a customer's logout never touches it, a staff logout never touches the customer's). A stored
// session past its expires_at (by the injected clock) reads as none and is removed.
import { inject, injectable, optional } from 'inversify';
import type { StaffSession, StaffSessionStore } from '../../application/ports/ops-api.port';
import { CLOCK, type Clock } from '../../application/shell/app-settings';
import { BROWSER_STORAGE, readJson, safeRemove, writeJson, type KeyValueStorage } from './browser-storage';

export const STAFF_SESSION_KEY = 'titip.ops_staff';

function isStaffSession(value: unknown): value is StaffSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const staff = v.staff as Record<string, unknown> | null | undefined;
  return typeof v.token === 'string' && v.token !== '' && typeof v.expiresAt === 'string'
    && typeof staff === 'object' && staff !== null
    && typeof staff.staffId === 'string' && typeof staff.email === 'string' && typeof staff.name === 'string' && typeof staff.role === 'string';
}

@injectable()
export class LocalStaffSessionStore implements StaffSessionStore {
  constructor(
    @inject(BROWSER_STORAGE) private readonly storage: KeyValueStorage,
    @inject(CLOCK) @optional() private readonly clock?: Clock,
  ) {}

  current(): StaffSession | null {
    const session = readJson(this.storage, STAFF_SESSION_KEY, isStaffSession);
    if (!session) return null;
    const expires = Date.parse(session.expiresAt);
    const now = this.clock ? this.clock.now() : Date.now();
    if (Number.isFinite(expires) && expires <= now) {
      this.clear();
      return null;
    }
    return session;
  }

  set(session: StaffSession): void {
    writeJson(this.storage, STAFF_SESSION_KEY, session);
  }

  clear(): void {
    safeRemove(this.storage, STAFF_SESSION_KEY);
  }
}
