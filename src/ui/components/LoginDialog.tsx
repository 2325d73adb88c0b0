/** The login modal's content: its own chunk, loaded the first time the modal opens (LoginModal). */
import { useIntl } from 'react-intl';
import { LoginForm, loginMessages } from './LoginForm';
import { Modal } from './Modal';

export default function LoginDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal open title={intl.formatMessage(loginMessages.title)} onClose={onClose}>
      <LoginForm onSuccess={onClose} onBack={onClose} />
    </Modal>
  );
}
