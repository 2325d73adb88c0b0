import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../application/ports/api-error';
import { AUTH_API, type AuthApi } from '../../../application/ports/auth-api.port';
import { SESSION_STORE, type SessionStore } from '../../../application/ports/session-store.port';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../../application/session/session-view-model';
import RegisterPage from './RegisterPage';
import { containerOf, MEMORY_CODE, withAccount } from './story-helpers';

/**
 * A visitor who reloaded the page at step `step` after a code went to `userId` (registerRules
 * kept). The in-memory AuthApi does its work before its first await, so the calls take effect
 * before the story renders.
 */
const resumedAt = (step: 2 | 3, userId: string): Decorator => (Story, context) => {
  const container = containerOf(context);
  const store = container.get<SessionStore>(SESSION_STORE);
  if (!store.registerRules()) {
    const auth = container.get<AuthApi>(AUTH_API);
    void auth.registerMini(userId);
    if (step === 3) void auth.verifyCode(userId, MEMORY_CODE);
    store.setRegisterRules({ step, userId });
  }
  return <Story />;
};

/** The network fails on these calls: no server message, so the page's own texts (spec section 8). */
const offline = (...calls: ('verifyCode' | 'registerMandatory')[]): Decorator => (Story, context) => {
  const auth = containerOf(context).get<AuthApi>(AUTH_API);
  for (const call of calls) Object.assign(auth, { [call]: () => Promise.reject(new ApiError('NETWORK')) });
  return <Story />;
};

const meta = {
  title: 'Pages/Account/Register',
  component: RegisterPage,
  parameters: { route: '/register' },
} satisfies Meta<typeof RegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the spec's identifier texts under the field (red border, red text), then the code goes out. */
export const Identify: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Langkah 1 dari 3')).toBeVisible();
    const submit = canvas.getByRole('button', { name: 'Kirim kode' });
    await userEvent.click(submit);
    const field = canvas.getByLabelText('Nomor telepon atau e-mail');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Email atau nomor telepon tidak boleh kosong')).toBeVisible();
    await userEvent.type(field, 'budi');
    await expect(canvas.getByText('Format email atau nomor telepon salah')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'budi.baru@example.com');
    await userEvent.click(submit);
    await expect(await canvas.findByText('Kami telah mengirimkan kode konfirmasi ke email Anda')).toBeVisible();
    await expect(canvas.getByText('Langkah 2 dari 3')).toBeVisible();
    await expect(canvas.getByTestId('resend-code')).toBeDisabled();
    await expect(canvas.getByTestId('resend-code')).toHaveTextContent('Kirim ulang kode dalam 60 detik');
    const store = containerOf({ loaded }).get<SessionStore>(SESSION_STORE);
    await expect(store.registerRules()).toEqual({ step: 2, userId: 'budi.baru@example.com' });
  },
};

/** The whole flow: code (a wrong one first), details with the e-mail locked, signed in at the end. */
export const FullFlow: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const container = containerOf({ loaded });
    await userEvent.type(await canvas.findByLabelText('Nomor telepon atau e-mail'), 'ani@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim kode' }));

    const code = await canvas.findByLabelText('Kode verifikasi');
    await userEvent.click(canvas.getByRole('button', { name: 'Verifikasi' }));
    await expect(canvas.getByText('Wajib diisi')).toBeVisible();
    await userEvent.type(code, '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verifikasi' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Tidak dapat memverifikasi akun Anda saat ini');
    await userEvent.clear(code);
    await userEvent.type(code, MEMORY_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Verifikasi' }));

    await expect(await canvas.findByText('Verifikasi berhasil')).toBeVisible();
    await expect(canvas.getByText('Langkah 3 dari 3')).toBeVisible();
    const email = canvas.getByLabelText('E-mail');
    await expect(email).toHaveValue('ani@example.com');
    await expect(email).toHaveAttribute('readonly');

    await userEvent.click(canvas.getByRole('button', { name: 'Daftar' }));
    await expect(canvas.getByLabelText('Nama depan')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByLabelText('Nama depan'), 'Ani');
    await userEvent.type(canvas.getByLabelText('Nomor telepon'), '081298765432');
    await userEvent.type(canvas.getByLabelText('Kata sandi'), 'rahasia1');
    await userEvent.type(canvas.getByLabelText('Konfirmasi kata sandi'), 'rahasia2');
    await expect(canvas.getByText('Konfirmasi kata sandi tidak cocok')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Konfirmasi kata sandi'));
    await userEvent.type(canvas.getByLabelText('Konfirmasi kata sandi'), 'rahasia1');
    await userEvent.click(canvas.getByRole('button', { name: 'Daftar' }));

    const session = container.get<SessionViewModel>(SESSION_VIEW_MODEL);
    await waitFor(() => expect(session.signedIn).toBe(true));
    await expect(session.firstName).toBe('Ani');
    await expect(container.get<SessionStore>(SESSION_STORE).registerRules()).toBeNull();
  },
};

/** Reloaded at step 2 (registerRules kept): the code step shows at once, resend enabled. */
export const ResumedAtVerify: Story = {
  decorators: [resumedAt(2, 'siti@example.com')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Langkah 2 dari 3')).toBeVisible();
    await expect(canvas.getByText('Masukkan kode yang dikirim ke siti@example.com.')).toBeVisible();
    await expect(canvas.getByTestId('resend-code')).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Ganti nomor telepon atau e-mail' }));
    await expect(await canvas.findByLabelText('Nomor telepon atau e-mail')).toHaveValue('siti@example.com');
  },
};

/** Reloaded at step 3 after a phone number was verified: the phone field is locked. */
export const ResumedAtDetails: Story = {
  decorators: [resumedAt(3, '081234500000')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Langkah 3 dari 3')).toBeVisible();
    await expect(canvas.getByLabelText('Nomor telepon')).toHaveValue('081234500000');
    await expect(canvas.getByLabelText('Nomor telepon')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('E-mail')).not.toHaveAttribute('readonly');
  },
};

export const IdentifyEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send code' }));
    await expect(canvas.getByText('Email or telephone number cannot be empty')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Phone number or e-mail'), 'x');
    await expect(canvas.getByText('Email format or phone number is incorrect')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Phone number or e-mail'));
    await userEvent.type(canvas.getByLabelText('Phone number or e-mail'), 'en.user@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText('We have sent a confirmation code to your email')).toBeVisible();
    await expect(canvas.getByTestId('resend-code')).toHaveTextContent('Resend code in 60 s');
  },
};

export const FullFlowEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Phone number or e-mail'), '081211110000');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText('We have sent a confirmation code to your phone number')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Verification code'), MEMORY_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText('Verification successful')).toBeVisible();
    await expect(canvas.getByLabelText('Phone number')).toHaveAttribute('readonly');
    await userEvent.type(canvas.getByLabelText('First name'), 'Rina');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'rina@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'rahasia1');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'rahasia1');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const session = containerOf({ loaded }).get<SessionViewModel>(SESSION_VIEW_MODEL);
    await waitFor(() => expect(session.signedIn).toBe(true));
  },
};

/** An identifier already registered: the server's message. */
export const AlreadyRegisteredEN: Story = {
  globals: { locale: 'en' },
  decorators: [withAccount({ email: 'taken@example.com', firstName: 'Taken', phoneNumber: '081200000001', password: 'rahasia123' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Phone number or e-mail'), 'taken@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This account is already registered');
  },
};

/** The code check fails with no message from the server: the spec's own text; the code typed stays. */
export const VerifyFailsOfflineEN: Story = {
  globals: { locale: 'en' },
  decorators: [offline('verifyCode'), resumedAt(2, 'off.line@example.com')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Verification code'), MEMORY_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to verify your account at this time');
    await expect(canvas.getByLabelText('Verification code')).toHaveValue(MEMORY_CODE);
  },
};

/** The registration fails with no message from the server: the spec's own text; the details stay. */
export const RegisterFailsOfflineEN: Story = {
  globals: { locale: 'en' },
  decorators: [offline('registerMandatory'), resumedAt(3, 'off.line2@example.com')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('First name'), 'Rina');
    await userEvent.type(canvas.getByLabelText('Phone number'), '081298700000');
    await userEvent.type(canvas.getByLabelText('Password'), 'rahasia1');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'rahasia1');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An error occurred while registering!');
    await expect(canvas.getByLabelText('First name')).toHaveValue('Rina');
  },
};

/** The visit came through a partner's link: a Facebook sign-up is the register call carrying that referral code. */
export const FacebookSignUpWithReferral: Story = {
  parameters: {
    world: { social: { facebook: { token: 'story-facebook-token', identity: { id: 'fb-77', email: 'rina@example.com', givenName: 'Rina', familyName: 'Putri' } } } },
  },
  decorators: [(Story, context) => {
    const store = containerOf(context).get<SessionStore>(SESSION_STORE);
    if (!store.referral()) store.setReferral('PARTNER8');
    return <Story />;
  }],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const container = containerOf({ loaded });
    const auth = container.get<AuthApi>(AUTH_API);
    const sent: unknown[][] = [];
    const facebookRegister = auth.facebookRegister.bind(auth);
    Object.assign(auth, { facebookRegister: (...args: Parameters<AuthApi['facebookRegister']>) => { sent.push(args); return facebookRegister(...args); } });
    await expect(await canvas.findByText('Langkah 1 dari 3')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Google/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk dengan Facebook' }));
    await waitFor(() => expect(container.get<SessionViewModel>(SESSION_VIEW_MODEL).signedIn).toBe(true));
    await expect(sent).toEqual([['story-facebook-token', 'PARTNER8']]);
    await expect(container.get<SessionViewModel>(SESSION_VIEW_MODEL).firstName).toBe('Rina');
  },
};
