/**
 * The one route table (spec section 2 'Routes'). Only routes whose page is
 * built are registered; every other path falls to the 404 page.
 * Each page is its own code chunk (route.lazy), so the router waits for it
 * and the loading bar covers the load.
 */
import type { ComponentType } from 'react';
import type { Feature } from '../../application/ports/feature-loader.port';
import type { RouteAccess, RouteCheck } from '../../application/shell/guards';
import type { LayoutName } from '../layouts';

export interface RouteEntry {
  readonly path: string;
  readonly layout: LayoutName;
  readonly access: RouteAccess;
  /** A page check: when it fails the 404 page shows. */
  readonly check?: RouteCheck;
  /** The page's module; its optional `preload` loads the parts it renders lazily (preloadRoute). */
  readonly page: () => Promise<{ default: ComponentType; preload?: () => Promise<unknown> }>;
  /**
   * The features (ports) the page's view-models need at mount: loaded together with the page's
   * chunk instead of after it (the page's useViewModel would wait for them anyway).
   * scripts/bundle-budget.mjs counts them in the route's start-up JavaScript.
   */
  readonly features?: readonly Feature[];
  /**
   * Rendered on the server with its data (docs/ssr.md): public pages whose HTML does not depend on
   * the visitor's device or account (no sign-in), the sign-in pages (/login, /register: their first
   * screen is the same for every visitor; a registration resumed on the device is rendered by the
   * browser, src/boot/core.ts), the course catalogue and course pages (their data from the course
   * service, with a short deadline), and /cart with `guestToken`. Every other page gets the app's shell.
   */
  readonly ssr?: boolean;
  /**
   * Rendered on the server only with the visitor's anonymous access token, taken from the
   * `titip_at` cookie the browser writes (docs/ssr.md): the render's API calls carry that token
   * (the page shows that visitor's data; the response is `private`). Without a valid token the
   * page gets the app's shell, as a page without `ssr` does.
   */
  readonly guestToken?: boolean;
}

export const ROUTES: readonly RouteEntry[] = [
  { path: '/', layout: 'home', access: 'public', page: () => import('../screens/HomePage'), features: ['content'], ssr: true },
  { path: '/kalkulator', layout: 'default', access: 'public', page: () => import('../screens/CalculatorPage'), features: ['pricing'], ssr: true },
  { path: '/login', layout: 'default', access: 'guest-only', page: () => import('../screens/LoginPage'), features: ['social'], ssr: true },
  { path: '/register', layout: 'default', access: 'guest-only', page: () => import('../screens/account/RegisterPage'), features: ['social'], ssr: true },
  { path: '/reset-password', layout: 'default', access: 'guest-only', page: () => import('../screens/account/ResetPasswordPage') },
  { path: '/logout', layout: 'invoice', access: 'public', page: () => import('../screens/LogoutPage') },
  { path: '/about-us', layout: 'default', access: 'public', page: () => import('../screens/AboutPage'), ssr: true },
  { path: '/faq', layout: 'default', access: 'public', page: () => import('../screens/FaqPage'), ssr: true },
  { path: '/how-to-order', layout: 'default', access: 'public', page: () => import('../screens/HowToOrderPage'), ssr: true },
  { path: '/privacy-policy', layout: 'default', access: 'public', page: () => import('../screens/PrivacyPage'), ssr: true },
  { path: '/privacy-settings', layout: 'default', access: 'public', page: () => import('../screens/privacy/PrivacySettingsPage'), features: ['privacy'] },
  { path: '/term-of-use', layout: 'default', access: 'public', page: () => import('../screens/TermsPage'), ssr: true },
  { path: '/lartas', layout: 'default', access: 'public', page: () => import('../screens/LartasPage'), features: ['pricing'], ssr: true },
  { path: '/1688/result', layout: '1688', access: 'public', page: () => import('../screens/search/ResultsPage'), features: ['search'], ssr: true },
  { path: '/taobao/result', layout: '1688', access: 'public', page: () => import('../screens/search/ResultsPage'), features: ['search'], ssr: true },
  { path: '/product', layout: 'default', access: 'public', page: () => import('../screens/product/ProductPage'), features: ['product', 'catalog', 'pricing'], ssr: true },
  { path: '/product/:id', layout: 'default', access: 'public', page: () => import('../screens/product/ProductPage'), features: ['product', 'catalog', 'pricing'], ssr: true },
  { path: '/manual-order-form', layout: 'default', access: 'public', page: () => import('../screens/product/ManualOrderPage'), features: ['pricing'], ssr: true },
  { path: '/catalog', layout: 'catalog', access: 'public', page: () => import('../screens/product/CatalogPage'), features: ['catalog'], ssr: true },
  { path: '/notification', layout: 'default', access: 'auth', page: () => import('../screens/NotificationPage') },
  { path: '/cart', layout: 'default', access: 'public', page: () => import('../screens/cart/CartPage'), features: ['pricing', 'address'], ssr: true, guestToken: true },
  { path: '/address', layout: 'default', access: 'public', page: () => import('../screens/cart/AddressPage'), features: ['address'] },
  { path: '/checkout', layout: 'default', access: 'auth', page: () => import('../screens/checkout/CheckoutPage'), features: ['checkout', 'address'] },
  { path: '/history-invoice', layout: 'account', access: 'auth', page: () => import('../screens/invoice/InvoiceHistoryPage'), features: ['checkout'] },
  { path: '/history', layout: 'account', access: 'auth', page: () => import('../screens/invoice/OrderHistoryPage'), features: ['checkout'] },
  { path: '/tickets', layout: 'account', access: 'auth', page: () => import('../screens/tickets/TicketsPage'), features: ['aftercare'] },
  { path: '/tickets-create', layout: 'account', access: 'auth', page: () => import('../screens/tickets/TicketCreatePage'), features: ['aftercare', 'checkout'] },
  { path: '/ticket-detail/:id', layout: 'account', access: 'auth', page: () => import('../screens/tickets/TicketDetailPage'), features: ['aftercare'] },
  // The detail pages without their id (spec: /ticket-detail/{id?} ...) go to their list (DetailListPage).
  { path: '/ticket-detail', layout: 'account', access: 'auth', page: () => import('../screens/DetailListPage') },
  { path: '/print-invoice/:id', layout: 'invoice', access: 'auth', page: () => import('../screens/invoice/PrintInvoicePage'), features: ['checkout'] },
  { path: '/print-invoice', layout: 'invoice', access: 'auth', page: () => import('../screens/DetailListPage') },
  { path: '/track', layout: 'default', access: 'public', page: () => import('../screens/invoice/TrackPage'), features: ['checkout'], ssr: true },
  { path: '/wallet', layout: 'account', access: 'auth', page: () => import('../screens/wallet/WalletPage'), features: ['checkout'] },
  { path: '/withdraw', layout: 'account', access: 'auth', page: () => import('../screens/wallet/WithdrawPage'), features: ['checkout'] },
  { path: '/bank-account', layout: 'account', access: 'auth', page: () => import('../screens/wallet/BankAccountPage'), features: ['checkout'] },
  // Account (issue 12): profile and security ('account' feature).
  { path: '/settings', layout: 'account', access: 'auth', page: () => import('../screens/profile/SettingsPage'), features: ['account', 'social'] },
  { path: '/edit-password', layout: 'account', access: 'auth', page: () => import('../screens/profile/EditPasswordPage'), features: ['account'] },
  { path: '/deactive-account', layout: 'account', access: 'auth', page: () => import('../screens/profile/DeactivatePage'), features: ['account'] },
  { path: '/token', layout: 'account', access: 'public', page: () => import('../screens/profile/TokenPage'), features: ['account'] },
  // Account (issue 12): cards, vouchers, promotions, favorites ('perks' feature).
  { path: '/payment', layout: 'account', access: 'auth', page: () => import('../screens/perks/CardsPage'), features: ['perks', 'checkout'] },
  { path: '/voucher', layout: 'account', access: 'auth', page: () => import('../screens/perks/VouchersPage'), features: ['perks'] },
  { path: '/voucher-detail/:id', layout: 'account', access: 'auth', page: () => import('../screens/perks/VoucherDetailPage'), features: ['perks'] },
  { path: '/voucher-detail', layout: 'account', access: 'auth', page: () => import('../screens/DetailListPage') },
  { path: '/favorites', layout: 'account', access: 'auth', page: () => import('../screens/perks/FavoritesPage'), features: ['perks'] },
  { path: '/promo', layout: 'promo', access: 'public', page: () => import('../screens/perks/PromoPage'), features: ['perks'], ssr: true },
  { path: '/promo-detail/:id', layout: 'promo', access: 'public', page: () => import('../screens/perks/PromoDetailPage'), features: ['perks'], ssr: true },
  { path: '/promo-detail', layout: 'promo', access: 'public', page: () => import('../screens/DetailListPage') },
  { path: '/promonewcustomer', layout: 'promo', access: 'public', page: () => import('../screens/perks/PromoNewCustomerPage'), features: ['perks'], ssr: true },
  // Account (issue 12): premium, reseller, agent, affiliate ('membership' feature).
  { path: '/upgrade-premium', layout: 'account', access: 'auth', page: () => import('../screens/membership/UpgradePremiumPage'), features: ['membership'] },
  { path: '/join-reseller', layout: 'account', access: 'auth', page: () => import('../screens/membership/JoinResellerPage'), features: ['membership'] },
  // Public: the footer links it; a visitor reads what an agent does and is asked to sign in (docs/membership.md).
  { path: '/register-agent', layout: 'default', access: 'public', page: () => import('../screens/membership/RegisterAgentPage'), features: ['membership'] },
  { path: '/affiliate', layout: 'account', access: 'affiliate', page: () => import('../screens/membership/AffiliatePage'), features: ['membership'] },
  // Courses (issue 13; docs/courses.md): the separate course service ('course' feature), client-rendered.
  // The static paths come before /kursus/:slug.
  { path: '/kursus', layout: 'default', access: 'public', page: () => import('../screens/course/CourseCatalogPage'), features: ['course'], ssr: true },
  { path: '/kursus/keranjang', layout: 'default', access: 'auth', page: () => import('../screens/course/CourseCartPage'), features: ['course'] },
  { path: '/kursus/checkout', layout: 'default', access: 'auth', page: () => import('../screens/course/CourseCheckoutPage'), features: ['course'] },
  { path: '/kursus/saya', layout: 'account', access: 'auth', page: () => import('../screens/course/MyCoursesPage'), features: ['course'] },
  { path: '/kursus/dashboard', layout: 'account', access: 'auth', page: () => import('../screens/course/CourseDashboardPage'), features: ['course'] },
  { path: '/kursus/pesanan/:orderCode', layout: 'account', access: 'auth', page: () => import('../screens/course/CourseInvoicePage'), features: ['course'] },
  { path: '/kursus/:slug', layout: 'default', access: 'public', page: () => import('../screens/course/CoursePage'), features: ['course'], ssr: true },
  { path: '/kursus/:slug/belajar/:lessonId', layout: 'default', access: 'auth', page: () => import('../screens/course/LessonPage'), features: ['course'] },
  { path: '/kursus/:slug/kuis/:quizId', layout: 'default', access: 'auth', page: () => import('../screens/course/QuizPage'), features: ['course'] },
  // Account (issue 12): menu, chat.
  { path: '/menu', layout: 'default', access: 'auth', page: () => import('../screens/MenuPage') },
  { path: '/chat', layout: 'default', access: 'public', page: () => import('../screens/ChatPage') },
  // The operations console (staff only: its layout sends to /ops/login without a staff session; docs/operations-console.md).
  { path: '/ops/login', layout: 'ops', access: 'public', page: () => import('../ops/OpsLoginPage'), features: ['ops'] },
  { path: '/ops', layout: 'ops', access: 'public', page: () => import('../ops/OpsQueuesPage'), features: ['ops'] },
  { path: '/ops/orders/:code', layout: 'ops', access: 'public', page: () => import('../ops/OpsOrderPage'), features: ['ops'] },
  { path: '/ops/tickets', layout: 'ops', access: 'public', page: () => import('../ops/OpsTicketsPage'), features: ['ops'] },
  { path: '/ops/tickets/:id', layout: 'ops', access: 'public', page: () => import('../ops/OpsTicketPage'), features: ['ops'] },
  { path: '/ops/applications', layout: 'ops', access: 'public', page: () => import('../ops/OpsApplicationsPage'), features: ['ops'] },
  { path: '/ops/kurs', layout: 'ops', access: 'public', page: () => import('../ops/OpsRatesPage'), features: ['ops'] },
  { path: '/ops/banners', layout: 'ops', access: 'public', page: () => import('../ops/OpsBannersPage'), features: ['ops'] },
  { path: '/ops/security', layout: 'ops', access: 'public', page: () => import('../ops/OpsSecurityPage'), features: ['ops'] },
];
