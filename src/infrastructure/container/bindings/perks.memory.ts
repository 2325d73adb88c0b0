// In-memory bindings of the 'perks' feature (issue 12; docs/perks.md). Called by bindMemoryAdapters
// only.
import type { Container } from 'inversify';
import { CUSTOMER_VOUCHER_API } from '../../../application/ports/customer-voucher-api.port';
import { FAVORITES_API } from '../../../application/ports/favorites-api.port';
import { PROMOTION_API } from '../../../application/ports/promotion-api.port';
import { SAVED_CARD_API } from '../../../application/ports/saved-card-api.port';
import { MemoryCustomerVoucherApi, MemoryFavoritesApi, MemorySavedCardApi } from '../../memory/perks.memory';
import { MemoryPromotionApi } from '../../memory/promotions.memory';

export function bindPerksMemory(container: Container): void {
  container.bind(SAVED_CARD_API).to(MemorySavedCardApi);
  container.bind(CUSTOMER_VOUCHER_API).to(MemoryCustomerVoucherApi);
  container.bind(PROMOTION_API).to(MemoryPromotionApi);
  container.bind(FAVORITES_API).to(MemoryFavoritesApi);
}
