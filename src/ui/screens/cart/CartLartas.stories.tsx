import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withWorld } from '../invoice/story-helpers';
import CartPage from './CartPage';
import { addCosmeticsLine } from './lartas-story-helpers';

const meta = {
  title: 'Pages/Cart/Restricted goods',
  component: CartPage,
  parameters: { route: '/cart', world: { cartItems: 1 } },
  decorators: [withWorld(addCosmeticsLine)],
} satisfies Meta<typeof CartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The restricted line carries a badge that opens the warning; the other line none. */
export const RestrictedLine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('cart-line')).toHaveLength(2), { timeout: 5000 });
    const [plain, restricted] = canvas.getAllByTestId('cart-line') as [HTMLElement, HTMLElement];
    const badge = await within(restricted).findByText('Lartas: Kosmetik');
    await expect(within(plain).queryByTestId('cart-line-lartas')).toBeNull();
    await userEvent.click(badge);
    const region = within(restricted).getByRole('region', { name: 'Barang larangan/pembatasan (lartas): Kosmetik' });
    await expect(region).toHaveTextContent('BPOM');
    await expect(region).toHaveTextContent('tanggung jawab Anda');
    await expect(within(region).getByRole('link', { name: 'Lihat daftar barang larangan & pembatasan' })).toHaveAttribute('href', '/lartas');
  },
};

export const RestrictedLineEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('cart-line')).toHaveLength(2), { timeout: 5000 });
    await userEvent.click(await canvas.findByText('Restricted (lartas): Cosmetics'));
    await expect(canvas.getByRole('region', { name: 'Restricted goods (lartas): Cosmetics' })).toBeVisible();
  },
};
