/** The membership pages' own catalogue (ids 'member.*'), loaded with their chunks (src/ui/app/feature-intl.tsx). */
import { createFeatureIntl } from '../../app/feature-intl';

export const MembershipIntl = createFeatureIntl({
  id: () => import('./messages/id.json?ast'),
  en: () => import('./messages/en.json?ast'),
});
