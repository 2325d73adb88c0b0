import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import WithdrawPage from './WithdrawPage';
import { STORY_PASSWORD, withBankAccount } from './wallet-story-helpers';

const meta = {
  title: 'Pages/Withdraw',
  component: WithdrawPage,
  parameters: { route: '/withdraw', world: { user: { walletBalance: 1_250_000 } } },
} satisfies Meta<typeof WithdrawPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without a bank account the page links to /bank-account. */
export const NoAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('withdraw-no-account', {}, { timeout: 5000 })).toHaveTextContent('Belum ada rekening bank untuk penarikan.');
    await expect(canvas.getByRole('link', { name: 'Tambah rekening bank' })).toHaveAttribute('href', '/bank-account');
  },
};

/** More than the balance: the server's message shows and the balance stays; a valid amount is listed as 'Diproses'. */
export const AboveBalance: Story = {
  decorators: [withBankAccount],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('wallet-balance')).toHaveTextContent('Rp 1.250.000'), { timeout: 5000 });
    await expect(canvas.getByRole('radio', { name: /BCA 1234567890/ })).toBeChecked();
    const amount = canvas.getByLabelText('Jumlah penarikan (Rp)');
    await userEvent.type(amount, '2.000.000');
    await userEvent.type(canvas.getByLabelText('Kata sandi'), STORY_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Ajukan Penarikan' }));
    await expect(await canvas.findByTestId('withdraw-error')).toHaveTextContent('Saldo tidak mencukupi');
    await expect(canvas.getByTestId('wallet-balance')).toHaveTextContent('Rp 1.250.000');
    await userEvent.clear(amount);
    await userEvent.type(amount, '250.000');
    await userEvent.click(canvas.getByRole('button', { name: 'Ajukan Penarikan' }));
    await expect(await canvas.findByTestId('withdraw-done')).toHaveTextContent('Penarikan Rp 250.000 ke BCA 1234567890 diajukan.');
    await waitFor(() => expect(canvas.getByTestId('wallet-balance')).toHaveTextContent('Rp 1.000.000'));
    const row = canvas.getByTestId('withdrawal-row');
    await expect(row).toHaveTextContent('Rp 250.000');
    await expect(row).toHaveTextContent('Diproses');
  },
};

export const AboveBalanceEN: Story = {
  decorators: [withBankAccount],
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('wallet-balance')).toHaveTextContent('Rp 1.250.000'), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Request Withdrawal' }));
    await expect(await canvas.findByText('Enter an amount.')).toBeVisible();
    await expect(canvas.getByText('Enter your account password.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Withdrawal amount (Rp)'), '2.000.000');
    await userEvent.type(canvas.getByLabelText('Password'), STORY_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Request Withdrawal' }));
    // The server's own message, as the memory server words it.
    await expect(await canvas.findByTestId('withdraw-error')).toHaveTextContent('Saldo tidak mencukupi');
  },
};
