/**
 * The scrape answer 'action_type redirect' sends the browser to its link (spec section 5) only
 * when the link's host is on this allowlist: the marketplaces the service buys from and the
 * sister service of the runtime configuration. Any other link is ignored (the page shows
 * 'Produk tidak tersedia'), so a tampered answer cannot send a visitor to an arbitrary site.
 */
export const REDIRECT_HOSTS: readonly string[] = [
  '1688.com', 'taobao.com', 'tmall.com', 'tmall.hk', 'tb.cn',
  'amazon.com', 'ebay.com', 'amazon.co.uk', 'ebay.co.uk', 'amazon.sg',
];

function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    if (parsed.username || parsed.password) return null;
    return parsed.hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
}

/** The redirect target when allowed (exact host or a subdomain of an allowed host), else null. */
export function allowedRedirect(link: string, extraUrls: readonly string[] = []): string | null {
  const host = hostOf(link);
  if (!host) return null;
  const allowed = [...REDIRECT_HOSTS, ...extraUrls.map(hostOf).filter((h): h is string => h !== null)];
  return allowed.some((a) => host === a || host.endsWith(`.${a}`)) ? link : null;
}
