/**
 * /settings' connected accounts (spec section 4: the Facebook button has connected / not connected
 * states; docs/account-security.md "Google and Facebook"): each configured provider as connected or
 * not; 'Hubungkan' gets the provider's token and makes the sign-in call signed in, which connects it
 * to this account. Disconnecting is not offered. No provider configured: no section.
 */
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SocialProvider } from '../../../application/ports/social-sdk.port';
import { socialModule } from '../../../application/session/social.module';
import {
  SOCIAL_SIGN_IN_VIEW_MODEL, type SocialSignInViewModel,
} from '../../../application/session/social-sign-in-view-model';
import { useViewModel } from '../../app/container-context';
import { FacebookLogo, GoogleLogo, PROVIDER_NAME, problemText, useGoogleButtonPlace } from '../../components/SocialButtons';
import { profileMessages as m, socialProviderTexts } from './profile-messages';

/** The section, once the 'social' feature is there (loaded with /settings; nothing shows until then). */
export function ConnectedAccounts() {
  return <Suspense fallback={null}><ConnectedAccountsOf /></Suspense>;
}

const ConnectedAccountsOf = observer(function ConnectedAccountsOf() {
  const vm = useViewModel<SocialSignInViewModel>(SOCIAL_SIGN_IN_VIEW_MODEL, socialModule);
  const intl = useIntl();
  const { host, hint } = useGoogleButtonPlace(vm);
  if (vm.providers.length === 0) return null;
  const connect = (provider: SocialProvider) => {
    const google = provider === 'google' && host.current ? { host: host.current, locale: intl.locale } : undefined;
    void vm.connect(provider, google);
  };
  const error = problemText(vm, { unavailable: m.socialUnavailable, failed: m.socialFailed }, intl);
  const status = vm.googleButtonShown
    ? intl.formatMessage(m.socialGoogleHint)
    : vm.busy ? intl.formatMessage(socialProviderTexts.loading, { provider: PROVIDER_NAME[vm.busy] })
      : vm.justConnected ? intl.formatMessage(socialProviderTexts.connectedNow, { provider: PROVIDER_NAME[vm.justConnected] }) : '';

  return (
    <section className="acct-card connected-accounts" aria-labelledby="connected-accounts-title" data-testid="connected-accounts">
      <h2 id="connected-accounts-title"><FormattedMessage {...m.socialTitle} /></h2>
      <p className="muted small"><FormattedMessage {...m.socialIntro} /></p>
      <ul className="connected-accounts-list">
        {vm.providers.map((provider) => {
          const connected = vm.connected(provider);
          const name = PROVIDER_NAME[provider];
          return (
            <li key={provider} className="connected-account" data-testid={`connected-${provider}`}>
              <span className="connected-account-name">{provider === 'google' ? <GoogleLogo /> : <FacebookLogo />} {name}</span>
              <span className={connected ? 'connected-account-state is-connected' : 'connected-account-state'} data-testid={`connected-${provider}-state`}>
                <FormattedMessage {...(connected ? m.socialConnected : m.socialNotConnected)} />
              </span>
              {!connected && !(provider === 'google' && vm.googleButtonShown) && (
                <button
                  type="button" className="btn btn-outline btn-small" onClick={() => connect(provider)}
                  disabled={vm.busy !== null} aria-busy={vm.busy === provider}
                  aria-label={intl.formatMessage(socialProviderTexts.connectLabel, { provider: name })}
                >
                  <FormattedMessage {...m.socialConnect} />
                </button>
              )}
              {provider === 'google' && !connected && <div ref={host} className="google-button-host" />}
            </li>
          );
        })}
      </ul>
      <p ref={hint} className="muted small" role="status" tabIndex={-1} data-testid="connected-accounts-status">{status}</p>
      {error && <p className="form-error" role="alert" data-testid="connected-accounts-error">{error}</p>}
    </section>
  );
});
