import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOCUS_SEARCH_STATE, SEARCH_FOCUS_DELAY_MS, scheduleSearchFocus, wantsSearchFocus } from './search-focus';

describe('search focus delay (spec 9: 300 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('focuses 300 ms after the box is shown, not before', () => {
    expect(SEARCH_FOCUS_DELAY_MS).toBe(300);
    const focus = vi.fn();
    scheduleSearchFocus(focus);
    vi.advanceTimersByTime(299);
    expect(focus).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(focus).toHaveBeenCalledTimes(1);
  });

  it('does not focus when the box went away first', () => {
    const focus = vi.fn();
    const cancel = scheduleSearchFocus(focus);
    vi.advanceTimersByTime(200);
    cancel();
    vi.advanceTimersByTime(1_000);
    expect(focus).not.toHaveBeenCalled();
  });

  it('is asked for by the links that start an order (their router state), nothing else', () => {
    expect(wantsSearchFocus(FOCUS_SEARCH_STATE)).toBe(true);
    expect(wantsSearchFocus(null)).toBe(false);
    expect(wantsSearchFocus(undefined)).toBe(false);
    expect(wantsSearchFocus({ focusSearch: 'yes' })).toBe(false);
    expect(wantsSearchFocus({ from: '/cart' })).toBe(false);
  });
});
