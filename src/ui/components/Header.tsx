import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router';
import { APP_SETTINGS, type AppSettings } from '../../application/shell/app-settings';
import { HEADER_VIEW_MODEL, type HeaderViewModel } from '../../application/shell/header-view-model';
import { useService } from '../app/container-context';
import { PATHS } from '../routes/paths';
import { AccountMenu } from './AccountMenu';
import { LanguageDropdown } from './LanguageDropdown';
import { Logo } from './Logo';

// The cart popup's code (cart view-model, pricing) loads on the first open only.
const CartPopup = lazy(() => import('./CartPopup'));

const m = defineMessages({
  home: { id: 'header.nav.home', defaultMessage: 'Beranda' },
  sister: { id: 'header.nav.sister', defaultMessage: 'Kirim Barang' },
  profitable: { id: 'header.nav.profitable', defaultMessage: 'Produk Cuan' },
  // Spec section 2: the tracking link reads 'Cek Status Pesanan' (Indonesian) or 'Tracking' (English).
  track: { id: 'header.nav.track', defaultMessage: 'Cek Status Pesanan' },
  promo: { id: 'header.nav.promo', defaultMessage: 'Promo' },
  login: { id: 'header.login', defaultMessage: 'Daftar / Login' },
  menu: { id: 'header.menu', defaultMessage: 'Menu' },
  profileMenu: { id: 'header.profileMenu', defaultMessage: 'Menu profil' },
  // Spec section 2 'Account links: My Order, My Account, Logout' (given in English only: used in both languages).
  myOrder: { id: 'header.account.myOrder', defaultMessage: 'My Order' },
  myAccount: { id: 'header.account.myAccount', defaultMessage: 'My Account' },
  logout: { id: 'header.account.logout', defaultMessage: 'Logout' },
});
const greetingMessage = defineMessage<{ name: string }>({ id: 'header.greeting', defaultMessage: 'Hai, {name}' });
const cartLabel = defineMessage<{ count: number }>({ id: 'header.cart', defaultMessage: 'Keranjang, {count} produk' });
const notificationsLabel = defineMessage<{ count: number }>({ id: 'header.notifications', defaultMessage: 'Notifikasi, {count} tagihan menunggu pembayaran' });
const unreadLabel = defineMessage<{ count: number; unread: number }>({
  id: 'header.notificationsUnread', defaultMessage: 'Notifikasi, {count} tagihan menunggu pembayaran, {unread} belum dibaca',
});

function Badge({ count }: { count: number }) {
  if (count <= 0) return null;
  return <span className="badge" aria-hidden="true">{count > 99 ? '99+' : count}</span>;
}

/** Ms after the first header mounted, or the customer signed in or out, during which the count is only loading (not announced). */
const CART_SETTLE_MS = 1500;
// Module-wide: the header mounts again on every change of layout, with the count already loaded.
const cartSettle = { from: 0, signedIn: null as boolean | null };

/**
 * Says the cart's new count to screen readers when it changes (an add from the product page, a
 * removal): a polite live region, empty until the first change after the count loaded (issue 24).
 */
function CartCountStatus({ count, signedIn }: { count: number; signedIn: boolean }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  useEffect(() => {
    if (cartSettle.signedIn !== signedIn) Object.assign(cartSettle, { from: Date.now(), signedIn });
  }, [signedIn]);
  const previous = useRef(count);
  useEffect(() => {
    if (previous.current === count) return;
    previous.current = count;
    if (Date.now() - cartSettle.from > CART_SETTLE_MS) setText(intl.formatMessage(cartLabel, { count }));
  }, [count, intl]);
  return <span className="visually-hidden" role="status" data-testid="cart-count-status">{text}</span>;
}

export const Header = observer(function Header() {
  const header = useService<HeaderViewModel>(HEADER_VIEW_MODEL);
  const settings = useService<AppSettings>(APP_SETTINGS);
  const session = header.session;
  const intl = useIntl();
  const [navOpen, setNavOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  const signedIn = session.signedIn;

  useEffect(() => {
    void header.refresh();
  }, [header, signedIn]);

  const initial = (session.firstName || '?').charAt(0).toUpperCase();

  return (
    <header className="site-header">
      <div className="container header-row">
        <Logo />
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={navOpen}
          aria-controls="main-nav"
          aria-label={intl.formatMessage(m.menu)}
          onClick={() => setNavOpen(!navOpen)}
        >
          ☰
        </button>
        <nav id="main-nav" className={navOpen ? 'main-nav open' : 'main-nav'} onClick={() => setNavOpen(false)}>
          <NavLink to={PATHS.home} end><FormattedMessage {...m.home} /></NavLink>
          {settings.sisterServiceUrl && (
            <a href={settings.sisterServiceUrl} target="_blank" rel="noopener noreferrer">
              {settings.sisterServiceName || intl.formatMessage(m.sister)}
            </a>
          )}
          <NavLink to={PATHS.profitable}><FormattedMessage {...m.profitable} /></NavLink>
          <NavLink to={PATHS.track}><FormattedMessage {...m.track} /></NavLink>
          <NavLink to={PATHS.promo}><FormattedMessage {...m.promo} /></NavLink>
          {signedIn && (
            // The account links, in the phone's menu (on a wide screen the profile menu holds them);
            // English words in both languages, marked as such for screen readers (WCAG 3.1.2).
            <span className="nav-account" lang="en" data-testid="nav-account">
              <NavLink to={PATHS.history}><FormattedMessage {...m.myOrder} /></NavLink>
              <NavLink to={PATHS.menu}><FormattedMessage {...m.myAccount} /></NavLink>
              <NavLink to={PATHS.logout}><FormattedMessage {...m.logout} /></NavLink>
            </span>
          )}
        </nav>
        <div className="header-actions">
          <LanguageDropdown />
          <Link
            to={PATHS.notification}
            className="icon-button"
          >
            <span className="visually-hidden">
              {header.unreadNotifications > 0
                ? intl.formatMessage(unreadLabel, { count: header.pendingInvoices, unread: header.unreadNotifications })
                : intl.formatMessage(notificationsLabel, { count: header.pendingInvoices })}
            </span>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" /></svg>
            <Badge count={header.bellCount} />
          </Link>
          <div
            className="cart-popup-anchor"
            onMouseEnter={() => setCartOpen(true)}
            onMouseLeave={() => setCartOpen(false)}
            onFocus={() => setCartOpen(true)}
            onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget)) setCartOpen(false); }}
          >
            <Link to={PATHS.cart} className="icon-button" aria-label={intl.formatMessage(cartLabel, { count: header.cartCount })}>
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM7.2 14h9.9a2 2 0 0 0 1.8-1.1L22 6H5.2l-.9-2H1v2h2l3.6 7.6L5.2 16A2 2 0 0 0 7 19h12v-2H7.4l.8-1.5Z" /></svg>
              <Badge count={header.cartCount} />
            </Link>
            <CartCountStatus count={header.cartCount} signedIn={signedIn} />
            {cartOpen && (
              <Suspense fallback={null}>
                <CartPopup onNavigate={() => setCartOpen(false)} />
              </Suspense>
            )}
          </div>
          {signedIn ? (
            <div className="dropdown" onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget)) setProfileOpen(false); }}>
              <button
                type="button"
                className="profile-toggle"
                aria-haspopup="menu"
                aria-expanded={profileOpen}
                onClick={() => setProfileOpen(!profileOpen)}
              >
                <span className="greeting"><FormattedMessage {...greetingMessage} values={{ name: session.firstName }} /></span>
                <span className="visually-hidden">{intl.formatMessage(m.profileMenu)}</span>
                {session.user?.avatar ? (
                  <img className="avatar" src={session.user.avatar} alt="" width={32} height={32} />
                ) : (
                  <span className="avatar avatar-initial" aria-hidden="true">{initial}</span>
                )}
              </button>
              {profileOpen && (
                <div className="dropdown-menu dropdown-menu-right profile-menu">
                  <AccountMenu onNavigate={() => setProfileOpen(false)} />
                </div>
              )}
            </div>
          ) : (
            <Link to={PATHS.login} className="btn btn-primary"><FormattedMessage {...m.login} /></Link>
          )}
        </div>
      </div>
    </header>
  );
});
