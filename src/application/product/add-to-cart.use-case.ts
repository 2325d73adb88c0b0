/**
 * Adding to the cart, in one place (the product page, the manual order form, the catalog):
 * the server cart first (cart/add-to-cart or add-to-cart-manual, under the access token or the
 * login token), then, for an anonymous visitor, the line is mirrored in the GuestCartStore
 * (spec section 4: the local cart is checked against the server and pushed at login).
 * A failure of the mirror never fails the add: the server holds the line.
 * After an add the header's cart badge is told to recount at once (issue 23: it kept saying
 * "Keranjang, 0 produk" until another page was opened).
 */
import { inject, injectable, optional } from 'inversify';
import { CART_API, type AddScrapedInput, type CartAddResult, type CartApi, type ManualOrderInput } from '../ports/cart-api.port';
import { GUEST_CART_STORE, type GuestCartStore } from '../ports/guest-cart-store.port';
import { SESSION_STORE, type SessionStore } from '../ports/session-store.port';
import { HEADER_VIEW_MODEL } from '../shell/header-view-model';
import { ANALYTICS, type AnalyticsSink } from '../privacy/analytics.port';

/** What the use case needs of the header: its cart badge recounts (HeaderViewModel). */
export interface CartBadge {
  refreshCart(): Promise<void>;
}

export const ADD_TO_CART_USE_CASE = Symbol.for('product.AddToCartUseCase');

@injectable()
export class AddToCartUseCase {
  constructor(
    @inject(CART_API) private readonly cart: CartApi,
    @inject(GUEST_CART_STORE) private readonly guestCart: GuestCartStore,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(HEADER_VIEW_MODEL) @optional() private readonly badge?: CartBadge,
    @inject(ANALYTICS) @optional() private readonly analytics?: AnalyticsSink,
  ) {}

  /** A scraped (or catalog) product. Throws the CartApi's ApiError on failure. */
  async addProduct(input: AddScrapedInput): Promise<CartAddResult> {
    const result = await this.cart.addScraped(input);
    await this.mirror(result);
    this.recount();
    return result;
  }

  /** A manual order (cart/add-to-cart-manual). */
  async addManual(input: ManualOrderInput): Promise<CartAddResult> {
    const result = await this.cart.addManual(input);
    await this.mirror(result);
    this.recount();
    return result;
  }

  /** The badge's own lookup is silent; the add's answer does not wait for it. */
  private recount(): void {
    void this.badge?.refreshCart();
    // A conversion for the ad pixels, sent only with consent (docs/privacy.md).
    this.analytics?.track({ type: 'add_to_cart', currency: 'IDR' });
  }

  private async mirror(result: CartAddResult): Promise<void> {
    if (this.session.loginToken()) return;
    try {
      this.guestCart.upsert(await this.cart.get(result.code));
    } catch {
      // The line is on the server; the next cart check brings the local copy up to date.
    }
  }
}
