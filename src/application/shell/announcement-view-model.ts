/**
 * Announcement modal (spec section 2): shown once per state flag, with a close
 * button and an optional action button ('Lanjut belanja' by default).
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { PERSISTENT_FLAGS, type FlagStore } from './app-settings';

export const ANNOUNCEMENT_VIEW_MODEL = Symbol.for('shell.AnnouncementViewModel');

const PREFIX = 'announcement:';

@injectable()
export class AnnouncementViewModel {
  /** The flag of the announcement currently shown, or null. */
  current: string | null = null;

  constructor(@inject(PERSISTENT_FLAGS) private readonly flags: FlagStore) {
    makeAutoObservable<this, 'flags'>(this, { flags: false }, { autoBind: true });
  }

  /** Shows the announcement of this flag unless it was already shown. Returns whether it shows. */
  offer(flag: string): boolean {
    if (this.flags.get(PREFIX + flag) !== null) return false;
    this.current = flag;
    return true;
  }

  dismiss(): void {
    if (this.current !== null) this.flags.set(PREFIX + this.current, '1');
    this.current = null;
  }
}
