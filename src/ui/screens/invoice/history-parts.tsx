/** What /history-invoice and /history share: the query in the address, the filter bar, the load states. */
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import type { HistoryQuery, PagedHistory } from '../../../application/invoice/paged-history';
import { RetryAlert } from '../checkout/RetryAlert';
import { invoiceMessages as m } from './invoice-messages';
import { Pager } from './invoice-parts';
import { FOCUS_SEARCH_STATE } from '../../../application/search/search-focus';

/**
 * The history shows the address's query (?<filter>=&page=); the returned `change` puts a filter
 * (back to page 1) or a page into the address.
 */
export function useHistoryQuery<Q extends HistoryQuery, T>(vm: PagedHistory<Q, T>): (patch: Partial<Q>) => void {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  useEffect(() => {
    void vm.show(vm.queryOf(new URLSearchParams(key)));
  }, [vm, key]);
  return (patch) => setSearch(vm.paramsOf({ ...vm.query, page: 1, ...patch }));
}

/** One filter of the bar: 'all', then each value with its text (the value itself when it has none). */
export function FilterSelect<V extends string>({ label, all, value, values, texts, onChange }: {
  label: MessageDescriptor;
  all: MessageDescriptor;
  value: V | null;
  values: readonly V[];
  texts: Readonly<Record<string, MessageDescriptor | undefined>>;
  onChange: (value: V | null) => void;
}) {
  const intl = useIntl();
  return (
    <label className="field">
      <span><FormattedMessage {...label} /></span>
      <select value={value ?? ''} onChange={(e) => onChange(values.find((v) => v === e.target.value) ?? null)}>
        <option value="">{intl.formatMessage(all)}</option>
        {values.map((v) => {
          const text = texts[v];
          return <option key={v} value={v}>{text ? intl.formatMessage(text) : v}</option>;
        })}
      </select>
    </label>
  );
}

/** What the history page reads of its view-model (a PagedHistory). */
interface HistoryState {
  readonly query: HistoryQuery;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly empty: boolean;
  readonly pageCount: number;
  reload(): Promise<void>;
}

/**
 * A history page: title, filter bar, loading / failed (retry) / empty (with '+ Tambah Pesanan'
 * when `offerOrder`), the rows, the pager.
 */
export const HistoryLayout = observer(function HistoryLayout({ vm, className, title, filters, empty, emptyTestId, offerOrder, onPage, children }: {
  vm: HistoryState;
  className: string;
  title: MessageDescriptor;
  filters: ReactNode;
  empty: MessageDescriptor;
  emptyTestId: string;
  offerOrder: boolean;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <section className={className}>
      <h1 className="h3"><FormattedMessage {...title} /></h1>
      <div className="history-filters">{filters}</div>
      {vm.loading && <p className="muted" role="status"><FormattedMessage {...m.loading} /></p>}
      {vm.failed && <RetryAlert onRetry={() => void vm.reload()}><FormattedMessage {...m.failed} /></RetryAlert>}
      {vm.empty && (
        <div className="empty-state" data-testid={emptyTestId}>
          <p><FormattedMessage {...empty} /></p>
          {offerOrder && <Link className="btn btn-primary" to="/" state={FOCUS_SEARCH_STATE}><FormattedMessage {...m.addOrder} /></Link>}
        </div>
      )}
      {children}
      <Pager page={vm.query.page} count={vm.pageCount} onPage={onPage} />
    </section>
  );
});
