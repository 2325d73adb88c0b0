/**
 * /ops/tickets/:id: the ticket, its conversation, and for an open or answered ticket (permission
 * 'tickets'): the answer form and the resolution (approve with an amount credited to the customer's
 * wallet, at most the order's refundable; or reject), each with one Idempotency-Key per attempt.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { OPS_TICKET_VIEW_MODEL, type OpsTicketViewModel } from '../../application/ops/ops-tickets-view-model';
import { opsModule } from '../../application/ops/ops.module';
import { formatRupiah } from '../../domain/format';
import { useViewModel } from '../app/container-context';
import { TicketReason, TicketStatus } from './OpsTicketsPage';
import { fieldTexts, ticketFacts as f, ticketTexts as t } from './ops-action-messages';
import { opsMessages as m } from './ops-messages';
import { FailureAlert, OpsField, RetryAlert, when } from './ops-parts';
import { OPS_PATHS } from './ops-paths';

const Forms = observer(function Forms({ vm }: { vm: OpsTicketViewModel }) {
  const answer = vm.answer;
  const resolve = vm.resolve;
  const approving = resolve.values.outcome !== 'rejected';
  const onAnswer = (e: FormEvent) => {
    e.preventDefault();
    void vm.sendAnswer();
  };
  const onResolve = (e: FormEvent) => {
    e.preventDefault();
    void vm.sendResolve();
  };
  return (
    <>
      <form className="ops-card ops-form" onSubmit={onAnswer} noValidate data-testid="ops-ticket-answer" aria-labelledby="ops-answer-title">
        <h2 id="ops-answer-title"><FormattedMessage {...t.answer} /></h2>
        <OpsField id="ops-answer-message" label={<FormattedMessage {...fieldTexts.message} />} value={answer.values.message}
          onChange={(v) => answer.set('message', v)} problem={answer.shown.message ?? null} serverError={answer.serverError('message')} multiline />
        {answer.failure && <FailureAlert failure={answer.failure} />}
        <div className="ops-form-buttons">
          <button type="submit" className="btn btn-primary" disabled={answer.busy}><FormattedMessage {...(answer.busy ? m.sending : t.answerSubmit)} /></button>
        </div>
      </form>
      <form className="ops-card ops-form" onSubmit={onResolve} noValidate data-testid="ops-ticket-resolve" aria-labelledby="ops-resolve-title">
        <h2 id="ops-resolve-title"><FormattedMessage {...t.resolve} /></h2>
        <fieldset className="ops-field">
          <legend><FormattedMessage {...fieldTexts.outcome} /></legend>
          <label className="ops-check">
            <input type="radio" name="ops-outcome" checked={approving} onChange={() => resolve.set('outcome', 'approved')} />
            <FormattedMessage {...t.approve} />
          </label>
          <label className="ops-check">
            <input type="radio" name="ops-outcome" checked={!approving} onChange={() => resolve.set('outcome', 'rejected')} />
            <FormattedMessage {...t.reject} />
          </label>
        </fieldset>
        {approving && (
          <OpsField id="ops-resolve-amount" label={<FormattedMessage {...fieldTexts.amount} />} value={resolve.values.amount} inputMode="numeric"
            onChange={(v) => resolve.set('amount', v)} problem={resolve.shown.amount ?? null} serverError={resolve.serverError('amount')}
            hint={vm.refundable !== null ? <FormattedMessage {...f.refundable} values={{ amount: formatRupiah(vm.refundable) }} /> : undefined} />
        )}
        <OpsField id="ops-resolve-message" label={<FormattedMessage {...fieldTexts.messageOptional} />} value={resolve.values.message}
          onChange={(v) => resolve.set('message', v)} problem={resolve.shown.message ?? null} multiline />
        {resolve.failure && <FailureAlert failure={resolve.failure} />}
        <div className="ops-form-buttons">
          <button type="submit" className="btn btn-primary" disabled={resolve.busy}><FormattedMessage {...(resolve.busy ? m.sending : t.resolveSubmit)} /></button>
        </div>
      </form>
    </>
  );
});

const OpsTicketPage = observer(function OpsTicketPage() {
  const vm = useViewModel<OpsTicketViewModel>(OPS_TICKET_VIEW_MODEL, opsModule);
  const { id = '' } = useParams();
  useEffect(() => {
    void vm.load(id);
  }, [vm, id]);
  const ticket = vm.ticket;
  return (
    <section data-testid="ops-ticket" aria-busy={vm.loading}>
      <h1><FormattedMessage {...f.title} values={{ id }} /></h1>
      {vm.notFound && <p className="form-error" role="alert"><FormattedMessage {...t.notFound} /></p>}
      {vm.failed && <RetryAlert text={t.loadFailed} onRetry={() => void vm.load(id)} testId="ops-ticket-failed" />}
      {vm.notice && (
        <p className={vm.notice === 'conflict' ? 'ops-notice ops-conflict' : 'ops-notice'} role="status" data-testid="ops-ticket-notice" data-notice={vm.notice}>
          <FormattedMessage {...t[vm.notice]} />
        </p>
      )}
      {ticket && (
        <>
          <section className="ops-card">
            <div className="ops-line-head">
              <TicketStatus status={ticket.status} />
              <Link to={OPS_PATHS.order(ticket.orderCode)}>{ticket.orderCode}</Link>
              {ticket.lineId !== null && <span><FormattedMessage {...f.line} values={{ id: ticket.lineId }} /></span>}
              <span><TicketReason reason={ticket.reason} /></span>
            </div>
            <ul className="ops-facts">
              {ticket.customer && <li>{ticket.customer.name} · {ticket.customer.email}</li>}
              {ticket.amountRequested !== null && <li><FormattedMessage {...f.requested} values={{ amount: formatRupiah(ticket.amountRequested) }} /></li>}
              {ticket.amountRefunded !== null && <li data-testid="ops-ticket-refunded"><FormattedMessage {...f.refunded} values={{ amount: formatRupiah(ticket.amountRefunded) }} /></li>}
            </ul>
            <h2><FormattedMessage {...t.messages} /></h2>
            <ul className="ops-messages" data-testid="ops-ticket-messages">
              {ticket.messages.map((msg, i) => (
                <li key={`${msg.at}-${i}`} className={msg.author === 'staff' ? 'ops-message ops-message-staff' : 'ops-message'}>
                  <strong>{msg.name || <FormattedMessage {...(msg.author === 'staff' ? t.staffAuthor : t.customerAuthor)} />}</strong>
                  <span className="muted small"> · {when(msg.at)}</span>
                  <p>{msg.message}</p>
                </li>
              ))}
            </ul>
          </section>
          {vm.canAct && <Forms vm={vm} />}
          {!vm.canAct && (ticket.status === 'approved' || ticket.status === 'rejected') && <p className="muted"><FormattedMessage {...t.closed} /></p>}
          {!vm.canAct && (ticket.status === 'open' || ticket.status === 'answered') && <p className="muted"><FormattedMessage {...t.readOnly} /></p>}
        </>
      )}
    </section>
  );
});

export default OpsTicketPage;
