import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import DeactivatePage from './DeactivatePage';

const meta = {
  title: 'Pages/DeactivateAccount',
  component: DeactivatePage,
  parameters: { route: '/deactive-account', world: { user: true } },
} satisfies Meta<typeof DeactivatePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What is kept is said; the tick and the password are required; a wrong password shows the server's message. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('deactivate-kept', {}, { timeout: 5000 })).toHaveTextContent('disimpan selama 10 tahun');
    await userEvent.click(canvas.getByRole('button', { name: 'Nonaktifkan akun saya' }));
    await expect(await canvas.findByText('Centang pernyataan ini untuk melanjutkan.')).toBeVisible();
    await expect(canvas.getByText('Masukkan kata sandi.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Kata sandi'), 'bukan-ini-1');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Nonaktifkan akun saya' }));
    await expect(await canvas.findByTestId('deactivate-failed')).toHaveTextContent('Kata sandi salah');
  },
};

/** With money in the wallet the account is not closed (English page, the server's message). */
export const WalletNotEmptyEN: Story = {
  parameters: { world: { user: { walletBalance: 25_000 } } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Password', {}, { timeout: 5000 }), 'Rahasia123!');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate my account' }));
    await expect(await canvas.findByTestId('deactivate-failed')).toHaveTextContent('Tarik saldo dompet Anda sebelum menonaktifkan akun');
  },
};
