/**
 * A lazily loaded part of a page (its own chunk) that can be loaded ahead: `preload()` before the
 * first render (the server's render, the browser's boot: ui/routes/router.tsx preloadRoute) makes
 * the part render at once instead of suspending; otherwise it is React.lazy as before.
 */
import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

export interface Preloadable<P extends object> {
  Component: ComponentType<P>;
  preload(): Promise<void>;
}

export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  let lazyPart: LazyExoticComponent<ComponentType<P>> | null = null;
  const preload = (): Promise<void> => {
    pending ??= load().then(
      (mod) => {
        loaded = mod.default;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  function Component(props: P) {
    // Chosen once per mounted part, so it never switches between the two (that would remount it).
    const [Part] = useState<ComponentType<P>>(() => loaded ?? (lazyPart ??= lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })))));
    return <Part {...props} />;
  }
  return { Component, preload };
}
