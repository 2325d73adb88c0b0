/** The bindings of /privacy-settings, loaded with its chunk (the consent itself is bound at boot: storefront.module.ts). */
import { ContainerModule } from 'inversify';
import { withFeatures } from '../feature-module';
import { DATA_EXPORT_VIEW_MODEL, DataExportViewModel } from './data-export-view-model';

export const privacyModule = withFeatures([], new ContainerModule(({ bind }) => {
  bind(DATA_EXPORT_VIEW_MODEL).to(DataExportViewModel).inTransientScope();
}));
