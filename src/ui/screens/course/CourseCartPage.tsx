/**
 * /kursus/keranjang (signed in): the course cart; deleting a line shows the spec's toast
 * 'Berhasil menghapus course' or 'Gagal menghapus course'; checkout goes to /kursus/checkout.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { courseModule } from '../../../application/course/course.module';
import { COURSE_CART_VIEW_MODEL, type CourseCartViewModel } from '../../../application/course/course-cart-view-model';
import { formatRupiah } from '../../../domain/format';
import { useViewModel } from '../../app/container-context';
import { notify } from '../../lib/toast';
import { CourseIntl } from './CourseIntl';
import { COURSE_PATHS, CourseError, Loading, Price } from './course-parts';
import { courseMessages as m } from './course-messages';
import './course.css';

const Cart = observer(function Cart() {
  const vm = useViewModel<CourseCartViewModel>(COURSE_CART_VIEW_MODEL, courseModule);
  const intl = useIntl();
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const remove = async (id: number) => {
    if (await vm.remove(id)) notify.success(intl.formatMessage(m.removed));
    else notify.error(intl.formatMessage(m.removeFailed));
  };
  const cart = vm.cart;
  return (
    <section className="course-page">
      <h1><FormattedMessage {...m.cartTitle} /></h1>
      {vm.loadError !== null && <CourseError error={vm.loadError} onRetry={() => void vm.load()} />}
      <Loading show={vm.loading && !cart} />
      {vm.empty && (
        <p className="muted" data-testid="course-cart-empty">
          <FormattedMessage {...m.cartEmpty} /> <Link to={COURSE_PATHS.catalog}><FormattedMessage {...m.backToCatalog} /></Link>
        </p>
      )}
      {cart && cart.items.length > 0 && (
        <div className="course-box">
          <ul className="course-list">
            {cart.items.map((i) => (
              <li key={i.orderDetailId} data-testid="course-cart-item" data-slug={i.slug}>
                <span><Link to={COURSE_PATHS.course(i.slug)}>{i.title}</Link><br /><strong><Price price={i.price} /></strong></span>
                <button type="button" className="btn btn-outline btn-small" disabled={vm.removing !== null} aria-label={`${intl.formatMessage(m.remove)} ${i.title}`} onClick={() => void remove(i.orderDetailId)}>
                  <FormattedMessage {...m.remove} />
                </button>
              </li>
            ))}
          </ul>
          <p><FormattedMessage {...m.subtotal} />: <strong data-testid="course-cart-subtotal">{formatRupiah(cart.subtotal)}</strong></p>
          <Link className="btn btn-primary" to={COURSE_PATHS.checkout}><FormattedMessage {...m.toCheckout} /></Link>
        </div>
      )}
    </section>
  );
});

export default function CourseCartPage() {
  return <CourseIntl><Cart /></CourseIntl>;
}
