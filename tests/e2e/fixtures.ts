// Shared fixtures of the browser journeys:
// - nothing leaves the loopback servers (the storefront's and the course service's): requests to other hosts are answered with an empty
//   response (messaging links get a stub page so a popup can be asserted on);
// - the operators' announcement pop-up (featured-images/pop_up, docs/banners.md) is answered as "none"
//   in the browser, so it never arrives after idle in the middle of a journey's click or focus check;
//   a journey about the pop-up asks for it with `test.use({ popUpShown: true })`, and then the
//   announcement modal is closed whenever it covers the page (only that one: a journey's own dialogs
//   stay open);
// - the home page's guided tour (docs/banners.md), shown once per device, is marked seen before the journey
//   starts (`tour:home:1`), so its tooltip neither takes the focus nor covers a control; a journey about
//   the tour asks for it with `test.use({ tourSeen: false })`;
// - page.goto / page.reload wait until the storefront is interactive (server-rendered pages hydrate);
// - the analytics pixels are configured on the journeys' server (global-setup.ts, docs/privacy.md): every
//   journey starts with a refusal stored on the device (`titip.consent`, with the app version so the
//   first page does not clear it), so no banner covers its controls and nothing loads; a journey about
//   consent asks for none with `test.use({ storedConsent: 'none' })`. The pixels' stand-in is a loopback
//   server the journeys may reach (E2E_PIXEL_URL);
// - a journey fails on any Content-Security-Policy violation (server/http/browser-protections.ts) in
//   any page of its browser contexts (its own and those it opens with browser.newContext): the
//   `securitypolicyviolation` events of every document and the console's reports of the policy.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

const CSP_BINDING = '__titipCspViolation';

/** Collects the context's Content-Security-Policy violations into `into` (every page, every document). */
export async function watchCsp(context: BrowserContext, into: string[]): Promise<void> {
  await context.exposeBinding(CSP_BINDING, (_source, text: string) => {
    into.push(text);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as Record<string, ((text: string) => void) | undefined>)[binding];
      report?.(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'} on ${e.documentURI} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`);
    });
  }, CSP_BINDING);
  context.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) into.push(`console: ${message.text()}`);
  });
}

/** The state version of public/config.json (src/infrastructure/config/runtime-config.ts BUILT_STATE_VERSION). */
const APP_VERSION = '02022020-1';

export const test = base.extend<{ page: Page; storedConsent: 'rejected' | 'none'; tourSeen: boolean; popUpShown: boolean }>({
  storedConsent: ['rejected', { option: true }],
  tourSeen: [true, { option: true }],
  popUpShown: [false, { option: true }],
  page: async ({ page, baseURL, storedConsent, tourSeen, popUpShown }, use) => {
    if (!popUpShown) {
      // The server's answer when no pop-up is active (server/modules/content/routes-featured.ts),
      // without asking it: a page that navigates away meanwhile leaves nothing half-answered.
      await page.context().route((url) => url.pathname.endsWith('/api/featured-images/pop_up'), (route) =>
        route.fulfill({ status: 200, json: { action: true, message: 'OK', data: null } }).catch(() => undefined));
    }
    if (tourSeen) {
      await page.context().addInitScript((version) => {
        try {
          if (localStorage.getItem('app_version') === null) localStorage.setItem('app_version', version);
          if (localStorage.getItem('tour:home:1') === null) localStorage.setItem('tour:home:1', '1');
        } catch {
          // a page without storage (about:blank, data:): nothing to store
        }
      }, APP_VERSION);
    }
    if (storedConsent === 'rejected') {
      await page.context().addInitScript((version) => {
        try {
          if (localStorage.getItem('titip.consent') === null) {
            if (localStorage.getItem('app_version') === null) localStorage.setItem('app_version', version);
            localStorage.setItem('titip.consent', JSON.stringify({ version: 1, analytics: false, advertising: false, decidedAt: Date.now() }));
          }
        } catch {
          // a page without storage (about:blank, data:): nothing to store
        }
      }, APP_VERSION);
    }
    // Content-Security-Policy violations of this context and of every context the journey opens.
    const violations: string[] = [];
    await watchCsp(page.context(), violations);
    const browser = page.context().browser();
    const newContext = browser?.newContext.bind(browser);
    if (browser && newContext) {
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        await watchCsp(context, violations);
        return context;
      };
    }
    // The storefront's origin and the course service's (its own port: global-setup.ts).
    const origins = new Set([new URL(baseURL ?? 'http://127.0.0.1').origin]);
    if (process.env.E2E_COURSE_URL) origins.add(new URL(process.env.E2E_COURSE_URL).origin);
    if (process.env.E2E_PIXEL_URL) origins.add(new URL(process.env.E2E_PIXEL_URL).origin);
    await page.context().route(
      (url) => !origins.has(url.origin) && (url.protocol === 'http:' || url.protocol === 'https:'),
      (route) => {
        const url = new URL(route.request().url());
        if (/(^|\.)wa\.me$|whatsapp/i.test(url.hostname)) {
          return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title><p>messaging stub</p>' });
        }
        return route.fulfill({ status: 204, body: '' });
      },
    );
    // Close the announcement (or any modal) that pops over a page the journey wants to use.
    // Only the announcement: the journeys' own dialogs (confirmations, the photo viewer) stay open.
    await page.addLocatorHandler(page.locator('.modal-backdrop .modal[role="dialog"]').filter({ has: page.getByTestId('announcement-actions') }), async (dialog) => {
      await dialog.locator('.modal-close').click();
    });
    // Server-rendered pages show before their JavaScript runs (docs/ssr.md): a journey acts once the
    // app is interactive (<html data-app-ready>, set after hydration), as a person would wait for it.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appReady(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
    await use(page);
    if (browser && newContext) browser.newContext = newContext;
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

/** Waits until the storefront on the page is interactive (pages that are not the storefront: at once). */
export async function appReady(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.appReady === 'true', undefined, { timeout });
}

export { expect };

/** Texts of the spec used verbatim by the UI. */
export const TEXTS = {
  notFound: '404 Not Found - Maaf, Halaman yang anda tuju tidak ditemukan',
  loginButtonId: 'Daftar / Login',
} as const;
