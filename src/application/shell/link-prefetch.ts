/**
 * Link prefetch (spec section 9 'link prefetch timeout 2000 ms (skipped on 2g or save-data
 * connections)'): once the browser is idle, or at the latest 2 s after a page showed, the code of
 * the pages its visible links lead to is loaded, so that following one does not wait for it. Not on
 * a 2g connection nor with save-data on (the customer pays for the bytes or waits for them), and
 * not while offline. Each page's code is asked for once; a failed load may be asked for again.
 * The browser's parts (the idle callback, which links are visible, loading a route's code) are
 * handed in by the screen (src/ui/routes/LinkPrefetch.tsx); the connection comes from NetworkStatus.
 */
export const PREFETCH_TIMEOUT_MS = 2_000;

/** What the browser says of the connection (Network Information API: effectiveType, saveData). */
export interface ConnectionHints {
  readonly effectiveType?: string | null;
  readonly saveData?: boolean | null;
}

/** False on 2g (and slow-2g) and with save-data on. */
export function prefetchAllowed(hints: ConnectionHints | null): boolean {
  if (!hints) return true;
  return hints.saveData !== true && !(hints.effectiveType ?? '').includes('2g');
}

/** Runs `run` when idle, at the latest after `timeoutMs`; returns the cancel. */
export type IdleScheduler = (run: () => void, timeoutMs: number) => () => void;

export interface LinkPrefetchDeps {
  readonly idle: IdleScheduler;
  /** The connection now (null: unknown, prefetch allowed), and whether the browser is offline. */
  readonly connection: () => { hints: ConnectionHints | null; offline: boolean };
  /** Loads the code of the page at this path (its route's chunk); rejects when it fails. */
  readonly load: (path: string) => Promise<unknown>;
}

export class LinkPrefetcher {
  private readonly asked = new Set<string>();

  constructor(private readonly deps: LinkPrefetchDeps) {}

  /**
   * After a page showed: when idle (at most PREFETCH_TIMEOUT_MS later) loads the pages of
   * `paths()` (read then: the links visible at that time). Returns the cancel (the page changed).
   */
  schedule(paths: () => readonly string[]): () => void {
    const { hints, offline } = this.deps.connection();
    if (offline || !prefetchAllowed(hints)) return () => undefined;
    return this.deps.idle(() => {
      // The connection may have changed in the meantime (save-data turned on, 2g).
      const now = this.deps.connection();
      if (now.offline || !prefetchAllowed(now.hints)) return;
      for (const path of paths()) {
        if (this.asked.has(path)) continue;
        this.asked.add(path);
        this.deps.load(path).catch(() => this.asked.delete(path));
      }
    }, PREFETCH_TIMEOUT_MS);
  }
}
