// HTTP bindings of the 'perks' feature (FeatureLoader; issue 12; docs/perks.md): saved cards,
// the customer's vouchers, promotions, favorites, and copying a text to the clipboard
// (navigator.clipboard; unless the composition root bound one).
import type { Container } from 'inversify';
import { COPY_TEXT, CUSTOMER_VOUCHER_API, type CopyText } from '../../../application/ports/customer-voucher-api.port';
import { FAVORITES_API } from '../../../application/ports/favorites-api.port';
import { PROMOTION_API } from '../../../application/ports/promotion-api.port';
import { SAVED_CARD_API } from '../../../application/ports/saved-card-api.port';
import { HttpCustomerVoucherApi } from '../../http/customer-voucher-api.http';
import { HttpFavoritesApi } from '../../http/favorites-api.http';
import { HttpPromotionApi } from '../../http/promotion-api.http';
import { HttpSavedCardApi } from '../../http/saved-card-api.http';

/** navigator.clipboard.writeText; rejects where the Clipboard API is missing (old browsers, insecure pages). */
export const browserCopyText: CopyText = async (text) => {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard || typeof clipboard.writeText !== 'function') throw new Error('Clipboard API unavailable');
  await clipboard.writeText(text);
};

export function bindPerksHttp(container: Container): void {
  container.bind(SAVED_CARD_API).to(HttpSavedCardApi);
  container.bind(CUSTOMER_VOUCHER_API).to(HttpCustomerVoucherApi);
  container.bind(PROMOTION_API).to(HttpPromotionApi);
  container.bind(FAVORITES_API).to(HttpFavoritesApi);
  if (!container.isBound(COPY_TEXT)) container.bind<CopyText>(COPY_TEXT).toConstantValue(browserCopyText);
}
