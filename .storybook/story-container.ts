// The container a story renders on: the composition root in 'memory' mode (in-memory
// adapters over a fresh in-memory storage, so stories never share state), the storefront's
// view-models, and the shell settings the app binds at start-up. A story describes the world
// it needs with `parameters.world` (signed in, affiliate, badges, time zone ...).
import 'reflect-metadata';
import type { Container } from 'inversify';
import { storefrontModule } from '../src/application/storefront.module';
import { CART_API, type CartApi } from '../src/application/ports/cart-api.port';
import type { InvoiceSummary } from '../src/application/ports/invoice-api.port';
import { SESSION_API, type SessionApi } from '../src/application/ports/session-api.port';
import { SESSION_STORE, type Customer, type Language, type SessionStore } from '../src/application/ports/session-store.port';
import {
  APP_SETTINGS, CLOCK, PERSISTENT_FLAGS, SESSION_FLAGS, TIME_ZONE_PROVIDER,
  type AppSettings, type Clock, type FlagStore,
} from '../src/application/shell/app-settings';
import type { TimeZoneProvider } from '../src/application/shell/time-zone';
import { ANNOUNCEMENT_VIEW_MODEL, type AnnouncementContent, type AnnouncementViewModel } from '../src/application/shell/announcement-view-model';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../src/application/session/session-view-model';
import { createMemoryContainer } from '../src/infrastructure/container/memory-container';
import { DEMO_PLACES, MemoryGeocodeApi } from '../src/infrastructure/memory/geocode.memory';
import { GEOCODE_API, type GeocodeApi } from '../src/application/ports/geocode-api.port';
import { DEMO_PASSWORD, DEMO_PRODUCTS } from '../src/infrastructure/memory/demo-data';
import { MEMORY_BACKEND, type MemoryBackend, type MemorySocialIdentity } from '../src/infrastructure/memory/memory-backend';
import { MemorySocialSdk } from '../src/infrastructure/memory/social-sdk.memory';
import { SOCIAL_SDK, type SocialProvider, type SocialSdk, type SocialSdkFailure } from '../src/application/ports/social-sdk.port';
import { MemoryMembershipApi, type MemoryPartner } from '../src/infrastructure/memory/membership.memory';
import { BOOKMARK_API, type BookmarkApi } from '../src/application/ports/bookmark-api.port';
import { ApiError } from '../src/application/ports/api-error';
import { DEMO_POP_UP } from '../src/infrastructure/memory/content.memory';

export interface StoryUser {
  firstName?: string;
  lastName?: string;
  affiliate?: boolean;
  avatar?: string | null;
  walletBalance?: number;
  /** Google / Facebook connected to the account (customer.google_connected / facebook_connected). */
  googleConnected?: boolean;
  facebookConnected?: boolean;
}

/** A provider's press in a story: the token the in-memory SDK hands out (known to the in-memory server with `identity`; refused without), or the SDK's failure. */
export type StorySocial =
  | { token: string; identity?: Omit<MemorySocialIdentity, 'provider'>; /** The identity is already connected to another account. */ linkedElsewhere?: boolean }
  | { failure: SocialSdkFailure };

/** What a story needs the world to look like. */
export interface StoryWorld {
  /** Signed-in customer (true = the default customer Budi). */
  user?: boolean | StoryUser;
  /** Pending invoices on the bell (signed-in only). */
  pendingInvoices?: number;
  /** Items in the cart (the customer's server cart, or the guest cart when anonymous). */
  cartItems?: number;
  /** The visitor's IANA time zone (default Asia/Jakarta). */
  timeZone?: string;
  /** Flags already set (e.g. an announcement already seen). */
  flags?: Record<string, string>;
  /** The login-required flag is up: the login modal shows. */
  loginRequired?: boolean;
  /** Offer the announcement of this state flag (the modal shows). */
  announcement?: string;
  /** Its content (default: the memory ContentApi's demo pop-up). */
  announcementContent?: AnnouncementContent;
  /** Membership (signed-in only): premium until this instant; the affiliate partner's code and figures. */
  premiumUntil?: number;
  partner?: MemoryPartner;
  /** A geocoder is configured (the demo places): the address form offers the map pin. */
  geocoder?: boolean;
  /** Calls that fail as a server error would: adding to the cart, saving a favorite. */
  failing?: readonly ('cartAdd' | 'bookmarkCreate')[];
  /** Google and Facebook sign-in configured (only the providers listed; none: no buttons). */
  social?: Partial<Record<SocialProvider, StorySocial>>;
}

/** Fixed clock so dates in stories do not move: 2024-03-01 10:00 WIB. */
export const STORY_NOW = Date.UTC(2024, 2, 1, 3, 0, 0);

export const STORY_SETTINGS: AppSettings = {
  sisterServiceUrl: 'https://kirim.example.com',
  sisterServiceName: 'Kirim Barang',
  partnerUrl: 'https://mitra.example.com',
  blogUrl: 'https://blog.example.com',
  socialLinks: [
    { network: 'instagram', url: 'https://instagram.com/titip' },
    { network: 'facebook', url: 'https://facebook.com/titip' },
    { network: 'youtube', url: 'https://youtube.com/@titip' },
  ],
};

function memoryFlags(initial: Record<string, string> = {}): FlagStore {
  const values = new Map(Object.entries(initial));
  return { get: (key) => values.get(key) ?? null, set: (key, value) => void values.set(key, value) };
}

function pendingInvoice(i: number): InvoiceSummary {
  return {
    code: `INV/2024/03/${String(1000 + i)}`,
    type: 'checkout',
    status: 'pending',
    statusLabel: 'Menunggu Pembayaran',
    message: 'Hai titipers status sedang menunggu pembayaran',
    createdAt: new Date(STORY_NOW - i * 3_600_000).toISOString(),
    dueDate: null,
  };
}

export async function createStoryContainer(world: StoryWorld = {}, language: Language = 'id'): Promise<Container> {
  const container = createMemoryContainer();
  container.load(storefrontModule);
  container.bind<AppSettings>(APP_SETTINGS).toConstantValue(STORY_SETTINGS);
  const timeZone = world.timeZone ?? 'Asia/Jakarta';
  container.bind<TimeZoneProvider>(TIME_ZONE_PROVIDER).toConstantValue({ timeZone: () => timeZone });
  container.bind<FlagStore>(SESSION_FLAGS).toConstantValue(memoryFlags());
  container.bind<FlagStore>(PERSISTENT_FLAGS).toConstantValue(memoryFlags(world.flags));
  container.bind<Clock>(CLOCK).toConstantValue({ now: () => STORY_NOW });

  const store = container.get<SessionStore>(SESSION_STORE);
  store.setLanguage(language);
  store.setAccessToken(await container.get<SessionApi>(SESSION_API).createAccessToken());

  if (world.user) {
    const u: StoryUser = world.user === true ? {} : world.user;
    const backend = container.get<MemoryBackend>(MEMORY_BACKEND);
    const customer: Customer = {
      customerKey: 'CUST-STORY-1',
      firstName: u.firstName ?? 'Budi',
      lastName: u.lastName ?? 'Santoso',
      email: 'budi@example.com',
      phoneNumber: '081234567890',
      gender: null,
      birthday: null,
      avatar: u.avatar ?? null,
      notifEmail: true,
      notifSms: false,
      hasPin: false,
      isAffiliatePartner: u.affiliate ?? false,
      ...(u.googleConnected !== undefined ? { googleConnected: u.googleConnected } : {}),
      ...(u.facebookConnected !== undefined ? { facebookConnected: u.facebookConnected } : {}),
    };
    backend.accounts.set(customer.customerKey, {
      customer,
      userId: customer.email,
      password: DEMO_PASSWORD,
      verified: true,
      walletBalance: u.walletBalance ?? 1_250_000,
      social: { ...(u.googleConnected ? { google: 'story-google-sub' } : {}), ...(u.facebookConnected ? { facebook: 'story-facebook-id' } : {}) },
    });
    const token = backend.token('login');
    backend.loginTokens.set(token, customer.customerKey);
    backend.invoices.set(customer.customerKey, Array.from({ length: world.pendingInvoices ?? 0 }, (_, i) => pendingInvoice(i)));
    store.setLogin(token, customer);
    if (world.premiumUntil !== undefined) backend.premiumUntil.set(customer.customerKey, world.premiumUntil);
    if (world.partner) container.get(MemoryMembershipApi).partners.set(customer.customerKey, world.partner);
  }

  const cart = container.get<CartApi>(CART_API);
  for (let i = 0; i < (world.cartItems ?? 0); i++) {
    const product = DEMO_PRODUCTS[i % DEMO_PRODUCTS.length];
    if (product) await cart.addScraped({ url: product.url, quantity: Math.max(1, product.minimumOrderQuantity) });
  }

  const session = container.get<SessionViewModel>(SESSION_VIEW_MODEL);
  await session.refreshProfile();
  if (world.loginRequired) session.requireLogin();
  if (world.announcement) {
    const demo = { title: DEMO_POP_UP.title, body: DEMO_POP_UP.summary, picture: DEMO_POP_UP.picture, link: DEMO_POP_UP.link, actionLabel: DEMO_POP_UP.actionLabel };
    container.get<AnnouncementViewModel>(ANNOUNCEMENT_VIEW_MODEL).offer(world.announcement, world.announcementContent ?? demo);
  }
  for (const call of world.failing ?? []) {
    const fail = () => Promise.reject(new ApiError('INTERNAL'));
    if (call === 'cartAdd') Object.assign(cart, { addScraped: fail, addManual: fail });
    if (call === 'bookmarkCreate') Object.assign(container.get<BookmarkApi>(BOOKMARK_API), { create: fail });
  }
  if (world.social) {
    const backend = container.get<MemoryBackend>(MEMORY_BACKEND);
    for (const [provider, press] of Object.entries(world.social) as [SocialProvider, StorySocial][]) {
      if (!('token' in press) || !press.identity) continue;
      backend.socialIdentities.set(press.token, { provider, ...press.identity });
      if (press.linkedElsewhere) {
        const key = `CUST-OTHER-${provider}`;
        backend.accounts.set(key, {
          userId: `${key.toLowerCase()}@example.com`, password: null, verified: true, walletBalance: 0, social: { [provider]: press.identity.id },
          customer: {
            customerKey: key, firstName: press.identity.givenName, lastName: press.identity.familyName, email: `${key.toLowerCase()}@example.com`, phoneNumber: '',
            gender: null, birthday: null, avatar: null, notifEmail: true, notifSms: false, hasPin: false, isAffiliatePartner: false,
          },
        });
      }
    }
    container.rebind<SocialSdk>(SOCIAL_SDK).toConstantValue(new MemorySocialSdk(world.social));
  }
  if (world.geocoder) container.rebind<GeocodeApi>(GEOCODE_API).toConstantValue(new MemoryGeocodeApi(DEMO_PLACES, 'Data © OpenStreetMap contributors, ODbL 1.0'));
  return container;
}
