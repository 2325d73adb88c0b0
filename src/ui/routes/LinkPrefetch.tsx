/**
 * Link prefetch (spec section 9; src/application/shell/link-prefetch.ts): after each page shows,
 * when the browser is idle (at the latest 2 s later), the code of the pages that the links then
 * visible on screen lead to is loaded, so following one does not wait for it. Skipped on 2g and
 * save-data connections and offline (NetworkStatus). It starts at the visitor's first interaction
 * with the page (firstInteraction, below), never while the page is starting. Renders nothing.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { LinkPrefetcher, type IdleScheduler } from '../../application/shell/link-prefetch';
import { NETWORK_STATUS, type NetworkStatus } from '../../application/shell/network-status';
import { useContainer } from '../app/container-context';

/** requestIdleCallback with its timeout; without it (Safari), the timeout itself. */
export const browserIdle: IdleScheduler = (run, timeoutMs) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, timeoutMs);
  return () => window.clearTimeout(timer);
};

/** The same-origin paths of the links visible in the window now (not the page itself, not downloads or new tabs). */
export function visibleLinkPaths(doc: Document = document): string[] {
  const view = doc.defaultView;
  if (!view) return [];
  const here = view.location.pathname;
  const paths = new Set<string>();
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (link.hasAttribute('download') || (link.target && link.target !== '_self')) continue;
    let url: URL;
    try {
      url = new URL(link.href, view.location.href);
    } catch {
      continue;
    }
    if (url.origin !== view.location.origin || url.pathname === here) continue;
    const box = link.getBoundingClientRect();
    const visible = box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < view.innerHeight && box.left < view.innerWidth;
    if (visible) paths.add(url.pathname);
  }
  return [...paths];
}

interface Props {
  /** The route a path belongs to (its table pattern: one load per page's code), or null (the 404 page). */
  routeOf: (path: string) => string | null;
  /** Loads the code (page chunk and features) of the route with this pattern. */
  load: (route: string) => Promise<unknown>;
}

export default function LinkPrefetch({ routeOf, load }: Props) {
  const container = useContainer();
  const { pathname } = useLocation();
  const [prefetcher] = useState(() => new LinkPrefetcher({
    idle: browserIdle,
    connection: () => {
      const status = container.isBound(NETWORK_STATUS) ? container.get<NetworkStatus>(NETWORK_STATUS) : null;
      return { hints: status?.connection ?? null, offline: status?.offline ?? false };
    },
    load,
  }));
  useEffect(() => {
    let live = true;
    let cancel: () => void = () => undefined;
    void firstInteraction().then(() => {
      if (live) cancel = prefetcher.schedule(() => [...new Set(visibleLinkPaths().map(routeOf).filter((route): route is string => route !== null))]);
    });
    return () => {
      live = false;
      cancel();
    };
  }, [pathname, prefetcher, routeOf]);
  return null;
}

let interacted: Promise<void> | null = null;

/**
 * Resolves at the visitor's first tap, key, touch or scroll on the page (at once on later calls).
 * Prefetch waits for it: loading and running other pages' code while the first page is still
 * starting is what a phone can least afford (Lighthouse measured 1.7 s of blocking time and
 * 30 KB more JavaScript on /kalkulator with it), and a visitor who reads and leaves costs nothing.
 */
export function firstInteraction(target: Window = window): Promise<void> {
  interacted ??= new Promise<void>((resolve) => {
    const events = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;
    const done = () => {
      for (const type of events) target.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of events) target.addEventListener(type, done, { capture: true, passive: true });
  });
  return interacted;
}
