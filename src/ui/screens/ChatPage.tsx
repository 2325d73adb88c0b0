/**
 * /chat?auth=&topic-id= (public, default layout): write to customer service. The name (`auth`,
 * else the signed-in customer's) and the topic (`topic-id`) come prefilled; sending opens WhatsApp
 * in a new tab with the whole message (POST chat). A blocked popup shows the spec's notice, a
 * failed call an error; what was typed stays.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { CHAT_MESSAGE_MAX, CHAT_PAGE_VIEW_MODEL, type ChatPageViewModel, type ChatProblem } from '../../application/support/chat-page-view-model';
import { chatModule } from '../../application/support/chat.module';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../application/session/session-view-model';
import { useService, useViewModel } from '../app/container-context';
import { reportChatOpen } from '../components/chat-messages';
import { openBlankPopup } from '../lib/browser';
import { notify } from '../lib/toast';

const m = defineMessages({
  title: { id: 'chat.page.title', defaultMessage: 'Chat dengan Customer Service' },
  intro: { id: 'chat.page.intro', defaultMessage: 'Tulis pesan Anda, kami lanjutkan percakapan di WhatsApp.' },
  name: { id: 'chat.page.name', defaultMessage: 'Nama (opsional)' },
  topic: { id: 'chat.page.topic', defaultMessage: 'Topik' },
  anyTopic: { id: 'chat.page.anyTopic', defaultMessage: 'Pilih topik (opsional)' },
  topicsFailed: { id: 'chat.page.topicsFailed', defaultMessage: 'Topik tidak dapat dimuat; pesan tetap bisa dikirim.' },
  message: { id: 'chat.page.message', defaultMessage: 'Pesan' },
  send: { id: 'chat.page.send', defaultMessage: 'Kirim lewat WhatsApp' },
  sending: { id: 'chat.page.sending', defaultMessage: 'Membuka WhatsApp...' },
  opened: { id: 'chat.page.opened', defaultMessage: 'WhatsApp dibuka di tab baru.' },
});

const countText = defineMessage<{ count: number; max: number }>({ id: 'chat.page.count', defaultMessage: '{count}/{max} karakter' });

const problemTexts = defineMessages<ChatProblem>({
  messageRequired: { id: 'chat.page.messageRequired', defaultMessage: 'Pesan wajib diisi.' },
  messageTooLong: { id: 'chat.page.messageTooLong', defaultMessage: 'Pesan terlalu panjang.' },
  nameTooLong: { id: 'chat.page.nameTooLong', defaultMessage: 'Nama terlalu panjang.' },
});

const ChatPage = observer(function ChatPage() {
  const vm = useViewModel<ChatPageViewModel>(CHAT_PAGE_VIEW_MODEL, chatModule);
  const session = useService<SessionViewModel>(SESSION_VIEW_MODEL);
  const intl = useIntl();
  const [search] = useSearchParams();
  const auth = search.get('auth');
  const topicId = search.get('topic-id');
  const fullName = session.user ? `${session.user.firstName} ${session.user.lastName}`.trim() : '';

  useEffect(() => {
    vm.start({ auth, topicId }, fullName);
    // the query and the customer at arrival prefill the form once; later edits are the sender's
  }, [vm, auth, topicId]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.send(openBlankPopup).then((result) => {
      reportChatOpen(intl, result);
      if (result === 'opened') notify.success(intl.formatMessage(m.opened));
    });
  };
  const messageProblem = vm.problems.find((p) => p !== 'nameTooLong');
  const nameProblem = vm.problems.includes('nameTooLong');

  return (
    <section className="chat-page content-page">
      <h1 className="h3"><FormattedMessage {...m.title} /></h1>
      <p className="muted"><FormattedMessage {...m.intro} /></p>
      <form className="chat-form" onSubmit={submit} noValidate data-testid="chat-form">
        <div className="field">
          <label htmlFor="chat-name"><FormattedMessage {...m.name} /></label>
          <input id="chat-name" autoComplete="name" value={vm.name} onChange={(e) => vm.setName(e.target.value)}
            aria-invalid={nameProblem || undefined} aria-describedby={nameProblem ? 'chat-name-error' : undefined} />
          {nameProblem && <p id="chat-name-error" className="field-error" role="alert"><FormattedMessage {...problemTexts.nameTooLong} /></p>}
        </div>
        <div className="field">
          <label htmlFor="chat-topic"><FormattedMessage {...m.topic} /></label>
          <select id="chat-topic" value={vm.topicId} onChange={(e) => vm.setTopic(e.target.value)} data-testid="chat-topic">
            <option value="">{intl.formatMessage(m.anyTopic)}</option>
            {vm.topics.map((t) => <option key={t.id} value={t.id}>{t.topic}</option>)}
          </select>
          {vm.topicsFailed && <p className="muted small"><FormattedMessage {...m.topicsFailed} /></p>}
        </div>
        <div className="field">
          <label htmlFor="chat-message"><FormattedMessage {...m.message} /></label>
          <textarea id="chat-message" rows={5} maxLength={CHAT_MESSAGE_MAX} value={vm.message} onChange={(e) => vm.setMessage(e.target.value)}
            aria-invalid={messageProblem ? true : undefined} aria-describedby={messageProblem ? 'chat-message-error' : 'chat-message-count'} data-testid="chat-message" />
          <p id="chat-message-count" className="muted small"><FormattedMessage {...countText} values={{ count: vm.message.length, max: CHAT_MESSAGE_MAX }} /></p>
          {messageProblem && <p id="chat-message-error" className="field-error" role="alert" data-testid="chat-message-error"><FormattedMessage {...problemTexts[messageProblem]} /></p>}
        </div>
        <button type="submit" className="btn btn-primary" disabled={vm.sending} data-testid="chat-send">
          <FormattedMessage {...(vm.sending ? m.sending : m.send)} />
        </button>
      </form>
    </section>
  );
});

export default ChatPage;
