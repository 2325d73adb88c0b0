/** The catalog page's bindings, loaded with the /catalog chunk. */
import { ContainerModule } from 'inversify';
import { withFeatures } from '../feature-module';
import { CATALOG_VIEW_MODEL, CatalogViewModel } from './catalog-view-model';

export const catalogModule = withFeatures(['catalog'], new ContainerModule(({ bind }) => {
  bind(CATALOG_VIEW_MODEL).to(CatalogViewModel).inTransientScope();
}));
