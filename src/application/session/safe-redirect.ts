/**
 * The `redirect` query of /login and /register: only a local path of this storefront is
 * followed (an open redirect would send a freshly signed-in customer to another site).
 */

/** Pages a redirect must not return to (they would loop or undo the sign-in). */
const NOT_AFTER_SIGN_IN = ['/login', '/logout', '/register', '/reset-password'];

export function safeRedirect(raw: string | null | undefined, fallback = '/'): string {
  if (!raw) return fallback;
  const value = raw;
  // One leading slash: '//host' and '/\host' are other hosts to a browser.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(value)) return fallback;
  const path = value.split(/[?#]/)[0] ?? '';
  if (NOT_AFTER_SIGN_IN.some((p) => path === p || path.startsWith(`${p}/`))) return fallback;
  return value;
}
