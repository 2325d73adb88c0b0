/**
 * /print-invoice, /promo-detail, /ticket-detail and /voucher-detail without an id (spec section 2:
 * the id is optional): the customer is taken to the list the detail belongs to (DETAIL_LISTS:
 * /history-invoice, /promo, /tickets, /voucher), the address replaced, its query kept. The server
 * answers a direct visit with the same redirect (server/modules/seo/routes-detail-lists.ts); this
 * page is what a link inside the app reaches.
 */
import { Navigate, useLocation } from 'react-router';
import { listOfDetail } from '../../domain/seo';
import { PATHS } from '../routes/paths';

export default function DetailListPage() {
  const { pathname, search } = useLocation();
  return <Navigate to={`${listOfDetail(pathname) ?? PATHS.home}${search}`} replace />;
}
