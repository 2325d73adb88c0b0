/** The /address page's bindings, loaded with its chunk: useViewModel(ADDRESS_VIEW_MODEL, addressModule). */
import { ContainerModule } from 'inversify';
import { withFeatures } from '../feature-module';
import { ADDRESS_VIEW_MODEL, AddressViewModel } from './address-view-model';

export const addressModule = withFeatures(['address'], new ContainerModule(({ bind }) => {
  bind(ADDRESS_VIEW_MODEL).to(AddressViewModel).inTransientScope();
}));
