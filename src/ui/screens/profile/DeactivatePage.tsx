/**
 * /deactive-account (signed in, account layout; docs/account-security.md): what deactivation does
 * and what is kept (10 years), the password and an 'I understand' tick; once done the page goes to
 * /logout, which forgets this device's session (the server has already ended every session).
 */
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { accountModule } from '../../../application/account/account.module';
import { DEACTIVATE_VIEW_MODEL, type DeactivateViewModel } from '../../../application/account/deactivate-view-model';
import { useViewModel } from '../../app/container-context';
import { PATHS } from '../../routes/paths';
import { AccountField } from '../account/AccountField';
import { Failure } from './profile-parts';
import { ProfileIntl } from './profile-intl';
import { profileMessages as m } from './profile-messages';
import { ProfileNav } from './ProfileNav';
import './profile.css';

const Deactivate = observer(function Deactivate() {
  const vm = useViewModel<DeactivateViewModel>(DEACTIVATE_VIEW_MODEL, accountModule);
  const navigate = useNavigate();
  useEffect(() => {
    if (vm.submission.done) void navigate(PATHS.logout, { replace: true });
  }, [vm.submission.done, navigate]);
  const problems = vm.shownProblems;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.deactivate();
  };

  return (
    <section className="profile-page">
      <h1><FormattedMessage {...m.deactivateTitle} /></h1>
      <ProfileNav />
      <form className="acct-card" onSubmit={submit} noValidate data-testid="deactivate-form">
        <p><FormattedMessage {...m.deactivateIntro} /></p>
        <h2><FormattedMessage {...m.deactivateKeptTitle} /></h2>
        <p data-testid="deactivate-kept"><FormattedMessage {...m.deactivateKept} /></p>
        <p className="profile-warning"><FormattedMessage {...m.deactivateBefore} /></p>
        <AccountField id="deactivate-password" type="password" autoComplete="current-password" label={m.deactivatePassword} value={vm.password}
          onChange={vm.setPassword} error={problems.password ? m.passwordRequired : null} />
        <div className={problems.understood ? 'field invalid' : 'field'}>
          <label className="profile-check">
            <input type="checkbox" checked={vm.understood} onChange={(e) => vm.setUnderstood(e.target.checked)} aria-invalid={Boolean(problems.understood)}
              aria-describedby={problems.understood ? 'deactivate-understood-error' : undefined} />
            <span><FormattedMessage {...m.deactivateUnderstood} /></span>
          </label>
          {problems.understood && <p id="deactivate-understood-error" className="field-error"><FormattedMessage {...m.deactivateUnderstoodRequired} /></p>}
        </div>
        {vm.submission.error !== null && <Failure error={vm.submission.error} fallback={m.deactivateFailed} testId="deactivate-failed" />}
        {vm.submission.done && <p className="account-notice" role="status"><FormattedMessage {...m.deactivateDone} /></p>}
        <div className="profile-actions">
          <button type="submit" className="btn btn-danger" disabled={vm.submission.busy || vm.submission.done}>
            <FormattedMessage {...(vm.submission.busy ? m.saving : m.deactivateSubmit)} />
          </button>
        </div>
      </form>
    </section>
  );
});

export default function DeactivatePage() {
  return <ProfileIntl><Deactivate /></ProfileIntl>;
}
