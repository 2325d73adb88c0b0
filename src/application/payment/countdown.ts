/** The time left to pay, for the invoice page's countdown: whole seconds, split for display. */
export interface TimeLeft {
  totalSeconds: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function timeLeft(deadline: number, now: number): TimeLeft {
  const totalSeconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  return {
    totalSeconds,
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** 'HH:MM:SS' with the hours counted past 24 ('24:00:00', '47:59:59'). */
export function clockText(left: TimeLeft): string {
  const hours = left.days * 24 + left.hours;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(hours)}:${pad(left.minutes)}:${pad(left.seconds)}`;
}

/**
 * How the countdown reads: past 24 hours (more than 24:00:00 left) in days and hours ('6 hari 23 jam', '6 days 23 hours';
 * the minutes left out, the hours rounded down), else the clock 'HH:MM:SS'. The words are the
 * screen's messages (invoice-messages.ts countdownDays); this gives their numbers.
 */
export type CountdownShape = { kind: 'days'; days: number; hours: number } | { kind: 'clock'; clock: string };

export function countdownShape(left: TimeLeft): CountdownShape {
  return left.totalSeconds > 86_400 ? { kind: 'days', days: left.days, hours: left.hours } : { kind: 'clock', clock: clockText(left) };
}
