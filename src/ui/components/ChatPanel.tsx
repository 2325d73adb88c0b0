/** The chat box's panel: support topics, each opening its messaging link in a new tab (lazy chunk of ChatBox). */
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SupportViewModel } from '../../application/support/support-view-model';
import { openBlankPopup } from '../lib/browser';
import { chatMessages, reportChatOpen } from './chat-messages';

const ChatPanel = observer(function ChatPanel({ support }: { support: SupportViewModel }) {
  const intl = useIntl();

  const openTopic = (id: string) => {
    void support.openTopic(id, openBlankPopup()).then((result) => reportChatOpen(intl, result));
  };

  return (
    <section className="chat-panel" aria-label={intl.formatMessage(chatMessages.title)}>
      <header>
        <strong><FormattedMessage {...chatMessages.title} /></strong>
        <button type="button" className="icon-button" aria-label={intl.formatMessage(chatMessages.close)} onClick={support.close}>×</button>
      </header>
      <p className="small"><FormattedMessage {...chatMessages.intro} /></p>
      {support.loading && <p className="muted small"><FormattedMessage {...chatMessages.loading} /></p>}
      {!support.loading && support.topics.length === 0 && <p className="muted small"><FormattedMessage {...chatMessages.empty} /></p>}
      <ul className="chat-topics">
        {support.topics.map((t) => (
          <li key={t.id}>
            <button type="button" disabled={support.busyTopicId === t.id} onClick={() => openTopic(t.id)}>
              {t.icon && <img src={t.icon} alt="" width={20} height={20} />}
              <span>{t.topic}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="muted small"><FormattedMessage {...chatMessages.hours} /></p>
    </section>
  );
});

export default ChatPanel;
