/**
 * Composition entry: runtime config -> container (http, or memory when the config says serverless)
 * -> storefront view-models -> session start -> render.
 *
 * A server-rendered page (docs/ssr.md) carries its state (ssr-state.ts): the runtime config (no
 * fetch of config.json) and the API answers of its render, which the container's HTTP transport
 * replays for the first render. The page is hydrated when this device sees what the server rendered
 * (a visitor who is not signed in, in the page's language); otherwise, and for every page that is
 * not server-rendered, the app renders on the client as before, replacing the server's HTML.
 */
import 'reflect-metadata';
import { reaction } from 'mobx';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRuntimeConfig, parseRuntimeConfig } from './infrastructure/config/runtime-config';
import { createContainer } from './infrastructure/container';
import { replayingAdapter } from './infrastructure/http/exchanges';
import { SESSION_VIEW_MODEL, type SessionViewModel } from './application/session/session-view-model';
import { mobileRedirectTarget } from './application/shell/mobile-redirect';
import { composeStorefront, isServerless } from './compose';
import { SSR_STATE_GLOBAL, readSsrState } from './ssr-state';
import { App } from './ui/app/App';
import { loadCatalogue } from './ui/app/intl';
import { PageData } from './ui/app/page-data';
import { persistentFlags, sessionFlags, writeAccessTokenCookie, writeLanguageCookie } from './ui/lib/browser';
import { nextTask, warmIntl } from './ui/lib/next-task';
import { navigateApp } from './ui/routes/navigation';
import { preloadRoute } from './ui/routes/router';
import './ui/styles/base.css';
import './ui/styles/layout.css';
import './ui/styles/components.css';

/** The server-rendered page's state, taken once from the page. */
function takeServerState() {
  const holder = window as unknown as Record<typeof SSR_STATE_GLOBAL, unknown>;
  const state = readSsrState(holder[SSR_STATE_GLOBAL]);
  holder[SSR_STATE_GLOBAL] = undefined;
  return state;
}

async function boot(): Promise<void> {
  const server = takeServerState();
  const here = location.pathname + location.search;
  // The configuration comes with the page (a server-rendered page's state, or the shell of a page
  // the browser renders: server/http/ssr.ts); else it is fetched.
  const handed = server ? server.config : (window as unknown as Record<string, unknown>).__TITIP_CONFIG__;
  const { config, problems } = handed !== undefined && handed !== null ? parseRuntimeConfig(handed) : await loadRuntimeConfig();
  if (problems.length > 0) console.warn('[titip] runtime config:', problems.join('; '));
  const mobileTarget = mobileRedirectTarget(config, navigator.userAgent, here);
  if (mobileTarget) {
    location.replace(mobileTarget);
    return;
  }
  const serverless = isServerless(config);

  // Start-up is a few steps, each in its own task (nextTask), so that a phone's main thread is never
  // held for all of it: the locale data, the container, the composition, the session, the render.
  await nextTask();
  warmIntl(document.documentElement.lang || 'id');
  await nextTask();
  const container = await createContainer({
    mode: serverless ? 'memory' : 'http',
    config,
    // A 401 on any call: go to /logout (spec section 4).
    onUnauthorized: () => navigateApp('/logout'),
    // The server render's answers, for this first render only (each once, for a short time).
    ...(server && !serverless ? { adapter: replayingAdapter(server.exchanges) } : {}),
  });
  composeStorefront(container, config, {
    timeZone: { timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone },
    clock: { now: () => Date.now() },
    sessionFlags: sessionFlags(),
    persistentFlags: persistentFlags(),
  });
  await nextTask();

  const session = container.get<SessionViewModel>(SESSION_VIEW_MODEL);
  document.documentElement.lang = session.language;
  // The server renders in the language of this cookie (docs/ssr.md).
  reaction(() => session.language, writeLanguageCookie, { fireImmediately: true });
  // /cart is rendered with the anonymous access token of this cookie while nobody is signed in
  // (docs/ssr.md): written when the session stores or changes it, removed when it is cleared or a
  // customer signs in.
  reaction(() => (session.loginToken === null ? session.accessToken : null), writeAccessTokenCookie, { fireImmediately: true });
  // The anonymous access token first: a page's calls need it (nothing rendered reads these).
  // A partner's referral link (/?ref=CODE): kept in the session until registration (docs/membership.md).
  session.rememberReferral(location.search);
  await nextTask();
  void session.start();
  void session.refreshProfile();
  // The active language's catalogue and the page's code before the first render (no flash of
  // message ids, no suspended page); if the catalogue cannot be loaded, LocalisedApp falls back to
  // the Indonesian defaults, and a page whose code fails to load shows the error page.
  await Promise.all([
    loadCatalogue(session.language).catch(() => undefined),
    preloadRoute(container, location.pathname).catch(() => null),
  ]);
  await nextTask();

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const hydrate = server !== null && !serverless && server.path === here && !session.signedIn && server.language === session.language;
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (the page is already painted and readable).
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App container={container} pageData={new PageData('hydrate')} />
        </StrictMode>,
      );
    });
  } else {
    createRoot(root).render(
      <StrictMode>
        <App container={container} />
      </StrictMode>,
    );
  }
}

void boot();
