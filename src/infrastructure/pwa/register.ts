/**
 * Registers the service worker (/sw.js, root scope; docs/pwa.md). Loaded by src/main.tsx once the
 * page has loaded and the browser is idle (its own small chunk: nothing of it is needed for the
 * first paint). It also tells the worker the visitor's language, for the offline page of a page
 * never opened (the worker reads the language cookie first where the browser lets it).
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch (error) {
    console.warn('[titip] service worker not registered:', error);
    return;
  }
  const html = document.documentElement;
  // The language the server renders with (the titip_lang cookie, docs/ssr.md), else the page's.
  const tell = () => {
    const cookie = /(?:^|;\s*)titip_lang=(id|en)\b/.exec(document.cookie)?.[1];
    const language = (cookie ?? html.lang) === 'en' ? 'en' : 'id';
    void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'language', language }));
  };
  tell();
  // Again when the page's language changes and when the visitor leaves the page (a language chosen
  // meanwhile is in the cookie by then).
  new MutationObserver(tell).observe(html, { attributes: true, attributeFilter: ['lang'] });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') tell();
  });
}
