/**
 * The Google and Facebook buttons of the login form and /register (docs/account-security.md "Google
 * and Facebook"): only the providers the server configured; none: nothing, not even the 'or'
 * divider. Google signs in through its own button (Google Identity Services): the first press of
 * ours loads it and shows Google's button in our place (the status line says so and takes the
 * focus, so Tab reaches it next); Facebook opens its pop-up. A closed pop-up brings the form back
 * without a word; a refusal shows the server's message.
 */
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useRef, type RefObject } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { SocialProvider } from '../../application/ports/social-sdk.port';
import { socialModule } from '../../application/session/social.module';
import { SOCIAL_SIGN_IN_VIEW_MODEL, type SocialSignInViewModel } from '../../application/session/social-sign-in-view-model';
import { useViewModel } from '../app/container-context';
import { createFeatureIntl } from '../app/feature-intl';

export const socialMessages = defineMessages({
  google: { id: 'social.google', defaultMessage: 'Masuk dengan Google' },
  facebook: { id: 'social.facebook', defaultMessage: 'Masuk dengan Facebook' },
  googleHint: { id: 'social.googleHint', defaultMessage: 'Lanjutkan dengan tombol Google yang muncul di bawah ini.' },
  unavailable: { id: 'social.unavailable', defaultMessage: 'Login dengan {provider} sedang tidak tersedia. Coba lagi nanti atau masuk dengan kata sandi.' },
  failed: { id: 'social.failed', defaultMessage: 'Login dengan {provider} gagal. Silakan coba lagi.' },
  or: { id: 'social.or', defaultMessage: 'atau' },
});

const loadingText = defineMessage<{ provider: string }>({ id: 'social.loading', defaultMessage: 'Menghubungi {provider}...' });

/** The buttons' own catalogue (social-messages/{id,en}.json: the social.* texts), loaded with them, not at boot. */
const SocialIntl = createFeatureIntl({ id: () => import('./social-messages/id.json?ast'), en: () => import('./social-messages/en.json?ast') });

export const PROVIDER_NAME: Readonly<Record<SocialProvider, string>> = { google: 'Google', facebook: 'Facebook' };

export function GoogleLogo() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false"><path fill="#4285F4" d="M45 24.5c0-1.6-.1-3.1-.4-4.5H24v8.5h11.8a10 10 0 0 1-4.4 6.6v5.5h7.1C42.6 36.7 45 31.1 45 24.5Z"/><path fill="#34A853" d="M24 46c5.9 0 10.9-2 14.5-5.4l-7.1-5.5c-2 1.3-4.5 2.1-7.4 2.1-5.7 0-10.6-3.9-12.3-9.1H4.4v5.7A22 22 0 0 0 24 46Z"/><path fill="#FBBC05" d="M11.7 28.1a13 13 0 0 1 0-8.3v-5.7H4.4a22 22 0 0 0 0 19.7Z"/><path fill="#EA4335" d="M24 10.8c3.2 0 6.1 1.1 8.4 3.3l6.3-6.3A22 22 0 0 0 4.4 14.1l7.3 5.7C13.4 14.7 18.3 10.8 24 10.8Z"/></svg>
  );
}

export function FacebookLogo() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="#1877F2" d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z"/></svg>
  );
}

/**
 * The element Google's button is drawn into, emptied when our own button comes back, and the status
 * line that takes the focus when Google's button appears.
 */
export function useGoogleButtonPlace(vm: SocialSignInViewModel): { host: RefObject<HTMLDivElement | null>; hint: RefObject<HTMLParagraphElement | null> } {
  const host = useRef<HTMLDivElement>(null);
  const hint = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (vm.googleButtonShown) hint.current?.focus();
    else host.current?.replaceChildren();
  }, [vm.googleButtonShown]);
  return { host, hint };
}

/** The screen's own text of a problem (the server's message, when it sent one, is shown as it is). */
export function problemText(vm: SocialSignInViewModel, texts: { unavailable: MessageDescriptor; failed: MessageDescriptor }, intl: ReturnType<typeof useIntl>): string | null {
  if (vm.serverError) return vm.serverError;
  if (!vm.problem) return null;
  return intl.formatMessage(texts[vm.problem.kind], { provider: PROVIDER_NAME[vm.problem.provider] });
}

interface Props {
  /** Called with the server's message once the customer is signed in. */
  onSignedIn: (message: string) => void;
  /** Id prefix of the form (two forms may share a page). */
  idPrefix: string;
}

/**
 * The buttons, once the 'social' feature (the SocialSdk's binding, its own small chunk) is there:
 * nothing shows until then (the login dialog, /register and /settings load it with their code).
 */
export function SocialButtons(props: Props) {
  return <Suspense fallback={null}><SocialIntl><SocialButtonsOf {...props} /></SocialIntl></Suspense>;
}

const SocialButtonsOf = observer(function SocialButtonsOf({ onSignedIn, idPrefix }: Props) {
  const vm = useViewModel<SocialSignInViewModel>(SOCIAL_SIGN_IN_VIEW_MODEL, socialModule);
  const intl = useIntl();
  const { host, hint } = useGoogleButtonPlace(vm);
  const providers = vm.providers;
  if (providers.length === 0) return null;
  const press = (provider: SocialProvider) => {
    const google = provider === 'google' && host.current ? { host: host.current, locale: intl.locale } : undefined;
    void vm.signIn(provider, google).then((message) => {
      if (message !== null) onSignedIn(message);
    });
  };
  const error = problemText(vm, socialMessages, intl);
  const status = vm.googleButtonShown
    ? intl.formatMessage(socialMessages.googleHint)
    : vm.busy ? intl.formatMessage(loadingText, { provider: PROVIDER_NAME[vm.busy] }) : '';

  return (
    <div className="social-sign-in" data-testid={`${idPrefix}-social`}>
      {providers.includes('google') && !vm.googleButtonShown && (
        <button type="button" className="btn btn-google" onClick={() => press('google')} disabled={vm.busy !== null} aria-busy={vm.busy === 'google'}>
          <GoogleLogo />
          <FormattedMessage {...socialMessages.google} />
        </button>
      )}
      {providers.includes('google') && <div ref={host} className="google-button-host" data-testid={`${idPrefix}-google-host`} />}
      {providers.includes('facebook') && (
        <button type="button" className="btn btn-google btn-facebook" onClick={() => press('facebook')} disabled={vm.busy !== null} aria-busy={vm.busy === 'facebook'}>
          <FacebookLogo />
          <FormattedMessage {...socialMessages.facebook} />
        </button>
      )}
      <p ref={hint} id={`${idPrefix}-social-status`} className="muted small" role="status" tabIndex={-1}>{status}</p>
      {error && <p className="form-error" role="alert" data-testid={`${idPrefix}-social-error`}>{error}</p>}
      <p className="divider"><span><FormattedMessage {...socialMessages.or} /></span></p>
    </div>
  );
});
