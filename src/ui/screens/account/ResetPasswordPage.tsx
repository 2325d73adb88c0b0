/**
 * /reset-password (guest-only; spec sections 2, 5, 7): forgot password (phone number or e-mail ->
 * a reset code), then the code with the new password, then a link to log in.
 */
import { observer } from 'mobx-react-lite';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { resetPasswordModule } from '../../../application/session/reset-password.module';
import {
  RESET_PASSWORD_VIEW_MODEL, type ResetFailure, type ResetField, type ResetPasswordViewModel,
} from '../../../application/session/reset-password-view-model';
import { useViewModel } from '../../app/container-context';
import { PATHS } from '../../routes/paths';
import { AccountAlert, AccountPage, IdentifierStep, StepActions, StepFields, StepForm, type StepInput } from './AccountForm';
import { am } from './account-messages';

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

const FIELDS: readonly StepInput<ResetField>[] = [
  { field: 'code', type: 'text', autoComplete: 'one-time-code' },
  { field: 'newPassword', type: 'password', autoComplete: 'new-password' },
  { field: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
];

const ConfirmStep = observer(function ConfirmStep({ vm }: { vm: ResetPasswordViewModel }) {
  return (
    <StepForm
      onSubmit={vm.submitConfirm} submitLabel={m.save} busy={vm.state.busy}
      actions={<StepActions resend={vm} onStartOver={vm.startOver} />}
    >
      <h2 className="h4"><FormattedMessage {...m.confirmTitle} /></h2>
      <StepFields
        idPrefix="reset" inputs={FIELDS} labels={m} values={vm.form} state={vm.state}
        errorOf={vm.fieldError} onChange={vm.setField} toggleBeside="newPassword"
      />
    </StepForm>
  );
});

export const ResetPasswordView = observer(function ResetPasswordView({ vm }: { vm: ResetPasswordViewModel }) {
  return (
    <AccountPage name="reset" step={vm.step} title={m.title}>
      {vm.step !== 'done' && <AccountAlert name="reset" state={vm.state} failures={failures} notice={vm.codeSent ? m.codeSent : null} />}
      {vm.step === 'request' && (
        <IdentifierStep
          vm={vm} id="reset-identifier" intro={<p className="muted small"><FormattedMessage {...m.requestHint} /></p>}
          submitLabel={m.send} onSubmit={vm.submitRequest}
        />
      )}
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
    </AccountPage>
  );
});

export default function ResetPasswordPage() {
  const vm = useViewModel<ResetPasswordViewModel>(RESET_PASSWORD_VIEW_MODEL, resetPasswordModule);
  return <ResetPasswordView vm={vm} />;
}
