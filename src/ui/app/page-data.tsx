/**
 * Data of a server-rendered page (docs/ssr.md). The server renders a public page with its data:
 * the screen's view-model is loaded during the render (the screen suspends on it); the browser's
 * hydration render does the same, answered from the API answers the server recorded, so both
 * renders see the same data and the browser makes no second round-trip. After hydration, and on
 * every client-side navigation, screens load as before (effects, loading states).
 *
 * PageData keeps, per render, one view-model and one load per key: a screen that suspends loses
 * its state, so its view-model must outlive the attempt.
 */
import { createContext, use, useContext, useDeferredValue, useEffect, useState, useSyncExternalStore } from 'react';
import type { ContainerModule } from 'inversify';
import { NETWORK_STATUS, type NetworkStatus } from '../../application/shell/network-status';
import { NOTHING_TO_WAIT_FOR, ensureModule, useContainer, useFeatures } from './container-context';

export type RenderPhase = 'server' | 'hydrate';

interface Entry {
  vm?: unknown;
  load?: Promise<void>;
  loaded: boolean;
  /** Its screen has committed (hydrated, or rendered on the client). */
  committed: boolean;
}

export class PageData {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Set<Promise<void>>();
  private readonly waiting = new Set<() => void>();

  constructor(readonly phase: RenderPhase) {}

  private entry(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { loaded: false, committed: false };
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** The render's view-model for this key (created once). */
  viewModel<T>(key: string, create: () => T): T {
    const entry = this.entry(key);
    if (entry.vm === undefined) entry.vm = create();
    return entry.vm as T;
  }

  /** Runs the load once per key; the promise never rejects (failures are the view-model's own states). */
  load(key: string, run: () => Promise<unknown>): Promise<void> {
    const entry = this.entry(key);
    if (!entry.load) {
      const promise = Promise.resolve()
        .then(run)
        .then(() => undefined, () => undefined)
        .finally(() => {
          entry.loaded = true;
          this.pending.delete(promise);
        });
      entry.load = promise;
      this.pending.add(promise);
    }
    return entry.load;
  }

  /** Whether this view-model was loaded by the render for this key (the screen then skips its own load). */
  loadedWith(key: string, vm: unknown): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && entry.loaded && entry.vm === vm;
  }

  /** Resolves when every load started so far has settled. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** A screen of this key has committed. */
  committed(key: string): void {
    this.entry(key).committed = true;
    if (this.allCommitted()) for (const resolve of [...this.waiting]) resolve();
  }

  private allCommitted(): boolean {
    return [...this.entries.values()].every((entry) => entry.load === undefined || entry.committed);
  }

  /** Resolves once every screen that loaded through this render has committed (hydration done). */
  whenCommitted(): Promise<void> {
    if (this.allCommitted()) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.waiting.delete(done);
        resolve();
      };
      this.waiting.add(done);
    });
  }
}

export const PageDataContext = createContext<PageData | null>(null);

const subscribeNothing = () => () => undefined;

/**
 * False on the server and while the browser hydrates server HTML (React uses the server snapshot
 * then), true afterwards and in every client render. Something that can only be known in the
 * browser (time zone, reduced motion, sanitised HTML) is shown once this is true, so hydration
 * matches the server's HTML.
 */
export function useHydrated(): boolean {
  const inBrowser = useSyncExternalStore(subscribeNothing, () => true, () => false);
  // After hydration React re-renders every user of this at once, in one blocking task (the switch
  // of a store read). Deferred, that re-render keeps the server's value and the switch to the
  // browser's is rendered as a transition, in slices that leave the main thread free (a phone's
  // total blocking time, docs/performance.md). A client render gets true at once.
  return useDeferredValue(inBrowser);
}

/**
 * A screen's view-model (useViewModel) that a server render and the hydration render load before
 * rendering: `load` runs once per `key` (the key names the data: route and parameters) and the
 * screen suspends until it settled. `preloaded` tells the screen not to load it again.
 */
export function usePageViewModel<T>(
  token: symbol,
  module: ContainerModule | undefined,
  key: string,
  load: (vm: T) => Promise<unknown>,
): { vm: T; preloaded: boolean } {
  const container = useContainer();
  const data = useContext(PageDataContext);
  const initial = !useHydrated();
  useFeatures(module);
  const fromPage = data !== null && initial;
  const [vm] = useState<T>(() => {
    const create = () => {
      if (module) ensureModule(container, token, module);
      return container.get<T>(token);
    };
    return fromPage ? data.viewModel(key, create) : create();
  });
  // Called on every render (see useFeatures): the hooks after it must not depend on whether it waited.
  use(fromPage ? data.load(key, () => load(vm)) : NOTHING_TO_WAIT_FOR);
  useEffect(() => {
    data?.committed(key);
  }, [data, key]);
  return { vm, preloaded: data !== null && data.loadedWith(key, vm) };
}

/**
 * Marks the document once the page is interactive: the first render committed and, on a hydrated
 * page, every screen that loaded its data during hydration too (`<html data-app-ready="true">`;
 * the browser journeys wait for it before they click).
 */
export function ReadyMarker() {
  const data = useContext(PageDataContext);
  useEffect(() => {
    let live = true;
    void (data ? data.whenCommitted() : Promise.resolve()).then(() => {
      if (live && typeof document !== 'undefined') document.documentElement.dataset.appReady = 'true';
    });
    return () => {
      live = false;
    };
  }, [data]);
  return null;
}

/**
 * The network status in a screen (docs/pwa.md), read inside an observer. `hydrated`: false on the
 * server and during hydration, so what depends on it is shown after hydration and the server's HTML
 * is matched.
 */
export function useNetworkStatus(): { status: NetworkStatus; hydrated: boolean } {
  return { status: useContainer().get<NetworkStatus>(NETWORK_STATUS), hydrated: useHydrated() };
}

/** Whether actions that need the network (add to cart, checkout, pay) are disabled: the browser is offline. */
export function useOffline(): boolean {
  const { status, hydrated } = useNetworkStatus();
  return hydrated && status.offline;
}
