/** The /lartas page's bindings, loaded with its chunk (useViewModel(token, lartasModule)). */
import { ContainerModule } from 'inversify';
import { withFeatures } from '../feature-module';
import { LARTAS_VIEW_MODEL, LartasViewModel } from './lartas-view-model';

export const lartasModule = withFeatures(['pricing'], new ContainerModule(({ bind }) => {
  bind(LARTAS_VIEW_MODEL).to(LartasViewModel).inTransientScope();
}));
