// The profile pages' own catalogue (messages/{id,en}.json: the profile.* texts), loaded with them.
import { createFeatureIntl } from '../../app/feature-intl';

export const ProfileIntl = createFeatureIntl({ id: () => import('./messages/id.json?ast'), en: () => import('./messages/en.json?ast') });
