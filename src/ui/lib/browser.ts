/** Tiny browser utilities of the UI layer (no business rules). */
import type { FlagStore } from '../../application/shell/app-settings';
import type { PopupHandle } from '../../application/support/support-view-model';

function storageFlags(storage: () => Storage | undefined): FlagStore {
  return {
    get(key) {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        storage()?.setItem(key, value);
      } catch {
        // storage full or disabled: the flag is simply not kept
      }
    },
  };
}

export const sessionFlags = (): FlagStore => storageFlags(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage));
export const persistentFlags = (): FlagStore => storageFlags(() => (typeof localStorage === 'undefined' ? undefined : localStorage));

/**
 * Opens a blank tab synchronously (inside the click) so the browser does not
 * block it; the link is loaded later. Null when the browser blocked it.
 */
export function openBlankPopup(): PopupHandle | null {
  const win = window.open('', '_blank');
  if (!win) return null;
  try {
    win.opener = null;
  } catch {
    // cross-origin already
  }
  return {
    navigate: (url) => {
      win.location.href = url;
    },
    close: () => win.close(),
  };
}

export const LAST_CHUNK_RELOAD_KEY = 'titip:last-chunk-reload';

/** The cookie the server reads to render a page in the visitor's language (server/http/ssr.ts, docs/ssr.md). */
export const LANGUAGE_COOKIE = 'titip_lang';

/** Keeps the language cookie equal to the session's language (a year; the session keeps the language longer). */
export function writeLanguageCookie(language: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The cookie the server reads to render /cart with the visitor's lines (server/http/ssr.ts,
 * docs/ssr.md): the anonymous access token the session already keeps in local storage, never the
 * login token.
 */
export const ACCESS_TOKEN_COOKIE = 'titip_at';

/**
 * Keeps the access-token cookie equal to the session's anonymous token while nobody is signed in
 * on the device; removes it when there is none or a customer signs in (a signed-in customer's
 * pages are rendered by the browser). The token does not expire on its own: a year, like the
 * language; Secure on https.
 */
export function writeAccessTokenCookie(token: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; secure' : '';
  document.cookie = token
    ? `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; max-age=31536000; samesite=lax${secure}`
    : `${ACCESS_TOKEN_COOKIE}=; path=/; max-age=0; samesite=lax${secure}`;
}
