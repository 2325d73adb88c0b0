/**
 * /settings (signed in, account layout; docs/account-security.md): the profile form (names,
 * gender, birthday, e-mail and SMS notifications; e-mail and phone shown read-only) and the avatar
 * with its crop (AvatarEditor). Invalid fields: 'Please correct the following errors:' with a
 * message under each field (the form's own check, or the server's 422). A failed save keeps what
 * was typed. The connected accounts (Google, Facebook: ConnectedAccounts) when the server configured them.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { accountModule } from '../../../application/account/account.module';
import { SETTINGS_VIEW_MODEL, type SettingsViewModel } from '../../../application/account/settings-view-model';
import { serverMessage } from '../../../application/session/server-message';
import type { ProfileField, ProfileProblem } from '../../../domain/account';
import { useViewModel } from '../../app/container-context';
import { AccountField } from '../account/AccountField';
import { PhoneVerificationPanel } from '../account/PhoneVerificationPanel';
import { AvatarEditor } from './AvatarEditor';
import { ConnectedAccounts } from './ConnectedAccounts';
import { ProfileIntl } from './profile-intl';
import { profileMessages as m } from './profile-messages';
import { ProfileNav } from './ProfileNav';
import { LoadFailure } from './profile-parts';
import './profile.css';

function problemText(field: ProfileField, problem: ProfileProblem): MessageDescriptor {
  if (field === 'firstName' && problem === 'required') return m.firstNameRequired;
  if (field === 'gender') return m.genderInvalid;
  if (field === 'birthday') return m.birthdayInvalid;
  return m.nameTooLong;
}

const Settings = observer(function Settings() {
  const vm = useViewModel<SettingsViewModel>(SETTINGS_VIEW_MODEL, accountModule);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const problems = vm.shownProblems;
  const server = vm.serverField;
  const errorOf = (field: ProfileField): MessageDescriptor | string | null => {
    const problem = problems[field];
    if (problem) return problemText(field, problem);
    return server?.field === field ? server.message : null;
  };
  const invalid = Object.keys(problems).length > 0 || server !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.save();
  };
  const genders: [string, MessageDescriptor][] = [['', m.genderNone], ['male', m.genderMale], ['female', m.genderFemale], ['other', m.genderOther]];

  return (
    <section className="profile-page">
      <h1><FormattedMessage {...m.settingsTitle} /></h1>
      <ProfileNav />
      {vm.loadError !== null && <LoadFailure onRetry={() => void vm.load()} />}
      {vm.profile && <AvatarEditor vm={vm} />}
      {vm.profile && <PhoneVerificationPanel phone={vm.phone} />}
      {vm.profile && <ConnectedAccounts />}
      {vm.profile && (
        <form className="acct-card" onSubmit={submit} noValidate data-testid="profile-form">
          {invalid && (
            <div className="form-error" role="alert" data-testid="profile-invalid">
              <FormattedMessage {...m.invalidTitle} />
            </div>
          )}
          <div className="field-row">
            <AccountField id="profile-first-name" label={m.firstName} value={vm.firstName} onChange={(v) => vm.set('firstName', v)} autoComplete="given-name" error={errorOf('firstName')} />
            <AccountField id="profile-last-name" label={m.lastName} value={vm.lastName} onChange={(v) => vm.set('lastName', v)} autoComplete="family-name" error={errorOf('lastName')} />
          </div>
          <div className="field-row">
            <AccountField id="profile-email" type="email" label={m.email} value={vm.profile.email} onChange={() => undefined} locked />
            <AccountField id="profile-phone" type="tel" label={m.phone} value={vm.profile.phoneNumber} onChange={() => undefined} locked />
          </div>
          <p className="muted small"><FormattedMessage {...m.identifiersHint} /></p>
          <div className="field-row">
            <div className={errorOf('gender') ? 'field invalid' : 'field'}>
              <label htmlFor="profile-gender"><FormattedMessage {...m.gender} /></label>
              <select id="profile-gender" value={vm.gender} onChange={(e) => vm.set('gender', e.target.value)}
                aria-invalid={Boolean(errorOf('gender'))} aria-describedby={errorOf('gender') ? 'profile-gender-error' : undefined}>
                {genders.map(([value, label]) => <FormattedMessage key={value} {...label}>{(text) => <option value={value}>{text}</option>}</FormattedMessage>)}
              </select>
              <FieldError id="profile-gender-error" error={errorOf('gender')} />
            </div>
            <div className={errorOf('birthday') ? 'field invalid' : 'field'}>
              <label htmlFor="profile-birthday"><FormattedMessage {...m.birthday} /></label>
              <input id="profile-birthday" type="date" value={vm.birthday} onChange={(e) => vm.set('birthday', e.target.value)} aria-invalid={Boolean(errorOf('birthday'))}
                aria-describedby={errorOf('birthday') ? 'profile-birthday-error' : undefined} />
              <FieldError id="profile-birthday-error" error={errorOf('birthday')} />
            </div>
          </div>
          <fieldset className="acct-card" style={{ border: 'none', padding: 0 }}>
            <legend><FormattedMessage {...m.notifications} /></legend>
            <label className="profile-check"><input type="checkbox" checked={vm.notifEmail} onChange={(e) => vm.setNotifEmail(e.target.checked)} /> <FormattedMessage {...m.notifEmail} /></label>
            <label className="profile-check"><input type="checkbox" checked={vm.notifSms} onChange={(e) => vm.setNotifSms(e.target.checked)} /> <FormattedMessage {...m.notifSms} /></label>
          </fieldset>
          {vm.form.error !== null && !server && (
            <p className="form-error" role="alert" data-testid="profile-failed">{serverMessage(vm.form.error) ?? <FormattedMessage {...m.saveFailed} />}</p>
          )}
          {vm.form.done && <p className="account-notice" role="status" data-testid="profile-saved"><FormattedMessage {...m.saved} /></p>}
          <div className="profile-actions">
            <button type="submit" className="btn btn-primary" disabled={vm.form.busy}><FormattedMessage {...(vm.form.busy ? m.saving : m.save)} /></button>
          </div>
        </form>
      )}
    </section>
  );
});

function FieldError({ id, error }: { id: string; error: MessageDescriptor | string | null }) {
  if (!error) return null;
  return <p id={id} className="field-error">{typeof error === 'string' ? error : <FormattedMessage {...error} />}</p>;
}

export default function SettingsPage() {
  return <ProfileIntl><Settings /></ProfileIntl>;
}
