import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import WalletPage from './WalletPage';
import { withLocation } from '../invoice/story-helpers';

const meta = {
  title: 'Pages/Wallet',
  component: WalletPage,
  parameters: { route: '/wallet', world: { user: { walletBalance: 1_250_000 } } },
  decorators: [withLocation],
} satisfies Meta<typeof WalletPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The balance shows; the top-up amount is checked before sending; a valid one opens the top-up invoice on /track. */
export const Balance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('wallet-balance')).toHaveTextContent('Rp 1.250.000'), { timeout: 5000 });
    await expect(canvas.getByRole('link', { name: 'Tarik saldo' })).toHaveAttribute('href', '/withdraw');
    await expect(canvas.getByTestId('wallet-entries-empty')).toHaveTextContent('Belum ada mutasi saldo.');
    const submit = canvas.getByRole('button', { name: 'Isi Saldo' });
    await userEvent.click(submit);
    await expect(await canvas.findByText('Masukkan jumlah.')).toBeVisible();
    const amount = canvas.getByLabelText('Jumlah isi saldo (Rp)');
    await userEvent.type(amount, '5000');
    await expect(await canvas.findByText('Jumlah minimal Rp 10.000.')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.click(canvas.getByRole('button', { name: 'Rp 100.000' }));
    await expect(amount).toHaveValue('100.000');
    await userEvent.click(submit);
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/track?nomor=INV-20240301-000001'));
  },
};

export const BalanceEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('wallet-balance')).toHaveTextContent('Rp 1.250.000'), { timeout: 5000 });
    await expect(canvas.getByRole('heading', { name: 'Titip balance' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Top-up amount (Rp)'), '60.000.000');
    await userEvent.click(canvas.getByRole('button', { name: 'Top Up' }));
    await expect(await canvas.findByText('The maximum amount is Rp 50.000.000.')).toBeVisible();
  },
};
