/**
 * Floating chat box: the button is eager; the panel (support topics, each opening its messaging
 * link in a new tab) is a lazy chunk loaded on the first open.
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { SUPPORT_VIEW_MODEL, type SupportViewModel } from '../../application/support/support-view-model';
import { useService } from '../app/container-context';
import { chatMessages } from './chat-messages';

export { chatMessages };

const ChatPanel = lazy(() => import('./ChatPanel'));

export const ChatBox = observer(function ChatBox() {
  const support = useService<SupportViewModel>(SUPPORT_VIEW_MODEL);
  const intl = useIntl();

  return (
    <div className="chat-box">
      {support.open && (
        <Suspense fallback={null}>
          <ChatPanel support={support} />
        </Suspense>
      )}
      <button
        type="button"
        className="chat-fab"
        aria-expanded={support.open}
        aria-label={intl.formatMessage(support.open ? chatMessages.close : chatMessages.open)}
        onClick={support.toggle}
      >
        <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Z" /></svg>
      </button>
    </div>
  );
});
