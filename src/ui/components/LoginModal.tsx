/** Shown while the session's required-login flag is set; closes after a successful login. */
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../application/session/session-view-model';
import { useService } from '../app/container-context';
import { LoginForm, loginMessages } from './LoginForm';
import { Modal } from './Modal';

export const LoginModal = observer(function LoginModal() {
  const session = useService<SessionViewModel>(SESSION_VIEW_MODEL);
  const intl = useIntl();
  const open = session.loginRequired && !session.signedIn;
  return (
    <Modal open={open} title={intl.formatMessage(loginMessages.title)} onClose={session.dismissLogin}>
      {open && <LoginForm onSuccess={session.dismissLogin} onBack={session.dismissLogin} />}
    </Modal>
  );
});
