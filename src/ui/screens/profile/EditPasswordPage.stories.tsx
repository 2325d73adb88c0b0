import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import EditPasswordPage from './EditPasswordPage';
import { STORY_PASSWORD } from '../wallet/wallet-story-helpers';

const meta = {
  title: 'Pages/EditPassword',
  component: EditPasswordPage,
  parameters: { route: '/edit-password', world: { user: true } },
} satisfies Meta<typeof EditPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A wrong current password: 'Cannot update your password at this time', what was typed stays; then the right one. */
export const WrongThenChanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByTestId('password-form', {}, { timeout: 5000 }));
    await userEvent.click(form.getByRole('button', { name: 'Ubah kata sandi' }));
    await expect(form.getAllByText('Masukkan kata sandi.')).toHaveLength(2);
    await userEvent.type(form.getByLabelText('Kata sandi saat ini'), 'bukan-ini-1');
    await userEvent.type(form.getByLabelText('Kata sandi baru'), 'baru-sekali-1');
    await userEvent.type(form.getByLabelText('Ulangi kata sandi baru'), 'baru-sekali-1');
    await userEvent.click(form.getByRole('button', { name: 'Ubah kata sandi' }));
    await expect(await form.findByTestId('password-failed')).toHaveTextContent('Cannot update your password at this time');
    await expect(form.getByLabelText('Kata sandi baru')).toHaveValue('baru-sekali-1');
    const old = form.getByLabelText('Kata sandi saat ini');
    await userEvent.clear(old);
    await userEvent.type(old, STORY_PASSWORD);
    await userEvent.click(form.getByRole('button', { name: 'Ubah kata sandi' }));
    await expect(await form.findByTestId('password-changed')).toHaveTextContent('Sesi lain telah dikeluarkan.');
  },
};

/** A straight-run PIN is refused; a good one with the password is saved and the page says a PIN is set. */
export const PinSet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByTestId('pin-form', {}, { timeout: 5000 }));
    await expect(form.getByTestId('pin-state')).toHaveTextContent('Anda belum membuat PIN dompet.');
    await userEvent.type(form.getByLabelText('Kata sandi akun'), STORY_PASSWORD);
    await userEvent.type(form.getByLabelText('PIN baru (6 angka)'), '123456');
    await userEvent.type(form.getByLabelText('Ulangi PIN baru'), '123456');
    await userEvent.click(form.getByRole('button', { name: 'Simpan PIN' }));
    await expect(await form.findByText('Pilih PIN yang bukan angka berulang atau berurutan (seperti 123456).')).toBeVisible();
    await userEvent.clear(form.getByLabelText('PIN baru (6 angka)'));
    await userEvent.type(form.getByLabelText('PIN baru (6 angka)'), '482915');
    await userEvent.clear(form.getByLabelText('Ulangi PIN baru'));
    await userEvent.type(form.getByLabelText('Ulangi PIN baru'), '482915');
    await userEvent.click(form.getByRole('button', { name: 'Simpan PIN' }));
    await expect(await form.findByTestId('pin-saved')).toBeVisible();
    await expect(form.getByTestId('pin-state')).toHaveTextContent('PIN dompet sudah dibuat.');
  },
};

export const PinWrongPasswordEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByTestId('pin-form', {}, { timeout: 5000 }));
    await userEvent.type(form.getByLabelText('Account password'), 'wrong-password');
    await userEvent.type(form.getByLabelText('New PIN (6 digits)'), '482915');
    await userEvent.type(form.getByLabelText('Repeat the new PIN'), '482915');
    await userEvent.click(form.getByRole('button', { name: 'Save PIN' }));
    // The memory server's own (Indonesian) message, as the real server words a refusal.
    await expect(await form.findByTestId('pin-failed')).toHaveTextContent('Kata sandi salah');
    await expect(form.getByLabelText('New PIN (6 digits)')).toHaveValue('482915');
  },
};
