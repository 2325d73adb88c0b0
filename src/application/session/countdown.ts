/**
 * The resend countdown of the one-time-code screens (spec section 2: 'code verification with a
 * resend countdown'). Reads the injected clock; the screen calls tick() every second while it runs.
 */
import { makeAutoObservable } from 'mobx';
import type { Clock } from '../shell/app-settings';

/** Seconds before a new code may be asked for. */
export const RESEND_COUNTDOWN_SECONDS = 60;

export class ResendCountdown {
  private deadline = 0;
  private now = 0;

  constructor(private readonly clock: Clock, private readonly seconds = RESEND_COUNTDOWN_SECONDS) {
    makeAutoObservable<this, 'clock' | 'seconds'>(this, { clock: false, seconds: false }, { autoBind: true });
  }

  start(): void {
    this.now = this.clock.now();
    this.deadline = this.now + this.seconds * 1000;
  }

  stop(): void {
    this.deadline = 0;
  }

  tick(): void {
    this.now = this.clock.now();
  }

  get secondsLeft(): number {
    return Math.max(0, Math.ceil((this.deadline - this.now) / 1000));
  }

  get running(): boolean {
    return this.secondsLeft > 0;
  }
}
