/**
 * Shown while the session's required-login flag is set; closes after a successful login.
 * The dialog and the login form are a lazy chunk (LoginDialog), loaded the first time it opens.
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../application/session/session-view-model';
import { useService } from '../app/container-context';

const LoginDialog = lazy(() => import('./LoginDialog'));

export const LoginModal = observer(function LoginModal() {
  const session = useService<SessionViewModel>(SESSION_VIEW_MODEL);
  if (!session.loginRequired || session.signedIn) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog onClose={session.dismissLogin} />
    </Suspense>
  );
});
