/** /logout: logout call, destroy user, reset client state, new anonymous token, go to / after 1 second. */
import { useEffect } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { LOGOUT_REDIRECT_MS, SESSION_VIEW_MODEL, type SessionViewModel } from '../../application/session/session-view-model';
import { useService } from '../app/container-context';

const m = defineMessages({
  message: { id: 'logout.message', defaultMessage: 'Anda telah keluar. Sampai jumpa lagi!' },
});

export default function LogoutPage() {
  const session = useService<SessionViewModel>(SESSION_VIEW_MODEL);
  const navigate = useNavigate();
  useEffect(() => {
    let timer: number | undefined;
    let cancelled = false;
    void session.logout().then(() => {
      if (!cancelled) timer = window.setTimeout(() => void navigate('/', { replace: true }), LOGOUT_REDIRECT_MS);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [session, navigate]);
  return (
    <section className="status-page" role="status">
      <h1 className="h3"><FormattedMessage {...m.message} /></h1>
    </section>
  );
}
