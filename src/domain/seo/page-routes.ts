// Which storefront address is which page for search engines (docs/seo.md): its texts, whether it
// may be indexed, whether the sitemap lists it, and the paths robots.txt keeps out. The server
// cannot import the route table (src/ui/routes/table.ts): this list names the same paths, and
// src/domain/seo/page-routes.test.ts checks every route of the table has its page here.
import type { PageKey } from './page-texts';

export interface SeoRoute {
  key: PageKey;
  /** noindex: account, checkout, sign-in, console and development pages. */
  private: boolean;
}

/** Public pages listed in /sitemap.xml, in this order (products, promotions and courses follow). */
export const SITEMAP_PATHS: readonly string[] = [
  '/', '/catalog', '/kalkulator', '/kursus', '/promo', '/promonewcustomer', '/1688/result', '/lartas',
  '/how-to-order', '/faq', '/about-us', '/track', '/manual-order-form', '/register-agent', '/privacy-policy', '/term-of-use',
];

/**
 * The detail pages of spec section 2 whose id is optional (`/print-invoice/{id?}`, ...) opened
 * without it: the list the detail belongs to, where the customer picks one (spec silent on what
 * they show; docs/decisions.md). The server answers these addresses with a redirect there
 * (server/modules/seo), the browser's router does the same (src/ui/routes/table.ts).
 */
export const DETAIL_LISTS: Readonly<Record<string, string>> = {
  '/print-invoice': '/history-invoice',
  '/promo-detail': '/promo',
  '/ticket-detail': '/tickets',
  '/voucher-detail': '/voucher',
};

/** The list of a detail page opened without its id (a trailing slash allowed), or null. */
export function listOfDetail(path: string): string | null {
  return DETAIL_LISTS[path.length > 1 ? path.replace(/\/+$/, '') : path] ?? null;
}

const PUBLIC: Record<string, PageKey> = {
  '/': 'home', '/kalkulator': 'calculator', '/lartas': 'lartas', '/about-us': 'about', '/faq': 'faq',
  '/how-to-order': 'howToOrder', '/privacy-policy': 'privacy', '/term-of-use': 'terms', '/1688/result': 'results',
  '/taobao/result': 'results', '/product': 'product', '/manual-order-form': 'manualOrder', '/catalog': 'catalog',
  '/cart': 'cart', '/track': 'track', '/promo': 'promo', '/promonewcustomer': 'promoNewCustomer',
  '/register-agent': 'registerAgent', '/kursus': 'courses', '/chat': 'chat',
};

/** Pages of an account or a device: not indexed (noindex), and kept out by robots.txt. */
const ACCOUNT_PATHS = [
  '/notification', '/address', '/history', '/history-invoice', '/tickets', '/tickets-create', '/ticket-detail', '/print-invoice',
  '/wallet', '/withdraw', '/bank-account', '/settings', '/edit-password', '/deactive-account', '/token', '/payment', '/voucher',
  '/voucher-detail', '/favorites', '/upgrade-premium', '/join-reseller', '/affiliate', '/menu', '/logout',
  '/kursus/keranjang', '/kursus/saya', '/kursus/dashboard', '/kursus/pesanan/',
];
const CHECKOUT_PATHS = ['/checkout', '/kursus/checkout'];
const CONSOLE_PATHS = ['/ops'];
const DEV_PATHS = ['/dev/'];
const SIGN_IN: Record<string, PageKey> = { '/login': 'login', '/register': 'register', '/reset-password': 'login' };
/** Public pages of a device's own settings: open to anyone, kept out of search results (noindex). */
const DEVICE_SETTINGS: Record<string, PageKey> = { '/privacy-settings': 'privacySettings' };

/** `Disallow` lines of robots.txt (prefixes; `*` as Google and Bing read it). */
export const ROBOTS_DISALLOW: readonly string[] = [
  '/api/', ...Object.keys(DEVICE_SETTINGS), ...DEV_PATHS, ...CONSOLE_PATHS, ...CHECKOUT_PATHS, ...ACCOUNT_PATHS, '/kursus/*/belajar/', '/kursus/*/kuis/',
];

const under = (path: string, prefix: string) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`));

/** The page of a path (without query), or null for an address no page has (the 404 page). */
export function seoRouteOf(path: string): SeoRoute | null {
  const list = DETAIL_LISTS[path];
  if (list) return seoRouteOf(list);
  const known = PUBLIC[path];
  if (known) return { key: known, private: false };
  if (/^\/product\/[^/]+$/.test(path)) return { key: 'product', private: false };
  if (/^\/promo-detail\/[^/]+$/.test(path)) return { key: 'promo', private: false };
  const device = DEVICE_SETTINGS[path];
  if (device) return { key: device, private: true };
  const signIn = SIGN_IN[path];
  if (signIn) return { key: signIn, private: true };
  if (CHECKOUT_PATHS.some((p) => under(path, p))) return { key: 'checkout', private: true };
  if (CONSOLE_PATHS.some((p) => under(path, p)) || DEV_PATHS.some((p) => under(path, p))) return { key: 'console', private: true };
  if (ACCOUNT_PATHS.some((p) => under(path, p)) || /^\/kursus\/[^/]+\/(belajar|kuis)\/[^/]+$/.test(path)) return { key: 'account', private: true };
  if (/^\/kursus\/[^/]+$/.test(path)) return { key: 'course', private: false };
  return null;
}
