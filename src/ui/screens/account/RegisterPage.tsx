/**
 * /register (guest-only; spec sections 2, 4, 5, 8): phone number or e-mail -> one-time code
 * (resend after a 60 s countdown) -> profile data. A reload resumes the step (registerRules).
 * On success the customer is signed in (SessionViewModel's post-login path) and lands on / or on
 * the `redirect` query when it is a local path.
 */
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { registerModule } from '../../../application/session/register.module';
import {
  REGISTER_VIEW_MODEL, type DetailsField, type RegisterFailure, type RegisterViewModel,
} from '../../../application/session/register-view-model';
import { safeRedirect } from '../../../application/session/safe-redirect';
import { useViewModel } from '../../app/container-context';
import { notify } from '../../lib/toast';
import { PATHS } from '../../routes/table';
import { AccountField } from './AccountField';
import { am, fieldErrors, identifierErrors } from './account-messages';
import { ResendButton } from './ResendButton';

const m = defineMessages({
  title: { id: 'register.title', defaultMessage: 'Daftar Akun Titip' },
  identifyTitle: { id: 'register.identify.title', defaultMessage: 'Masukkan nomor telepon atau e-mail' },
  identifyHint: { id: 'register.identify.hint', defaultMessage: 'Kami akan mengirimkan kode konfirmasi ke sana.' },
  sendCode: { id: 'register.identify.submit', defaultMessage: 'Kirim kode' },
  codeSentEmail: { id: 'register.codeSent.email', defaultMessage: 'Kami telah mengirimkan kode konfirmasi ke email Anda' },
  codeSentPhone: { id: 'register.codeSent.phone', defaultMessage: 'Kami telah mengirimkan kode konfirmasi ke nomor telepon Anda' },
  verifyTitle: { id: 'register.verify.title', defaultMessage: 'Verifikasi kode' },
  code: { id: 'register.verify.code', defaultMessage: 'Kode verifikasi' },
  verify: { id: 'register.verify.submit', defaultMessage: 'Verifikasi' },
  verified: { id: 'register.verified', defaultMessage: 'Verifikasi berhasil' },
  detailsTitle: { id: 'register.details.title', defaultMessage: 'Lengkapi data diri' },
  firstName: { id: 'register.field.firstName', defaultMessage: 'Nama depan' },
  lastName: { id: 'register.field.lastName', defaultMessage: 'Nama belakang (opsional)' },
  email: { id: 'register.field.email', defaultMessage: 'E-mail' },
  phoneNumber: { id: 'register.field.phone', defaultMessage: 'Nomor telepon' },
  password: { id: 'register.field.password', defaultMessage: 'Kata sandi' },
  confirmPassword: { id: 'register.field.confirmPassword', defaultMessage: 'Konfirmasi kata sandi' },
  locked: { id: 'register.field.locked', defaultMessage: 'Sudah diverifikasi pada langkah pertama' },
  submit: { id: 'register.details.submit', defaultMessage: 'Daftar' },
  success: { id: 'register.success', defaultMessage: 'Akun Anda berhasil dibuat' },
});

const stepOf = defineMessage<{ step: number }>({ id: 'register.step', defaultMessage: 'Langkah {step} dari 3' });
const sentTo = defineMessage<{ userId: string }>({ id: 'register.verify.sentTo', defaultMessage: 'Masukkan kode yang dikirim ke {userId}.' });

const failures: Record<RegisterFailure, MessageDescriptor> = defineMessages({
  send_failed: { id: 'register.error.sendFailed', defaultMessage: 'Tidak dapat mengirim kode verifikasi saat ini' },
  verify_failed: { id: 'register.error.verifyFailed', defaultMessage: 'Tidak dapat memverifikasi akun Anda saat ini' },
  register_failed: { id: 'register.error.registerFailed', defaultMessage: 'Terjadi kesalahan saat mendaftar!' },
});

function submitter(action: () => Promise<unknown>) {
  return (e: FormEvent) => {
    e.preventDefault();
    void action();
  };
}

const Alert = observer(function Alert({ vm }: { vm: RegisterViewModel }) {
  if (vm.failure) {
    // A field's own 422 shows under the field; the alert then names the failure only.
    const underField = Object.keys(vm.serverFieldErrors).length > 0;
    return (
      <p className="form-error account-alert" role="alert" data-testid="register-error">
        {vm.serverMessage && !underField ? vm.serverMessage : <FormattedMessage {...failures[vm.failure]} />}
      </p>
    );
  }
  if (!vm.notice) return null;
  const text = vm.notice === 'verified' ? m.verified : vm.userIdKind === 'phone' ? m.codeSentPhone : m.codeSentEmail;
  return <p className="account-notice" role="status" data-testid="register-notice"><FormattedMessage {...text} /></p>;
});

const IdentifyStep = observer(function IdentifyStep({ vm }: { vm: RegisterViewModel }) {
  const error = vm.identifierError;
  return (
    <form className="account-form" noValidate onSubmit={submitter(vm.submitIdentifier)}>
      <h2 className="h4"><FormattedMessage {...m.identifyTitle} /></h2>
      <AccountField
        id="register-identifier" label={am.identifier} value={vm.identifier} autoComplete="username" inputMode="email"
        onChange={vm.setIdentifier} onBlur={() => vm.touch('identifier')}
        error={error ? identifierErrors[error] : null} hint={<FormattedMessage {...m.identifyHint} />}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={vm.busy}>
        <FormattedMessage {...(vm.busy ? am.processing : m.sendCode)} />
      </button>
    </form>
  );
});

const VerifyStep = observer(function VerifyStep({ vm }: { vm: RegisterViewModel }) {
  const intl = useIntl();
  const error = vm.codeError;
  return (
    <form className="account-form" noValidate onSubmit={submitter(vm.submitCode)}>
      <h2 className="h4"><FormattedMessage {...m.verifyTitle} /></h2>
      <p className="muted small">{intl.formatMessage(sentTo, { userId: vm.userId })}</p>
      <AccountField
        id="register-code" label={m.code} value={vm.code} autoComplete="one-time-code" inputMode="numeric"
        onChange={vm.setCode} onBlur={() => vm.touch('code')} error={error ? fieldErrors[error] : null}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={vm.busy}>
        <FormattedMessage {...(vm.busy ? am.processing : m.verify)} />
      </button>
      <div className="account-actions">
        <ResendButton countdown={vm.countdown} canResend={vm.canResend} onResend={vm.resend} />
        <button type="button" className="btn btn-text" onClick={vm.startOver}><FormattedMessage {...am.startOver} /></button>
      </div>
    </form>
  );
});

const DETAIL_INPUTS: readonly { field: DetailsField; type: 'text' | 'email' | 'tel' | 'password'; autoComplete: 'given-name' | 'family-name' | 'email' | 'tel' | 'new-password' }[] = [
  { field: 'firstName', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', type: 'text', autoComplete: 'family-name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'phoneNumber', type: 'tel', autoComplete: 'tel' },
  { field: 'password', type: 'password', autoComplete: 'new-password' },
  { field: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
];

const DetailsStep = observer(function DetailsStep({ vm, onDone }: { vm: RegisterViewModel; onDone: () => void }) {
  const intl = useIntl();
  return (
    <form
      className="account-form"
      noValidate
      onSubmit={submitter(async () => {
        if (await vm.submitDetails()) onDone();
      })}
    >
      <h2 className="h4"><FormattedMessage {...m.detailsTitle} /></h2>
      {DETAIL_INPUTS.map(({ field, type, autoComplete }) => {
        const code = vm.detailError(field);
        const locked = vm.isLocked(field);
        const isPassword = type === 'password';
        return (
          <AccountField
            key={field}
            id={`register-${field}`}
            label={m[field]}
            value={vm.details[field]}
            type={isPassword && vm.showPassword ? 'text' : type}
            autoComplete={autoComplete}
            locked={locked}
            hint={locked ? <FormattedMessage {...m.locked} /> : undefined}
            onChange={(value) => vm.setDetail(field, value)}
            onBlur={() => vm.touch(field)}
            error={vm.serverFieldErrors[field] ?? (code ? fieldErrors[code] : null)}
            addon={field === 'password' ? (
              <button type="button" className="btn btn-text" onClick={vm.toggleShowPassword} aria-pressed={vm.showPassword}>
                {intl.formatMessage(vm.showPassword ? am.hide : am.show)}
              </button>
            ) : undefined}
          />
        );
      })}
      <button type="submit" className="btn btn-primary btn-block" disabled={vm.busy}>
        <FormattedMessage {...(vm.busy ? am.processing : m.submit)} />
      </button>
      <div className="account-actions">
        <button type="button" className="btn btn-text" onClick={vm.startOver}><FormattedMessage {...am.startOver} /></button>
      </div>
    </form>
  );
});

export const RegisterView = observer(function RegisterView({ vm, onDone }: { vm: RegisterViewModel; onDone: () => void }) {
  const intl = useIntl();
  return (
    <div className="narrow-card account-page" data-testid="register-page" data-step={vm.step}>
      <h1 className="h2"><FormattedMessage {...m.title} /></h1>
      <p className="muted small account-step">{intl.formatMessage(stepOf, { step: vm.stepNumber })}</p>
      <Alert vm={vm} />
      {vm.step === 'identify' && <IdentifyStep vm={vm} />}
      {vm.step === 'verify' && <VerifyStep vm={vm} />}
      {vm.step === 'details' && <DetailsStep vm={vm} onDone={onDone} />}
      <p className="center small">
        <FormattedMessage {...am.haveAccount} /> <Link to={PATHS.login}><FormattedMessage {...am.login} /></Link>
      </p>
    </div>
  );
});

export default function RegisterPage() {
  const vm = useViewModel<RegisterViewModel>(REGISTER_VIEW_MODEL, registerModule);
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const target = safeRedirect(search.get('redirect'));
  return (
    <RegisterView
      vm={vm}
      onDone={() => {
        notify.success(intl.formatMessage(m.success));
        // The guard of this guest-only page sends a signed-in customer to / already; a local
        // `redirect` then takes them on.
        void navigate(target, { replace: true });
      }}
    />
  );
}
