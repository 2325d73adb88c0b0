/**
 * The second stage of the browser's start (src/main.tsx): the active language's catalogue and the
 * page's code, then the app: hydrated over the server's HTML (docs/ssr.md), or rendered by the
 * browser. React, the routes and the screens are this stage's module graph.
 */
import { StrictMode, startTransition, type ErrorInfo } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '../ui/app/App';
import { loadCatalogue } from '../ui/app/intl';
import { PageData } from '../ui/app/page-data';
import { nextTask } from '../ui/lib/next-task';
import { preloadRoute } from '../ui/routes/router';
import type { Prepared } from './core';

/**
 * A render that threw and then succeeded when React rendered again synchronously (a "recoverable"
 * error, or a hydration mismatch): the page works, but something is wrong. React's default reports
 * only its wrapper ('error #520'); this logs what was thrown, and in which component.
 */
const onRecoverableError = (error: unknown, info: ErrorInfo): void => {
  console.error(error instanceof Error && error.cause !== undefined ? error.cause : error, info.componentStack);
};

export async function render({ container, session, hydrate }: Prepared): Promise<void> {
  // The catalogue and the page's code before the first render (no flash of message ids, no
  // suspended page); if the catalogue cannot be loaded, LocalisedApp falls back to the Indonesian
  // defaults, and a page whose code fails to load shows the error page.
  await Promise.all([
    loadCatalogue(session.language).catch(() => undefined),
    preloadRoute(container, location.pathname).catch(() => null),
  ]);
  await nextTask();

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (the page is already painted and readable).
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App container={container} pageData={new PageData('hydrate')} />
        </StrictMode>,
        { onRecoverableError },
      );
    });
  } else {
    createRoot(root, { onRecoverableError }).render(
      <StrictMode>
        <App container={container} />
      </StrictMode>,
    );
  }
}
