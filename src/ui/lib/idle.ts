import { useEffect, useState } from 'react';

/**
 * False until the browser has been idle once after the first render (requestIdleCallback, at the
 * latest `timeoutMs` later; without it, the next task): what is not needed to paint the page
 * mounts then, so its code is asked for after the start.
 */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 1);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }, [timeoutMs]);
  return idle;
}
