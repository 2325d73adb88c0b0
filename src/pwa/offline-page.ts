/**
 * The page the service worker answers for a page it has no copy of while the network is gone
 * (docs/pwa.md): in the visitor's language, with a link to try again, the home page and the pages
 * kept on this device. Static HTML and inline CSS, no script; its own strict policy (OFFLINE_PAGE_CSP).
 */
import { LOGO_MARK } from '../ui/components/logo-mark';

export interface OfflineTexts {
  title: string;
  heading: string;
  body: string;
  retry: string;
  home: string;
  saved: string;
}

export interface SavedPage {
  /** Same-origin path with its query. */
  path: string;
  /** The page's title as text (escaped here), or null. */
  title: string | null;
}

export const OFFLINE_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function offlinePageHtml(input: { language: 'id' | 'en'; texts: OfflineTexts; path: string; saved: readonly SavedPage[] }): string {
  const { language, texts, path, saved } = input;
  const list = saved.length === 0 ? '' : `<h2>${escapeHtml(texts.saved)}</h2><ul>${saved
    .map((page) => `<li><a href="${escapeHtml(page.path)}">${page.title ? `${escapeHtml(page.title)} <small>${escapeHtml(page.path)}</small>` : escapeHtml(page.path)}</a></li>`)
    .join('')}</ul>`;
  const logo = `<svg width="48" height="48" viewBox="0 0 ${LOGO_MARK.size} ${LOGO_MARK.size}" aria-hidden="true"><rect width="${LOGO_MARK.size}" height="${LOGO_MARK.size}" rx="${LOGO_MARK.radius}" fill="${LOGO_MARK.background}"/><path d="${LOGO_MARK.path}" fill="${LOGO_MARK.foreground}"/></svg>`;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#c2410c"><title>${escapeHtml(texts.title)}</title><style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#1d2939;background:#fff;line-height:1.5}
main{max-width:36rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.5rem;margin:1rem 0 .5rem}h2{font-size:1.1rem;margin-top:2rem}
a{color:#9a3412}a:focus-visible{outline:3px solid #9a3412;outline-offset:2px}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
.btn{display:inline-block;padding:.6rem 1.1rem;border-radius:.5rem;border:2px solid #c2410c;text-decoration:none;font-weight:600;min-height:24px}
.btn-primary{background:#c2410c;color:#fff}
ul{padding-left:1.2rem}li{margin:.4rem 0}small{color:#475467}
</style></head><body><main data-testid="offline-page">${logo}<h1>${escapeHtml(texts.heading)}</h1><p>${escapeHtml(texts.body)}</p><p class="actions"><a class="btn btn-primary" href="${escapeHtml(path)}">${escapeHtml(texts.retry)}</a><a class="btn" href="/">${escapeHtml(texts.home)}</a></p>${list}</main></body></html>`;
}
