/**
 * /ops: the queues with their counts (lines by state, parcels by state, storage ending, open
 * tickets), the chosen queue's list, oldest first (?queue=<state>|storage&page=), and the search
 * results (?q= from the bar's search). Each row links to the order page.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import {
  DEFAULT_QUEUE, OPS_QUEUES_VIEW_MODEL, parseQueue, queueKey, type OpsQueue, type OpsQueuesViewModel,
} from '../../application/ops/ops-queues-view-model';
import { opsModule } from '../../application/ops/ops.module';
import { OPS_LINE_QUEUES, OPS_PARCEL_QUEUES, type OpsLine, type OpsParcel } from '../../application/ports/ops-api.port';
import { useViewModel } from '../app/container-context';
import { lineFacts, opsMessages as m } from './ops-messages';
import { Pager, RetryAlert, StateBadge, StateText, StorageText, when } from './ops-parts';
import { OPS_PATHS } from './ops-paths';

function QueueLink({ vm, queue, current }: { vm: OpsQueuesViewModel; queue: OpsQueue; current: boolean }) {
  const key = queueKey(queue);
  const count = vm.count(queue);
  return (
    <Link to={`${OPS_PATHS.home}?queue=${key}`} className="ops-queue" aria-current={current ? 'page' : undefined} data-testid={`ops-queue-${key}`}>
      <span>{queue.kind === 'storage' ? <FormattedMessage {...m.storageQueue} /> : <StateText state={queue.state} />}</span>
      <span className="ops-queue-count" data-testid={`ops-queue-count-${key}`}>{count ?? '–'}</span>
    </Link>
  );
}

const LineRows = ({ lines, storage }: { lines: OpsLine[]; storage: boolean }) => (
  <table className="ops-table" data-testid="ops-lines">
    <thead>
      <tr>
        <th scope="col"><FormattedMessage {...m.colLine} /></th>
        <th scope="col"><FormattedMessage {...m.colOrder} /></th>
        <th scope="col"><FormattedMessage {...m.colCustomer} /></th>
        <th scope="col"><FormattedMessage {...(storage ? m.colStorage : m.colSince)} /></th>
      </tr>
    </thead>
    <tbody>
      {lines.map((l) => (
        <tr key={l.lineId} data-testid="ops-line-row" data-line-id={l.lineId}>
          <td>
            #{l.lineId} {l.name} <span className="muted">× {l.quantity}</span>
            {l.settlementUnpaid && <div className="ops-warning"><FormattedMessage {...m.unpaid} /></div>}
          </td>
          <td><Link to={OPS_PATHS.order(l.orderCode)}>{l.orderCode}</Link><div className="muted small">{l.shipmentName}</div></td>
          <td>{l.customer.name}</td>
          <td>{storage && l.storage ? <StorageText daysLeft={l.storage.daysLeft} ended={l.storage.ended} /> : when(l.stateAt)}</td>
        </tr>
      ))}
    </tbody>
  </table>
);

const ParcelRows = ({ parcels }: { parcels: OpsParcel[] }) => (
  <table className="ops-table" data-testid="ops-parcels">
    <thead>
      <tr>
        <th scope="col"><FormattedMessage {...m.colParcel} /></th>
        <th scope="col"><FormattedMessage {...m.colOrder} /></th>
        <th scope="col"><FormattedMessage {...m.colWeight} /></th>
        <th scope="col"><FormattedMessage {...m.colTracking} /></th>
        <th scope="col"><FormattedMessage {...m.colSince} /></th>
      </tr>
    </thead>
    <tbody>
      {parcels.map((p) => (
        <tr key={p.parcelCode} data-testid="ops-parcel-row">
          <td>{p.parcelCode}</td>
          <td><Link to={OPS_PATHS.order(p.orderCode)}>{p.orderCode}</Link></td>
          <td>{p.weightGrams} g</td>
          <td>{[p.carrier, p.trackingNumber].filter(Boolean).join(' · ') || '-'}</td>
          <td>{when(p.stateAt)}</td>
        </tr>
      ))}
    </tbody>
  </table>
);

const SearchResults = observer(function SearchResults({ vm, onClear }: { vm: OpsQueuesViewModel; onClear: () => void }) {
  return (
    <section className="ops-card" data-testid="ops-search-results" aria-busy={vm.searching}>
      <h2><FormattedMessage {...lineFacts.searchTitle} values={{ query: vm.query }} /></h2>
      {vm.searchFailed && <RetryAlert text={m.searchFailed} onRetry={() => void vm.search(vm.query)} testId="ops-search-failed" />}
      {vm.hits?.length === 0 && <p data-testid="ops-search-none"><FormattedMessage {...m.searchNone} /></p>}
      {vm.hits && vm.hits.length > 0 && (
        <table className="ops-table">
          <thead>
            <tr>
              <th scope="col"><FormattedMessage {...m.colOrder} /></th>
              <th scope="col"><FormattedMessage {...m.colInvoice} /></th>
              <th scope="col"><FormattedMessage {...m.colCustomer} /></th>
              <th scope="col"><FormattedMessage {...m.colState} /></th>
              <th scope="col"><FormattedMessage {...m.colCreated} /></th>
            </tr>
          </thead>
          <tbody>
            {vm.hits.map((h) => (
              <tr key={h.orderCode} data-testid="ops-search-hit">
                <td><Link to={OPS_PATHS.order(h.orderCode)}>{h.orderCode}</Link></td>
                <td>{h.invoiceCode}</td>
                <td>{h.customerName}</td>
                <td>{h.statusLabel || h.status}</td>
                <td>{when(h.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="button" className="btn btn-small" onClick={onClear}><FormattedMessage {...m.searchClear} /></button>
    </section>
  );
});

const OpsQueuesPage = observer(function OpsQueuesPage() {
  const vm = useViewModel<OpsQueuesViewModel>(OPS_QUEUES_VIEW_MODEL, opsModule);
  const [params, setParams] = useSearchParams();
  const queue = parseQueue(params.get('queue')) ?? DEFAULT_QUEUE;
  const key = queueKey(queue);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';

  useEffect(() => {
    void vm.show(parseQueue(key) ?? DEFAULT_QUEUE, page);
  }, [vm, key, page]);
  useEffect(() => {
    void vm.search(q);
  }, [vm, q]);

  const queues: OpsQueue[][] = [
    OPS_LINE_QUEUES.map((state) => ({ kind: 'line', state })),
    OPS_PARCEL_QUEUES.map((state) => ({ kind: 'parcel', state })),
    [{ kind: 'storage' }],
  ];
  const groups = [m.groupLines, m.groupParcels, m.groupOther];
  return (
    <section data-testid="ops-queues-page">
      <h1><FormattedMessage {...m.queuesTitle} /></h1>
      {q && <SearchResults vm={vm} onClear={() => setParams({ queue: key })} />}
      {vm.countsFailed && <RetryAlert text={m.countsFailed} onRetry={() => void vm.loadCounts()} testId="ops-counts-failed" />}
      <div className="ops-queues">
        {queues.map((list, i) => [
          <h2 key={`g${i}`} className="ops-queue-group"><FormattedMessage {...(groups[i] ?? m.groupOther)} /></h2>,
          ...list.map((item) => <QueueLink key={queueKey(item)} vm={vm} queue={item} current={queueKey(item) === key} />),
        ])}
        <Link to={OPS_PATHS.tickets} className="ops-queue" data-testid="ops-queue-tickets">
          <span><FormattedMessage {...m.ticketsOpen} /></span>
          <span className="ops-queue-count">{vm.counts?.ticketsOpen ?? '–'}</span>
        </Link>
      </div>
      <section className="ops-card" aria-busy={vm.loading} data-testid="ops-queue-list" data-queue={key}>
        <h2>{queue.kind === 'storage' ? <FormattedMessage {...m.storageQueue} /> : <StateBadge state={queue.state} />}</h2>
        {vm.failed && <RetryAlert text={m.queueFailed} onRetry={() => void vm.reload()} testId="ops-queue-failed" />}
        {vm.loading && vm.lines.length === 0 && vm.parcels.length === 0 && <p className="muted"><FormattedMessage {...m.loading} /></p>}
        {vm.empty && <p className="muted" data-testid="ops-queue-empty"><FormattedMessage {...m.queueEmpty} /></p>}
        <div className="ops-scroll">
          {vm.lines.length > 0 && <LineRows lines={vm.lines} storage={queue.kind === 'storage'} />}
          {vm.parcels.length > 0 && <ParcelRows parcels={vm.parcels} />}
        </div>
        <Pager page={vm.page} count={vm.pageCount} onPage={(p) => setParams({ queue: key, page: String(p) })} />
      </section>
    </section>
  );
});

export default OpsQueuesPage;
