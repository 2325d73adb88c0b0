import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkPrefetcher, PREFETCH_TIMEOUT_MS, prefetchAllowed, type ConnectionHints, type IdleScheduler } from './link-prefetch';

describe('prefetchAllowed (spec 9: skipped on 2g or save-data connections)', () => {
  it('skips 2g, slow-2g and save-data; allows 3g, 4g and an unknown connection', () => {
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
    expect(prefetchAllowed(null)).toBe(true);
  });
});

describe('LinkPrefetcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A browser that never goes idle: the idle callback runs at its timeout. */
  const busyBrowser: IdleScheduler = (run, timeoutMs) => {
    const timer = setTimeout(run, timeoutMs);
    return () => clearTimeout(timer);
  };

  function world(hints: ConnectionHints | null = { effectiveType: '4g' }, idle: IdleScheduler = busyBrowser) {
    const state = { hints, offline: false };
    const load = vi.fn(async (_path: string) => undefined);
    const prefetcher = new LinkPrefetcher({ idle, connection: () => state, load });
    return { state, load, prefetcher };
  }

  it('loads the visible links\' pages at the latest 2 s after the page showed, each once', async () => {
    expect(PREFETCH_TIMEOUT_MS).toBe(2_000);
    const w = world();
    const paths = vi.fn(() => ['/promo', '/track']);
    w.prefetcher.schedule(paths);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(w.load).not.toHaveBeenCalled();
    expect(paths).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(w.load.mock.calls.map(([p]) => p)).toEqual(['/promo', '/track']);
    w.prefetcher.schedule(() => ['/track', '/cart']);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(w.load.mock.calls.map(([p]) => p)).toEqual(['/promo', '/track', '/cart']);
  });

  it('loads as soon as the browser is idle when that comes first', async () => {
    const idleAfter100: IdleScheduler = (run, timeoutMs) => {
      const timer = setTimeout(run, Math.min(100, timeoutMs));
      return () => clearTimeout(timer);
    };
    const w = world({ effectiveType: '4g' }, idleAfter100);
    w.prefetcher.schedule(() => ['/promo']);
    await vi.advanceTimersByTimeAsync(100);
    expect(w.load).toHaveBeenCalledWith('/promo');
  });

  it('does nothing on 2g, with save-data or offline, also when that changed while waiting', async () => {
    for (const hints of [{ effectiveType: '2g' }, { effectiveType: 'slow-2g' }, { effectiveType: '4g', saveData: true }]) {
      const w = world(hints);
      w.prefetcher.schedule(() => ['/promo']);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(w.load, JSON.stringify(hints)).not.toHaveBeenCalled();
    }
    const offline = world();
    offline.state.offline = true;
    offline.prefetcher.schedule(() => ['/promo']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(offline.load).not.toHaveBeenCalled();
    const changed = world();
    changed.prefetcher.schedule(() => ['/promo']);
    changed.state.hints = { effectiveType: '4g', saveData: true };
    await vi.advanceTimersByTimeAsync(5_000);
    expect(changed.load).not.toHaveBeenCalled();
  });

  it('is cancelled when the page changes first, and asks again for a page whose load failed', async () => {
    const w = world();
    const cancel = w.prefetcher.schedule(() => ['/promo']);
    await vi.advanceTimersByTimeAsync(1_000);
    cancel();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(w.load).not.toHaveBeenCalled();
    w.load.mockRejectedValueOnce(new Error('chunk failed'));
    w.prefetcher.schedule(() => ['/promo']);
    await vi.advanceTimersByTimeAsync(2_000);
    w.prefetcher.schedule(() => ['/promo']);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(w.load).toHaveBeenCalledTimes(2);
  });
});
