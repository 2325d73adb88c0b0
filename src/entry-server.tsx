/**
 * Server rendering (docs/ssr.md). Built on its own (`vite build --ssr src/entry-server.tsx
 * --outDir dist-ssr`) and imported at run time by server/http/ssr.ts, which hands each page request
 * here with a transport to the API (Fastify's app.inject: no socket) and one to the course service.
 *
 * One container per request, the same composition and React tree as the browser (main.tsx), MobX
 * in static-rendering mode. The screens of the public routes load their view-models during the
 * render (ui/app/page-data.tsx); every API answer is recorded and serialised after the HTML
 * (ssr-state.ts), so the browser hydrates with the same data without asking again.
 */
import 'reflect-metadata';
import { StrictMode } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { enableStaticRendering } from 'mobx-react-lite';
import type { Writable } from 'node:stream';
import { SESSION_STORE, type Language, type SessionStore } from './application/ports/session-store.port';
import { JAKARTA_TIME_ZONE } from './application/shell/time-zone';
import { composeStorefront, isServerless, memoryFlags } from './compose';
import { parseRuntimeConfig } from './infrastructure/config/runtime-config';
import { createHttpContainer } from './infrastructure/container';
import { injectAdapter, recordingAdapter, type ApiTransport, type Exchange } from './infrastructure/http/exchanges';
import { MemoryKeyValueStorage, STORAGE_KEYS } from './infrastructure/storage/browser-storage';
import { stateScript, type SsrState } from './ssr-state';
import { App } from './ui/app/App';
import { loadCatalogue } from './ui/app/intl';
import { PageData } from './ui/app/page-data';
import { matchRoute, preloadRoute } from './ui/routes/router';
import type { RouteEntry } from './ui/routes/table';

enableStaticRendering(true);

export type { ApiTransport } from './infrastructure/http/exchanges';

export interface RenderRequest {
  /** Path and query of the page (`/product?url=…`). */
  url: string;
  language: Language;
  /** The API, in-process. */
  transport: ApiTransport;
  /**
   * The course service (the /kursus pages' data): the calls under the configuration's
   * `courseBaseUrl`, with the path and query under it (`/api/courses?page=1`). The server fetches
   * them from the service with a short deadline (server/http/ssr.ts, COURSE_RENDER_TIMEOUT_MS); a
   * call that fails or times out (the transport rejects) is not recorded, so the browser asks again.
   * Without it such calls fail at once (the page renders its error state).
   */
  courseTransport?: ApiTransport;
  /**
   * An anonymous access token for the render's calls (the API signs the public product and search
   * routes with it). The server keeps one for its renders (server/http/ssr.ts).
   */
  accessToken?: string | null;
  /**
   * The visitor's own anonymous access token (the `titip_at` cookie, written by the browser while
   * nobody is signed in on it). Used only for a route with `guestToken` (/cart), instead of
   * `accessToken`, for that render's calls: the page shows that visitor's lines. Without a valid
   * one such a route gets the app's shell.
   */
  guestAccessToken?: string | null;
  /** The runtime configuration as config.json holds it (the browser gets the same). */
  config?: unknown;
  /**
   * The answer's Content-Security-Policy nonce (server/http/browser-protections.ts): React's inline
   * scripts (a streamed boundary's swap) and the state script carry it.
   */
  nonce?: string;
  /**
   * How long to wait, once the shell is ready, for the rest (data still loading) before streaming
   * the shell alone: a page whose data comes in time is sent whole (readable without JavaScript).
   */
  waitMs?: number;
  /** Cut-off of the whole render: boundaries still loading are then left to the browser. */
  abortMs?: number;
  /** Errors inside the render (the server logs them; the browser renders those parts itself). */
  onError?: (error: unknown) => void;
}

export interface PreparedPage {
  status: 200 | 404;
  language: Language;
  /** Rendered with the visitor's own token (their data): the response must not be shared (`private`). */
  private: boolean;
  /**
   * Source modules of the page's code (the Vite manifest's keys: the page and the binding modules
   * of its features), so the server can inline their CSS and preload their chunks.
   */
  modules: string[];
  /**
   * Starts React. Resolves once the HTML can start flowing: everything rendered, or the shell alone
   * when the data has not come within `waitMs`; rejects when the shell cannot be rendered.
   */
  render(): Promise<RenderedPage>;
}

/**
 * A page the browser renders (signed-in and device-bound pages): the server sends the app's shell
 * with the page's code and CSS ready (`modules`) and the runtime configuration.
 */
export interface ShellPage {
  shell: true;
  modules: string[];
}

export interface RenderedPage extends Omit<PreparedPage, 'render'> {
  /** 'complete': everything rendered; 'streaming': the shell, the rest follows as it loads. */
  mode: 'complete' | 'streaming';
  /** Writes the page's HTML (the content of #root) into `destination` and ends it. */
  pipe(destination: Writable): void;
  /** The state script; call it once the HTML is written (it holds every answer of the render). */
  state(): string;
  abort(reason?: unknown): void;
}

/** The page module's source path per route entry (Vite manifest keys), found by module identity. */
const PAGE_SOURCES = import.meta.glob<{ default: unknown }>(['./ui/screens/**/*Page.tsx', '!./ui/screens/**/*.stories.tsx', '!./ui/screens/ErrorPage.tsx', '!./ui/screens/NotFoundPage.tsx']);
const sourceOfEntry = new Map<RouteEntry, string | null>();

async function pageSource(entry: RouteEntry): Promise<string | null> {
  const known = sourceOfEntry.get(entry);
  if (known !== undefined) return known;
  const page = await entry.page();
  let found: string | null = null;
  for (const [path, load] of Object.entries(PAGE_SOURCES)) {
    if ((await load()).default === page.default) {
      found = `src/${path.replace(/^\.\//, '')}`;
      break;
    }
  }
  sourceOfEntry.set(entry, found);
  return found;
}

const featureSource = (feature: string) => `src/infrastructure/container/bindings/${feature}.http.ts`;

/** The page's module and its features' binding modules (Vite manifest keys). */
async function modulesOf(entry: RouteEntry): Promise<string[]> {
  const source = await pageSource(entry);
  return [...(source ? [source] : []), ...(entry.features ?? []).map(featureSource)];
}

/**
 * Prepares a page: its route, status and code (quick: the server writes the head meanwhile); a
 * ShellPage for the pages the browser renders (signed-in and device-bound pages); null when nothing
 * is server-rendered (a serverless configuration): the server then sends index.html as it is.
 */
export async function preparePage(request: RenderRequest): Promise<PreparedPage | ShellPage | null> {
  const address = new URL(request.url, 'http://ssr.invalid');
  const location = address.pathname + address.search;
  const entry = matchRoute(address.pathname);
  const { config } = parseRuntimeConfig(request.config ?? {});
  if (isServerless(config)) return null;
  if (entry && !entry.ssr) return { shell: true, modules: await modulesOf(entry) };
  // A page of the visitor's own data (/cart): only with their token, and only a token the API
  // knows (a missing, malformed, revoked or unknown one: the browser renders the page itself).
  const personal = entry?.guestToken === true;
  if (personal && !(await isLiveGuestToken(request.transport, request.guestAccessToken))) {
    return { shell: true, modules: await modulesOf(entry) };
  }
  const accessToken = personal ? request.guestAccessToken : request.accessToken;

  // The visitor's language, as the browser's SessionStore would read it.
  const storage = new MemoryKeyValueStorage();
  storage.setItem(STORAGE_KEYS.language, request.language.toUpperCase());
  const exchanges: Exchange[] = [];
  const container = createHttpContainer({
    config,
    storage,
    cookies: null,
    checkVersion: false,
    retry: { retries: 0 },
    onUnauthorized: () => undefined,
    adapter: recordingAdapter(injectAdapter(request.transport, [{ base: config.courseBaseUrl, transport: request.courseTransport }]), exchanges),
  });
  if (accessToken) container.get<SessionStore>(SESSION_STORE).setAccessToken(accessToken);
  composeStorefront(container, config, {
    timeZone: { timeZone: () => JAKARTA_TIME_ZONE },
    clock: { now: () => Date.now() },
    sessionFlags: memoryFlags(),
    persistentFlags: memoryFlags(),
  });

  const [, modules] = await Promise.all([
    loadCatalogue(request.language).catch(() => undefined),
    entry ? modulesOf(entry) : [],
    entry ? preloadRoute(container, address.pathname) : null,
  ]);
  const status = entry ? 200 : 404;
  const state = (): string => stateScript({ v: 1, path: location, language: request.language, config: request.config ?? null, exchanges } satisfies SsrState, request.nonce);

  const render = () => new Promise<RenderedPage>((resolve, reject) => {
    const pageData = new PageData('server');
    let settled = false;
    let waitTimer: ReturnType<typeof setTimeout> | undefined;
    let stream: PipeableStream | null = null;
    const abortTimer = setTimeout(() => stream?.abort(new Error('server render timed out')), request.abortMs ?? 10_000);
    const finish = (mode: 'complete' | 'streaming') => {
      if (settled || !stream) return;
      settled = true;
      clearTimeout(waitTimer);
      resolve({ status, language: request.language, private: personal, modules, mode, pipe: stream.pipe, state, abort: stream.abort });
    };
    stream = renderToPipeableStream(
      <StrictMode>
        <App container={container} location={location} pageData={pageData} />
      </StrictMode>,
      {
        // A boundary complete when its HTML is written goes inline (readable without JavaScript);
        // React would otherwise move large ones out of order.
        progressiveChunkSize: 1 << 30,
        ...(request.nonce ? { nonce: request.nonce } : {}),
        onShellReady() {
          waitTimer = setTimeout(() => finish('streaming'), request.waitMs ?? 150);
        },
        onAllReady() {
          clearTimeout(abortTimer);
          finish('complete');
        },
        onShellError(error) {
          clearTimeout(waitTimer);
          clearTimeout(abortTimer);
          if (!settled) {
            settled = true;
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        },
        onError(error) {
          request.onError?.(error);
        },
      },
    );
  });

  return { status, language: request.language, private: personal, modules, render };
}

/** The shape of the API's access tokens (base64url); anything else is not sent to the API. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,256}$/;

/**
 * Whether the API knows this anonymous access token (an owner of cart lines): one unrecorded call
 * answered from the API's token cache. Its answer is not replayed: the page's own calls follow.
 */
async function isLiveGuestToken(transport: ApiTransport, token: string | null | undefined): Promise<boolean> {
  if (!token || !TOKEN_SHAPE.test(token)) return false;
  try {
    const answer = await transport({
      method: 'POST',
      url: '/api/cart-detail/check',
      headers: { accesstoken: token, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ cart_details_id: [] }),
    });
    return answer.status === 200;
  } catch {
    return false;
  }
}

/** preparePage, then render (tests). */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const page = await preparePage(request);
  return page && !('shell' in page) ? page.render() : null;
}
