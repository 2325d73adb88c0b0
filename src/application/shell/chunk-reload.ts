/**
 * Spec section 4 / 9: a failed code-chunk load reloads the page, at most once per 60 seconds.
 */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Loading chunk [\w-]+ failed/i,
  /Loading CSS chunk/i,
  /Unable to preload CSS/i,
];

/** True when the error comes from loading a code chunk (dynamic import). */
export function isChunkLoadError(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const name = (error as { name?: unknown }).name;
  if (name === 'ChunkLoadError') return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && CHUNK_ERROR_PATTERNS.some((p) => p.test(message));
}

/** True when no reload happened in the last 60 seconds (lastReloadAt null = never). */
export function mayReload(nowMs: number, lastReloadAtMs: number | null): boolean {
  if (lastReloadAtMs === null || !Number.isFinite(lastReloadAtMs)) return true;
  return nowMs - lastReloadAtMs >= CHUNK_RELOAD_INTERVAL_MS || nowMs < lastReloadAtMs;
}
