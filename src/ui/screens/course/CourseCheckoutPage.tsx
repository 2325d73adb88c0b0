/**
 * /kursus/checkout (signed in): the course cart's lines, a voucher (previewed by the course
 * service), the total, and 'Buat Tagihan': one Idempotency-Key per attempt; then the invoice on
 * the main storefront's /track?nomor=<invoice_code> (paid like any invoice), or /kursus/saya when
 * the order is free (invoice_code null: enrolled at once).
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { courseModule } from '../../../application/course/course.module';
import { COURSE_CHECKOUT_VIEW_MODEL, afterCheckoutPath, type CourseCheckoutViewModel } from '../../../application/course/course-checkout-view-model';
import { formatRupiah } from '../../../domain/format';
import { useViewModel } from '../../app/container-context';
import { CourseIntl } from './CourseIntl';
import { COURSE_PATHS, CourseError, Loading, Price, errorText } from './course-parts';
import { courseMessages as m } from './course-messages';
import './course.css';

const Checkout = observer(function Checkout() {
  const vm = useViewModel<CourseCheckoutViewModel>(COURSE_CHECKOUT_VIEW_MODEL, courseModule);
  const navigate = useNavigate();
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const pay = async () => {
    const order = await vm.checkout();
    if (order) await navigate(afterCheckoutPath(order));
  };
  const cart = vm.cart;
  const preview = vm.preview;
  return (
    <section className="course-page">
      <h1><FormattedMessage {...m.checkoutTitle} /></h1>
      {vm.loadError !== null && <CourseError error={vm.loadError} onRetry={() => void vm.load()} />}
      <Loading show={vm.loading && !cart} />
      {cart && cart.items.length === 0 && (
        <p className="muted" data-testid="course-cart-empty"><FormattedMessage {...m.cartEmpty} /> <Link to={COURSE_PATHS.catalog}><FormattedMessage {...m.backToCatalog} /></Link></p>
      )}
      {cart && cart.items.length > 0 && (
        <div className="course-box">
          <ul className="course-list">
            {cart.items.map((i) => <li key={i.orderDetailId} data-testid="course-checkout-line"><span>{i.title}</span><strong><Price price={i.price} /></strong></li>)}
          </ul>
          <form className="course-actions" onSubmit={(e) => {
            e.preventDefault();
            void vm.applyVoucher();
          }}>
            <label htmlFor="course-voucher"><FormattedMessage {...m.voucher} /></label>
            <input id="course-voucher" value={vm.voucherInput} onChange={(e) => vm.setVoucherInput(e.target.value)} autoComplete="off" />
            <button type="submit" className="btn btn-outline btn-small" disabled={vm.previewing}><FormattedMessage {...m.applyVoucher} /></button>
            {vm.voucherCode && <button type="button" className="btn btn-text btn-small" onClick={() => void vm.removeVoucher()}><FormattedMessage {...m.removeVoucher} /></button>}
          </form>
          {preview?.voucher && (
            <p className={preview.voucher.ok ? 'course-ok small' : 'form-error small'} data-testid="course-voucher-state">
              {preview.voucher.code}: <FormattedMessage {...(preview.voucher.ok ? m.voucherOk : m.voucherBad)} />
            </p>
          )}
          {preview && (
            <dl className="small">
              <dt><FormattedMessage {...m.subtotal} /></dt><dd>{formatRupiah(preview.subtotal)}</dd>
              {preview.discount > 0 && <><dt><FormattedMessage {...m.discount} /></dt><dd data-testid="course-checkout-discount">-{formatRupiah(preview.discount)}</dd></>}
              <dt><FormattedMessage {...m.total} /></dt><dd><strong data-testid="course-checkout-total">{formatRupiah(preview.total)}</strong></dd>
            </dl>
          )}
          <p className="muted small"><FormattedMessage {...m.payHint} /></p>
          {vm.error !== null && <p className="form-error" role="alert" data-testid="course-checkout-error"><FormattedMessage {...m.checkoutFailed} /> <FormattedMessage {...errorText(vm.error)} /></p>}
          <button type="button" className="btn btn-primary" disabled={vm.submitting || vm.previewing} onClick={() => void pay()}>
            <FormattedMessage {...(vm.submitting ? m.processing : m.pay)} />
          </button>
        </div>
      )}
    </section>
  );
});

export default function CourseCheckoutPage() {
  return <CourseIntl><Checkout /></CourseIntl>;
}
