import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import BankAccountPage from './BankAccountPage';
import { withBankAccount } from './wallet-story-helpers';

const meta = {
  title: 'Pages/BankAccount',
  component: BankAccountPage,
  parameters: { route: '/bank-account', world: { user: true } },
} satisfies Meta<typeof BankAccountPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No account yet: the form checks its fields, then the new account is listed as the main one. */
export const AddAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('bank-empty', {}, { timeout: 5000 })).toHaveTextContent('Belum ada rekening bank.');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan rekening' }));
    await expect(await canvas.findByText('Pilih bank.')).toBeVisible();
    await expect(canvas.getByText('Nomor rekening wajib diisi.')).toBeVisible();
    await expect(canvas.getByText('Nama pemilik rekening wajib diisi.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Cari bank'), 'mandiri');
    await waitFor(() => expect(canvas.getByLabelText('Bank')).toHaveValue('mandiri'));
    await userEvent.type(canvas.getByLabelText('Nomor rekening'), '12ab');
    await expect(await canvas.findByText('Nomor rekening harus 6 sampai 20 angka.')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Nomor rekening'));
    await userEvent.type(canvas.getByLabelText('Nomor rekening'), '1234567890');
    await userEvent.type(canvas.getByLabelText('Nama pemilik rekening'), 'Budi Santoso');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan rekening' }));
    const row = await canvas.findByTestId('bank-account');
    await expect(row).toHaveTextContent('Mandiri 1234567890');
    await expect(row).toHaveTextContent('Rekening utama');
    await expect(canvas.getByLabelText('Nomor rekening')).toHaveValue('');
  },
};

/** Two accounts: 'Make main' moves the mark; 'Delete' removes one. */
export const ManageEN: Story = {
  decorators: [withBankAccount],
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('bank-account', {}, { timeout: 5000 })).toHaveTextContent('Main account');
    await userEvent.selectOptions(canvas.getByLabelText('Bank'), 'bni');
    await userEvent.type(canvas.getByLabelText('Account number'), '5555666677');
    await userEvent.type(canvas.getByLabelText('Account holder name'), 'Budi Santoso');
    await userEvent.click(canvas.getByRole('button', { name: 'Save account' }));
    await waitFor(() => expect(canvas.getAllByTestId('bank-account')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Make main' }));
    await waitFor(() => expect(canvas.getAllByTestId('bank-account')[1]).toHaveTextContent('Main account'));
    await userEvent.click(within(canvas.getAllByTestId('bank-account')[0] as HTMLElement).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.getAllByTestId('bank-account')).toHaveLength(1));
    await expect(canvas.getByTestId('bank-account')).toHaveTextContent('BNI 5555666677');
  },
};
