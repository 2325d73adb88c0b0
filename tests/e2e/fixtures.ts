// Shared fixtures of the browser journeys:
// - nothing leaves the loopback server: requests to other hosts are answered with an empty
//   response (messaging links get a stub page so a popup can be asserted on);
// - the welcome announcement modal, shown once per visitor, is closed whenever it covers the page.
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend<{ page: Page }>({
  page: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    await page.context().route(
      (url) => url.origin !== origin && (url.protocol === 'http:' || url.protocol === 'https:'),
      (route) => {
        const url = new URL(route.request().url());
        if (/(^|\.)wa\.me$|whatsapp/i.test(url.hostname)) {
          return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title><p>messaging stub</p>' });
        }
        return route.fulfill({ status: 204, body: '' });
      },
    );
    // Close the announcement (or any modal) that pops over a page the journey wants to use.
    await page.addLocatorHandler(page.locator('.modal-backdrop .modal[role="dialog"]').filter({ hasNot: page.locator('form') }), async (dialog) => {
      await dialog.locator('.modal-close').click();
    });
    await use(page);
  },
});

export { expect };

/** Texts of the spec used verbatim by the UI. */
export const TEXTS = {
  notFound: '404 Not Found - Maaf, Halaman yang anda tuju tidak ditemukan',
  loginButtonId: 'Daftar / Login',
} as const;
