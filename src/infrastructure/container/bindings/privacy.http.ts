// HTTP bindings of the 'privacy' feature (FeatureLoader; issue 24; docs/privacy.md): the consent kept
// on this device and on the account, and the data export. Loaded after the first page has gone idle
// (the consent banner and the page views: src/ui/components/PrivacyHost.tsx) or with /privacy-settings.
import type { Container } from 'inversify';
import { CONSENT_STORE, PRIVACY_API } from '../../../application/privacy/privacy.port';
import { HttpPrivacyApi } from '../../http/privacy-api.http';
import { LocalConsentStore } from '../../storage/consent.storage';

export function bindPrivacyHttp(container: Container): void {
  container.bind(CONSENT_STORE).to(LocalConsentStore);
  container.bind(PRIVACY_API).to(HttpPrivacyApi);
}
