/**
 * The one route table (spec section 2 'Routes'). Only routes whose page is
 * built are registered; every other path falls to the 404 page.
 * Each page is its own code chunk (route.lazy), so the router waits for it
 * and the loading bar covers the load.
 */
import type { ComponentType } from 'react';
import type { Feature } from '../../application/ports/feature-loader.port';
import type { RouteAccess, RouteCheck } from '../../application/shell/guards';

export type LayoutName = 'default' | '1688' | 'account' | 'catalog' | 'home' | 'invoice' | 'promo';

export interface RouteEntry {
  readonly path: string;
  readonly layout: LayoutName;
  readonly access: RouteAccess;
  /** A page check: when it fails the 404 page shows. */
  readonly check?: RouteCheck;
  readonly page: () => Promise<{ default: ComponentType }>;
  /**
   * The features (ports) the page's view-models need at mount: loaded together with the page's
   * chunk instead of after it (the page's useViewModel would wait for them anyway).
   * scripts/bundle-budget.mjs counts them in the route's start-up JavaScript.
   */
  readonly features?: readonly Feature[];
}

export const ROUTES: readonly RouteEntry[] = [
  { path: '/', layout: 'home', access: 'public', page: () => import('../screens/HomePage'), features: ['content'] },
  { path: '/kalkulator', layout: 'default', access: 'public', page: () => import('../screens/CalculatorPage'), features: ['pricing'] },
  { path: '/login', layout: 'default', access: 'guest-only', page: () => import('../screens/LoginPage') },
  { path: '/register', layout: 'default', access: 'guest-only', page: () => import('../screens/account/RegisterPage') },
  { path: '/reset-password', layout: 'default', access: 'guest-only', page: () => import('../screens/account/ResetPasswordPage') },
  { path: '/logout', layout: 'invoice', access: 'public', page: () => import('../screens/LogoutPage') },
  { path: '/about-us', layout: 'default', access: 'public', page: () => import('../screens/AboutPage') },
  { path: '/faq', layout: 'default', access: 'public', page: () => import('../screens/FaqPage') },
  { path: '/how-to-order', layout: 'default', access: 'public', page: () => import('../screens/HowToOrderPage') },
  { path: '/privacy-policy', layout: 'default', access: 'public', page: () => import('../screens/PrivacyPage') },
  { path: '/term-of-use', layout: 'default', access: 'public', page: () => import('../screens/TermsPage') },
  { path: '/lartas', layout: 'default', access: 'public', page: () => import('../screens/LartasPage'), features: ['pricing'] },
  { path: '/1688/result', layout: '1688', access: 'public', page: () => import('../screens/search/ResultsPage'), features: ['search'] },
  { path: '/taobao/result', layout: '1688', access: 'public', page: () => import('../screens/search/ResultsPage'), features: ['search'] },
  { path: '/product', layout: 'default', access: 'public', page: () => import('../screens/product/ProductPage'), features: ['product', 'catalog', 'pricing'] },
  { path: '/product/:id', layout: 'default', access: 'public', page: () => import('../screens/product/ProductPage'), features: ['product', 'catalog', 'pricing'] },
  { path: '/manual-order-form', layout: 'default', access: 'public', page: () => import('../screens/product/ManualOrderPage'), features: ['pricing'] },
  { path: '/catalog', layout: 'catalog', access: 'public', page: () => import('../screens/product/CatalogPage'), features: ['catalog'] },
  { path: '/notification', layout: 'default', access: 'auth', page: () => import('../screens/NotificationPage') },
  { path: '/cart', layout: 'default', access: 'public', page: () => import('../screens/cart/CartPage'), features: ['pricing', 'address'] },
  { path: '/address', layout: 'default', access: 'public', page: () => import('../screens/cart/AddressPage'), features: ['address'] },
  { path: '/checkout', layout: 'default', access: 'auth', page: () => import('../screens/checkout/CheckoutPage'), features: ['checkout', 'address'] },
  { path: '/history-invoice', layout: 'account', access: 'auth', page: () => import('../screens/invoice/InvoiceHistoryPage'), features: ['checkout'] },
  { path: '/history', layout: 'account', access: 'auth', page: () => import('../screens/invoice/OrderHistoryPage'), features: ['checkout'] },
  { path: '/print-invoice/:id', layout: 'invoice', access: 'auth', page: () => import('../screens/invoice/PrintInvoicePage'), features: ['checkout'] },
  { path: '/track', layout: 'default', access: 'public', page: () => import('../screens/invoice/TrackPage'), features: ['checkout'] },
  { path: '/wallet', layout: 'account', access: 'auth', page: () => import('../screens/wallet/WalletPage'), features: ['checkout'] },
  { path: '/withdraw', layout: 'account', access: 'auth', page: () => import('../screens/wallet/WithdrawPage'), features: ['checkout'] },
  { path: '/bank-account', layout: 'account', access: 'auth', page: () => import('../screens/wallet/BankAccountPage'), features: ['checkout'] },
];

/** Paths linked from the header, footer and menus (pages built later fall to 404 for now). */
export const PATHS = {
  home: '/',
  login: '/login',
  logout: '/logout',
  register: '/register',
  resetPassword: '/reset-password',
  calculator: '/kalkulator',
  about: '/about-us',
  faq: '/faq',
  howToOrder: '/how-to-order',
  privacy: '/privacy-policy',
  terms: '/term-of-use',
  lartas: '/lartas',
  track: '/track',
  promo: '/promo',
  promoNewCustomer: '/promonewcustomer',
  profitable: '/1688/result',
  notification: '/notification',
  cart: '/cart',
  checkout: '/checkout',
  wallet: '/wallet',
  withdraw: '/withdraw',
  history: '/history',
  affiliate: '/affiliate',
  historyInvoice: '/history-invoice',
  address: '/address',
  bankAccount: '/bank-account',
  payment: '/payment',
  voucher: '/voucher',
  tickets: '/tickets',
  favorites: '/favorites',
  joinReseller: '/join-reseller',
  registerAgent: '/register-agent',
  settings: '/settings',
} as const;
