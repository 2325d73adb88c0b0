/**
 * /ops/login: the staff login (POST ops/login), apart from the customer's login; the session is kept
 * under its own storage key. When the server asks, a second step: the code from the authenticator
 * app (or a recovery code), or for an admin without one the enrolment (QR code and key, first code,
 * then the recovery codes shown once). Then the `redirect` query (a console address) or /ops. A
 * signed-in staff member lands on /ops at once. Each step moves the focus to its heading.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { FormattedMessage, defineMessages } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { OPS_LOGIN_VIEW_MODEL, type OpsLoginFailure, type OpsLoginViewModel } from '../../application/ops/ops-login-view-model';
import { OPS_SESSION, type OpsSession } from '../../application/ops/ops-session';
import { opsModule } from '../../application/ops/ops.module';
import { useViewModel } from '../app/container-context';
import { opsSecondFactorMessages as f } from './ops-2fa-messages';
import { opsMessages as m } from './ops-messages';
import { opsRedirect } from './ops-paths';
import { CodeField, RecoveryCodes, TotpEnrolment } from './OpsSecondFactorParts';

const failures: Readonly<Record<OpsLoginFailure, { id: string; defaultMessage: string }>> = {
  ...defineMessages({
    login_failed: { id: 'ops.login.failed', defaultMessage: 'E-mail atau kata sandi salah, atau akun dinonaktifkan.' },
    too_many: { id: 'ops.login.tooMany', defaultMessage: 'Terlalu banyak percobaan. Coba lagi beberapa saat lagi.' },
    network: { id: 'ops.login.network', defaultMessage: 'Tidak dapat terhubung ke server. Coba lagi.' },
    other: { id: 'ops.login.other', defaultMessage: 'Gagal masuk. Coba lagi.' },
  }),
  code_invalid: f.codeInvalid,
  challenge_expired: f.challengeExpired,
};

const OpsLoginPage = observer(function OpsLoginPage() {
  const session = useViewModel<OpsSession>(OPS_SESSION, opsModule);
  const vm = useViewModel<OpsLoginViewModel>(OPS_LOGIN_VIEW_MODEL, opsModule);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const target = opsRedirect(params.get('redirect'));
  const { step } = vm;
  useEffect(() => {
    if (step !== 'password') heading.current?.focus();
  }, [step]);

  if (session.signedIn && !vm.submitting) return <Navigate to={target} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await vm.submit()) void navigate(target, { replace: true });
  };
  const failure = vm.failure && <p className="form-error" role="alert" data-testid="ops-login-error"><FormattedMessage {...failures[vm.failure]} /></p>;

  if (step === 'recovery') {
    return (
      <section className="ops-card ops-login" data-testid="ops-login-recovery">
        <h1 id="ops-2fa-recovery-title" ref={heading} tabIndex={-1}><FormattedMessage {...f.recoveryTitle} /></h1>
        <RecoveryCodes codes={vm.recoveryCodes ?? []} />
        <form onSubmit={(e) => void submit(e)}>
          <button type="submit" className="btn btn-primary" disabled={vm.submitting}><FormattedMessage {...f.recoverySaved} /></button>
        </form>
      </section>
    );
  }

  if (step === 'code' || step === 'enrol') {
    return (
      <section className="ops-card ops-login" data-testid={step === 'enrol' ? 'ops-login-enrol' : 'ops-login-code'}>
        <h1 ref={heading} tabIndex={-1}><FormattedMessage {...(step === 'enrol' ? f.enrolTitle : f.codeTitle)} /></h1>
        <p className="muted"><FormattedMessage {...(step === 'enrol' ? f.enrolIntro : vm.useRecoveryCode ? f.recoveryIntro : f.codeIntro)} /></p>
        {step === 'enrol' && vm.enrolment && <TotpEnrolment secret={vm.enrolment.secret} uri={vm.enrolment.otpauthUri} />}
        <form onSubmit={(e) => void submit(e)} noValidate>
          <CodeField id="ops-2fa-code" value={vm.code} recovery={vm.useRecoveryCode} error={vm.error('code')} onChange={vm.setCode} />
          {failure}
          <button type="submit" className="btn btn-primary" disabled={vm.submitting}>
            <FormattedMessage {...(vm.submitting ? m.sending : f.verify)} />
          </button>
        </form>
        <p className="ops-2fa-links">
          {step === 'code' && (
            <button type="button" className="btn-text" onClick={vm.toggleRecoveryCode} data-testid="ops-2fa-toggle">
              <FormattedMessage {...(vm.useRecoveryCode ? f.useApp : f.useRecovery)} />
            </button>
          )}{' '}
          <button type="button" className="btn-text" onClick={vm.restart}><FormattedMessage {...f.startOver} /></button>
        </p>
      </section>
    );
  }

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
        {failure}
        <button type="submit" className="btn btn-primary" disabled={vm.submitting}>
          <FormattedMessage {...(vm.submitting ? m.sending : m.loginSubmit)} />
        </button>
      </form>
    </section>
  );
});

export default OpsLoginPage;
