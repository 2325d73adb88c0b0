/**
 * The privacy feature's bindings (docs/privacy.md), loaded after the first page has gone idle (the
 * consent banner and page views: src/ui/components/PrivacyHost.tsx) or with /privacy-settings: the
 * consent, the analytics service behind the boot's relay (AnalyticsRelay, ANALYTICS), the data export.
 */
import { ContainerModule } from 'inversify';
import { withFeatures } from '../feature-module';
import { ANALYTICS_SERVICE, AnalyticsService } from './analytics-service';
import { CONSENT_VIEW_MODEL, ConsentViewModel } from './consent-view-model';
import { DATA_EXPORT_VIEW_MODEL, DataExportViewModel } from './data-export-view-model';

export const privacyModule = withFeatures(['privacy'], new ContainerModule(({ bind }) => {
  bind(CONSENT_VIEW_MODEL).to(ConsentViewModel).inSingletonScope();
  bind(ANALYTICS_SERVICE).to(AnalyticsService).inSingletonScope();
  bind(DATA_EXPORT_VIEW_MODEL).to(DataExportViewModel).inTransientScope();
}));
