// The consent texts' own catalogue (messages/{id,en}.json: the consent.* ids), loaded with the banner and the privacy page.
import { createFeatureIntl } from '../../app/feature-intl';

export const ConsentIntl = createFeatureIntl({ id: () => import('./messages/id.json?ast'), en: () => import('./messages/en.json?ast') });
