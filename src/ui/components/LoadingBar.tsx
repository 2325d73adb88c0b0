/** 3 px loading bar: starts when a navigation starts loading a page's code, finishes when it loaded. */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isLoading, subscribeLoads } from '../routes/pending-loads';

export function LoadingBar() {
  const busy = useSyncExternalStore(subscribeLoads, isLoading, () => false);
  const [progress, setProgress] = useState(0);
  const [visible, setVisible] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    window.clearInterval(timer.current);
    if (busy) {
      setVisible(true);
      setProgress(10);
      timer.current = window.setInterval(() => setProgress((p) => (p < 90 ? p + (90 - p) * 0.1 : p)), 200);
      return () => window.clearInterval(timer.current);
    }
    setProgress(100);
    const hide = window.setTimeout(() => {
      setVisible(false);
      setProgress(0);
    }, 300);
    return () => window.clearTimeout(hide);
  }, [busy]);

  if (!visible) return null;
  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      style={{ width: `${progress}%` }}
    />
  );
}
