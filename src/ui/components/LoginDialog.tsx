/** The login modal's content: its own chunk, loaded the first time the modal opens (LoginModal). */
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { LoginForm, loginMessages } from './LoginForm';
import { Modal } from './Modal';

export default function LoginDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const location = useLocation();
  return (
    <Modal open title={intl.formatMessage(loginMessages.title)} onClose={onClose}>
      {/* Following the link to /register or /reset-password closes the modal; a registration
          started here comes back to this page. */}
      <LoginForm onSuccess={onClose} onBack={onClose} onLeave={onClose} redirect={`${location.pathname}${location.search}`} />
    </Modal>
  );
}
