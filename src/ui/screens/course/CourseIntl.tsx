/** The /kursus pages' own catalogue (ids 'course.*'), loaded with their chunks (src/ui/app/feature-intl.tsx). */
import { createFeatureIntl } from '../../app/feature-intl';

export const CourseIntl = createFeatureIntl({
  id: () => import('./messages/id.json?ast'),
  en: () => import('./messages/en.json?ast'),
});
