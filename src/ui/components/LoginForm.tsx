/** Login form shared by the login modal and the /login page. */
import { observer } from 'mobx-react-lite';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LOGIN_VIEW_MODEL, type LoginViewModel } from '../../application/session/login-view-model';
import { useViewModel } from '../app/container-context';
import { notify } from '../lib/toast';
import { PATHS } from '../routes/paths';
import { useTypedBeforeHydration } from '../lib/typed-before-hydration';
import { SocialButtons } from './SocialButtons';

export const loginMessages = defineMessages({
  title: { id: 'login.title', defaultMessage: 'Masuk ke Titip' },
  identifier: { id: 'login.identifier', defaultMessage: 'Nomor telepon atau e-mail' },
  password: { id: 'login.password', defaultMessage: 'Kata sandi' },
  show: { id: 'login.password.show', defaultMessage: 'Tampilkan kata sandi' },
  hide: { id: 'login.password.hide', defaultMessage: 'Sembunyikan kata sandi' },
  required: { id: 'login.error.required', defaultMessage: 'Wajib diisi' },
  submit: { id: 'login.submit', defaultMessage: 'Masuk' },
  submitting: { id: 'login.submitting', defaultMessage: 'Memproses...' },
  forgot: { id: 'login.forgot', defaultMessage: 'Lupa kata sandi?' },
  noAccount: { id: 'login.noAccount', defaultMessage: 'Belum punya akun?' },
  register: { id: 'login.register', defaultMessage: 'Daftar' },
  back: { id: 'login.back', defaultMessage: 'Kembali' },
  success: { id: 'login.success', defaultMessage: 'Berhasil masuk. Selamat berbelanja!' },
});

interface Props {
  onSuccess: () => void;
  onBack: () => void;
  /** Called when the visitor follows the link to /register or /reset-password (the modal closes). */
  onLeave?: () => void;
  /** Where to land after a registration started here (a local path, checked by /register). */
  redirect?: string;
}

export const LoginForm = observer(function LoginForm({ onSuccess, onBack, onLeave, redirect }: Props) {
  const vm = useViewModel<LoginViewModel>(LOGIN_VIEW_MODEL);
  // The server paints /login (docs/ssr.md): what was typed before the page hydrated is kept.
  const typedIdentifier = useTypedBeforeHydration(vm.identifier, vm.setIdentifier);
  const typedPassword = useTypedBeforeHydration(vm.password, vm.setPassword);
  const intl = useIntl();
  // A password or a Google / Facebook sign-in ends the same way (spec section 4: closes after login).
  const succeed = () => {
    notify.success(intl.formatMessage(loginMessages.success));
    onSuccess();
  };
  const idError = vm.error('identifier');
  const pwError = vm.error('password');
  const registerTo = redirect && redirect !== '/' ? `${PATHS.register}?redirect=${encodeURIComponent(redirect)}` : PATHS.register;

  return (
    <form
      className="login-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void vm.submit().then((ok) => {
          if (ok) {
            succeed();
          } else if (vm.serverError) {
            notify.error(vm.serverError);
          }
        });
      }}
    >
      <h1 className="h2"><FormattedMessage {...loginMessages.title} /></h1>
      <SocialButtons idPrefix="login" onSignedIn={succeed} />
      <div className={idError ? 'field invalid' : 'field'}>
        <label htmlFor="login-identifier"><FormattedMessage {...loginMessages.identifier} /></label>
        <input
          ref={typedIdentifier}
          id="login-identifier"
          autoComplete="username"
          value={vm.identifier}
          aria-invalid={idError !== null}
          aria-describedby={idError ? 'login-identifier-error' : undefined}
          onChange={(e) => vm.setIdentifier(e.target.value)}
        />
        {idError && <p id="login-identifier-error" className="field-error"><FormattedMessage {...loginMessages.required} /></p>}
      </div>
      <div className={pwError ? 'field invalid' : 'field'}>
        <label htmlFor="login-password"><FormattedMessage {...loginMessages.password} /></label>
        <div className="input-with-button">
          <input
            ref={typedPassword}
            id="login-password"
            type={vm.showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={vm.password}
            aria-invalid={pwError !== null}
            aria-describedby={pwError ? 'login-password-error' : undefined}
            onChange={(e) => vm.setPassword(e.target.value)}
          />
          <button type="button" className="btn btn-text" onClick={vm.toggleShowPassword} aria-pressed={vm.showPassword}>
            <FormattedMessage {...(vm.showPassword ? loginMessages.hide : loginMessages.show)} />
          </button>
        </div>
        {pwError && <p id="login-password-error" className="field-error"><FormattedMessage {...loginMessages.required} /></p>}
      </div>
      {vm.serverError && <p className="form-error" role="alert">{vm.serverError}</p>}
      <p className="right small"><Link to={PATHS.resetPassword} onClick={onLeave}><FormattedMessage {...loginMessages.forgot} /></Link></p>
      <button type="submit" className="btn btn-primary btn-block" disabled={vm.submitting}>
        <FormattedMessage {...(vm.submitting ? loginMessages.submitting : loginMessages.submit)} />
      </button>
      <p className="center small">
        <FormattedMessage {...loginMessages.noAccount} />{' '}
        <Link to={registerTo} onClick={onLeave}><FormattedMessage {...loginMessages.register} /></Link>
      </p>
      <p className="center small">
        <button type="button" className="btn btn-text" onClick={onBack}>← <FormattedMessage {...loginMessages.back} /></button>
      </p>
    </form>
  );
});
