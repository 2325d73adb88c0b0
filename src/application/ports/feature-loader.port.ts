/**
 * FeatureLoader: makes a feature's ports resolvable before a screen of that feature resolves its
 * view-model. The http composition root loads a feature's adapters (and their mappers) with the
 * feature, in their own chunk, the first time it is asked for; in memory mode every feature is
 * bound from the start, so ensure() resolves at once.
 *
 * Features and the ports each one binds (src/infrastructure/container/bindings/<feature>.http.ts):
 *   content  ContentApi                      (home blocks)
 *   search   SearchApi                       (results, image search)
 *   product  ProductApi                      (home order preview, product page)
 *   catalog  CatalogApi, BookmarkApi         (catalog, product page)
 *   pricing  RatesApi                        (calculator, lartas, product, manual order, cart)
 *   address  AddressApi, RegionsApi, ShippingApi (address page)
 *   checkout CheckoutApi, OrderApi, PaymentApi, FulfilmentApi ... (checkout, invoices, order history, tracking)
 *   aftercare RatingApi, TicketApi          (rating form, product reviews, tickets)
 *   ops      OpsApi, StaffSessionStore       (the operations console /ops: staff only)
 *   account  profile, security, PIN, deactivation (settings, edit-password, deactive-account, token)
 *   perks    saved cards, vouchers, promotions, favorites (payment, voucher, promo, favorites)
 *   membership premium, reseller and agent applications, affiliate (upgrade-premium, join-reseller, register-agent, affiliate)
 *   course   CourseApi (the separate course service at courseBaseUrl: the /kursus pages)
 *   privacy  ConsentStore, PrivacyApi    (the consent banner and page views after idle, /privacy-settings)
 *   feeds    ContentFeedsApi             (the home's blog articles and photos after idle; docs/content-feeds.md)
 *   social   SocialSdk                   (the Google and Facebook buttons: login form, /register, /settings)
 * The ports the shell uses at boot (session, auth, profile, invoices, customer notifications,
 * support, cart, guest stores) are bound eagerly and belong to no feature.
 */
export type Feature = 'content' | 'search' | 'product' | 'catalog' | 'pricing' | 'address' | 'checkout' | 'ops' | 'aftercare' | 'account' | 'perks' | 'membership' | 'course' | 'privacy' | 'feeds' | 'social';

export const FEATURES: readonly Feature[] = ['content', 'search', 'product', 'catalog', 'pricing', 'address', 'checkout', 'ops', 'aftercare', 'account', 'perks', 'membership', 'course', 'privacy', 'feeds', 'social'];

export interface FeatureLoader {
  /** True once the feature's ports are bound (synchronous: a screen renders at once when they are). */
  isLoaded(feature: Feature): boolean;
  /**
   * Binds the feature's ports once. The same promise for concurrent calls (React's use() needs a
   * stable one); a failed chunk load rejects and is retried on the next call.
   */
  ensure(feature: Feature): Promise<void>;
}

export const FEATURE_LOADER = Symbol.for('application.FeatureLoader');
