/**
 * /reset-password (guest-only; spec sections 2, 5, 7): forgot password (phone number or e-mail ->
 * a reset code), then the code with the new password, then a link to log in.
 */
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { resetPasswordModule } from '../../../application/session/reset-password.module';
import {
  RESET_PASSWORD_VIEW_MODEL, type ResetFailure, type ResetField, type ResetPasswordViewModel,
} from '../../../application/session/reset-password-view-model';
import { useViewModel } from '../../app/container-context';
import { PATHS } from '../../routes/table';
import { AccountField } from './AccountField';
import { am, fieldErrors, identifierErrors } from './account-messages';
import { ResendButton } from './ResendButton';

const m = defineMessages({
  title: { id: 'resetPassword.title', defaultMessage: 'Lupa kata sandi' },
  requestHint: { id: 'resetPassword.request.hint', defaultMessage: 'Masukkan nomor telepon atau e-mail akun Anda. Kami akan mengirimkan kode reset.' },
  send: { id: 'resetPassword.request.submit', defaultMessage: 'Kirim kode reset' },
  codeSent: { id: 'resetPassword.codeSent', defaultMessage: 'Jika akun terdaftar, kami telah mengirimkan kode reset ke akun tersebut' },
  confirmTitle: { id: 'resetPassword.confirm.title', defaultMessage: 'Atur kata sandi baru' },
  code: { id: 'resetPassword.field.code', defaultMessage: 'Kode reset' },
  newPassword: { id: 'resetPassword.field.newPassword', defaultMessage: 'Kata sandi baru' },
  confirmPassword: { id: 'resetPassword.field.confirmPassword', defaultMessage: 'Konfirmasi kata sandi baru' },
  save: { id: 'resetPassword.confirm.submit', defaultMessage: 'Simpan kata sandi' },
  doneTitle: { id: 'resetPassword.done.title', defaultMessage: 'Kata sandi berhasil diatur ulang' },
  doneBody: { id: 'resetPassword.done.body', defaultMessage: 'Silakan masuk dengan kata sandi baru Anda.' },
  backToLogin: { id: 'resetPassword.backToLogin', defaultMessage: 'Kembali ke halaman masuk' },
});

const failures: Record<ResetFailure, MessageDescriptor> = defineMessages({
  send_failed: { id: 'resetPassword.error.sendFailed', defaultMessage: 'Tidak dapat mengirim kode reset saat ini' },
  reset_failed: { id: 'resetPassword.error.resetFailed', defaultMessage: 'Kode reset yang Anda masukkan tidak valid atau kata sandi tidak cocok' },
});

const FIELDS: readonly { field: ResetField; type: 'text' | 'password' }[] = [
  { field: 'code', type: 'text' },
  { field: 'newPassword', type: 'password' },
  { field: 'confirmPassword', type: 'password' },
];

function submitter(action: () => Promise<unknown>) {
  return (e: FormEvent) => {
    e.preventDefault();
    void action();
  };
}

const Alert = observer(function Alert({ vm }: { vm: ResetPasswordViewModel }) {
  if (vm.failure) {
    const underField = Object.keys(vm.serverFieldErrors).length > 0;
    return (
      <p className="form-error account-alert" role="alert" data-testid="reset-error">
        {vm.serverMessage && !underField ? vm.serverMessage : <FormattedMessage {...failures[vm.failure]} />}
      </p>
    );
  }
  if (!vm.codeSent) return null;
  return <p className="account-notice" role="status" data-testid="reset-notice"><FormattedMessage {...m.codeSent} /></p>;
});

const RequestStep = observer(function RequestStep({ vm }: { vm: ResetPasswordViewModel }) {
  const error = vm.identifierError;
  return (
    <form className="account-form" noValidate onSubmit={submitter(vm.submitRequest)}>
      <p className="muted small"><FormattedMessage {...m.requestHint} /></p>
      <AccountField
        id="reset-identifier" label={am.identifier} value={vm.identifier} autoComplete="username" inputMode="email"
        onChange={vm.setIdentifier} onBlur={() => vm.touch('identifier')} error={error ? identifierErrors[error] : null}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={vm.busy}>
        <FormattedMessage {...(vm.busy ? am.processing : m.send)} />
      </button>
    </form>
  );
});

const ConfirmStep = observer(function ConfirmStep({ vm }: { vm: ResetPasswordViewModel }) {
  const intl = useIntl();
  return (
    <form className="account-form" noValidate onSubmit={submitter(vm.submitConfirm)}>
      <h2 className="h4"><FormattedMessage {...m.confirmTitle} /></h2>
      {FIELDS.map(({ field, type }) => {
        const code = vm.fieldError(field);
        return (
          <AccountField
            key={field}
            id={`reset-${field}`}
            label={m[field]}
            value={vm.form[field]}
            type={type === 'password' && vm.showPassword ? 'text' : type}
            autoComplete={field === 'code' ? 'one-time-code' : 'new-password'}
            onChange={(value) => vm.setField(field, value)}
            onBlur={() => vm.touch(field)}
            error={vm.serverFieldErrors[field] ?? (code ? fieldErrors[code] : null)}
            addon={field === 'newPassword' ? (
              <button type="button" className="btn btn-text" onClick={vm.toggleShowPassword} aria-pressed={vm.showPassword}>
                {intl.formatMessage(vm.showPassword ? am.hide : am.show)}
              </button>
            ) : undefined}
          />
        );
      })}
      <button type="submit" className="btn btn-primary btn-block" disabled={vm.busy}>
        <FormattedMessage {...(vm.busy ? am.processing : m.save)} />
      </button>
      <div className="account-actions">
        <ResendButton countdown={vm.countdown} canResend={vm.canResend} onResend={vm.resend} />
        <button type="button" className="btn btn-text" onClick={vm.startOver}><FormattedMessage {...am.startOver} /></button>
      </div>
    </form>
  );
});

export const ResetPasswordView = observer(function ResetPasswordView({ vm }: { vm: ResetPasswordViewModel }) {
  return (
    <div className="narrow-card account-page" data-testid="reset-page" data-step={vm.step}>
      <h1 className="h2"><FormattedMessage {...m.title} /></h1>
      {vm.step !== 'done' && <Alert vm={vm} />}
      {vm.step === 'request' && <RequestStep vm={vm} />}
      {vm.step === 'confirm' && <ConfirmStep vm={vm} />}
      {vm.step === 'done' ? (
        <div className="account-done" role="status">
          <p className="h4"><FormattedMessage {...m.doneTitle} /></p>
          <p><FormattedMessage {...m.doneBody} /></p>
          <Link className="btn btn-primary btn-block" to={PATHS.login}><FormattedMessage {...am.login} /></Link>
        </div>
      ) : (
        <p className="center small"><Link to={PATHS.login}><FormattedMessage {...m.backToLogin} /></Link></p>
      )}
    </div>
  );
});

export default function ResetPasswordPage() {
  const vm = useViewModel<ResetPasswordViewModel>(RESET_PASSWORD_VIEW_MODEL, resetPasswordModule);
  return <ResetPasswordView vm={vm} />;
}
