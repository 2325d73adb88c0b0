/**
 * /kursus/pesanan/:orderCode (signed in): a course order's invoice (lines, voucher, total, status),
 * a link to pay it on /track?nomor=, and 'Konfirmasi Pembayaran' (the course service asks the main
 * API): the spec's 'Berhasil melakukan konfirmasi pembayaran' / 'Gagal melakukan konfirmasi pembayaran'.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { courseModule } from '../../../application/course/course.module';
import { COURSE_INVOICE_VIEW_MODEL, type CourseInvoiceViewModel } from '../../../application/course/course-invoice-view-model';
import { formatRupiah } from '../../../domain/format';
import { trackPath } from '../../../domain/invoice';
import { useViewModel } from '../../app/container-context';
import { notify } from '../../lib/toast';
import { when } from '../invoice/invoice-parts';
import { CourseIntl } from './CourseIntl';
import { COURSE_PATHS, CourseError, Loading } from './course-parts';
import { courseMessages as m, courseValueMessages as mv } from './course-messages';
import './course.css';

const STATUS = { pending: m.statusPending, paid: m.statusPaid, expired: m.statusExpired } as const;

const Invoice = observer(function Invoice() {
  const vm = useViewModel<CourseInvoiceViewModel>(COURSE_INVOICE_VIEW_MODEL, courseModule);
  const { orderCode = '' } = useParams();
  const intl = useIntl();
  useEffect(() => {
    void vm.load(orderCode);
  }, [vm, orderCode]);
  const confirm = async () => {
    if (await vm.confirm()) notify.success(intl.formatMessage(m.confirmed));
    else notify.error(intl.formatMessage(m.confirmFailed));
  };
  const inv = vm.invoice;
  return (
    <section className="course-page">
      <h1><FormattedMessage {...m.invoiceTitle} /></h1>
      {vm.loadError !== null && <CourseError error={vm.loadError} onRetry={() => void vm.load(orderCode)} />}
      <Loading show={vm.loading && !inv} />
      {inv && (
        <div className="course-box" data-testid="course-invoice">
          <h2><FormattedMessage {...mv.orderCode} values={{ code: inv.orderCode }} /></h2>
          <p className="small">{when(inv.createdAt)} · <strong data-testid="course-invoice-status" data-status={inv.status}><FormattedMessage {...STATUS[inv.status]} /></strong></p>
          <ul className="course-list">
            {inv.lines.map((l) => <li key={`${l.kind}-${l.slug}`}><Link to={COURSE_PATHS.course(l.slug)}>{l.title}</Link><strong>{formatRupiah(l.price)}</strong></li>)}
          </ul>
          <dl className="small">
            <dt><FormattedMessage {...m.subtotal} /></dt><dd>{formatRupiah(inv.subtotal)}</dd>
            {inv.discount > 0 && <><dt><FormattedMessage {...m.discount} /> {inv.voucherCode}</dt><dd>-{formatRupiah(inv.discount)}</dd></>}
            <dt><FormattedMessage {...m.total} /></dt><dd><strong>{formatRupiah(inv.total)}</strong></dd>
          </dl>
          <div className="course-actions">
            {inv.status === 'pending' && inv.invoiceCode && <Link className="btn btn-primary" to={trackPath(inv.invoiceCode)}><FormattedMessage {...m.payInvoice} /></Link>}
            {inv.status === 'paid'
              ? <Link className="btn btn-primary" to={COURSE_PATHS.my}><FormattedMessage {...m.myTitle} /></Link>
              : <button type="button" className="btn btn-outline" disabled={vm.confirming} onClick={() => void confirm()}><FormattedMessage {...(vm.confirming ? m.processing : m.confirm)} /></button>}
          </div>
          {vm.confirmed !== null && (
            <p className={vm.confirmed ? 'course-ok' : 'form-error'} role="status" data-testid="course-confirm-result">
              <FormattedMessage {...(vm.confirmed ? m.confirmed : m.confirmFailed)} />
            </p>
          )}
        </div>
      )}
    </section>
  );
});

export default function CourseInvoicePage() {
  return <CourseIntl><Invoice /></CourseIntl>;
}
