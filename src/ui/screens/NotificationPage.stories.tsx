import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atWarehouse } from './invoice/fulfilment/story-world';
import { FIRST_STORY_ORDER, withLocation, withWorld } from './invoice/story-helpers';
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

/** After payment: the order's updates newest first, each linking to the order (or the additional invoice); read once followed. */
export const OrderUpdates: Story = {
  parameters: { world: { user: true, cartItems: 2 } },
  decorators: [withWorld(async (c) => { await atWarehouse(c); }), withLocation],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByTestId('customer-notifications', {}, { timeout: 5000 });
    const rows = within(list).getAllByTestId('customer-notification');
    await expect(rows[0]).toHaveAttribute('data-kind', 'decision_needed');
    await expect(rows[0]).toHaveTextContent('Warna tidak sesuai pesanan');
    await expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', `/history?order=${FIRST_STORY_ORDER}`);
    const priceDifference = rows.find((r) => r.getAttribute('data-kind') === 'price_difference' && /Tagihan tambahan/.test(r.textContent ?? ''));
    await expect(within(priceDifference as HTMLElement).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/track\?nomor=INV-/));
    // The additional invoice is also on the pending list (spec: 'Menunggu Pembayaran').
    await expect(canvas.getAllByRole('link', { name: /Menunggu Pembayaran/ }).length).toBeGreaterThan(0);
    await expect(rows.every((r) => r.getAttribute('data-read') === 'false')).toBe(true);
    await userEvent.click(canvas.getByTestId('notifications-mark-all'));
    await waitFor(() => expect(within(list).getAllByTestId('customer-notification').every((r) => r.getAttribute('data-read') === 'true')).toBe(true));
    await expect(canvas.queryByTestId('notifications-mark-all')).toBeNull();
  },
};

export const OrderUpdatesEN: Story = {
  ...OrderUpdates,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('customer-notifications', {}, { timeout: 5000 });
    await expect(canvas.getByText('Order updates')).toBeVisible();
    await expect(canvas.getByTestId('notifications-mark-all')).toHaveTextContent('Mark all as read');
  },
};
