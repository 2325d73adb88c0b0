/** The home page's bindings, loaded with the home chunk (useViewModel(token, homeModule)). */
import { ContainerModule } from 'inversify';
import { HOME_ORDER_VIEW_MODEL, HomeOrderViewModel } from './home-order-view-model';
import { HOME_VIEW_MODEL, HomeViewModel } from './home-view-model';

export const homeModule = new ContainerModule(({ bind }) => {
  bind(HOME_VIEW_MODEL).to(HomeViewModel).inTransientScope();
  bind(HOME_ORDER_VIEW_MODEL).to(HomeOrderViewModel).inTransientScope();
});
