// HTTP bindings of the 'perks' feature (FeatureLoader; issue 12; docs/perks.md): saved cards,
// the customer's vouchers, promotions, favorites. Copying a voucher's code is the UI's
// (src/ui/lib/clipboard.ts).
import type { Container } from 'inversify';
import { CUSTOMER_VOUCHER_API } from '../../../application/ports/customer-voucher-api.port';
import { FAVORITES_API } from '../../../application/ports/favorites-api.port';
import { PROMOTION_API } from '../../../application/ports/promotion-api.port';
import { SAVED_CARD_API } from '../../../application/ports/saved-card-api.port';
import { HttpCustomerVoucherApi } from '../../http/customer-voucher-api.http';
import { HttpFavoritesApi } from '../../http/favorites-api.http';
import { HttpPromotionApi } from '../../http/promotion-api.http';
import { HttpSavedCardApi } from '../../http/saved-card-api.http';

export function bindPerksHttp(container: Container): void {
  container.bind(SAVED_CARD_API).to(HttpSavedCardApi);
  container.bind(CUSTOMER_VOUCHER_API).to(HttpCustomerVoucherApi);
  container.bind(PROMOTION_API).to(HttpPromotionApi);
  container.bind(FAVORITES_API).to(HttpFavoritesApi);
}
