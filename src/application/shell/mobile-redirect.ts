/**
 * The spec's redirect of mobile browsers to a separate mobile site (section 1), kept as an
 * option of the runtime configuration (redirectMobile, mobileSiteUrl), off by default: the
 * storefront itself is responsive. Returns where to go, or null to stay.
 */
const MOBILE_UA = /Android.+Mobile|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile|Mobile Safari/i;

export function mobileRedirectTarget(
  options: { redirectMobile: boolean; mobileSiteUrl: string },
  userAgent: string,
  pathWithQuery: string,
): string | null {
  if (!options.redirectMobile || !options.mobileSiteUrl || !MOBILE_UA.test(userAgent)) return null;
  let base: URL;
  try {
    base = new URL(options.mobileSiteUrl);
  } catch {
    return null;
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return null;
  const path = pathWithQuery.startsWith('/') ? pathWithQuery : `/${pathWithQuery}`;
  return new URL(path, base).toString();
}
