/** /history-invoice (signed in, account layout): the customer's invoices by type and status, 20 a page. */
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import {
  INVOICE_HISTORY_VIEW_MODEL, INVOICE_STATUS_FILTERS, INVOICE_TYPE_FILTERS, type InvoiceHistoryViewModel,
} from '../../../application/invoice/invoice-history-view-model';
import { invoiceModule } from '../../../application/invoice/invoice.module';
import { trackPath } from '../../../domain/invoice';
import { formatRupiah } from '../../../domain/format';
import { useViewModel } from '../../app/container-context';
import { FilterSelect, HistoryLayout, useHistoryQuery } from './history-parts';
import { invoiceMessages as m, invoiceStatusTexts, invoiceTypeTexts } from './invoice-messages';
import { StatusText, when } from './invoice-parts';
import '../../styles/invoice.css';

const InvoiceHistoryPage = observer(function InvoiceHistoryPage() {
  const vm = useViewModel<InvoiceHistoryViewModel>(INVOICE_HISTORY_VIEW_MODEL, invoiceModule);
  const change = useHistoryQuery(vm);
  const filters = (
    <>
      <FilterSelect label={m.filterType} all={m.allTypes} value={vm.query.type} values={INVOICE_TYPE_FILTERS} texts={invoiceTypeTexts} onChange={(type) => change({ type })} />
      <FilterSelect label={m.status} all={m.allStatuses} value={vm.query.status} values={INVOICE_STATUS_FILTERS} texts={invoiceStatusTexts} onChange={(status) => change({ status })} />
    </>
  );
  return (
    <HistoryLayout
      vm={vm} className="invoice-history" title={m.historyTitle} filters={filters} empty={vm.filtered ? m.emptyFiltered : m.emptyInvoices}
      emptyTestId="invoices-empty" offerOrder={!vm.filtered} onPage={(page) => change({ page })}
    >
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
    </HistoryLayout>
  );
});

export default InvoiceHistoryPage;
