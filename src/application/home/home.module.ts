/**
 * The home page's bindings, loaded with the home chunks: homeModule (the blocks, ContentApi) with
 * HomeBlocks, homeOrderModule (the in-page order preview, ProductApi) with OrderPreview, so the
 * product adapters load on the first pasted link only (useViewModel(token, module)).
 */
import { ContainerModule } from 'inversify';
import { withFeatures } from '../feature-module';
import { HOME_ORDER_VIEW_MODEL, HomeOrderViewModel } from './home-order-view-model';
import { HOME_VIEW_MODEL, HomeViewModel } from './home-view-model';

export const homeModule = withFeatures(['content'], new ContainerModule(({ bind }) => {
  bind(HOME_VIEW_MODEL).to(HomeViewModel).inTransientScope();
}));

export const homeOrderModule = withFeatures(['product'], new ContainerModule(({ bind }) => {
  bind(HOME_ORDER_VIEW_MODEL).to(HomeOrderViewModel).inTransientScope();
}));
