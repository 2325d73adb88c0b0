/**
 * The first stage of the browser's start (src/main.tsx): runtime config -> container (http, or
 * memory when the config says serverless) -> storefront view-models -> session start. Its code
 * (the application layer and the adapters, over the libraries ./libs.ts already ran) is one module
 * graph, loaded and run in tasks of its own, before the next stage's (React and the screens:
 * ./view.tsx).
 */
import 'reflect-metadata';
import { reaction } from 'mobx';
import type { Container } from 'inversify';
import { loadRuntimeConfig, parseRuntimeConfig } from '../infrastructure/config/runtime-config';
import { createContainer } from '../infrastructure/container';
import { replayingAdapter } from '../infrastructure/http/exchanges';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../application/session/session-view-model';
import { SESSION_STORE, type SessionStore } from '../application/ports/session-store.port';
import { NETWORK_STATUS, type NetworkStatus } from '../application/shell/network-status';
import { watchNetwork } from '../infrastructure/pwa/network';
import { mobileRedirectTarget } from '../application/shell/mobile-redirect';
import { composeStorefront, isServerless } from '../compose';
import { SSR_STATE_GLOBAL, readSsrState } from '../ssr-state';
import { persistentFlags, sessionFlags, writeAccessTokenCookie, writeLanguageCookie } from '../ui/lib/browser';
import { nextTask, warmIntl } from '../ui/lib/next-task';
import { navigateApp } from '../ui/routes/navigation';

export interface Prepared {
  container: Container;
  session: SessionViewModel;
  /** The page's HTML is the server's render of what this device would render: hydrate it. */
  hydrate: boolean;
}

/** The server-rendered page's state, taken once from the page. */
function takeServerState() {
  const holder = window as unknown as Record<typeof SSR_STATE_GLOBAL, unknown>;
  const state = readSsrState(holder[SSR_STATE_GLOBAL]);
  holder[SSR_STATE_GLOBAL] = undefined;
  return state;
}

/** The container and the started session; null when the page is left (the mobile site). */
export async function prepare(): Promise<Prepared | null> {
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
    return null;
  }
  const serverless = isServerless(config);

  // Each step in its own task (nextTask), so that a phone's main thread is never held for all of
  // them: the locale data, the container, the composition, the session.
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
  // Online or not, and whether this page is the service worker's saved copy (docs/pwa.md).
  watchNetwork(container.get<NetworkStatus>(NETWORK_STATUS));
  await nextTask();

  const session = container.get<SessionViewModel>(SESSION_VIEW_MODEL);
  // The language of the address (`?lang=en`, the English page's own address; docs/seo.md) becomes
  // the visitor's: the server rendered it, and later pages follow it.
  const asked = new URLSearchParams(location.search).get('lang')?.toLowerCase();
  if ((asked === 'en' || asked === 'id') && asked !== session.language) session.setLanguage(asked);
  // <html lang> follows the language chosen (WCAG 3.1.1: a screen reader speaks the page in it).
  reaction(() => session.language, (language) => { document.documentElement.lang = language; }, { fireImmediately: true });
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

  // /register resumed at a later step after a reload (registerRules on this device): the server
  // rendered the first step, so the browser renders the page itself.
  const resumedRegistration = location.pathname === '/register' && container.get<SessionStore>(SESSION_STORE).registerRules() !== null;
  const hydrate = server !== null && !serverless && server.path === here && !session.signedIn && server.language === session.language && !resumedRegistration;
  return { container, session, hydrate };
}
