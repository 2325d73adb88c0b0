/**
 * Registers the service worker (/sw.js, root scope; docs/pwa.md). Loaded by src/main.tsx once the
 * page has loaded and the browser is idle (its own small chunk: nothing of it is needed for the
 * first paint). It also tells the worker the visitor's language, for the offline page of a page
 * never opened (the worker reads the language cookie first where the browser lets it).
 */
import type { Container } from 'inversify';
import { reaction } from 'mobx';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../application/session/session-view-model';

export async function registerServiceWorker(container: Container): Promise<void> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch (error) {
    console.warn('[titip] service worker not registered:', error);
    return;
  }
  const session = container.get<SessionViewModel>(SESSION_VIEW_MODEL);
  const tell = (language: string) => {
    void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'language', language }));
  };
  reaction(() => session.language, tell, { fireImmediately: true });
}
