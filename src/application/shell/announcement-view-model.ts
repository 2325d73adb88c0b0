/**
 * Announcement modal (spec section 2): shown once per state flag, with a close
 * button and an optional action button ('Lanjut belanja' by default). Its content is the
 * operators' pop-up (featured-images/pop_up, docs/banners.md); the flags are kept on the device.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { FeaturedPicture } from '../ports/content-api.port';
import { PERSISTENT_FLAGS, type FlagStore } from './app-settings';

export const ANNOUNCEMENT_VIEW_MODEL = Symbol.for('shell.AnnouncementViewModel');

const PREFIX = 'announcement:';

/** What the modal shows (plain text). */
export interface AnnouncementContent {
  title: string;
  body: string;
  picture: FeaturedPicture | null;
  /** Where the action button leads (a path of the shop or an https address); null: it only closes. */
  link: string | null;
  /** null: the default label 'Lanjut belanja'. */
  actionLabel: string | null;
}

@injectable()
export class AnnouncementViewModel {
  /** The flag of the announcement currently shown, or null. */
  current: string | null = null;
  /** Its content. */
  content: AnnouncementContent | null = null;

  constructor(@inject(PERSISTENT_FLAGS) private readonly flags: FlagStore) {
    makeAutoObservable<this, 'flags'>(this, { flags: false }, { autoBind: true });
  }

  /** Shows the announcement of this flag unless it was already shown (or another shows). Returns whether it shows. */
  offer(flag: string, content: AnnouncementContent): boolean {
    if (this.current !== null || this.flags.get(PREFIX + flag) !== null) return false;
    this.current = flag;
    this.content = content;
    return true;
  }

  /** Closes it (the close button, Escape, the backdrop or the action) and remembers it on the device. */
  dismiss(): void {
    if (this.current !== null) this.flags.set(PREFIX + this.current, '1');
    this.current = null;
    this.content = null;
  }
}
