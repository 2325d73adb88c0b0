/**
 * The service worker (/sw.js, root scope; docs/pwa.md). Built by scripts/pwa/plugin.ts into a
 * classic script, with the build's values in SW_BUILD (its id, the app shell's files, the offline
 * page's texts from the message catalogues).
 *
 * - install: the app shell (the entry's and the start stages' JS and CSS) into the shell cache;
 * - activate: the caches of other builds are deleted; open pages are taken over;
 * - pages: network first, so online nothing changes; a good answer is kept (the last PAGES_KEPT);
 *   offline, the kept copy with `<html data-offline-copy="<saved at>">` (the page then says it is
 *   offline and that its prices may have changed: src/infrastructure/pwa/network.ts), else the
 *   offline page in the visitor's language;
 * - hashed build files: cache first (their names change with their content);
 * - /api and everything else: not touched (money and prices always come from the server).
 */
import {
  LANGUAGE_COOKIE, SAVED_AT_HEADER, cacheNames, keepsAsset, keepsPage, markOfflineCopy, offlineLanguage, overflow,
  pageKey, pageTitle, staleCaches, strategyFor,
} from './cache-rules';
import { OFFLINE_PAGE_CSP, offlinePageHtml, type OfflineTexts, type SavedPage } from './offline-page';

interface SwBuild {
  id: string;
  precache: string[];
  texts: Record<'id' | 'en', OfflineTexts>;
}
declare const SW_BUILD: SwBuild;

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEventLike {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
}

const scope = self as unknown as WorkerScope;
const names = cacheNames(SW_BUILD.id);
/** The language the pages last reported (kept across the worker's restarts). */
const META_CACHE = 'titip-meta';
const LANGUAGE_KEY = '/__titip/language';

scope.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(names.shell);
    await cache.addAll(SW_BUILD.precache);
    await scope.skipWaiting();
  })());
});

scope.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    await Promise.all(staleCaches(await caches.keys(), SW_BUILD.id).map((name) => caches.delete(name)));
    await scope.clients.claim();
  })());
});

scope.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; language?: unknown } | null;
  if (data?.type !== 'language' || (data.language !== 'id' && data.language !== 'en')) return;
  const language = data.language;
  event.waitUntil(caches.open(META_CACHE).then((cache) => cache.put(LANGUAGE_KEY, new Response(language))));
});

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor({ url: request.url, method: request.method, mode: request.mode }, scope.location.origin);
  if (strategy === 'network') return;
  if (strategy === 'asset') event.respondWith(asset(request));
  else event.respondWith(page(event, strategy === 'page'));
});

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(names.shell);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (keepsAsset(response)) await cache.put(request, response.clone()).catch(() => undefined);
  return response;
}

async function page(event: FetchEventLike, keep: boolean): Promise<Response> {
  const { request } = event;
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    return (keep ? await keptCopy(request.url) : null) ?? offlinePage(request.url);
  }
  if (keep && keepsPage({
    status: response.status,
    type: response.type,
    contentType: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
  })) {
    event.waitUntil(savePage(request.url, response.clone()).catch(() => undefined));
  }
  return response;
}

/** Keeps a page with the time it was saved; the body is already decoded, so the coding headers go. */
async function savePage(url: string, response: Response): Promise<void> {
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  const copy = new Response(await response.arrayBuffer(), { status: response.status, statusText: response.statusText, headers });
  const cache = await caches.open(names.pages);
  const key = pageKey(url);
  // Saved again, a page moves to the end of the keys (the newest).
  await cache.delete(key);
  await cache.put(key, copy);
  const keys = (await cache.keys()).map((r) => r.url);
  await Promise.all(overflow(keys).map((old) => cache.delete(old)));
}

async function keptCopy(url: string): Promise<Response | null> {
  const cache = await caches.open(names.pages);
  const kept = await cache.match(pageKey(url), { ignoreVary: true });
  if (!kept) return null;
  const html = markOfflineCopy(await kept.text(), kept.headers.get(SAVED_AT_HEADER) ?? new Date(0).toISOString());
  return new Response(html, { status: kept.status, statusText: kept.statusText, headers: kept.headers });
}

async function offlinePage(url: string): Promise<Response> {
  const language = offlineLanguage(await cookieLanguage(), await reportedLanguage());
  const here = new URL(url);
  const html = offlinePageHtml({ language, texts: SW_BUILD.texts[language], path: here.pathname + here.search, saved: await savedPages() });
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': OFFLINE_PAGE_CSP },
  });
}

async function cookieLanguage(): Promise<string | null> {
  try {
    return (await scope.cookieStore?.get(LANGUAGE_COOKIE))?.value ?? null;
  } catch {
    return null;
  }
}

async function reportedLanguage(): Promise<string | null> {
  const kept = await (await caches.open(META_CACHE)).match(LANGUAGE_KEY);
  return kept ? kept.text() : null;
}

/** The kept pages, newest first. */
async function savedPages(): Promise<SavedPage[]> {
  const cache = await caches.open(names.pages);
  const keys = [...await cache.keys()].reverse();
  return Promise.all(keys.map(async (request) => {
    const kept = await cache.match(request);
    const url = new URL(request.url);
    return { path: url.pathname + url.search, title: kept ? pageTitle(await kept.text()) : null };
  }));
}
