/**
 * The cart's 'Checkout' button: a signed-in customer goes to /checkout; a visitor goes to /login,
 * which brings them back to /checkout after signing in (?redirect=).
 */
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../../application/session/session-view-model';
import { useService } from '../../app/container-context';
import { useOffline } from '../../app/page-data';
import { OfflineActionNote } from '../../components/OfflineActionNote';
import { PATHS } from '../../routes/paths';
import { checkoutMessages as m } from './checkout-messages';

export const CHECKOUT_PATH = PATHS.checkout;

export const CheckoutButton = observer(function CheckoutButton({ disabled = false }: { disabled?: boolean }) {
  const session = useService<SessionViewModel>(SESSION_VIEW_MODEL);
  const navigate = useNavigate();
  // Checkout needs the network (docs/pwa.md): disabled offline, with the reason beside it.
  const offline = useOffline();
  const go = () => {
    void navigate(session.signedIn ? CHECKOUT_PATH : `${PATHS.login}?redirect=${encodeURIComponent(CHECKOUT_PATH)}`);
  };
  return (
    <>
      <button type="button" className="btn btn-primary btn-block" onClick={go} disabled={disabled || offline} aria-describedby={offline ? 'cart-offline-note' : undefined} data-testid="cart-checkout">
        <FormattedMessage {...m.title} />
      </button>
      <OfflineActionNote id="cart-offline-note" />
    </>
  );
});
