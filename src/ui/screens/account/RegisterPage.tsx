/**
 * /register (guest-only; spec sections 2, 4, 5, 8): phone number or e-mail -> one-time code
 * (resend after a 60 s countdown) -> profile data. A reload resumes the step (registerRules).
 * On success the customer is signed in (SessionViewModel's post-login path) and lands on / or on
 * the `redirect` query when it is a local path.
 */
import { observer } from 'mobx-react-lite';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { registerModule } from '../../../application/session/register.module';
import {
  REGISTER_VIEW_MODEL, type DetailsField, type RegisterFailure, type RegisterViewModel,
} from '../../../application/session/register-view-model';
import { safeRedirect } from '../../../application/session/safe-redirect';
import { useViewModel } from '../../app/container-context';
import { SocialButtons } from '../../components/SocialButtons';
import { notify } from '../../lib/toast';
import { PATHS } from '../../routes/paths';
import { AccountAlert, AccountPage, IdentifierStep, StepActions, StepFields, StepForm, type StepInput } from './AccountForm';
import { AccountField } from './AccountField';
import { am, fieldErrors } from './account-messages';

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

/** The text of the notice: where the code went, or the verification. */
function noticeOf(vm: RegisterViewModel): MessageDescriptor | null {
  if (!vm.notice) return null;
  if (vm.notice === 'verified') return m.verified;
  return vm.userIdKind === 'phone' ? m.codeSentPhone : m.codeSentEmail;
}

const VerifyStep = observer(function VerifyStep({ vm }: { vm: RegisterViewModel }) {
  const intl = useIntl();
  const error = vm.codeError;
  return (
    <StepForm
      onSubmit={vm.submitCode} submitLabel={m.verify} busy={vm.state.busy}
      actions={<StepActions resend={vm} onStartOver={vm.startOver} />}
    >
      <h2 className="h4"><FormattedMessage {...m.verifyTitle} /></h2>
      <p className="muted small">{intl.formatMessage(sentTo, { userId: vm.userId })}</p>
      <AccountField
        id="register-code" label={m.code} value={vm.code} autoComplete="one-time-code" inputMode="numeric"
        onChange={vm.setCode} onBlur={() => vm.state.touch('code')} error={error ? fieldErrors[error] : null}
      />
    </StepForm>
  );
});

const DETAIL_INPUTS: readonly StepInput<DetailsField>[] = [
  { field: 'firstName', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', type: 'text', autoComplete: 'family-name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'phoneNumber', type: 'tel', autoComplete: 'tel' },
  { field: 'password', type: 'password', autoComplete: 'new-password' },
  { field: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
];

const DetailsStep = observer(function DetailsStep({ vm, onDone }: { vm: RegisterViewModel; onDone: () => void }) {
  const submit = async () => {
    if (await vm.submitDetails()) onDone();
  };
  return (
    <StepForm onSubmit={submit} submitLabel={m.submit} busy={vm.state.busy} actions={<StepActions onStartOver={vm.startOver} />}>
      <h2 className="h4"><FormattedMessage {...m.detailsTitle} /></h2>
      <StepFields
        idPrefix="register" inputs={DETAIL_INPUTS} labels={m} values={vm.details} state={vm.state}
        errorOf={vm.detailError} onChange={vm.setDetail} toggleBeside="password" isLocked={vm.isLocked} lockedHint={m.locked}
      />
    </StepForm>
  );
});

interface RegisterViewProps {
  vm: RegisterViewModel;
  onDone: () => void;
  /** Offers the Google and Facebook buttons on the first step; called with the server's message once signed in. */
  onSocialSignedIn?: (message: string) => void;
}

export const RegisterView = observer(function RegisterView({ vm, onDone, onSocialSignedIn }: RegisterViewProps) {
  const intl = useIntl();
  return (
    <AccountPage name="register" step={vm.step} title={m.title}>
      <p className="muted small account-step">{intl.formatMessage(stepOf, { step: vm.stepNumber })}</p>
      <AccountAlert name="register" state={vm.state} failures={failures} notice={noticeOf(vm)} />
      {/* Google and Facebook (the configured ones): the register call, carrying the visit's referral code. */}
      {vm.step === 'identify' && onSocialSignedIn && <SocialButtons idPrefix="register" onSignedIn={onSocialSignedIn} />}
      {vm.step === 'identify' && (
        <IdentifierStep
          vm={vm} id="register-identifier" intro={<h2 className="h4"><FormattedMessage {...m.identifyTitle} /></h2>}
          hint={<FormattedMessage {...m.identifyHint} />} submitLabel={m.sendCode} onSubmit={vm.submitIdentifier}
        />
      )}
      {vm.step === 'verify' && <VerifyStep vm={vm} />}
      {vm.step === 'details' && <DetailsStep vm={vm} onDone={onDone} />}
      <p className="center small">
        <FormattedMessage {...am.haveAccount} /> <Link to={PATHS.login}><FormattedMessage {...am.login} /></Link>
      </p>
    </AccountPage>
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
      onSocialSignedIn={(message) => {
        // The server says whether the account was created or an existing one signed in.
        notify.success(message || intl.formatMessage(m.success));
        void navigate(target, { replace: true });
      }}
    />
  );
}
