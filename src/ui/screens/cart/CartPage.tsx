/** /cart: the visitor's cart (spec sections 2, 3, 4, 5, 8, 9). */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { CART_VIEW_MODEL, type CartError, type CartViewModel } from '../../../application/cart/cart-view-model';
import { cartModule } from '../../../application/cart/cart.module';
import { formatRupiah } from '../../../domain/format';
import { HEADER_VIEW_MODEL, type HeaderViewModel } from '../../../application/shell/header-view-model';
import { useService } from '../../app/container-context';
import { usePageViewModel } from '../../app/page-data';
import { PATHS } from '../../routes/paths';
import { cartMessages as m } from './cart-messages';
import { CartLineItem } from './CartLineItem';
import { CheckoutButton } from '../checkout/CheckoutButton';
import { checkoutMessages } from '../checkout/checkout-messages';
import { ConsolidationSection } from './ConsolidationSection';
import '../../styles/cart.css';
import { FOCUS_SEARCH_STATE } from '../../../application/search/search-focus';

const ERROR_TEXT: Partial<Record<CartError, MessageDescriptor>> = {
  load_failed: m.loadFailed,
  rates_failed: m.ratesFailed,
  delete_failed: m.deleteFailed,
  update_failed: m.updateFailed,
  // The checkout's text: 'Keranjang atau alamat Anda tidak dapat dimuat.'
  addresses_failed: checkoutMessages.loadFailed,
};

const AddressSummary = observer(function AddressSummary({ vm }: { vm: CartViewModel }) {
  return (
    <section className="card address-summary" data-testid="address-summary">
      <h2 className="h5"><FormattedMessage {...m.summaryTitle} /></h2>
      {vm.addressSummary.map(({ address, items }) => (
        <div key={address.id} className="address-summary-item">
          <strong>{address.name}</strong>
          {items.length === 0 ? (
            <p className="muted small"><FormattedMessage {...m.summaryEmpty} /></p>
          ) : (
            <ul>{items.map(({ line, quantity }) => <li key={line.id} className="small">{line.name.slice(0, 40)} × {quantity}</li>)}</ul>
          )}
        </div>
      ))}
    </section>
  );
});

export const CartView = observer(function CartView({ vm }: { vm: CartViewModel }) {
  const errorText = vm.error ? ERROR_TEXT[vm.error] : undefined;
  // A failed quantity edit: the server's own message when it sent one (spec section 8).
  const serverText = vm.error === 'update_failed' ? vm.errorMessage : null;
  if (vm.empty) {
    return (
      <div className="cart-empty center" data-testid="cart-empty">
        {vm.loading ? <p className="muted"><FormattedMessage {...m.loading} /></p> : (
          <>
            <p className="h4"><FormattedMessage {...m.empty} /></p>
            <Link to={PATHS.home} state={FOCUS_SEARCH_STATE} className="btn btn-primary"><FormattedMessage {...m.emptyAction} /></Link>
          </>
        )}
        {errorText && <p className="form-error" role="alert"><FormattedMessage {...errorText} /></p>}
      </div>
    );
  }
  const totals = vm.totals;
  return (
    <div className="cart-grid">
      <div className="cart-main">
        {errorText && (
          <div className="form-error cart-alert" role="alert">
            {serverText ?? <FormattedMessage {...errorText} />}{' '}
            <button type="button" className="btn btn-text btn-small" onClick={vm.dismissError}><FormattedMessage {...m.dismiss} /></button>
          </div>
        )}
        <label className="checkbox cart-multi-toggle">
          <input type="checkbox" checked={vm.multiAddress} onChange={(e) => vm.setMultiAddress(e.target.checked)} />
          <FormattedMessage {...m.multiAddress} />
        </label>
        {vm.multiAddress && vm.addresses.length === 0 && (
          <p className="muted small">
            <FormattedMessage {...m.multiAddressNoAddresses} /> <Link to={PATHS.address}><FormattedMessage {...m.addAddressLink} /></Link>
          </p>
        )}
        {vm.cartGroups.map((group) => (
          <section key={String(group.isAllInPrice)} className="card cart-group" data-testid="cart-group">
            <h2 className="h5"><FormattedMessage {...(group.isAllInPrice ? m.groupAllIn : m.groupRegular)} /></h2>
            <ul className="cart-lines">
              {group.lines.map((line) => <CartLineItem key={line.id} vm={vm} line={line} />)}
            </ul>
          </section>
        ))}
        <ConsolidationSection vm={vm} />
      </div>
      <aside className="cart-side">
        <section className="card cart-totals" data-testid="cart-totals">
          {totals ? (
            <table className="table">
              <tbody>
                <tr><th scope="row"><FormattedMessage {...m.totalWithoutTax} /></th><td data-price="" data-testid="total-without-tax">{formatRupiah(totals.withoutTax)}</td></tr>
                <tr><th scope="row"><FormattedMessage {...m.totalTax} /></th><td data-price="">{formatRupiah(totals.tax)}</td></tr>
                <tr className="total-row"><th scope="row"><FormattedMessage {...m.totalWithTax} /></th><td data-price="" data-testid="total-with-tax">{formatRupiah(totals.withTax)}</td></tr>
              </tbody>
            </table>
          ) : (
            <p className="muted small">{vm.loading ? <FormattedMessage {...m.loading} /> : <FormattedMessage {...m.totalsUnavailable} />}</p>
          )}
        </section>
        <CheckoutButton />
        {vm.multiAddress && <AddressSummary vm={vm} />}
      </aside>
    </div>
  );
});

const CartPage = observer(function CartPage() {
  // Server-rendered for a visitor with their access token (docs/ssr.md): the lines and the rates
  // are loaded during the render and replayed at hydration.
  const { vm, preloaded } = usePageViewModel<CartViewModel>(CART_VIEW_MODEL, cartModule, 'cart', (model) => model.load());
  const header = useService<HeaderViewModel>(HEADER_VIEW_MODEL);
  useEffect(() => {
    if (!preloaded) void vm.load();
  }, [vm, preloaded]);
  // The header's badge follows the lines (sync removals, deletions).
  const count = vm.lines.length;
  useEffect(() => {
    void header.refreshCart();
  }, [header, count]);
  return (
    <div className="cart-page">
      <h1 className="h2"><FormattedMessage {...m.title} /></h1>
      <CartView vm={vm} />
    </div>
  );
});

export default CartPage;
