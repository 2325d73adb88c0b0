// /history's own catalogue (messages/{id,en}.json: the orderList.* texts of the tabs, total paid,
// 'Pesanan Diterima' and the courier link), loaded with the screens that show them, not at boot.
import { Suspense, type ReactNode } from 'react';
import { createFeatureIntl } from '../../app/feature-intl';

export const OrdersIntl = createFeatureIntl({ id: () => import('./messages/id.json?ast'), en: () => import('./messages/en.json?ast') });

/** A part of a page outside OrdersIntl (the courier link, /track's confirm link): nothing until the catalogue is there. */
export function WithOrdersIntl({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}><OrdersIntl>{children}</OrdersIntl></Suspense>;
}
