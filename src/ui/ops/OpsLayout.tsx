/**
 * The console's layout (its own chunk, loaded by the 'ops' layout of src/ui/layouts): a bar with the
 * console's name, its menu, the search, the signed-in staff and 'Keluar', then the page. Every
 * console page but /ops/login needs a staff session: without one (or once a call answered 401) the
 * layout goes to /ops/login?redirect=<here>. The customer's header, footer and session play no part.
 * The console's texts come from its own catalogue, loaded with this chunk (ops-intl.tsx).
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { OPS_SESSION, type OpsSession } from '../../application/ops/ops-session';
import { opsModule } from '../../application/ops/ops.module';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../application/session/session-view-model';
import { useService, useViewModel } from '../app/container-context';
import { OpsIntl } from './ops-intl';
import { opsMessages as m, roleTexts } from './ops-messages';
import { opsMemberMessages } from './ops-membership-messages';
import { opsRatesMessages } from './ops-rates-messages';
import { opsFeaturedMessages } from './ops-featured-messages';
import { opsSecondFactorMessages } from './ops-2fa-messages';
import { OPS_PATHS } from './ops-paths';
import './ops.css';

function SearchBox() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (q) void navigate(`${OPS_PATHS.home}?q=${encodeURIComponent(q)}`);
  };
  return (
    <form className="ops-search" role="search" onSubmit={submit}>
      <label htmlFor="ops-search" className="visually-hidden"><FormattedMessage {...m.searchLabel} /></label>
      <input id="ops-search" type="search" value={query} placeholder={intl.formatMessage(m.searchPlaceholder)} onChange={(e) => setQuery(e.target.value)} />
      <button type="submit" className="btn btn-small btn-primary"><FormattedMessage {...m.searchSubmit} /></button>
    </form>
  );
}

const OpsFrame = observer(function OpsFrame() {
  const session = useViewModel<OpsSession>(OPS_SESSION, opsModule);
  const customerSession = useService<SessionViewModel>(SESSION_VIEW_MODEL);
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const onLogin = location.pathname === OPS_PATHS.login;

  useEffect(() => {
    if (session.signedIn && !session.profile) void session.loadProfile();
  }, [session, session.signedIn, session.profile]);
  useEffect(() => {
    const onStorage = () => session.sync();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [session]);

  if (!onLogin && !session.signedIn) {
    const here = location.pathname + location.search;
    return <Navigate to={`${OPS_PATHS.login}?redirect=${encodeURIComponent(here)}`} replace />;
  }
  const staff = session.staff;
  const role = staff ? roleTexts[staff.role] : undefined;
  const other = customerSession.language === 'id' ? 'en' : 'id';
  const logout = async () => {
    await session.logout();
    void navigate(OPS_PATHS.login);
  };
  return (
    <div className="layout layout-ops">
      <header className="ops-bar">
        <Link to={OPS_PATHS.home} className="ops-brand"><FormattedMessage {...m.brand} /></Link>
        {!onLogin && (
          <>
            <nav className="ops-nav" aria-label={intl.formatMessage(m.navLabel)}>
              <NavLink to={OPS_PATHS.home} end><FormattedMessage {...m.navQueues} /></NavLink>
              <NavLink to={OPS_PATHS.tickets}><FormattedMessage {...m.navTickets} /></NavLink>
              <NavLink to={OPS_PATHS.rates}><FormattedMessage {...opsRatesMessages.nav} /></NavLink>
              <NavLink to={OPS_PATHS.banners}><FormattedMessage {...opsFeaturedMessages.nav} /></NavLink>
              {staff?.role === 'admin' && <NavLink to={OPS_PATHS.applications}><FormattedMessage {...opsMemberMessages.nav} /></NavLink>}
              <NavLink to={OPS_PATHS.security}><FormattedMessage {...opsSecondFactorMessages.nav} /></NavLink>
            </nav>
            <SearchBox key={location.search} />
          </>
        )}
        <div className="ops-bar-end">
          <button type="button" className="btn btn-small btn-text" onClick={() => customerSession.setLanguage(other)}>
            {/* The name ("Ganti bahasa EN") contains the visible label (WCAG 2.5.3). */}
            <span className="visually-hidden">{intl.formatMessage(m.switchLanguage)} </span>{other.toUpperCase()}
          </button>
          {staff && !onLogin && (
            <>
              <span className="ops-staff" data-testid="ops-staff">
                {staff.name}{role ? <> · <FormattedMessage {...role} /></> : null}
              </span>
              <button type="button" className="btn btn-small" onClick={() => void logout()}><FormattedMessage {...m.logout} /></button>
            </>
          )}
        </div>
      </header>
      <main id="content" className="ops-main"><Outlet /></main>
    </div>
  );
});

/** The console's texts (their own catalogue, ops-intl.tsx) around the frame, in the app's language. */
const OpsLayout = observer(function OpsLayout() {
  const language = useService<SessionViewModel>(SESSION_VIEW_MODEL).language;
  return <OpsIntl language={language}><OpsFrame /></OpsIntl>;
});

export default OpsLayout;
