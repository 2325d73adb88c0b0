/** The /lartas page's bindings, loaded with its chunk (useViewModel(token, lartasModule)). */
import { ContainerModule } from 'inversify';
import { LARTAS_VIEW_MODEL, LartasViewModel } from './lartas-view-model';

export const lartasModule = new ContainerModule(({ bind }) => {
  bind(LARTAS_VIEW_MODEL).to(LartasViewModel).inTransientScope();
});
