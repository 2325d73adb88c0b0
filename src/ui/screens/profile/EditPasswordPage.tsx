/**
 * /edit-password (signed in, account layout; docs/account-security.md): change the password (the
 * server signs every other session out; a refusal: 'Cannot update your password at this time') and
 * set or change the wallet PIN that withdrawals need. A failure keeps what was typed.
 */
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { accountModule } from '../../../application/account/account.module';
import { SECURITY_VIEW_MODEL, type SecurityViewModel } from '../../../application/account/security-view-model';
import { useViewModel } from '../../app/container-context';
import { AccountField } from '../account/AccountField';
import { Failure } from './profile-parts';
import { ProfileIntl } from './profile-intl';
import { profileMessages as m } from './profile-messages';
import { ProfileNav } from './ProfileNav';
import './profile.css';

const EditPassword = observer(function EditPassword() {
  const vm = useViewModel<SecurityViewModel>(SECURITY_VIEW_MODEL, accountModule);
  const pw = vm.passwordForm.submitted ? vm.passwordProblems : {};
  const pin = vm.pinForm.submitted ? vm.pinProblems : {};
  const changePassword = (event: FormEvent) => {
    event.preventDefault();
    void vm.changePassword();
  };
  const savePin = (event: FormEvent) => {
    event.preventDefault();
    void vm.savePin();
  };
  const pinError = pin.pin === 'required' ? m.pinRequired : pin.pin === 'format' ? m.pinFormat : pin.pin === 'too_simple' ? m.pinTooSimple : null;

  return (
    <section className="profile-page">
      <h1><FormattedMessage {...m.navSecurity} /></h1>
      <ProfileNav />
      <form className="acct-card" onSubmit={changePassword} noValidate aria-labelledby="password-title" data-testid="password-form">
        <h2 id="password-title"><FormattedMessage {...m.passwordTitle} /></h2>
        <p className="muted small"><FormattedMessage {...m.passwordIntro} /></p>
        <AccountField id="password-old" type="password" autoComplete="current-password" label={m.oldPassword} value={vm.oldPassword}
          onChange={(v) => vm.setPasswordField('oldPassword', v)} error={pw.oldPassword ? m.passwordRequired : null} />
        <AccountField id="password-new" type="password" autoComplete="new-password" label={m.newPassword} value={vm.newPassword}
          onChange={(v) => vm.setPasswordField('newPassword', v)} error={pw.newPassword === 'required' ? m.passwordRequired : pw.newPassword === 'short' ? m.passwordShort : null} />
        <AccountField id="password-confirm" type="password" autoComplete="new-password" label={m.confirmPassword} value={vm.confirmPassword}
          onChange={(v) => vm.setPasswordField('confirmPassword', v)} error={pw.confirmPassword ? m.passwordMismatch : null} />
        {vm.passwordForm.error !== null && <Failure error={vm.passwordForm.error} fallback={m.passwordFailed} testId="password-failed" />}
        {vm.passwordForm.done && <p className="account-notice" role="status" data-testid="password-changed"><FormattedMessage {...m.passwordChanged} /></p>}
        <div className="profile-actions">
          <button type="submit" className="btn btn-primary" disabled={vm.passwordForm.busy}>
            <FormattedMessage {...(vm.passwordForm.busy ? m.saving : m.passwordSubmit)} />
          </button>
        </div>
      </form>

      <form className="acct-card" onSubmit={savePin} noValidate aria-labelledby="pin-title" data-testid="pin-form">
        <h2 id="pin-title"><FormattedMessage {...m.pinTitle} /></h2>
        <p className="muted small"><FormattedMessage {...m.pinIntro} /></p>
        <p data-testid="pin-state"><FormattedMessage {...(vm.hasPin ? m.pinSet : m.pinNotSet)} /></p>
        <AccountField id="pin-password" type="password" autoComplete="current-password" label={m.pinPassword} value={vm.pinPassword}
          onChange={(v) => vm.setPinField('pinPassword', v)} error={pin.password ? m.passwordRequired : null} />
        <AccountField id="pin-new" type="password" inputMode="numeric" autoComplete="off" label={m.pin} value={vm.pin}
          onChange={(v) => vm.setPinField('pin', v)} error={pinError} />
        <AccountField id="pin-confirm" type="password" inputMode="numeric" autoComplete="off" label={m.confirmPin} value={vm.confirmPin}
          onChange={(v) => vm.setPinField('confirmPin', v)} error={pin.confirmPin ? m.pinMismatch : null} />
        {vm.pinForm.error !== null && <Failure error={vm.pinForm.error} fallback={m.pinFailed} testId="pin-failed" />}
        {vm.pinForm.done && <p className="account-notice" role="status" data-testid="pin-saved"><FormattedMessage {...m.pinSaved} /></p>}
        <div className="profile-actions">
          <button type="submit" className="btn btn-primary" disabled={vm.pinForm.busy}>
            <FormattedMessage {...(vm.pinForm.busy ? m.saving : m.pinSubmit)} />
          </button>
        </div>
      </form>
    </section>
  );
});

export default function EditPasswordPage() {
  return <ProfileIntl><EditPassword /></ProfileIntl>;
}
