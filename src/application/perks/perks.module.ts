/**
 * The bindings of the perks pages (docs/perks.md), loaded with their chunks: /voucher, /voucher-detail,
 * /promo, /promo-detail, /promonewcustomer and /favorites need the 'perks' feature; /payment also the
 * 'checkout' feature's CardTokenizer (the gateway's client library).
 */
import { ContainerModule } from 'inversify';
import { withFeatures } from '../feature-module';
import { FAVORITES_VIEW_MODEL, FavoritesViewModel } from './favorites-view-model';
import { PROMOTION_VIEW_MODEL, PROMOTIONS_VIEW_MODEL, PromotionViewModel, PromotionsViewModel } from './promotions-view-model';
import { SAVED_CARDS_VIEW_MODEL, SavedCardsViewModel } from './saved-cards-view-model';
import { VOUCHER_DETAIL_VIEW_MODEL, VOUCHERS_VIEW_MODEL, VoucherDetailViewModel, VouchersViewModel } from './vouchers-view-model';

export const perksModule = withFeatures(['perks'], new ContainerModule(({ bind }) => {
  bind(VOUCHERS_VIEW_MODEL).to(VouchersViewModel).inTransientScope();
  bind(VOUCHER_DETAIL_VIEW_MODEL).to(VoucherDetailViewModel).inTransientScope();
  bind(PROMOTIONS_VIEW_MODEL).to(PromotionsViewModel).inTransientScope();
  bind(PROMOTION_VIEW_MODEL).to(PromotionViewModel).inTransientScope();
  bind(FAVORITES_VIEW_MODEL).to(FavoritesViewModel).inTransientScope();
}));

export const savedCardsModule = withFeatures(['perks', 'checkout'], new ContainerModule(({ bind }) => {
  bind(SAVED_CARDS_VIEW_MODEL).to(SavedCardsViewModel).inTransientScope();
}));
