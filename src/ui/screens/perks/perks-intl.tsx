// The perks pages' own catalogue (perks.*), loaded with their chunks (src/ui/app/feature-intl.tsx).
import { createFeatureIntl } from '../../app/feature-intl';

export const PerksIntl = createFeatureIntl({
  id: () => import('./messages/id.json?ast'),
  en: () => import('./messages/en.json?ast'),
});
