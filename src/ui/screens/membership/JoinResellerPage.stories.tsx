import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import JoinResellerPage from './JoinResellerPage';
import { withWorld } from '../invoice/story-helpers';
import { resellerSent } from './story-helpers';

const meta = {
  title: 'Pages/Membership/JoinReseller',
  component: JoinResellerPage,
  parameters: { route: '/join-reseller', world: { user: true } },
} satisfies Meta<typeof JoinResellerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The fields are checked on sending; a valid form is sent and the thanks message asks to wait for verification. */
export const Apply: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: 'Kirim Pendaftaran' }, { timeout: 5000 });
    await userEvent.click(submit);
    await waitFor(() => expect(canvas.getAllByText('Wajib diisi.')).toHaveLength(5));
    await userEvent.type(canvas.getByLabelText('Nama toko atau usaha'), 'Toko Budi');
    await userEvent.type(canvas.getByLabelText('Kota'), 'Jakarta');
    await userEvent.type(canvas.getByLabelText('Nomor WhatsApp'), '12');
    await userEvent.selectOptions(canvas.getByLabelText('Saluran penjualan utama'), 'tiktok');
    await userEvent.type(canvas.getByLabelText('Perkiraan pesanan per bulan'), '25');
    await userEvent.click(submit);
    await expect(await canvas.findByText('Format tidak valid.')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Nomor WhatsApp'));
    await userEvent.type(canvas.getByLabelText('Nomor WhatsApp'), '081234567890');
    await userEvent.click(submit);
    await expect(await canvas.findByTestId('application-thanks')).toHaveTextContent('Mohon tunggu verifikasi dari tim kami.');
    await expect(canvas.queryByTestId('application-form')).toBeNull();
  },
};

/** An application is pending: its status instead of the form. */
export const Pending: Story = {
  decorators: [withWorld(resellerSent)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('application-status', {}, { timeout: 5000 })).toHaveTextContent('Menunggu verifikasi');
    await expect(canvas.queryByTestId('application-form')).toBeNull();
  },
};

export const ApplyEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Join the reseller community' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByLabelText('Store or business name')).toBeVisible();
  },
};
