/**
 * The /checkout page's bindings, loaded with its chunk: useViewModel(CHECKOUT_VIEW_MODEL, checkoutModule).
 * Needs the 'checkout' feature (CheckoutApi) and the 'address' feature (AddressApi).
 */
import { ContainerModule } from 'inversify';
import { withFeatures } from '../feature-module';
import { CHECKOUT_VIEW_MODEL, CheckoutViewModel } from './checkout-view-model';

export const checkoutModule = withFeatures(['checkout', 'address'], new ContainerModule(({ bind }) => {
  bind(CHECKOUT_VIEW_MODEL).to(CheckoutViewModel).inTransientScope();
}));
