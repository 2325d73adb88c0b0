import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Container } from 'inversify';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ORDER_API, type OrderApi } from '../../../application/ports/order-api.port';
import OrderHistoryPage from './OrderHistoryPage';
import { delivered, orderPaid } from './fulfilment/story-world';
import { FIRST_STORY_INVOICE, FIRST_STORY_ORDER, withLocation, withPlacedOrder, withWorld } from './story-helpers';

const meta = {
  title: 'Pages/OrderHistory',
  component: OrderHistoryPage,
  parameters: { route: '/history', world: { user: true, cartItems: 2 } },
  decorators: [withLocation],
} satisfies Meta<typeof OrderHistoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The story's order delivered, then confirmed by the customer. */
async function completed(c: Container): Promise<void> {
  await delivered(c);
  await c.get<OrderApi>(ORDER_API).confirmReceipt(FIRST_STORY_ORDER);
}

/** An order waiting for payment (Belum Bayar, 'Bayar Sekarang'); its detail shows the shipment, lines and timeline; the tabs are links kept in the address. */
export const WithOrders: Story = {
  decorators: [withPlacedOrder],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByTestId('order-row', {}, { timeout: 5000 });
    await expect(row).toHaveTextContent(FIRST_STORY_ORDER);
    await expect(row).toHaveTextContent('Menunggu Pembayaran');
    await expect(within(row).getByTestId('order-money')).toHaveTextContent('Total tagihan');
    await expect(within(row).getByRole('link', { name: 'Bayar Sekarang' })).toHaveAttribute('href', `/track?nomor=${FIRST_STORY_INVOICE}`);
    await userEvent.click(within(row).getByRole('button', { name: 'Lihat detail' }));
    const detail = await canvas.findByTestId('order-detail');
    await expect(detail).toHaveTextContent('Rumah Budi');
    await expect(detail).toHaveTextContent('Riwayat status');
    const tabs = canvas.getByRole('navigation', { name: 'Status pesanan' });
    await expect(within(tabs).getByRole('link', { name: 'Semua' })).toHaveAttribute('aria-current', 'page');
    await expect(within(tabs).getByRole('link', { name: 'Belum Bayar (1 pesanan)' })).toBeVisible();
    await userEvent.click(within(tabs).getByRole('link', { name: 'Dikirim' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/history?tab=shipped'));
    await expect(await canvas.findByTestId('orders-empty')).toHaveTextContent('Tidak ada pesanan di tab ini.');
    await expect(within(tabs).getByRole('link', { name: 'Dikirim' })).toHaveAttribute('aria-current', 'page');
  },
};

export const WithOrdersEN: Story = {
  decorators: [withPlacedOrder],
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByTestId('order-row', {}, { timeout: 5000 });
    await expect(row).toHaveTextContent('Waiting for payment');
    await expect(row).toHaveTextContent('3 items'); // 2 bags and 1 phone case
    await expect(within(row).getByRole('link', { name: 'Pay now' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Order status' })).toHaveTextContent('Unpaid');
  },
};

/** Belum Bayar, opened from the address. */
export const UnpaidTab: Story = {
  decorators: [withPlacedOrder],
  parameters: { route: '/history?tab=unpaid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByTestId('order-row', {}, { timeout: 5000 });
    await expect(row).toHaveTextContent(FIRST_STORY_ORDER);
    await expect(within(canvas.getByTestId('order-tabs')).getByRole('link', { name: /Belum Bayar/ })).toHaveAttribute('aria-current', 'page');
  },
};

/** Dikemas: paid, being bought; the total paid and 'Lacak'. */
export const PackingTab: Story = {
  decorators: [withWorld(async (c) => { await orderPaid(c); })],
  parameters: { route: '/history?tab=packing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByTestId('order-row', {}, { timeout: 5000 });
    await expect(within(row).getByTestId('order-money')).toHaveTextContent('Total dibayar');
    await expect(within(row).getByTestId('order-items')).toHaveTextContent('× 2');
    await expect(within(row).queryByRole('button', { name: 'Pesanan Diterima' })).toBeNull();
  },
};

/** Dikirim, delivered and awaiting the customer's confirmation: 'Pesanan Diterima' moves it to Selesai. */
export const AwaitingConfirmation: Story = {
  decorators: [withWorld(async (c) => { await delivered(c); })],
  parameters: { route: '/history?tab=shipped' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByTestId('order-row', {}, { timeout: 5000 });
    await expect(within(row).getByTestId('auto-complete')).toHaveTextContent('Otomatis selesai dalam 7 hari');
    await expect(within(canvas.getByTestId('order-tabs')).getByRole('link', { name: 'Dikirim (1 pesanan)' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(row).getByRole('button', { name: 'Pesanan Diterima' }));
    await expect(await canvas.findByTestId('orders-empty')).toBeVisible();
    await expect(await within(canvas.getByTestId('order-tabs')).findByRole('link', { name: 'Selesai (1 pesanan)' })).toBeVisible();
  },
};

export const AwaitingConfirmationEN: Story = {
  decorators: [withWorld(async (c) => { await delivered(c); })],
  parameters: { route: '/history?tab=shipped' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const row = await within(canvasElement).findByTestId('order-row', {}, { timeout: 5000 });
    await expect(within(row).getByRole('button', { name: 'Order received' })).toBeVisible();
    await expect(within(row).getByTestId('auto-complete')).toHaveTextContent('Completes automatically in 7 days');
  },
};

/** Selesai: confirmed, the items waiting for a rating ('Beri Nilai' opens the order's lines). */
export const CompletedTab: Story = {
  decorators: [withWorld(completed)],
  parameters: { route: '/history?tab=completed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByTestId('order-row', {}, { timeout: 5000 });
    await userEvent.click(within(row).getByRole('button', { name: 'Beri Nilai' }));
    await expect(await within(row).findByTestId('order-detail')).toBeVisible();
  },
};

/** Dibatalkan with nothing in it: the empty tab. */
export const EmptyTab: Story = {
  decorators: [withPlacedOrder],
  parameters: { route: '/history?tab=cancelled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('orders-empty', {}, { timeout: 5000 })).toHaveTextContent('Tidak ada pesanan di tab ini.');
    await expect(canvas.queryByRole('link', { name: '+ Tambah Pesanan' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { world: { user: true, cartItems: 0 } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('orders-empty', {}, { timeout: 5000 })).toHaveTextContent('Belum ada pesanan.');
  },
};
