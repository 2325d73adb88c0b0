import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AUTH_API, type AuthApi } from '../../../application/ports/auth-api.port';
import ResetPasswordPage from './ResetPasswordPage';
import { containerOf, MEMORY_CODE, withAccount } from './story-helpers';

const meta = {
  title: 'Pages/Account/Reset password',
  component: ResetPasswordPage,
  parameters: { route: '/reset-password' },
  // dewi@example.com (phone 081211112222) with the password 'lamaSekali1'.
  decorators: [withAccount({ email: 'dewi@example.com', firstName: 'Dewi', phoneNumber: '081211112222', password: 'lamaSekali1' })],
} satisfies Meta<typeof ResetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Forgot -> code + new password -> done with a link to log in; the new password works. */
export const Flow: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Kirim kode reset' }));
    await expect(canvas.getByLabelText('Nomor telepon atau e-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Email atau nomor telepon tidak boleh kosong')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Nomor telepon atau e-mail'), 'dewi@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim kode reset' }));
    await expect(await canvas.findByText('Jika akun terdaftar, kami telah mengirimkan kode reset ke akun tersebut')).toBeVisible();
    await expect(canvas.getByTestId('resend-code')).toBeDisabled();

    await userEvent.type(canvas.getByLabelText('Kode reset'), '999999');
    await userEvent.type(canvas.getByLabelText('Kata sandi baru'), 'baruSekali2');
    await userEvent.type(canvas.getByLabelText('Konfirmasi kata sandi baru'), 'baruSekali2');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan kata sandi' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Kode reset yang Anda masukkan tidak valid atau kata sandi tidak cocok');
    await expect(canvas.getByLabelText('Kata sandi baru')).toHaveValue('baruSekali2');

    await userEvent.clear(canvas.getByLabelText('Kode reset'));
    await userEvent.type(canvas.getByLabelText('Kode reset'), MEMORY_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan kata sandi' }));
    await expect(await canvas.findByText('Kata sandi berhasil diatur ulang')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
    const auth = containerOf({ loaded }).get<AuthApi>(AUTH_API);
    await expect(auth.login('dewi@example.com', 'baruSekali2')).resolves.toMatchObject({ customer: { firstName: 'Dewi' } });
  },
};

/** Client-side checks: too short, not the same (red text under the fields). */
export const ConfirmErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Nomor telepon atau e-mail'), '081211112222');
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim kode reset' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Simpan kata sandi' }));
    await expect(canvas.getByLabelText('Kode reset')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByLabelText('Kata sandi baru'), 'pendek');
    await userEvent.type(canvas.getByLabelText('Konfirmasi kata sandi baru'), 'lain');
    await expect(canvas.getByText('Kata sandi minimal 8 karakter')).toBeVisible();
    await expect(canvas.getByText('Konfirmasi kata sandi tidak cocok')).toBeVisible();
  },
};

export const FlowEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send reset code' }));
    await expect(canvas.getByText('Email or telephone number cannot be empty')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Phone number or e-mail'), 'dewi@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset code' }));
    await expect(await canvas.findByText('If the account is registered, we have sent a reset code to it')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Reset code'), '111111');
    await userEvent.type(canvas.getByLabelText('New password'), 'baruSekali2');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'baruSekali2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The reset code you entered is invalid or the password is not match');
    await userEvent.clear(canvas.getByLabelText('Reset code'));
    await userEvent.type(canvas.getByLabelText('Reset code'), MEMORY_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    await expect(await canvas.findByText('Your password has been reset')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};
