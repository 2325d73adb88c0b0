import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import CartPopup from './CartPopup';

const meta = {
  title: 'Components/CartPopup',
  component: CartPopup,
  decorators: [(Story) => <div style={{ position: 'relative', height: 420, maxWidth: 360, marginLeft: 'auto' }}><Story /></div>],
} satisfies Meta<typeof CartPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Cart masih kosong')).toBeVisible();
  },
};

export const TwoItems: Story = {
  parameters: { world: { cartItems: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('cart-popup-item')).toHaveLength(2));
    await expect(canvas.queryByText(/produk lainnya/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Lihat semua item' })).toHaveAttribute('href', '/cart');
  },
};

export const FiveItems: Story = {
  parameters: { world: { cartItems: 5 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('cart-popup-item')).toHaveLength(3));
    await expect(canvas.getByText('2 produk lainnya')).toBeVisible();
  },
};

export const FiveItemsEN: Story = {
  ...FiveItems,
  globals: { locale: 'en' },
};
