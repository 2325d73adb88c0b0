/** /history-invoice (signed in, account layout): the customer's invoices by type and status, 20 a page. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import {
  INVOICE_HISTORY_VIEW_MODEL, INVOICE_STATUS_FILTERS, INVOICE_TYPE_FILTERS, invoiceQueryOf, invoiceQueryParams,
  type InvoiceHistoryViewModel, type InvoiceQuery,
} from '../../../application/invoice/invoice-history-view-model';
import { invoiceModule } from '../../../application/invoice/invoice.module';
import { trackPath } from '../../../domain/invoice';
import { formatRupiah } from '../../../domain/format';
import { useViewModel } from '../../app/container-context';
import { checkoutMessages as c } from '../checkout/checkout-messages';
import { invoiceMessages as m, invoiceStatusTexts, invoiceTypeTexts } from './invoice-messages';
import { Pager, StatusText, when } from './invoice-parts';
import '../../styles/invoice.css';

const InvoiceHistoryPage = observer(function InvoiceHistoryPage() {
  const vm = useViewModel<InvoiceHistoryViewModel>(INVOICE_HISTORY_VIEW_MODEL, invoiceModule);
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  useEffect(() => {
    void vm.show(invoiceQueryOf(new URLSearchParams(key)));
  }, [vm, key]);
  const change = (patch: Partial<InvoiceQuery>) => setSearch(invoiceQueryParams({ ...vm.query, page: 1, ...patch }));
  return (
    <section className="invoice-history">
      <h1 className="h3"><FormattedMessage {...m.historyTitle} /></h1>
      <div className="history-filters">
        <label className="field">
          <span><FormattedMessage {...m.filterType} /></span>
          <select value={vm.query.type ?? ''} onChange={(e) => change({ type: (e.target.value || null) as InvoiceQuery['type'] })}>
            <option value="">{intl.formatMessage(m.allTypes)}</option>
            {INVOICE_TYPE_FILTERS.map((t) => <option key={t} value={t}>{intl.formatMessage(invoiceTypeTexts[t])}</option>)}
          </select>
        </label>
        <label className="field">
          <span><FormattedMessage {...m.status} /></span>
          <select value={vm.query.status ?? ''} onChange={(e) => change({ status: e.target.value || null })}>
            <option value="">{intl.formatMessage(m.allStatuses)}</option>
            {INVOICE_STATUS_FILTERS.map((s) => {
              const text = invoiceStatusTexts[s];
              return <option key={s} value={s}>{text ? intl.formatMessage(text) : s}</option>;
            })}
          </select>
        </label>
      </div>
      {vm.loading && <p className="muted" role="status"><FormattedMessage {...m.loading} /></p>}
      {vm.failed && (
        <p className="form-error" role="alert">
          <FormattedMessage {...m.failed} />{' '}
          <button type="button" className="btn btn-text" onClick={() => void vm.reload()}><FormattedMessage {...c.retry} /></button>
        </p>
      )}
      {vm.empty && (
        <div className="empty-state" data-testid="invoices-empty">
          <p><FormattedMessage {...(vm.filtered ? m.emptyFiltered : m.emptyInvoices)} /></p>
          {!vm.filtered && <Link className="btn btn-primary" to="/"><FormattedMessage {...m.addOrder} /></Link>}
        </div>
      )}
      {vm.rows.length > 0 && (
        <div className="table-scroll">
          <table className="table history-table" data-testid="invoice-table">
            <thead>
              <tr>
                <th scope="col"><FormattedMessage {...m.code} /></th>
                <th scope="col"><FormattedMessage {...m.date} /></th>
                <th scope="col"><FormattedMessage {...m.type} /></th>
                <th scope="col"><FormattedMessage {...m.status} /></th>
                <th scope="col" className="num"><FormattedMessage {...m.total} /></th>
                <th scope="col"><FormattedMessage {...m.due} /></th>
                <th scope="col"><FormattedMessage {...m.actions} /></th>
              </tr>
            </thead>
            <tbody>
              {vm.rows.map((row) => (
                <tr key={row.code} data-testid="invoice-row">
                  <td><strong>{row.code}</strong>{row.recipientName && <div className="muted small">{row.recipientName}</div>}</td>
                  <td>{when(row.createdAt)}</td>
                  <td><FormattedMessage {...invoiceTypeTexts[row.type]} /></td>
                  <td><StatusText kind="invoice" status={row.status} label={row.statusLabel} /></td>
                  <td className="num">{formatRupiah(row.total)}</td>
                  <td>{row.status === 'pending' ? when(row.dueDate) : '-'}</td>
                  <td className="history-actions">
                    <Link to={trackPath(row.code)}><FormattedMessage {...m.track} /></Link>
                    <Link to={`/print-invoice/${encodeURIComponent(row.code)}`}><FormattedMessage {...m.print} /></Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={vm.query.page} count={vm.pageCount} onPage={(page) => change({ page })} />
    </section>
  );
});

export default InvoiceHistoryPage;
