import { describe, expect, it } from 'vitest';
import { clockText, countdownShape, timeLeft } from './countdown';

const H = 3_600_000;

describe('the countdown to pay', () => {
  it('reads in days and hours from 24 hours on: 167:59:56 left is 6 days 23 hours', () => {
    const left = timeLeft(168 * H - 4000, 0);
    expect(clockText(left)).toBe('167:59:56');
    expect(countdownShape(left)).toEqual({ kind: 'days', days: 6, hours: 23 });
    expect(countdownShape(timeLeft(7 * 24 * H, 0))).toEqual({ kind: 'days', days: 7, hours: 0 });
    expect(countdownShape(timeLeft(24 * H + 1000, 0))).toEqual({ kind: 'days', days: 1, hours: 0 });
    expect(countdownShape(timeLeft(25 * H + 61_000, 0))).toEqual({ kind: 'days', days: 1, hours: 1 });
  });

  it('keeps the clock up to 24 hours, and 00:00:00 once past the deadline', () => {
    expect(countdownShape(timeLeft(24 * H, 0))).toEqual({ kind: 'clock', clock: '24:00:00' });
    expect(countdownShape(timeLeft(24 * H - 1000, 0))).toEqual({ kind: 'clock', clock: '23:59:59' });
    expect(countdownShape(timeLeft(61_500, 0))).toEqual({ kind: 'clock', clock: '00:01:02' });
    expect(countdownShape(timeLeft(0, 5000))).toEqual({ kind: 'clock', clock: '00:00:00' });
  });
});
