/** /tickets (signed in, account layout): the customer's tickets, newest first, 20 a page (?page=). */
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { TICKETS_VIEW_MODEL, type TicketsViewModel } from '../../../application/support/tickets-view-model';
import { ticketsModule } from '../../../application/support/tickets.module';
import { isTicketReason } from '../../../application/support/ticket-form';
import { formatRupiah } from '../../../domain/format';
import { useViewModel } from '../../app/container-context';
import { HistoryLayout, useHistoryQuery } from '../invoice/history-parts';
import { when } from '../invoice/invoice-parts';
import { amountRefunded, amountRequested, reasonTexts, ticketMessages as m, ticketOrder, ticketTitle } from './ticket-messages';
import { TicketStatus } from './TicketStatus';
import '../../styles/invoice.css';
import '../../styles/aftercare.css';

const TicketsPage = observer(function TicketsPage() {
  const vm = useViewModel<TicketsViewModel>(TICKETS_VIEW_MODEL, ticketsModule);
  const change = useHistoryQuery(vm);
  const intl = useIntl();
  const create = <Link className="btn btn-primary btn-small" to="/tickets-create" data-testid="ticket-create-link"><FormattedMessage {...m.create} /></Link>;
  return (
    <HistoryLayout
      vm={vm} className="tickets-page" title={m.title} filters={create} empty={m.empty} emptyTestId="tickets-empty" offerOrder={false}
      onPage={(page) => change({ page })}
    >
      <ul className="ticket-list">
        {vm.rows.map((t) => (
          <li key={t.id} data-testid="ticket-row">
            <p>
              <Link to={`/ticket-detail/${encodeURIComponent(t.id)}`}><strong><FormattedMessage {...ticketTitle} values={{ id: t.id }} /></strong></Link>
              {' '}<TicketStatus status={t.status} />
            </p>
            <p className="small muted">
              <FormattedMessage {...ticketOrder} values={{ code: t.orderCode }} />
              {' · '}{isTicketReason(t.reason) ? intl.formatMessage(reasonTexts[t.reason]) : t.reason}
              {' · '}{when(t.createdAt)}
              {t.amountRequested !== null && <> · <FormattedMessage {...amountRequested} values={{ amount: formatRupiah(t.amountRequested) }} /></>}
              {t.amountRefunded !== null && <> · <FormattedMessage {...amountRefunded} values={{ amount: formatRupiah(t.amountRefunded) }} /></>}
            </p>
          </li>
        ))}
      </ul>
    </HistoryLayout>
  );
});

export default TicketsPage;
