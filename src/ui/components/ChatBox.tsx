/** Floating chat box: support topics, each opening its messaging link in a new tab. */
import { observer } from 'mobx-react-lite';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { SUPPORT_VIEW_MODEL, type SupportViewModel } from '../../application/support/support-view-model';
import { useService } from '../app/container-context';
import { openBlankPopup } from '../lib/browser';
import { notify } from '../lib/toast';

export const chatMessages = defineMessages({
  open: { id: 'chat.open', defaultMessage: 'Chat dengan CS' },
  close: { id: 'chat.close', defaultMessage: 'Tutup chat' },
  title: { id: 'chat.title', defaultMessage: 'Ada yang bisa kami bantu?' },
  intro: { id: 'chat.intro', defaultMessage: 'Pilih topik, kami lanjutkan di WhatsApp.' },
  hours: { id: 'chat.hours', defaultMessage: 'Senin - Jumat 08:00-17:00 WIB' },
  loading: { id: 'chat.loading', defaultMessage: 'Memuat topik...' },
  empty: { id: 'chat.empty', defaultMessage: 'Topik belum tersedia. Coba lagi nanti.' },
  blocked: { id: 'chat.blocked', defaultMessage: 'Unblock Popup untuk berbicara dengan CS kami.' },
  failed: { id: 'chat.failed', defaultMessage: 'Tidak dapat membuka chat saat ini.' },
});

export const ChatBox = observer(function ChatBox() {
  const support = useService<SupportViewModel>(SUPPORT_VIEW_MODEL);
  const intl = useIntl();

  const openTopic = (id: string) => {
    void support.openTopic(id, openBlankPopup()).then((result) => {
      if (result === 'blocked') window.alert(intl.formatMessage(chatMessages.blocked));
      if (result === 'failed') notify.error(intl.formatMessage(chatMessages.failed));
    });
  };

  return (
    <div className="chat-box">
      {support.open && (
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
