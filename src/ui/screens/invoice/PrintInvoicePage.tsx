/**
 * /print-invoice/:id (signed in, bare 'invoice' layout): the invoice as a clean A4 page (company
 * block, invoice code, dates, recipients, lines and totals); 'Cetak' opens the print dialog.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { INVOICE_DETAIL_VIEW_MODEL, type InvoiceDetailViewModel } from '../../../application/invoice/invoice-detail-view-model';
import { invoiceModule } from '../../../application/invoice/invoice.module';
import { useViewModel } from '../../app/container-context';
import { checkoutMessages as c } from '../checkout/checkout-messages';
import { printPage } from '../../lib/print';
import { AmountsTable } from '../checkout/AmountsTable';
import { RetryAlert } from '../checkout/RetryAlert';
import { invoiceMessages as m, invoiceTypeTexts } from './invoice-messages';
import { LinesTable, PaymentPanel, RecipientList, StatusText, when } from './invoice-parts';
import { RateNote } from '../../components/RateNote';
import '../../styles/invoice.css';

export const InvoiceDocument = observer(function InvoiceDocument({ vm }: { vm: InvoiceDetailViewModel }) {
  const d = vm.detail;
  if (!d) return null;
  return (
    <article className="invoice-document" data-testid="invoice-document">
      <header className="invoice-head">
        <div className="invoice-company" data-testid="invoice-company">
          <strong>{d.company.name}</strong>
          {d.company.address && <div>{d.company.address}</div>}
          {d.company.npwp && <div><FormattedMessage {...m.npwp} />: {d.company.npwp}</div>}
          <div>{[d.company.email, d.company.phone].filter(Boolean).join(' · ')}</div>
        </div>
        <div className="invoice-title">
          <h1 className="h3"><FormattedMessage {...m.invoiceHeading} /></h1>
          <p className="invoice-code" data-testid="invoice-code">{d.code}</p>
          <dl className="invoice-facts">
            <dt><FormattedMessage {...m.date} /></dt><dd>{when(d.createdAt)}</dd>
            <dt><FormattedMessage {...m.due} /></dt><dd>{when(d.dueDate)}</dd>
            <dt><FormattedMessage {...m.type} /></dt><dd><FormattedMessage {...invoiceTypeTexts[d.type]} /></dd>
            <dt><FormattedMessage {...m.status} /></dt><dd><StatusText kind="invoice" status={vm.status ?? d.status} label={d.statusLabel} /></dd>
            {d.paymentMethodName && <><dt><FormattedMessage {...c.paymentTitle} /></dt><dd data-testid="invoice-payment-method">{d.paymentMethodName}</dd></>}
          </dl>
        </div>
      </header>
      <section className="invoice-block">
        <h2 className="h5"><FormattedMessage {...m.recipient} /></h2>
        <RecipientList recipients={vm.recipients} />
      </section>
      {vm.lines.length > 0 && (
        <section className="invoice-block">
          <h2 className="h5"><FormattedMessage {...m.lines} /></h2>
          <LinesTable rows={vm.lines} />
        </section>
      )}
      <section className="invoice-block invoice-totals">
        <h2 className="h5"><FormattedMessage {...m.amounts} /></h2>
        <AmountsTable totals={d.amounts} testId="invoice-amounts" />
        {d.voucher && <p className="small"><FormattedMessage {...c.voucherTitle} />: {d.voucher.code}</p>}
        <RateNote rates={d.kursUsed} />
      </section>
      {vm.paymentState && <PaymentPanel state={vm.paymentState} dueDate={d.dueDate} instructions={d.paymentInstructions} />}
      <p className="muted small invoice-note"><FormattedMessage {...m.printNote} /></p>
    </article>
  );
});

const PrintInvoicePage = observer(function PrintInvoicePage() {
  const vm = useViewModel<InvoiceDetailViewModel>(INVOICE_DETAIL_VIEW_MODEL, invoiceModule);
  const { id = '' } = useParams();
  useEffect(() => {
    void vm.load(id);
  }, [vm, id]);
  return (
    <div className="print-invoice">
      <div className="no-print print-actions">
        <button type="button" className="btn btn-primary" onClick={() => printPage()} disabled={!vm.detail}><FormattedMessage {...m.print} /></button>
      </div>
      {vm.loading && <p className="muted" role="status"><FormattedMessage {...m.loading} /></p>}
      {vm.notFound && <p className="form-error" role="alert"><FormattedMessage {...m.notFound} /></p>}
      {vm.failed && <RetryAlert onRetry={() => void vm.reload()}><FormattedMessage {...m.failed} /></RetryAlert>}
      <InvoiceDocument vm={vm} />
    </div>
  );
});

export default PrintInvoicePage;
