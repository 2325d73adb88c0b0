/** The tabs between the account pages of issue 12 (profile, password and PIN, sessions, deactivation). */
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { PATHS } from '../../routes/paths';
import { profileMessages as m } from './profile-messages';

const TABS = [
  { to: PATHS.settings, label: m.navProfile },
  { to: PATHS.editPassword, label: m.navSecurity },
  { to: PATHS.token, label: m.navToken },
  { to: PATHS.deactivateAccount, label: m.navDeactivate },
] as const;

export function ProfileNav() {
  const intl = useIntl();
  return (
    <nav className="profile-nav" aria-label={intl.formatMessage(m.navLabel)}>
      {TABS.map((t) => (
        <NavLink key={t.to} to={t.to} className={({ isActive }) => (isActive ? 'profile-tab active' : 'profile-tab')}>
          <FormattedMessage {...t.label} />
        </NavLink>
      ))}
    </nav>
  );
}
