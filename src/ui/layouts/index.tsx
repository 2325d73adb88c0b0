/** The seven layouts of spec section 2, and the operations console's. Each renders the page through <Outlet/>. */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link, Outlet, useLocation } from 'react-router';
import { formatRupiah } from '../../domain/format';
import { searchFlagForPath } from '../../domain/url';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../application/session/session-view-model';
import { useService } from '../app/container-context';
import { AccountMenu } from '../components/AccountMenu';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { Logo } from '../components/Logo';
import { SearchBox } from '../components/SearchBox';
import { PATHS } from '../routes/paths';

const m = defineMessages({
  wallet: { id: 'layout.account.wallet', defaultMessage: 'Saldo Dompet' },
  walletDetail: { id: 'layout.account.walletDetail', defaultMessage: 'Lihat Detail' },
  topUp: { id: 'layout.account.topUp', defaultMessage: 'Top Up' },
  catalog: { id: 'layout.catalog.title', defaultMessage: 'Katalog Produk' },
  promo: { id: 'layout.promo.title', defaultMessage: 'Promo Titip' },
  skip: { id: 'layout.skipToContent', defaultMessage: 'Langsung ke konten' },
  accountMenu: { id: 'layout.account.menu', defaultMessage: 'Menu akun' },
});

function Frame({ children, className }: { children: ReactNode; className: string }) {
  return (
    <div className={`layout ${className}`}>
      <a href="#content" className="skip-link"><FormattedMessage {...m.skip} /></a>
      <Header />
      <main id="content" className="layout-main">{children}</main>
      <Footer />
    </div>
  );
}

export function DefaultLayout() {
  return (
    <Frame className="layout-default">
      <div className="container page"><Outlet /></div>
    </Frame>
  );
}

/** Home: full-width sections (the page draws its own containers). */
export function HomeLayout() {
  return (
    <Frame className="layout-home">
      <Outlet />
    </Frame>
  );
}

/** 1688: the search bar on top; the result page draws its category list beside its results. */
export function Layout1688() {
  const location = useLocation();
  return (
    <Frame className="layout-1688">
      <div className="container">
        <SearchBox compact initialFlag={searchFlagForPath(location.pathname)} />
        <Outlet />
      </div>
    </Frame>
  );
}

/**
 * Account: profile card, wallet balance and the account menu beside the page. The page comes
 * first in the document: on a phone it is read first (issue 23: the profile card, the wallet and
 * the 13-entry menu stood above the orders) and the menu below it is collapsed behind "Menu akun";
 * from 768 px the sidebar is placed left of the page by the grid and the menu is always shown.
 */
export const AccountLayout = observer(function AccountLayout() {
  const session = useService<SessionViewModel>(SESSION_VIEW_MODEL);
  const [menuOpen, setMenuOpen] = useState(false);
  const user = session.user;
  const initial = (session.firstName || '?').charAt(0).toUpperCase();
  return (
    <Frame className="layout-account">
      <div className="container sidebar-grid account-grid">
        <div className="sidebar-content"><Outlet /></div>
        <aside className="sidebar">
          <div className="profile-card">
            {user?.avatar ? (
              <img className="avatar avatar-large" src={user.avatar} alt="" width={64} height={64} />
            ) : (
              <span className="avatar avatar-large avatar-initial" aria-hidden="true">{initial}</span>
            )}
            <div>
              <strong>{user ? `${user.firstName} ${user.lastName}`.trim() : ''}</strong>
              <div className="muted small">{user?.email}</div>
              {/* Membership (issue 12): premium and applications, loaded with the 'membership' feature. */}
              {user && <Suspense fallback={null}><ProfileMembership /></Suspense>}
            </div>
          </div>
          <div className="wallet-card">
            <span className="muted small"><FormattedMessage {...m.wallet} /></span>
            <strong className="wallet-balance">{formatRupiah(session.walletBalance ?? 0)}</strong>
            <div className="wallet-links">
              <Link to={PATHS.wallet}><FormattedMessage {...m.walletDetail} /></Link>
              <Link to={PATHS.wallet} className="btn btn-small btn-primary"><FormattedMessage {...m.topUp} /></Link>
            </div>
          </div>
          <button type="button" className="btn btn-light account-menu-toggle" aria-expanded={menuOpen}
            aria-controls="account-menu-panel" onClick={() => setMenuOpen(!menuOpen)}>
            <FormattedMessage {...m.accountMenu} />
          </button>
          <div id="account-menu-panel" className={menuOpen ? 'account-menu-panel open' : 'account-menu-panel'} data-testid="account-menu-panel">
            <AccountMenu showWallet={false} />
          </div>
        </aside>
      </div>
    </Frame>
  );
});

export function CatalogLayout() {
  return (
    <Frame className="layout-catalog">
      <div className="container page">
        <div className="catalog-head">
          <h1 className="h3"><FormattedMessage {...m.catalog} /></h1>
          <SearchBox compact />
        </div>
        <Outlet />
      </div>
    </Frame>
  );
}

/** Invoice: bare, for printing (logo only, no header menus, no footer). */
export function InvoiceLayout() {
  return (
    <div className="layout layout-invoice">
      <div className="container bare-head"><Logo /></div>
      <main id="content" className="container page"><Outlet /></main>
    </div>
  );
}

export function PromoLayout() {
  return (
    <Frame className="layout-promo">
      <div className="promo-banner">
        <div className="container"><h1 className="h3"><FormattedMessage {...m.promo} /></h1></div>
      </div>
      <div className="container page"><Outlet /></div>
    </Frame>
  );
}

/** The operations console's layout (src/ui/ops/OpsLayout): its own chunk, loaded only by an /ops page. */
const OpsLayout = lazy(() => import('../ops/OpsLayout'));
const ProfileMembership = lazy(() => import('../screens/membership/ProfileMembership'));

/** The layout a route of the table (../routes/table.ts) renders its page in. */
export type LayoutName = 'default' | '1688' | 'account' | 'catalog' | 'home' | 'invoice' | 'promo' | 'ops';

export const LAYOUTS: Readonly<Record<LayoutName, ComponentType>> = {
  default: DefaultLayout,
  '1688': Layout1688,
  account: AccountLayout,
  catalog: CatalogLayout,
  home: HomeLayout,
  invoice: InvoiceLayout,
  promo: PromoLayout,
  ops: OpsLayout,
};
