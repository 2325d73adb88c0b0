/**
 * /menu (signed in): the account menu as a page, for phones, where the header's profile menu is a
 * small dropdown: who is signed in (linking to the profile), the wallet, every entry of the account
 * menu (spec section 2), then the account's settings and help.
 */
import { observer } from 'mobx-react-lite';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../application/session/session-view-model';
import { useService } from '../app/container-context';
import { AccountMenu } from '../components/AccountMenu';
import { PATHS } from '../routes/paths';

const m = defineMessages({
  title: { id: 'menu.title', defaultMessage: 'Menu Akun' },
  editProfile: { id: 'menu.editProfile', defaultMessage: 'Ubah profil' },
  settings: { id: 'menu.settings', defaultMessage: 'Pengaturan' },
  password: { id: 'menu.password', defaultMessage: 'Ubah kata sandi' },
  premium: { id: 'menu.premium', defaultMessage: 'Upgrade Premium' },
  agent: { id: 'menu.agent', defaultMessage: 'Daftar Agen' },
  chat: { id: 'menu.chat', defaultMessage: 'Chat dengan CS' },
  deactivate: { id: 'menu.deactivate', defaultMessage: 'Nonaktifkan akun' },
});

const SETTINGS = [
  { key: 'editProfile', to: PATHS.settings },
  { key: 'password', to: PATHS.editPassword },
  { key: 'premium', to: PATHS.upgradePremium },
  { key: 'agent', to: PATHS.registerAgent },
  { key: 'chat', to: PATHS.chat },
  { key: 'deactivate', to: PATHS.deactivateAccount },
] as const;

const MenuPage = observer(function MenuPage() {
  const session = useService<SessionViewModel>(SESSION_VIEW_MODEL);
  const user = session.user;
  const initial = (user?.firstName ?? '?').charAt(0).toUpperCase();
  return (
    <section className="menu-page">
      <h1 className="h3"><FormattedMessage {...m.title} /></h1>
      <Link to={PATHS.settings} className="menu-profile" data-testid="menu-profile">
        {user?.avatar ? (
          <img className="avatar avatar-large" src={user.avatar} alt="" width={64} height={64} />
        ) : (
          <span className="avatar avatar-large avatar-initial" aria-hidden="true">{initial}</span>
        )}
        <span>
          <strong>{user ? `${user.firstName} ${user.lastName}`.trim() : ''}</strong>
          <span className="muted small">{user?.email}</span>
          <span className="small"><FormattedMessage {...m.editProfile} /></span>
        </span>
      </Link>
      <AccountMenu />
      <nav className="account-menu" aria-labelledby="menu-settings-title">
        <h2 id="menu-settings-title" className="h5"><FormattedMessage {...m.settings} /></h2>
        <ul>
          {SETTINGS.map((e) => <li key={e.key}><Link to={e.to}><FormattedMessage {...m[e.key]} /></Link></li>)}
        </ul>
      </nav>
    </section>
  );
});

export default MenuPage;
