/**
 * /token, the spec's access-token page (public, account layout; docs/account-security.md): this
 * device's anonymous access token (shortened); a visitor starts a fresh anonymous session (the old
 * one's guest cart and addresses stay behind); a signed-in customer sees their signed-in sessions
 * and signs one or all the others out.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { accountModule } from '../../../application/account/account.module';
import { TOKEN_VIEW_MODEL, type TokenViewModel } from '../../../application/account/token-view-model';
import { useViewModel } from '../../app/container-context';
import { when } from '../invoice/invoice-parts';
import { Failure, LoadFailure } from './profile-parts';
import { ProfileIntl } from './profile-intl';
import { profileMessages as m } from './profile-messages';
import { ProfileNav } from './ProfileNav';
import './profile.css';

const DONE = { fresh: m.tokenFreshDone, ended: m.sessionEnded, others: m.othersEnded } as const;

const Token = observer(function Token() {
  const vm = useViewModel<TokenViewModel>(TOKEN_VIEW_MODEL, accountModule);
  useEffect(() => {
    void vm.load();
  }, [vm, vm.signedIn]);

  return (
    <section className="profile-page">
      <h1><FormattedMessage {...m.tokenTitle} /></h1>
      {vm.signedIn && <ProfileNav />}
      <div className="acct-card">
        <p className="muted small"><FormattedMessage {...m.tokenIntro} /></p>
        <p>
          <strong><FormattedMessage {...m.tokenThisDevice} /></strong>{': '}
          {vm.accessToken ? <code className="profile-token" data-testid="access-token">{vm.accessToken}</code> : <FormattedMessage {...m.tokenNone} />}
        </p>
        {vm.signedIn ? (
          <p className="muted small"><FormattedMessage {...m.tokenSignedInOnly} /></p>
        ) : (
          <>
            <p className="profile-warning"><FormattedMessage {...m.tokenFreshWarning} /></p>
            <div className="profile-actions">
              <button type="button" className="btn btn-primary" onClick={() => void vm.startFresh()} disabled={vm.busy} data-testid="token-fresh">
                <FormattedMessage {...m.tokenFresh} />
              </button>
            </div>
          </>
        )}
        {vm.done && <p className="account-notice" role="status" data-testid="token-done"><FormattedMessage {...DONE[vm.done]} /></p>}
        {vm.error !== null && <Failure error={vm.error} fallback={m.tokenFailed} testId="token-failed" />}
      </div>

      {vm.signedIn && (
        <div className="acct-card">
          <h2><FormattedMessage {...m.sessionsTitle} /></h2>
          {vm.loadError !== null && <LoadFailure onRetry={() => void vm.load()} />}
          <ul className="profile-sessions" data-testid="sessions">
            {vm.sessions.map((s) => (
              <li key={s.id} className="profile-session" data-testid="session-row">
                <span className="profile-session-device">
                  <strong>{s.device ?? <FormattedMessage {...m.sessionUnknownDevice} />}</strong>
                  <br />
                  <span className="muted small"><FormattedMessage {...m.sessionSince} />: {when(s.createdAt)}</span>
                </span>
                {s.current
                  ? <span className="profile-current"><FormattedMessage {...m.sessionCurrent} /></span>
                  : (
                    <button type="button" className="btn btn-outline btn-small" onClick={() => void vm.endSession(s.id)} disabled={vm.busy}>
                      <FormattedMessage {...m.sessionEnd} />
                    </button>
                  )}
              </li>
            ))}
          </ul>
          {vm.loaded && vm.others === 0 && <p className="muted"><FormattedMessage {...m.sessionsEmpty} /></p>}
          {vm.others > 0 && (
            <div className="profile-actions">
              <button type="button" className="btn btn-outline" onClick={() => void vm.endOthers()} disabled={vm.busy} data-testid="sessions-end-others">
                <FormattedMessage {...m.sessionEndOthers} />
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
});

export default function TokenPage() {
  return <ProfileIntl><Token /></ProfileIntl>;
}
