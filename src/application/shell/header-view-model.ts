/**
 * Header badges (spec section 2 'Header'): pending invoices on the bell (plus the customer's
 * unread notifications after payment, docs/api/ops.md) and the cart item count (the server cart
 * when signed in, the guest cart otherwise).
 */
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CART_API, type CartApi } from '../ports/cart-api.port';
import { CUSTOMER_NOTIFICATION_API, type CustomerNotificationApi } from '../ports/customer-notification-api.port';
import { GUEST_CART_STORE, type GuestCartStore } from '../ports/guest-cart-store.port';
import { INVOICE_API, type InvoiceApi } from '../ports/invoice-api.port';
import { SESSION_VIEW_MODEL, SessionViewModel } from '../session/session-view-model';

export const HEADER_VIEW_MODEL = Symbol.for('shell.HeaderViewModel');

@injectable()
export class HeaderViewModel {
  pendingInvoices = 0;
  /** The customer's unread notifications (0 without the port). */
  unreadNotifications = 0;
  cartCount = 0;

  constructor(
    @inject(SESSION_VIEW_MODEL) readonly session: SessionViewModel,
    @inject(INVOICE_API) private readonly invoices: InvoiceApi,
    @inject(CART_API) private readonly cart: CartApi,
    @inject(GUEST_CART_STORE) private readonly guestCart: GuestCartStore,
    @inject(CUSTOMER_NOTIFICATION_API) @optional() private readonly notifications?: CustomerNotificationApi,
  ) {
    makeAutoObservable<this, 'invoices' | 'cart' | 'guestCart' | 'notifications'>(
      this,
      { session: false, invoices: false, cart: false, guestCart: false, notifications: false },
      { autoBind: true },
    );
  }

  /** Reloads both badges; failures leave the badge as it was (silent lookups). */
  async refresh(): Promise<void> {
    await Promise.all([this.refreshInvoices(), this.refreshNotifications(), this.refreshCart()]);
  }

  /** The bell's count: pending invoices and unread notifications. */
  get bellCount(): number {
    return this.pendingInvoices + this.unreadNotifications;
  }

  async refreshNotifications(): Promise<void> {
    if (!this.session.signedIn || !this.notifications) {
      this.unreadNotifications = 0;
      return;
    }
    try {
      const page = await this.notifications.list(1);
      runInAction(() => {
        this.unreadNotifications = page.unread;
      });
    } catch {
      // silent
    }
  }

  async refreshInvoices(): Promise<void> {
    if (!this.session.signedIn) {
      this.pendingInvoices = 0;
      return;
    }
    try {
      const list = await this.invoices.pending(['additional', 'checkout']);
      runInAction(() => {
        this.pendingInvoices = list.length;
      });
    } catch {
      // silent
    }
  }

  async refreshCart(): Promise<void> {
    if (!this.session.signedIn) {
      this.cartCount = this.guestCart.list().length;
      return;
    }
    try {
      const lines = await this.cart.list();
      runInAction(() => {
        this.cartCount = lines.length;
      });
    } catch {
      // silent
    }
  }

  reset(): void {
    this.pendingInvoices = 0;
    this.unreadNotifications = 0;
    this.cartCount = this.guestCart.list().length;
  }
}
