/** /ops/tickets: the refund tickets by status (?status=open|answered|approved|rejected|all, ?page=), newest first. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { OPS_TICKETS_VIEW_MODEL, TICKET_STATUSES, type OpsTicketsViewModel } from '../../application/ops/ops-tickets-view-model';
import { opsModule } from '../../application/ops/ops.module';
import { formatRupiah } from '../../domain/format';
import { useViewModel } from '../app/container-context';
import { ticketReasonTexts, ticketStatusTexts, ticketTexts as t } from './ops-action-messages';
import { opsMessages as m } from './ops-messages';
import { Pager, RetryAlert, when } from './ops-parts';
import { OPS_PATHS } from './ops-paths';

function TicketStatusText({ status }: { status: string }) {
  const text = ticketStatusTexts[status];
  return text ? <FormattedMessage {...text} /> : <>{status}</>;
}

export function TicketStatus({ status }: { status: string }) {
  return <span className={`ops-state ops-ticket-${status}`} data-testid="ops-ticket-status" data-status={status}><TicketStatusText status={status} /></span>;
}

export function TicketReason({ reason }: { reason: string }) {
  const text = ticketReasonTexts[reason];
  return text ? <FormattedMessage {...text} /> : <>{reason}</>;
}

const OpsTicketsPage = observer(function OpsTicketsPage() {
  const vm = useViewModel<OpsTicketsViewModel>(OPS_TICKETS_VIEW_MODEL, opsModule);
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? 'open';
  const status = (TICKET_STATUSES as readonly string[]).includes(raw) ? raw : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  useEffect(() => {
    void vm.load(status, page);
  }, [vm, status, page]);
  const tabs: (string | null)[] = [...TICKET_STATUSES, null];
  return (
    <section data-testid="ops-tickets-page" aria-busy={vm.loading}>
      <h1><FormattedMessage {...t.title} /></h1>
      <nav className="ops-tabs">
        {tabs.map((s) => (
          <Link key={s ?? 'all'} to={`${OPS_PATHS.tickets}?status=${s ?? 'all'}`} aria-current={s === status ? 'page' : undefined}>
            {s ? <TicketStatusText status={s} /> : <FormattedMessage {...t.all} />}
          </Link>
        ))}
      </nav>
      {vm.failed && <RetryAlert text={t.failed} onRetry={() => void vm.load(status, page)} testId="ops-tickets-failed" />}
      {!vm.loading && !vm.failed && vm.tickets.length === 0 && <p className="muted" data-testid="ops-tickets-empty"><FormattedMessage {...t.empty} /></p>}
      {vm.tickets.length > 0 && (
        <div className="ops-scroll">
          <table className="ops-table">
            <thead>
              <tr>
                <th scope="col"><FormattedMessage {...t.colId} /></th>
                <th scope="col"><FormattedMessage {...m.colOrder} /></th>
                <th scope="col"><FormattedMessage {...t.colReason} /></th>
                <th scope="col"><FormattedMessage {...t.colRequested} /></th>
                <th scope="col"><FormattedMessage {...m.colState} /></th>
                <th scope="col"><FormattedMessage {...t.colUpdated} /></th>
              </tr>
            </thead>
            <tbody>
              {vm.tickets.map((ticket) => (
                <tr key={ticket.ticketId} data-testid="ops-ticket-row">
                  <td><Link to={OPS_PATHS.ticket(ticket.ticketId)}>#{ticket.ticketId}</Link></td>
                  <td><Link to={OPS_PATHS.order(ticket.orderCode)}>{ticket.orderCode}</Link></td>
                  <td><TicketReason reason={ticket.reason} /></td>
                  <td>{ticket.amountRequested !== null ? formatRupiah(ticket.amountRequested) : '-'}</td>
                  <td><TicketStatus status={ticket.status} /></td>
                  <td>{when(ticket.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={vm.page} count={vm.pageCount} onPage={(p) => setParams({ status: status ?? 'all', page: String(p) })} />
    </section>
  );
});

export default OpsTicketsPage;
