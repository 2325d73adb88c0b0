import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import WithdrawPage from './WithdrawPage';
import { STORY_OTP, STORY_PIN, withBankAccount, withBankAccountAndPin } from './wallet-story-helpers';

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

/** No PIN yet: the page says so and links to the security page. */
export const NoPin: Story = {
  decorators: [withBankAccount],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByTestId('withdraw-no-pin', {}, { timeout: 5000 });
    await expect(notice).toHaveTextContent('Anda belum membuat PIN dompet.');
    await expect(within(notice).getByRole('link', { name: 'Buat PIN dompet' })).toHaveAttribute('href', '/edit-password');
  },
};

/**
 * A wrong code, then a wrong PIN, then more than the balance: each shows the server's message and
 * the balance stays; a valid amount is listed as 'Diproses'.
 */
export const AboveBalance: Story = {
  decorators: [withBankAccountAndPin],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('wallet-balance')).toHaveTextContent('Rp 1.250.000'), { timeout: 5000 });
    await expect(canvas.getByRole('radio', { name: /BCA 1234567890/ })).toBeChecked();
    const amount = canvas.getByLabelText('Jumlah penarikan (Rp)');
    await userEvent.type(amount, '2.000.000');
    await userEvent.type(canvas.getByLabelText('PIN dompet'), '111222');
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim kode' }));
    await expect(await canvas.findByTestId('withdraw-otp-sent')).toHaveTextContent('Kode dikirim ke');
    const code = canvas.getByLabelText('Kode sekali pakai');
    await userEvent.type(code, '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Ajukan Penarikan' }));
    await expect(await canvas.findByTestId('withdraw-otp-error')).toHaveTextContent('Kode salah');
    await userEvent.clear(code);
    await userEvent.type(code, STORY_OTP);
    await userEvent.click(canvas.getByRole('button', { name: 'Ajukan Penarikan' }));
    await expect(await canvas.findByTestId('withdraw-error')).toHaveTextContent('PIN salah: sisa 4 percobaan');
    const pin = canvas.getByLabelText('PIN dompet');
    await userEvent.clear(pin);
    await userEvent.type(pin, STORY_PIN);
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
    await expect(canvas.getByRole('button', { name: 'Kirim kode' })).toBeEnabled();
  },
};

export const AboveBalanceEN: Story = {
  decorators: [withBankAccountAndPin],
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('wallet-balance')).toHaveTextContent('Rp 1.250.000'), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Request Withdrawal' }));
    await expect(await canvas.findByText('Enter an amount.')).toBeVisible();
    await expect(canvas.getByText('Enter your wallet PIN.')).toBeVisible();
    await expect(canvas.getByText('Enter the 6-digit code we sent.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Withdrawal amount (Rp)'), '2.000.000');
    await userEvent.type(canvas.getByLabelText('Wallet PIN'), STORY_PIN);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await userEvent.type(canvas.getByLabelText('One-time code'), STORY_OTP);
    await userEvent.click(canvas.getByRole('button', { name: 'Request Withdrawal' }));
    // The server's own message, as the memory server words it.
    await expect(await canvas.findByTestId('withdraw-error')).toHaveTextContent('Saldo tidak mencukupi');
    await expect(canvas.getByText('Code verified for the next withdrawal.')).toBeVisible();
  },
};
