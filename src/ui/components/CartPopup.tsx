/**
 * The header's cart popup (spec section 2 'Cart popup', section 9): the first 3 items (image,
 * name cut to 30, subtotal with tax, quantity), '<n> produk lainnya', 'Lihat semua item' to
 * /cart; 'Cart masih kosong' when empty. The original requires a login for it; a visitor sees
 * the local (guest) cart here. Loaded lazily on the first open (its own chunk, with the cart's
 * view-model and the pricing domain), so the header costs the entry nothing.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CART_VIEW_MODEL, type CartViewModel } from '../../application/cart/cart-view-model';
import { cartModule } from '../../application/cart/cart.module';
import { CART_POPUP_NAME_LENGTH } from '../../domain/cart';
import { formatRupiah, truncate } from '../../domain/format';
import { useViewModel } from '../app/container-context';
import { PATHS } from '../routes/paths';
import { cartMessages as m, itemCount, popupMore } from '../screens/cart/cart-messages';
import '../styles/cart.css';

export const CartPopupView = observer(function CartPopupView({ vm, onNavigate }: { vm: CartViewModel; onNavigate?: () => void }) {
  const intl = useIntl();
  const preview = vm.popup;
  return (
    <div className="cart-popup" data-testid="cart-popup" role="dialog" aria-label={intl.formatMessage(m.popupTitle)}>
      {preview.empty ? (
        <p className="cart-popup-empty muted">{vm.loading ? <FormattedMessage {...m.loading} /> : <FormattedMessage {...m.popupEmpty} />}</p>
      ) : (
        <>
          <ul className="cart-popup-items">
            {preview.items.map((line) => {
              const total = vm.lineTotal(line);
              return (
                <li key={line.id} className="cart-popup-item" data-testid="cart-popup-item">
                  {line.image ? <img src={line.image} alt="" width={48} height={48} loading="lazy" /> : <span className="cart-popup-noimg" aria-hidden="true" />}
                  <div>
                    <p className="cart-popup-name" title={line.name}>{truncate(line.name, CART_POPUP_NAME_LENGTH)}</p>
                    <p className="small">
                      <strong>{total === null ? '-' : formatRupiah(total)}</strong>{' '}
                      <span className="muted"><FormattedMessage {...itemCount} values={{ count: line.quantity }} /></span>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          {preview.moreCount > 0 && <p className="muted small cart-popup-more"><FormattedMessage {...popupMore} values={{ n: preview.moreCount }} /></p>}
        </>
      )}
      {!preview.empty && (
        <Link to={PATHS.cart} className="btn btn-primary btn-block btn-small" onClick={onNavigate}><FormattedMessage {...m.popupSeeAll} /></Link>
      )}
    </div>
  );
});

export default function CartPopup({ onNavigate }: { onNavigate?: () => void }) {
  const vm = useViewModel<CartViewModel>(CART_VIEW_MODEL, cartModule);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return <CartPopupView vm={vm} onNavigate={onNavigate} />;
}
