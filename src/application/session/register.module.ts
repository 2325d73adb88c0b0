/** The /register page's bindings, loaded with its chunk: useViewModel(REGISTER_VIEW_MODEL, registerModule). */
import { ContainerModule } from 'inversify';
import { REGISTER_VIEW_MODEL, RegisterViewModel } from './register-view-model';

export const registerModule = new ContainerModule(({ bind }) => {
  bind(REGISTER_VIEW_MODEL).to(RegisterViewModel).inTransientScope();
});
