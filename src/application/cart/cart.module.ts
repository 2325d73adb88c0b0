/**
 * The cart's bindings, loaded with the /cart page's chunk or the header popup's chunk (not at
 * boot): useViewModel(CART_VIEW_MODEL, cartModule). Needs the 'pricing' feature (RatesApi) and
 * the 'address' feature (AddressApi: a signed-in customer's addresses for the multi-address quantities).
 */
import { ContainerModule } from 'inversify';
import { withFeatures } from '../feature-module';
import { CART_VIEW_MODEL, CartViewModel } from './cart-view-model';

export const cartModule = withFeatures(['pricing', 'address'], new ContainerModule(({ bind }) => {
  bind(CART_VIEW_MODEL).to(CartViewModel).inTransientScope();
}));
