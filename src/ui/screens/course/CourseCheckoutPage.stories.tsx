import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CourseCheckoutPage from './CourseCheckoutPage';
import { withLocation, withWorld } from '../invoice/story-helpers';
import { courseApi, FREE, paidInCart } from './story-helpers';

const meta = {
  title: 'Pages/Course/Checkout',
  component: CourseCheckoutPage,
  parameters: { route: '/kursus/checkout', world: { user: true } },
  decorators: [withLocation],
} satisfies Meta<typeof CourseCheckoutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A voucher previewed, then 'Buat Tagihan' opens the invoice on the main storefront's /track. */
export const PayByInvoice: Story = {
  decorators: [withWorld(paidInCart)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('course-checkout-total', {}, { timeout: 5000 })).toHaveTextContent('Rp 149.000');
    await userEvent.type(canvas.getByLabelText('Kode voucher'), 'hemat10');
    await userEvent.click(canvas.getByRole('button', { name: 'Pakai' }));
    await waitFor(() => expect(canvas.getByTestId('course-checkout-total')).toHaveTextContent('Rp 134.100'));
    await expect(canvas.getByTestId('course-voucher-state')).toHaveTextContent('HEMAT10: Voucher dipakai.');
    await userEvent.click(canvas.getByRole('button', { name: 'Buat Tagihan' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/track?nomor=INV-20240301-000001'));
  },
};

/** A free order has no invoice: straight to /kursus/saya. */
export const FreeOrder: Story = {
  decorators: [withWorld(async (c) => courseApi(c).addToCart({ courseSlug: FREE }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('course-checkout-total', {}, { timeout: 5000 })).toHaveTextContent('Rp 0');
    await userEvent.click(canvas.getByRole('button', { name: 'Buat Tagihan' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/kursus/saya'));
  },
};
