import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import OrderHistoryPage from './OrderHistoryPage';
import { FIRST_STORY_ORDER, withLocation, withPlacedOrder } from './story-helpers';

const meta = {
  title: 'Pages/OrderHistory',
  component: OrderHistoryPage,
  parameters: { route: '/history', world: { user: true, cartItems: 2 } },
  decorators: [withLocation],
} satisfies Meta<typeof OrderHistoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An order waiting for payment; its detail shows the shipment, lines and timeline. */
export const WithOrders: Story = {
  decorators: [withPlacedOrder],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByTestId('order-row', {}, { timeout: 5000 });
    await expect(row).toHaveTextContent(FIRST_STORY_ORDER);
    await expect(row).toHaveTextContent('Menunggu Pembayaran');
    await userEvent.click(within(row).getByRole('button', { name: 'Lihat detail' }));
    const detail = await canvas.findByTestId('order-detail');
    await expect(detail).toHaveTextContent('Rumah Budi');
    await expect(detail).toHaveTextContent('Riwayat status');
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'delivered');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/history?status=delivered'));
    await expect(await canvas.findByTestId('orders-empty')).toBeVisible();
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
  },
};

export const Empty: Story = {
  parameters: { world: { user: true, cartItems: 0 } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('orders-empty', {}, { timeout: 5000 })).toHaveTextContent('Belum ada pesanan.');
  },
};
