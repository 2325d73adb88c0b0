import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import NotificationPage from './NotificationPage';

const meta = {
  title: 'Pages/Notification',
  component: NotificationPage,
  parameters: { route: '/notification' },
} satisfies Meta<typeof NotificationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { world: { user: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Belum ada tagihan yang menunggu pembayaran.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+ Tambah Pesanan' })).toHaveAttribute('href', '/');
  },
};

export const Pending: Story = {
  parameters: { world: { user: true, pendingInvoices: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByRole('link', { name: /Menunggu Pembayaran/ });
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveAttribute('href', expect.stringMatching(/^\/track\?nomor=/));
  },
};

export const PendingEnglish: Story = {
  parameters: { world: { user: true, pendingInvoices: 1 } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Waiting for payment')).toBeVisible();
  },
};
