import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Container } from 'inversify';
import { CART_API, type CartApi } from '../../../application/ports/cart-api.port';
import { ApiError } from '../../../application/ports/api-error';
import CartPage from './CartPage';
import { addAddresses, withWorld } from '../invoice/story-helpers';
import { withGuestAddresses } from './story-helpers';

const meta = {
  title: 'Pages/Cart',
  component: CartPage,
  parameters: { route: '/cart' },
} satisfies Meta<typeof CartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('your cart is empty')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Titipin Sekarang' })).toHaveAttribute('href', '/');
  },
};

export const Filled: Story = {
  parameters: { world: { cartItems: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('cart-line')).toHaveLength(3));
    await expect(await canvas.findByTestId('total-with-tax')).toHaveTextContent(/^Rp/);
    await expect(canvas.getByTestId('total-without-tax')).toHaveTextContent(/^Rp/);
  },
};

export const FilledEN: Story = {
  ...Filled,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('cart-line')).toHaveLength(3));
    await expect(await canvas.findByText('Total including tax')).toBeVisible();
  },
};

/** Splits the first line over 'Rumah Budi' and 'Kantor Budi'. */
const splitFirstLine: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getAllByTestId('cart-line')).toHaveLength(2), { timeout: 5000 });
  await userEvent.click(canvas.getByLabelText('Kirim ke beberapa alamat'));
  const line = canvas.getAllByTestId('cart-line')[0] as HTMLElement;
  await userEvent.selectOptions(await within(line).findByLabelText('Kirim ke alamat'), 'Rumah Budi');
  await userEvent.selectOptions(within(line).getByLabelText('Kirim ke alamat'), 'Kantor Budi');
  await expect(within(line).getAllByTestId('address-stepper')).toHaveLength(2);
  await expect(canvas.getByTestId('address-summary')).toHaveTextContent('Kantor Budi');
};

/** Two local addresses; the first line is split over both. */
export const MultiAddress: Story = {
  parameters: { world: { cartItems: 2 } },
  decorators: [withGuestAddresses(2)],
  play: splitFirstLine,
};

/** Signed in: the account's addresses (the ones /checkout sends to), none on the device. */
export const MultiAddressSignedIn: Story = {
  parameters: { world: { user: true, cartItems: 2 } },
  decorators: [withWorld((c) => addAddresses(c, 2))],
  play: splitFirstLine,
};

/** Two items joined into a named group: they are disabled in the cart. */
export const Consolidated: Story = {
  parameters: { world: { cartItems: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('cart-line')).toHaveLength(3));
    const lines = canvas.getAllByTestId('cart-line');
    await userEvent.click(within(lines[0] as HTMLElement).getByRole('checkbox'));
    await userEvent.click(within(lines[1] as HTMLElement).getByRole('checkbox'));
    await userEvent.type(canvas.getByLabelText('Nama grup'), 'Kiriman Jakarta');
    await userEvent.click(canvas.getByRole('button', { name: 'Gabungkan' }));
    await expect(canvas.getByTestId('consolidation-group')).toHaveTextContent('Kiriman Jakarta');
    await expect(canvas.getAllByText('Dalam konsolidasi')).toHaveLength(2);
  },
};

export const ConsolidatedEN: Story = {
  ...Consolidated,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('cart-line')).toHaveLength(3));
    await userEvent.click(canvas.getByText('Consolidation'));
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    await expect(canvas.getByText('Select the items to consolidate.')).toBeVisible();
  },
};

/** The server never answers: the local cart shows at once, the totals wait. */
export const Loading: Story = {
  parameters: { world: { cartItems: 0 } },
  decorators: [
    (Story, context) => {
      const container = (context.loaded as { container?: Container }).container;
      const api = container?.get<CartApi>(CART_API);
      if (api) {
        api.check = () => new Promise(() => {});
        api.list = () => new Promise(() => {});
      }
      return <Story />;
    },
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Memuat keranjang...')).toBeVisible();
  },
};

/** The server is unreachable: a clear message, the local cart kept. */
export const SyncError: Story = {
  decorators: [
    (Story, context) => {
      const container = (context.loaded as { container?: Container }).container;
      const api = container?.get<CartApi>(CART_API);
      if (api) api.list = async () => { throw new ApiError('NETWORK'); };
      return <Story />;
    },
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Keranjang tidak dapat disinkronkan dengan server.');
  },
};
