/**
 * /ticket-detail/:id (signed in, account layout): a ticket with its messages; while open or
 * answered, a reply (the text stays on a failed send) and 'Tarik tiket' (after a confirmation;
 * withdrawn, back to /tickets).
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { TICKET_MESSAGE_MAX } from '../../../application/ports/ticket-api.port';
import { isTicketReason } from '../../../application/support/ticket-form';
import { TICKET_DETAIL_VIEW_MODEL, type TicketDetailViewModel } from '../../../application/support/ticket-detail-view-model';
import { ticketsModule } from '../../../application/support/tickets.module';
import { formatRupiah } from '../../../domain/format';
import { useViewModel } from '../../app/container-context';
import { Modal } from '../../components/Modal';
import { RetryAlert } from '../checkout/RetryAlert';
import { when } from '../invoice/invoice-parts';
import { amountRefunded, amountRequested, messageCount, reasonTexts, ticketMessages as m, ticketOrder, ticketTitle } from './ticket-messages';
import { TicketStatus } from './TicketStatus';
import '../../styles/aftercare.css';

const Conversation = observer(function Conversation({ vm }: { vm: TicketDetailViewModel }) {
  const intl = useIntl();
  const t = vm.ticket;
  if (!t) return null;
  return (
    <>
      <h2 className="h4"><FormattedMessage {...m.messages} /></h2>
      <ol className="ticket-messages" data-testid="ticket-messages">
        {t.messages.map((msg, i) => (
          <li key={i} className={`ticket-message-${msg.author}`} data-testid="ticket-message" data-author={msg.author}>
            <p className="small"><strong>{msg.author === 'staff' ? msg.name || intl.formatMessage(m.staff) : msg.name}</strong> · <time dateTime={msg.at}>{when(msg.at)}</time></p>
            <p style={{ whiteSpace: 'pre-wrap' }}>{msg.message}</p>
          </li>
        ))}
      </ol>
    </>
  );
});

const Reply = observer(function Reply({ vm }: { vm: TicketDetailViewModel }) {
  const error = vm.replyMissing ? m.replyRequired : vm.replyTooLong ? m.replyTooLong : null;
  return (
    <form className="ticket-reply" noValidate onSubmit={(e) => { e.preventDefault(); void vm.sendReply(); }} data-testid="ticket-reply">
      <label htmlFor="ticket-reply-text"><FormattedMessage {...m.reply} /></label>
      <textarea
        id="ticket-reply-text" rows={4} value={vm.reply} onChange={(e) => vm.setReply(e.target.value)}
        aria-invalid={error ? true : undefined} aria-describedby={error ? 'ticket-reply-error' : 'ticket-reply-count'}
      />
      {error
        ? <p id="ticket-reply-error" className="field-error" role="alert"><FormattedMessage {...error} /></p>
        : <p id="ticket-reply-count" className="muted small"><FormattedMessage {...messageCount} values={{ count: vm.reply.trim().length, max: TICKET_MESSAGE_MAX }} /></p>}
      {vm.replyError && <p className="form-error small" role="alert"><FormattedMessage {...(vm.replyError === 'conflict' ? m.conflict : m.replyFailed)} /></p>}
      <div className="ticket-actions">
        <button type="submit" className="btn btn-primary btn-small" disabled={vm.sending} data-testid="ticket-reply-send">
          <FormattedMessage {...(vm.sending ? m.sending : m.sendReply)} />
        </button>
        <button type="button" className="btn btn-outline btn-small" onClick={vm.askWithdraw} data-testid="ticket-withdraw">
          <FormattedMessage {...m.withdraw} />
        </button>
      </div>
    </form>
  );
});

const TicketDetailPage = observer(function TicketDetailPage() {
  const vm = useViewModel<TicketDetailViewModel>(TICKET_DETAIL_VIEW_MODEL, ticketsModule);
  const { id = '' } = useParams();
  const intl = useIntl();
  const navigate = useNavigate();
  useEffect(() => {
    void vm.show(id);
  }, [vm, id]);
  useEffect(() => {
    if (vm.withdrawn) navigate('/tickets');
  }, [vm.withdrawn, navigate]);
  const t = vm.ticket;
  return (
    <section className="ticket-detail-page">
      <p className="small"><Link to="/tickets"><FormattedMessage {...m.back} /></Link></p>
      {vm.load === 'loading' && <p className="muted" role="status"><FormattedMessage {...m.loading} /></p>}
      {vm.load === 'not_found' && <p className="form-error" role="alert" data-testid="ticket-not-found"><FormattedMessage {...m.notFound} /></p>}
      {vm.load === 'failed' && <RetryAlert onRetry={() => void vm.show(id)}><FormattedMessage {...m.failed} /></RetryAlert>}
      {t && (
        <div className="card" data-testid="ticket-detail">
          <h1 className="h3"><FormattedMessage {...ticketTitle} values={{ id: t.id }} /> <TicketStatus status={t.status} /></h1>
          <p className="small muted">
            <FormattedMessage {...ticketOrder} values={{ code: t.orderCode }} />
            {' · '}{isTicketReason(t.reason) ? intl.formatMessage(reasonTexts[t.reason]) : t.reason}
            {' · '}{when(t.createdAt)}
            {t.amountRequested !== null && <> · <FormattedMessage {...amountRequested} values={{ amount: formatRupiah(t.amountRequested) }} /></>}
          </p>
          {t.amountRefunded !== null && (
            <p className="notice" data-testid="ticket-refunded"><FormattedMessage {...amountRefunded} values={{ amount: formatRupiah(t.amountRefunded) }} /></p>
          )}
          <Conversation vm={vm} />
          {vm.withdrawError && <p className="form-error small" role="alert"><FormattedMessage {...(vm.withdrawError === 'conflict' ? m.conflict : m.withdrawFailed)} /></p>}
          {vm.open ? <Reply vm={vm} /> : <p className="muted small" data-testid="ticket-closed"><FormattedMessage {...m.resolvedNote} /></p>}
        </div>
      )}
      <Modal open={vm.confirmingWithdraw} title={intl.formatMessage(m.withdrawTitle)} onClose={vm.cancelWithdraw}>
        <div data-testid="ticket-withdraw-confirm">
          <h2 className="h4"><FormattedMessage {...m.withdrawTitle} /></h2>
          <p><FormattedMessage {...m.withdrawText} /></p>
          <div className="ticket-actions">
            <button type="button" className="btn btn-primary" disabled={vm.withdrawing} onClick={() => void vm.withdraw()} data-testid="ticket-withdraw-yes">
              <FormattedMessage {...(vm.withdrawing ? m.sending : m.withdrawConfirm)} />
            </button>
            <button type="button" className="btn btn-outline" onClick={vm.cancelWithdraw}><FormattedMessage {...m.cancel} /></button>
          </div>
        </div>
      </Modal>
    </section>
  );
});

export default TicketDetailPage;
