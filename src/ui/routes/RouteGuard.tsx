import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { decideAccess, type RouteAccess, type RouteCheck } from '../../application/shell/guards';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../application/session/session-view-model';
import { useService } from '../app/container-context';
import { NotFoundPage } from '../screens/NotFoundPage';

interface Props {
  access: RouteAccess;
  check?: RouteCheck;
  children: ReactNode;
}

/** Applies the access rule and the page check of a route (src/application/shell/guards.ts). */
export const RouteGuard = observer(function RouteGuard({ access, check, children }: Props) {
  const session = useService<SessionViewModel>(SESSION_VIEW_MODEL);
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const passed = check ? check(params, search) : true;
  const decision = decideAccess(access, { signedIn: session.signedIn, isAffiliatePartner: session.isAffiliatePartner }, passed);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace state={{ from: location.pathname }} />;
  if (decision.kind === 'not-found') return <NotFoundPage />;
  return <>{children}</>;
});
