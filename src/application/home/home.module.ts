/**
 * The home page's bindings, loaded with the home chunks: homeModule (the blocks, ContentApi) with
 * HomeBlocks, homeExtrasModule (the operators' pop-up and the guided tour) with HomeExtras, homeOrderModule (the in-page order preview, ProductApi) with OrderPreview, so the
 * product adapters load on the first pasted link only (useViewModel(token, module)).
 */
import { ContainerModule } from 'inversify';
import { withFeatures } from '../feature-module';
import { HOME_ORDER_VIEW_MODEL, HomeOrderViewModel } from './home-order-view-model';
import { HOME_VIEW_MODEL, HomeViewModel } from './home-view-model';
import { POP_UP_OFFER_VIEW_MODEL, PopUpOfferViewModel } from './pop-up-offer-view-model';
import { TOUR_VIEW_MODEL, TourViewModel } from './tour-view-model';

export const homeModule = withFeatures(['content'], new ContainerModule(({ bind }) => {
  bind(HOME_VIEW_MODEL).to(HomeViewModel).inTransientScope();
}));

/** The pop-up and the guided tour, loaded once the home page is idle (HomeExtras). */
export const homeExtrasModule = withFeatures(['content'], new ContainerModule(({ bind }) => {
  bind(POP_UP_OFFER_VIEW_MODEL).to(PopUpOfferViewModel).inTransientScope();
  bind(TOUR_VIEW_MODEL).to(TourViewModel).inTransientScope();
}));

export const homeOrderModule = withFeatures(['product'], new ContainerModule(({ bind }) => {
  bind(HOME_ORDER_VIEW_MODEL).to(HomeOrderViewModel).inTransientScope();
}));

