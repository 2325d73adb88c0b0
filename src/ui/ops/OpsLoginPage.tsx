/**
 * /ops/login: the staff login (POST ops/login), apart from the customer's login; the session is kept
 * under its own storage key. Then the `redirect` query (a console address) or /ops. A signed-in
 * staff member lands on /ops at once.
 */
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { FormattedMessage, defineMessages } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { OPS_LOGIN_VIEW_MODEL, type OpsLoginFailure, type OpsLoginViewModel } from '../../application/ops/ops-login-view-model';
import { OPS_SESSION, type OpsSession } from '../../application/ops/ops-session';
import { opsModule } from '../../application/ops/ops.module';
import { useViewModel } from '../app/container-context';
import { opsMessages as m } from './ops-messages';
import { opsRedirect } from './ops-paths';

const failures: Readonly<Record<OpsLoginFailure, { id: string; defaultMessage: string }>> = defineMessages({
  login_failed: { id: 'ops.login.failed', defaultMessage: 'E-mail atau kata sandi salah, atau akun dinonaktifkan.' },
  too_many: { id: 'ops.login.tooMany', defaultMessage: 'Terlalu banyak percobaan. Coba lagi beberapa saat lagi.' },
  network: { id: 'ops.login.network', defaultMessage: 'Tidak dapat terhubung ke server. Coba lagi.' },
  other: { id: 'ops.login.other', defaultMessage: 'Gagal masuk. Coba lagi.' },
});

const OpsLoginPage = observer(function OpsLoginPage() {
  const session = useViewModel<OpsSession>(OPS_SESSION, opsModule);
  const vm = useViewModel<OpsLoginViewModel>(OPS_LOGIN_VIEW_MODEL, opsModule);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = opsRedirect(params.get('redirect'));

  if (session.signedIn && !vm.submitting) return <Navigate to={target} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await vm.submit()) void navigate(target, { replace: true });
  };
  const emailError = vm.error('email');
  const passwordError = vm.error('password');
  return (
    <section className="ops-card ops-login" data-testid="ops-login">
      <h1><FormattedMessage {...m.loginTitle} /></h1>
      <p className="muted"><FormattedMessage {...m.loginIntro} /></p>
      {session.expired && <p className="ops-warning" role="status" data-testid="ops-login-expired"><FormattedMessage {...m.loginExpired} /></p>}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className={emailError ? 'ops-field invalid' : 'ops-field'}>
          <label htmlFor="ops-email"><FormattedMessage {...m.loginEmail} /></label>
          <input id="ops-email" type="email" autoComplete="username" value={vm.email} aria-invalid={Boolean(emailError)}
            aria-describedby={emailError ? 'ops-email-error' : undefined} onChange={(e) => vm.setEmail(e.target.value)} />
          {emailError && <p id="ops-email-error" className="field-error"><FormattedMessage {...m.required} /></p>}
        </div>
        <div className={passwordError ? 'ops-field invalid' : 'ops-field'}>
          <label htmlFor="ops-password"><FormattedMessage {...m.loginPassword} /></label>
          <input id="ops-password" type="password" autoComplete="current-password" value={vm.password} aria-invalid={Boolean(passwordError)}
            aria-describedby={passwordError ? 'ops-password-error' : undefined} onChange={(e) => vm.setPassword(e.target.value)} />
          {passwordError && <p id="ops-password-error" className="field-error"><FormattedMessage {...m.required} /></p>}
        </div>
        {vm.failure && <p className="form-error" role="alert" data-testid="ops-login-error"><FormattedMessage {...failures[vm.failure]} /></p>}
        <button type="submit" className="btn btn-primary" disabled={vm.submitting}>
          <FormattedMessage {...(vm.submitting ? m.sending : m.loginSubmit)} />
        </button>
      </form>
    </section>
  );
});

export default OpsLoginPage;
