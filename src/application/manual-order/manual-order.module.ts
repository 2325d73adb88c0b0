/** The manual order page's bindings, loaded with the /manual-order-form chunk (it alone carries class-validator). */
import { ContainerModule } from 'inversify';
import { withFeatures } from '../feature-module';
import { ADD_TO_CART_USE_CASE, AddToCartUseCase } from '../product/add-to-cart.use-case';
import { MANUAL_ORDER_VIEW_MODEL, ManualOrderViewModel } from './manual-order-view-model';

export const manualOrderModule = withFeatures(['pricing'], new ContainerModule(({ bind, isBound }) => {
  if (!isBound(ADD_TO_CART_USE_CASE)) bind(ADD_TO_CART_USE_CASE).to(AddToCartUseCase).inSingletonScope();
  bind(MANUAL_ORDER_VIEW_MODEL).to(ManualOrderViewModel).inTransientScope();
}));
