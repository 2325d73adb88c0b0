// The settlement explanation's own catalogue (settlement.*), loaded with it: the additional invoice,
// the line's details and the wallet page need it, the boot catalogue does not carry it.
import { createFeatureIntl } from '../../../app/feature-intl';

export const SettlementIntl = createFeatureIntl({ id: () => import('./messages/id.json?ast'), en: () => import('./messages/en.json?ast') });
