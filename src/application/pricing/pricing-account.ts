// The server's facts about the caller's account that pricing needs (importer status, NPWP on
// file, premium), read through the CartApi (GET cart/pricing-account). A visitor without a login token
// has neither, so no call is made; a failed call counts as neither: the page then shows the
// price a visitor would pay, never a lower one the server would not charge.
import { GUEST_PRICING_ACCOUNT, type CartApi, type PricingAccount } from '../ports/cart-api.port';
import type { SessionStore } from '../ports/session-store.port';

export async function loadPricingAccount(cart: Partial<Pick<CartApi, 'pricingAccount'>> | undefined, session?: Pick<SessionStore, 'loginToken'>): Promise<PricingAccount> {
  if (!cart || typeof cart.pricingAccount !== 'function') return GUEST_PRICING_ACCOUNT;
  if (session && !session.loginToken()) return GUEST_PRICING_ACCOUNT;
  try {
    const account = await cart.pricingAccount();
    return { importerMode: account.importerMode === true, hasNpwp: account.hasNpwp === true, premium: account.premium === true };
  } catch {
    return GUEST_PRICING_ACCOUNT;
  }
}
