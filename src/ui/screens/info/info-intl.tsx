// The information pages' own catalogue (about., faq., howToOrder., privacy., terms.): long texts
// read by few visitors, loaded with those pages' chunks instead of the boot catalogue (the home
// route's JavaScript budget, docs/testing.md; src/ui/app/feature-intl.tsx).
import { createFeatureIntl } from '../../app/feature-intl';

export const InfoIntl = createFeatureIntl({
  id: () => import('./messages/id.json?ast'),
  en: () => import('./messages/en.json?ast'),
});
