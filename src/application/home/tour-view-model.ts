/**
 * The guided tour of the home page (spec section 2 'Other': guided-tour tooltips; section 9: the
 * tooltip 200 to 300 px wide; docs/banners.md): a few steps, each pointing at a control, shown
 * once per device. Closing it at any step (Lewati, Selesai, Escape) marks it seen.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { PERSISTENT_FLAGS, type FlagStore } from '../shell/app-settings';

export const TOUR_VIEW_MODEL = Symbol.for('home.TourViewModel');

/** The device flag; a new version of the tour (other steps) would take another. */
export const TOUR_FLAG = 'tour:home:1';

@injectable()
export class TourViewModel {
  /** The step shown (0-based), or null when the tour is not running. */
  step: number | null = null;
  count = 0;

  constructor(@inject(PERSISTENT_FLAGS) private readonly flags: FlagStore) {
    makeAutoObservable<this, 'flags'>(this, { flags: false }, { autoBind: true });
  }

  get seen(): boolean {
    return this.flags.get(TOUR_FLAG) !== null;
  }

  /** Starts a tour of `count` steps unless it was seen (or there is nothing to show). Returns whether it runs. */
  start(count: number): boolean {
    if (this.seen || count <= 0 || this.step !== null) return false;
    this.count = count;
    this.step = 0;
    return true;
  }

  get isFirst(): boolean {
    return this.step === 0;
  }

  get isLast(): boolean {
    return this.step !== null && this.step === this.count - 1;
  }

  next(): void {
    if (this.step === null) return;
    if (this.isLast) this.finish();
    else this.step += 1;
  }

  back(): void {
    if (this.step !== null && this.step > 0) this.step -= 1;
  }

  /** Ends the tour (skipped or done) and remembers it on the device. */
  finish(): void {
    this.flags.set(TOUR_FLAG, '1');
    this.step = null;
  }
}
