/**
 * The service worker's rules (src/pwa/sw.ts, docs/pwa.md) as pure functions: which request is
 * answered how, which answer is kept, how many pages are kept, which caches are stale, and how a
 * kept page says it is a copy. Unit-tested in cache-rules.test.ts; nothing here touches a cache.
 */

/** How many pages the worker keeps (the last viewed, oldest dropped first). */
export const PAGES_KEPT = 20;

/** The header a kept page carries with the time it was saved (ISO 8601). */
export const SAVED_AT_HEADER = 'x-titip-saved-at';

/** The attribute of `<html>` on a page answered from the worker's copy: the time it was saved. */
export const OFFLINE_COPY_ATTRIBUTE = 'data-offline-copy';

/** The language cookie the server renders with (server/http/ssr.ts LANGUAGE_COOKIE). */
export const LANGUAGE_COOKIE = 'titip_lang';

export type Strategy =
  /** A page: network first; a good answer is kept; offline, the kept copy, else the offline page. */
  | 'page'
  /** A page never kept (console, development, logout): the network; offline, the offline page. */
  | 'page-no-copy'
  /** A content-hashed build file: the cache first, else the network (and kept). */
  | 'asset'
  /** Not the worker's business: the browser goes to the network as without a worker (the API among them). */
  | 'network';

export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for a page. */
  mode: string;
}

/** Vite's output names (server/http/static-assets.ts HASHED_ASSET): `/assets/name-<8 character hash>.ext`. */
const HASHED_ASSET = /^\/assets\/(?:.+\/)?[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;
const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
/** Pages that are never kept: the operations console, the development pages, signing out. */
const NO_COPY = /^\/(?:ops|dev)(?:\/|$)|^\/logout$/;

export function strategyFor(request: RequestFacts, origin: string): Strategy {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network';
  }
  // Other origins (product pictures, the card gateway) and every write go as they would without us.
  if (url.origin !== origin || request.method !== 'GET') return 'network';
  // Money and prices are always current: the API is never answered from a cache, not even offline.
  if (isApi(url.pathname)) return 'network';
  if (request.mode === 'navigate') return NO_COPY.test(url.pathname) ? 'page-no-copy' : 'page';
  if (HASHED_ASSET.test(url.pathname)) return 'asset';
  return 'network';
}

export interface ResponseFacts {
  status: number;
  /** Response.type: 'basic' for this origin; 'opaqueredirect' for a redirect. */
  type: string;
  contentType: string | null;
  cacheControl: string | null;
}

/** Whether a page's answer is kept: a whole HTML page of this origin meant for anyone who asks (not private, not no-store). */
export function keepsPage(response: ResponseFacts): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false;
  if (!/^text\/html\b/i.test(response.contentType ?? '')) return false;
  return !/\b(?:private|no-store)\b/i.test(response.cacheControl ?? '');
}

/** Whether a build file's answer is kept. */
export function keepsAsset(response: Pick<ResponseFacts, 'status' | 'type'>): boolean {
  return response.status === 200 && response.type === 'basic';
}

/** The key a page is kept under: its address without the fragment. */
export function pageKey(url: string): string {
  const at = url.indexOf('#');
  return at < 0 ? url : url.slice(0, at);
}

/** The keys to drop so that at most `max` remain, given oldest first (Cache.keys() order: a page saved again moves last). */
export function overflow(keysOldestFirst: readonly string[], max = PAGES_KEPT): string[] {
  return keysOldestFirst.slice(0, Math.max(0, keysOldestFirst.length - max));
}

/** The worker's caches for a build: the shell and build files, and the pages. */
export function cacheNames(buildId: string): { shell: string; pages: string } {
  return { shell: `titip-shell-${buildId}`, pages: `titip-pages-${buildId}` };
}

/** The caches of other builds (the worker's own prefix only), deleted when a new worker takes over. */
export function staleCaches(existing: readonly string[], buildId: string): string[] {
  const current = Object.values(cacheNames(buildId));
  return existing.filter((name) => /^titip-(?:shell|pages)-/.test(name) && !current.includes(name));
}

/** A kept page as it is answered from the copy: `<html>` carries the time it was saved. */
export function markOfflineCopy(html: string, savedAt: string): string {
  const value = savedAt.replace(/[^0-9A-Za-z:.+-]/g, '');
  return html.replace(/<html\b/i, `<html ${OFFLINE_COPY_ATTRIBUTE}="${value}"`);
}

/** The language of the offline page: the language cookie's, else the one last reported by the page, else Indonesian. */
export function offlineLanguage(cookieValue: string | null | undefined, reported: string | null | undefined): 'id' | 'en' {
  const chosen = (cookieValue ?? reported ?? '').toLowerCase();
  return chosen === 'en' ? 'en' : 'id';
}

/** A kept page's title as text (for the offline page's list of saved pages), from its HTML. */
export function pageTitle(html: string): string | null {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  const title = match?.[1]?.trim();
  return title ? decodeEntities(title) : null;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of HTML character references (the offline page escapes it again where it shows it). */
function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi, (whole, dec?: string, hex?: string, name?: string) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return NAMED[(name ?? '').toLowerCase()] ?? whole;
  });
}
