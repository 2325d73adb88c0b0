/**
 * The browser's entry: the storefront's CSS and three stages, each its own module graph, loaded and
 * run in tasks of their own so that a phone's main thread is never held for the whole start
 * (total blocking time, docs/performance.md):
 *
 * 0. ./boot/libs: the libraries the first stage builds on (MobX, Inversify, axios);
 * 1. ./boot/core: runtime config -> container (http, or memory when the config says serverless)
 *    -> storefront view-models -> session start;
 * 2. ./boot/view: the catalogue and the page's code -> the app, hydrated or rendered.
 *
 * A server-rendered page (docs/ssr.md) carries its state (ssr-state.ts): the runtime config (no
 * fetch of config.json) and the API answers of its render, which the container's HTTP transport
 * replays for the first render. The page is hydrated when this device sees what the server rendered
 * (a visitor who is not signed in, in the page's language); otherwise, and for every page that is
 * not server-rendered, the app renders on the client as before, replacing the server's HTML.
 * The server's page asks for the stages' code with the entry's (server/http/ssr-build.ts
 * bootStages), so no stage's import() waits for a download. The service worker's registration
 * (src/infrastructure/pwa/register.ts, docs/pwa.md) is loaded after all that, once the browser is idle.
 */
import { nextTask } from './ui/lib/next-task';
import './ui/styles/base.css';
import './ui/styles/layout.css';
import './ui/styles/components.css';

async function start(): Promise<void> {
  await import('./boot/libs');
  await nextTask();
  const core = await import('./boot/core');
  await nextTask();
  const prepared = await core.prepare();
  if (!prepared) return;
  const view = await import('./boot/view');
  await nextTask();
  await view.render(prepared);
  // The service worker (docs/pwa.md): registered from a small module of its own, loaded once the
  // page has loaded and the browser is idle, so it takes nothing from the start.
  whenIdle(() => {
    void import('./infrastructure/pwa/register').then((pwa) => pwa.registerServiceWorker());
  });
}

function whenIdle(run: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

void start();
