/**
 * The product page's bindings, loaded with the /product chunk (useViewModel(token, productModule)).
 * The add-to-cart use case is bound here and by the manual order module (whichever loads first).
 */
import { ContainerModule } from 'inversify';
import { withFeatures } from '../feature-module';
import { ADD_TO_CART_USE_CASE, AddToCartUseCase } from './add-to-cart.use-case';
import { PRODUCT_VIEW_MODEL, ProductViewModel } from './product-view-model';

export const productModule = withFeatures(['product', 'catalog', 'pricing'], new ContainerModule(({ bind, isBound }) => {
  if (!isBound(ADD_TO_CART_USE_CASE)) bind(ADD_TO_CART_USE_CASE).to(AddToCartUseCase).inSingletonScope();
  bind(PRODUCT_VIEW_MODEL).to(ProductViewModel).inTransientScope();
}));
