/** Login form shared by the login modal and the /login page. */
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LOGIN_VIEW_MODEL, type LoginViewModel } from '../../application/session/login-view-model';
import { useViewModel } from '../app/container-context';
import { notify } from '../lib/toast';
import { PATHS } from '../routes/paths';

export const loginMessages = defineMessages({
  title: { id: 'login.title', defaultMessage: 'Masuk ke Titip' },
  google: { id: 'login.google', defaultMessage: 'Masuk dengan Google' },
  googleUnavailable: { id: 'login.googleUnavailable', defaultMessage: 'Login Google belum tersedia di perangkat ini.' },
  or: { id: 'login.or', defaultMessage: 'atau' },
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
  const intl = useIntl();
  const [googleNote, setGoogleNote] = useState(false);
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
            notify.success(intl.formatMessage(loginMessages.success));
            onSuccess();
          } else if (vm.serverError) {
            notify.error(vm.serverError);
          }
        });
      }}
    >
      <h1 className="h2"><FormattedMessage {...loginMessages.title} /></h1>
      <button type="button" className="btn btn-google" onClick={() => setGoogleNote(true)}>
        <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true"><path fill="#4285F4" d="M45 24.5c0-1.6-.1-3.1-.4-4.5H24v8.5h11.8a10 10 0 0 1-4.4 6.6v5.5h7.1C42.6 36.7 45 31.1 45 24.5Z"/><path fill="#34A853" d="M24 46c5.9 0 10.9-2 14.5-5.4l-7.1-5.5c-2 1.3-4.5 2.1-7.4 2.1-5.7 0-10.6-3.9-12.3-9.1H4.4v5.7A22 22 0 0 0 24 46Z"/><path fill="#FBBC05" d="M11.7 28.1a13 13 0 0 1 0-8.3v-5.7H4.4a22 22 0 0 0 0 19.7Z"/><path fill="#EA4335" d="M24 10.8c3.2 0 6.1 1.1 8.4 3.3l6.3-6.3A22 22 0 0 0 4.4 14.1l7.3 5.7C13.4 14.7 18.3 10.8 24 10.8Z"/></svg>
        <FormattedMessage {...loginMessages.google} />
      </button>
      {googleNote && <p className="muted small" role="status"><FormattedMessage {...loginMessages.googleUnavailable} /></p>}
      <p className="divider"><span><FormattedMessage {...loginMessages.or} /></span></p>
      <div className={idError ? 'field invalid' : 'field'}>
        <label htmlFor="login-identifier"><FormattedMessage {...loginMessages.identifier} /></label>
        <input
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
