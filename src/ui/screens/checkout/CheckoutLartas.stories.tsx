import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addAddresses, withLocation, withWorld } from '../invoice/story-helpers';
import { addCosmeticsLine } from '../cart/lartas-story-helpers';
import CheckoutPage from './CheckoutPage';

const meta = {
  title: 'Pages/Checkout/Restricted goods',
  component: CheckoutPage,
  parameters: { route: '/checkout', world: { user: true, cartItems: 1 } },
  decorators: [withLocation, withWorld(async (c) => {
    await addAddresses(c, 1);
    await addCosmeticsLine(c);
  })],
} satisfies Meta<typeof CheckoutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unticked: the entries with their lines; 'Buat Pesanan' is held back, the reason announced and the focus on the box. */
export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = await canvas.findByTestId('checkout-lartas', {}, { timeout: 5000 });
    await expect(within(block).getByRole('heading', { level: 2, name: 'Barang larangan/pembatasan (lartas) di pesanan ini' })).toBeVisible();
    const notice = within(block).getByRole('region', { name: 'Barang larangan/pembatasan (lartas): Kosmetik' });
    await expect(within(notice).getByTestId('lartas-items')).toHaveTextContent('Casing ponsel silikon');
    const box = within(block).getByRole('checkbox', { name: /Saya memahami bahwa barang ini termasuk barang larangan\/pembatasan \(lartas\)/ });
    await expect(box).not.toBeChecked();
    await expect(box).toBeRequired();
    await userEvent.click(canvas.getByLabelText(/BCA Virtual Account/));
    await userEvent.click(canvas.getByTestId('place-order'));
    await waitFor(() => expect(box).toHaveFocus());
    const error = within(block).getByRole('alert');
    await expect(error).toHaveTextContent('Centang pernyataan ini untuk membuat pesanan.');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Centang pernyataan ini untuk membuat pesanan.');
    await expect(canvas.getByText('Centang pernyataan barang larangan/pembatasan (lartas).', { selector: 'li' })).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/checkout$/);
  },
};

/** Ticked: the order is placed and the page goes to its invoice. */
export const Checked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = await canvas.findByTestId('checkout-lartas', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByLabelText(/BCA Virtual Account/));
    const box = within(block).getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(within(block).queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByTestId('place-order'));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/track\?nomor=INV-/));
  },
};

export const UncheckedEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = await canvas.findByTestId('checkout-lartas', {}, { timeout: 5000 });
    await expect(within(block).getByRole('region', { name: 'Restricted goods (lartas): Cosmetics' })).toBeVisible();
    await expect(within(block).getByRole('checkbox', { name: /I understand that these goods are restricted \(lartas\)/ })).not.toBeChecked();
    await userEvent.click(canvas.getByLabelText(/BCA Virtual Account/));
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await within(block).findByRole('alert')).toHaveTextContent('Tick this statement to place the order.');
  },
};
